"""Events, host messages and player messages reach their handlers through a ``match`` that a reader and
mypy can follow, never through a handler name made of strings."""

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "botifarra_desktop"
NAMED_HANDLER = re.compile(r"getattr\(\s*self\s*,\s*[\"']_on_")


def test_no_handler_is_found_by_a_name_built_from_strings():
    found = [f"{path.relative_to(PACKAGE)}:{no}" for path in sorted(PACKAGE.rglob("*.py"))
             for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if NAMED_HANDLER.search(line)]
    assert found == []


def test_every_player_message_reaches_its_flow_handler_through_a_case_of_its_class():
    """``TableFlow.handle`` is a ``match`` on the message ``parse_client`` gave: each ``_on_<type>`` is called
    in the ``case`` of the class whose wire type it is named after and annotated with, and nowhere else;
    every client message type has its case, except the two the host takes before the flow (refused here)."""
    from botifarra_desktop.net.player_messages import PLAYER_TYPES

    tree = ast.parse((PACKAGE / "net/flow.py").read_text(encoding="utf-8"))
    body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "TableFlow")
    handlers = {f.name: f for f in body.body if isinstance(f, ast.FunctionDef) and f.name.startswith("_on_")}
    handle = next(f for f in body.body if isinstance(f, ast.FunctionDef) and f.name == "handle")
    [match] = [n for n in ast.walk(handle) if isinstance(n, ast.Match)]
    cased, refused = {}, set()
    for case in match.cases:
        assert len(case.body) == 1
        if isinstance(case.pattern, ast.MatchOr):
            assert isinstance(case.body[0], ast.Raise)
            refused |= {p.cls.id for p in case.pattern.patterns}
            continue
        assert isinstance(case.pattern, ast.MatchClass)
        cased[case.pattern.cls.id] = ast.unparse(case.body[0].value.func)
    by_class = {cls.__name__: kind for kind, cls in PLAYER_TYPES.items()}
    assert {by_class[name]: call for name, call in cased.items()} == {
        name[len("_on_"):]: f"self.{name}" for name in handlers}
    for name, call in cased.items():  # the handler reads the message the case matched
        assert ast.unparse(handlers[call[len("self."):]].args.args[2].annotation) == name
    calls = [ast.unparse(n.func) for n in ast.walk(body) if isinstance(n, ast.Call)]
    assert all(calls.count(f"self.{name}") == 1 for name in handlers)
    assert {by_class[name] for name in refused} == {"hello", "pong"}
    assert set(cased) | refused == set(by_class)


def test_every_host_message_reaches_its_handler_through_a_case_of_its_class():
    """``NetworkSource._dispatch`` is a ``match`` on the typed message: each ``_on_<type>`` is called in the
    ``case`` of the class whose wire type it is named after and annotated with, and nowhere else; every host
    message type has its case, or is one the source shows nothing for, or is taken before the match."""
    from botifarra_desktop.net.messages import HOST_TYPES

    tree = ast.parse((PACKAGE / "ui/lan/source.py").read_text(encoding="utf-8"))
    body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "NetworkSource")
    handlers = {f.name: f for f in body.body if isinstance(f, ast.FunctionDef) and f.name.startswith("_on_")}
    dispatch = next(f for f in body.body if isinstance(f, ast.FunctionDef) and f.name == "_dispatch")
    [match] = [n for n in ast.walk(dispatch) if isinstance(n, ast.Match)]
    cased = {}
    for case in match.cases:
        assert isinstance(case.pattern, ast.MatchClass) and len(case.body) == 1
        called = ast.unparse(case.body[0].value.func)
        cased[case.pattern.cls.id] = called
    by_class = {cls.__name__: kind for kind, cls in HOST_TYPES.items()}
    assert {by_class[name]: call for name, call in cased.items()} == {
        name[len("_on_"):]: f"self.{name}" for name in handlers}
    for name, call in cased.items():  # the handler reads the message the case matched
        assert ast.unparse(handlers[call[len("self."):]].args.args[1].annotation) == name
    calls = [ast.unparse(n.func) for n in ast.walk(body) if isinstance(n, ast.Call)]
    assert all(calls.count(f"self.{name}") == 1 for name in handlers)
    assert set(HOST_TYPES) - {by_class[name] for name in cased} == {"welcome", "ping", "pong", "hand_over"}


def test_every_engine_event_has_a_case_in_the_table_choreography():
    from botifarra_desktop.engine.events import EVENT_TYPES

    choreography = (PACKAGE / "ui" / "table" / "choreography.py").read_text(encoding="utf-8")
    assert all(f"case ev.{cls.__name__}():" in choreography for cls in EVENT_TYPES.values())
