"""The score dock's Tricks tab: every heading (Trick, each player, Winner, Points) and every cell
shown whole, in every language, with the players' usual names (it was cut to "artne" and "Vinne",
the winner to "Pa…", at 1366x768)."""

import contextlib

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionHeader
from pytestqt.exceptions import TimeoutError

from botifarra_desktop.engine.events import TrickWon
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.common.texts import default_seat_name
from botifarra_desktop.ui.shell.main_window import MainWindow

LANGUAGES = ("ca", "es", "en", "fr", "it", "pt")


def tricks():
    # every seat wins some, with the widest cards there are
    return [TrickWon(i + 1, i % 4, ((0, "10O"), (1, "11C"), (2, "12E"), (3, "10B")), 12) for i in range(12)]


def header_text_width(view, col):
    """What the heading needs to be read whole: its words in the header's font and the style's
    margins, or Qt's own measure of the section (which knows the style sheet's font), the larger."""
    header = view.horizontalHeader()
    text = str(view.model().headerData(col, header.orientation()))
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, QStyleOptionHeader(), header)
    return max(header.fontMetrics().horizontalAdvance(text) + 2 * margin, header.sectionSizeHint(col))


def cut_off(w):
    view, model = w.trick_view, w.trick_model
    header = view.horizontalHeader()
    found = []
    right = sum(header.sectionSize(c) for c in range(header.count()))
    if right > view.viewport().width():
        found.append(f"the columns ({right} px) are wider than the tab ({view.viewport().width()} px)")
    for col in range(model.columnCount()):
        if header_text_width(view, col) > header.sectionSize(col):
            found.append(f"heading {model.headerData(col, header.orientation())!r} is cut "
                         f"({header.sectionSize(col)} px for {header_text_width(view, col)})")
        for row in range(model.rowCount()):
            text = str(model.data(model.index(row, col)))
            if view.fontMetrics().horizontalAdvance(text) + 4 > view.columnWidth(col):
                found.append(f"{text!r} is cut in column {col} ({view.columnWidth(col)} px)")
    return found


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("players", (4, 3))
def test_every_heading_and_winner_of_the_tricks_tab_is_whole_at_1366x768(qtbot, language, players):
    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), lambda levels, seed: None, language)
    qtbot.addWidget(w)
    w.resize(1366, 705)  # 1366x768 less the taskbar and the title bar
    w.show()
    qtbot.waitExposed(w)
    pairs = players == 4
    names = [default_seat_name(0), default_seat_name(1), default_seat_name(2, partner=pairs), default_seat_name(3)]
    w.trick_model.reset(tricks() if pairs else [
        TrickWon(t.trick_no, t.winner % 3, t.cards[:3], t.points) for t in tricks()], names[:players], players,
        None, True)
    qtbot.wait(10)  # the tricks came in while the score sheet was shown ...
    tabs = w.trick_view.parentWidget().parentWidget()
    tabs.setCurrentWidget(w.trick_view)  # ... and now the player opens the Tricks tab
    with contextlib.suppress(TimeoutError):
        qtbot.waitUntil(lambda: not cut_off(w), timeout=2000)  # fitted as the tricks come in
    assert cut_off(w) == []
    assert w.dock.width() <= w.TRICKS_DOCK_MAX_WIDTH
