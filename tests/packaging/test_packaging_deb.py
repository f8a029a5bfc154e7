"""The Debian package: built from the bundle, checked with dpkg-deb, unpacked into a throw-away root
and started from there."""

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

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


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None,
                    reason="a .deb is built on Linux with dpkg-deb")
def test_build_the_deb_check_it_unpack_it_and_start_it(tmp_path):
    from botifarra_desktop import __version__

    env = dict(os.environ, PYTHON=sys.executable, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(tmp_path / "home"))
    proc = subprocess.run(["bash", str(ROOT / "packaging" / "build-deb.sh")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=2400)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    deb = ROOT / "packaging" / "out" / f"botifarra_{__version__}-1_{arch}.deb"
    assert deb.is_file() and f"package: {deb}" in proc.stdout

    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True, check=True).stdout
    assert _field(info, "Package") == "botifarra"
    assert _field(info, "Version") == f"{__version__}-1"
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
    for expected in ("/usr/bin/botifarra", "/usr/lib/botifarra/botifarra",
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
    started = subprocess.run([str(root / "usr" / "bin" / "botifarra"), "--version"], env=env, capture_output=True,
                             text=True, timeout=120)
    assert started.returncode == 0 and started.stdout.strip() == f"botifarra {__version__}", started.stderr

    # the menu entry starts the launcher and names an icon the package has; AppStream points at it
    desktop = (root / "usr/share/applications/cat.botifarra.Desktop.desktop").read_text(encoding="utf-8")
    assert "\nExec=botifarra\n" in desktop and "\nIcon=cat.botifarra.Desktop\n" in desktop
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
