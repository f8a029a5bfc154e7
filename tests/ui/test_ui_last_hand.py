"""The game's last hand: its breakdown comes first, as after every hand, then the game-over screen
("See the result"); offline, opened from a save, and read out to a screen reader in that order.
The end-of-hand and game-over panels keep clear of the side players' nameplates."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, see_result, table_window
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from botifarra_desktop.ui.shell.first_start import LANGUAGE_NAMES
from botifarra_desktop.ui.table.access import texts as at
from botifarra_desktop.ui.table.layout import LEFT, RIGHT

SIZES = ((800, 600), (1366, 768), (1920, 1080))


def focus_of(w):
    return w.focusWidget()  # the window's focus (the offscreen window may not be the active one)


def test_the_last_hand_shows_its_breakdown_then_the_result(qtbot):
    w = table_window(qtbot, (1366, 768))
    over = []
    w.controller.game_over.connect(over.append)
    session = bring_to(qtbot.waitUntil, w, "pairs", "last_hand", doubling_runner, as_played=True)
    table = w.table
    summary, panel = table.summary, table.game_over
    # the engine has ended the game, and the player reads the last hand's breakdown first
    assert over and session.over
    assert summary.isVisible() and panel.isHidden()
    result = session.results[-1]
    assert summary.title.text().startswith(f"Hand {result.hand_no}:")
    assert [summary.cells[(6, side + 1)].text() for side in range(2)] == [f"<b>{t}</b>" for t in result.totals]
    assert summary.button.text() == "See the result" and focus_of(w) is summary.button
    won = "You win the game!" if over[0].winner_team == 0 else "The other side wins the game."
    assert won in summary.note.text()
    breakdown = table.access.announcements[-1]
    assert breakdown.startswith(at.plain(summary.title.text()))
    assert layout_problems(table) == []
    # Enter on "See the result": the game-over screen, the keyboard on Review
    qtbot.keyClick(focus_of(w), Qt.Key.Key_Return)
    assert panel.isVisible() and summary.isHidden()
    assert panel.title.text() == won
    assert [c.text() for c in panel.cells[1::2]] == [str(t) for t in over[0].totals]
    assert focus_of(w) is panel.review_button
    # a screen reader hears the breakdown, then the result
    heard = table.access.announcements
    cheer = "Congratulations! " if over[0].winner_team == 0 else ""  # a win is cheered for a screen reader too
    assert heard[-1].startswith(cheer + won) and str(over[0].totals[0]) in heard[-1] and heard[-2] == breakdown
    assert layout_problems(table) == []
    # Enter held down since "See the result" (auto-repeat) presses nothing on this screen
    pressed = []
    for signal in (panel.review, panel.rematch, panel.new_game, panel.statistics):
        signal.disconnect()
        signal.connect(lambda s=signal: pressed.append(s))
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(focus_of(w), QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, "", True))
    assert pressed == [] and panel.isVisible() and w.controller.session is session
    # a fresh press does
    qtbot.keyClick(focus_of(w), Qt.Key.Key_Return)
    assert len(pressed) == 1


def test_a_finished_game_opened_again_shows_its_last_breakdown_then_the_result(qtbot):
    w = table_window(qtbot, (1366, 768))
    session = bring_to(qtbot.waitUntil, w, "pairs", "last_hand", doubling_runner)
    again = table_window(qtbot, (1366, 768))
    again.controller.load_session(session, doubling_runner(set(range(1, 4)), 0))
    table = again.table
    assert table.summary.isVisible() and table.game_over.isHidden()
    assert table.summary.title.text() == w.table.summary.title.text()
    assert table.summary.button.text() == "See the result"
    qtbot.mouseClick(table.summary.button, Qt.MouseButton.LeftButton)
    view = session.view(0)
    assert table.game_over.isVisible() and table.summary.isHidden()
    assert [c.text() for c in table.game_over.cells[1::2]] == [str(t) for t in view.totals]
    assert table.game_over.hands.text() == f"Hands played: {len(view.results)}"


def side_plates(table):
    scene = table.table
    return [QRectF(table.mapFromScene(p.sceneBoundingRect()).boundingRect())
            for p, side in zip(scene.plates, scene.sides) if p.isVisible() and side in (LEFT, RIGHT)]


@pytest.mark.parametrize("way_name", ("pairs", "three"))
@pytest.mark.parametrize("scale", (1.0, 2.0))
def test_the_ending_panels_leave_the_side_nameplates_in_sight(qtbot, way_name, scale):
    w = table_window(qtbot, (1366, 768))
    w.table.table.set_card_scale(scale)  # 2.0: the largest card size the preferences offer
    bring_to(qtbot.waitUntil, w, way_name, "last_hand", doubling_runner)
    table = w.table
    for panel in (table.summary, table.game_over):
        if panel is table.game_over:
            see_result(w)
        for size in SIZES:
            w.resize(*size)
            qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
            QApplication.processEvents()
            plates = side_plates(table)
            assert panel.isVisible() and len(plates) == 2
            rect = QRectF(panel.geometry())
            assert not any(rect.intersects(p) for p in plates), (size, rect.getRect(), [p.getRect() for p in plates])
            assert layout_problems(table) == [], size


@pytest.mark.parametrize("language", [key for key, _ in LANGUAGE_NAMES], indirect=True)
def test_the_last_breakdown_fits_between_the_side_nameplates_in_every_language(qtbot, language):
    """The longest words (Catalan, Italian) at the smallest window: narrower edges and columns, not the plates."""
    w = table_window(qtbot, (800, 600))
    bring_to(qtbot.waitUntil, w, "pairs", "last_hand", doubling_runner, as_played=True)  # with the practice buttons
    table = w.table
    for size in ((800, 600), (1366, 768)):
        w.resize(*size)
        qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
        QApplication.processEvents()
        rect = QRectF(table.summary.geometry())
        assert table.summary.isVisible() and not any(rect.intersects(p) for p in side_plates(table)), (language, size)
        assert layout_problems(table) == [], (language, size)
