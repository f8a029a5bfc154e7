"""The totals beside the Statistics charts are never cut: at the width a 1366x768 or an 800x600 screen gives
the dialog, every number is whole and inside the column; each number sits beside its label when the
column has room for all of them, else every one under its label (never some one way, some the other)."""

import pytest
from PySide6.QtWidgets import QApplication, QFormLayout
from stats_helpers import weeks_of_play

from botifarra_desktop.ui.common.i18n import Translations
from botifarra_desktop.ui.files.stats_dialog import StatisticsDialog


def totals(dialog):
    form = dialog.summary
    return [(form.itemAt(r, QFormLayout.ItemRole.LabelRole).widget(),
             form.itemAt(r, QFormLayout.ItemRole.FieldRole).widget()) for r in range(form.rowCount())]


@pytest.fixture(params=("en", "ca"))
def language(request):
    translations = Translations()
    assert translations.install(request.param)
    yield request.param
    translations.install("en")


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
def test_every_total_is_whole_and_inside_the_column(qtbot, language, width):
    dialog = StatisticsDialog(weeks_of_play())
    qtbot.addWidget(dialog)
    dialog.resize(width, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    check(dialog, width, language)


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
