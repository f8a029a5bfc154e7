"""The Debian package's documents: its changelog and a machine-readable copyright file.

    python packaging/linux/debian.py STAGE VERSION     (STAGE: the package's root; VERSION: 0.1.0-1)

Writes ``usr/share/doc/botifarra/changelog.Debian.gz`` (one entry, dated by the release line of
the AppStream metainfo, so the same source makes the same file) and ``usr/share/doc/botifarra/copyright``
(copyright-format 1.0): the game under the GPL, and every component the bundle carries under its
own licence: PyInstaller's loader, Python, Qt and PySide6, zeroconf, ifaddr, platformdirs,
cryptography (with the OpenSSL its Rust module carries), cffi, spake2, numpy (with OpenBLAS and
the GCC Fortran runtime its wheel carries), and the
libraries PyInstaller copied from the build machine.  A bundled file that matches no entry of
``COMPONENTS`` is listed under a stanza that says so, and is printed (the slow packaging test fails
on it): add it to the table with its licence.
"""

from __future__ import annotations

import fnmatch
import gzip
import re
import sys
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[2]
METAINFO = ROOT / "packaging" / "linux" / "cat.botifarra.Desktop.metainfo.xml"
MAINTAINER = "Botifarra Desktop <botifarra@users.noreply.github.com>"
#: Where the bundle is installed, relative to the package root.
BUNDLE = "usr/lib/botifarra"

#: (file patterns under the bundle's _internal folder, copyright holders, licence short name)
#: The system libraries are the ones PyInstaller collects on Ubuntu 24.04 / Debian 12 with Qt 6.
COMPONENTS: list[tuple[tuple[str, ...], str, str]] = [
    (("PySide6/*", "shiboken6/*", "libpyside6*", "libshiboken6*", "libQt6*"),
     "The Qt Company Ltd. and other contributors (Qt and Qt for Python)", "LGPL-3"),
    (("libicu*",), "Unicode, Inc. and others (ICU, as shipped in the Qt wheels)", "Unicode-3.0"),
    (("libpython3*", "base_library.zip", "python3*/*"),
     "Python Software Foundation and the Python contributors", "PSF-2.0"),
    (("zeroconf/*",), "Paul Scott-Murphy, William McBrine, Jakub Stasiak, J. Nick Koston and others (python-zeroconf)",
     "LGPL-2.1+"),
    (("cryptography/*", "cryptography-*.dist-info/*"),
     "The Python Cryptographic Authority and individual contributors (cryptography; its Rust module carries "
     "OpenSSL, The OpenSSL Project Authors)", "Apache-2.0 or BSD-3-clause"),
    (("_cffi_backend*",), "Armin Rigo, Maciej Fijalkowski and the CFFI contributors", "MIT"),
    (("openskill/*", "openskill-*.dist-info/*", "*__mypyc.cpython-*"),
     "Vivek Joshy and the openskill.py contributors (the rating; its mypyc runtime module)", "MIT"),
    (("numpy/*", "numpy-*.dist-info/*"),
     "NumPy Developers (numpy, Hard's learned reading; its licence file names the code it includes)",
     "BSD-3-clause"),
    (("numpy.libs/libscipy_openblas*", "libscipy_openblas*"), "Zhang Xianyi, Martin Kroeker and the OpenBLAS contributors (OpenBLAS, "
                                         "as shipped in the numpy wheels)", "BSD-3-clause"),
    (("numpy.libs/libgfortran*", "libgfortran*"), "Free Software Foundation, Inc. (libgfortran, as shipped in the numpy wheels)",
     "GPL-3+ with GCC-exception-3.1"),
    (("numpy.libs/libquadmath*", "libquadmath*"), "Free Software Foundation, Inc. (libquadmath, as shipped in the numpy wheels)",
     "LGPL-2.1+"),
    (("websockets/*", "websockets-*.dist-info/*"),
     "Aymeric Augustin and contributors (websockets, the internet path's mailbox client)", "BSD-3-clause"),
    (("libX11*", "libXau*", "libXdmcp*", "libXext*", "libXrender*", "libxcb*", "libxkbcommon*"),
     "The X.Org Foundation, Keith Packard, Ran Benita and others (X11, XCB, xkbcommon)", "MIT"),
    (("libfontconfig*", "libexpat*", "libffi*", "libharfbuzz*", "libpixman*", "libbrotli*", "libcom_err*",
      "libkrb5*", "libk5crypto*", "libgssapi_krb5*"),
     "The fontconfig, expat, libffi, HarfBuzz, pixman, Brotli and MIT Kerberos authors", "MIT"),
    (("libglib-2*", "libgio-2*", "libgobject-2*", "libgmodule-2*", "libgthread-2*", "libatk-1*", "libgdk_pixbuf-2*",
      "libpango*", "libcairo*", "libfribidi*", "libthai*", "libdatrie*", "libgraphite2*", "libsystemd*",
      "libblkid*", "libmount*", "libuuid*", "libgcrypt*", "libgpg-error*", "libkeyutils*", "libdbus-1*",
      "libcap.so*", "libselinux*"),
     "The GLib, ATK, GdkPixbuf, Pango, cairo, FriBidi, libthai, libdatrie, Graphite, systemd, util-linux, "
     "libgcrypt, libgpg-error, keyutils, D-Bus, libcap and SELinux authors", "LGPL-2.1+"),
    (("libfreetype*",), "The FreeType Project", "FTL"),
    (("libpng*",), "The PNG Reference Library authors", "Libpng"),
    (("libz.so*",), "Jean-loup Gailly and Mark Adler", "Zlib"),
    (("libjpeg*",), "The Independent JPEG Group and the libjpeg-turbo authors", "IJG"),
    (("libbz2*", "liblzma*", "libzstd*", "liblz4*", "libpcre2*", "libbsd*", "libmd.so*"),
     "Julian Seward (bzip2), Lasse Collin (xz), Meta Platforms (zstd), Yann Collet (lz4), Philip Hazel (PCRE2), "
     "the libbsd and libmd authors", "BSD-3-clause"),
    (("libcrypto*", "libssl*"), "The OpenSSL Project Authors", "Apache-2.0"),
    (("libstdc++*", "libgcc_s*"), "Free Software Foundation, Inc.", "GPL-3+ with GCC-exception-3.1"),
]

#: Folders under _internal whose files are under different licences: each file gets its own line.
BY_FILE = ("numpy.libs",)

LICENSES = {
    "GPL-3+": "On Debian systems the full text is in /usr/share/common-licenses/GPL-3.",
    "GPL-2+ with Bootloader exception": (
        "PyInstaller's bootloader (the botifarra program that starts the bundle) is under the GNU General\n"
        "Public License version 2 or later, with an exception that allows it to start programs under any\n"
        "licence. On Debian systems the GPL is in /usr/share/common-licenses/GPL-2."),
    "LGPL-3": "On Debian systems the full text is in /usr/share/common-licenses/LGPL-3.",
    "LGPL-2.1+": "On Debian systems the full text is in /usr/share/common-licenses/LGPL-2.1.",
    "GPL-3+ with GCC-exception-3.1": (
        "The GCC runtime libraries: GPL version 3 or later with the GCC Runtime Library Exception 3.1.\n"
        "On Debian systems the GPL is in /usr/share/common-licenses/GPL-3."),
    "Apache-2.0": "On Debian systems the full text is in /usr/share/common-licenses/Apache-2.0.",
    "BSD-3-clause": "Redistribution and use in source and binary forms, with or without modification, are\n"
                    "permitted provided that the copyright notice, the list of conditions and the disclaimer are\n"
                    "retained, and that the names of the authors are not used to endorse derived products without\n"
                    "permission (the BSD licences, 3- or 2-clause: each library's exact text is in its source).",
    "MIT": "Permission is hereby granted, free of charge, to any person obtaining a copy of this software\n"
           "and associated documentation files, to deal in the Software without restriction, provided the\n"
           "copyright notice and this permission notice are included in all copies. THE SOFTWARE IS PROVIDED\n"
           "\"AS IS\", WITHOUT WARRANTY OF ANY KIND (the MIT/X11 licence; each library's exact text is in its\n"
           "source distribution).",
    "PSF-2.0": "The Python Software Foundation License version 2 (https://docs.python.org/3/license.html).",
    "Unicode-3.0": "The Unicode License v3 (https://www.unicode.org/license.txt).",
    "FTL": "The FreeType Project License (https://freetype.org/license.html).",
    "Libpng": "The PNG Reference Library License version 2 (http://www.libpng.org/pub/png/src/libpng-LICENSE.txt).",
    "Zlib": "The zlib licence (https://zlib.net/zlib_license.html).",
    "IJG": "The Independent JPEG Group's licence, with the libjpeg-turbo BSD terms.",
    "other": "A library copied from the build machine that this table does not name yet; its licence is in\n"
             "the copyright file of the distribution package that provides it.",
}


def release_date(version: str, metainfo: Path = METAINFO) -> datetime:
    """The date of ``version``'s <release> in the AppStream metainfo."""
    for release in ET.parse(metainfo).getroot().iter("release"):
        if release.get("version") == version and release.get("date"):
            return datetime.strptime(release.get("date", ""), "%Y-%m-%d").replace(tzinfo=timezone.utc)
    raise ValueError(f"{metainfo} has no dated <release version=\"{version}\">")


def changelog(debversion: str, metainfo: Path = METAINFO) -> str:
    upstream = debversion.rsplit("-", 1)[0]
    date = release_date(upstream, metainfo).strftime("%a, %d %b %Y %H:%M:%S +0000")
    return (f"botifarra ({debversion}) unstable; urgency=medium\n\n"
            f"  * Botifarra Desktop {upstream}, packaged from the release bundle.\n\n"
            f" -- {MAINTAINER}  {date}\n")


def copyright_years(metainfo: Path = METAINFO) -> str:
    """``2026`` or ``2026-2028``: from the first release in the metainfo to the latest."""
    years = sorted({int(r.get("date", "0")[:4]) for r in ET.parse(metainfo).getroot().iter("release")} - {0})
    if not years:
        raise ValueError(f"{metainfo} has no dated <release>")
    return str(years[0]) if years[0] == years[-1] else f"{years[0]}-{years[-1]}"


def component(relpath: str) -> Optional[tuple[str, str]]:
    """(holders, licence) of a file under the bundle's _internal folder, or None when the table lacks it."""
    for patterns, holders, licence in COMPONENTS:
        if any(fnmatch.fnmatch(relpath, p) for p in patterns):
            return holders, licence
    return None


def copyright_file(bundle: Path) -> tuple[str, list[str]]:
    """(the copyright file's text, the bundled files no entry of COMPONENTS names)."""
    internal = bundle / "_internal"
    groups: dict[tuple[str, str], list[str]] = {}
    unknown: list[str] = []
    entries: list[tuple[str, bool]] = []  # (path under _internal, a folder taken whole)
    for entry in sorted(internal.iterdir()) if internal.is_dir() else []:
        if entry.name == "resources":
            continue  # the game's own cards, translations and icons: Files: *
        if entry.is_dir() and entry.name in BY_FILE:
            entries.extend((f"{entry.name}/{f.name}", False) for f in sorted(entry.iterdir()))
        else:
            entries.append((entry.name, entry.is_dir()))
    for name, whole in entries:
        found = component(name + ("/x" if whole else ""))
        pattern = f"{BUNDLE}/_internal/{name}" + ("/*" if whole else "")
        if found is None:
            unknown.append(name)
            found = ("the authors of each library", "other")
        groups.setdefault(found, []).append(pattern)
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Botifarra Desktop\n"
        "Comment: Botifarra is packaged from its PyInstaller bundle, which carries Python, Qt and the\n"
        " libraries below; each stays under its own licence.",
        f"Files: *\nCopyright: {copyright_years()} Botifarra Desktop developers\nLicense: GPL-3+",
        f"Files: {BUNDLE}/botifarra\nCopyright: PyInstaller Development Team\n"
        "License: GPL-2+ with Bootloader exception",
    ]
    for (holders, licence), patterns in groups.items():
        files = "\n ".join(patterns)
        paragraphs.append(f"Files: {files}\nCopyright: {holders}\nLicense: {licence}")
    paragraphs.append("Comment: platformdirs (MIT, the platformdirs developers), ifaddr (MIT, Stefan C. Mueller),\n"
                      " spake2 (MIT, Brian Warner) and cffi's Python part (MIT, the CFFI contributors) are inside\n"
                      " the program's archive, with the game's own Python modules.\nLicense: MIT")
    used = {part for (_h, licence) in groups for part in licence.split(" or ")} | {"GPL-3+", "GPL-2+ with Bootloader exception", "MIT"}
    for name, text in LICENSES.items():
        if name in used:
            body = "\n".join(" " + line if line else " ." for line in text.splitlines())
            paragraphs.append(f"License: {name}\n{body}")
    return "\n\n".join(paragraphs) + "\n", unknown


def write(stage: Path, debversion: str) -> list[str]:
    doc = stage / "usr" / "share" / "doc" / "botifarra"
    doc.mkdir(parents=True, exist_ok=True)
    with open(doc / "changelog.Debian.gz", "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as gz:
            gz.write(changelog(debversion).encode("utf-8"))
    text, unknown = copyright_file(stage / BUNDLE)
    (doc / "copyright").write_text(text, encoding="utf-8")
    return unknown


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not re.fullmatch(r"[0-9][0-9A-Za-z.+~]*-[0-9A-Za-z.+~]+", argv[1]):
        print("usage: debian.py STAGE VERSION-REVISION", file=sys.stderr)
        return 2
    unknown = write(Path(argv[0]), argv[1])
    for name in unknown:
        print(f"copyright: no licence known for the bundled {name}: add it to COMPONENTS in {__file__}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
