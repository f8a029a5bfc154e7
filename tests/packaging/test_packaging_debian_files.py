"""The .deb's own files, checked without building a bundle: the library search paths rpath.py drops,
the changelog and the machine-readable copyright file of debian.py, the manual page, install.sh's menu entry."""

from __future__ import annotations

import gzip
import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
sys.path.insert(0, str(LINUX))

import debian  # noqa: E402
import rpath  # noqa: E402

DT_STRSZ = 10

from botifarra_desktop import __version__  # noqa: E402


def _elf(search_paths: list[tuple[int, str]], wide: bool = True) -> bytes:
    """A small shared object: one PT_LOAD over the whole file, a PT_DYNAMIC with DT_NEEDED, the given
    DT_RPATH/DT_RUNPATH entries, DT_STRTAB, DT_STRSZ and DT_NULL, and the string table after it."""
    end = "<"
    ehsize, phentsize = (64, 56) if wide else (52, 32)
    dyn_fmt = end + ("qQ" if wide else "iI")
    strtab = b"\0libc.so.6\0" + b"".join(p.encode() + b"\0" for _t, p in search_paths)
    offsets, at = [], 11
    for _tag, p in search_paths:
        offsets.append(at)
        at += len(p) + 1
    entries = [(1, 1)] + [(tag, off) for (tag, _p), off in zip(search_paths, offsets)]
    dyn_at = ehsize + 2 * phentsize
    dyn_len = (len(entries) + 3) * struct.calcsize(dyn_fmt)  # + DT_STRTAB, DT_STRSZ, DT_NULL
    str_at = dyn_at + dyn_len
    entries += [(rpath.DT_STRTAB, str_at), (DT_STRSZ, len(strtab)), (rpath.DT_NULL, 0)]
    dynamic = b"".join(struct.pack(dyn_fmt, t, v) for t, v in entries)
    total = str_at + len(strtab)
    ident = b"\x7fELF" + bytes([2 if wide else 1, 1, 1]) + b"\0" * 9
    if wide:
        header = ident + struct.pack(end + "HHIQQQIHHHHHH", 3, 62, 1, 0, ehsize, 0, 0, ehsize, phentsize, 2, 64, 0, 0)
        phdrs = struct.pack(end + "IIQQQQQQ", rpath.PT_LOAD, 4, 0, 0, 0, total, total, 0x1000)
        phdrs += struct.pack(end + "IIQQQQQQ", rpath.PT_DYNAMIC, 4, dyn_at, dyn_at, dyn_at, dyn_len, dyn_len, 8)
    else:
        header = ident + struct.pack(end + "HHIIIIIHHHHHH", 3, 3, 1, 0, ehsize, 0, 0, ehsize, phentsize, 2, 40, 0, 0)
        phdrs = struct.pack(end + "IIIIIIII", rpath.PT_LOAD, 0, 0, 0, total, total, 4, 0x1000)
        phdrs += struct.pack(end + "IIIIIIII", rpath.PT_DYNAMIC, dyn_at, dyn_at, dyn_at, dyn_len, dyn_len, 4, 4)
    return header + phdrs + dynamic + strtab


@pytest.mark.parametrize("wide", [True, False], ids=["ELF64", "ELF32"])
def test_rpath_keeps_origin_paths_and_drops_the_build_machines(tmp_path, wide):
    lib = tmp_path / "lib" / "libmixed.so"
    lib.parent.mkdir()
    lib.write_bytes(_elf([(rpath.DT_RUNPATH, "$ORIGIN:/opt/hostedtoolcache/Python/3.12.9/x64/lib:${ORIGIN}/../lib")],
                         wide))
    ext = tmp_path / "lib" / "_json.cpython-312-x86_64-linux-gnu.so"
    ext.write_bytes(_elf([(rpath.DT_RPATH, "/opt/hostedtoolcache/Python/3.12.9/x64/lib")], wide))
    fine = tmp_path / "libfine.so"
    fine.write_bytes(_elf([(rpath.DT_RUNPATH, "$ORIGIN/../../lib")], wide))
    (tmp_path / "data.txt").write_text("not ELF", encoding="utf-8")
    before_fine = fine.read_bytes()

    assert rpath.main([str(tmp_path), "--check"]) == 1
    assert rpath.main([str(tmp_path)]) == 0
    assert rpath.main([str(tmp_path), "--check"]) == 0

    assert rpath.Elf(bytearray(lib.read_bytes())).search_paths() == [(rpath.DT_RUNPATH, "$ORIGIN:${ORIGIN}/../lib")]
    emptied = rpath.Elf(bytearray(ext.read_bytes()))
    assert emptied.search_paths() == []
    _at, entries = emptied.dynamic()
    assert [t for t, _v in entries] == [1, rpath.DT_STRTAB, DT_STRSZ, rpath.DT_NULL]  # moved up, the rest kept
    assert fine.read_bytes() == before_fine
    if shutil.which("readelf"):  # binutils reads the result the same way
        out = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True).stdout
        assert "Library runpath: [$ORIGIN:${ORIGIN}/../lib]" in out and "hostedtoolcache" not in out
        out = subprocess.run(["readelf", "-d", str(ext)], capture_output=True, text=True).stdout
        assert "Shared library: [libc.so.6]" in out and "RPATH" not in out


def test_rpath_refuses_what_is_not_elf():
    with pytest.raises(ValueError, match="not an ELF"):
        rpath.Elf(bytearray(b"#!/bin/sh\n" + b"\0" * 64))


def test_changelog_is_dated_by_the_release_and_names_the_version():
    text = debian.changelog(f"{__version__}-1")
    assert text.startswith(f"botifarra ({__version__}-1) unstable; urgency=medium\n")
    date = debian.release_date(__version__).strftime("%a, %d %b %Y")
    assert re.search(rf"^ -- {re.escape(debian.MAINTAINER)}  {date} 00:00:00 \+0000$", text, re.M)
    with pytest.raises(ValueError, match="no dated <release"):
        debian.changelog("99.0.0-1")


def _paragraphs(text: str) -> list[dict[str, str]]:
    paragraphs = []
    for block in text.strip().split("\n\n"):
        fields: dict[str, str] = {}
        key = ""
        for line in block.splitlines():
            if line.startswith(" "):
                fields[key] += "\n" + line
            else:
                key, _, value = line.partition(":")
                assert key not in fields, (key, block)
                fields[key] = value.strip()
        paragraphs.append(fields)
    return paragraphs


def test_elf_needed_reads_the_linked_libraries(tmp_path):
    assert rpath.Elf(bytearray(_elf([]))).needed() == ["libc.so.6"]
    assert rpath.Elf(bytearray(_elf([(rpath.DT_RUNPATH, "$ORIGIN")], wide=False))).needed() == ["libc.so.6"]
    lib = tmp_path / "libx.so.1"
    lib.write_bytes(_elf([]))
    (tmp_path / "notes.txt").write_text("not ELF", encoding="utf-8")
    sys.path.insert(0, str(ROOT / "packaging"))
    import bundling

    assert bundling.elf_needs([("libx.so.1", str(lib)), ("notes.txt", str(tmp_path / "notes.txt"))]) == {
        "libx.so.1": ["libc.so.6"]}


def test_the_numpy_wheels_libraries_are_left_unstripped_and_the_rest_is_stripped():
    sys.path.insert(0, str(ROOT / "packaging"))
    import bundling

    binaries = [("numpy.libs/libscipy_openblas64_-32a4b2a6.so", "/w/numpy.libs/libscipy_openblas64_-32a4b2a6.so",
                 "BINARY"),
                ("numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so", "/w/numpy/_core/m.so", "EXTENSION"),
                ("numpy\\linalg\\_umath_linalg.pyd", "C:/w/numpy/linalg/_umath_linalg.pyd", "EXTENSION"),
                ("libQt6Core.so.6", "/w/PySide6/Qt/lib/libQt6Core.so.6", "BINARY"),
                ("numpyish/x.so", "/w/numpyish/x.so", "EXTENSION")]
    assert bundling.unstripped(binaries) == [
        ("numpy.libs/libscipy_openblas64_-32a4b2a6.so", "/w/numpy.libs/libscipy_openblas64_-32a4b2a6.so"),
        ("numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so", "/w/numpy/_core/m.so"),
        ("numpy\\linalg\\_umath_linalg.pyd", "C:/w/numpy/linalg/_umath_linalg.pyd")]


def test_gtk_and_what_only_it_needs_stay_the_desktops():
    sys.path.insert(0, str(ROOT / "packaging"))
    import bundling

    needs = {
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so": ["libgtk-3.so.0", "libgdk-3.so.0", "libpango-1.0.so.0"],
        "libgtk-3.so.0": ["libgdk-3.so.0", "libatk-bridge-2.0.so.0", "libXi.so.6", "libpango-1.0.so.0"],
        "libgdk-3.so.0": ["libXi.so.6", "libXfixes.so.3", "libX11.so.6"],
        "libatk-bridge-2.0.so.0": ["libatspi.so.0"],
        "libatspi.so.0": ["libdbus-1.so.3"],
        "libXi.so.6": ["libX11.so.6"], "libXfixes.so.3": ["libX11.so.6"],
        "libpango-1.0.so.0": [], "libX11.so.6": [], "libdbus-1.so.3": [],
        "libQt6DBus.so.6": ["libdbus-1.so.3"],
        "libQt6XcbQpa.so.6": ["libXfixes.so.3"],  # Qt needs it too: it stays
        "libloaded-by-name.so": [],
    }
    assert bundling.desktop_only(needs) == {"libgtk-3.so.0", "libgdk-3.so.0", "libatk-bridge-2.0.so.0",
                                            "libatspi.so.0", "libXi.so.6"}
    assert bundling.desktop_only({k: v for k, v in needs.items() if not k.startswith("libg")}) == set()


def test_copyright_names_every_bundled_component_and_defines_each_licence(tmp_path):
    internal = tmp_path / "usr/lib/botifarra/_internal"
    for name in ("PySide6/QtCore.abi3.so", "shiboken6/Shiboken.abi3.so", "python3.12/lib-dynload/_json.so",
                 "zeroconf/_cache.so", "resources/decks/classic/1O.svg", "libpython3.12.so.1.0", "base_library.zip",
                 "libxcb-cursor.so.0", "libglib-2.0.so.0", "libssl.so.3", "libstdc++.so.6", "libfoo-new.so.1",
                 "cryptography/hazmat/bindings/_rust.abi3.so", "cryptography-50.0.2.dist-info/METADATA",
                 "_cffi_backend.cpython-312-x86_64-linux-gnu.so", "numpy/_core/_multiarray_umath.cpython-312.so",
                 "numpy-2.4.6.dist-info/licenses/LICENSE.txt", "numpy.libs/libscipy_openblas64_-32a4b2a6.so",
                 "numpy.libs/libgfortran-040039e1-0352e75f.so.5.0.0", "numpy.libs/libquadmath-96973f99.so.0.0.0",
                 "libscipy_openblas64_-32a4b2a6.so", "libgfortran-040039e1-0352e75f.so.5.0.0"):
        (internal / name).parent.mkdir(parents=True, exist_ok=True)
        (internal / name).write_bytes(b"")
    text, unknown = debian.copyright_file(tmp_path / "usr/lib/botifarra")
    assert unknown == ["libfoo-new.so.1"]
    paragraphs = _paragraphs(text)
    assert paragraphs[0]["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    files = {p["Files"].split()[0]: p["License"] for p in paragraphs if "Files" in p}
    prefix = "usr/lib/botifarra/_internal/"
    assert files["*"] == "GPL-3+"
    assert files["usr/lib/botifarra/botifarra"] == "GPL-2+ with Bootloader exception"
    licences = {p["Files"]: p["License"] for p in paragraphs if "Files" in p}
    by_file = {f: lic for pats, lic in licences.items() for f in pats.split()}
    assert by_file[prefix + "PySide6/*"] == by_file[prefix + "shiboken6/*"] == "LGPL-3"  # Qt, PySide6
    assert by_file[prefix + "libpython3.12.so.1.0"] == by_file[prefix + "python3.12/*"] == "PSF-2.0"
    assert by_file[prefix + "zeroconf/*"] == "LGPL-2.1+"
    assert by_file[prefix + "libxcb-cursor.so.0"] == "MIT"
    assert by_file[prefix + "libssl.so.3"] == "Apache-2.0"
    assert by_file[prefix + "libfoo-new.so.1"] == "other"
    # the LAN channel: cryptography (dual licence, OpenSSL inside its Rust module) and cffi's backend
    assert by_file[prefix + "cryptography/*"] == by_file[prefix + "cryptography-50.0.2.dist-info/*"] == \
        "Apache-2.0 or BSD-3-clause"
    assert "OpenSSL" in next(p["Copyright"] for p in paragraphs if p.get("Files", "").startswith(prefix + "crypto"))
    assert by_file[prefix + "_cffi_backend.cpython-312-x86_64-linux-gnu.so"] == "MIT"
    # Hard's learned reading: numpy, and the OpenBLAS and GCC Fortran runtime its wheel carries
    assert by_file[prefix + "numpy/*"] == by_file[prefix + "numpy-2.4.6.dist-info/*"] == "BSD-3-clause"
    assert by_file[prefix + "numpy.libs/libscipy_openblas64_-32a4b2a6.so"] == "BSD-3-clause"
    assert by_file[prefix + "numpy.libs/libgfortran-040039e1-0352e75f.so.5.0.0"] == "GPL-3+ with GCC-exception-3.1"
    assert by_file[prefix + "numpy.libs/libquadmath-96973f99.so.0.0.0"] == "LGPL-2.1+"
    # PyInstaller links them beside the others too
    assert by_file[prefix + "libscipy_openblas64_-32a4b2a6.so"] == "BSD-3-clause"
    assert by_file[prefix + "libgfortran-040039e1-0352e75f.so.5.0.0"] == "GPL-3+ with GCC-exception-3.1"
    assert not any("resources" in f for f in by_file)  # the game's own files: Files: *
    assert "platformdirs (MIT" in text and "ifaddr (MIT" in text and "spake2 (MIT" in text
    used = {part for lic in by_file.values() for part in lic.split(" or ")} | {"MIT"}
    defined = {p["License"].split("\n")[0] for p in paragraphs if "Files" not in p and "License" in p
               and "Comment" not in p}
    assert used <= defined, used - defined
    assert re.search(r"^Copyright: \d{4}(-\d{4})? Botifarra Desktop developers$", text, re.M)
    assert "/usr/share/common-licenses/BSD" not in text  # deprecated by Debian


@pytest.mark.parametrize("page_name, module", [("botifarra.6", "botifarra_desktop"),
                                               ("botifarra-join.6", "botifarra_desktop.net.join")])
def test_man_page_documents_every_command_line_option(page_name, module):
    page = (LINUX / page_name).read_text(encoding="utf-8")
    usage = subprocess.run([sys.executable, "-m", module, "--help"], capture_output=True, text=True,
                           cwd=ROOT, timeout=120)
    assert usage.returncode == 0, usage.stderr
    parser_options = set(re.findall(r"--[a-z][a-z-]+", usage.stdout)) - {"--help"}
    documented = set(re.findall(r"--[a-z][a-z-]+", page.replace("\\-", "-")))
    assert parser_options and parser_options <= documented, parser_options - documented


def _fake_tarball(folder: Path) -> Path:
    """The tarball's layout with a stand-in program that prints its arguments."""
    (folder / "botifarra").mkdir(parents=True)
    for name in ("botifarra", "botifarra-join"):
        program = folder / "botifarra" / name
        program.write_text(f"#!/bin/sh\necho \"{name} ran with: $*\"\n", encoding="utf-8")
        program.chmod(0o755)
    (folder / "share" / "applications").mkdir(parents=True)
    shutil.copy(LINUX / "cat.botifarra.Desktop.desktop", folder / "share" / "applications")
    shutil.copy(LINUX / "install.sh", folder / "install.sh")
    return folder / "install.sh"


def _exec_argv(value: str) -> list[str]:
    """The Exec key's command line as a desktop environment reads it (Desktop Entry spec, "The Exec key")."""
    value = value.replace("\\\\", "\\")  # the string-value escape of the .desktop format comes first
    argv, word, quoted, i, started = [], "", False, 0, False
    while i < len(value):
        ch = value[i]
        if quoted and ch == "\\" and i + 1 < len(value) and value[i + 1] in '"`$\\':
            word += value[i + 1]
            i += 2
            continue
        if ch == '"':
            quoted, started = not quoted, True
        elif ch == " " and not quoted:
            if started:
                argv.append(word)
            word, started = "", False
        else:
            word, started = word + ch, True
        i += 1
    if started:
        argv.append(word)
    return argv


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="install.sh is the Linux tarball's")
@pytest.mark.parametrize("prefix_name", ["plain", "with space and $dollar"])
def test_install_sh_writes_the_launchers_absolute_path_into_the_menu_entry(tmp_path, prefix_name):
    install = _fake_tarball(tmp_path / "unpacked")
    prefix = tmp_path / prefix_name
    env = dict(os.environ, HOME=str(tmp_path / "home"), PREFIX=str(prefix), PATH="/usr/bin:/bin")
    done = subprocess.run(["bash", str(install)], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    entry = (prefix / "share" / "applications" / "cat.botifarra.Desktop.desktop").read_text(encoding="utf-8")
    exec_lines = [line for line in entry.splitlines() if line.startswith("Exec=")]
    assert len(exec_lines) == 1
    argv = _exec_argv(exec_lines[0][len("Exec="):])
    assert argv == [str(prefix / "bin" / "botifarra")]
    # the menu's command runs the installed game with no help from PATH (~/.local/bin may not be on it)
    ran = subprocess.run(argv + ["--version"], env=dict(env, PATH="/nonexistent"), capture_output=True, text=True)
    assert ran.stdout.strip() == "botifarra ran with: --version"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(prefix / "share/applications/cat.botifarra.Desktop.desktop")],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr
    assert "libxcb-cursor0" not in done.stdout  # the bundle carries it
    join = subprocess.run([str(prefix / "bin" / "botifarra-join"), "--help"], capture_output=True, text=True)
    assert join.stdout.strip() == "botifarra-join ran with: --help"  # the LAN computer player's command
    removed = subprocess.run(["bash", str(install), "--remove"], env=env, capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr
    assert not (prefix / "share" / "applications" / "cat.botifarra.Desktop.desktop").exists()
    assert not (prefix / "bin" / "botifarra").exists() and not (prefix / "opt" / "botifarra").exists()
    assert not (prefix / "bin" / "botifarra-join").is_symlink()


def test_changelog_file_is_reproducible(tmp_path):
    stage_a, stage_b = tmp_path / "a", tmp_path / "b"
    for stage in (stage_a, stage_b):
        (stage / debian.BUNDLE / "_internal").mkdir(parents=True)
        assert debian.write(stage, f"{__version__}-1") == []
    a = (stage_a / "usr/share/doc/botifarra/changelog.Debian.gz").read_bytes()
    assert a == (stage_b / "usr/share/doc/botifarra/changelog.Debian.gz").read_bytes()
    assert gzip.decompress(a).decode("utf-8") == debian.changelog(f"{__version__}-1")
