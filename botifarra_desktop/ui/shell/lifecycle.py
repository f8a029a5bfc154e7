"""How the running app meets the system: a clean stop on a signal, and the Windows mutex.

* ``quit_on_signals(app)``: SIGTERM (logout, ``kill``, a package upgrade), SIGHUP (the
  terminal closed) and SIGINT (Ctrl+C) close every window the normal way (the game is
  saved, a hosted LAN table is closed for everyone, the bot worker is shut down) and
  quit the event loop.  Qt's loop runs in C++, so Python would only see the signal at
  the next Python call: ``signal.set_wakeup_fd`` plus a ``QSocketNotifier`` wake it at
  once.  POSIX only (Windows has no SIGTERM for GUI programs).
* ``hold_app_mutex()``: on Windows, a named mutex that lives as long as the app.  The
  installer (``AppMutex`` in packaging/windows/botifarra.iss) sees it and asks the
  player to close the game before files are replaced or removed.
"""

from __future__ import annotations

import signal
import socket
import sys
from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

#: Name of the mutex the app holds on Windows; packaging/windows/botifarra.iss checks it.
APP_MUTEX = "BotifarraDesktopRunning"
QUIT_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")

_held: list[Any] = []  # the mutex handles, alive until the process ends


def _close_and_quit(app: QCoreApplication) -> None:
    if isinstance(app, QApplication):
        app.closeAllWindows()  # each window's closeEvent saves and shuts its game down
        if app.quitOnLastWindowClosed() and not any(w.isVisible() for w in app.topLevelWidgets()):
            return  # Qt quits by itself once the last window is closed (a second quit would linger)
    app.quit()


def quit_on_signals(app: QCoreApplication) -> Callable[[], None]:
    """Install the handlers; returns a function that puts the previous ones back."""
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

    def handler(_signum: int, _frame: Any) -> None:
        QTimer.singleShot(0, lambda: _close_and_quit(app))  # not in the middle of whatever Python was doing

    previous = {}
    for name in QUIT_SIGNALS:
        number = getattr(signal, name, None)
        if number is not None:
            previous[number] = signal.signal(number, handler)

    def restore() -> None:
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
