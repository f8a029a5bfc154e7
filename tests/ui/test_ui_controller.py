"""The controller: events become signals in order, one at a time, bots answer later, humans act."""

import pytest
from ui_helpers import RandomLegal, play_hand_as_human

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine import events as ev
from botifarra_desktop.session import TableSession
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.play.controller import GameController
from botifarra_desktop.ui.shell.score_models import ScoreSheetModel, TrickHistoryModel


def make(qtbot, rules=Rules(), seed=7, first_dealer=0):
    c = GameController()
    shown = []
    c.event_shown.connect(shown.append)
    runner = InlineBotRunner({s: RandomLegal(s) for s in (1, 2, 3)})
    c.start(TableSession(rules, seed, first_dealer=first_dealer, names=["Jo", "Dreta", "Company", "Esquerra"]), runner)
    return c, shown


def wait_for_request(qtbot, c, action=None):
    qtbot.waitUntil(lambda: c.request is not None and (action is None or c.request.action == action), timeout=5000)
    return c.request


def test_dealer_seat_gets_the_declaration_request_with_the_engine_options(qtbot):
    c, shown = make(qtbot, first_dealer=0)
    req = wait_for_request(qtbot, c, "declare")
    assert req.seat == 0
    assert req.options == ("O", "C", "E", "B", "botifarra", "delegate")
    assert [type(e) for e in shown[:2]] == [ev.HandStarted, ev.CardsDealt]
    # only our own cards are shown
    dealt = [e for e in shown if isinstance(e, ev.CardsDealt)]
    assert len(dealt[0].cards) == 12 and all(not e.cards for e in dealt[1:])


def test_a_refused_play_emits_the_engine_reason_and_changes_nothing(qtbot):
    c, _ = make(qtbot, first_dealer=0)
    problems = []
    c.problem.connect(lambda code, msg, refusal: problems.append((code, refusal)))
    wait_for_request(qtbot, c, "declare")
    assert c.act("declare", "O")
    # play until the human must follow and holds an illegal card
    while True:
        req = wait_for_request(qtbot, c, "play")
        view = c.view()
        illegal = [card for card in view.hand if card not in req.options]
        if illegal:
            break
        assert c.act("play", req.options[0])
    assert c.explain(illegal[0]) is not None
    assert not c.act("play", illegal[0])
    assert problems and problems[-1][0] == "illegal_card"
    assert problems[-1][1].code == c.explain(illegal[0]).code
    assert c.request == req and illegal[0] in c.view().hand


def test_events_wait_for_the_animation_of_the_previous_one(qtbot):
    c = GameController()
    held = []
    c.animator = lambda event, done: held.append((event, done))
    runner = InlineBotRunner({s: RandomLegal(s) for s in (1, 2, 3)})
    c.start(TableSession(Rules(), 3, first_dealer=1), runner)
    assert len(held) == 1 and isinstance(held[0][0], ev.HandStarted)
    held[0][1]()  # finish the first animation: exactly one more event comes
    assert len(held) == 2 and isinstance(held[1][0], ev.CardsDealt)
    # the bot (seat 1 declares) is not asked while events are still being shown
    assert c.session.pending().seat == 1 and c.session._game.declared is False
    for _ in range(4):
        held[-1][1]()
    # the last deal finished: now the bot declares, and its event waits for nothing else
    qtbot.waitUntil(lambda: len(held) == 6, timeout=5000)
    assert isinstance(held[5][0], ev.Declared) and held[5][0].seat == 1


def test_a_whole_hand_fills_the_trick_history_and_the_score_sheet(qtbot):
    c, shown = make(qtbot, first_dealer=2)
    sheet, tricks = ScoreSheetModel(), TrickHistoryModel()
    c.event_shown.connect(sheet.on_event)
    c.event_shown.connect(tricks.on_event)
    scored = []
    c.hand_scored.connect(scored.append)
    while not scored:
        req = wait_for_request(qtbot, c)
        value = req.options[0] if req.action != "double" else "pass"
        if req.action == "declare":
            value = "botifarra"
        assert c.act(req.action, value)
        qtbot.waitUntil(lambda: c.request is not None or bool(scored), timeout=5000)
    assert tricks.rowCount() == 12
    assert sum(tricks.trick(i).points for i in range(12)) == 72
    assert sheet.rowCount() == 1
    r = sheet.result(0)
    assert r.points[0] + r.points[1] == 72
    # each side's total under what it scored in the hand, as on paper
    us = sheet.data(sheet.index(0, ScoreSheetModel.COLUMNS.index("total_us")))
    assert us.split("\n") == ([f"+{r.score[0]}"] if r.score[0] else [""]) + [str(r.totals[0])]
    assert sheet.data(sheet.index(0, ScoreSheetModel.COLUMNS.index("points"))) == f"{r.points[0]}–{r.points[1]}"
    # the next hand clears the trick history
    assert c.next_hand()
    qtbot.waitUntil(lambda: tricks.rowCount() == 0, timeout=5000)


def test_a_broken_bot_is_reported_not_hung(qtbot):
    class Broken:
        def decide(self, view):
            raise RuntimeError("no idea")

    c = GameController()
    problems = []
    c.problem.connect(lambda code, msg, r: problems.append((code, msg)))
    c.start(TableSession(Rules(), 1, first_dealer=1), InlineBotRunner({1: Broken(), 2: Broken(), 3: Broken()}))
    qtbot.waitUntil(lambda: bool(problems), timeout=5000)
    assert problems[0][0] == "bot_error" and "no idea" in problems[0][1]


def test_a_raising_bot_gets_the_fallback_once_per_decision_offline_and_the_hand_finishes(qtbot):
    """Before: the table asked the same failing bot again forever and the game stuck."""

    class Raising:
        def __init__(self):
            self.asked = []

        def decide(self, view):
            self.asked.append((view.phase, view.trick_no, len(view.trick), view.doubles, view.delegated))
            raise RuntimeError("no idea")

    c = GameController()
    problems = []
    c.problem.connect(lambda code, msg, r: problems.append(code))
    broken = Raising()
    session = TableSession(Rules(), 1, first_dealer=0)
    c.start(session, InlineBotRunner({1: broken, 2: RandomLegal(2), 3: RandomLegal(3)}))
    result = play_hand_as_human(qtbot, c, declare="O")
    assert result.hand_no == 1 and sum(result.points) == 72  # the hand finished
    asked = broken.asked
    assert asked and len(asked) == len(set(asked))  # never asked the same decision twice
    assert problems == ["bot_error"] * len(asked)  # each failure reported once
    seat1_plays = [a for a in session.actions if getattr(a, "seat", None) == 1 and hasattr(a, "card")]
    assert len(seat1_plays) == 12  # a card every trick: the fallback (or the forced card) played for it


@pytest.mark.parametrize("model_cls", [ScoreSheetModel, TrickHistoryModel])
def test_models_pass_the_model_tester(qtbot, qtmodeltester, model_cls):
    c, _ = make(qtbot, rules=Rules(target=None, hands=2), first_dealer=0)
    model = model_cls()
    model.names = ["Jo", "Dreta", "Company", "Esquerra"]
    c.event_shown.connect(model.on_event)
    qtmodeltester.check(model)
    play_hand_as_human(qtbot, c)
    qtmodeltester.check(model)
    assert model.rowCount() > 0
    assert c.next_hand()
    play_hand_as_human(qtbot, c, declare="O")
    qtmodeltester.check(model)
    assert model.rowCount() > 0
