"""Bots see only a SeatView: nothing reachable from it holds another seat's cards or the Game."""

import ast
import gc
import pathlib
import types

from ai_helpers import cheap_bot

import botifarra_desktop.ai as ai_pkg
from botifarra_desktop.engine import Game, Rules, SeatView
from botifarra_desktop.session import TableSession

# The arena (the harness) may own a game; the bots, the oracle included, may not.
HARNESS = {"arena.py"}


def _reachable(root):
    """Objects reachable from ``root`` through data (not through classes, modules or functions)."""
    seen, stack, out = set(), [root], []
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        out.append(obj)
        stack.extend(gc.get_referents(obj))
    return out


def test_nothing_reachable_from_a_view_shows_other_hands():
    s = TableSession(Rules(), seed=21, first_dealer=2)
    s.start()
    checked = 0
    while (req := s.pending()) is not None:
        view = s.view(req.seat)
        others = {s.hand_of(x).__repr__() for x in range(4) if x != req.seat and s.hand_of(x)}
        other_cards = set()
        for x in range(4):
            if x != req.seat:
                other_cards.update(s.hand_of(x))
        objs = _reachable(view)
        assert not any(isinstance(o, (Game, TableSession)) for o in objs)
        for o in objs:
            if isinstance(o, (tuple, list)) and o and all(isinstance(c, str) for c in o):
                assert repr(list(o)) not in others
        assert not other_cards & set(view.hand)
        assert not other_cards & set(view.legal)
        s.act(req.seat, req.action, cheap_bot("medium", 1).decide(view))
        checked += 1
    assert checked > 48


def test_bots_are_only_ever_called_with_a_seat_view():
    calls = []

    class Spy:
        def __init__(self, bot):
            self.bot = bot

        def decide(self, view):
            calls.append(type(view))
            return self.bot.decide(view)

    
    s = TableSession(Rules(), seed=4, first_dealer=0)
    s.start()
    s.drive_bots({seat: Spy(cheap_bot(lvl, seat)) for seat, lvl in enumerate(["hard", "medium", "easy", "medium"])})
    assert calls and all(t is SeatView for t in calls)


def test_ai_package_never_imports_the_game_or_the_session():
    root = pathlib.Path(ai_pkg.__file__).parent
    for path in root.glob("*.py"):
        if path.name in HARNESS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                mod = node.module or ""
                names = {a.name for a in node.names}
                assert "game" not in mod.split(".") and "session" not in mod.split("."), (path.name, mod)
                assert not names & {"Game", "TableSession", "game", "session", "oracle", "arena"}, (path.name, names)
            if isinstance(node, ast.Import):
                for a in node.names:
                    assert ".game" not in a.name and "session" not in a.name, (path.name, a.name)


def test_the_oracle_is_only_known_to_the_arena():
    root = pathlib.Path(ai_pkg.__file__).parent.parent
    users = [p.relative_to(root).as_posix() for p in root.rglob("*.py") if "OracleBot" in p.read_text(encoding="utf-8")]
    assert sorted(users) == ["ai/arena.py", "ai/oracle.py"]


import pytest  # noqa: E402


@pytest.mark.parametrize("way_name", ["rector", "two_hand", "individual", "three"])
def test_no_face_down_or_other_card_is_reachable_from_a_view_of_any_way(way_name):
    rules = Rules(way_name=way_name)
    s = TableSession(rules, seed=8, first_dealer=1)
    s.start()
    n = rules.way.players
    bots = {seat: cheap_bot(["hard", "medium"][seat % 2], seat) for seat in range(n)}
    checked = face_down_checked = 0
    while (req := s.pending()) is not None:
        view = s.view(req.seat)
        # Every card this seat must not know: the others' hands and every face-down pile card (its own too).
        secret = set()
        for x in range(n):
            secret.update(s.face_down(x))
            if x != req.seat:
                face_up = {top for top, _ in view.piles[x]} if view.piles else set()
                secret.update(set(s.hand_of(x)) - face_up)
        face_down_checked += bool(s.face_down(req.seat))
        objs = _reachable(view)
        assert not any(isinstance(o, (Game, TableSession)) for o in objs)
        leaked = {o for o in objs if isinstance(o, str)} & secret
        assert not leaked, leaked
        s.act(req.seat, req.action, bots[req.seat].decide(view))
        checked += 1
    assert checked > 24
    if rules.way.piles:
        assert face_down_checked > 0
