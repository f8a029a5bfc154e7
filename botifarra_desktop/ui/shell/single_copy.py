"""One copy of Botifarra per data folder.

Two copies writing the same files lose data (the autosave is last-writer-wins,
one copy's finished game would delete the other's autosave), so the first copy
to start holds a lock on ``botifarra.lock`` in the data folder: the operating
system's lock on the open file (:class:`~botifarra_desktop.storage.filelock.HeldLock`),
which the system drops when the holder ends however it ends (``kill -9``, a
crash).  Whether the lock is free never depends on a process number, so a
number reused by an unrelated program, or a copy killed in one PID namespace
and started again in another, never keeps the player out; the lock never goes
stale by age, however long a game lasts.

No lock, no ownership: if the lock file cannot be made or written (a full disk,
a read-only folder, a folder in its place), the copy does not own the folder;
it tells the player why, naming the file, and offers to play without saving or
to quit (:func:`ask_without_lock`), like a second copy.

The holder also listens on a local socket named from the data folder.  A second
copy asks the player (:func:`ask_second_copy`): bring the first copy's window
forward (the second copy sends "raise" and ends), play without saving (that
window writes nothing: no settings, no autosave, no history, no statistics), or
quit.

The owner looks at its lock file every :data:`CHECK_MS`: one removed or
replaced while it runs is made again at once.  A copy that starts while the
lock file is missing still finds the owner by its socket and does not take the
folder; if another copy took it all the same, the owner stops saving and says
so (``lost``), and at quit it removes only its own lock file.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMessageBox, QWidget

from ...storage.filelock import HeldLock
from ..files.saving import reason

translate = QCoreApplication.translate

LOCK_FILENAME = "botifarra.lock"
RAISE = b"raise\n"
ANSWER = b"raised\n"
# How long a second copy waits for the first one to answer (ms).
ANSWER_MS = 3000
# How often the owner looks at its lock file (ms).
CHECK_MS = 2000

# ``ask(unanswered) -> "raise" | "play" | "quit"``; ``unanswered``: the other copy did not answer last time.
Ask = Callable[[bool], str]
# ``ask_no_lock(lock_file, error) -> "play" | "quit"``: the lock could not be made.
AskNoLock = Callable[[Path, OSError], str]


def server_name(data_folder: Path) -> str:
    """The local socket's name: the same for every copy using this data folder (and user)."""
    key = os.path.normcase(str(data_folder.expanduser().absolute()))
    return "botifarra-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:24]


class DataFolderLock(QObject):
    """The lock on one data folder and, once held, the socket other copies call."""

    # Another copy asked us to bring our window forward.
    raise_requested = Signal()
    # Another copy took the data folder while our lock file was gone: this copy must stop writing.
    lost = Signal()

    def __init__(self, data_folder: Path, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.folder = data_folder
        self.path = data_folder / LOCK_FILENAME
        self.lock = HeldLock(self.path)
        self.server: Optional[QLocalServer] = None
        # the lock file is looked at now and then: one removed or replaced is made again at once
        self.watch = QTimer(self)
        self.watch.setInterval(CHECK_MS)
        self.watch.timeout.connect(self.check)

    def check(self) -> bool:
        """Whether this copy still owns the folder (see ``HeldLock.check``); ``lost`` is
        emitted once when it does not."""
        if not self.lock.held:
            return False
        if self.lock.check(patience=2):  # not a copy that holds it a moment to see that we run
            return True
        self.watch.stop()
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lost.emit()
        return False

    @property
    def held(self) -> bool:
        return self.lock.held

    def acquire(self) -> bool:
        """Take the lock (creating the folder); ``False`` if another live copy holds it.
        Raises :class:`OSError` naming the file (``filename``) if no lock can be made:
        then this copy owns nothing."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise OSError(exc.errno, exc.strerror, str(self.folder)) from None
        if not self.lock.acquire():
            return False
        if self._owner_answers():  # a live copy whose lock file was removed: it still owns the folder
            self.lock.release()  # removes only the file this copy made
            return False
        self._listen()
        self.watch.start()
        return True

    def release(self) -> None:
        self.watch.stop()
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.release()

    def _owner_answers(self, timeout_ms: int = 500) -> bool:
        """Another copy listens on this folder's socket (it runs, whatever became of its lock file)."""
        socket = QLocalSocket()
        socket.connectToServer(server_name(self.folder))
        connected = socket.waitForConnected(timeout_ms)
        if connected:
            socket.disconnectFromServer()
        return connected

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


def ask_without_lock(lock_file: Path, error: OSError) -> str:
    """Ask the player what to do when no lock can be made on the data folder."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("SingleCopy", "Botifarra"),
                      translate("SingleCopy", "Botifarra could not create its lock file %1 (%2).")
                      .replace("%1", str(lock_file)).replace("%2", reason(error)))
    box.setInformativeText(translate("SingleCopy", "Without it, two copies of Botifarra could overwrite each other's "
                                                   "games, so this copy will not keep anything. You can play here "
                                                   "without saving, or quit and free some space first."))
    play = box.addButton(translate("SingleCopy", "Play without saving"), QMessageBox.ButtonRole.ActionRole)
    box.addButton(translate("SingleCopy", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(play)
    box.exec()
    return "play" if box.clickedButton() is play else "quit"


@dataclass
class Claim:
    """What this copy may do with the data folder: ``"owner"`` (keep everything),
    ``"not_saving"`` (another copy owns it, or no lock could be made: ``no_lock``
    says why) or ``"quit"`` (the player chose to)."""

    mode: str
    lock: DataFolderLock
    no_lock: Optional[OSError] = None

    @property
    def saving(self) -> bool:
        return self.mode == "owner"

    def attach(self, window: QWidget) -> None:
        """The owner's window comes forward when another copy asks; a second copy's says it keeps nothing."""
        if self.mode == "owner":
            self.lock.raise_requested.connect(lambda: bring_forward(window))
            if hasattr(window, "stop_saving"):
                self.lock.lost.connect(lambda: window.stop_saving(lost_lock_text(self.lock.path)))
        elif self.mode == "not_saving" and hasattr(window, "mark_not_saving"):
            window.mark_not_saving(not_saving_text(self.lock.path if self.no_lock is not None else None))


def not_saving_text(no_lock_file: Optional[Path] = None) -> str:
    if no_lock_file is not None:
        return translate("SingleCopy", "Not saving: the lock file %1 could not be created.").replace(
            "%1", str(no_lock_file))
    return translate("SingleCopy", "Not saving: Botifarra is already open with your saved games in another window.")


def lost_lock_text(lock_file: Path) -> str:
    return translate("SingleCopy", "Not saving: the lock file %1 was removed and another copy of Botifarra now "
                                   "keeps your saved games. From now on this window saves nothing.").replace(
        "%1", str(lock_file))


def claim_data_folder(data_folder: Path, ask: Ask = ask_second_copy,
                      ask_no_lock: AskNoLock = ask_without_lock) -> Claim:
    """Take the data folder for this copy, or ask the player what to do if another copy has it
    or no lock can be made."""
    lock = DataFolderLock(data_folder)
    try:
        owner = lock.acquire()
    except OSError as exc:
        choice = ask_no_lock(lock.path, exc)
        return Claim("not_saving" if choice == "play" else "quit", lock, no_lock=exc)
    if owner:
        return Claim("owner", lock)
    unanswered = False
    while True:
        choice = ask(unanswered)
        if choice != "raise":
            return Claim("not_saving" if choice == "play" else "quit", lock)
        if lock.ask_owner_to_raise():
            return Claim("quit", lock)
        unanswered = True
