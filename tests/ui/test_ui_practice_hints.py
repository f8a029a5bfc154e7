"""Hint and Undo in an offline game through the main window."""

import pytest
from PySide6.QtCore import Qt
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.resources import resource
from botifarra_desktop.storage import AppDirs, Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.dialogs.new_game import GameSetup
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.main_window import MainWindow

NAMES = ("Jo", "Dreta", "Company", "Esquerra")
DECKS = find_decks(None)


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def open_window(qtbot, tmp_path, **settings):
    w = MainWindow(Settings(animation_speed="instant", **settings), None, DECKS, inline_runner, "en",
                   dirs=AppDirs.under(tmp_path))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(GameSetup(Rules(), "custom", NAMES, ("medium",) * 3), seed=31)
    return w


def next_request(qtbot, w, action=None):
    c = w.controller
    while True:
        qtbot.waitUntil(lambda: c.request is not None, timeout=10000)
        req = c.request
        if action is None or req.action == action:
            return req
        assert c.act(req.action, {"declare": "O", "double": "pass"}[req.action])


def test_undo_restores_the_view_and_request_before_the_humans_card(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    tools = w.practice.play_tools
    c = w.controller
    next_request(qtbot, w, "play")
    c.act("play", c.request.options[0])  # a first card, so the one we take back is mid-hand
    req = next_request(qtbot, w, "play")
    before_view, before_req = c.view(), c.request
    assert c.act("play", req.options[-1])
    after = next_request(qtbot, w)
    assert c.view() != before_view and after is not None
    assert tools.undo_action.isEnabled() and tools.undo_button.isVisible()
    qtbot.mouseClick(tools.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.request is not None, timeout=10000)
    assert c.view() == before_view and c.request == before_req
    assert sorted(it.card for it in w.table.table.hands[0]) == sorted(before_view.hand)
    # the game on disk follows the table
    saved, _ = w.keeper.saves.load_autosave()
    assert saved.session.view(0) == before_view


def test_nothing_to_undo_before_the_first_move_of_a_hand(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    next_request(qtbot, w)
    session = w.controller.session
    if any(getattr(a, "seat", None) == 0 for a in session.actions[1:]):
        pytest.skip("the human already acted in this deal")
    assert not w.practice.play_tools.undo_action.isEnabled()


def test_a_hint_suggests_a_legal_card_with_its_reason_and_highlights_it(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    tools = w.practice.play_tools
    req = next_request(qtbot, w, "play")
    assert tools.hint_action.isEnabled()
    tools.hint()
    qtbot.waitUntil(lambda: tools.last_hint is not None, timeout=20000)
    hint = tools.last_hint
    assert hint.value in req.options
    assert w.table.banner.isVisible() and w.table.banner.text().startswith("Hint: ")
    assert w.table.table.hand.cursor_card() == hint.value


def test_a_hint_at_a_scenario_counts_the_cards_already_won(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    w.practice.ask_open_path = lambda: str(resource("scenarios", "company-guanya.json"))
    w.practice.open_scenario()
    tools = w.practice.play_tools
    req = next_request(qtbot, w, "play")
    tools.hint()
    qtbot.waitUntil(lambda: tools.last_hint is not None, timeout=20000)
    assert tools.last_hint.value in req.options and "No hint" not in w.table.banner.text()


def test_no_hints_when_the_settings_say_so_but_undo_stays(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, show_hints=False)
    next_request(qtbot, w, "play")
    tools = w.practice.play_tools
    assert not tools.hint_action.isEnabled() and not tools.hint_button.isVisible()
    assert tools.undo_button.isVisible()
