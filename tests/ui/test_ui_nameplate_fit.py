"""Your nameplate ("Me / Your turn!") shows its whole status line in every language, in the
pairs, three-player and individual games, at 800 px wide windows: the plate widens for its words
(between the side players' plates), and covers no other plate or card."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, resize_window, table_window
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetricsF

from botifarra_desktop.storage import AppDirs
from botifarra_desktop.ui.shell.first_start import LANGUAGE_NAMES

LANGUAGES = [key for key, _ in LANGUAGE_NAMES]
SIZES = ((800, 600), (800, 1000))
WAYS = ("pairs", "three", "individual")


def plate_problems(view, seat: int) -> list[str]:
    """The plate's status line cut off (its words need more than the plate's text rect), or the
    plate over another plate or a card."""
    plate = view.table.plates[seat]
    need = QFontMetricsF(plate.status_font()).horizontalAdvance(plate.status)
    room = plate.text_rect().width()
    found = [f"status {plate.status!r} needs {need:.1f} px, has {room:.1f}"] if need > room else []
    return found + [p for p in layout_problems(view) if f"plate {seat}" in p]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_your_plate_shows_its_whole_status_and_covers_nothing(qtbot, tmp_path, language):
    w = table_window(qtbot, SIZES[0], language=language, dirs=AppDirs.under(tmp_path))
    for way_name in WAYS:
        bring_to(qtbot.waitUntil, w, way_name, "mid_trick", doubling_runner)
        plate = w.table.table.plates[0]
        assert plate.status == QCoreApplication.translate("Table", "Your turn!")
        for dealer in (False, True):  # the dealer mark takes room from the words
            plate.set(dealer=dealer)
            for size in SIZES:
                resize_window(qtbot, w, size)
                w.table.place_overlays()
                assert plate_problems(w.table, 0) == [], (language, way_name, size, dealer)
