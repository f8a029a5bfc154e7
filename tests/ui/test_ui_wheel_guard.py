"""The mouse wheel passing over a setting changes nothing (issue 45, point 3): in every dialog, a
combo box, spin box or slider without the focus lets the wheel go on (a scrolled form scrolls);
scrolling the New game dialog at 800x600 used to change "First to make trump" and the Rules."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollArea,
    QScrollBar,
    QWidget,
)

from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import CardRenderer, find_decks

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]


def make(name: str, tmp_path) -> QWidget:
    from stats_helpers import weeks_of_play

    from botifarra_desktop.practice import load_lessons
    from botifarra_desktop.resources import resource
    from botifarra_desktop.ui.dialogs.new_game import NewGameDialog
    from botifarra_desktop.ui.dialogs.preferences import PreferencesDialog
    from botifarra_desktop.ui.files.stats_dialog import StatisticsDialog
    from botifarra_desktop.ui.lan.join import JoinDialog
    from botifarra_desktop.ui.lan.lobby import HostLobbyDialog
    from botifarra_desktop.ui.practice.coach_dialog import CoachDialog
    from botifarra_desktop.ui.practice.deal_dialog import DealNumberDialog
    from botifarra_desktop.ui.practice.scenario_editor import ScenarioEditor
    from botifarra_desktop.ui.shell.first_start import FirstStartDialog

    decks = find_decks(None)
    return {
        "new game": lambda: NewGameDialog(NAMES, ["medium"] * 3),
        "preferences": lambda: PreferencesDialog(Settings(), decks, "en"),
        "host": lambda: HostLobbyDialog(Settings(), bind="127.0.0.1", port=0, announce=False),
        "join": lambda: JoinDialog("Jo"),
        "deal number": lambda: DealNumberDialog(7),
        "scenario editor": lambda: ScenarioEditor(CardRenderer(decks), decks[0].id, "en", start_dir=str(tmp_path)),
        "first start": lambda: FirstStartDialog(Settings(), "en"),
        "statistics": lambda: StatisticsDialog(weeks_of_play()),
        "review": lambda: review_dialog(decks),
        "coach": lambda: CoachDialog(load_lessons(resource("coach"))[0], CardRenderer(decks), decks[0].id, "en"),
    }[name]()


DIALOGS = ["new game", "preferences", "host", "join", "deal number", "scenario editor", "first start",
           "statistics", "review", "coach"]


def review_dialog(decks):
    """The review of a game's hands: its Hand chooser is a combo box."""
    from test_ui_practice_review import game_hands

    from botifarra_desktop.ui.practice.review_dialog import ReviewDialog

    hands = game_hands(3)
    return ReviewDialog(hands[3], CardRenderer(decks), decks[0].id, "Hand 3", hands=hands, rollouts=4)


def state(control: QWidget):
    if isinstance(control, QComboBox):
        return control.currentIndex(), control.currentText()
    if isinstance(control, QAbstractSpinBox):
        return control.text()
    return control.value()


def wheel(target: QWidget, up: bool) -> None:
    centre = QPointF(target.rect().center())
    event = QWheelEvent(centre, QPointF(target.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 if up else -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(target, event)


@pytest.fixture
def guarded(qtbot):
    """The application as the game runs it (its main window installs the guard)."""
    from layout_helpers import table_window

    table_window(qtbot, (800, 600))


@pytest.mark.parametrize("name", DIALOGS)
def test_the_wheel_over_a_form_control_without_the_focus_changes_nothing(qtbot, tmp_path, guarded, name):
    dialog = make(name, tmp_path)
    qtbot.addWidget(dialog)
    dialog.resize(780, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()  # the focus a click or Tab gives arrives only in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    controls = [c for c in dialog.findChildren(QWidget) if isinstance(c, (QComboBox, QAbstractSpinBox, QAbstractSlider)) and not isinstance(c, QScrollBar)
                and c.isVisible() and c.isEnabled() and not isinstance(c.parentWidget(), QAbstractSpinBox)]
    if name not in ("join", "coach"):
        assert controls, f"the {name} dialog has no form control any more: take it off the list"
    for control in controls:
        assert control.focusPolicy() != Qt.FocusPolicy.WheelFocus, control  # passing over it never takes it
        dialog.setFocus()
        before = state(control)
        for up in (True, False, False, True, False):
            wheel(control, up)
            if isinstance(control, QAbstractSpinBox):
                wheel(control.findChild(QWidget), up)  # its line edit
            assert state(control) == before, f"{name}: the wheel changed {type(control).__name__} {control}"
        # once the player has used it (a key on it, here Shift) the wheel changes it as usual
        if isinstance(control, QComboBox) and control.count() > 1:
            control.setFocus(Qt.FocusReason.TabFocusReason)
            qtbot.keyClick(control, Qt.Key.Key_Shift)
            control.setCurrentIndex(0)
            wheel(control, False)
            assert control.currentIndex() == 1, name


def test_the_wheel_over_a_setting_scrolls_the_new_game_form_at_800x600(qtbot, guarded, tmp_path):
    dialog = make("new game", tmp_path)
    qtbot.addWidget(dialog)
    dialog.resize(780, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    scroll = next(s for s in dialog.findChildren(QScrollArea) if s.verticalScrollBar().maximum() > 0)
    bar = scroll.verticalScrollBar()
    bar.setValue(0)
    combo = next(c for c in scroll.widget().findChildren(QComboBox)
                 if c.isVisible() and scroll.viewport().rect().contains(c.mapTo(scroll.viewport(), QPoint(2, 2))))
    dialog.setFocus()
    wheel(combo, False)
    assert bar.value() > 0  # the form went down, the setting under the pointer stayed as it was


def test_the_field_a_dialog_focuses_on_opening_takes_the_wheel_only_once_the_player_uses_it(qtbot, guarded, tmp_path):
    dialog = make("new game", tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    way = dialog.way_box
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    way.setFocus(Qt.FocusReason.ActiveWindowFocusReason)  # where the dialog puts the focus on opening
    assert way.hasFocus()
    before = way.currentIndex()
    wheel(way, False)
    assert way.currentIndex() == before  # the pointer passing over it while scrolling the form
    qtbot.keyClick(way, Qt.Key.Key_Down)  # the player uses it: from now on the wheel changes it too
    after_key = way.currentIndex()
    assert after_key != before
    wheel(way, False)
    assert way.currentIndex() != after_key


def test_tab_into_a_setting_lets_the_wheel_change_it(qtbot, guarded, tmp_path):
    dialog = make("new game", tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    dialog.way_box.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.keyClick(dialog.way_box, Qt.Key.Key_Tab)  # on to the next field: Rules
    chosen = QApplication.focusWidget()
    assert isinstance(chosen, QComboBox) and chosen is not dialog.way_box
    before = chosen.currentIndex()
    wheel(chosen, before != 0)  # down from the first entry, else up
    assert chosen.currentIndex() != before
