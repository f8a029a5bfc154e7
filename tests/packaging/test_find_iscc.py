"""packaging/windows/find_iscc.py finds Inno Setup 6 and 7 wherever their installers put them (sample layouts)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "windows"))

import find_iscc  # noqa: E402


def _iscc(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    exe = folder / "ISCC.exe"
    exe.write_bytes(b"MZ")
    return exe


@pytest.fixture
def machine(tmp_path):
    """A Windows machine's folders (empty): returns the environment that names them."""
    env = {"ProgramW6432": str(tmp_path / "Program Files"), "ProgramFiles": str(tmp_path / "Program Files"),
           "ProgramFiles(x86)": str(tmp_path / "Program Files (x86)"), "LOCALAPPDATA": str(tmp_path / "Local")}
    for key in ("ProgramFiles", "ProgramFiles(x86)", "LOCALAPPDATA"):
        Path(env[key]).mkdir(parents=True, exist_ok=True)
    return env


def no_registry():
    return []


def never_on_path(_name):
    return None


def find(env, registry=no_registry, which=never_on_path):
    return find_iscc.find_iscc(env, registry, which)


def test_inno_setup_6_in_program_files_x86(machine):
    exe = _iscc(Path(machine["ProgramFiles(x86)"]) / "Inno Setup 6")
    assert find(machine) == exe


def test_inno_setup_7_64_bit_edition_in_program_files(machine):
    exe = _iscc(Path(machine["ProgramFiles"]) / "Inno Setup 7")
    assert find(machine) == exe


def test_an_install_for_the_current_user_only(machine):
    exe = _iscc(Path(machine["LOCALAPPDATA"]) / "Programs" / "Inno Setup 7")
    assert find(machine) == exe


def test_the_newest_of_several_wins_and_old_ones_are_skipped(machine):
    _iscc(Path(machine["ProgramFiles(x86)"]) / "Inno Setup 6")
    _iscc(Path(machine["ProgramFiles(x86)"]) / "Inno Setup 5")
    seven = _iscc(Path(machine["ProgramFiles"]) / "Inno Setup 7")
    assert find(machine) == seven
    (seven).unlink()
    assert find(machine) == Path(machine["ProgramFiles(x86)"]) / "Inno Setup 6" / "ISCC.exe"
    (Path(machine["ProgramFiles(x86)"]) / "Inno Setup 6" / "ISCC.exe").unlink()
    assert find(machine) is None  # Inno Setup 5 cannot build botifarra.iss


def test_a_folder_without_the_compiler_is_passed_over(machine):
    (Path(machine["ProgramFiles"]) / "Inno Setup 7").mkdir()  # left behind by an uninstall
    exe = _iscc(Path(machine["ProgramFiles(x86)"]) / "Inno Setup 6")
    assert find(machine) == exe


def test_the_registry_finds_a_custom_install_folder(machine, tmp_path):
    exe = _iscc(tmp_path / "Tools" / "InnoSetup")
    _iscc(Path(machine["ProgramFiles(x86)"]) / "Inno Setup 6")
    entries = [("Git_is1", str(tmp_path / "Git")), ("Inno Setup 7_is1", str(tmp_path / "Tools" / "InnoSetup"))]
    assert find(machine, registry=lambda: entries) == exe


def test_path_and_the_iscc_variable_come_first(machine, tmp_path):
    _iscc(Path(machine["ProgramFiles"]) / "Inno Setup 7")
    on_path = _iscc(tmp_path / "bin")
    assert find(machine, which=lambda name: str(on_path) if name == "iscc.exe" else None) == on_path
    named = _iscc(tmp_path / "elsewhere")
    assert find(dict(machine, ISCC=str(named)), which=lambda name: str(on_path)) == named
    with pytest.raises(FileNotFoundError, match="not a file"):
        find(dict(machine, ISCC=str(tmp_path / "missing.exe")))


@pytest.mark.skipif(sys.platform == "win32", reason="this Windows's own registry may list an Inno Setup")
def test_nothing_installed_exits_3_with_where_it_looked(machine):
    env = {**machine, "PATH": "", "PATHEXT": ".EXE"}
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "windows" / "find_iscc.py")], env=env,
                          capture_output=True, text=True)
    assert done.returncode == find_iscc.NOT_FOUND and done.stdout == ""
    assert "no ISCC.exe of Inno Setup 6 or newer" in done.stderr and "LOCALAPPDATA" in done.stderr
    exe = _iscc(Path(machine["ProgramFiles"]) / "Inno Setup 7")
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "windows" / "find_iscc.py")], env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == str(exe)


def test_the_build_script_uses_the_finder():
    ps1 = (ROOT / "packaging" / "windows" / "build-installer.ps1").read_text(encoding="utf-8")
    assert "packaging/windows/find_iscc.py" in ps1 and "'Inno Setup 6" not in ps1
    assert "-ne 3" in ps1  # any failure other than "not found" stops the build
