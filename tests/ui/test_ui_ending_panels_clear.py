"""The end-of-hand and game-over panels cover no nameplate where the window has room for that:
a real-window walk showed the game-over screen over the top half of the player's own nameplate
(three players and pairs at 1366x768, four on their own at every size), as if the panel had slipped."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, table_window
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from botifarra_desktop.ui.table.layout import free_spot


def plates_on_view(table):
    scene = table.table
    return {side: QRectF(table.mapFromScene(p.sceneBoundingRect()).boundingRect())
            for p, side in zip(scene.plates, scene.sides) if p.isVisible()}


@pytest.mark.parametrize("mode", ("pairs", "three", "individual"))
def test_the_game_over_screen_covers_no_nameplate(qtbot, mode):
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, mode, "game_over", doubling_runner)
    table = w.table
    panel = table.game_over
    for size in ((1024, 768), (1366, 768), (1920, 1080)):
        w.resize(*size)
        qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
        QApplication.processEvents()
        rect = QRectF(panel.geometry())
        plates = plates_on_view(table)
        assert panel.isVisible() and len(plates) == (4 if mode != "three" else 3)
        covered = [side for side, plate in plates.items() if rect.intersects(plate)]
        assert covered == [], (size, rect.getRect(), covered)
        assert layout_problems(table) == [], size


def test_a_spot_clear_of_every_plate_is_taken_only_at_the_panels_own_width():
    area = QRectF(0, 0, 800, 600)
    taken = [QRectF(0, 0, 200, 100)]
    plates = [QRectF(300, 60, 200, 50), QRectF(300, 420, 200, 50)]  # in front and your own
    # room between them at the full width: the panel goes there
    spot = free_spot(area, [500, 300], lambda width: 250 if width == 500 else 400, taken, 300, best_clear=plates)
    assert spot.width() == 500 and not any(spot.intersects(r) for r in [*taken, *plates])
    # no room at the full width: never a narrower panel squeezed aside, the usual place over a plate instead
    spot = free_spot(area, [500, 300], lambda width: 340 if width == 500 else 400, taken, 300, best_clear=plates)
    assert spot.width() == 500 and spot.intersects(plates[1])
