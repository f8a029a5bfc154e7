"""The games with piles, two players at a table, in the three usual windows (issue 45, points 6
and 7): the trump and doubling panel hides neither the other player's nameplate nor their face-up
piles (at 800x600 it lay over both), and nothing leaves the table (late in a hand of rector i
vicari at 1920x1080 your pile counts fell off its bottom)."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, table_items, table_window
from layout_helpers import resize_window as resize
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QPushButton

SIZES = ((800, 600), (1366, 768), (1920, 1080))


@pytest.mark.parametrize("way_name", ("two_hand", "rector"))
@pytest.mark.parametrize("phase", ("declare", "double"))
def test_the_trump_panel_keeps_the_other_players_plate_and_piles_in_sight(qtbot, way_name, phase):
    w = table_window(qtbot, SIZES[0])
    bring_to(qtbot.waitUntil, w, way_name, phase, doubling_runner)
    table = w.table
    panel = table.request_panel
    for size in SIZES:
        resize(qtbot, w, size)
        rect = QRectF(panel.geometry())
        assert panel.isVisible()
        hidden = [name for name, r, is_panel in table_items(table)
                  if not is_panel and name.split()[0] in ("plate", "piles") and rect.intersects(r)]
        assert hidden == [], (size, rect.getRect(), hidden)
        assert layout_problems(table) == [], size
        for button in panel.findChildren(QPushButton):  # every button whole inside the panel, its words too
            if button.isVisible():
                assert panel.rect().contains(button.geometry()), (size, button.text())
                assert button.width() >= button.sizeHint().width(), (size, button.text())
