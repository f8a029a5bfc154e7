"""The trump and doubling panel covers no nameplate where the table has room for that: the plates
say who deals and what each player called ("Contro!") while you decide.  Before, it lay over the
side plates at 800x600 and over all four at 1366x700 with your cards at 150 %."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, table_window
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication


def plates_on_view(table):
    scene = table.table
    return {side: QRectF(table.mapFromScene(p.sceneBoundingRect()).boundingRect())
            for p, side in zip(scene.plates, scene.sides) if p.isVisible()}


def resize(qtbot, w, size):
    w.resize(*size)
    qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
    QApplication.processEvents()


@pytest.mark.parametrize("mode", ("pairs", "three", "individual"))
@pytest.mark.parametrize("phase", ("declare", "double"))
def test_the_trump_and_doubling_panel_covers_no_nameplate(qtbot, mode, phase):
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, mode, phase, doubling_runner)
    table = w.table
    panel = table.request_panel
    for scale in (1.0, 1.5):
        table.table.set_card_scale(scale)
        for size in ((800, 600), (1366, 700), (1920, 1050)):
            resize(qtbot, w, size)
            rect = QRectF(panel.geometry())
            plates = plates_on_view(table)
            assert panel.isVisible() and len(plates) == (4 if mode != "three" else 3)
            covered = [side for side, plate in plates.items() if rect.intersects(plate)]
            assert covered == [], (scale, size, rect.getRect(), covered)
            assert layout_problems(table) == [], (scale, size)


def test_the_panel_closes_its_rows_up_only_where_that_keeps_the_plates_clear(qtbot):
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, "pairs", "declare", doubling_runner)
    table = w.table
    panel = table.request_panel
    table.table.set_card_scale(1.5)
    resize(qtbot, w, (1920, 1050))  # room between the plates as it is
    assert not panel.tight
    loose = panel.height()
    resize(qtbot, w, (1366, 700))  # only with its rows closer together
    assert panel.tight and panel.height() < loose
    assert not any(QRectF(panel.geometry()).intersects(p) for p in plates_on_view(table).values())
    # no room even so (your cards at 200 % in a low window): where it always went, as it always was
    table.table.set_card_scale(2.0)
    resize(qtbot, w, (1280, 600))
    assert not panel.tight and panel.isVisible()
    assert layout_problems(table) == []
