"""Render the app icon (resources/icons/botifarra.svg) to the sizes each system wants.

    python packaging/make_icons.py [OUT_DIR]

Writes hicolor PNGs (16-512 px), botifarra.ico (Windows) and botifarra.icns (macOS)
into OUT_DIR (default packaging/out/icons).  Uses Qt offscreen, no other tools.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    out = Path(argv[0]) if argv else ROOT / "packaging" / "out" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (Qt needs it)
    svg = ROOT / "resources" / "icons" / "botifarra.svg"
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        print(f"cannot read the icon {svg}", file=sys.stderr)
        return 1
    images = {}
    for size in SIZES:
        img = QImage(size, size, QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(p)
        p.end()
        images[size] = img
        d = out / "hicolor" / f"{size}x{size}" / "apps"
        d.mkdir(parents=True, exist_ok=True)
        if not img.save(str(d / "cat.botifarra.Desktop.png")):
            print(f"could not write the {size}px icon", file=sys.stderr)
            return 1
    if not images[256].save(str(out / "botifarra.ico"), "ICO"):
        print("could not write botifarra.ico", file=sys.stderr)
        return 1
    if not images[512].save(str(out / "botifarra.icns"), "ICNS"):
        print("could not write botifarra.icns", file=sys.stderr)
        return 1
    images[256].save(str(out / "botifarra.png"))
    print(f"icons written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
