"""Only the engine and the table model touch the game: everything else gets views, events and accessors."""

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "botifarra_desktop"
OUTSIDE = ("ui", "net", "ai", "storage", "practice")
GAME_ATTR = re.compile(r"\._?game\b")  # the game, or the table's private one
GAME_CLASS = re.compile(r"\bGame\b")


def _code_lines(path: Path):
    in_doc = False
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        quotes = stripped.count('"""')
        if in_doc or stripped.startswith('"""') or stripped.startswith("#"):
            if quotes == 1:
                in_doc = not in_doc
            continue
        yield no, line


def test_no_code_outside_engine_and_session_reads_a_game():
    found = []
    for area in OUTSIDE:
        for path in sorted((PACKAGE / area).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            found += [f"{path.relative_to(PACKAGE)}:{n}" for n, line in enumerate(text.splitlines(), 1)
                      if GAME_ATTR.search(line)]
    assert found == []


def test_no_code_outside_engine_and_session_builds_or_names_a_game():
    found = []
    for area in OUTSIDE:
        for path in sorted((PACKAGE / area).rglob("*.py")):
            for n, line in _code_lines(path):
                code = re.sub(r'"[^"]*"|\'[^\']*\'', '""', line)  # user-facing text may say "Game"
                if GAME_CLASS.search(code):
                    found.append(f"{path.relative_to(PACKAGE)}:{n}: {line.strip()}")
    assert found == []


def test_the_checks_catch_a_game():
    assert GAME_ATTR.search("session.game.results") and GAME_ATTR.search("session._game")
    assert not GAME_ATTR.search("session.games") and not GAME_ATTR.search("new_game()")
    assert GAME_CLASS.search("from ..engine import Game, Rules")


def test_one_way_puts_a_game_on_the_table():
    """New game, saves, practice deals, scenarios, undo and LAN tables all go through MainWindow.put_on_table."""
    callers = []
    for path in sorted((PACKAGE / "ui").rglob("*.py")):
        if path.name == "controller.py":
            continue  # where those are defined
        for n, line in _code_lines(path):
            if re.search(r"\.(start_source|load_session)\(|controller\.start\(", line):
                callers.append(f"{path.name}:{n}")
    assert [c.split(":")[0] for c in callers] == ["main_window.py"]


def test_feature_objects_do_not_reach_into_private_parts():
    found = []
    for path in sorted((PACKAGE / "ui").rglob("*.py")):
        for n, line in _code_lines(path):
            if re.search(r"\b(window|table|w)\._[a-z]", line):
                found.append(f"{path.name}:{n}: {line.strip()}")
    assert found == []


# ----------------------------------------------------------------- imports between modules
LOWER = ("engine", "session", "ai", "net", "storage")  # ui/ and practice/ have their own test of rooms


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, source: str) -> set[str]:
    """Every module of the package that ``source`` (the file ``path``) imports, at any depth of the code
    (an import inside a function is an arrow too)."""
    import ast

    here = _module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("botifarra_desktop")}
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            if target.startswith("botifarra_desktop"):
                found.add(target)
                found |= {f"{target}.{a.name}" for a in node.names}
    return found


def _graph(areas=LOWER) -> dict[str, set[str]]:
    files = [p for area in areas for p in sorted((PACKAGE / area).rglob("*.py"))]
    modules = {_module_name(p) for p in files}
    return {_module_name(p): _imports(p, p.read_text(encoding="utf-8")) & modules for p in files}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles (strongly connected groups of more than one module, or a module importing
    itself), each sorted.  Package ``__init__`` modules re-export their parts, so an arrow from a
    part to its own package is not counted."""
    edges = {m: {t for t in ts if not m.startswith(t + ".")} for m, ts in graph.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out = []

    def visit(m: str) -> None:
        index[m] = low[m] = len(index)
        stack.append(m)
        for t in sorted(edges.get(m, ())):
            if t not in index:
                visit(t)
                low[m] = min(low[m], low[t])
            elif t in stack:
                low[m] = min(low[m], index[t])
        if low[m] == index[m]:
            group = []
            while True:
                t = stack.pop()
                group.append(t)
                if t == m:
                    break
            if len(group) > 1 or m in edges.get(m, ()):
                out.append(sorted(group))

    for m in sorted(edges):
        if m not in index:
            visit(m)
    return out


def _upward(graph: dict[str, set[str]]) -> list[str]:
    """Arrows from the engine to anything else, and from the table host (``session``) to anything but the
    engine (the host must not import the bots, the LAN or the UI)."""
    allowed = {"engine": ("engine",), "session": ("engine", "session")}
    bad = []
    for m, targets in graph.items():
        area = m.split(".")[1] if m.count(".") else ""
        for t in targets:
            t_area = t.split(".")[1] if t.count(".") else ""
            if area in allowed and t_area and t_area not in allowed[area]:
                bad.append(f"{m} -> {t}")
    return sorted(bad)


def test_no_import_circles_below_the_ui():
    assert _cycles(_graph()) == []


def test_the_engine_and_the_table_host_import_nothing_above_them():
    graph = _graph(LOWER + ("ui", "practice"))
    assert _upward(graph) == []


def test_the_import_checks_catch_a_circle_and_an_upward_arrow():
    """A planted violation: ``session.table`` importing ``ai.claims`` inside a function, and two ai
    modules importing each other."""
    table = PACKAGE / "session" / "table.py"
    planted = _imports(table, "def f():\n    from ..ai.claims import should_claim\n")
    assert "botifarra_desktop.ai.claims" in planted
    graph = {"botifarra_desktop.session.table": {"botifarra_desktop.ai.claims"},
             "botifarra_desktop.ai.worlds": {"botifarra_desktop.ai.world_solver"},
             "botifarra_desktop.ai.world_solver": {"botifarra_desktop.ai.worlds"}}
    assert _upward(graph) == ["botifarra_desktop.session.table -> botifarra_desktop.ai.claims"]
    assert _cycles(graph) == [["botifarra_desktop.ai.world_solver", "botifarra_desktop.ai.worlds"]]
