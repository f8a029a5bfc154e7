"""A step of a test run done by one process only, however many pytest-xdist workers ask for it."""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
from collections.abc import Callable


def once_per_run(tmp_path_factory, name: str, run: Callable[[], subprocess.CompletedProcess]
                 ) -> subprocess.CompletedProcess:
    """``run()`` in the first process of this test run that asks; the others wait for it and get its result."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):  # a worker's folder is popen-gwN inside the run's folder
        shared = shared.parent
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        done = shared / f"{name}.json"
        if done.exists():
            kept = json.loads(done.read_text(encoding="utf-8"))
            return subprocess.CompletedProcess(kept["args"], kept["returncode"], kept["stdout"], kept["stderr"])
        proc = run()
        done.write_text(json.dumps({"args": proc.args, "returncode": proc.returncode, "stdout": proc.stdout,
                                    "stderr": proc.stderr}), encoding="utf-8")
        return proc
