"""The Unicode TR39 confusables skeleton: what a text looks like, for telling names apart.

``skeleton(text)`` is UTS #39's: NFD, every character replaced by its prototype from Unicode's
``confusables.txt``, NFD again.  Two texts with the same skeleton look the same to a reader
("LoIa" with a capital I and "Lola"; "Аnna" with a Cyrillic A and "Anna").  The mapping ships as
``resources/confusables/skeleton.txt``, made from Unicode's data by ``resources/confusables/generate.py``
(the standard library has none); it is read once, on first use.
"""

from __future__ import annotations

import functools
import logging
import unicodedata

from ..resources import resource

log = logging.getLogger(__name__)


@functools.lru_cache(maxsize=1)
def _table() -> dict[int, str]:
    table: dict[int, str] = {}
    path = resource("confusables", "skeleton.txt")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:  # a broken install: names are still compared without look-alikes
        log.error("the confusables table %s is missing; look-alike names are not told apart", path)
        return table
    for line in lines:
        if not line or line.startswith("#"):
            continue
        source, target = line.split("\t")
        table[int(source, 16)] = "".join(chr(int(cp, 16)) for cp in target.split())
    return table


def skeleton(text: str) -> str:
    """UTS #39's skeleton of ``text``."""
    return unicodedata.normalize("NFD", unicodedata.normalize("NFD", text).translate(_table()))
