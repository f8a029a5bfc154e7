"""The score sheet's cells in the narrow dock: what was called is two short lines (the whole, with
a delegation, the calls and a claim, in the tooltip and accessible text), each total two lines."""

from PySide6.QtCore import Qt

from botifarra_desktop.engine.events import HandResult
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.shell.main_window import MainWindow
from botifarra_desktop.ui.shell.score_models import NAME_CELL, ScoreSheetModel

LONG = "Maria Dolors de Vilafranca"  # 26 characters: longer than any dock is wide


def result(**changes):
    base = dict(hand_no=1, dealer=0, declarer=1, delegated=True, trump="C", doubles=2,
                calls=((0, "contro"), (1, "recontro")), multiplier=4, card_points=(20, 52), tricks=(4, 8),
                points=(24, 60), score=(0, 48), totals=(0, 48), claimed_by=None)
    base.update(changes)
    return HandResult(**base)


def test_a_long_call_is_two_short_lines_and_whole_in_the_tooltip_and_accessible_text():
    model = ScoreSheetModel()
    model.reset([result(), result(hand_no=2, claimed_by=2, calls=(), delegated=False, totals=(0, 96))],
                ["Jo", LONG, "Company", "Esquerra"])
    called = ScoreSheetModel.COLUMNS.index("declaration")
    first, second = model.index(0, called), model.index(1, called)
    trump, name = model.data(first).split("\n")
    assert trump == "Copes" and name == LONG[:NAME_CELL - 1].rstrip() + "…" and len(name) <= NAME_CELL
    whole = model.data(first, Qt.ItemDataRole.ToolTipRole)
    assert whole == f"Copes\n{LONG} (delegated)\nContro, Recontro"
    assert model.data(first, Qt.ItemDataRole.AccessibleTextRole) == whole
    # a hand decided by a claim says so in the cell, and whose claim in the tooltip
    assert model.data(second).split("\n")[0] == "Copes · claim"
    assert model.data(second, Qt.ItemDataRole.ToolTipRole).endswith("claim\nDecided by a claim of Company")
    # each total: the hand's score above the running total
    assert model.data(model.index(0, 5)) == "+48\n48" and model.data(model.index(0, 4)) == "\n0"


def test_at_the_docks_default_width_no_cell_of_the_sheet_wraps(qtbot):
    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), lambda levels, seed: None, "en")
    qtbot.addWidget(w)
    w.resize(1366, 705)
    w.show()
    qtbot.waitExposed(w)
    w.score_model.reset([result(), result(hand_no=2, totals=(-120, 1048), score=(-120, 1000))],
                        ["Jo", LONG, "Company", "Esquerra"])
    view = w.score_view
    line = view.fontMetrics().lineSpacing()

    def problems():
        found = []
        for row in range(2):
            if not 0 < view.rowHeight(row) < 3 * line:  # two lines, never a third from wrapping
                found.append(f"row {row} is {view.rowHeight(row)} px high")
            for col in range(w.score_model.columnCount()):
                text = str(w.score_model.data(w.score_model.index(row, col)))
                widest = max(view.fontMetrics().horizontalAdvance(part) for part in text.split("\n"))
                if widest > view.columnWidth(col):
                    found.append(f"{text!r} is wider than column {col} ({view.columnWidth(col)} px)")
        return found

    qtbot.waitUntil(lambda: not problems())  # the columns are fitted as the rows come in
    assert problems() == []
    assert w.dock.width() <= w.DOCK_MAX_WIDTH
