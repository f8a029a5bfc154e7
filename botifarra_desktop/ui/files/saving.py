"""Saving that fails: each store on its own, told once, tried again.

The player's data is kept in four stores that save independently: the game in
play (the autosave), the past hands (hand history), the statistics and the
settings.  :class:`SaveHealth` runs each write; when one fails the others go on,
the failure is told once (which file, why, what is still saved) and that store
is tried again at its next write; when it works again the player is told in the
status bar.  Nothing here raises.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Callable, Optional, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal

translate = QCoreApplication.translate

AUTOSAVE, HISTORY, STATISTICS, SETTINGS = "autosave", "history", "statistics", "settings"
STORES = (AUTOSAVE, HISTORY, STATISTICS, SETTINGS)
T = TypeVar("T")

_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_DENIED = {errno.EACCES, errno.EPERM}


def headline(store: str) -> str:
    """What could not be saved, as a sentence."""
    return {
        AUTOSAVE: translate("Saving", "The game in play could not be saved."),
        HISTORY: translate("Saving", "The past hands could not be saved."),
        STATISTICS: translate("Saving", "Your statistics could not be saved."),
        SETTINGS: translate("Saving", "Your settings could not be saved."),
    }[store]


def store_name(store: str) -> str:
    """The store in a list ("still saved: …")."""
    return {
        AUTOSAVE: translate("Saving", "the game in play"),
        HISTORY: translate("Saving", "the past hands"),
        STATISTICS: translate("Saving", "the statistics"),
        SETTINGS: translate("Saving", "the settings"),
    }[store]


def reason(exc: BaseException) -> str:
    """Why a write failed, in words (never "(None)")."""
    code = getattr(exc, "errno", None)
    if code in _FULL:
        return translate("Saving", "the disk is full")
    if code in _DENIED:
        return translate("Saving", "Botifarra may not write in that folder")
    if code == errno.EROFS:
        return translate("Saving", "the disk or folder is read-only")
    if isinstance(exc, TimeoutError):
        return translate("Saving", "another copy of Botifarra kept the file busy")
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


class SaveHealth(QObject):
    """Runs the writes of every store and tells the player about failures once."""

    # A store stopped saving: (headline, details with the file, the reason and what still works).
    failed = Signal(str, str)
    # A store that had failed saves again (a line for the status bar).
    recovered = Signal(str)

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        # store -> the error of its last attempt, while it fails
        self.failing: dict[str, BaseException] = {}

    def attempt(self, store: str, path: Path, write: Callable[[], T]) -> Optional[T]:
        """Run ``write`` for ``store`` (whose file is ``path``); its result, or ``None`` if it failed."""
        try:
            result = write()
        except (OSError, ValueError) as exc:
            first = store not in self.failing
            self.failing[store] = exc
            if first:
                self.failed.emit(headline(store), self.details(store, path, exc))
            return None
        if self.failing.pop(store, None) is not None:
            self.recovered.emit(translate("Saving", "Saving works again: %1.").replace("%1", store_name(store)))
        return result

    def details(self, store: str, path: Path, exc: BaseException) -> str:
        lines = [translate("Saving", "File: %1").replace("%1", str(path)),
                 translate("Saving", "Reason: %1.").replace("%1", reason(exc))]
        working = [store_name(s) for s in STORES if s not in self.failing]
        if working:
            lines.append(translate("Saving", "Still saved: %1.").replace("%1", ", ".join(working)))
        else:
            lines.append(translate("Saving", "Nothing can be saved at the moment; you can play on."))
        lines.append(translate("Saving", "Botifarra tries again by itself and tells you when it works again."))
        return "\n".join(lines)

    def unsaved_on_close(self, failing_before: set[str], settings_kept: bool) -> str:
        """What could not be saved while the window closed, as one message ("" if all was saved):
        the settings (if this window keeps them), and any store that first failed while closing."""
        lines = []
        error = self.failing.get(SETTINGS)
        if error is not None and settings_kept:
            lines.append(translate("MainWindow", "Your settings could not be saved when closing (%1). The settings "
                                                 "saved before are kept and used next time.").replace("%1", reason(error)))
        for store in (AUTOSAVE, HISTORY, STATISTICS):
            error = self.failing.get(store)
            if error is not None and store not in failing_before:
                lines.append(headline(store) + " " + translate("Saving", "Reason: %1.").replace("%1", reason(error)))
        return "\n\n".join(lines)
