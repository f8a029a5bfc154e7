"""The Debian package: made from the smoke-tested Linux bundle (build-deb.sh --bundle, as the release
does), checked with dpkg-deb and lintian, unpacked into a throw-away root and smoke-tested from there."""

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from run_once import once_per_run

ROOT = Path(__file__).resolve().parents[2]

#: Every library the bundle links to without carrying it, and the package that provides it.  A new
#: one makes the test fail: add its package to Depends in packaging/build-deb.sh and here.
SYSTEM_LIBRARIES = {
    "ld-linux-x86-64.so.2": "libc6", "ld-linux-aarch64.so.1": "libc6", "libc.so.6": "libc6",
    "libdl.so.2": "libc6", "libm.so.6": "libc6", "libpthread.so.0": "libc6", "libresolv.so.2": "libc6",
    "librt.so.1": "libc6", "libutil.so.1": "libc6",
    "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1", "libdrm.so.2": "libdrm2", "libxcb.so.1": "libxcb1",
    "libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
#: Only Qt's GTK 3 theme plugin needs these, and it is loaded only on a GTK desktop (which has GTK 3).
OPTIONAL = {"libgtk-3.so.0", "libgdk-3.so.0"}

#: The lintian tags a bundled application cannot avoid, and why.  Any other tag fails the test.
LINTIAN_ALLOWED = {
    # The bundle carries its own Qt, Python and the libraries they need (that is what makes it run on
    # any distribution of its age); Debian would link to the system's copies instead.
    "embedded-library": "the bundle carries zlib, libpng, freetype, expat ... with Qt and Python",
    # PyInstaller's prebuilt bootloader and the Qt/PySide6/Python wheels are built by their projects
    # with their own flags; rebuilding them is not this package's business.
    "hardening-no-pie": "PyInstaller's prebuilt bootloader is not position-independent",
    "hardening-no-bindnow": "the wheels' and the build machine's libraries are linked without -z now",
    "hardening-no-fortify-functions": "ditto, built without _FORTIFY_SOURCE",
    "binary-has-unneeded-section": "the .comment/.note sections of prebuilt libraries (strip leaves them)",
    "library-not-linked-against-libc": "a few prebuilt libraries and Python modules need nothing from libc",
    "shared-library-lacks-prerequisites": "Python's extension modules take libpython's symbols from the process",
    "spelling-error-in-binary": "strings inside Qt, Python and the system libraries",
    "missing-depends-on-sensible-utils": "libmount/libblkid name sensible-pager for their own tools, unused here",
    "extra-license-file": "cryptography's dist-info keeps its licence texts (importlib.metadata reads that folder; "
                          "the copyright file names the licences too)",
    # Debian's own procedures that do not apply to a package published with the game's releases.
    "initial-upload-closes-no-bugs": "not uploaded to Debian, so there is no ITP bug to close",
    "package-contains-documentation-outside-usr-share-doc": "the game's resources/ carry README.md files",
}
#: Tags allowed only on some files: (tag) -> (the folders they may name, why).
LINTIAN_ALLOWED_IN = {
    "unstripped-binary-or-object": (("usr/lib/botifarra/_internal/numpy/", "usr/lib/botifarra/_internal/numpy.libs/"),
                                    "strip breaks the libraries of numpy's wheel (packaging/bundling.unstripped)"),
}


def _allowed(tag: str, rest: str) -> bool:
    if tag in LINTIAN_ALLOWED:
        return True
    folders, _why = LINTIAN_ALLOWED_IN.get(tag, ((), ""))
    where = re.search(r"\[([^\]]+)\]", rest)
    return where is not None and where.group(1).startswith(folders)


def _field(info: str, name: str) -> str:
    match = re.search(rf"^ {name}: (.*)$", info, re.M)
    assert match, f"no {name} in the package's control file"
    return match.group(1).strip()


def _elf_files(folder: Path) -> list[Path]:
    found = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    found.append(path)
    return found


NEEDS_DPKG = pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None,
                                reason="a .deb is built on Linux with dpkg-deb")


@pytest.fixture(scope="module")
def deb(linux_build, tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    """The .deb of the bundle build-linux.sh made and smoke-tested, as the release makes it."""
    assert linux_build.returncode == 0, linux_build.stdout[-3000:] + linux_build.stderr[-3000:]
    from botifarra_desktop import __version__

    env = dict(os.environ, PYTHON=sys.executable, QT_QPA_PLATFORM="offscreen",
               BOTIFARRA_HOME=str(tmp_path_factory.mktemp("home")))
    bundle = ROOT / "packaging" / "out" / "dist" / "botifarra"
    proc = once_per_run(tmp_path_factory, "deb", lambda: subprocess.run(  # one .deb, whichever worker asks first
        ["bash", str(ROOT / "packaging" / "build-deb.sh"), "--bundle", str(bundle)], cwd=ROOT, env=env,
        capture_output=True, text=True, timeout=2400))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    path = ROOT / "packaging" / "out" / f"botifarra_{__version__}-1_{arch}.deb"
    assert path.is_file() and f"package: {path}" in proc.stdout
    assert "PyInstaller" not in proc.stdout + proc.stderr  # packaged the given bundle, built nothing
    return path, proc


@pytest.mark.slow
@pytest.mark.xdist_group("linux_bundle")  # kept together where xdist can; built once: conftest.py
@NEEDS_DPKG
def test_build_the_deb_check_it_unpack_it_and_start_it(tmp_path, deb):
    from botifarra_desktop import __version__

    deb, proc = deb
    assert "copyright: no licence known" not in proc.stdout, proc.stdout  # debian.COMPONENTS names every library
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(tmp_path / "home"))
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True, check=True).stdout
    assert _field(info, "Package") == "botifarra"
    assert _field(info, "Version") == f"{__version__}-1"
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    assert _field(info, "Architecture") == arch
    assert _field(info, "Section") == "games"
    depends = [alt.strip().split(" ")[0] for part in _field(info, "Depends").split(",") for alt in part.split("|")]
    for needed in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libfontconfig1", "libegl1",
                   "libdbus-1-3", "libx11-6", "libc6"):
        assert needed in depends, needed

    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True,
                             check=True).stdout.splitlines()
    # mode, owner, size, date, time, path [-> target]
    paths = {line.split()[5].lstrip(".") for line in listing if line.split()}
    assert all(line.split()[1] == "root/root" for line in listing if line.split())
    assert all(p == "/" or p.startswith("/usr/") for p in paths)
    assert not any(p.startswith("/usr/bin/") for p in paths)  # a game's program is in /usr/games (policy 11.11)
    for expected in ("/usr/games/botifarra", "/usr/lib/botifarra/botifarra", "/usr/share/man/man6/botifarra.6.gz",
                     "/usr/games/botifarra-join", "/usr/lib/botifarra/botifarra-join",
                     "/usr/share/man/man6/botifarra-join.6.gz",
                     "/usr/share/doc/botifarra/changelog.Debian.gz",
                     "/usr/share/applications/cat.botifarra.Desktop.desktop",
                     "/usr/share/metainfo/cat.botifarra.Desktop.metainfo.xml",
                     "/usr/share/icons/hicolor/256x256/apps/cat.botifarra.Desktop.png",
                     "/usr/share/icons/hicolor/scalable/apps/cat.botifarra.Desktop.svg",
                     "/usr/share/doc/botifarra/copyright"):
        assert expected in paths, expected
    assert any(p.endswith("resources/decks/classic/9O.svg") for p in paths)

    # a throw-away root: unpack, and start the program through its launcher
    root = tmp_path / "root"
    subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
    started = subprocess.run([str(root / "usr" / "games" / "botifarra"), "--version"], env=env, capture_output=True,
                             text=True, timeout=120)
    assert started.returncode == 0 and started.stdout.strip() == f"botifarra {__version__}", started.stderr
    smoke = subprocess.run([sys.executable, str(ROOT / "packaging" / "smoke.py"), str(root / "usr/games/botifarra")],
                           env=env, capture_output=True, text=True, timeout=1200)
    assert smoke.returncode == 0 and "smoke test passed" in smoke.stdout, smoke.stdout[-3000:] + smoke.stderr
    # ... the LAN part through /usr/games/botifarra-join: the packaged cryptography and spake2 work
    assert "ok   botifarra-join: seated through the encrypted channel" in smoke.stdout, smoke.stdout[-3000:]
    # no library looks in the build machine's folders; shared libraries are not executable
    sys.path.insert(0, str(ROOT / "packaging" / "linux"))
    import rpath

    assert rpath.main([str(root / "usr" / "lib" / "botifarra"), "--check"]) == 0
    assert not [p for p in (root / "usr/lib/botifarra").rglob("*.so*") if p.is_file() and os.access(p, os.X_OK)]
    copyright_text = (root / "usr/share/doc/botifarra/copyright").read_text(encoding="utf-8")
    for licence in ("License: LGPL-3", "License: PSF-2.0", "License: LGPL-2.1+", "License: MIT", "License: GPL-3+",
                    "License: Apache-2.0 or BSD-3-clause"):
        assert licence in copyright_text, licence

    # the menu entry starts the launcher and names an icon the package has; AppStream points at it
    desktop = (root / "usr/share/applications/cat.botifarra.Desktop.desktop").read_text(encoding="utf-8")
    assert "\nExec=/usr/games/botifarra\n" in desktop and "\nIcon=cat.botifarra.Desktop\n" in desktop
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(root / "usr/share/applications/cat.botifarra.Desktop.desktop")],
                       check=True)
    meta = ET.parse(root / "usr/share/metainfo/cat.botifarra.Desktop.metainfo.xml").getroot()
    assert meta.findtext("id") == "cat.botifarra.Desktop"
    assert meta.findtext("launchable") == "cat.botifarra.Desktop.desktop"

    # Depends names a package for every library the bundle needs and does not carry
    bundle = root / "usr" / "lib" / "botifarra"
    elves = _elf_files(bundle)
    carried = {p.name for p in bundle.rglob("*")}
    needed: set[str] = set()
    if shutil.which("readelf"):
        for elf in elves:
            dynamic = subprocess.run(["readelf", "-d", str(elf)], capture_output=True, text=True).stdout
            needed |= set(re.findall(r"\(NEEDED\).*\[(.+?)\]", dynamic))
        outside = needed - carried - OPTIONAL
        unknown = outside - set(SYSTEM_LIBRARIES)
        assert not unknown, f"the bundle needs {sorted(unknown)}: add their packages to Depends"
        for soname in outside:
            assert SYSTEM_LIBRARIES[soname] in depends, soname


@pytest.mark.slow
@pytest.mark.xdist_group("linux_bundle")  # kept together where xdist can; built once: conftest.py
@NEEDS_DPKG
@pytest.mark.skipif(shutil.which("lintian") is None, reason="lintian is not installed (apt-get install lintian)")
def test_lintian_finds_only_what_a_bundled_app_cannot_avoid(deb):
    path, _proc = deb
    done = subprocess.run(["lintian", "--display-info", "--no-tag-display-limit", str(path)], capture_output=True,
                          text=True, timeout=1800)
    hints = re.findall(r"^([EWIXP]): botifarra(?: \w+)?: (\S+)(.*)$", done.stdout, re.M)
    assert hints or done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    unexpected = sorted({f"{level}: {tag}{rest}" for level, tag, rest in hints if not _allowed(tag, rest)})
    assert not unexpected, "\n".join(unexpected[:40])


def test_a_tag_allowed_in_some_folders_is_not_allowed_elsewhere():
    assert _allowed("embedded-library", " [usr/lib/botifarra/_internal/libpng16.so.16]")
    assert _allowed("unstripped-binary-or-object", " [usr/lib/botifarra/_internal/numpy.libs/libgfortran.so.5]")
    assert _allowed("unstripped-binary-or-object", " [usr/lib/botifarra/_internal/numpy/_core/_umath.so]")
    assert not _allowed("unstripped-binary-or-object", " [usr/lib/botifarra/_internal/libQt6Core.so.6]")
    assert not _allowed("unstripped-binary-or-object", "")
    assert not _allowed("no-copyright-file", " [usr/lib/botifarra/_internal/numpy/x.so]")
