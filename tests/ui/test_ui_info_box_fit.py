"""The score box in the table's top-left corner shows every word whole, in every language, in the
pairs, three-player and individual games, at small and big windows (also after the window shrank:
a narrower box grows down rather than cutting its last lines off), and covers no nameplate or card.
Where a line is too narrow it wraps between two players' totals, never inside a name and its number."""

from types import SimpleNamespace

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, resize_window, table_window
from PySide6.QtGui import QFont, QTextDocument
from PySide6.QtWidgets import QWidget

from botifarra_desktop.engine import Rules
from botifarra_desktop.storage import AppDirs
from botifarra_desktop.ui.shell.first_start import LANGUAGE_NAMES
from botifarra_desktop.ui.table.panels import InfoBox

LANGUAGES = [key for key, _ in LANGUAGE_NAMES]
#: big to small (the box was laid out wide first, then the window shrank), then back up
SIZES = ((1920, 1050), (1366, 700), (800, 1000), (800, 600), (1366, 700), (1920, 1050))
WAYS = ("individual", "three", "pairs")


def box_problems(view) -> list[str]:
    """What is wrong with the info box on ``view``: text cut off at its height, out of the view,
    over anything else on the table."""
    info = view.info
    found = []
    if info.height() < info.heightForWidth(info.width()):
        found.append(f"cut off: {info.height()} px high, its words need {info.heightForWidth(info.width())}")
    if not view.viewport().rect().contains(info.geometry()):
        found.append(f"out of the view: {info.geometry().getRect()}")
    found += [p for p in layout_problems(view) if "info" in p]
    return found


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_info_box_shows_every_total_whole_and_covers_nothing(qtbot, tmp_path, language):
    w = table_window(qtbot, SIZES[0], language=language, dirs=AppDirs.under(tmp_path))
    for way_name in WAYS:
        bring_to(qtbot.waitUntil, w, way_name, "mid_trick", doubling_runner)
        info = w.table.info
        assert info.isVisible()
        for size in SIZES:
            resize_window(qtbot, w, size)
            w.table.place_overlays()
            assert box_problems(w.table) == [], (language, way_name, size, info.text())


def lines_shown(box: InfoBox) -> list[str]:
    """The lines the box's words fall on at its width (its 12 px side padding off), as plain text."""
    doc = QTextDocument()
    font = QFont(box.font())
    font.setPixelSize(box.font_px)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(box.text())
    doc.setTextWidth(box.width() - 24)
    doc.size()  # lays the words out
    lines = []
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(block.text()[line.textStart():line.textStart() + line.textLength()].strip())
        block = block.next()
    return lines


@pytest.mark.parametrize("width", [150, 224, 330])
def test_a_narrow_box_wraps_between_totals_never_inside_one(qtbot, width):
    parent = QWidget()
    qtbot.addWidget(parent)
    box = InfoBox(parent)
    box.set_font_px(15)
    box.names = ("Montse", "Dreta", "Company", "Esquerra")
    view = SimpleNamespace(hand_no=3, declared=True, trump=None, multiplier=4, calls=[(1, "contro")],
                           totals=[12, -6, 101, 7], rules=Rules(way_name="individual", target=None, hands=12))
    box.set_width(width)
    box.show_view(view, "12 hands")
    lines = lines_shown(box)
    assert box.height() >= box.heightForWidth(width)
    for name, total in zip(box.names, view.totals):
        assert sum(f"{name}\u00a0{total}" in line for line in lines) == 1, (width, name, lines)
    assert sum("(12\u00a0hands)" in line for line in lines) == 1, (width, lines)
    assert not any(line.startswith("·") for line in lines), lines  # the dot stays after the total before it


def test_the_box_grows_down_when_it_gets_narrower(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    box = InfoBox(parent)
    box.names = ("Montse", "Dreta", "Company", "Esquerra")
    view = SimpleNamespace(hand_no=1, declared=False, trump=None, multiplier=1, calls=[],
                           totals=[0, 0, 0, 0], rules=Rules(way_name="individual", target=None, hands=2))
    box.set_width(330)
    box.show_view(view, "2 hands")
    wide = box.height()
    box.set_width(150)
    assert box.height() == box.heightForWidth(150) > wide
    assert box.height() <= box.largest_height(150, 4, False)
