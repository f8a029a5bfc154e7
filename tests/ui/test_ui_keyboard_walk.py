"""The table by keyboard, as a new player's walk found it: the keyboard's card seen whole with its
frame, Tab in the order the eye reads, every Tab stop showing where the focus is, and the safe
answers (the buttons Enter presses) in the same type as the buttons beside them."""

import pytest
from layout_helpers import bring_to, doubling_runner, resize_window, table_window
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QPushButton, QTabBar, QWidget
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.table.card_item import CardItem

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]


def quiet_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def only_legal_card_with_a_right_neighbour(qtbot, w) -> CardItem:
    """Play deals (the human: first legal card, trump oros, pass) until the human may play just one
    card and another card of the hand lies on its right; that card's item."""
    c = w.controller
    scene = w.table.table
    for seed in range(60):
        c.start(TableSession(Rules(), seed, first_dealer=seed % 4, names=NAMES), quiet_runner({1, 2, 3}, seed))
        while True:
            qtbot.waitUntil(lambda: c.request is not None or (c.idle and c.view().phase in ("hand_over", "game_over")))
            req = c.request
            if req is None:
                break
            if req.action == "play" and len(req.options) == 1:
                hand = [item.card for item in scene.hands[0]]
                if hand.index(req.options[0]) < len(hand) - 1:
                    return scene.hand.hand_item(req.options[0])
            assert c.act(req.action, {"declare": "O", "double": "pass"}.get(req.action, req.options[0]))
    raise AssertionError("no deal gave the human a single legal card with a neighbour on its right")


def topmost_card(scene, point: QPointF):
    """The card drawn on top at ``point`` of the scene (its frame counts: it is drawn there)."""
    items = scene.items(point, Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.DescendingOrder)
    return next((i for i in items if isinstance(i, CardItem)), None)


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_keyboards_only_legal_card_is_seen_whole_with_its_whole_frame(qtbot, size):
    w = table_window(qtbot, size, runner=quiet_runner)
    resize_window(qtbot, w, size)
    item = only_legal_card_with_a_right_neighbour(qtbot, w)
    scene = w.table.table
    w.table.setFocus(Qt.FocusReason.TabFocusReason)
    assert item.highlighted and scene.hand.cursor_card() == item.card  # the keyboard is on it
    hand = scene.hands[0]
    neighbour = hand[hand.index(item) + 1]
    width, height = item.size
    slots = scene.layout.hand_slots(scene.sides[0], len(hand))
    i = hand.index(item)
    assert neighbour.dimmed and slots[i + 1][0].x() < slots[i][0].x() + width  # the hand's cards overlap
    # the card's right half and the frame round it (drawn up to 11 px out): nothing lies over them
    for x, y in ((width * 0.75, height / 2), (width - 2, 3), (width + 4, height / 2), (width + 4, height + 4),
                 (width / 2, height + 4), (width / 2, -4)):
        on_top = topmost_card(scene, item.mapToScene(QPointF(x, y)))
        assert on_top is item, f"at ({x:.0f}, {y:.0f}) of the card, {on_top.card if on_top else None} lies over it"
    # every card still shows its index (its top left corner), and the hand keeps its place on the table
    for card in hand:
        assert topmost_card(scene, card.mapToScene(QPointF(6, 12))) is card, card.card
    assert hand[0].x() == pytest.approx(slots[0][0].x())
    assert hand[-1].x() == pytest.approx(slots[-1][0].x())
    # the keyboard moves on: the hand opens at the next card, the first one closes up again
    scene.hand.move_cursor(1)
    assert not item.highlighted and neighbour.highlighted
    assert topmost_card(scene, item.mapToScene(QPointF(width * 0.75, height / 2))) is neighbour


def font_px(button: QPushButton) -> int:
    button.ensurePolished()  # the panel's style sheet sets the type
    return button.font().pixelSize()


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_safe_answers_enter_presses_are_as_big_as_the_buttons_beside_them(qtbot, size):
    w = table_window(qtbot, size)
    resize_window(qtbot, w, size)
    bring_to(qtbot.waitUntil, w, "pairs", "double", doubling_runner)
    panel = w.table.request_panel
    safe = panel.buttons[panel.safe_choice]
    assert panel.safe_choice == "pass" and safe.hasFocus()
    calls = [b for choice, b in panel.buttons.items() if choice != "pass"]
    assert calls and all(font_px(safe) == font_px(b) > 0 for b in calls), \
        (font_px(safe), [font_px(b) for b in calls])
    w2 = table_window(qtbot, size)
    resize_window(qtbot, w2, size)
    bring_to(qtbot.waitUntil, w2, "pairs", "game_over", doubling_runner)
    over = w2.table.game_over
    assert over.review_button.hasFocus()
    shown = [b for b in (over.rematch_button, over.new_button, over.stats_button) if b.isVisible()]
    assert over.rematch_button in shown
    assert all(font_px(over.review_button) == font_px(b) for b in shown), \
        (font_px(over.review_button), [font_px(b) for b in shown])


def tab_cycle(qtbot, w) -> list[QWidget]:
    """The widgets Tab stops at, from the table round to it again."""
    w.table.setFocus(Qt.FocusReason.OtherFocusReason)
    stops: list[QWidget] = []
    for _ in range(30):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if focus is w.table:
            return stops
        stops.append(focus)
    raise AssertionError(f"Tab never came back to the table: {stops}")


def looks(widget: QWidget):
    return widget.grab().toImage()


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_tab_reads_the_table_in_order_and_every_stop_shows_the_focus(qtbot, size):
    w = table_window(qtbot, size, runner=quiet_runner)
    resize_window(qtbot, w, size)
    w.activateWindow()
    only_legal_card_with_a_right_neighbour(qtbot, w)  # your turn mid-hand: Undo and Hint on the table
    w.dock.show()  # the score dock beside the table, folded away by itself in a small window
    qtbot.waitUntil(lambda: w.score_view.isVisible())
    stops = tab_cycle(qtbot, w)
    window = w.rect()
    for stop in stops:  # each stop on the screen, where the player can see it
        assert window.intersects(stop.rect().translated(stop.mapTo(w, stop.rect().topLeft()))), \
            (type(stop).__name__, stop.mapTo(w, stop.rect().topLeft()))
    on_table = [s for s in stops if w.table.isAncestorOf(s)]
    undo, hint = w.practice.play_tools.undo_button, w.practice.play_tools.hint_button
    assert undo in on_table and hint in on_table
    # the buttons on the table in reading order: top to bottom, then left to right
    places = [(s.mapTo(w.table, s.rect().topLeft()).y(), s.mapTo(w.table, s.rect().topLeft()).x()) for s in on_table]
    assert places == sorted(places), [(s.text(), p) for s, p in zip(on_table, places)]
    assert stops.index(undo) < stops.index(hint)  # Undo lies above Hint
    # the score sheet is reached, and each stop looks different with the focus on it
    assert w.score_view in stops
    for stop in stops:
        stop.setFocus(Qt.FocusReason.TabFocusReason)
        focused = looks(stop)
        w.table.setFocus(Qt.FocusReason.OtherFocusReason)
        assert looks(stop) != focused, f"{type(stop).__name__} {getattr(stop, 'text', lambda: '')()!r}"


def test_the_buttons_in_the_corners_share_one_type_in_a_small_window(qtbot):
    w = table_window(qtbot, (800, 600), runner=quiet_runner)
    resize_window(qtbot, w, (800, 600))
    only_legal_card_with_a_right_neighbour(qtbot, w)  # Undo and Hint on the table
    tools = w.practice.play_tools
    corner = [*w.table.last_buttons, tools.undo_button, tools.hint_button]
    assert all(b.isVisible() for b in corner)
    assert len({font_px(b) for b in corner}) == 1, [(b.text(), font_px(b)) for b in corner]


def test_the_windows_dock_tab_bar_is_a_tab_stop_only_in_sight_and_shows_the_focus(qtbot):
    w = table_window(qtbot, (1366, 768))
    bars = [b for b in w.findChildren(QTabBar) if b.parentWidget() is w]  # Qt's, for docks lying as tabs
    assert len(bars) == 1
    bar = bars[0]
    assert not bar.geometry().intersects(w.rect()) and bar.focusPolicy() == Qt.FocusPolicy.NoFocus
    scenario = w.findChild(QDockWidget, "scenario_dock")  # a "who was right?" scenario opens beside the score
    scenario.show()
    qtbot.waitUntil(lambda: bar.geometry().intersects(w.rect()))
    assert bar.focusPolicy() == Qt.FocusPolicy.TabFocus
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    bar.setFocus(Qt.FocusReason.TabFocusReason)
    assert bar.hasFocus()
    focused = looks(bar)
    w.table.setFocus(Qt.FocusReason.OtherFocusReason)
    assert looks(bar) != focused  # its current tab is framed while it has the focus
    scenario.hide()
    qtbot.waitUntil(lambda: not bar.geometry().intersects(w.rect()))
    assert bar.focusPolicy() == Qt.FocusPolicy.NoFocus
