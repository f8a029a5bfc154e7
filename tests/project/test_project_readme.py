"""The README's two commands stay true: CI runs the README's test command verbatim."""

import re
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the same parser, before it joined the standard library
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]


def _readme_commands():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```(?:sh|bat)\n(.*?)\n```", text, flags=re.S)


def test_ci_runs_the_readme_test_command():
    test_cmd = next(c for c in _readme_commands() if "[test]" in c)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test_cmd.strip() in ci
    # the command runs the whole suite: tests/run.py, fast part then slow part (tests/project/test_project_test_runner.py)
    assert test_cmd.endswith(".venv/bin/python tests/run.py -q")


def test_readme_play_command_starts_the_declared_gui_entry_point():
    play = next(c for c in _readme_commands() if c.startswith("python3 -m venv") and "[test]" not in c)
    assert play.endswith(".venv/bin/botifarra")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["gui-scripts"]["botifarra"] == "botifarra_desktop.__main__:main"


def test_one_version_number():
    from botifarra_desktop import __version__

    meta = (ROOT / "packaging" / "linux" / "cat.botifarra.Desktop.metainfo.xml").read_text(encoding="utf-8")
    assert f'<release version="{__version__}"' in meta
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "version" in project["dynamic"] and "version" not in project
