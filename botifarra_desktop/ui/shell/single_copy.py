"""One copy of Botifarra per data folder.

Two copies writing the same files lose data (the autosave is last-writer-wins,
one copy's finished game would delete the other's autosave), so the first copy
to start holds a lock, ``botifarra.lock`` in the data folder (a
:class:`QLockFile`).  A lock left by a copy that died (``kill -9``, a power cut)
is taken over: Qt checks that the process named in it is gone; the lock never
goes stale by age, however long a game lasts.

The holder also listens on a local socket named from the data folder.  A second
copy asks the player (:func:`ask_second_copy`): bring the first copy's window
forward (the second copy sends "raise" and ends), play without saving (that
window writes nothing: no settings, no autosave, no history, no statistics), or
quit.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QByteArray, QCoreApplication, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate

LOCK_FILENAME = "botifarra.lock"
RAISE = b"raise\n"
ANSWER = b"raised\n"
# How long a second copy waits for the first one to answer (ms).
ANSWER_MS = 3000

# ``ask(unanswered) -> "raise" | "play" | "quit"``; ``unanswered``: the other copy did not answer last time.
Ask = Callable[[bool], str]


def server_name(data_folder: Path) -> str:
    """The local socket's name: the same for every copy using this data folder (and user)."""
    key = os.path.normcase(str(data_folder.expanduser().absolute()))
    return "botifarra-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:24]


class DataFolderLock(QObject):
    """The lock on one data folder and, once held, the socket other copies call."""

    # Another copy asked us to bring our window forward.
    raise_requested = Signal()

    def __init__(self, data_folder: Path, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.folder = data_folder
        self.path = data_folder / LOCK_FILENAME
        self.lock = QLockFile(str(self.path))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: Optional[QLocalServer] = None
        self.held = False

    def acquire(self) -> bool:
        """Take the lock (creating the folder); ``False`` if another live copy holds it.

        A folder where no lock can be made at all (read-only, no permission)
        counts as taken by us: nothing else can write there either, and each
        store says so itself when it fails.
        """
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if not self.lock.tryLock(0):
            if self.lock.error() == QLockFile.LockError.LockFailedError:
                return False
            return True
        self.held = True
        self._listen()
        return True

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.held:
            self.lock.unlock()
            self.held = False

    def ask_owner_to_raise(self, timeout_ms: int = ANSWER_MS) -> bool:
        """Ask the copy holding the lock to bring its window forward; whether it answered."""
        socket = QLocalSocket()
        socket.connectToServer(server_name(self.folder))
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(QByteArray(RAISE))
        socket.waitForBytesWritten(timeout_ms)
        answered = False
        while socket.waitForReadyRead(timeout_ms):
            if socket.canReadLine():
                answered = bytes(socket.readLine().data()) == ANSWER
                break
        socket.disconnectFromServer()
        return answered

    # ------------------------------------------------------------ the first copy's side
    def _listen(self) -> None:
        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # a socket left by a copy that died (we hold the lock now)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(name):
            server.newConnection.connect(self._connection)
            self.server = server

    def _connection(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        while socket.canReadLine():
            if bytes(socket.readLine().data()) == RAISE:
                self.raise_requested.emit()
                socket.write(QByteArray(ANSWER))
                socket.flush()


def bring_forward(window: QWidget) -> None:
    """Show ``window`` on top of the others, restored if it was minimised."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def ask_second_copy(unanswered: bool = False) -> str:
    """Ask the player what to do while another copy owns the data folder."""
    box = QMessageBox(QMessageBox.Icon.Information, translate("SingleCopy", "Botifarra"),
                      translate("SingleCopy", "Botifarra is already open with your saved games."))
    info = translate("SingleCopy", "Only one copy at a time can keep your game, past hands, statistics and settings. "
                                   "You can bring that window forward, or play here without saving anything.")
    if unanswered:
        info = translate("SingleCopy", "The other Botifarra window did not answer.") + "\n\n" + info
    box.setInformativeText(info)
    forward = box.addButton(translate("SingleCopy", "Bring that window forward"), QMessageBox.ButtonRole.AcceptRole)
    play = box.addButton(translate("SingleCopy", "Play without saving"), QMessageBox.ButtonRole.ActionRole)
    box.addButton(translate("SingleCopy", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(forward)
    box.exec()
    clicked = box.clickedButton()
    return "raise" if clicked is forward else "play" if clicked is play else "quit"


@dataclass
class Claim:
    """What this copy may do with the data folder: ``"owner"`` (keep everything),
    ``"not_saving"`` (another copy owns it) or ``"quit"`` (the player chose to)."""

    mode: str
    lock: DataFolderLock

    @property
    def saving(self) -> bool:
        return self.mode == "owner"

    def attach(self, window: QWidget) -> None:
        """The owner's window comes forward when another copy asks; a second copy's says it keeps nothing."""
        if self.mode == "owner":
            self.lock.raise_requested.connect(lambda: bring_forward(window))
        elif self.mode == "not_saving" and hasattr(window, "mark_not_saving"):
            window.mark_not_saving(not_saving_text())


def not_saving_text() -> str:
    return translate("SingleCopy", "Not saving: Botifarra is already open with your saved games in another window.")


def claim_data_folder(data_folder: Path, ask: Ask = ask_second_copy) -> Claim:
    """Take the data folder for this copy, or ask the player what to do if another copy has it."""
    lock = DataFolderLock(data_folder)
    if lock.acquire():
        return Claim("owner", lock)
    unanswered = False
    while True:
        choice = ask(unanswered)
        if choice != "raise":
            return Claim("not_saving" if choice == "play" else "quit", lock)
        if lock.ask_owner_to_raise():
            return Claim("quit", lock)
        unanswered = True
