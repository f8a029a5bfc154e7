"""The Linux bundle, built once for the slow packaging tests (the tarball's and the .deb's).

A session fixture is once per process, and pytest-xdist may hand the tests that use the bundle to both
workers (its ``xdist_group`` marks they carry did not keep them together in CI).  So the first process
builds under a lock in the run's shared temporary folder and writes down the result; any other process
of the same run waits for the lock and reads that result: one build, and never two writing
packaging/out at once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from run_once import once_per_run

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def linux_build(tmp_path_factory) -> subprocess.CompletedProcess:
    """``packaging/build-linux.sh`` run once: the bundle in packaging/out/dist/botifarra, smoke-tested,
    and its tarball.  The result is asserted by the tests that use it."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the Linux bundle is built on Linux")
    def build() -> subprocess.CompletedProcess:
        home = tmp_path_factory.mktemp("home")
        env = dict(os.environ, PYTHON=sys.executable, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(home))
        # PyInstaller's own cache (the processed copies of the libraries it bundles) in a folder of this run:
        # a cache shared with other builds, or left from an older one, has lost files before
        # ("libbrotlicommon.so.1 not found").  A folder the caller chose is kept.
        env.setdefault("PYINSTALLER_CONFIG_DIR", str(tmp_path_factory.mktemp("pyinstaller")))
        return subprocess.run(["bash", str(ROOT / "packaging" / "build-linux.sh")], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=2400)

    return once_per_run(tmp_path_factory, "linux_build", build)
