"""Saving that fails: each store on its own, told once, tried again.

The player's data is kept in four stores that save independently: the game in
play (the autosave), the past hands (hand history), the statistics and the
settings.  :class:`SaveHealth` runs each write; when one fails the others go on,
the failure is told once (which file, why, what is still saved) and that store
is tried again at its next write; when it works again -- and nothing it could
not write is still pending -- the player is told in the status bar.  Each message
names the file it is about: the one the error names when the storage says which
(a lock file, a folder in the way, a pending journal), else the store's file.
Nothing here raises.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Callable, Optional, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...storage.files import NotAFolder, NotRegularFile

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
    if isinstance(exc, NotRegularFile):
        return translate("Saving", "it is %1, not a file").replace("%1", kind_text(exc.what))
    if isinstance(exc, NotAFolder):
        return translate("Saving", "it is %1, not a folder").replace("%1", kind_text(exc.what))
    if code == errno.ENOTDIR:
        return translate("Saving", "a file is where a folder belongs")
    if code == errno.EISDIR:
        return translate("Saving", "a folder is where a file belongs")
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror.rstrip(". ")
    return (str(exc) or type(exc).__name__).rstrip(". ")


def kind_text(what: str) -> str:
    """What a special file is (storage.files.kind_of's words), in the player's language."""
    return {
        "a folder": translate("Saving", "a folder"),
        "a named pipe": translate("Saving", "a named pipe"),
        "a socket": translate("Saving", "a socket"),
        "a device": translate("Saving", "a device"),
        "a file": translate("Saving", "a file"),
        "a broken link": translate("Saving", "a broken link"),
    }.get(what, translate("Saving", "a special file"))


def file_of(exc: BaseException, path: Path) -> Path:
    """The file a failure is about: the one the error names (a lock file, a folder in the
    way, a pending journal), unless that is one of the write's temporary files."""
    named = getattr(exc, "filename", None)
    if isinstance(named, str) and named:
        p = Path(named)
        if not (p.name.startswith(".") and p.name.endswith(".tmp")):
            return p
    return path


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
        # store -> the file that error is about
        self.failing_files: dict[str, Path] = {}

    def attempt(self, store: str, path: Path, write: Callable[[], T],
                pending: Optional[Callable[[], bool]] = None) -> Optional[T]:
        """Run ``write`` for ``store`` (whose file is ``path``); its result, or ``None`` if it failed.
        ``pending()``: the store still holds something it could not write (then it has not
        recovered yet, whatever this write did)."""
        try:
            result = write()
        except (OSError, ValueError) as exc:
            first = store not in self.failing
            self.failing[store] = exc
            self.failing_files[store] = file_of(exc, path)
            if first:
                self.failed.emit(headline(store), self.details(store, path, exc))
            return None
        if pending is not None and pending():
            return result
        self.failing_files.pop(store, None)
        if self.failing.pop(store, None) is not None:
            self.recovered.emit(translate("Saving", "Saving works again: %1.").replace("%1", store_name(store)))
        return result

    def details(self, store: str, path: Path, exc: BaseException) -> str:
        lines = [translate("Saving", "File: %1").replace("%1", str(file_of(exc, path))),
                 translate("Saving", "Reason: %1.").replace("%1", reason(exc))]
        working = [store_name(s) for s in STORES if s not in self.failing]
        if working:
            lines.append(translate("Saving", "Still saved: %1.").replace("%1", ", ".join(working)))
        else:
            lines.append(translate("Saving", "Nothing can be saved at the moment; you can play on."))
        lines.append(translate("Saving", "Botifarra tries again by itself and tells you when it works again."))
        return "\n".join(lines)

    def unsaved_on_close(self, failing_before: set[str], settings_path: Optional[Path]) -> str:
        """What could not be saved while the window closed, as one message ("" if all was saved):
        the settings (if this window keeps them: ``settings_path``), and any store that first
        failed while closing."""
        lines = []
        error = self.failing.get(SETTINGS)
        if error is not None and settings_path is not None:
            lines.append(translate("MainWindow", "Your settings could not be saved in %1 when closing (%2). The "
                                                 "settings saved before are kept and used next time.")
                         .replace("%1", str(file_of(error, settings_path))).replace("%2", reason(error)))
        for store in (AUTOSAVE, HISTORY, STATISTICS):
            error = self.failing.get(store)
            if error is not None and store not in failing_before:
                where = translate("Saving", "File: %1").replace("%1", str(self.failing_files.get(store, "")))
                lines.append(headline(store) + "\n" + where + "\n"
                             + translate("Saving", "Reason: %1.").replace("%1", reason(error)))
        return "\n\n".join(lines)
