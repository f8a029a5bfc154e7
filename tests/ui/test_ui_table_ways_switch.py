"""Changing the way to play at any moment rebuilds the table for the new way, and Enter in any
panel the table shows never raises the stakes."""

import pytest
from layout_helpers import PHASES, WAYS, bring_to, doubling_runner, layout_problems
from PySide6.QtCore import Qt

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.ways import WAY_TABLE
from botifarra_desktop.storage.settings import DEFAULT_SEAT_NAMES
from botifarra_desktop.ui.dialogs.new_game import setup_for


def check_table_is_of(w, way_name):
    way = WAY_TABLE[way_name]
    table = w.table
    scene = table.table
    pairs = way_name == "pairs"
    assert [p.isVisible() for p in scene.plates] == [s < way.players for s in range(4)]
    shown = [p.name for p in scene.plates[:way.players]]
    expected = {4: ["Me", "Right", "Partner" if pairs else "Across", "Left"], 3: ["Me", "Right", "Left"],
                2: ["Me", "Across"]}[way.players]
    assert shown == expected
    if pairs:
        assert [b.text() for b in table.last_buttons] == ["Our last trick", "Their last trick"]
        assert table.last_buttons[1].isVisible()
    else:
        assert table.last_buttons[0].text() == "Last tricks" and not table.last_buttons[1].isVisible()
    m = w.score_model
    assert m.columnCount() == (6 if pairs else 3 + way.sides)
    # every card on the table belongs to a seat of this way
    assert all(not hand for hand in scene.hands[way.players:])
    assert all(seat < way.players for seat, _ in scene.trick)


@pytest.mark.parametrize("old", WAYS)
@pytest.mark.parametrize("phase", PHASES)
def test_switching_the_way_to_play_from_every_phase_rebuilds_the_table(qtbot, main_window, phase, old):
    w = main_window(doubling_runner, (1366, 705))
    for new in WAYS:
        if new == old:
            continue
        bring_to(qtbot.waitUntil, w, old, phase, doubling_runner, seeds=range(60))
        rules = Rules(way_name=new)
        w.start_game(setup_for(rules, "custom", DEFAULT_SEAT_NAMES, ("medium",) * 3), seed=3)
        qtbot.waitUntil(lambda: w.controller.request is not None, timeout=10000)
        check_table_is_of(w, new)
        assert not layout_problems(w.table), (old, new, phase)


def press_enter(qtbot, w):
    focus = w.focusWidget()  # the window's focus (the offscreen window may not be the active one)
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_Return)


@pytest.mark.parametrize("way_name", WAYS)
def test_enter_in_every_panel_never_raises_the_stakes(qtbot, main_window, way_name):
    w = main_window(doubling_runner, (1366, 705))
    c = w.controller
    acted = []
    real_act = c.act
    c.act = lambda kind, value: acted.append((kind, value)) or real_act(kind, value)
    # choosing trump: Enter takes the safe choice (the partner chooses, or a suit), never botifarra
    bring_to(qtbot.waitUntil, w, way_name, "declare", doubling_runner)
    panel = w.table.request_panel
    assert panel.isVisible() and w.focusWidget() is panel.buttons[panel.safe_choice]
    acted.clear()
    press_enter(qtbot, w)
    assert acted == [("declare", panel.safe_choice)] and panel.safe_choice != "botifarra"
    # doubling: Enter passes
    session = bring_to(qtbot.waitUntil, w, way_name, "double", doubling_runner, seeds=range(80))
    multiplier = session.view(0).multiplier
    assert w.focusWidget() is w.table.request_panel.buttons["pass"]
    acted.clear()
    press_enter(qtbot, w)
    assert acted == [("double", "pass")]
    assert not any(seat == 0 for seat, _ in session.view(0).calls)
    assert session.view(0).multiplier == multiplier or session.view(0).phase != "double"
    # the hand's summary: Enter deals the next hand, nothing else
    session = bring_to(qtbot.waitUntil, w, way_name, "summary", doubling_runner)
    assert w.table.summary.isVisible()
    hand = session.hand_no
    press_enter(qtbot, w)
    qtbot.waitUntil(lambda: session.hand_no == hand + 1)
    # game over: Enter neither starts another game nor leaves this one
    session = bring_to(qtbot.waitUntil, w, way_name, "game_over", doubling_runner)
    assert w.table.game_over.isVisible()
    focus = w.focusWidget()
    assert focus in (w.table.game_over.review_button, w.table.game_over.stats_button)
    shown = []
    w.table.game_over.review.disconnect()
    w.table.game_over.review.connect(lambda: shown.append("review"))  # the dialog itself is not opened here
    press_enter(qtbot, w)
    assert shown == ["review"]
    assert c.session is session and session.over and w.table.game_over.isVisible()
