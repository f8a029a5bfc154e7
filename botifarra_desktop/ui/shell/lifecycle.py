"""How the running app meets the system: a clean stop on a signal, and the Windows mutex.

* ``quit_on_signals(app)``: SIGTERM (logout, ``kill``, a package upgrade), SIGHUP (the
  terminal closed) and SIGINT (Ctrl+C) close every window the normal way (the game is
  saved, a hosted LAN table is closed for everyone, the bot worker is shut down) and
  quit the event loop.  Qt's loop runs in C++, so Python would only see the signal at
  the next Python call: ``signal.set_wakeup_fd`` plus a ``QSocketNotifier`` wake it at
  once.  Whatever is open goes too: every modal dialog (the first-start questions, the
  second-copy question, a message box, a LAN lobby) is ended as if cancelled, which
  also ends the nested event loop it runs in, and :func:`quit_requested` tells the
  start-up steps not to go on (a dialog before the main loop would otherwise lead to a
  window nobody asked for).  If, against all that, the app is still running
  ``HARD_EXIT_SECONDS`` after the signal, it ends at once (the game in play was saved
  at its last settled moment).  POSIX only (Windows has no SIGTERM for GUI programs).
* ``hold_app_mutex()``: on Windows, a named mutex that lives as long as the app.  The
  installer (``AppMutex`` in packaging/windows/botifarra.iss) sees it and asks the
  player to close the game before files are replaced or removed.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
import threading
from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QDialog

#: Name of the mutex the app holds on Windows; packaging/windows/botifarra.iss checks it.
APP_MUTEX = "BotifarraDesktopRunning"
QUIT_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")

#: Seconds after a quit signal before the app ends without waiting any longer.
HARD_EXIT_SECONDS = 8.0

_held: list[Any] = []  # the mutex handles, alive until the process ends
_requested: list[int] = []  # the signals received since the handlers were installed


def quit_requested() -> bool:
    """A quit signal arrived: start-up steps stop, closing messages are not waited on."""
    return bool(_requested)


def end_modal_dialogs(app: QCoreApplication) -> int:
    """End every modal dialog as if cancelled (its ``exec`` returns); how many were open."""
    ended = 0
    for _ in range(32):  # a dialog that refuses to go must not keep us here
        widget = QApplication.activeModalWidget() if isinstance(app, QApplication) else None
        if widget is None:
            break
        if isinstance(widget, QDialog):
            widget.done(QDialog.DialogCode.Rejected)
        widget.close()
        widget.hide()
        ended += 1
    return ended


def _close_and_quit(app: QCoreApplication) -> None:
    end_modal_dialogs(app)
    if isinstance(app, QApplication):
        app.closeAllWindows()  # each window's closeEvent saves and shuts its game down
        if app.quitOnLastWindowClosed() and not any(w.isVisible() for w in app.topLevelWidgets()):
            return  # Qt quits by itself once the last window is closed (a second quit would linger)
    app.quit()


def quit_on_signals(app: QCoreApplication, hard_exit: bool = False) -> Callable[[], None]:
    """Install the handlers; returns a function that puts the previous ones back.
    ``hard_exit``: arm the last-resort exit (the app's own run; never inside a test process)."""
    if sys.platform == "win32":
        return lambda: None
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    old_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)

    def drain() -> None:  # the Python handler below runs as soon as Python code runs
        try:
            while reader.recv(64):
                pass
        except OSError:
            pass

    notifier.activated.connect(drain)
    watchdog: list[threading.Timer] = []

    def handler(signum: int, _frame: Any) -> None:
        first = not _requested
        _requested.append(signum)
        QTimer.singleShot(0, lambda: _close_and_quit(app))  # not in the middle of whatever Python was doing
        if first and hard_exit:
            timer = threading.Timer(HARD_EXIT_SECONDS, os._exit, args=(128 + signum,))
            timer.daemon = True
            timer.start()
            watchdog.append(timer)

    previous = {}
    for name in QUIT_SIGNALS:
        number = getattr(signal, name, None)
        if number is not None:
            previous[number] = signal.signal(number, handler)

    def restore() -> None:
        for timer in watchdog:
            timer.cancel()
        _requested.clear()
        notifier.setEnabled(False)
        for number, old in previous.items():
            signal.signal(number, old)
        signal.set_wakeup_fd(old_fd)
        reader.close()
        writer.close()

    return restore


def hold_app_mutex(name: str = APP_MUTEX) -> Optional[list[int]]:
    """Windows: create the app's named mutexes (this session's and the global one)."""
    if sys.platform != "win32":
        return None
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.CreateMutexW.restype = wintypes.HANDLE
    kernel32.CreateMutexW.argtypes = (ctypes.c_void_p, wintypes.BOOL, wintypes.LPCWSTR)
    handles = []
    for full in (name, "Global\\" + name):  # Inno Setup's advice: both, for other sessions too
        handle = kernel32.CreateMutexW(None, False, full)
        if handle:
            handles.append(handle)
    _held.extend(handles)
    return handles
