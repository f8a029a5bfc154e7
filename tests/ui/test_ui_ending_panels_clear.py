"""The end-of-hand and game-over panels cover no nameplate where the window has room for that:
a real-window walk showed the game-over screen over the top half of the player's own nameplate
(three players and pairs at 1366x768, four on their own at every size), as if the panel had slipped,
and a later one the last hand's breakdown over it (pairs, 1366x768 maximised: a table of about
1366x700).  With the hand over, your plate and your partner's stand aside to where the cards were."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, plates_covered, resize_window, table_window
from PySide6.QtCore import QRectF, Qt

from botifarra_desktop.ui.table.layout import BOTTOM, TOP, free_spot


@pytest.mark.parametrize("way_name", ("pairs", "three", "individual"))
def test_the_game_over_screen_covers_no_nameplate(qtbot, way_name):
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, way_name, "game_over", doubling_runner)
    table = w.table
    panel = table.game_over
    for size in ((1024, 768), (1366, 768), (1920, 1080)):
        resize_window(qtbot, w, size)
        assert plates_covered(table, panel, way_name) == [], (size, panel.geometry().getRect())
        assert layout_problems(table) == [], size


@pytest.mark.parametrize("way_name", ("pairs", "three", "individual"))
@pytest.mark.parametrize("phase", ("summary", "last_hand", "game_over"))
def test_no_ending_panel_covers_a_nameplate(qtbot, way_name, phase):
    """After any hand ("Next hand"), after the last ("See the result") and at the game's end, at
    800x600, at 1366x700 (a maximised window on a 1366x768 screen) and 1920x1050, with your cards
    at their usual size and at 150 %."""
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, way_name, phase, doubling_runner)
    table = w.table
    panel = table.game_over if phase == "game_over" else table.summary
    for scale in (1.0, 1.5):
        table.table.set_card_scale(scale)
        for size in ((800, 600), (1366, 700), (1920, 1050)):
            resize_window(qtbot, w, size)
            assert plates_covered(table, panel, way_name) == [], (scale, size, panel.geometry().getRect())
            assert layout_problems(table) == [], (scale, size)


def test_the_plates_come_back_for_the_next_hand(qtbot):
    """The plates stand aside only while the breakdown is up: with the next hand yours is again
    between the trick and your cards, your partner's between their cards and the trick."""
    w = table_window(qtbot, (1366, 700))
    bring_to(qtbot.waitUntil, w, "pairs", "summary", doubling_runner)
    table = w.table
    scene = table.table
    where = {side: plate.sceneBoundingRect() for plate, side in zip(scene.plates, scene.sides)}
    L = scene.layout
    assert where[BOTTOM].top() > L.hand_top and where[TOP].bottom() < L.top_end  # stood aside, where the cards were
    qtbot.mouseClick(table.summary.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.request is not None)
    assert table.summary.isHidden()
    mine = scene.own_cards_rect()
    assert len(scene.hands[0]) == 12
    for plate, side in zip(scene.plates, scene.sides):
        shape = plate.sceneTransform().mapRect(plate.shape().boundingRect())
        assert shape == scene.layout.plate_rect(side), side
    assert scene.plates[0].sceneBoundingRect().bottom() < mine.top()


def test_the_plates_stay_where_the_breakdown_has_room_between_them(qtbot):
    """A large table: the breakdown fits between the plates of the hand, and nothing moves."""
    w = table_window(qtbot, (1920, 1050))
    bring_to(qtbot.waitUntil, w, "three", "summary", doubling_runner)
    scene = w.table.table
    assert w.table.summary.isVisible() and not scene.plates_aside
    for plate, side in zip(scene.plates, scene.sides):
        if plate.isVisible():
            assert plate.sceneTransform().mapRect(plate.shape().boundingRect()) == scene.layout.plate_rect(side)
    assert plates_covered(w.table, w.table.summary, "three") == []


def test_the_breakdown_draws_its_rows_closer_where_that_keeps_the_plates_clear(qtbot):
    """A table just too low for the last hand's breakdown between the plates (a window a little under
    1440x724 beside the score sheet and the large-type menu bar, before the smaller type of small windows;
    the breakdown names who doubled, a line taller than a bare list of calls): its rows close up, its type
    stays as large."""
    w = table_window(qtbot, (1440, 734))
    bring_to(qtbot.waitUntil, w, "pairs", "last_hand", doubling_runner)
    summary = w.table.summary
    assert not summary.tight
    loose = summary.heightForWidth(summary.width())
    size = summary.cells[(1, 1)].font().pixelSize(), summary.cells[(1, 1)].fontInfo().pixelSize()
    resize_window(qtbot, w, (1440, 704))
    assert summary.tight and summary.heightForWidth(summary.width()) < loose
    assert (summary.cells[(1, 1)].font().pixelSize(), summary.cells[(1, 1)].fontInfo().pixelSize()) == size
    assert plates_covered(w.table, summary, "pairs") == []
    # room again: the rows as they were
    resize_window(qtbot, w, (1440, 768))
    assert not summary.tight


def test_a_spot_clear_of_every_plate_is_taken_at_the_widest_width_that_has_one():
    area = QRectF(0, 0, 800, 600)
    taken = [QRectF(0, 0, 200, 100)]
    plates = [QRectF(300, 60, 200, 50), QRectF(300, 420, 200, 50)]  # in front and your own
    # room between them at the full width: the panel goes there
    spot = free_spot(area, [500, 300], lambda width: 250 if width == 500 else 400, taken, 300, best_clear=plates)
    assert spot.width() == 500 and not any(spot.intersects(r) for r in [*taken, *plates])
    # no room at the full width: narrower and taller, beside them, rather than over a plate
    spot = free_spot(area, [500, 280], lambda width: 340 if width == 500 else 400, taken, 300, best_clear=plates)
    assert spot.width() == 280 and not any(spot.intersects(r) for r in [*taken, *plates])
    # no room at any width: the usual place, over a plate
    spot = free_spot(area, [500, 320], lambda width: 340 if width == 500 else 400, taken, 300, best_clear=plates)
    assert spot.width() == 500 and spot.intersects(plates[1])
