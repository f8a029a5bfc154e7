"""Practice ▸ Open scenario: the scenarios by their titles, and a player's own file.

The bundled scenarios (``resources/scenarios``) are listed by their titles in the player's
language, each with its question under it (a tooltip holds the whole story), never as file names
inside the installed program.  **Another file…** lets the player open a scenario of their own
(made with the scenario editor, or given by a friend) from wherever it is, starting in their home
folder.  The dialog only chooses a file: opening and checking it is :meth:`.menu.Practice.open_scenario`'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...practice import load_scenario
from ..common.screen_fit import fit_dialog
from ..files.file_dialogs import chosen_path, file_dialog
from ..files.saves_dialog import make_readable
from .cards import fit_list_items

translate = QCoreApplication.translate

PATH = Qt.ItemDataRole.UserRole


def listed_scenarios(folder: Path, language: str) -> list[tuple[str, str, Path]]:
    """(title, question, file) of every scenario in ``folder`` that opens, by title; a file that
    does not open is left out (it would fail to open from the list too)."""
    out = []
    for path in sorted(folder.glob("*.json")):
        scenario, _message = load_scenario(path)
        if scenario is None:
            continue
        title = scenario.text("title", language) or path.stem.replace("-", " ")
        out.append((title, scenario.text("question", language), path))
    return sorted(out, key=lambda entry: entry[0].casefold())


class _Titles(QListWidget):
    """The scenarios, each as tall as its title and question at the list's width (never cut)."""

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        fit_list_items(self)


class ScenarioListDialog(QDialog):
    """Choose a scenario by its title, or another file (see the module's text); ``path`` once accepted."""

    def __init__(self, folder: Path, language: str, parent: Optional[QWidget] = None,
                 ask_file: Optional[Callable[[], str]] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Practice", "Open a scenario"))
        make_readable(self)
        # the file chosen, once the dialog is accepted
        self.path = ""
        self.ask_file = ask_file or self._ask_file
        intro = QLabel(translate("Practice", "Choose a position to play, or open a scenario file of your own."), self)
        intro.setWordWrap(True)
        self.list = _Titles(self)
        self.list.setWordWrap(True)
        self.list.setStyleSheet("QListWidget::item { padding: 6px; }")
        for title, question, path in listed_scenarios(folder, language):
            item = QListWidgetItem(title + ("\n" + question if question else ""))
            item.setData(PATH, str(path))
            item.setToolTip(question or title)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self.accept_chosen())
        self.list.setAccessibleName(translate("Practice", "Scenarios"))
        buttons = QDialogButtonBox(self)
        self.open_button = buttons.addButton(translate("Practice", "Play it"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.file_button = QPushButton(translate("Practice", "Another file…"), self)
        self.file_button.setToolTip(translate("Practice", "Open a scenario file of your own (made with the scenario "
                                                          "editor, or given to you)"))
        buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.open_button.clicked.connect(self.accept_chosen)
        self.open_button.setEnabled(self.list.count() > 0)
        self.file_button.clicked.connect(self.open_other_file)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.list, 1)
        lay.addWidget(buttons)
        self.open_button.setDefault(True)
        fit_dialog(self, QSize(640, 520))
        self.list.setFocus()

    def accept_chosen(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.path = str(item.data(PATH))
            self.accept()

    def open_other_file(self) -> None:
        path = self.ask_file()
        if path:
            self.path = path
            self.accept()

    def _ask_file(self) -> str:
        return chosen_path(file_dialog(self, translate("Practice", "Open a scenario"), str(Path.home()),
                                       translate("Practice", "Scenarios (*.json)")))


def ask_scenario(folder: Path, language: str, parent: Optional[QWidget]) -> str:
    """Show the list and wait: the file chosen, or "" when the player cancels."""
    dialog = ScenarioListDialog(folder, language, parent)
    try:
        return dialog.path if dialog.exec() == QDialog.DialogCode.Accepted else ""
    finally:
        dialog.deleteLater()
