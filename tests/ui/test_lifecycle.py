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
    send, guard = QTimer(), QTimer()
    try:
        send.setSingleShot(True)
        send.timeout.connect(lambda: os.kill(os.getpid(), number))
        send.start(0)
        guard.setSingleShot(True)
        guard.timeout.connect(qapp.quit)  # only if the signal never arrives; the test then fails below
        guard.start(60_000)
        qapp.exec()
    finally:
        send.stop()  # never a signal left to arrive after the handlers are gone
        guard.stop()
        restore()
    # Qt's own quit once the last window closed is all there was: nothing left to end a later loop
    loop_ended = []
    QTimer.singleShot(0, lambda: (loop_ended.append(True), qapp.quit()))
    qapp.exec()
    assert loop_ended == [True]
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
