"""The same controller behaviour whether the game is in this process or at a LAN table (127.0.0.1).

``offline``: a ``TableSession`` with in-thread bots; ``local``: the host's own player
(``LocalTableClient``); ``remote``: a TCP client in seat 1, turned to the bottom of the table.
"""

import pytest
from lan_helpers import WAIT, NetTable
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine import events as ev
from botifarra_desktop.session import TableSession
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.play.controller import GameController
from botifarra_desktop.ui.shell.score_models import ScoreSheetModel, TrickHistoryModel

KINDS = ["offline", "local", "remote"]


@pytest.fixture
def table(qtbot, request):
    made = []

    def make(kind, rules=Rules(), seed=7, animator=None):
        if kind == "offline":
            c = GameController()
            if animator is not None:
                c.animator = animator
            c.start(TableSession(rules, seed, names=["Jo", "Dreta", "Company", "Esquerra"]),
                    InlineBotRunner({s: RandomLegal(s) for s in (1, 2, 3)}))
            made.append(c)
            return c
        t = NetTable(qtbot, rules, seed, remote=kind == "remote", animator=animator)
        made.append(t)
        return t.controller

    yield make
    for thing in made:
        (thing.stop if isinstance(thing, GameController) else thing.close)()


def answer(c, req):
    value = {"declare": "botifarra", "double": "pass"}.get(req.action, req.options[0])
    assert c.act(req.action, value)


@pytest.mark.parametrize("kind", KINDS)
def test_the_first_request_has_the_engines_options_and_only_our_cards_are_dealt_face_up(qtbot, table, kind):
    c = table(kind)
    shown = []
    c.event_shown.connect(shown.append)
    qtbot.waitUntil(lambda: c.request is not None, timeout=WAIT)
    view = c.view()
    assert view.seat == 0 and view.hand_counts[0] == len(view.hand) == 12 - len(
        [1 for s, _ in view.trick if s == 0])
    req = c.request
    if req.action == "declare":
        assert set(req.options) <= {"O", "C", "E", "B", "botifarra", "delegate"} and "botifarra" in req.options
    elif req.action == "play":
        assert set(req.options) <= set(view.hand) and list(req.options) == list(view.legal)
    assert c.names()[0] == "Jo"


@pytest.mark.parametrize("kind", KINDS)
def test_a_refused_card_gives_the_engines_reason_and_the_request_stays(qtbot, table, kind):
    c = table(kind, seed=11)
    problems = []
    c.problem.connect(lambda code, msg, refusal: problems.append((code, refusal)))
    while True:
        qtbot.waitUntil(lambda: c.request is not None, timeout=WAIT)
        req = c.request
        illegal = [card for card in c.view().hand if card not in req.options] if req.action == "play" else []
        if illegal:
            break
        answer(c, req)
    reason = c.explain(illegal[0])
    assert reason is not None
    c.act("play", illegal[0])
    qtbot.waitUntil(lambda: bool(problems) and c.request == req, timeout=WAIT)
    assert problems[-1][0] == "illegal_card" and problems[-1][1].code == reason.code
    assert illegal[0] in c.view().hand


@pytest.mark.parametrize("kind", KINDS)
def test_each_event_waits_for_the_animation_of_the_one_before(qtbot, table, kind):
    held = []
    c = table(kind, animator=lambda event, done: held.append((event, done)))
    qtbot.waitUntil(lambda: len(held) == 1, timeout=WAIT)
    assert isinstance(held[0][0], ev.HandStarted)
    qtbot.wait(50)
    assert len(held) == 1 and c.request is None  # nothing runs ahead of the eyes
    held[0][1]()
    qtbot.waitUntil(lambda: len(held) == 2, timeout=WAIT)
    assert isinstance(held[1][0], ev.CardsDealt) and c.request is None
    while c.request is None:  # finish each animation in turn until the player is asked
        n = len(held)
        held[-1][1]()
        qtbot.waitUntil(lambda: len(held) > n or c.request is not None, timeout=WAIT)
    dealt = [e for e, _ in held if isinstance(e, ev.CardsDealt)]
    mine = [e for e in dealt if e.seat == 0]
    assert len(dealt) == 4 and len(mine) == 1 and len(mine[0].cards) == 12
    assert all(not e.cards for e in dealt if e.seat != 0)


@pytest.mark.parametrize("kind", KINDS)
def test_a_whole_hand_fills_the_trick_history_and_the_score_sheet(qtbot, table, kind):
    c = table(kind, rules=Rules(target=None, hands=2), seed=5)
    sheet, tricks = ScoreSheetModel(), TrickHistoryModel()
    c.event_shown.connect(sheet.on_event)
    c.event_shown.connect(tricks.on_event)
    scored = []
    c.hand_scored.connect(scored.append)
    while not scored:
        qtbot.waitUntil(lambda: c.request is not None or bool(scored), timeout=WAIT)
        if c.request is not None:
            answer(c, c.request)
    qtbot.waitUntil(lambda: c.idle and c.view().phase == "hand_over", timeout=WAIT)
    assert tricks.rowCount() == 12
    assert sum(tricks.trick(i).points for i in range(12)) == 72
    r = sheet.result(0)
    assert r.points[0] + r.points[1] == 72
    assert c.view().totals == r.totals and c.view().results[-1] == r
    assert c.next_hand()
    qtbot.waitUntil(lambda: tricks.rowCount() == 0 and c.view().hand_no == 2, timeout=WAIT)


@pytest.mark.parametrize("me", [1, 2, 3])
def test_a_seat_frame_turns_a_view_and_its_results_and_back(me):
    from botifarra_desktop.ui.lan.seat_frame import SeatFrame

    s = TableSession(Rules(target=None, hands=3), 3, first_dealer=0)
    s.start()
    bots = {seat: RandomLegal(seat) for seat in range(4)}
    while len(s.results) < 2:  # mid-hand with a result behind it
        req = s.pending()
        if req is None:
            s.next_hand()
            continue
        s.act(req.seat, req.action, bots[req.seat].decide(s.view(req.seat)))
    s.next_hand()
    while not (s.view(0).phase == "play" and len(s.view(0).trick) == 2 and s.view(0).history):
        req = s.pending()
        s.act(req.seat, req.action, bots[req.seat].decide(s.view(req.seat)))
    real = s.view(me)
    turned = SeatFrame(me).view(real)
    assert turned.seat == 0 and turned.hand == real.hand and turned.hand_counts[0] == len(real.hand)
    assert turned.totals[0] == real.totals[me % 2]  # "us" first
    assert turned.results[-1].score[0] == real.results[-1].score[me % 2]
    assert [(SeatFrame(me).real(st), c) for st, c in turned.trick] == list(real.trick)
    assert SeatFrame((4 - me) % 4).view(turned) == real
    events, _ = s.events(me, 0)
    frame, back = SeatFrame(me), SeatFrame((4 - me) % 4)
    assert [back.event(frame.event(e)) for e in events] == events


@pytest.mark.parametrize("way, me", [("individual", 3), ("three", 1), ("three", 2), ("rector", 1), ("two_hand", 1)])
def test_a_seat_frame_turns_every_way_to_play_and_back(way, me):
    from botifarra_desktop.session import Seat
    from botifarra_desktop.ui.lan.seat_frame import SeatFrame

    rules = Rules(way_name=way, target=None, hands=3)
    n = rules.way.players
    s = TableSession(rules, 5, first_dealer=0, seats=[Seat.bot()] * n)
    s.start()
    bots = {seat: RandomLegal(seat) for seat in range(n)}
    while not s.results:
        s.drive_bots(bots)
    s.next_hand()
    while not (s.view(0).phase == "play" and s.view(0).history and s.view(0).trick):
        s.ask_bot(s.next(), bots[s.next().seat])
    real = s.view(me)
    frame, back = SeatFrame.for_rules(me, rules), SeatFrame.for_rules((n - me) % n, rules)
    turned = frame.view(real)
    assert turned.seat == 0 and turned.hand == real.hand and turned.hand_counts[0] == real.hand_counts[me]
    assert turned.totals[0] == real.totals[me] and len(turned.totals) == n  # every player is a side
    assert turned.results[-1].score[0] == real.results[-1].score[me]
    if real.piles:
        assert turned.piles[0] == real.piles[me]
    assert back.view(turned) == real
    events, _ = s.events(me, 0)
    assert [back.event(frame.event(e)) for e in events] == events
