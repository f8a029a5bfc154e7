"""mypy checks the whole package (the Qt UI and practice included) with the settings in pyproject.toml,
and finds nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_nothing():
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary"], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_whole_package_is_checked_and_nothing_is_ignored_wholesale():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split("[tool.mypy]", 1)[1].split("\n[", 1)[0]
    assert 'files = ["botifarra_desktop"]' in section
    assert "ignore_errors" not in section and "ignore_missing_imports" not in section
    for path in (ROOT / "botifarra_desktop").rglob("*.py"):  # no file opts out of checking
        source = path.read_text(encoding="utf-8")
        assert "# mypy: ignore-errors" not in source and "# type: ignore\n" not in source, path


def test_the_layers_below_the_ui_type_every_function():
    """engine, session, net and storage: no function without its parameters' and result's types."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib

    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    strict = {m for o in mypy.get("overrides", []) if o.get("disallow_untyped_defs") and
              o.get("disallow_incomplete_defs") for m in o["module"]}
    assert {f"botifarra_desktop.{p}.*" for p in ("engine", "session", "net", "storage")} <= strict
    assert not any("ignore_errors" in o or "ignore_missing_imports" in o for o in mypy.get("overrides", []))
