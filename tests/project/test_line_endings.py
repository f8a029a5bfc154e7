"""Line endings cannot break a Windows checkout.

Windows' git (and the Windows CI runner) checks out with ``core.autocrlf=true``, which turns
LF into CRLF; the deck test compares generated files byte for byte.  ``.gitattributes`` asks
for LF on every system.  Here a clone with ``core.autocrlf=true`` gets every text file with
LF, its deck test passes, and (the control) without ``.gitattributes`` the same clone would
get CRLF.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                                reason="needs git and a git checkout")


def _git(*args: str, cwd: Path) -> str:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def crlf_clone(tmp_path_factory) -> Path:
    clone = tmp_path_factory.mktemp("autocrlf") / "clone"
    subprocess.run(["git", "clone", "--quiet", "-c", "core.autocrlf=true", str(ROOT), str(clone)],
                   check=True, capture_output=True, text=True)
    return clone


def test_gitattributes_asks_for_lf_everywhere():
    text = (ROOT / ".gitattributes").read_text(encoding="utf-8")
    assert "* text=auto eol=lf" in text.splitlines()
    for binary in ("*.png", "*.qm", "*.ico", "*.icns"):
        assert f"{binary} binary" in text.splitlines(), binary


def test_a_crlf_clone_gets_lf_in_every_text_file(crlf_clone):
    crlf = [line for line in _git("ls-files", "--eol", cwd=crlf_clone).splitlines() if "w/crlf" in line.split()[1]]
    assert crlf == []


def test_the_deck_test_passes_in_a_crlf_clone(crlf_clone):
    env = dict(os.environ, PYTHONPATH=str(crlf_clone), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "tests/ui/test_deck.py::test_generator_is_deterministic_and_matches_committed_files"],
                          cwd=crlf_clone, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


def test_without_gitattributes_the_same_clone_would_get_crlf(crlf_clone, tmp_path):
    """The control: the check above would see CRLF if .gitattributes did not exist."""
    clone = tmp_path / "bare-attrs"
    shutil.copytree(crlf_clone, clone, symlinks=True)
    _git("rm", "--quiet", "--cached", ".gitattributes", cwd=clone)  # git falls back to the index's copy
    (clone / ".gitattributes").unlink()
    card = "resources/decks/classic/1O.svg"
    (clone / card).unlink()
    _git("checkout", "--", card, cwd=clone)
    assert b"\r\n" in (clone / card).read_bytes()
