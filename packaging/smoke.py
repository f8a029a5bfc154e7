"""Smoke test of a frozen Botifarra bundle, the same on Linux, macOS and Windows.

    python packaging/smoke.py PROGRAM [--expect-version X.Y.Z] [--hands N]

PROGRAM is the bundled executable: ``dist/botifarra/botifarra`` (Linux),
``Botifarra.app/Contents/MacOS/botifarra`` (macOS), ``botifarra.exe`` (Windows, from the
build folder or the installed one).  It runs

    PROGRAM --autoplay 1 --speed instant --level hard --report REPORT

offscreen (QT_QPA_PLATFORM=offscreen) with a throw-away data folder, waits for it to end
(a windowed Windows program has no console and no output: the JSON report it writes is what
is read), and checks: exit code 0; a report from a frozen program of the expected version;
the hand played to the end; the bot decisions came from a separate worker process (the
frozen worker started, imported the bots, loaded Hard's learned models with numpy and answered); and that worker is gone once the app
has ended.  Then it starts a longer game, waits for the app's note that its worker runs,
kills the app outright (SIGKILL; TerminateProcess on Windows, as Task Manager's End task)
and checks that the worker goes too.  Last, the LAN: a table with a password on 127.0.0.1
(``botifarra-host`` run by this script's Python from the checkout), which the bundle's own
``botifarra-join`` (next to PROGRAM) joins through the encrypted channel, with the frozen
cryptography and spake2: a wrong password is refused, the right one seats a computer player
that plays a hand to the end.  Prints one line per check and exits 1 on the first failure.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parents[1]


def _running(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie waiting for its parent does not)."""
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.OpenProcess.restype = ctypes.c_void_p
        handle = kernel32.OpenProcess(0x00100000 | 0x1000, False, pid)  # SYNCHRONIZE | QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        try:
            return kernel32.WaitForSingleObject(ctypes.c_void_p(handle), 0) == 0x102  # WAIT_TIMEOUT: still running
        finally:
            kernel32.CloseHandle(ctypes.c_void_p(handle))
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    state = subprocess.run(["ps", "-o", "stat=", "-p", str(pid)], capture_output=True, text=True).stdout.strip()
    return bool(state) and not state.startswith("Z")


def expected_version() -> str:
    sys.path.insert(0, str(ROOT))
    from botifarra_desktop import __version__

    return __version__


class SmokeFailure(Exception):
    pass


def check(ok: bool, what: str, detail: Any = "") -> None:
    if not ok:
        raise SmokeFailure(f"{what}{': ' if detail != '' else ''}{detail}")
    print(f"ok   {what}")


def run(program: Path, version: str, hands: int, timeout: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="botifarra-smoke-", ignore_cleanup_errors=True) as tmp:
        report_path = Path(tmp) / "report.json"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(Path(tmp) / "home"))
        # Hard: its learned reading loads numpy and the model files in the frozen bot worker
        cmd = [str(program), "--autoplay", str(hands), "--speed", "instant", "--level", "hard",
               "--report", str(report_path)]
        print("run  " + " ".join(cmd))
        t0 = time.monotonic()
        try:
            # subprocess waits for the process whatever its subsystem (a GUI .exe included)
            done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            raise SmokeFailure(f"the program did not end within {timeout:.0f} s") from exc
        seconds = time.monotonic() - t0
        output = (done.stdout + done.stderr).strip()
        if output:
            print("     program output: " + output.replace("\n", "\n     "))
        check(done.returncode == 0, "exit code 0", done.returncode)
        check(report_path.is_file(), "report written", report_path)
        report = json.loads(report_path.read_text(encoding="utf-8"))
    print(f"     {seconds:.1f} s; report: {json.dumps(report, sort_keys=True)}")
    check(report.get("state") == "finished" and report.get("code") == 0, "report says finished, exit code 0",
          report.get("code"))
    check(report.get("frozen") is True, "the program is a frozen bundle", report.get("frozen"))
    check(report.get("version") == version, f"version {version}", report.get("version"))
    check(report.get("hands") == hands, f"{hands} hand(s) played to the end", report.get("hands"))
    worker = report.get("bot_worker", {})
    pids = worker.get("pids", [])
    check(worker.get("decisions", 0) > 0, "the bots decided in the worker process", worker)
    check(len(pids) == 1 and pids[0] != report.get("pid"), "one worker, not the app's own process", pids)
    check(_gone_within(pids[0], 20.0) is not None, "the worker ended with the app", pids[0])
    return report


def _gone_within(pid: int, seconds: float) -> Optional[float]:
    t0 = time.monotonic()
    while _running(pid):
        if time.monotonic() - t0 > seconds:
            return None
        time.sleep(0.05)
    return time.monotonic() - t0


def run_killed(program: Path, timeout: float) -> None:
    """Kill the app in the middle of a game: its bot worker must not stay behind."""
    with tempfile.TemporaryDirectory(prefix="botifarra-smoke-", ignore_cleanup_errors=True) as tmp:
        report_path = Path(tmp) / "report.json"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(Path(tmp) / "home"))
        cmd = [str(program), "--autoplay", "50", "--speed", "normal", "--level", "medium",
               "--report", str(report_path)]
        print("run  " + " ".join(cmd) + "   (to be killed)")
        app = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        worker = None
        try:
            deadline = time.monotonic() + timeout
            while worker is None and time.monotonic() < deadline:
                ended = app.poll()
                if ended is not None:
                    raise SmokeFailure(f"the app ended (exit code {ended}) before its worker was noted")
                try:
                    note = json.loads(report_path.read_text(encoding="utf-8"))
                except (OSError, ValueError):
                    note = {}
                if note.get("state") == "playing" and note.get("bot_worker", {}).get("pids"):
                    worker = note["bot_worker"]["pids"][0]
                time.sleep(0.1)
            check(worker is not None, "the app noted its running worker", report_path)
            assert worker is not None
            time.sleep(1.0)  # let the worker think a while
            app.kill()
            app.wait(timeout=60)
            took = _gone_within(worker, 20.0)
            check(took is not None, "the worker ended after the app was killed", worker)
            print(f"     the worker went {took * 1000:.0f} ms after the app's end")
        finally:
            if app.poll() is None:
                app.kill()
                app.wait(timeout=60)


def join_program(program: Path) -> Path:
    """The bundle's botifarra-join: next to the game, with its suffix (``.exe`` on Windows)."""
    return program.with_name("botifarra-join" + program.suffix)


def _lines(stream: Any) -> "queue.Queue[Optional[str]]":
    """A process's output, line by line, from a thread (None at its end): read with a timeout."""
    lines: "queue.Queue[Optional[str]]" = queue.Queue()

    def pump() -> None:
        for line in stream:
            lines.put(line.rstrip("\r\n"))
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    return lines


def run_lan(program: Path, timeout: float) -> None:
    """The bundle's botifarra-join at a password table on 127.0.0.1: the encrypted channel in the bundle."""
    join = join_program(program)
    check(join.is_file(), "botifarra-join is next to the game", join)
    with tempfile.TemporaryDirectory(prefix="botifarra-smoke-", ignore_cleanup_errors=True) as tmp:
        right, wrong = Path(tmp) / "password", Path(tmp) / "wrong"
        right.write_text("smoke test table\n", encoding="utf-8")
        wrong.write_text("not the password\n", encoding="utf-8")
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
        env.pop("BOTIFARRA_PASSWORD", None)
        host_cmd = [sys.executable, "-m", "botifarra_desktop.net.headless", "--bind", "127.0.0.1", "--port", "0",
                    "--humans", "1", "--bots", "easy", "--hands", "1", "--bot-think", "0", "--pause", "0",
                    "--turn-time", "0", "--no-announce", "--password-file", str(right)]
        print("run  " + " ".join(host_cmd))
        host = subprocess.Popen(host_cmd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True)
        try:
            out = _lines(host.stdout)
            said: list[str] = []
            port = None
            deadline = time.monotonic() + timeout
            while port is None and time.monotonic() < deadline:
                try:
                    line = out.get(timeout=max(0.1, deadline - time.monotonic()))
                except queue.Empty:
                    break
                if line is None:
                    break
                said.append(line)
                found = re.search(r"listening on 127\.0\.0\.1:(\d+)", line)
                port = int(found.group(1)) if found else None
            check(port is not None, "the table listens on 127.0.0.1", "\n".join(said))
            address = f"127.0.0.1:{port}"
            refused = _join(join, [address, "--bot", "easy", "--password-file", str(wrong)], env, timeout)
            check(refused.returncode == 2 and "password" in refused.stderr.lower(),
                  "botifarra-join: a wrong password is refused", (refused.returncode, refused.stderr.strip()))
            seated = _join(join, [address, "--bot", "easy", "--password-file", str(right), "--name", "Smoke"], env,
                           timeout)
            print("     botifarra-join: " + seated.stdout.strip().replace("\n", "\n     botifarra-join: "))
            check(seated.returncode == 0, "botifarra-join: exit code 0", (seated.returncode, seated.stderr.strip()))
            check(re.search(r"^Seated at seat \d+ .*\(table code \d{3} \d{3} \d{3}\)$", seated.stdout, re.M) is not None,
                  "botifarra-join: seated through the encrypted channel, the table code shown", seated.stdout)
            check("Game over after 1 hand(s)" in seated.stdout, "botifarra-join: its computer player played the hand",
                  seated.stdout)
            host.wait(timeout=60)
            try:
                while (line := out.get(timeout=10)) is not None:
                    said.append(line)
            except queue.Empty:
                pass
            check(host.returncode == 0 and any("Game over after 1 hand(s)" in line for line in said),
                  "the table ended the game", "\n".join(said))
        finally:
            if host.poll() is None:
                host.kill()
                host.wait(timeout=60)


def _join(join: Path, args: list[str], env: dict[str, str], timeout: float) -> subprocess.CompletedProcess:
    cmd = [str(join), *args, "--timeout", "30"]
    print("run  " + " ".join(cmd))
    try:
        return subprocess.run(cmd, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        raise SmokeFailure(f"botifarra-join did not end within {timeout:.0f} s") from exc


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description="Smoke test of a frozen Botifarra bundle.")
    ap.add_argument("program", type=Path, help="the bundled executable")
    ap.add_argument("--expect-version", help="default: botifarra_desktop.__version__ of this checkout")
    ap.add_argument("--hands", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds before the run counts as hung")
    args = ap.parse_args(argv)
    if not args.program.is_file():
        print(f"smoke: no program at {args.program}", file=sys.stderr)
        return 1
    try:
        run(args.program, args.expect_version or expected_version(), args.hands, args.timeout)
        run_killed(args.program, args.timeout)
        run_lan(args.program, args.timeout)
    except SmokeFailure as exc:
        print(f"FAIL {exc}", file=sys.stderr)
        return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
