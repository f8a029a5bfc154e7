"""The Practice menu in the main window: scenarios on the table, review, the same deal again."""

import pytest
from PySide6.QtCore import Qt
from ui_helpers import RandomLegal, play_hand_as_human, press_ok

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.cards import deal_hands
from botifarra_desktop.resources import resource
from botifarra_desktop.storage import AppDirs
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.dialogs.new_game import GameSetup
from botifarra_desktop.ui.files.leaving import ABANDON
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner

NAMES = ("Jo", "Dreta", "Company", "Esquerra")
DECKS = find_decks(None)


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture
def window(main_window, tmp_path):
    return main_window(inline_runner, decks=DECKS, dirs=AppDirs.under(tmp_path))


def test_an_opened_scenario_is_on_the_table_with_the_rules_answer_and_is_not_autosaved(qtbot, window):
    w = window
    w.start_game(GameSetup(Rules(), "custom", NAMES, ("medium",) * 3), seed=5)
    qtbot.waitUntil(lambda: w.controller.request is not None)
    w.keeper.write()
    saved_before = w.keeper.saves.load_autosave()[0].session.to_dict()
    w.practice.ask_open_path = lambda: str(resource("scenarios", "obligada-carregar.json"))
    w.leaving.ask = lambda can_save: ABANDON  # cards may have been played: the player leaves the game
    w.practice.open_scenario()
    qtbot.waitUntil(lambda: w.controller.request is not None)
    req = w.controller.request
    assert req.seat == 0 and set(req.options) == {"4C", "12C"}
    assert [it.card for _, it in w.table.table.trick] == ["2C", "9C", "5C"]
    panel = w.practice.panel
    assert panel.isVisible() and "May I play the 7?" in panel.text.text()
    panel.show_answer()
    assert "4 of copes" in panel.answer.text() and "7 of copes" in panel.answer.text()
    assert not w.files.save_action.isEnabled()
    # play it out: the hand ends, it can be reviewed, and the real game's autosave was left alone
    play_hand_as_human(qtbot, w.controller)
    assert w.keeper.saves.load_autosave()[0].session.to_dict() == saved_before
    w.practice.review_last_hand()
    dialog = w.practice.dialog
    assert dialog is not None and len(dialog.points) == 5
    qtbot.waitUntil(lambda: dialog.complete, timeout=20000)
    assert dialog.decision_list.count() == 5 and "Trick 8" in dialog.decision_list.item(0).text()


def test_a_broken_scenario_file_is_reported_and_the_game_goes_on(qtbot, window, tmp_path):
    w = window
    w.start_game(GameSetup(Rules(), "custom", NAMES, ("medium",) * 3), seed=5)
    qtbot.waitUntil(lambda: w.controller.request is not None)
    session = w.controller.session
    bad = tmp_path / "bad.json"
    bad.write_text("{nope", encoding="utf-8")
    w.practice.ask_open_path = lambda: str(bad)
    w.practice.open_scenario()
    box = w.files.problem_box
    assert box is not None and "not valid JSON" in box.informativeText()
    assert w.controller.session is session


def test_after_a_hand_the_same_deal_from_the_other_side_gives_the_right_hand_cards(qtbot, window):
    w = window
    w.start_game(GameSetup(Rules(), "custom", NAMES, ("medium",) * 3), seed=9)
    first = w.controller.session
    number, dealer = first.deal_numbers[0], first.dealer
    play_hand_as_human(qtbot, w.controller)
    assert all(b.isVisible() for b in w.practice.summary_buttons)
    asked = []
    w.leaving.ask = lambda can_save: asked.append(can_save) or ABANDON  # a hand was scored: asked first
    qtbot.mouseClick(w.practice.summary_buttons[2], Qt.MouseButton.LeftButton)  # from the other side
    assert asked == [True]
    other = w.controller.session
    assert other is not first
    assert set(other.view(0).hand) == set(deal_hands(number, dealer)[1])
    assert other.dealer == (dealer - 1) % 4
    assert w.keeper.meta is not None  # a deal played again is a real game, kept like any


def test_play_a_deal_by_number_from_your_side(qtbot, window):
    w = window
    w.practice.deal_by_number()
    dlg = w.practice.dialog
    dlg.number.setText("4242")
    dlg.dealer.setCurrentIndex(2)  # the partner deals
    dlg.mine.setChecked(True)
    press_ok(dlg)
    s = w.controller.session
    assert s.deal_numbers == (4242,) and s.dealer == 2
    assert set(s.view(0).hand) == set(deal_hands(4242, 2)[0])


def test_play_from_here_in_the_editor_puts_the_position_on_the_table(qtbot, window):
    w = window
    w.practice.editor()
    editor = w.practice.dialog
    editor.leader.setCurrentIndex(3)  # West leads, South answers
    for target, cards in ((0, ["2C", "10C", "1C"]), (1, ["3O", "4O", "8B"]), (2, ["6E", "7E", "2B"]),
                          (3, ["11O", "12O"]), (4, ["7C"])):
        editor.target_group.button(target).setChecked(True)
        for card in cards:
            editor.card_clicked(card)
    assert editor.scenario is not None, editor.problem.text()
    qtbot.mouseClick(editor.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.request is not None)
    assert w.practice.dialog is None  # the editor closed
    assert set(w.controller.request.options) == {"10C", "1C"}
    assert [it.card for _, it in w.table.table.trick] == ["7C"]


def test_play_a_deal_by_its_lan_deal_code_and_a_typo_keeps_the_dialog_open(qtbot, window):
    from botifarra_desktop.engine.deals import format_deal, new_deal_code

    w = window
    code = new_deal_code()
    w.practice.deal_by_number()
    dlg = w.practice.dialog
    dlg.number.setText("not a deal")
    press_ok(dlg)
    assert dlg.problem.isVisibleTo(dlg) and dlg.result() != dlg.DialogCode.Accepted
    dlg.number.setText(format_deal(code).upper().replace("-", " "))
    dlg.dealer.setCurrentIndex(1)
    press_ok(dlg)
    s = w.controller.session
    assert s.deal_numbers == (code,) and s.dealer == 1
    assert set(s.view(0).hand) == set(deal_hands(code, 1)[0])
