"""The file dialogs (a practice scenario to open or save) in the large type of the other dialogs.

Tests run offscreen, where the system offers no file dialog of its own: Qt draws its own, the one
the app can style.  A real-window walk found it in Qt's small default type, beside dialogs in
large type for older players."""

from pathlib import Path

import pytest
from layout_helpers import table_window
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QHeaderView, QLineEdit, QTreeView, QWidget

from botifarra_desktop.ui.common.deck import CardRenderer, find_decks
from botifarra_desktop.ui.files.file_dialogs import file_dialog
from botifarra_desktop.ui.files.saves_dialog import make_readable
from botifarra_desktop.ui.practice.scenario_editor import ScenarioEditor
from botifarra_desktop.ui.practice.scenario_list import ScenarioListDialog


def dialog_type() -> float:
    """The point size of the app's other dialogs (Open game, Statistics, About…)."""
    box = QDialog()
    make_readable(box)
    size = box.font().pointSizeF()
    box.deleteLater()
    return size


def words_size(dialog: QFileDialog) -> float:
    """The point size the dialog's words are drawn in: the file name box."""
    edit = dialog.findChild(QLineEdit)
    edit.ensurePolished()
    return edit.fontInfo().pointSizeF()


@pytest.mark.parametrize("parent_sheet", ("", "QWidget { font-size: 16px; }"), ids=("window", "editor"))
def test_qts_own_file_dialog_has_the_type_of_the_other_dialogs(qtbot, tmp_path, parent_sheet):
    """Opened from the main window or from a window with a type of its own (the scenario editor's
    style sheet, which would pass on to the dialog), the words are as large as the other dialogs'."""
    parent = QWidget()
    parent.setStyleSheet(parent_sheet)
    qtbot.addWidget(parent)
    for save in (False, True):
        dialog = file_dialog(parent, "Open a scenario", str(tmp_path), "Scenarios (*.json)", save=save)
        assert dialog_type() >= 14
        assert words_size(dialog) == pytest.approx(dialog_type(), abs=0.5)
        # a system's own dialog stays the system's: nothing asks Qt for its own one instead
        assert not dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
        assert dialog.acceptMode() == (QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
        # the columns show their whole words in that type: the name takes the room left
        header = dialog.findChild(QTreeView).header()
        assert header.sectionResizeMode(0) == QHeaderView.ResizeMode.Stretch
        assert all(header.sectionResizeMode(c) == QHeaderView.ResizeMode.ResizeToContents
                   for c in range(1, header.count()))
        dialog.deleteLater()


def answer_with(path: Path, seen: list):
    """When the file dialog is up: note the size of its words, choose ``path``."""
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QFileDialog)
        seen.append(words_size(dialog))
        dialog.selectFile(str(path))
        dialog.accept()
    QTimer.singleShot(0, answer)


def test_the_scenario_editor_and_the_practice_menu_ask_in_large_type(qtbot, tmp_path):
    decks = find_decks(None)
    editor = ScenarioEditor(CardRenderer(decks), decks[0].id, "en", start_dir=str(tmp_path))
    qtbot.addWidget(editor)
    editor.show()
    target = tmp_path / "mine.json"
    seen: list[float] = []
    answer_with(target, seen)
    assert editor.ask_save_path() == str(target)
    target.write_text("{}", encoding="utf-8")
    answer_with(target, seen)
    assert editor.ask_open_path() == str(target)
    w = table_window(qtbot, (1366, 768))

    def another_file() -> None:  # the practice menu lists its scenarios: "Another file…" asks for one
        listing = QApplication.activeModalWidget()
        assert isinstance(listing, ScenarioListDialog)
        answer_with(target, seen)
        listing.file_button.click()
    QTimer.singleShot(0, another_file)
    assert w.practice.ask_open_path() == str(target)
    assert seen == [pytest.approx(dialog_type(), abs=0.5)] * 3
