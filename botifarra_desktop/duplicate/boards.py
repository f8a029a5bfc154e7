"""Boards: the deals a duplicate match is played on.

A **board** is a deal code (``engine.deals``), the seat that deals and the rules: the
dealer is part of the board because in botifarra the dealer's side chooses the trumps.
A match's boards come from a *key*: ``"seed:<n>"`` for a match from a seed, or
``"date:<YYYY-MM-DD>"`` for today's boards.  Board ``i``'s deal code is SHA-256 of the
key and ``i``, so the same key gives the same cards on every computer and in every
version of Python, and nobody can tell the other hands from their own.  Board ``i``
(1-based) is dealt by seat ``(i - 1) mod players``, so the dealer goes round.

A board is one hand: its rules are the game's as a game of one hand (``board_rules``).
Today's boards are six boards of the default rules (pairs game, lliure),
from the day's ISO date: the same set everywhere in the world on that day.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
from dataclasses import dataclass
from typing import Any

from ..engine.deals import CODE_BASE, CODE_BITS, is_deal_code
from ..engine.rules import FIRST_DEALER_RANDOM, Rules

_BOARD_TAG = b"botifarra duplicate board v1\x00"
TODAY_BOARDS = 6  # how many boards today's set has
MAX_BOARDS = 1000


def _code(key: str, number: int) -> int:
    digest = hashlib.sha256(_BOARD_TAG + f"{key}|{number}".encode()).digest()
    return CODE_BASE | int.from_bytes(digest[:CODE_BITS // 8], "big")


@dataclass(frozen=True)
class Board:
    number: int  # 1-based, within its match
    deal: int  # a deal code
    dealer: int
    rules: Rules

    def __post_init__(self) -> None:
        if not is_deal_code(self.deal):
            raise ValueError("a board's deal is a deal code")
        if not 0 <= self.dealer < self.rules.way.players:
            raise ValueError(f"the dealer is a seat 0-{self.rules.way.players - 1}, not {self.dealer!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "deal": f"{self.deal - CODE_BASE:032x}", "dealer": self.dealer,
                "rules": self.rules.to_dict()}

    @classmethod
    def from_dict(cls, data: Any) -> "Board":
        if not isinstance(data, dict):
            raise ValueError("a board must be a JSON object")
        try:
            deal = CODE_BASE + int(str(data["deal"]), 16)
            number, dealer = data["number"], data["dealer"]
        except (KeyError, ValueError) as exc:
            raise ValueError(f"a board needs a number, a deal code and a dealer ({exc})") from None
        if not isinstance(number, int) or not isinstance(dealer, int) or isinstance(dealer, bool) or number < 1:
            raise ValueError("a board's number and dealer are whole numbers")
        return cls(number, deal, dealer, Rules.from_dict(data.get("rules", {})))


def boards_for(key: str, count: int, rules: Rules) -> tuple[Board, ...]:
    """The ``count`` boards of the match ``key`` (see the module notes)."""
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_BOARDS:
        raise ValueError(f"a match has 1 to {MAX_BOARDS} boards, not {count!r}")
    rules = board_rules(rules)
    players = rules.way.players
    return tuple(Board(i, _code(key, i), (i - 1) % players, rules) for i in range(1, count + 1))


def board_rules(rules: Rules) -> Rules:
    """A board is one hand: ``rules`` as a game of one hand, dealt by the board's dealer (never the
    Lleida draw of the 5 of espases, which would choose another player to declare)."""
    return rules.with_changes(target=None, hands=1, first_dealer=FIRST_DEALER_RANDOM)


def seed_key(seed: int) -> str:
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(f"a match seed is a whole number from 0 up, not {seed!r}")
    return f"seed:{seed}"


def date_key(day: _dt.date) -> str:
    return f"date:{day.isoformat()}"


def match_boards(seed: int, count: int, rules: Rules | None = None) -> tuple[Board, ...]:
    """A match's boards from a seed (default rules unless given)."""
    return boards_for(seed_key(seed), count, rules or Rules())


def todays_boards(day: _dt.date) -> tuple[Board, ...]:
    """The day's boards: ``TODAY_BOARDS`` boards of the default rules, the same everywhere."""
    return boards_for(date_key(day), TODAY_BOARDS, Rules())


def parse_day(text: str) -> _dt.date:
    """A day typed as YYYY-MM-DD; ValueError with a sentence otherwise."""
    try:
        return _dt.date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"a day is written YYYY-MM-DD (for example 2026-12-06), not {text!r}") from None
