"""One window-modal dialog at a time: the menus that open dialogs (saved games, practice) show
them with ``open()``, not ``exec()``, so the event loop (and the table) keeps running, and a new
dialog from the same menu first closes the one on screen."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog


class OneDialog:
    """Holds the dialog a menu has on screen, if any (``current``)."""

    def __init__(self) -> None:
        self.current: Optional[QDialog] = None

    def show(self, dialog: QDialog) -> None:
        """Close the dialog on screen, then open ``dialog`` window-modal; it is deleted when closed."""
        self.close()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _r, d=dialog: self._finished(d))
        self.current = dialog
        dialog.open()

    def close(self) -> None:
        """Close the dialog on screen, if there is one."""
        if self.current is not None:
            self.current.close()

    def _finished(self, dialog: QDialog) -> None:
        if self.current is dialog:
            self.current = None
