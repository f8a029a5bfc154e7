"""Deal numbers and deal codes: what a hand's shuffle is made from.

A hand is dealt from one whole number, kept in the game's ``Deal`` action, in
saved games and in the history of past hands:

- a **deal number** (below 2**128; the program has always given numbers below
  2**31) shuffles with ``random.Random(number)``, exactly as it always has, so
  old files and the numbers players wrote down keep giving the same cards;
- a **deal code** is ``2**128`` plus 128 secret random bits from the operating
  system (``new_deal_code``).  Its shuffle is driven by SHA-256, so the cards a
  player holds tell nothing about anyone else's, and there are far too many
  codes to try them all.  LAN tables deal with codes and tell the players a
  hand's code only once it is scored.

People read and type codes as ``format_deal`` writes them: 32 hexadecimal
digits in eight groups (``"3f0a-91c2-…"``); a number is written in decimal.
``parse_deal`` reads both back.
"""

from __future__ import annotations

import hashlib
import secrets

CODE_BITS = 128
CODE_BASE = 1 << CODE_BITS  # every deal code is CODE_BASE + 128 random bits
MAX_NUMBER_DIGITS = 10  # typed deal numbers (the program gives numbers below 2**31)

_SHUFFLE_TAG = b"botifarra deal code shuffle v1\x00"


def new_deal_code() -> int:
    """A fresh deal code from the operating system's secure random source."""
    return CODE_BASE | secrets.randbits(CODE_BITS)


def is_deal_code(value: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and CODE_BASE <= value < 2 * CODE_BASE


def format_deal(value: int) -> str:
    """A deal as people read it: a code in eight groups of four hex digits, a number in decimal."""
    if is_deal_code(value):
        digits = f"{value - CODE_BASE:032x}"
        return "-".join(digits[i:i + 4] for i in range(0, 32, 4))
    return str(value)


def parse_deal(text: str) -> int:
    """The deal a person typed: a deal number (up to ten digits) or a deal code (32 hex digits,
    dashes and spaces allowed).  Raises ValueError with a sentence for the player."""
    raw = text.strip()
    if raw.isdigit() and raw.isascii() and len(raw) <= MAX_NUMBER_DIGITS:
        return int(raw)
    digits = "".join(ch for ch in raw if ch not in "- ").lower()
    if len(digits) == CODE_BITS // 4 and all(ch in "0123456789abcdef" for ch in digits):
        return CODE_BASE + int(digits, 16)
    raise ValueError("a deal is a number of up to ten digits or a code of 32 letters and digits (0-9, a-f)")


def code_shuffle(code: int, deck: list[str]) -> list[str]:
    """Fisher-Yates driven by SHA-256 of the code (counter mode, unbiased by rejection)."""
    if not is_deal_code(code):
        raise ValueError("not a deal code")
    key = _SHUFFLE_TAG + code.to_bytes(CODE_BITS // 8 + 1, "big")
    words: list[int] = []
    counter = 0

    def word() -> int:
        nonlocal counter
        if not words:
            block = hashlib.sha256(key + counter.to_bytes(8, "big")).digest()
            counter += 1
            words.extend(int.from_bytes(block[k:k + 4], "big") for k in range(28, -1, -4))
        return words.pop()

    out = list(deck)
    for i in range(len(out) - 1, 0, -1):
        span = i + 1
        limit = (1 << 32) - (1 << 32) % span
        while (w := word()) >= limit:
            pass
        j = w % span
        out[i], out[j] = out[j], out[i]
    return out
