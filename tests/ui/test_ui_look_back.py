"""The Tricks tab shows only the tricks the rule lets be looked at (the engine's rule, not the UI's)."""

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine import events as ev
from botifarra_desktop.ui.shell.score_models import TrickHistoryModel
from botifarra_desktop.ui.dialogs.rules_form import RulesForm


def _trick(no, winner):
    return ev.TrickWon(no, winner, tuple((s, f"{no}O") for s in range(4)), 1)


def _result():
    return ev.HandResult(1, 0, 0, False, "O", 0, (), 1, (30, 30), (6, 6), (36, 36), (0, 0), (0, 0))


def test_during_the_hand_the_last_trick_of_each_pile_then_all(qtmodeltester):
    m = TrickHistoryModel()
    m.reset([], ["A", "B", "C", "D"], 4, Rules())
    m.on_event(ev.HandStarted(1, 0))
    for no, winner in ((1, 0), (2, 2), (3, 1), (4, 3), (5, 0)):
        m.on_event(_trick(no, winner))
    assert [m.trick(r).trick_no for r in range(m.rowCount())] == [4, 5]  # side 1's last, side 0's last
    m.on_event(ev.HandScored(_result()))
    assert m.rowCount() == 5
    m.on_event(ev.HandStarted(2, 1))
    assert m.rowCount() == 0
    qtmodeltester.check(m)


def test_a_resumed_hand_shows_no_more_and_the_memory_aid_shows_all():
    history = [_trick(1, 0), _trick(2, 1), _trick(3, 0)]
    m = TrickHistoryModel()
    m.reset(history, ["A", "B", "C", "D"], 4, Rules())
    assert m.rowCount() == 2
    m.reset(history, ["A", "B", "C", "D"], 4, Rules(show_all_tricks=True))
    assert m.rowCount() == 3


def test_the_memory_aid_is_an_option_of_the_form_and_keeps_the_preset(qtbot):
    f = RulesForm("obligada", ways=True)
    qtbot.addWidget(f)
    f.show_all_tricks.setChecked(True)
    assert f.rules() == Rules(variant="obligada", show_all_tricks=True)
    assert f.preset.currentData() == "obligada"
    f.preset.setCurrentIndex(f.preset.findData("lleida"))
    assert f.rules().show_all_tricks and f.rules().first_dealer == "lleida"
