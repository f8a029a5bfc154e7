"""Drop the build machine's library search paths from the ELF files of a bundle.

    python packaging/linux/rpath.py FOLDER        (every ELF file under FOLDER, changed in place)

A bundle's libraries find each other next to themselves (PyInstaller's loader and ``$ORIGIN``
paths), but some carry an absolute RPATH/RUNPATH from where they were built: the build machine's
Python (``/opt/hostedtoolcache/Python/3.12.x/x64/lib`` on the CI) in libpython and every
``lib-dynload`` module.  On a player's machine such a path points nowhere, or at someone else's
Python.  This keeps the ``$ORIGIN`` entries, drops the absolute and relative ones, and removes an
RPATH/RUNPATH entry left empty.  Pure Python (no patchelf): the string only ever gets shorter, so
it is rewritten in place, and an emptied entry is taken out of the dynamic section by moving the
entries after it up (the section keeps its size; it ends with one more DT_NULL).

Prints one line per changed file; ``--check`` changes nothing and exits 1 if a file would change.
"""

from __future__ import annotations

import argparse
import struct
from pathlib import Path
from typing import Optional

DT_NULL, DT_NEEDED, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 1, 5, 15, 29
PT_LOAD, PT_DYNAMIC = 1, 2


def _keep(path: str) -> bool:
    return path.startswith(("$ORIGIN", "${ORIGIN}"))


class Elf:
    def __init__(self, data: bytearray):
        if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
            raise ValueError("not an ELF file")
        self.data = data
        self.wide = data[4] == 2
        self.end = "<" if data[5] == 1 else ">"
        word = "Q" if self.wide else "I"
        self.dyn_fmt = self.end + ("qQ" if self.wide else "iI")
        self.dyn_size = struct.calcsize(self.dyn_fmt)
        if self.wide:
            phoff, = struct.unpack_from(self.end + word, data, 0x20)
            phentsize, phnum = struct.unpack_from(self.end + "HH", data, 0x36)
        else:
            phoff, = struct.unpack_from(self.end + word, data, 0x1C)
            phentsize, phnum = struct.unpack_from(self.end + "HH", data, 0x2A)
        self.segments = []  # (type, offset, vaddr, filesz)
        for i in range(phnum):
            at = phoff + i * phentsize
            if self.wide:
                p_type, _flags, offset, vaddr, _paddr, filesz = struct.unpack_from(self.end + "IIQQQQ", data, at)
            else:
                p_type, offset, vaddr, _paddr, filesz = struct.unpack_from(self.end + "IIIII", data, at)
            self.segments.append((p_type, offset, vaddr, filesz))

    def _file_offset(self, vaddr: int) -> Optional[int]:
        for p_type, offset, start, size in self.segments:
            if p_type == PT_LOAD and start <= vaddr < start + size:
                return offset + vaddr - start
        return None

    def dynamic(self) -> tuple[int, list[tuple[int, int]]]:
        """(file offset of the dynamic section, its entries up to and including the first DT_NULL)."""
        dyn = next(((off, size) for p_type, off, _v, size in self.segments if p_type == PT_DYNAMIC), None)
        if dyn is None:
            return 0, []
        entries = []
        for at in range(dyn[0], dyn[0] + dyn[1] - self.dyn_size + 1, self.dyn_size):
            tag, value = struct.unpack_from(self.dyn_fmt, self.data, at)
            entries.append((tag, value))
            if tag == DT_NULL:
                break
        return dyn[0], entries

    def string(self, strtab: int, index: int) -> str:
        start = strtab + index
        return self.data[start:self.data.index(b"\0", start)].decode("utf-8", "surrogateescape")

    def needed(self) -> list[str]:
        """The libraries it links to (its DT_NEEDED entries), by soname."""
        _at, entries = self.dynamic()
        if not any(tag == DT_NEEDED for tag, _v in entries):
            return []
        strtab = self._strtab(entries)
        return [self.string(strtab, v) for tag, v in entries if tag == DT_NEEDED]

    def search_paths(self) -> list[tuple[int, str]]:
        """(DT_RPATH or DT_RUNPATH, its value) of each search-path entry."""
        _at, entries = self.dynamic()
        strtab = self._strtab(entries)
        return [(tag, self.string(strtab, v)) for tag, v in entries if tag in (DT_RPATH, DT_RUNPATH)]

    def _strtab(self, entries: list[tuple[int, int]]) -> int:
        vaddr = next((v for tag, v in entries if tag == DT_STRTAB), None)
        offset = None if vaddr is None else self._file_offset(vaddr)
        if offset is None:
            raise ValueError("no string table for the dynamic section")
        return offset

    def drop_foreign_paths(self) -> list[tuple[str, str]]:
        """Keep only the ``$ORIGIN`` search paths; returns (before, after) for each entry it changed."""
        at, entries = self.dynamic()
        if not any(tag in (DT_RPATH, DT_RUNPATH) for tag, _v in entries):
            return []
        strtab = self._strtab(entries)
        changed, kept_entries = [], []
        for tag, value in entries:
            if tag not in (DT_RPATH, DT_RUNPATH):
                kept_entries.append((tag, value))
                continue
            before = self.string(strtab, value)
            after = ":".join(p for p in before.split(":") if _keep(p))
            if after != before:
                changed.append((before, after))
                start = strtab + value
                old_len = len(before.encode("utf-8", "surrogateescape"))
                self.data[start:start + old_len] = after.encode("utf-8", "surrogateescape").ljust(old_len, b"\0")
            if after:
                kept_entries.append((tag, value))
        kept_entries += [(DT_NULL, 0)] * (len(entries) - len(kept_entries))
        for i, (tag, value) in enumerate(kept_entries):
            struct.pack_into(self.dyn_fmt, self.data, at + i * self.dyn_size, tag, value)
        return changed


def is_elf(path: Path) -> bool:
    with path.open("rb") as fh:
        return fh.read(4) == b"\x7fELF"


def fix_file(path: Path, check: bool = False) -> list[tuple[str, str]]:
    elf = Elf(bytearray(path.read_bytes()))
    changed = elf.drop_foreign_paths()
    if changed and not check:
        path.write_bytes(bytes(elf.data))
    return changed


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", type=Path)
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file has a foreign path")
    args = ap.parse_args(argv)
    files = sorted(p for p in args.folder.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))
    count = 0
    for path in files:
        changed = fix_file(path, check=args.check)
        for before, after in changed:
            count += 1
            print(f"{path.relative_to(args.folder)}: {before!r} -> {after or '(removed)'!r}")
    verb = "would change" if args.check else "changed"
    print(f"{len(files)} ELF files, {verb} {count} search path(s)")
    return 1 if args.check and count else 0


if __name__ == "__main__":
    raise SystemExit(main())
