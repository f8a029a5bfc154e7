"""The lowest macOS a set of Mach-O binaries can run on (their LC_BUILD_VERSION "minos").

    python packaging/macos/minos.py PATH [PATH ...]     (files, folders, .app bundles or .whl files)

Prints the highest minimum found with the binary that asks for it, and every minimum met,
per architecture.  Pure Python (no otool), so it runs on any system: the CI checks the built
Botifarra.app against Info.plist's LSMinimumSystemVersion with it, and it reads a PySide6 wheel
before a Qt upgrade.  ``--check-plist Info.plist`` exits 1 when LSMinimumSystemVersion is lower
than what the binaries need.
"""

from __future__ import annotations

import argparse
import plistlib
import struct
import sys
import zipfile
from collections import Counter
from pathlib import Path
from typing import Iterator, Optional

FAT_MAGIC = 0xCAFEBABE
FAT_MAGIC_64 = 0xCAFEBABF
MH_MAGIC_64 = 0xFEEDFACF
MH_MAGIC = 0xFEEDFACE
LC_VERSION_MIN_MACOSX = 0x24
LC_BUILD_VERSION = 0x32
PLATFORM_MACOS = 1
CPU_NAMES = {0x01000007: "x86_64", 0x0100000C: "arm64", 7: "i386"}

Version = tuple[int, int, int]


def _version(packed: int) -> Version:
    return packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF


def show(v: Version) -> str:
    return f"{v[0]}.{v[1]}" + (f".{v[2]}" if v[2] else "")


def _thin(data: bytes, offset: int) -> Optional[tuple[str, Version]]:
    """(architecture, minos) of the thin Mach-O image at ``offset``, or None."""
    if len(data) < offset + 32:
        return None
    (magic,) = struct.unpack_from("<I", data, offset)
    if magic not in (MH_MAGIC_64, MH_MAGIC):
        return None
    cputype, _sub, _ftype, ncmds, _size, _flags = struct.unpack_from("<iiIIII", data, offset + 4)
    pos = offset + (32 if magic == MH_MAGIC_64 else 28)
    arch = CPU_NAMES.get(cputype & 0xFFFFFFFF, hex(cputype & 0xFFFFFFFF))
    for _ in range(ncmds):
        if pos + 8 > len(data):
            break
        cmd, cmdsize = struct.unpack_from("<II", data, pos)
        if cmd == LC_BUILD_VERSION:
            platform, minos = struct.unpack_from("<II", data, pos + 8)
            if platform == PLATFORM_MACOS:
                return arch, _version(minos)
        elif cmd == LC_VERSION_MIN_MACOSX:
            (minos,) = struct.unpack_from("<I", data, pos + 8)
            return arch, _version(minos)
        if cmdsize < 8:
            break
        pos += cmdsize
    return None


def minimums(data: bytes) -> list[tuple[str, Version]]:
    """Every (architecture, minimum macOS) of one file's bytes; [] for a file that is not Mach-O."""
    if len(data) < 8:
        return []
    (magic,) = struct.unpack_from(">I", data, 0)
    if magic in (FAT_MAGIC, FAT_MAGIC_64):
        (count,) = struct.unpack_from(">I", data, 4)
        if count > 16:  # a Java class file shares the magic; no real fat binary has that many slices
            return []
        found = []
        for i in range(count):
            if magic == FAT_MAGIC:
                _cpu, _sub, off, _size, _align = struct.unpack_from(">iiIII", data, 8 + 20 * i)
            else:
                _cpu, _sub, off, _size, _align, _res = struct.unpack_from(">iiQQII", data, 8 + 32 * i)
            thin = _thin(data, off)
            if thin:
                found.append(thin)
        return found
    thin = _thin(data, 0)
    return [thin] if thin else []


def _files(path: Path) -> Iterator[tuple[str, bytes]]:
    if path.suffix == ".whl":
        with zipfile.ZipFile(path) as whl:
            for name in whl.namelist():
                if name.endswith((".so", ".dylib")) or "/Versions/A/" in name and "/" not in name.rsplit("/A/", 1)[1]:
                    yield f"{path.name}:{name}", whl.read(name)
        return
    candidates = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    for p in candidates:
        with open(p, "rb") as f:
            head = f.read(4)
        if len(head) == 4 and struct.unpack(">I", head)[0] in (FAT_MAGIC, FAT_MAGIC_64, 0xCFFAEDFE, 0xCEFAEDFE):
            yield str(p), p.read_bytes()


def scan(paths: list[Path]) -> dict[str, list[tuple[str, Version]]]:
    return {name: found for path in paths for name, data in _files(path) if (found := minimums(data))}


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--check-plist", type=Path, help="fail if this Info.plist's LSMinimumSystemVersion is lower")
    args = ap.parse_args(argv)
    found = scan(args.paths)
    if not found:
        print("no Mach-O binaries found", file=sys.stderr)
        return 1
    per_arch: dict[str, Counter[Version]] = {}
    highest: tuple[Version, str] = ((0, 0, 0), "")
    for name, entries in found.items():
        for arch, v in entries:
            per_arch.setdefault(arch, Counter())[v] += 1
            highest = max(highest, (v, name))
    for arch, counts in sorted(per_arch.items()):
        spread = ", ".join(f"{show(v)} x{n}" for v, n in sorted(counts.items()))
        print(f"{arch}: {spread}")
    print(f"needs macOS {show(highest[0])} (highest: {highest[1]})")
    if args.check_plist:
        with open(args.check_plist, "rb") as f:
            declared = plistlib.load(f).get("LSMinimumSystemVersion", "0")
        parts = tuple(int(x) for x in (declared.split(".") + ["0", "0"])[:3])
        if parts < highest[0]:
            print(f"{args.check_plist}: LSMinimumSystemVersion {declared} is lower than {show(highest[0])}",
                  file=sys.stderr)
            return 1
        print(f"{args.check_plist}: LSMinimumSystemVersion {declared} is enough")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
