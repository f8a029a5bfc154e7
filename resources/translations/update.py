#!/usr/bin/env python3
"""Regenerate the translations: .ts sources from the code, then the compiled .qm files.

    python resources/translations/update.py          # lupdate + lrelease
    python resources/translations/update.py --release  # only lrelease (after editing a .ts)

Edit the .ts files with Qt Linguist (pyside6-linguist) or any text editor; source
strings are English, every visible string of botifarra_desktop/ui is extracted.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LANGUAGES = ("ca", "es", "en", "fr", "it", "pt")


def tool(name: str) -> str:
    """The pyside6 tool next to this Python (the virtualenv), else on PATH."""
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        sys.exit(f"{name} not found: install PySide6 (it ships {name})")
    return found


def main(argv: list[str]) -> int:
    ts_files = [HERE / f"botifarra_{lang}.ts" for lang in LANGUAGES]
    if "--release" not in argv:
        sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "botifarra_desktop" / "ui").rglob("*.py"))
        for ts in ts_files:
            lang = ts.stem.split("_")[1]
            subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-source-language", "en",
                            "-target-language", lang, *sources, "-ts", str(ts)], cwd=ROOT, check=True)
    for ts in ts_files:
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
