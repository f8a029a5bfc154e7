"""The packaging shell scripts: they parse, stop on the first failure, and hdiutil's retry works."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = ["packaging/build-linux.sh", "packaging/build-deb.sh", "packaging/linux/install.sh",
           "packaging/macos/build-dmg.sh", "packaging/macos/retry.sh"]

pytestmark = pytest.mark.skipif(sys.platform == "win32" or shutil.which("bash") is None,
                                reason="the shell scripts run on Linux and macOS")


@pytest.mark.parametrize("script", SCRIPTS)
def test_scripts_parse(script):
    done = subprocess.run(["bash", "-n", str(ROOT / script)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def _retry(tmp_path, fail_times: int, tries: int) -> subprocess.CompletedProcess:
    counter = tmp_path / "count"
    counter.write_text("0", encoding="utf-8")
    flaky = f'n=$(( $(cat "{counter}") + 1 )); echo $n > "{counter}"; [ $n -gt {fail_times} ]'
    script = f'set -euo pipefail; source "{ROOT}/packaging/macos/retry.sh"; ' \
             f'retry {tries} "hdiutil attach" bash -c \'{flaky}\'; echo "went on after $(cat "{counter}") tries"'
    return subprocess.run(["bash", "-c", script], env={"RETRY_DELAY": "0", "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True)


def test_retry_tries_again_until_the_command_works(tmp_path):
    done = _retry(tmp_path, fail_times=2, tries=5)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "went on after 3 tries"
    assert "hdiutil attach failed (attempt 1), trying again in 0 s" in done.stderr
    assert "hdiutil attach failed (attempt 2)" in done.stderr and "attempt 3" not in done.stderr


def test_retry_gives_up_and_the_script_stops(tmp_path):
    done = _retry(tmp_path, fail_times=10, tries=3)
    assert done.returncode != 0 and "went on" not in done.stdout
    assert "hdiutil attach failed 3 times" in done.stderr
    assert (tmp_path / "count").read_text(encoding="utf-8").strip() == "3"


def test_macos_build_fails_on_a_bad_signature_and_retries_hdiutil():
    dmg = (ROOT / "packaging" / "macos" / "build-dmg.sh").read_text(encoding="utf-8")
    assert "export PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR=1" in dmg  # PyInstaller raises instead of warning
    assert 'codesign --verify --deep --strict --verbose=2 "$APP"' in dmg
    assert 'retry 5 "hdiutil create" hdiutil create' in dmg
