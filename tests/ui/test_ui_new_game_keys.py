"""The new-game dialog from the keyboard, in a window as short as an 800×600 screen leaves it: the focus
starts on the way to play, Tab reaches every field, and the focused field is always in sight."""

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLineEdit, QRadioButton, QSpinBox

from botifarra_desktop.ui.dialogs.new_game import NewGameDialog

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]


def in_sight(d, widget):
    """Whether ``widget`` lies wholly inside the part of the form the scroll area shows."""
    viewport = d.form_scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def test_the_keyboard_starts_on_the_way_to_play_and_reaches_every_field_in_sight(qtbot):
    d = NewGameDialog(NAMES, ["medium"] * 3)
    qtbot.addWidget(d)
    d.resize(d.width(), 480)  # 600 px of screen less the panels and the title bar: the form scrolls
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    bar = d.form_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the form must be taller than the dialog for this test"
    assert QApplication.focusWidget() is d.mode
    # Down changes the way to play (a list's own key) and never scrolls the form
    qtbot.keyClick(d.mode, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is d.mode and bar.value() == 0 and in_sight(d, d.mode)
    qtbot.keyClick(d.mode, Qt.Key.Key_Up)
    assert d.mode.currentData() == "pairs"

    fields = [w for kind in (QComboBox, QLineEdit, QSpinBox, QAbstractButton)
              for w in d.form_scroll.widget().findChildren(kind)
              if w.isVisibleTo(d) and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
              and not isinstance(w.parentWidget(), QSpinBox)
              and not (isinstance(w, QRadioButton) and not w.isChecked())]  # a radio group: Tab reaches the one set
    reached = set()
    for _ in range(3 * len(fields)):
        focus = QApplication.focusWidget()
        if d.form_scroll.widget().isAncestorOf(focus):
            target = focus.parentWidget() if isinstance(focus.parentWidget(), QSpinBox) else focus
            reached.add(target)
            assert in_sight(d, target), f"{target!r} has the focus out of sight"
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    assert set(fields) <= reached
    # the arrows move within a radio group: "Play N hands" from "Play to"
    d.to_target.setFocus()
    qtbot.keyClick(d.to_target, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is d.to_hands and d.to_hands.isChecked() and in_sight(d, d.to_hands)
    # and back up with Shift+Tab: the first choice comes back into sight
    for _ in range(3 * len(fields)):
        if QApplication.focusWidget() is d.mode:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is d.mode and in_sight(d, d.mode)
