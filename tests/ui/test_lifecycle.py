"""ui/lifecycle.py: a signal closes the windows the normal way (in a child process); the Windows mutex."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from botifarra_desktop.ui.shell.lifecycle import APP_MUTEX, hold_app_mutex


# Run in a child process: once a QApplication's event loop has been quit, Qt treats the
# application as closing, and the tests that follow in the same process would be disturbed.
CHILD = textwrap.dedent("""
    import os, signal, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QWidget
    from botifarra_desktop.ui.shell.lifecycle import quit_on_signals

    class Window(QWidget):
        closed = 0
        def closeEvent(self, event):
            Window.closed += 1
            super().closeEvent(event)

    number = getattr(signal, sys.argv[1])
    app = QApplication([])
    before = signal.getsignal(number)
    window = Window()
    window.show()
    restore = quit_on_signals(app)
    try:
        QTimer.singleShot(0, lambda: os.kill(os.getpid(), number))
        QTimer.singleShot(60_000, app.quit)  # only if the signal never arrives; the check then fails
        app.exec()
    finally:
        restore()
    print(Window.closed, window.isVisible(), signal.getsignal(number) is before)
""")


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_closes_every_window_and_quits_the_loop(name):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", CHILD, name], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    # closeEvent ran once (the game's own saving and shutdown path), the window is gone,
    # and the previous handler is back for whoever runs next
    assert done.stdout.split() == ["1", "False", "True"], done.stdout + done.stderr


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
