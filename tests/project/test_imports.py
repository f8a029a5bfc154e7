"""The package's imports: the UI's rooms import downward only, no two modules import each other
(directly or round a circle, ``TYPE_CHECKING`` and imports inside functions included), and no
module reads another's private names -- nor do the tests and benchmarks, which go through what
a player or a caller can do (click the button, press the key, call the public function).

Each check runs on the real package and on a small planted package that breaks it, so a check
that could not fail would show here.
"""

from __future__ import annotations

import ast
import gc
from pathlib import Path
from typing import Iterator

PACKAGE = Path(__file__).resolve().parents[2] / "botifarra_desktop"

#: The rooms of ``ui/`` from the bottom up: a module may import its own room and the rooms of a
#: lower floor, never a room of its own floor or above.  (``ui/context.py`` is what the features
#: of the main window are given; ``ui/table/access`` is part of the table's room, and only the table's
#: view imports it: :func:`access_importers`.)
FLOORS: dict[str, int] = {
    "common": 0,
    "play": 1,
    "table": 2,
    "dialogs": 3,
    "files": 4,
    "context": 5,
    "practice": 6,
    "lan": 6,
    "shell": 7,
}


ROOT = PACKAGE.parent
TESTS = ROOT / "tests"
BENCHMARKS = ROOT / "benchmarks"

#: Private names read from outside their class that are public by their owners' own documents.
PRIVATE_ALLOWED = {
    "os._exit",  # the documented way to end a forked child at once
    "sys._MEIPASS",  # PyInstaller's documented folder of a frozen app (resources.py)
}

#: What the tests alone may replace by its private name, and why no public way fits: each one
#: makes the system fail (or tick) at a point no caller can reach, and a public hook that exists
#: only for that would be a test-only hook in the package.
TEST_PATCHES_ALLOWED = {
    "atomic._write_temp",  # a full disk half-way through an atomic write
    "filelock._write_owner",  # a full disk while the lock file gets its owner's line
    "documents._now",  # a fixed clock for the time a damaged file is kept under
    "atomic._IS_WINDOWS",  # Windows' replace-and-retry, run on another system
}


# ---------------------------------------------------------------- reading the package
def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path) -> dict[str, Path]:
    return {module_name(p, root): p for p in sorted(root.rglob("*.py"))}


def parse(path: Path) -> ast.Module:
    """``ast.parse`` with the garbage collector held.  On Python 3.11 a finaliser run while a large tree
    is built, which formats a traceback (3.11's tracebacks parse the failing line too), trips CPython's
    "AST constructor recursion depth mismatch"; what another test left behind must not fail this one."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return ast.parse(path.read_text(encoding="utf-8"))
    finally:
        if enabled:
            gc.enable()


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules ``name`` imports, anywhere in its file."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(parse(path)):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in known else target)
    return {m for m in found if m in known and m != name}


def graph(root: Path) -> dict[str, set[str]]:
    known = modules(root)
    return {name: imports(name, path, known) for name, path in known.items()}


def circles(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(frozenset(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def room_of(name: str, ui: str) -> str | None:
    """The room of a module of ``ui`` (its first folder, or ``context``); None outside ``ui``."""
    if not name.startswith(ui + "."):
        return None
    return name[len(ui) + 1:].split(".")[0]


def upward_imports(edges: dict[str, set[str]], ui: str) -> list[str]:
    wrong = []
    for name, targets in sorted(edges.items()):
        room = room_of(name, ui)
        if room is None or name == ui:
            continue
        for target in sorted(targets):
            other = room_of(target, ui)
            if other is None or other == room:
                continue
            if room not in FLOORS or other not in FLOORS or FLOORS[other] >= FLOORS[room]:
                wrong.append(f"{name} -> {target}")
    return wrong


def private_reaches(root: Path, allowed: frozenset[str] = frozenset(PRIVATE_ALLOWED)) -> list[str]:
    """Another module's private names reached: ``obj._name`` where ``obj`` is not ``self`` / ``cls``
    outside a class that defines ``_name``; ``from module import _name``; and the same name as a
    string, ``getattr(obj, "_name")`` or ``monkeypatch.setattr(obj, "_name", ...)`` and the like.
    ``allowed`` holds the exceptions, written as ``obj._name``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node, owned in _nodes(parse(path), frozenset()):
            for text, name in _reaches(node):
                if name in owned or text in allowed:
                    continue
                found.append(f"{path.relative_to(root)}:{node.lineno}: {text}")
    return found


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


#: Calls that name an attribute by a string: ``getattr(obj, "_x")``, ``monkeypatch.setattr(obj, "_x", v)``,
#: ``mock.patch.object(obj, "_x")`` -- and ``monkeypatch.setattr("pkg.module._x", v)``, ``mock.patch("...")``.
_BY_NAME = {"getattr", "setattr", "delattr", "hasattr", "object"}
_BY_PATH = {"setattr", "delattr", "patch"}


def _reaches(node: ast.AST) -> list[tuple[str, str]]:
    """(how it reads, the private name) for each private name ``node`` reaches outside ``self``/``cls``."""
    if isinstance(node, ast.Attribute):
        if _private(node.attr) and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
            return [(ast.unparse(node), node.attr)]
    elif isinstance(node, ast.ImportFrom):
        where = "." * node.level + (node.module or "")
        return [(f"{where}.{a.name}", a.name) for a in node.names if _private(a.name)]
    elif isinstance(node, ast.Call):
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        args = node.args
        if called in _BY_NAME and len(args) >= 2 and isinstance(args[1], ast.Constant) \
                and isinstance(args[1].value, str) and _private(args[1].value) \
                and not (isinstance(args[0], ast.Name) and args[0].id in ("self", "cls")):
            return [(f"{ast.unparse(args[0])}.{args[1].value}", args[1].value)]
        if called in _BY_PATH and args and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str) \
                and "." in args[0].value and " " not in args[0].value:
            name = args[0].value.rsplit(".", 1)[1]
            if _private(name):
                return [(args[0].value, name)]
    return []


def _defined_in(cls: ast.ClassDef) -> frozenset[str]:
    """The private names a class defines: methods, class attributes and ``self._x = ...``."""
    names = set()
    for node in ast.walk(cls):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node in cls.body:
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            names.add(node.attr)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node in cls.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    return frozenset(n for n in names if n.startswith("_"))


def _nodes(node: ast.AST, owned: frozenset[str]) -> Iterator[tuple[ast.AST, frozenset[str]]]:
    """Every node under ``node``, with the private names the classes round it define."""
    for child in ast.iter_child_nodes(node):
        inner = owned | _defined_in(child) if isinstance(child, ast.ClassDef) else owned
        yield child, inner
        yield from _nodes(child, inner)


# ---------------------------------------------------------------- the package
def test_rooms_import_downward_only():
    assert upward_imports(graph(PACKAGE), "botifarra_desktop.ui") == []


def test_every_ui_module_lives_in_a_known_room():
    ui = PACKAGE / "ui"
    rooms = {p.relative_to(ui).parts[0] for p in ui.rglob("*.py") if p.parent != ui}
    loose = {p.stem for p in ui.glob("*.py")} - {"__init__", "context"}
    assert rooms == set(FLOORS) - {"context"} and loose == set()


def test_no_import_circles():
    found = circles(graph(PACKAGE))
    assert not found, [sorted(c) for c in found]


def test_no_module_reads_another_ones_private_names():
    assert private_reaches(PACKAGE) == []


def test_the_tests_and_benchmarks_read_no_private_names_either():
    """What the tests do, a player or a caller can do; the only exceptions are TEST_PATCHES_ALLOWED.
    (Strings that merely look like private names, such as "zeroconf._cache" or the planted files below,
    are not code and are not read.)"""
    assert private_reaches(TESTS, frozenset(PRIVATE_ALLOWED | TEST_PATCHES_ALLOWED)) == []
    assert private_reaches(BENCHMARKS) == []


def test_every_allowed_test_patch_is_still_used():
    """An exception no test needs any more is taken off the list, so it cannot hide a new reach."""
    used = {line.rsplit(": ", 1)[1] for line in private_reaches(TESTS)}
    assert TEST_PATCHES_ALLOWED <= used


# ---------------------------------------------------------------- planted violations
def _plant(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "pkg"
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for folder in [root, *(p for p in root.rglob("*") if p.is_dir())]:
        (folder / "__init__.py").touch()
    return root


def test_the_checks_catch_an_upward_import_a_circle_and_a_private_reach(tmp_path):
    root = _plant(tmp_path, {
        "ui/common/texts.py": "from ..table.view import TableView\n",  # common reaches up to the table
        "ui/table/view.py": "class TableView:\n    def __init__(self):\n        self._shown = []\n",
        "ui/table/scene.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .sprite import Card\n",
        "ui/table/sprite.py": "from . import scene\n",  # a circle closed by TYPE_CHECKING
        "ui/shell/window.py": "from ..table.view import TableView\n\n"
                              "def peek(view: TableView):\n    return view._shown\n",
    })
    edges = graph(root)
    assert upward_imports(edges, "pkg.ui") == ["pkg.ui.common.texts -> pkg.ui.table.view"]
    assert circles(edges) == [frozenset({"pkg.ui.table.scene", "pkg.ui.table.sprite"})]
    assert private_reaches(root) == ["ui/shell/window.py:4: view._shown"]


def test_the_private_check_catches_a_test_reaching_in_by_every_way(tmp_path):
    root = _plant(tmp_path, {"tests/test_view.py": (
        "from pkg.ui.table.view import TableView, _helper\n"
        "from pkg.storage import atomic\n\n"
        "def test_it(monkeypatch):\n"
        "    v = TableView()\n"
        "    v._accept()\n"
        "    assert getattr(v, '_shown') == []\n"
        "    monkeypatch.setattr(atomic, '_write_temp', None)\n"
        "    monkeypatch.setattr('pkg.storage.atomic._now', None)\n"
        # not reaches: public names, dunders, a string that only looks like one, a class's own names
        "    monkeypatch.setattr(v, 'shown', [])\n"
        "    assert getattr(v, '__dict__') and 'zeroconf._cache'\n\n"
        "class Fake:\n"
        "    def __init__(self):\n"
        "        self._n = 0\n\n"
        "    def same(self, other):\n"
        "        return getattr(other, '_n') == other._n\n"
    )})
    assert private_reaches(root / "tests") == [
        "test_view.py:1: pkg.ui.table.view._helper",
        "test_view.py:6: v._accept",
        "test_view.py:7: v._shown",
        "test_view.py:8: atomic._write_temp",
        "test_view.py:9: pkg.storage.atomic._now",
    ]
    allowed = frozenset({"atomic._write_temp", "pkg.storage.atomic._now"})
    assert private_reaches(root / "tests", allowed) == [
        "test_view.py:1: pkg.ui.table.view._helper", "test_view.py:6: v._accept", "test_view.py:7: v._shown"]


def test_the_checks_pass_a_downward_package_and_a_class_reading_its_own_private_names(tmp_path):
    root = _plant(tmp_path, {
        "ui/common/texts.py": "NAME = 'x'\n",
        "ui/table/view.py": "from ..common.texts import NAME\n\nclass TableView:\n    _count = 0\n\n"
                            "    @classmethod\n    def make(cls):\n        v = cls()\n        v._count += 1\n"
                            "        return v\n",
        "ui/shell/window.py": "import os\nfrom ..table.view import TableView\n\ndef stop():\n    os._exit(0)\n",
    })
    edges = graph(root)
    assert upward_imports(edges, "pkg.ui") == [] and circles(edges) == [] and private_reaches(root) == []


def test_features_are_given_a_context_not_the_window():
    """The features (files, practice, LAN) never take a ``window`` nor name the main window: they get
    a :class:`FeatureContext` or the parts they use."""
    found = []
    for path in sorted(p for room in ("files", "practice", "lan") for p in (PACKAGE / "ui" / room).rglob("*.py")):
        for node in ast.walk(parse(path)):
            if isinstance(node, ast.FunctionDef) and node.name == "__init__":
                for arg in node.args.args + node.args.kwonlyargs:
                    kind = ast.unparse(arg.annotation) if arg.annotation is not None else ""
                    if arg.arg == "window" or "MainWindow" in kind or kind == "Any":
                        found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {arg.arg}: {kind}")
            elif isinstance(node, (ast.Import, ast.ImportFrom)) and "main_window" in ast.unparse(node):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {ast.unparse(node)}")
    assert found == []


#: The rooms of ``ui/`` that are features of the main window, and the module that gives them their context.
FEATURE_ROOMS = ("files", "practice", "lan")
#: The table's own classes: a feature never names them (it gets ``FeatureTable``).
TABLE_CLASSES = {"TableView", "TableScene"}


def _protocol_members(context: Path, name: str) -> frozenset[str] | None:
    """The members of the Protocol class ``name`` in ``context``; None when it is not a Protocol there."""
    for node in parse(context).body:
        if isinstance(node, ast.ClassDef) and node.name == name:
            if not any(ast.unparse(b).endswith("Protocol") for b in node.bases):
                return None
            return frozenset(f.name for f in node.body if isinstance(f, ast.FunctionDef))
    return None


def table_reaches(root: Path) -> list[str]:
    """What gives a feature more of the table than ``FeatureTable``: the context's ``table`` not typed as
    that protocol, a feature (or the context) importing or naming the table's classes, and a
    ``ctx.table.X`` whose X the protocol does not have (a reach into the table's panels or scene)."""
    context = root / "ui" / "context.py"
    found = []
    members = _protocol_members(context, "FeatureTable")
    if members is None:
        found.append("ui/context.py: no FeatureTable protocol")
    for node in ast.walk(parse(context)):
        if isinstance(node, ast.FunctionDef) and node.name == "__init__":
            for arg in node.args.kwonlyargs + node.args.args:
                if arg.arg == "table" and (arg.annotation is None or ast.unparse(arg.annotation) != "FeatureTable"):
                    found.append(f"ui/context.py:{node.lineno}: table: {ast.unparse(arg.annotation or ast.Constant(None))}")
    paths = [context, *(p for room in FEATURE_ROOMS for p in sorted((root / "ui" / room).rglob("*.py")))]
    for path in paths:
        where = path.relative_to(root)
        for node in ast.walk(parse(path)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("table.view"):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
            elif isinstance(node, ast.alias) and node.name in TABLE_CLASSES:
                found.append(f"{where}: imports {node.name}")
            elif isinstance(node, ast.Name) and node.id in TABLE_CLASSES:
                found.append(f"{where}:{node.lineno}: {node.id}")
            elif (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                  and node.value.attr == "table" and ast.unparse(node.value.value).split(".")[-1] in ("ctx", "context")
                  and node.attr not in (members or frozenset())):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_features_never_receive_the_table_view():
    """The features get the table as a narrow protocol (messages, their buttons, rematch state...), never
    the ``TableView`` with its panels and scene; a feature reaching past it is caught here and by mypy."""
    assert table_reaches(PACKAGE) == []


def test_the_table_check_catches_a_feature_given_the_whole_view(tmp_path):
    root = _plant(tmp_path, {
        "ui/context.py": "from .table.view import TableView\n\n"
                         "class FeatureContext:\n    def __init__(self, *, table: TableView):\n        self.table = table\n",
        "ui/lan/game.py": "def news(ctx):\n    ctx.table.banner.show_message('hi')\n    ctx.table.say('hi')\n",
        "ui/practice/menu.py": "from ..table.view import TableScene\n",
    })
    assert sorted(table_reaches(root)) == [
        "ui/context.py: imports TableView",
        "ui/context.py: no FeatureTable protocol",
        "ui/context.py:1: from .table.view import TableView",
        "ui/context.py:4: TableView",
        "ui/context.py:4: table: TableView",
        "ui/lan/game.py:2: ctx.table.banner",
        "ui/lan/game.py:3: ctx.table.say",
        "ui/practice/menu.py: imports TableScene",
        "ui/practice/menu.py:1: from ..table.view import TableScene",
    ]
    protocol = ("from typing import Protocol\n\nclass FeatureTable(Protocol):\n    def say(self, text: str) -> None: ...\n\n"
                "class FeatureContext:\n    def __init__(self, *, table: FeatureTable):\n        self.table = table\n")
    (root / "ui" / "context.py").write_text(protocol, encoding="utf-8")
    (root / "ui" / "practice" / "menu.py").write_text("", encoding="utf-8")
    assert table_reaches(root) == ["ui/lan/game.py:2: ctx.table.banner"]


#: The one module of the table that imports its ``access/`` back: the view, which puts the table together.
ACCESS_BUILDER = "table.view"


def access_importers(edges: dict[str, set[str]], ui: str) -> list[str]:
    """Arrows into ``table/access/`` from the rest of the table but its view: the access part reads
    the table's sprites, scene and panels, and only the view builds it (docs/ui.md)."""
    access = f"{ui}.table.access"
    wrong = []
    for name, targets in sorted(edges.items()):
        if not name.startswith(f"{ui}.table.") or name.startswith(access) or name == f"{ui}.{ACCESS_BUILDER}":
            continue
        wrong += [f"{name} -> {t}" for t in sorted(targets) if t == access or t.startswith(access + ".")]
    return wrong


def test_only_the_table_view_imports_the_access_part():
    assert access_importers(graph(PACKAGE), "botifarra_desktop.ui") == []


def test_the_access_check_catches_a_panel_importing_the_access_texts(tmp_path):
    root = _plant(tmp_path, {
        "ui/table/access/texts.py": "from ..panels import YOU\n",
        "ui/table/panels.py": "YOU = 0\n",
        "ui/table/start_panel.py": "from .access.texts import plain\n",
        "ui/table/view.py": "from .access import texts\n",
    })
    assert access_importers(graph(root), "pkg.ui") == ["pkg.ui.table.start_panel -> pkg.ui.table.access.texts"]


#: The table's modules the choreography imports: the sprites it moves and the places it moves them to.
CHOREOGRAPHY_READS = ("card_item", "human_hand", "layout", "pile_rows")


def choreography_arrows(edges: dict[str, set[str]], ui: str) -> list[str]:
    """Arrows that take the choreography out of its place (docs/ui.md): into it from any module but
    the scene, whose component it is; out of it to a module of the table other than what it moves
    (``CHOREOGRAPHY_READS``: never the scene, which it reaches through its ``Stage`` protocol, nor the
    view or the panels); and from the scene to the engine's events, which only the choreography shows."""
    table = f"{ui}.table"
    choreography, scene = f"{table}.choreography", f"{table}.scene"
    wrong = [f"{name} -> {choreography}" for name, targets in sorted(edges.items())
             if choreography in targets and name != scene]
    wrong += [f"{choreography} -> {t}" for t in sorted(edges.get(choreography, ()))
              if t.startswith(table + ".") and t[len(table) + 1:] not in CHOREOGRAPHY_READS]
    events = ui.rpartition(".")[0] + ".engine.events"
    wrong += [f"{scene} -> {t}" for t in sorted(edges.get(scene, ())) if t == events]
    return wrong


def test_the_choreography_keeps_its_place_beside_the_scene():
    assert choreography_arrows(graph(PACKAGE), "botifarra_desktop.ui") == []


def test_the_choreography_check_catches_it_reaching_the_view_and_the_scene_showing_events(tmp_path):
    root = _plant(tmp_path, {
        "engine/events.py": "class CardPlayed:\n    pass\n",
        "ui/table/card_item.py": "class CardItem:\n    pass\n",
        "ui/table/view.py": "from .choreography import Choreography\n",  # the view builds its own
        "ui/table/choreography.py": "from .card_item import CardItem\n\ndef banner():\n    from . import view\n",
        "ui/table/scene.py": "from ...engine import events as ev\nfrom .choreography import Choreography\n",
    })
    assert choreography_arrows(graph(root), "pkg.ui") == [
        "pkg.ui.table.view -> pkg.ui.table.choreography",
        "pkg.ui.table.choreography -> pkg.ui.table.view",
        "pkg.ui.table.scene -> pkg.engine.events",
    ]


def scene_reaches(root: Path) -> list[str]:
    """``view.table.table``: a module of ``ui/`` outside the table reaching through the table's view into
    its scene (the view says what may be asked of it: ``set_deck``, ``set_speed``...)."""
    found = []
    for path in sorted((root / "ui").rglob("*.py")):
        if (root / "ui" / "table") in path.parents:
            continue
        for node in ast.walk(parse(path)):
            if (isinstance(node, ast.Attribute) and node.attr == "table" and isinstance(node.value, ast.Attribute)
                    and node.value.attr == "table"):
                found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_outside_the_table_reaches_into_its_scene():
    assert scene_reaches(PACKAGE) == []


def test_the_scene_check_catches_the_window_reaching_in(tmp_path):
    root = _plant(tmp_path, {"ui/shell/main_window.py": "def apply(self):\n    self.table.table.set_speed('fast')\n",
                             "ui/table/view.py": "def set_speed(self, name):\n    self.table.set_speed(name)\n"})
    assert scene_reaches(root) == ["ui/shell/main_window.py:2: self.table.table"]


#: The main window's methods that go over its table features rather than name one.
FEATURE_LOOPS = ("may_replace", "rematch", "closeEvent")


def named_features(window: Path) -> list[str]:
    """Where the main window's ``may_replace``, ``rematch`` and ``closeEvent`` name a feature
    (``self.lan``, ``self.practice``) instead of going over its ``TableFeature`` list."""
    found = []
    for node in ast.walk(parse(window)):
        if isinstance(node, ast.FunctionDef) and node.name in FEATURE_LOOPS:
            for inner in ast.walk(node):
                if (isinstance(inner, ast.Attribute) and isinstance(inner.value, ast.Name) and inner.value.id == "self"
                        and inner.attr in ("lan", "practice")):
                    found.append(f"{node.name}:{inner.lineno}: self.{inner.attr}")
    return found


def test_the_window_goes_over_its_features_without_naming_them():
    assert named_features(PACKAGE / "ui" / "shell" / "main_window.py") == []


def test_the_feature_check_catches_a_window_naming_the_lan(tmp_path):
    root = _plant(tmp_path, {"ui/shell/main_window.py": (
        "class MainWindow:\n"
        "    def may_replace(self):\n        return self.lan.may_leave()\n"
        "    def rematch(self):\n        return any(f.take_rematch() for f in self.table_features)\n")})
    assert named_features(root / "ui" / "shell" / "main_window.py") == ["may_replace:3: self.lan"]


def test_every_package_folder_ships_in_the_wheel():
    """pyproject.toml lists the packages by name: a new room that is not listed would be left out of
    the wheel (the editable install used by the tests would not notice)."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    listed = set(tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
                 ["tool"]["setuptools"]["packages"])
    folders = {module_name(p, PACKAGE) for p in PACKAGE.rglob("__init__.py")}
    assert folders - listed == set()
