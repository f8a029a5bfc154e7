"""No keyboard trap (issue 45, point 1): once the score sheet has a row, Tab and Shift+Tab still
leave it, and a Tab walk from the table reaches every control and comes back."""

from layout_helpers import bring_to, doubling_runner, resize_window, table_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget


def tab_stops(window: QWidget) -> list[QWidget]:
    """The visible widgets of ``window`` that Tab may stop at."""
    return [w for w in window.findChildren(QWidget)
            if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.window() is window and w.focusProxy() is None]


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> QWidget:
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)
    return QApplication.focusWidget()


def test_tab_leaves_every_widget_once_the_score_sheet_has_rows(qtbot):
    w = table_window(qtbot, (1366, 768))
    resize_window(qtbot, w, (1366, 768))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    bring_to(qtbot.waitUntil, w, "pairs", "summary", doubling_runner)
    w.dock.show()
    qtbot.waitUntil(lambda: w.score_view.isVisible())
    assert w.score_model.rowCount() >= 1  # the sheet has a row: the trap was there
    views = [v for v in w.findChildren(QAbstractItemView) if v.isVisible()]
    assert w.score_view in views
    for stop in tab_stops(w):
        for modifier in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            stop.setFocus(Qt.FocusReason.TabFocusReason)
            if not stop.hasFocus():
                continue
            after = press(qtbot, Qt.Key.Key_Tab, modifier)
            trapped = after is stop or (isinstance(stop, QAbstractItemView) and stop.isAncestorOf(after))
            assert not trapped, \
                f"{type(stop).__name__} {stop.objectName()!r} keeps Tab ({modifier})"
    # a whole walk from the table reaches the score sheet and comes back to the table
    w.table.setFocus(Qt.FocusReason.OtherFocusReason)
    seen = []
    for _ in range(40):
        focus = press(qtbot, Qt.Key.Key_Tab)
        if focus is w.table:
            break
        seen.append(focus)
    else:
        raise AssertionError(f"Tab never came back to the table: {[type(s).__name__ for s in seen]}")
    assert w.score_view in seen and w.table.summary.button in seen
    missed = [f"{type(x).__name__} {x.objectName()!r}" for x in tab_stops(w) if x not in seen and x is not w.table]
    assert missed == [], missed  # every control of the window is on the walk


def test_the_tables_of_dialogs_let_tab_go(qtbot, tmp_path):
    from stats_helpers import weeks_of_play

    from botifarra_desktop.storage.paths import AppDirs
    from botifarra_desktop.storage.saves import SaveStore
    from botifarra_desktop.ui.files.saves_dialog import OpenGameDialog
    from botifarra_desktop.ui.files.stats_dialog import StatisticsDialog

    for dialog in (OpenGameDialog(SaveStore(AppDirs.under(tmp_path))), StatisticsDialog(weeks_of_play())):
        qtbot.addWidget(dialog)
        views = dialog.findChildren(QAbstractItemView)
        assert views and all(not v.tabKeyNavigation() for v in views), type(dialog).__name__
