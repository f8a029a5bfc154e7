"""The totals beside the Statistics charts are never cut: at the width a 1366x768 or an 800x600 screen gives
the dialog, every number is whole and inside the column; each number sits beside its label when the
column has room for all of them, else every one under its label (never some one way, some the other)."""

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QScreen
from PySide6.QtWidgets import QApplication, QFormLayout
from stats_helpers import weeks_of_play

from botifarra_desktop.ui.common.i18n import SHIPPED, Translations
from botifarra_desktop.ui.files.stats_dialog import StatisticsDialog


def totals(dialog):
    form = dialog.summary
    return [(form.itemAt(r, QFormLayout.ItemRole.LabelRole).widget(),
             form.itemAt(r, QFormLayout.ItemRole.FieldRole).widget()) for r in range(form.rowCount())]


def check(dialog, width, language):
    QApplication.processEvents()
    assert dialog.width() == width  # the column never pushes the dialog wider than it was made
    page = dialog.summary.parentWidget()
    viewport = page.parentWidget()
    rows = totals(dialog)
    for label, field in rows:
        for widget in (label, field):
            right = widget.mapTo(viewport, widget.rect().topRight()).x()
            assert right < viewport.width(), (width, widget.text(), right, viewport.width())
        assert field.width() >= field.fontMetrics().horizontalAdvance(field.text()), (width, field.text())
    beside = [field.y() == label.y() for label, field in rows]
    assert all(beside) or not any(beside), (width, beside)
    if width == 1326 and language == "en":
        assert all(beside)  # room enough: the numbers beside their labels, as before


@pytest.mark.parametrize("width", (1326, 1000, 760))  # wide, a 1366x768 screen's dialog, an 800x600 one's
@pytest.mark.parametrize("language", ("en", "ca"), indirect=True)
def test_every_total_is_whole_and_inside_the_column(qtbot, language, width):
    dialog = StatisticsDialog(weeks_of_play())
    qtbot.addWidget(dialog)
    dialog.resize(width, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    check(dialog, width, language)


@pytest.mark.parametrize("language", ("en", "ca"), indirect=True)
def test_made_narrower_the_totals_follow(qtbot, language):
    dialog = StatisticsDialog(weeks_of_play())
    qtbot.addWidget(dialog)
    dialog.resize(1326, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    for width in (1326, 760, 1000, 1326):
        dialog.resize(width, 700)
        check(dialog, width, language)


def test_the_tables_list_the_levels_easy_medium_hard_as_the_charts_do(qtbot):
    """The tables in numbers read in the same order as the bars: by level, never by the level's name."""
    dialog = StatisticsDialog(weeks_of_play())
    qtbot.addWidget(dialog)
    for key in ("by_opponents", "by_partner"):
        table = dialog.tables[key]
        rows = [table.item(row, 0).text() for row in range(table.rowCount())]
        assert rows == ["Easy", "Medium", "Hard"], (key, rows)
    bars = [bar.label for bar in dialog.compared.charts["won_by_level"].bars]
    assert bars == ["Easy", "Medium", "Hard"]


def _heading(table, col):
    return table.model().headerData(col, Qt.Orientation.Horizontal)


def test_each_heading_of_the_tables_says_what_its_column_counts(qtbot):
    dialog = StatisticsDialog(weeks_of_play())
    qtbot.addWidget(dialog)
    for key, first in (("by_mode", "Way to play"), ("by_variant", "Variant"), ("by_opponents", "Opponents"),
                       ("by_partner", "Partner")):
        table = dialog.tables[key]
        assert [_heading(table, col) for col in range(table.columnCount())] == [
            first, "Games\nwon", "Hands\nwon", "Points\nper hand", "Contros\nwon"]
    easy = dialog.stats.by_opponents["easy"]
    row = [dialog.tables["by_opponents"].item(0, col).text() for col in range(5)]
    assert row == ["Easy", f"{easy.games_won} of {easy.games_played}", f"{easy.hands_won} of {easy.hands_played}",
                   f"{easy.average_points:.1f}", f"{easy.contros_won} of {easy.contros_called}"]


def _cut(table):
    """What of the table does not show whole: the columns wider than the table, a heading line or a word
    of a cell wider than its column, a cell's text taller than its row."""
    metrics = QFontMetrics(table.font())
    header = table.horizontalHeader()
    margin = 2 * (table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    cut = []
    if header.length() > table.viewport().width():
        cut.append(("the columns are wider than the table", header.length(), table.viewport().width()))
    head = QFontMetrics(header.font())
    for col in range(table.columnCount()):
        room = table.columnWidth(col)
        for line in _heading(table, col).split("\n"):
            if head.horizontalAdvance(line) > room:
                cut.append(("heading", line, room))
        for row in range(table.rowCount()):
            text = table.item(row, col).text()
            if max(metrics.horizontalAdvance(w) for w in text.split()) > room - margin:
                cut.append(("a word is wider than its column", text, room))
            needed = metrics.boundingRect(QRect(0, 0, room - margin, 10000), Qt.TextFlag.TextWordWrap, text).height()
            if needed > table.rowHeight(row):
                cut.append(("text taller than its row", text, needed, table.rowHeight(row)))
    return cut


@pytest.mark.parametrize("screen,lang", [((800, 600), lang) for lang in SHIPPED]
                         + [((1366, 768), "ca"), ((1920, 1080), "ca")])
def test_the_tables_in_numbers_fit_without_scrolling_sideways(qtbot, monkeypatch, screen, lang):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, *screen))
    translations = Translations()
    assert translations.install(lang)
    try:
        dialog = StatisticsDialog(weeks_of_play())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.tabs.setCurrentIndex(2)
        for width in (dialog.width(), 760, dialog.width()):  # made narrower and wider again: the rows follow
            dialog.resize(width, dialog.height())
            QApplication.processEvents()
            for key, table in dialog.tables.items():
                assert not table.horizontalScrollBar().isVisible()
                assert _cut(table) == [], (key, lang, width)
                assert table.height() == (table.horizontalHeader().height() + table.verticalHeader().length()
                                          + 2 * table.frameWidth()), (key, width)  # no empty room under the rows
                headings = [_heading(table, col) for col in range(1, table.columnCount())]
                assert len(set(headings)) == len(headings), headings  # no two columns headed alike
    finally:
        translations.install("en")
