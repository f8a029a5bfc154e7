"""ui/lifecycle.py in this process: a signal closes the windows the normal way; the Windows mutex."""

from __future__ import annotations

import os
import signal
import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from botifarra_desktop.ui.lifecycle import APP_MUTEX, hold_app_mutex, quit_on_signals


class _Window(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.closed = 0

    def closeEvent(self, event) -> None:  # noqa: N802
        self.closed += 1
        super().closeEvent(event)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_closes_every_window_and_quits_the_loop(qapp, name):
    number = getattr(signal, name)
    before = signal.getsignal(number)
    window = _Window()
    window.show()
    restore = quit_on_signals(qapp)
    try:
        QTimer.singleShot(0, lambda: os.kill(os.getpid(), number))
        guard = QTimer()
        guard.setSingleShot(True)
        guard.timeout.connect(qapp.quit)  # only if the signal never arrives; the test then fails below
        guard.start(60_000)
        qapp.exec()
        guard.stop()
    finally:
        restore()
    assert window.closed == 1  # closeEvent ran: the game's own saving and shutdown path
    assert not window.isVisible()
    assert signal.getsignal(number) is before  # put back for whoever runs next


def test_the_mutex_exists_only_on_windows():
    handles = hold_app_mutex()
    if sys.platform != "win32":
        assert handles is None
        return
    import ctypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.OpenMutexW.restype = ctypes.c_void_p
    handle = kernel32.OpenMutexW(0x00100000, False, APP_MUTEX)  # SYNCHRONIZE
    assert handle, "the installer would not see a running game"
    kernel32.CloseHandle(ctypes.c_void_p(handle))
