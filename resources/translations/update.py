#!/usr/bin/env python3
"""Regenerate the translations: .ts sources from the code, then the compiled .qm files.

    python resources/translations/update.py          # lupdate + lrelease
    python resources/translations/update.py --release  # only lrelease (after editing a .ts)

Edit the .ts files with Qt Linguist (pyside6-linguist) or any text editor; source
strings are English, every visible string of botifarra_desktop/ui is extracted.

Plural forms: a source with ``%n`` is given its count, ``translate(context, "%n hands", None, n)``
(``n`` a plain name, or lupdate skips the call), and each language gives one form per
plural of its own (English too: "%n hand", "%n hands").  lupdate's Python reader marks only
``self.tr`` calls as plural, so this script marks every ``%n`` message plural and keeps the
forms already translated.
"""

from __future__ import annotations

import re
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


MESSAGE = re.compile(r'<message(?: numerus="yes")?>(?P<head>\s*(?:<location[^>]*/>\s*)*)<source>(?P<source>[^<]*%n[^<]*)'
                     r'</source>(?P<body>.*?)</message>', re.S)
CONTEXT = re.compile(r"<context>\s*<name>(?P<name>[^<]*)</name>.*?</context>", re.S)
FORM = re.compile(r"<numerusform>(.*?)</numerusform>", re.S)


def plural_forms(ts: str) -> dict[tuple[str, str], list[str]]:
    """The plural forms translated in a .ts file, by (context, source)."""
    found = {}
    for ctx in CONTEXT.finditer(ts):
        for m in MESSAGE.finditer(ctx.group(0)):
            forms = FORM.findall(m.group("body"))
            if forms and all(forms):
                found[(ctx.group("name"), m.group("source"))] = forms
    return found


def mark_plurals(ts: str, kept: dict[tuple[str, str], list[str]], forms: int) -> str:
    """Every ``%n`` message plural, with its ``kept`` forms (or ``forms`` empty ones to translate)."""
    def context(ctx: re.Match) -> str:
        def message(m: re.Match) -> str:
            old = kept.get((ctx.group("name"), m.group("source")))
            body = "".join(f"\n            <numerusform>{f}</numerusform>" for f in (old or [""] * forms))
            state = "" if old else ' type="unfinished"'
            return (f'<message numerus="yes">{m.group("head")}<source>{m.group("source")}</source>\n'
                    f"        <translation{state}>{body}\n        </translation>\n    </message>")
        return MESSAGE.sub(message, ctx.group(0))
    return CONTEXT.sub(context, ts)


def main(argv: list[str]) -> int:
    ts_files = [HERE / f"botifarra_{lang}.ts" for lang in LANGUAGES]
    if "--release" not in argv:
        sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "botifarra_desktop" / "ui").rglob("*.py"))
        for ts in ts_files:
            lang = ts.stem.split("_")[1]
            kept = plural_forms(ts.read_text(encoding="utf-8"))
            subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-source-language", "en",
                            "-target-language", lang, *sources, "-ts", str(ts)], cwd=ROOT, check=True)
            ts.write_text(mark_plurals(ts.read_text(encoding="utf-8"), kept, 2), encoding="utf-8")
    for ts in ts_files:
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
