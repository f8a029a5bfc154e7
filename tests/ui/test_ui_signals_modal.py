"""SIGTERM with each modal dialog open: the app ends the normal way, saving what is in play.

Each case runs the real app (``run``: lock, second-copy question, first start, window, signal
handlers) in a child process on a fresh data folder.  The child opens the dialog, waits until
it is the active modal widget, then sends itself SIGTERM.  An exit code of 0 means the normal
path ended it (the last-resort exit would give 143); a hang fails on the subprocess timeout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

CHILD = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from botifarra_desktop.__main__ import parse_args
    from botifarra_desktop.storage import AppDirs, Settings, SettingsStore
    from botifarra_desktop.storage.filelock import HeldLock
    from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
    from botifarra_desktop.ui.shell.app import run
    from botifarra_desktop.ui.shell.main_window import MainWindow

    sys.path.insert(0, sys.argv[2])
    from ui_helpers import RandomLegal

    case = sys.argv[1]
    dirs = AppDirs.under(os.environ["BOTIFARRA_HOME"])
    if case != "first_start":
        SettingsStore(dirs).save(Settings(first_start_done=True, animation_speed="instant"))
    other = None
    if case == "second_copy":
        other = HeldLock(dirs.data / "botifarra.lock")  # another copy holds the folder (and never answers)
        assert other.acquire()
    if case == "no_lock":
        (dirs.data / "botifarra.lock").mkdir(parents=True)  # no lock file can be made

    OPEN = {
        "preferences": lambda w: w.preferences(),
        "new_game": lambda w: w.new_game(),
        "save_as": lambda w: w.files.save_as(),
        "open_game": lambda w: w.files.open_game(),
        "past_hands": lambda w: w.files.past_hands(),
        "statistics": lambda w: w.files.statistics(),
        "host_lobby": lambda w: w.lan.host_game(),
        "join": lambda w: w.lan.join_game(),
        "problem_box": lambda w: w.closing_warning("a message box, as on closing"),
    }
    state = {"opened": False, "sent": False}

    def watch():
        app = QApplication.instance()
        if state["sent"]:
            return
        modal = QApplication.activeModalWidget()
        if modal is not None and (state["opened"] or case in ("first_start", "second_copy", "no_lock")):
            print("modal", type(modal).__name__, flush=True)
            state["sent"] = True
            os.kill(os.getpid(), signal.SIGTERM)
            return
        if case in OPEN and not state["opened"]:
            windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
            if windows and windows[0].controller.session is not None and windows[0].controller.request is not None:
                state["opened"] = True
                # from the next loop turn: a dialog's exec() must not run inside this timer's slot
                QTimer.singleShot(0, lambda: OPEN[case](windows[0]))

    timer = QTimer()
    timer.timeout.connect(watch)
    app = QApplication([])
    timer.start(20)
    args, _ = parse_args(["--language", "en", "--speed", "instant"])
    code = run(args, ["botifarra"], lambda levels, seed: InlineBotRunner({s: RandomLegal(seed + s) for s in levels}))
    print("exit", code, flush=True)
""")

CASES = ["first_start", "second_copy", "no_lock", "preferences", "new_game", "save_as", "open_game", "past_hands",
         "statistics", "host_lobby", "join", "problem_box"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("case", CASES)
def test_sigterm_with_a_modal_dialog_open_ends_the_app(tmp_path, case):
    home = tmp_path / "home"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(home))
    here = str(Path(__file__).resolve().parent)
    done = subprocess.run([sys.executable, "-c", CHILD, case, here], capture_output=True, text=True, timeout=120,
                          env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.split("\n")
    assert any(line.startswith("modal ") for line in lines), done.stdout + done.stderr
    assert "exit 0" in lines and "Traceback" not in done.stderr, done.stdout + done.stderr
    data = home / "data"
    if case == "first_start":  # not answered: asked again next time
        assert not json.loads((home / "config" / "settings.json").read_text()).get("first_start_done", False) \
            if (home / "config" / "settings.json").exists() else True
    if case in ("first_start", "second_copy", "no_lock"):
        assert not (data / "autosave.json").exists()  # nothing was in play
    else:  # the game on the table was saved, the folder's lock let go
        saved = json.loads((data / "autosave.json").read_text())
        assert saved["kind"] == "saved-game" and saved["summary"]["phase"] != "game_over"
        assert not (data / "botifarra.lock").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_the_bot_worker_ignores_ctrl_c_from_its_first_instruction():
    """A worker still importing when Ctrl+C reaches the process group must not print a
    KeyboardInterrupt traceback: it is started with SIGINT already ignored."""
    import signal

    from botifarra_desktop.ui.play.bot_runner import interrupts_ignored_by_children

    probe = "import signal; print(signal.getsignal(signal.SIGINT) is signal.SIG_IGN)"
    inherited = signal.getsignal(signal.SIGINT)
    # as in the app, Ctrl+C is handled here: a test run started in the background (``cmd &``) inherits
    # SIGINT ignored, and its children would too, whatever the app does
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with interrupts_ignored_by_children():
            started = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
        assert started.stdout.strip() == "True"
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # the app's own handler is back
        plain = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
        assert plain.stdout.strip() == "False"
    finally:
        signal.signal(signal.SIGINT, inherited)
