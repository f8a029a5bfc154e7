"""Find the bundled resources (decks, translations, icons, scenarios).

From a source checkout they are in ``resources/`` at the top of the repository; an
installed wheel carries the same tree as ``botifarra_desktop/_resources``;
a PyInstaller bundle puts it next to the executable (``sys._MEIPASS``).
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def resources_dir() -> Path:
    candidates = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "resources")
    here = Path(__file__).resolve().parent
    candidates.append(here.parent / "resources")  # source checkout / editable install
    candidates.append(here / "_resources")  # installed wheel (package-dir mapping)
    for c in candidates:
        if (c / "decks").is_dir():
            return c
    raise FileNotFoundError(
        "Botifarra Desktop cannot find its resources folder; looked in: "
        + ", ".join(str(c) for c in candidates)
    )


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
