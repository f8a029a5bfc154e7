"""What the bundles say about themselves: languages, versions, icons, minimum macOS, pinned tools.

Runs on any system without building anything (the slow test builds the Linux bundle).
"""

from __future__ import annotations

import os
import plistlib
import re
import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
sys.path.insert(0, str(PACKAGING / "macos"))

import bundling  # noqa: E402
import make_icons  # noqa: E402
import minos  # noqa: E402

from botifarra_desktop import __version__  # noqa: E402
from botifarra_desktop.ui.common.i18n import SHIPPED  # noqa: E402
from botifarra_desktop.ui.shell.lifecycle import APP_MUTEX  # noqa: E402

ISS = (PACKAGING / "windows" / "botifarra.iss").read_text(encoding="utf-8")


def test_the_packaging_languages_are_the_games():
    assert set(bundling.LANGS) == set(SHIPPED)


@pytest.mark.parametrize("prefix", ["PySide6/Qt/translations/", "PySide6\\translations\\", "PySide6/translations/"])
def test_qt_translations_are_trimmed_in_every_wheel_layout(prefix):
    keep = bundling.keep_translation
    for lang in ("ca", "es", "en", "fr", "it", "pt_BR"):
        assert keep(f"{prefix}qtbase_{lang}.qm")
    for name in ("qtbase_de.qm", "qtbase_ja.qm", "qt_ca.qm", "qtmultimedia_es.qm", "qt_help_fr.qm"):
        assert not keep(prefix + name), name
    assert keep("PySide6/Qt/lib/libQt6Core.so.6") and keep("resources/translations/botifarra_ca.qm")


def test_windows_version_numbers():
    assert bundling.numeric_version("0.1.0") == (0, 1, 0, 0)
    assert bundling.numeric_version("1.2.3rc1") == (1, 2, 3, 0)
    assert bundling.numeric_version("2.0.1.7") == (2, 0, 1, 7)
    with pytest.raises(ValueError):
        bundling.numeric_version("dev")


def test_windows_version_resource_evaluates_to_the_version():
    """PyInstaller eval()s this text with its versioninfo classes; here they record what they get."""
    seen: dict[str, object] = {}

    def record(kind):
        def make(*args, **kwargs):
            seen.setdefault(kind, []).append((args, kwargs))
            return kind
        return make

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo",
             "VarStruct")
    assert eval(bundling.windows_version_text("1.4.2"), {n: record(n) for n in names}) == "VSVersionInfo"
    ffi = seen["FixedFileInfo"][0][1]
    assert ffi["filevers"] == ffi["prodvers"] == (1, 4, 2, 0)
    strings = dict(args for args, _kw in seen["StringStruct"])
    assert strings["ProductVersion"] == strings["FileVersion"] == "1.4.2"
    assert strings["OriginalFilename"] == "botifarra.exe" and strings["ProductName"] == "Botifarra"
    seen.clear()
    eval(bundling.windows_version_text("1.4.2", "botifarra-join", "Botifarra: a computer player"),
         {n: record(n) for n in names})
    strings = dict(args for args, _kw in seen["StringStruct"])
    assert strings["OriginalFilename"] == "botifarra-join.exe" and strings["InternalName"] == "botifarra-join"


def test_installer_offers_the_six_languages_and_waits_for_a_running_game():
    for isl in ("Catalan", "Spanish", "French", "Italian", "Portuguese"):
        assert f'MessagesFile: "compiler:Languages\\{isl}.isl"' in ISS, isl
    assert 'MessagesFile: "compiler:Default.isl"' in ISS  # English
    assert re.search(r"^ArchitecturesAllowed=x64compatible$", ISS, re.M)
    assert re.search(rf"^AppMutex={APP_MUTEX},Global\\{APP_MUTEX}$", ISS, re.M)
    assert re.search(r"^CloseApplications=yes$", ISS, re.M)
    assert re.search(r"^VersionInfoVersion=\{#FileVersion\}$", ISS, re.M)


def test_info_plist_lists_the_six_languages_and_a_minimum_qt_allows():
    with open(PACKAGING / "macos" / "Info.plist", "rb") as f:
        plist = plistlib.load(f)
    assert plist["CFBundleLocalizations"] == list(bundling.LANGS)
    # PySide6 6.11.3's wheel: Qt frameworks 13.0, binding modules 15.0 (packaging/macos/minos.py)
    assert tuple(int(x) for x in plist["LSMinimumSystemVersion"].split(".")) >= (15, 0)
    built = bundling.info_plist("9.8.7", (26, 1, 0))
    assert built["CFBundleShortVersionString"] == built["CFBundleVersion"] == "9.8.7"
    assert built["LSMinimumSystemVersion"] == "26.1"  # raised when the binaries need more
    assert bundling.info_plist("1.0.0", (12, 0, 0))["LSMinimumSystemVersion"] == plist["LSMinimumSystemVersion"]


def _macho(minos_version: tuple[int, int, int], cputype: int, old_style: bool = False) -> bytes:
    packed = (minos_version[0] << 16) | (minos_version[1] << 8) | minos_version[2]
    if old_style:
        cmd = struct.pack("<IIII", 0x24, 16, packed, packed)  # LC_VERSION_MIN_MACOSX
    else:
        cmd = struct.pack("<IIIIII", 0x32, 24, 1, packed, packed, 0)  # LC_BUILD_VERSION, macOS
    header = struct.pack("<IiiIIIII", 0xFEEDFACF, cputype, 0, 6, 1, len(cmd), 0, 0)
    return header + cmd


def test_minos_reads_thin_and_universal_binaries(tmp_path):
    arm = _macho((15, 0, 0), 0x0100000C)
    intel = _macho((13, 0, 0), 0x01000007, old_style=True)
    fat = struct.pack(">II", 0xCAFEBABE, 2)
    offsets = (4096, 8192)
    fat += struct.pack(">iiIII", 0x0100000C, 0, offsets[0], len(arm), 12)
    fat += struct.pack(">iiIII", 0x01000007, 0, offsets[1], len(intel), 12)
    blob = fat.ljust(offsets[0], b"\0") + arm.ljust(offsets[1] - offsets[0], b"\0") + intel
    assert minos.minimums(blob) == [("arm64", (15, 0, 0)), ("x86_64", (13, 0, 0))]
    assert minos.minimums(b"\x7fELF" + b"\0" * 60) == []
    app = tmp_path / "Botifarra.app" / "Contents"
    (app / "MacOS").mkdir(parents=True)
    (app / "MacOS" / "botifarra").write_bytes(blob)
    (app / "Resources").mkdir()
    (app / "Resources" / "readme.txt").write_text("not a binary", encoding="utf-8")
    assert bundling.macos_minimum([str(app / "MacOS" / "botifarra")]) == (15, 0, 0)
    plist = tmp_path / "Info.plist"
    plist.write_bytes(plistlib.dumps({"LSMinimumSystemVersion": "14.0"}))
    assert minos.main([str(tmp_path / "Botifarra.app"), "--check-plist", str(plist)]) == 1
    plist.write_bytes(plistlib.dumps({"LSMinimumSystemVersion": "15.0"}))
    assert minos.main([str(tmp_path / "Botifarra.app"), "--check-plist", str(plist)]) == 0


def test_icons_hold_every_size_from_16_to_1024(tmp_path, qapp):
    from PySide6.QtGui import QImage, QImageReader

    assert make_icons.main([str(tmp_path)]) == 0
    for size in make_icons.PNG_SIZES:
        png = QImage(str(tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "cat.botifarra.Desktop.png"))
        assert (png.width(), png.height()) == (size, size)
    reference = QImage(str(tmp_path / "hicolor" / "48x48" / "apps" / "cat.botifarra.Desktop.png"))
    for name, expected in (("botifarra.ico", list(make_icons.ICO_SIZES)),
                           ("botifarra.icns", [s for _kind, s in make_icons.ICNS_TYPES])):
        reader = QImageReader(str(tmp_path / name))
        sizes = []
        for i in range(reader.imageCount()):
            assert reader.jumpToImage(i)
            image = reader.read()
            assert not image.isNull(), (name, i)
            sizes.append(image.width())
            if image.width() == 48:  # colours and transparency survive the container
                for x, y in ((24, 24), (0, 0), (12, 30)):
                    assert image.pixelColor(x, y).rgba() == reference.pixelColor(x, y).rgba(), (name, x, y)
        assert sorted(sizes) == sorted(expected), name
    assert min(make_icons.ICO_SIZES) == 16 and max(make_icons.ICNS_TYPES, key=lambda t: t[1])[1] == 1024


#: The release targets as PEP 508 marker environments (the bundle job's matrix).
TARGETS = {
    "linux-x86_64": {"sys_platform": "linux", "platform_machine": "x86_64"},
    "windows-x64": {"sys_platform": "win32", "platform_machine": "AMD64"},
    "macos-arm64": {"sys_platform": "darwin", "platform_machine": "arm64"},
    "macos-x86_64": {"sys_platform": "darwin", "platform_machine": "x86_64"},
}


def _pins(target: dict[str, str]) -> dict[str, str]:
    """The exact version constraints.txt gives each package on one target (lines whose marker applies)."""
    from packaging.requirements import Requirement

    env = {"python_version": "3.12", "python_full_version": "3.12.0", "implementation_name": "cpython",
           "platform_python_implementation": "CPython", "os_name": "nt" if target["sys_platform"] == "win32" else
           "posix", "platform_system": {"linux": "Linux", "win32": "Windows", "darwin": "Darwin"}[target["sys_platform"]],
           **target}
    pins: dict[str, str] = {}
    for line in (PACKAGING / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate(env):
            continue
        specs = list(req.specifier)
        assert len(specs) == 1 and specs[0].operator == "==", f"not an exact pin: {line}"
        assert req.name.lower() not in pins, f"two pins of {req.name} apply on {target}"
        pins[req.name.lower()] = specs[0].version
    return pins


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_bundle_tools_are_pinned_and_allowed_by_pyproject(target):
    pins = _pins(TARGETS[target])
    assert {"pyinstaller", "pyside6-essentials", "shiboken6", "zeroconf", "platformdirs", "ifaddr",
            "cryptography", "cffi", "pycparser", "spake2", "websockets"} <= set(pins)
    assert pins["pyside6-essentials"] == pins["shiboken6"]
    assert not pins["pyside6-essentials"].startswith("6.12.")  # pyproject.toml excludes it below Python 3.12
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^packaging = \["pyinstaller[>=<]', pyproject, re.M)
    # zeroconf: a version with a compiled wheel for the target (0.148.0 is the last one for Intel Macs)
    zeroconf = tuple(int(x) for x in pins["zeroconf"].split("."))
    assert zeroconf <= (0, 148, 0) if target == "macos-x86_64" else zeroconf >= (0, 148, 0)
    # cryptography: the same, 48.0.1 the last with a wheel for Intel Macs; pyproject.toml allows the pin
    cryptography = tuple(int(x) for x in pins["cryptography"].split("."))
    assert cryptography <= (48, 0, 1) if target == "macos-x86_64" else cryptography >= (48, 0, 1)
    from packaging.requirements import Requirement

    allowed = {Requirement(r).name.lower(): Requirement(r).specifier for r in _dependencies(pyproject)}
    for name in ("cryptography", "spake2", "platformdirs", "zeroconf", "websockets"):
        assert pins[name] in allowed[name], f"{name}=={pins[name]} is outside pyproject.toml's {allowed[name]}"


def _dependencies(pyproject: str) -> list[str]:
    """The [project] dependencies of pyproject.toml (without the Qt lines, which have markers)."""
    block = re.search(r"^dependencies = \[(.*?)^\]", pyproject, re.M | re.S)
    assert block
    return [d for d in re.findall(r'^\s*"([^"]+)",', block.group(1), re.M) if ";" not in d]


def test_zeroconf_must_be_compiled_in_the_bundle_on_every_release_target(tmp_path):
    targets = {(t["sys_platform"], t["platform_machine"].lower()) for t in TARGETS.values()}
    assert targets == set(bundling.ZEROCONF_WHEEL_TARGETS)
    package = tmp_path / "site-packages" / "zeroconf"
    (package / "_protocol").mkdir(parents=True)
    for name in ("__init__.py", "_cache.py", "_protocol/incoming.py"):
        (package / name).write_text("", encoding="utf-8")
    linux = ("linux", "x86_64")
    # a wheel that fell back to pure Python (or a build from source that failed to compile)
    assert "has no compiled modules" in bundling.zeroconf_problems([], package, linux)[0]
    assert bundling.zeroconf_problems([], package, ("freebsd14", "amd64")) == []  # no wheel there: fine
    (package / "_cache.cpython-312-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    (package / "_protocol" / "incoming.cpython-312-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    assert bundling.compiled_modules(package) == {"zeroconf._cache", "zeroconf._protocol.incoming"}
    bundled = ["zeroconf/_cache.cpython-312-x86_64-linux-gnu.so", "PySide6/QtCore.abi3.so", "libpython3.12.so.1.0"]
    assert bundling.zeroconf_problems(bundled, package, linux) == [
        "zeroconf's compiled module zeroconf._protocol.incoming is not in the bundle"]
    bundled.append("zeroconf/_protocol/incoming.cpython-312-x86_64-linux-gnu.so")
    assert bundling.zeroconf_problems(bundled, package, linux) == []
    # Windows names: .pyd, backslashes
    for so in package.rglob("*.so"):
        so.rename(so.with_name(so.name.split(".")[0] + ".cp312-win_amd64.pyd"))
    assert bundling.zeroconf_problems(["zeroconf\\_cache.cp312-win_amd64.pyd"], package, ("win32", "AMD64")) == [
        "zeroconf's compiled module zeroconf._protocol.incoming is not in the bundle"]


def test_the_spec_stops_on_zeroconf_problems():
    spec = (PACKAGING / "botifarra.spec").read_text(encoding="utf-8")
    assert "zeroconf_problems(" in spec and "raise SystemExit" in spec


def test_the_lan_channel_must_be_in_the_bundle():
    pure = ["botifarra_desktop.net.channel", "spake2", "spake2.spake2", "cryptography.hazmat.primitives.asymmetric.x25519",
            "cryptography.hazmat.primitives.ciphers.aead", "cryptography.hazmat.primitives.kdf.hkdf"]
    linux = ["cryptography/hazmat/bindings/_rust.abi3.so", "libpython3.12.so.1.0"]
    assert bundling.lan_problems(pure, linux) == []
    assert bundling.lan_problems(pure, ["cryptography\\hazmat\\bindings\\_rust.pyd"]) == []  # Windows
    assert bundling.lan_problems(pure[2:], linux[1:]) == [
        "the LAN channel's module botifarra_desktop.net.channel is not in the program's archive",
        "the LAN channel's module spake2 is not in the program's archive",
        "the LAN channel's compiled module cryptography.hazmat.bindings._rust is not in the bundle"]


def test_the_spec_ships_botifarra_join_beside_the_windowed_game():
    spec = (PACKAGING / "botifarra.spec").read_text(encoding="utf-8")
    assert spec.count("lan_problems(") == 2 and 'name="botifarra-join"' in spec
    join = re.search(r'join_exe = EXE\((.*?)\n\)', spec, re.S)
    game = re.search(r'\nexe = EXE\((.*?)\n\)', spec, re.S)
    assert join and "console=True" in join.group(1) and game and "console=False" in game.group(1)
    # COLLECT (and macOS's BUNDLE) take "console" from the last EXE: the game's must come last
    collect = re.search(r"COLLECT\((.*?)\)\n", spec, re.S)
    assert collect and [w for w in re.findall(r"\b(join_exe|exe)\b", collect.group(1))] == ["join_exe", "exe"]
    launcher = (PACKAGING / "join_launcher.py").read_text(encoding="utf-8")
    assert "from botifarra_desktop.net.join import main" in launcher and "freeze_support()" in launcher
    with open(PACKAGING / "macos" / "Info.plist", "rb") as f:
        assert plistlib.load(f)["CFBundleExecutable"] == "botifarra"  # the app starts the game, not the tool


def test_version_is_one_windows_can_carry():
    assert bundling.numeric_version(__version__)[:3] == tuple(int(x) for x in __version__.split(".")[:3])
    assert os.path.basename(bundling.HERE) == "packaging"
