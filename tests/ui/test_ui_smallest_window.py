"""The smallest window the app allows: 800x600, or the screen's free area on a smaller screen
(``screen_fit.least_size``), not the 480x400 the window's widgets alone would let it shrink to.
At that size, and at the least a 1024x600 netbook screen leaves (800x534 below a 24 px panel and
a title bar), nothing on the table overlaps in any way to play at any phase of a hand: Hint and
Undo, bottom left, stay clear of the nameplate on your left; in the two-player game with a hand the
trump panel lies above your piles (wider, its rows closer), the trick below the other player's."""

import pytest
from layout_helpers import PHASES, WAYS, bring_to, doubling_runner, layout_problems, table_window
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from botifarra_desktop.ui.common.screen_fit import ASSUMED_FRAME, MINIMUM, least_size


def test_the_window_is_never_smaller_than_the_table_is_laid_out_for(qtbot):
    w = table_window(qtbot, (1280, 800))
    available = QGuiApplication.primaryScreen().availableGeometry()
    least = w.minimumSize()
    assert least == least_size(available, ASSUMED_FRAME)  # the frame is guessed until the window is framed
    assert least == MINIMUM.boundedTo(QSize(available.width() - ASSUMED_FRAME.width(),
                                            available.height() - ASSUMED_FRAME.height()))
    w.resize(480, 400)  # what the widgets alone would allow
    QApplication.processEvents()
    assert w.width() >= least.width() and w.height() >= least.height()
    # on a screen smaller than 800x600 the window still fits it
    assert least_size(available.adjusted(0, 0, -available.width() + 700, -available.height() + 500)) == QSize(700, 500)


@pytest.mark.slow  # every way to play at every phase at two sizes: over a minute
@pytest.mark.parametrize("way_name", WAYS)
def test_at_the_smallest_window_nothing_overlaps(qtbot, way_name):
    w = table_window(qtbot, (1280, 800))
    netbook = least_size(QRect(0, 0, 1024, 600 - 24), ASSUMED_FRAME)
    assert netbook == QSize(800, 534)
    sizes = [(w.minimumWidth(), w.minimumHeight()), (netbook.width(), netbook.height())]
    for phase in PHASES:
        bring_to(qtbot.waitUntil, w, way_name, phase, doubling_runner)
        for size in sizes:
            w.setMinimumSize(*size)  # the app's own least here, then the one it takes on that screen
            w.resize(*size)
            qtbot.waitUntil(lambda s=size: (w.width(), w.height()) == s)
            QApplication.processEvents()
            assert layout_problems(w.table) == [], (way_name, phase, size)
