"""Write ``skeleton.txt`` (next to this script) from Unicode's ``confusables.txt`` (UTS #39).

    python resources/confusables/generate.py PATH/TO/confusables.txt

Python's standard library has no confusables table and no well-kept PyPI package computes the
TR39 skeleton, so the app ships the one part of Unicode's data it needs: every mapping of
``confusables.txt`` (source code point -> prototype code points), as hexadecimal, one a line.
``botifarra_desktop.net.confusables`` reads it.  Run this again with a newer ``confusables.txt``
(https://www.unicode.org/Public/security/latest/confusables.txt) to follow Unicode.
"""

from __future__ import annotations

import sys
from pathlib import Path


def convert(source: str) -> str:
    header = []
    rows = []
    for line in source.splitlines():
        line = line.lstrip("\ufeff")
        if line.startswith("#"):
            if any(key in line for key in ("Version:", "Date:", "©", "terms of use")):
                header.append(line)
            continue
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [f.strip() for f in data.split(";")]
        if len(fields) < 2:
            raise ValueError(f"not a confusables line: {line!r}")
        rows.append(f"{fields[0]}\t{fields[1]}")
    out = ["# The TR39 confusables mapping (source -> prototype), from Unicode's confusables.txt:"]
    out += header
    out.append("# Made by resources/confusables/generate.py; do not edit by hand.")
    out += rows
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    text = Path(argv[0]).read_text(encoding="utf-8")
    target = Path(__file__).with_name("skeleton.txt")
    target.write_text(convert(text), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
