"""Issue 5 through the main window: autosave, Continue after a restart, Save as/Open, past hands, statistics."""

import pytest
from PySide6.QtCore import Qt
from ui_helpers import RandomLegal, play_hand_as_human

from botifarra_desktop.engine import Rules
from botifarra_desktop.storage import AppDirs, HandHistory, SaveStore, Settings, StatisticsStore
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.dialogs.new_game import GameSetup
from botifarra_desktop.ui.files.leaving import ABANDON
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.main_window import MainWindow

NAMES = ("Jo", "Dreta", "Company", "Esquerra")
DECKS = find_decks(None)


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path)


def open_window(qtbot, dirs):
    w = MainWindow(Settings(animation_speed="instant"), None, DECKS, inline_runner, "en", dirs=dirs)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def setup(rules=Rules()):
    return GameSetup(rules, "custom", NAMES, ("medium", "medium", "medium"))


def settle(qtbot, w):
    c = w.controller
    qtbot.waitUntil(lambda: c.request is not None or (c.idle and c.session.phase.value in ("hand_over", "game_over")),
                    timeout=10000)
    return c.request


def act(w, req):
    value = {"declare": "O", "double": "pass"}.get(req.action, req.options[0])
    assert w.controller.act(req.action, value)


def play_until(qtbot, w, done):
    """Answer the human's requests until ``done(view, request)`` holds at a request of ours."""
    while True:
        req = settle(qtbot, w)
        assert req is not None, "the hand ended first"
        if done(w.controller.view(), req):
            return req
        act(w, req)


def table_state(w):
    """What the player sees: their view and request, the score sheet and trick list, the cards drawn."""
    c, scene = w.controller, w.table.table
    return {
        "view": c.view(),
        "request": c.request,
        "score_rows": [w.score_model.result(i) for i in range(w.score_model.rowCount())],
        "trick_rows": [w.trick_model.trick(i) for i in range(w.trick_model.rowCount())],
        "hand_items": [it.card for it in scene.hands[0]],
        "other_hands": [len(scene.hands[s]) for s in (1, 2, 3)],
        "trick_items": [(seat, it.card) for seat, it in scene.trick],
        "piles": [len(p) for p in scene.piles],
        "dealer_plate": [p.dealer for p in scene.plates],
    }


def test_restart_and_continue_resumes_the_exact_game_and_plays_on(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(), seed=2024)
    play_hand_as_human(qtbot, w.controller, declare="E")
    assert w.controller.next_hand()
    # three tricks into the second hand, with cards on the table when it is our turn if possible
    play_until(qtbot, w, lambda v, r: v.trick_no >= 4 and r.action == "play")
    before = table_state(w)
    # three tricks played; the Tricks tab shows the last one of each pile (seed 000), no more
    assert len(before["score_rows"]) == 1 and len(before["view"].history) == 3
    assert before["trick_rows"] == list(before["view"].visible_tricks) and 1 <= len(before["trick_rows"]) <= 2
    assert before["hand_items"] == sorted(before["view"].hand, key=w.table.table.hand.sort_key)
    w.close()

    again = open_window(qtbot, dirs)
    again.startup()
    panel = again.table.start_panel
    assert panel.isVisible() and again.controller.session is None
    assert "Hand 2" in panel.detail.text()
    qtbot.mouseClick(panel.continue_button, Qt.MouseButton.LeftButton)
    settle(qtbot, again)
    after = table_state(again)
    assert after == before
    assert not panel.isVisible()
    # the game goes on to the end of the hand
    result = play_hand_as_human(qtbot, again.controller)
    assert result.hand_no == 2 and again.controller.session.phase.value in ("hand_over", "game_over")
    assert again.score_model.rowCount() == 2


def test_a_game_resumed_at_a_bots_turn_lets_the_bot_go_on(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(), seed=77)
    req = play_until(qtbot, w, lambda v, r: r.action == "play")
    act(w, req)  # after our card the right-hand bot is to play
    saves = SaveStore(dirs)
    saves.autosave(w.controller.session, w.keeper.meta)  # the moment right after our card
    saved, problems = saves.load_autosave()
    assert not problems and saved.session.pending().seat != 0
    actions = len(saved.session.actions)
    w.close()
    again = open_window(qtbot, dirs)
    again.resume(saved)
    settle(qtbot, again)  # the bots played on to our next request (or the hand's end)
    assert len(again.controller.session.actions) > actions


def test_every_call_and_trick_is_autosaved(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(), seed=5)
    saves = SaveStore(dirs)
    assert not saves.autosave_path.exists() or saves.load_autosave()[0] is not None
    settle(qtbot, w)
    for _ in range(6):  # a call, then cards: each time the table settles, the autosave is the game
        saved, problems = saves.load_autosave()
        assert not problems and saved is not None
        assert saved.session.to_dict() == w.controller.session.to_dict()
        assert saved.meta == w.keeper.meta and saved.meta.names == NAMES
        act(w, settle(qtbot, w))
        settle(qtbot, w)
    assert w.controller.session.view(0).declared and w.controller.view().history


def test_a_finished_hand_is_recorded_and_a_finished_game_counted_and_its_autosave_cleared(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(Rules(target=None, hands=2)), seed=9)
    game_id = w.keeper.meta.game_id
    first = play_hand_as_human(qtbot, w.controller)
    hands = HandHistory(dirs).list_hands()
    assert [(h.record.game_id, h.record.hand_no, h.record.result) for h in hands] == [(game_id, 1, first)]
    stats, _ = StatisticsStore(dirs).load()
    assert stats.total.hands_played == 1 and stats.total.games_played == 0
    assert stats.total.points == first.points[0]
    assert SaveStore(dirs).load_autosave()[0].session.phase.value == "hand_over"
    assert w.controller.next_hand()
    play_hand_as_human(qtbot, w.controller)
    assert w.controller.session.over
    assert len(HandHistory(dirs).list_hands()) == 2
    stats, _ = StatisticsStore(dirs).load()
    assert stats.total.hands_played == 2 and stats.total.games_played == 1
    assert not SaveStore(dirs).autosave_path.exists()
    # at the next start there is nothing to continue: a new game is dealt
    again = open_window(qtbot, dirs)
    again.startup()
    assert not again.table.start_panel.isVisible() and again.controller.session is not None


def test_a_corrupt_autosave_is_reported_and_a_new_game_starts(qtbot, dirs):
    path = SaveStore(dirs).autosave_path
    path.parent.mkdir(parents=True)
    path.write_text('{"kind": "saved-game", "version": 2, "payload": {"name": ', encoding="utf-8")
    w = open_window(qtbot, dirs)
    w.startup()
    box = w.files.problem_box
    assert box is not None and box.isVisible()
    assert "autosave.json" in box.informativeText()
    assert not w.table.start_panel.isVisible()
    assert w.controller.session is not None and w.controller.session.hand_no == 1


def test_save_as_then_open_through_the_menu_brings_back_that_moment(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(), seed=31)
    play_until(qtbot, w, lambda v, r: v.trick_no >= 2)
    saved_state, saved_session = table_state(w), w.controller.session.to_dict()
    w.files.save_action.trigger()
    dialog = w.files.dialog
    dialog.name_edit.setText("Dimarts")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert w.files.dialog is None and SaveStore(dirs).exists("Dimarts")
    act(w, settle(qtbot, w))  # play on: the table moves past the saved moment
    settle(qtbot, w)
    assert w.controller.session.to_dict() != saved_session

    w.leaving.ask = lambda can_save: ABANDON  # the game played on from there gives way
    w.files.open_action.trigger()
    dialog = w.files.dialog
    assert [i.name for i in dialog.infos] == ["Dimarts"]
    # the default names were kept as such: listed in the UI language, not as stored (Catalan)
    assert dialog.table.item(0, dialog.PLAYERS).text() == "Me, Right, Partner, Left"
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    settle(qtbot, w)
    assert w.controller.session.to_dict() == saved_session
    assert table_state(w) == saved_state


def test_a_new_game_records_which_seats_kept_their_default_name(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(GameSetup(Rules(), "custom", ("Anna", "Dreta", "Joan", "Esquerra"), ("medium",) * 3), seed=5)
    settle(qtbot, w)
    assert w.keeper.meta.default_names == (False, True, False, True)
    w.start_game(GameSetup(Rules(way_name="three"), "custom", ("Anna", "Dreta", "Esquerra", ""), ("medium",) * 3), seed=5)
    settle(qtbot, w)
    assert w.keeper.meta.default_names == (False, True, True, False)  # seat 2 sits on the left


def test_a_damaged_save_is_explained_in_the_open_dialog_and_nothing_changes(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(), seed=3)
    settle(qtbot, w)
    dirs.saves.mkdir(parents=True)
    (dirs.saves / "Trencada.json").write_text("not json", encoding="utf-8")
    session = w.controller.session
    w.files.open_action.trigger()
    dialog = w.files.dialog
    assert dialog.infos[0].broken and not dialog.open_button.isEnabled()
    assert "Trencada" in dialog.details.text() or "damaged" in dialog.details.text()
    dialog.reject()
    assert w.controller.session is session


def test_play_this_deal_again_deals_the_same_cards_in_a_new_game(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(), seed=12)
    play_hand_as_human(qtbot, w.controller)
    old_id, deal = w.keeper.meta.game_id, w.controller.session.deal_numbers[0]
    w.files.history_action.trigger()
    dialog = w.files.dialog
    assert dialog.record is not None and dialog.record.game_id == old_id
    w.leaving.ask = lambda can_save: ABANDON  # a hand was scored: the game gives way
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    s = w.controller.session
    assert s.hand_no == 1 and s.deal_numbers[0] == deal
    assert w.keeper.meta.game_id != old_id and w.keeper.meta.names == NAMES
    assert w.keeper.meta.default_names == (True, True, True, True)
    settle(qtbot, w)
    assert w.files.dialog is None


def test_statistics_dialog_opens_from_the_menu(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(), seed=4)
    play_hand_as_human(qtbot, w.controller)
    w.files.stats_action.trigger()
    dialog = w.files.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.stats.total.hands_played == 1


def test_a_game_left_between_hands_comes_back_with_its_summary_and_next_hand(qtbot, dirs):
    w = open_window(qtbot, dirs)
    w.start_game(setup(), seed=8)
    result = play_hand_as_human(qtbot, w.controller)
    w.close()
    again = open_window(qtbot, dirs)
    again.startup()
    qtbot.mouseClick(again.table.start_panel.continue_button, Qt.MouseButton.LeftButton)
    summary = again.table.summary
    assert summary.isVisible() and again.controller.session.results[-1] == result
    assert [again.score_model.result(i) for i in range(again.score_model.rowCount())] == [result]
    assert again.table.table.piles and sum(len(p) for p in again.table.table.piles) == 48
    qtbot.mouseClick(summary.button, Qt.MouseButton.LeftButton)  # "Next hand"
    qtbot.waitUntil(lambda: again.controller.session.hand_no == 2, timeout=5000)
    settle(qtbot, again)
    view = again.controller.view()
    assert view.hand_no == 2 and sorted(it.card for it in again.table.table.hands[0]) == sorted(view.hand)
