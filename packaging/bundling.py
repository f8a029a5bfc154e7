"""Helpers of packaging/botifarra.spec that do not need PyInstaller (tested on any system).

* which Qt translation files a bundle keeps (Linux/macOS wheels put them under
  ``PySide6/Qt/translations``, Windows wheels under ``PySide6/translations``);
* the Windows version resource of botifarra.exe (Explorer's Details tab, the
  installer's file-version checks), as PyInstaller's version-file text;
* the macOS minimum read from the bundled binaries (``macos/minos.py``);
* that zeroconf's compiled (Cython) modules reach the bundle on every release target, where
  zeroconf publishes a wheel (its pure-Python fallback works, but slowly and unnoticed);
* on Linux, which libraries stay the desktop's: GTK 3, which only Qt's GTK theme plugin needs;
* that the LAN channel's modules reach the bundle: net/channel.py, spake2, and cryptography with
  its compiled (Rust) module, which carries OpenSSL (without them the app cannot host or join).
"""

from __future__ import annotations

import platform
import plistlib
import re
import sys
from pathlib import Path
from typing import Iterable

HERE = Path(__file__).resolve().parent
#: The game's languages; the installer, Info.plist and the Qt translations follow it.
LANGS = ("ca", "es", "en", "fr", "it", "pt")
_QT_TRANSLATION_DIRS = ("PySide6/Qt/translations/", "PySide6/translations/")


def keep_translation(dest: str) -> bool:
    """True for every bundled file except Qt translations of languages the game does not ship."""
    dest = dest.replace("\\", "/")
    if not any(d in dest for d in _QT_TRANSLATION_DIRS):
        return True
    name = dest.rsplit("/", 1)[-1]
    return name.startswith("qtbase_") and name[len("qtbase_"):].split(".")[0].split("_")[0] in LANGS


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """``0.1.0`` -> (0, 1, 0, 0); a suffix (``1.2.0rc1``) is dropped: Windows wants four numbers."""
    match = re.match(r"^\d+(?:\.\d+){0,3}", version)
    if not match:
        raise ValueError(f"version {version!r} does not start with a number")
    nums = [int(p) for p in match.group(0).split(".")] + [0, 0, 0]
    return nums[0], nums[1], nums[2], nums[3]


def windows_version_text(version: str, program: str = "botifarra", description: str = "Botifarra") -> str:
    """PyInstaller's version-resource file (the ``version=`` argument of EXE) for ``program``.exe."""
    nums = numeric_version(version)
    strings = {
        "CompanyName": "Botifarra Desktop",
        "FileDescription": description,
        "FileVersion": version,
        "InternalName": program,
        "LegalCopyright": "GPL-3.0-or-later",
        "OriginalFilename": f"{program}.exe",
        "ProductName": "Botifarra",
        "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={nums},
    prodvers={nums},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def macos_minimum(binaries: Iterable[str]) -> tuple[int, int, int]:
    """The highest LC_BUILD_VERSION minimum among the given Mach-O files (0.0.0 when none)."""
    sys.path.insert(0, str(HERE / "macos"))
    try:
        import minos
    finally:
        sys.path.pop(0)
    found = minos.scan([Path(b) for b in binaries if Path(b).is_file()])
    return max((v for entries in found.values() for _arch, v in entries), default=(0, 0, 0))


def info_plist(version: str, needed: tuple[int, int, int]) -> dict:
    """packaging/macos/Info.plist with the version and a minimum macOS no lower than ``needed``."""
    with open(HERE / "macos" / "Info.plist", "rb") as f:
        plist = plistlib.load(f)
    plist["CFBundleShortVersionString"] = plist["CFBundleVersion"] = version
    declared = tuple(int(x) for x in (plist["LSMinimumSystemVersion"].split(".") + ["0", "0"])[:3])
    if needed > declared:
        plist["LSMinimumSystemVersion"] = ".".join(str(n) for n in needed[:2]) + (f".{needed[2]}" if needed[2] else "")
    return plist


#: The release targets, as (sys.platform, machine): zeroconf has a compiled wheel for each at the
#: version packaging/constraints.txt pins for it (macOS x86_64 has its own, older pin).
ZEROCONF_WHEEL_TARGETS = frozenset({("linux", "x86_64"), ("win32", "amd64"), ("darwin", "arm64"), ("darwin", "x86_64")})
_EXTENSION = re.compile(r"\.(?:cpython-[^/\\]*\.so|abi3\.so|cp\d+-win_[a-z0-9]+\.pyd|pyd|so)$")


def _module_name(relpath: str) -> str:
    """``zeroconf/_protocol/incoming.cpython-312-x86_64-linux-gnu.so`` -> ``zeroconf._protocol.incoming``."""
    return _EXTENSION.sub("", relpath.replace("\\", "/")).replace("/", ".")


def compiled_modules(package_dir: Path) -> set[str]:
    """The extension modules installed in a package folder, by dotted name (``zeroconf._cache`` ...)."""
    root = package_dir.parent
    return {_module_name(p.relative_to(root).as_posix()) for p in package_dir.rglob("*")
            if p.is_file() and _EXTENSION.search(p.name)}


def zeroconf_problems(bundled: Iterable[str], package_dir: Path, target: tuple[str, str]) -> list[str]:
    """Why this bundle's zeroconf would run as pure Python on a target that has a compiled wheel ([] if fine).

    ``bundled``: the destination paths of the bundle's binaries (the spec's ``a.binaries``);
    ``package_dir``: the zeroconf package the build installed; ``target``: (sys.platform, machine).
    """
    if (target[0], target[1].lower()) not in ZEROCONF_WHEEL_TARGETS:
        return []
    installed = compiled_modules(package_dir)
    if not installed:
        return [f"zeroconf in {package_dir} has no compiled modules (it was built from source, or the build fell "
                "back to pure Python): install the wheel pinned in packaging/constraints.txt"]
    in_bundle = {_module_name(dest) for dest in bundled if _EXTENSION.search(dest.replace("\\", "/"))}
    missing = sorted(installed - in_bundle)
    return [f"zeroconf's compiled module {name} is not in the bundle" for name in missing]


#: What the LAN channel (protocol 4 and later) imports, by module name: a bundle without one cannot host or join.
LAN_MODULES = ("botifarra_desktop.net.channel", "spake2", "cryptography.hazmat.primitives.asymmetric.x25519",
               "cryptography.hazmat.primitives.ciphers.aead", "cryptography.hazmat.primitives.kdf.hkdf")
#: ... and the compiled module behind them (X25519, ChaCha20-Poly1305, HKDF; OpenSSL inside).
LAN_EXTENSIONS = ("cryptography.hazmat.bindings._rust",)


def lan_problems(pure: Iterable[str], bundled: Iterable[str]) -> list[str]:
    """What the bundle lacks for the encrypted LAN channel ([] if nothing).

    ``pure``: the Python modules of the program's archive (names of the spec's ``a.pure``);
    ``bundled``: the destination paths of the bundle's binaries (``a.binaries``).
    """
    modules = set(pure)
    in_bundle = {_module_name(dest) for dest in bundled if _EXTENSION.search(dest.replace("\\", "/"))}
    return ([f"the LAN channel's module {name} is not in the program's archive" for name in LAN_MODULES
             if name not in modules]
            + [f"the LAN channel's compiled module {name} is not in the bundle" for name in LAN_EXTENSIONS
               if name not in in_bundle])


#: GTK 3 stays the desktop's: only Qt's GTK 3 theme plugin links to it, and Qt loads that plugin only on a
#: GTK desktop, which has GTK 3 (with its own themes and modules, which a bundled copy would not match).
#: PyInstaller collects it when the build machine has it installed.
GTK_LIBRARIES = ("libgtk-3.so.0", "libgdk-3.so.0")


def desktop_only(needs: dict[str, Iterable[str]]) -> set[str]:
    """The bundled libraries to leave to the desktop: GTK 3 and every library only it needs (in turn).

    ``needs``: each bundled ELF file, by its destination path, and the sonames it links to; a library
    at the top of the bundle is known by its file name.  A library nothing in the bundle links to
    (loaded by name at run time) is kept.
    """
    needs = {dest.replace("\\", "/"): set(sonames) for dest, sonames in needs.items()}
    top = {dest for dest in needs if "/" not in dest}
    dropped = top & set(GTK_LIBRARIES)
    while True:
        more = {lib for lib in top - dropped
                if (users := {dest for dest, sonames in needs.items() if lib in sonames}) and users <= dropped}
        if not more:
            return dropped
        dropped |= more


def elf_needs(binaries: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """(destination, source) of the bundle's binaries -> the sonames each ELF file links to."""
    sys.path.insert(0, str(HERE / "linux"))
    try:
        import rpath
    finally:
        sys.path.pop(0)
    found = {}
    for dest, src in binaries:
        path = Path(src)
        if path.is_file() and rpath.is_elf(path):
            found[dest] = rpath.Elf(bytearray(path.read_bytes())).needed()
    return found


def this_target() -> tuple[str, str]:
    return sys.platform, platform.machine().lower()


#: Packages whose wheels carry libraries that ``strip`` breaks: auditwheel's patchelf moves their load
#: commands, and a stripped copy fails to load ("ELF load command address/offset not page-aligned").
UNSTRIPPED_PACKAGES = ("numpy", "numpy.libs")


def unstripped(binaries: Iterable[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """(bundle path, original file) of each collected binary that must stay as its wheel made it."""
    return [(dest, src) for dest, src, _kind in binaries
            if dest.replace("\\", "/").split("/")[0] in UNSTRIPPED_PACKAGES]
