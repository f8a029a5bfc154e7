"""Find the Inno Setup compiler (ISCC.exe) of Inno Setup 6 or newer.

    python packaging/windows/find_iscc.py        prints the path of ISCC.exe, or exits 3

build-installer.ps1 calls it (and installs Inno Setup when it exits 3).  Where it looks, in order:

1. ``ISCC``: an environment variable naming ISCC.exe, when a machine keeps it somewhere else;
2. ``iscc.exe`` on PATH;
3. the newest Inno Setup among those Windows knows as installed (their uninstall entries,
   ``Inno Setup <N>_is1``, for all users and for the current user, 64- and 32-bit views) and
   those in the folders its installers use: ``Program Files`` (Inno Setup 7's 64-bit edition),
   ``Program Files (x86)`` (Inno Setup 6, and 7's 32-bit edition) and
   ``%LOCALAPPDATA%\\Programs`` (an install "for me only"), each as ``Inno Setup <N>``.

Inno Setup 5 and older are skipped: the script needs 6.3 or newer.  Pure Python, so the search
runs (and is tested) on any system with sample folders and a sample registry.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path
from typing import Callable, Iterable, Mapping, Optional

NOT_FOUND = 3
MIN_MAJOR = 6
#: The environment variables naming the folders Inno Setup installs under.
FOLDER_VARIABLES = ("ProgramW6432", "ProgramFiles", "ProgramFiles(x86)")
_NAME = re.compile(r"^Inno Setup (\d+)(?:_is1)?$", re.I)

#: (name, InstallLocation) of every uninstall entry the registry has (see ``windows_uninstall_entries``).
UninstallEntries = Callable[[], Iterable[tuple[str, str]]]


def _major(name: str) -> Optional[int]:
    match = _NAME.match(name.strip())
    return int(match.group(1)) if match else None


def candidates(env: Mapping[str, str], uninstall_entries: UninstallEntries) -> list[tuple[int, Path]]:
    """Every (major version, ISCC.exe path) where an Inno Setup 6+ could be, newest first."""
    found: list[tuple[int, Path]] = []
    for name, location in uninstall_entries():
        major = _major(name)
        if major is not None and location:
            found.append((major, Path(location) / "ISCC.exe"))
    bases = [env[v] for v in FOLDER_VARIABLES if env.get(v)]
    if env.get("LOCALAPPDATA"):
        bases.append(str(Path(env["LOCALAPPDATA"]) / "Programs"))
    for base in bases:
        try:
            children = sorted(Path(base).iterdir())
        except OSError:
            continue
        for child in children:
            major = _major(child.name)
            if major is not None:
                found.append((major, child / "ISCC.exe"))
    newest_first = sorted((c for c in found if c[0] >= MIN_MAJOR), key=lambda c: -c[0])  # stable: registry first
    unique: list[tuple[int, Path]] = []
    for major, path in newest_first:
        if all(str(path).lower() != str(p).lower() for _m, p in unique):
            unique.append((major, path))
    return unique


def find_iscc(env: Mapping[str, str], uninstall_entries: UninstallEntries,
              which: Callable[[str], Optional[str]] = shutil.which) -> Optional[Path]:
    """The ISCC.exe to use, or None (see the module's docstring for the order).

    Raises FileNotFoundError when the ``ISCC`` variable names a file that is not there.
    """
    if env.get("ISCC"):
        named = Path(env["ISCC"])
        if not named.is_file():
            raise FileNotFoundError(f"ISCC names {named}, which is not a file")
        return named
    on_path = which("iscc.exe")
    if on_path:
        return Path(on_path)
    for _major_version, path in candidates(env, uninstall_entries):
        if path.is_file():
            return path
    return None


def windows_uninstall_entries() -> Iterable[tuple[str, str]]:
    """(key name, InstallLocation) of each Inno Setup uninstall entry in this Windows registry."""
    if sys.platform != "win32":
        return
    import winreg

    uninstall = r"SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall"
    for hive in (winreg.HKEY_LOCAL_MACHINE, winreg.HKEY_CURRENT_USER):
        for view in (winreg.KEY_WOW64_64KEY, winreg.KEY_WOW64_32KEY):
            try:
                root = winreg.OpenKey(hive, uninstall, 0, winreg.KEY_READ | view)
            except OSError:
                continue
            with root:
                index = 0
                while True:
                    try:
                        name = winreg.EnumKey(root, index)
                    except OSError:
                        break
                    index += 1
                    if _major(name) is None:
                        continue
                    try:
                        with winreg.OpenKey(root, name) as key:
                            location, _kind = winreg.QueryValueEx(key, "InstallLocation")
                    except OSError:
                        continue
                    if isinstance(location, str):
                        yield name, location


def main() -> int:
    try:
        found = find_iscc(os.environ, windows_uninstall_entries)
    except FileNotFoundError as exc:
        print(exc, file=sys.stderr)
        return 1
    if found is None:
        where = "ISCC, PATH, the registry's Inno Setup uninstall entries, " + ", ".join(
            f"%{v}%\\Inno Setup <N>" for v in FOLDER_VARIABLES) + ", %LOCALAPPDATA%\\Programs\\Inno Setup <N>"
        print(f"no ISCC.exe of Inno Setup {MIN_MAJOR} or newer (looked in: {where})", file=sys.stderr)
        return NOT_FOUND
    print(found)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
