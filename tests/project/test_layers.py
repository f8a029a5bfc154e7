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
