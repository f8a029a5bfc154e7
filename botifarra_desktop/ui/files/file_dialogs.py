"""Choosing a file (a practice scenario to open or to save) in the large type of the app's dialogs.

Where the system has a file dialog of its own (Windows, macOS, a Linux desktop whose Qt platform
theme offers one), Qt shows that one, in the system's type: it stays so, nothing here forces Qt's
own dialog.  Elsewhere Qt draws its own dialog, and that one gets the larger type every other
dialog of the app has (:func:`..common.typography.make_readable`), whatever type the window that opens
it has set for itself (the scenario editor's).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QHeaderView, QListView, QSplitter, QTreeView, QWidget

from ..common.screen_fit import fit_dialog
from ..common.typography import font_points, readable_font


def file_dialog(parent: Optional[QWidget], title: str, directory: str, filters: str, save: bool = False,
                confirm_overwrite: bool = True) -> QFileDialog:
    """A dialog that asks for a file to open (an existing one) or, with ``save``, a name to save
    under (asking before it replaces a file unless ``confirm_overwrite`` is off), in large type."""
    dialog = QFileDialog(parent, title, directory, filters)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setOption(QFileDialog.Option.DontConfirmOverwrite, not confirm_overwrite)
    # the type of a dialog of its own (``make_readable``), also as the dialog's own style sheet: a
    # style sheet of the window that opens it would win over a font, never over that
    font = readable_font(QApplication.font())
    dialog.setFont(font)
    dialog.setStyleSheet(f"QWidget {{ {font_points(font.pointSizeF())} }}")
    _room_for_large_type(dialog)
    return dialog


def _room_for_large_type(dialog: QFileDialog) -> None:
    """Qt's own dialog, larger (as the screen allows), its columns and places as wide as their words
    in the larger type: "Computer", "Folder", a whole date, never cut with "…".  (A system's dialog
    has none of these parts: nothing changes then.)"""
    fit_dialog(dialog, QSize(980, 620))
    files = dialog.findChild(QTreeView, "treeView")
    if files is not None:
        header = files.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the name: the room left
        for column in range(1, header.count()):  # size, kind, date: their whole words
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    places, splitter = dialog.findChild(QListView, "sidebar"), dialog.findChild(QSplitter, "splitter")
    if places is not None and splitter is not None and splitter.count() == 2:
        places.ensurePolished()
        need = places.sizeHintForColumn(0) + 2 * places.frameWidth() + places.verticalScrollBar().sizeHint().width()
        splitter.setSizes([need, max(1, dialog.width() - need)])


def chosen_path(dialog: QFileDialog) -> str:
    """Show ``dialog`` and wait: the file chosen, or "" when the player cancels.  The dialog goes
    away afterwards."""
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        files = dialog.selectedFiles()
        return files[0] if files else ""
    finally:
        dialog.deleteLater()
