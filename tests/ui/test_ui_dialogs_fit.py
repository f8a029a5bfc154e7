"""Past hands, Open a saved game and How to play open inside the screen: on an 800x600 screen none of them is
larger than the screen (their buttons stay in sight); on a larger one they keep their roomy size."""

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen

from botifarra_desktop.storage.history import HandHistory
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.saves import SaveStore
from botifarra_desktop.ui.common.screen_fit import DIALOG_MARGIN
from botifarra_desktop.ui.dialogs.preferences import RulesDialog
from botifarra_desktop.ui.files.history_dialog import HandHistoryDialog
from botifarra_desktop.ui.files.saves_dialog import OpenGameDialog

DIALOGS = {
    "past hands": (lambda dirs: HandHistoryDialog(HandHistory(dirs)), QSize(1100, 700)),
    "open a saved game": (lambda dirs: OpenGameDialog(SaveStore(dirs)), QSize(1050, 500)),
    "how to play": (lambda dirs: RulesDialog(), QSize(720, 640)),
}


def make_on(qtbot, monkeypatch, tmp_path, name, width, height):
    """The dialog ``name`` made on a screen whose free area is ``width`` x ``height``."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, width, height))
    dialog = DIALOGS[name][0](AppDirs.under(tmp_path))
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("name", DIALOGS)
def test_on_an_800x600_screen_the_dialog_is_smaller_than_the_screen(qtbot, monkeypatch, tmp_path, name):
    dialog = make_on(qtbot, monkeypatch, tmp_path, name, 800, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = QSize(800, 600) - DIALOG_MARGIN
    assert dialog.width() <= room.width() and dialog.height() <= room.height(), (name, dialog.size())


@pytest.mark.parametrize("name", DIALOGS)
def test_on_a_large_screen_the_dialog_keeps_its_size(qtbot, monkeypatch, tmp_path, name):
    assert make_on(qtbot, monkeypatch, tmp_path, name, 1920, 1040).size() == DIALOGS[name][1]
