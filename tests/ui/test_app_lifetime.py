"""The bot worker ends with the app, however the app ends (SIGTERM, kill -9, a normal quit).

Each test starts the real program (`python -m botifarra_desktop --autoplay`, offscreen), waits
until its worker process runs, ends the app, and then polls until every process the app had
started is gone.  The bound is generous (a loaded machine is slow to schedule); the worker
normally goes within milliseconds.  A dead process not yet reaped by its new parent (a zombie)
counts as gone: it runs nothing and holds no file.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and ps")

GONE_WITHIN = 10.0  # seconds; generous, see the module docstring


def _children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-A", "-o", "pid=,ppid="], capture_output=True, text=True, check=True).stdout
    return [int(a) for a, b in (line.split() for line in out.splitlines() if line.strip()) if int(b) == pid]


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    state = subprocess.run(["ps", "-o", "stat=", "-p", str(pid)], capture_output=True, text=True).stdout.strip()
    return bool(state) and not state.startswith("Z")


def _start(tmp_path: Path, hands: int = 40, speed: str = "normal", level: str = "hard") -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(tmp_path),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with open(tmp_path / "stderr.txt", "w") as err:  # the child keeps its own copy of the file
        return subprocess.Popen([sys.executable, "-m", "botifarra_desktop", "--autoplay", str(hands), "--speed", speed,
                                 "--level", level, "--report", str(tmp_path / "report.json")],
                                env=env, stdout=subprocess.DEVNULL, stderr=err)


def _err(tmp_path: Path) -> str:
    return (tmp_path / "stderr.txt").read_text(encoding="utf-8", errors="replace")[-2000:]


def _worker_started(app: subprocess.Popen) -> list[int]:
    """The app's child processes once its bot worker runs (the resource tracker may be there too)."""
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        assert app.poll() is None, "the app ended before its bot worker started"
        out = subprocess.run(["ps", "-A", "-ww", "-o", "pid=,ppid=,args="], capture_output=True, text=True).stdout
        kids = [line.split(None, 2) for line in out.splitlines() if line.split()[1:2] == [str(app.pid)]]
        if any("spawn_main" in k[2] for k in kids if len(k) == 3):
            return [int(k[0]) for k in kids]
        time.sleep(0.1)
    raise AssertionError("the bot worker never started")


def _playing_note(path: Path, app: subprocess.Popen) -> dict:
    """The report's first note, written while the game goes on, once the worker runs."""
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        assert app.poll() is None, "the app ended before it noted its worker"
        try:
            note = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            note = {}
        if note.get("state") == "playing":
            return note
        time.sleep(0.05)
    raise AssertionError("no 'playing' note in the report")


def _gone(pids: list[int]) -> list[int]:
    deadline = time.monotonic() + GONE_WITHIN
    left = pids
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = [p for p in left if _running(p)]
    return left


def _end(app: subprocess.Popen, kids: list[int]) -> None:
    """Whatever the test found, leave no process behind."""
    if app.poll() is None:
        app.kill()
    app.wait(timeout=30)
    for pid in kids:
        if _running(pid):
            os.kill(pid, signal.SIGKILL)


def test_sigterm_quits_cleanly_and_takes_the_worker_along(tmp_path):
    app = _start(tmp_path)
    kids: list[int] = []
    try:
        kids = _worker_started(app)
        note = _playing_note(tmp_path / "report.json", app)
        assert note["bot_worker"]["pids"][0] in kids and note["pid"] == app.pid
        time.sleep(0.5)  # let a hand get going: the worker is busy thinking, not idle
        app.send_signal(signal.SIGTERM)
        app.wait(timeout=60)
        # handled: a clean quit (exit 0, the report written), not a death by signal (-15)
        assert app.returncode == 0, _err(tmp_path)
        report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
        assert report["state"] == "finished" and report["code"] == 0
        assert set(report["bot_worker"]["pids"]) <= set(kids)
        assert _gone(kids) == []
    finally:
        _end(app, kids)


def test_kill_9_of_the_app_leaves_no_worker(tmp_path):
    app = _start(tmp_path)
    kids: list[int] = []
    try:
        kids = _worker_started(app)
        time.sleep(0.5)
        app.send_signal(signal.SIGKILL)
        app.wait(timeout=60)
        assert app.returncode == -signal.SIGKILL
        assert _gone(kids) == [], "the bot worker outlived the app"
    finally:
        _end(app, kids)


def test_a_normal_end_leaves_no_worker(tmp_path):
    app = _start(tmp_path, hands=1, speed="instant", level="easy")
    workers: list[int] = []
    try:
        app.wait(timeout=300)
        assert app.returncode == 0, _err(tmp_path)
        report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
        assert report["hands"] == 1 and report["bot_worker"]["decisions"] > 0
        workers = report["bot_worker"]["pids"]
        assert len(workers) == 1 and workers[0] != app.pid
        assert _gone(workers) == []
    finally:
        _end(app, workers)


def test_report_needs_autoplay(tmp_path):
    from botifarra_desktop.__main__ import main

    assert main(["--report", str(tmp_path / "r.json")]) == 2
    assert not (tmp_path / "r.json").exists()
