"""The new-game dialog from the keyboard, in a window as short as an 800×600 screen leaves it: the focus
starts on the way to play, Tab reaches every field, and the focused field is always in sight."""

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLineEdit, QRadioButton, QSpinBox, QWidget

from botifarra_desktop.ui.common.i18n import Translations
from botifarra_desktop.ui.common.screen_fit import DIALOG_MARGIN
from botifarra_desktop.ui.common.wrapping import WrappingCheckBox
from botifarra_desktop.ui.dialogs.new_game import SCROLL_GAP, NewGameDialog

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
    assert QApplication.focusWidget() is d.way_box
    # Down changes the way to play (a list's own key) and never scrolls the form
    qtbot.keyClick(d.way_box, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is d.way_box and bar.value() == 0 and in_sight(d, d.way_box)
    qtbot.keyClick(d.way_box, Qt.Key.Key_Up)
    assert d.way_box.currentData() == "pairs"

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
        if QApplication.focusWidget() is d.way_box:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is d.way_box and in_sight(d, d.way_box)


def on_screen(monkeypatch, width, height):
    """The screen's free area (without panels) is ``width`` x ``height``."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, width, height))


@pytest.mark.parametrize("lang", ["ca", "es", "en", "fr", "it", "pt"])
@pytest.mark.parametrize("way_name", ["three", "pairs"])
def test_on_an_800x600_screen_nothing_is_cut_and_the_fields_keep_clear_of_the_edge(qtbot, monkeypatch, lang, way_name):
    on_screen(monkeypatch, 800, 570)
    translations = Translations()
    translations.install(lang)
    try:
        d = NewGameDialog(NAMES, ["medium"] * 3, way_name=way_name)
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        room = QSize(800, 570) - DIALOG_MARGIN
        for size in (d.size(), d.minimumSizeHint()):
            assert size.width() <= room.width() and size.height() <= room.height(), size
        form, viewport = d.form_scroll.widget(), d.form_scroll.viewport()
        assert viewport.width() >= form.minimumSizeHint().width()  # the form is never cut on the right
        assert form.width() == viewport.width()
        shown = [w for w in form.findChildren(QWidget) if w.isVisibleTo(d)
                 and isinstance(w, (QComboBox, QLineEdit, QSpinBox, QAbstractButton))]
        for w in shown:  # every field and option clear of the scroll bar, and no option cut
            right = w.mapTo(viewport, QPoint(w.width(), 0)).x()
            assert right <= viewport.width() - SCROLL_GAP, (w, right, viewport.width())
            if isinstance(w, WrappingCheckBox):
                assert w.height() >= w.heightForWidth(w.width()), w.text()
    finally:
        translations.install("en")


def test_a_three_player_game_shows_its_whole_form_on_a_large_screen(qtbot, monkeypatch):
    on_screen(monkeypatch, 1366, 738)
    d = NewGameDialog(NAMES, ["medium"] * 3, way_name="three")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.form_scroll.verticalScrollBar().maximum() == 0  # nothing to scroll to
