"""The Linux bundle builds, and the built program runs --version and --autoplay 1 offscreen."""

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.xdist_group("linux_bundle")  # kept together where xdist can; built once: conftest.py
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle is built on Linux")
def test_build_linux_bundle_and_run_it(tmp_path, linux_build):
    from botifarra_desktop import __version__

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(tmp_path))
    proc = linux_build
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    out = proc.stdout
    assert "bundle:" in out and "start-up to exit, --version:" in out and "smoke test passed" in out
    assert "its compiled modules are in the bundle" in proc.stdout + proc.stderr  # zeroconf, checked by the spec
    assert "the LAN channel (cryptography's compiled module, spake2) is in the bundle" in proc.stdout + proc.stderr
    # the smoke test's LAN part: the bundle's botifarra-join at a password table, through the encrypted channel
    for step in ("botifarra-join: a wrong password is refused", "botifarra-join: seated through the encrypted channel",
                 "botifarra-join: its computer player played the hand"):
        assert f"ok   {step}" in out, step
    exe = ROOT / "packaging" / "out" / "dist" / "botifarra" / "botifarra"
    version = subprocess.run([str(exe), "--version"], env=env, capture_output=True, text=True, timeout=60)
    assert __version__ in version.stdout
    tarballs = list((ROOT / "packaging" / "out").glob(f"botifarra-{__version__}-linux-*.tar.gz"))
    assert len(tarballs) == 1
    with tarfile.open(tarballs[0]) as tar:
        names = tar.getnames()
    assert any(n.endswith("share/applications/cat.botifarra.Desktop.desktop") for n in names)
    assert any(n.endswith("share/metainfo/cat.botifarra.Desktop.metainfo.xml") for n in names)
    assert any(n.endswith("hicolor/256x256/apps/cat.botifarra.Desktop.png") for n in names)
    assert any(n.endswith("/install.sh") for n in names)
    assert any(n.endswith("/botifarra/botifarra-join") for n in names)
    assert any("resources/decks/classic/9O.svg" in n for n in names)
