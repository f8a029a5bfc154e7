"""tests/run.py, the README's test command: both parts run, and the suite fails if either part does."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("suite_runner", ROOT / "tests" / "run.py")
assert _spec is not None and _spec.loader is not None
runner = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(runner)
NO_TESTS, PARTS, combined_status = runner.NO_TESTS, runner.PARTS, runner.combined_status


def test_the_status_is_a_failure_if_any_part_fails_and_no_tests_counts_only_alone():
    assert combined_status([0, 0]) == 0
    assert combined_status([1, 0]) == 1 and combined_status([0, 1]) == 1 and combined_status([2, 1]) == 2
    assert combined_status([0, NO_TESTS]) == 0 and combined_status([NO_TESTS, 0]) == 0
    assert combined_status([1, NO_TESTS]) == 1 and combined_status([NO_TESTS, 3]) == 3
    assert combined_status([NO_TESTS, NO_TESTS]) == NO_TESTS


def test_the_fast_part_runs_first_and_the_slow_part_keeps_the_bundle_in_one_worker():
    (first, fast), (second, slow) = PARTS
    assert (first, second) == ("fast", "slow")
    assert fast[fast.index("-m") + 1] == "not slow" and slow[slow.index("-m") + 1] == "slow"
    assert slow[slow.index("--dist") + 1] == "loadgroup"


def test_a_failing_fast_test_fails_the_run_and_the_slow_part_still_runs(tmp_path):
    """(In one process each, ``-n 0``: the options given are passed on after the parts' own.)"""
    (tmp_path / "test_fast.py").write_text("def test_fails():\n    assert False\n", encoding="utf-8")
    (tmp_path / "test_slow.py").write_text(textwrap.dedent("""\
        import pathlib

        import pytest


        @pytest.mark.slow
        def test_slow_runs():
            pathlib.Path(__file__).with_name("slow-ran").write_text("yes")
        """), encoding="utf-8")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "run.py"), "-q", "-n", "0", "-p", "no:cacheprovider",
                           "-o", "addopts=", "-W", "ignore::pytest.PytestUnknownMarkWarning", str(tmp_path)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stdout + done.stderr
    assert (tmp_path / "slow-ran").read_text() == "yes"
    assert "fast part exit 1, slow part exit 0: FAILED" in done.stdout


def test_a_part_with_no_tests_does_not_fail_the_run(tmp_path):
    (tmp_path / "test_fast.py").write_text("def test_passes():\n    pass\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "run.py"), "-q", "-n", "0", "-p", "no:cacheprovider",
                           "-o", "addopts=", str(tmp_path)], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"fast part exit 0, slow part exit {NO_TESTS}: passed" in done.stdout
