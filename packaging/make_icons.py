"""Render the app icon (resources/icons/botifarra.svg) to the sizes each system wants.

    python packaging/make_icons.py [OUT_DIR]

Writes into OUT_DIR (default packaging/out/icons):

* hicolor PNGs, 16 to 1024 px, for Linux menus;
* botifarra.ico (Windows: 16, 20, 24, 32, 40, 48, 64, 128 and 256 px in one file; the
  small ones as 32-bit bitmaps, which every part of Windows reads, 256 as PNG);
* botifarra.icns (macOS: 16 to 1024 px, with the @2x pairs Finder and the Dock use).

Uses Qt offscreen to draw, and writes the two container formats itself (Qt's writers
store a single image per file).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
#: ICNS element types holding PNG data, with the pixel size of each (Apple's iconutil names)
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32),  # 16 and 16@2x
    (b"icp6", 64), (b"ic12", 64),  # 32@2x
    (b"ic07", 128), (b"ic13", 256),  # 128 and 128@2x
    (b"ic08", 256), (b"ic14", 512),  # 256 and 256@2x
    (b"ic09", 512), (b"ic10", 1024),  # 512 and 512@2x
)


def _render(renderer, size: int):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(p)
    p.end()
    return img


def png_bytes(img) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise OSError("could not encode a PNG")
    buf.close()
    return bytes(data.data())


def _bmp_entry(img) -> bytes:
    """An ICO image as a 32-bit BGRA DIB: BITMAPINFOHEADER, bottom-up pixels, AND mask."""
    from PySide6.QtGui import QImage

    img = img.convertToFormat(QImage.Format.Format_ARGB32)  # little-endian memory: B, G, R, A
    w, h = img.width(), img.height()
    rows = [bytes(img.constScanLine(y))[: w * 4] for y in range(h)]
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    mask_row = ((w + 31) // 32) * 4  # 1 bit a pixel, rows padded to 4 bytes; all 0: alpha decides
    return header + b"".join(reversed(rows)) + b"\0" * (mask_row * h)


def ico_bytes(images: dict[int, object]) -> bytes:
    entries = [(size, png_bytes(images[size]) if size >= 256 else _bmp_entry(images[size])) for size in ICO_SIZES]
    out = struct.pack("<HHH", 0, 1, len(entries))
    offset = 6 + 16 * len(entries)
    for size, data in entries:
        dim = 0 if size >= 256 else size  # 0 means 256
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(data for _size, data in entries)


def icns_bytes(images: dict[int, object]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data
                    for kind, size in ICNS_TYPES for data in [png_bytes(images[size])])
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtSvg import QSvgRenderer

    out = Path(argv[0]) if argv else ROOT / "packaging" / "out" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (Qt needs it)
    svg = ROOT / "resources" / "icons" / "botifarra.svg"
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        print(f"cannot read the icon {svg}", file=sys.stderr)
        return 1
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _k, s in ICNS_TYPES})
    images = {size: _render(renderer, size) for size in sizes}
    for size in PNG_SIZES:
        d = out / "hicolor" / f"{size}x{size}" / "apps"
        d.mkdir(parents=True, exist_ok=True)
        if not images[size].save(str(d / "cat.botifarra.Desktop.png")):
            print(f"could not write the {size}px icon", file=sys.stderr)
            return 1
    try:
        (out / "botifarra.ico").write_bytes(ico_bytes(images))
        (out / "botifarra.icns").write_bytes(icns_bytes(images))
        (out / "botifarra.png").write_bytes(png_bytes(images[256]))
    except OSError as exc:
        print(f"could not write the icons: {exc}", file=sys.stderr)
        return 1
    print(f"icons written to {out}: PNG {PNG_SIZES[0]}-{PNG_SIZES[-1]} px, ICO {len(ICO_SIZES)} sizes, "
          f"ICNS {len(ICNS_TYPES)} images")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
