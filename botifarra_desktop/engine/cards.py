"""Cards, the 48-card Spanish deck, card strength and points, and the deal shuffle.

Cards are written as in RULES.md: rank then suit letter ("9O", "12B", "1C").
Inside the engine a card is a small int, ``suit * 12 + strength``, where
``strength`` is the card's position from weakest (0) to strongest (11) inside its
suit under the ranking in force.  That makes "every card that beats this one"
and "the lowest card of a suit" single bit operations on hands kept as bit masks
(see ``tricks.py``).  Because the strength order depends on the ranking option
("3 second"), the int of a card depends on the ranking: convert with
``Ranking.card_id`` / ``Ranking.card_str``, never by hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Sequence

from .deals import code_shuffle, is_deal_code

SUITS = "OCEB"  # oros, copes, espases, bastos
SUIT_NAMES = {"O": "oros", "C": "copes", "E": "espases", "B": "bastos"}
RANKS = tuple(range(1, 13))
POINTS_BY_RANK = {9: 5, 1: 4, 12: 3, 11: 2, 10: 1}

#: Suit mask: the 12 bits of one suit.
SUIT_BITS = 0xFFF

STANDARD = "standard"
THREE_SECOND = "three_second"

# Weakest to strongest.  RULES.md: 9 > 1 > 12 > 11 > 10 > 8 > ... > 2;
# option "3 second": 9 > 3 > 1 > 12 > ...
_ORDERS = {
    STANDARD: (2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 1, 9),
    THREE_SECOND: (2, 4, 5, 6, 7, 8, 10, 11, 12, 1, 3, 9),
}


def parse_card(text: str) -> tuple[int, str]:
    """``"12B"`` -> ``(12, "B")``; raises ValueError naming the problem."""
    if not isinstance(text, str):
        raise ValueError(f"a card must be a string like '9O', not {text!r}")
    t = text.strip().upper()
    if len(t) < 2 or t[-1] not in SUITS or not t[:-1].isdigit():
        raise ValueError(
            f"unknown card {text!r}: write the rank 1-12 then the suit O, C, E or B, as in '9O' or '12B'"
        )
    rank = int(t[:-1])
    if rank not in RANKS or t[:-1].startswith("0"):
        raise ValueError(f"unknown card {text!r}: the rank must be 1 to 12")
    return rank, t[-1]


def card_str(rank: int, suit: str) -> str:
    return f"{rank}{suit}"


def card_points_of_rank(rank: int) -> int:
    return POINTS_BY_RANK.get(rank, 0)


@dataclass(frozen=True)
class Ranking:
    """Card order inside a suit and the int encoding that follows from it."""

    name: str
    order: tuple[int, ...]  # ranks weakest -> strongest
    ids: dict  # card string -> id
    strs: tuple[str, ...]  # id -> card string
    points: tuple[int, ...]  # id -> card points
    point_mask: int  # every card that carries points
    higher: tuple[int, ...]  # id -> mask of same-suit cards that beat it
    suit_of: tuple[int, ...]  # id -> suit index

    @staticmethod
    def build(name: str) -> "Ranking":
        order = _ORDERS[name]
        ids: dict[str, int] = {}
        strs: list[str] = []
        points: list[int] = []
        higher: list[int] = []
        suit_of: list[int] = []
        point_mask = 0
        for s, suit in enumerate(SUITS):
            for strength, rank in enumerate(order):
                cid = s * 12 + strength
                text = card_str(rank, suit)
                ids[text] = cid
                strs.append(text)
                pts = card_points_of_rank(rank)
                points.append(pts)
                if pts:
                    point_mask |= 1 << cid
                # bits above cid inside this suit
                higher.append(((1 << ((s + 1) * 12)) - 1) & ~((1 << (cid + 1)) - 1))
                suit_of.append(s)
        return Ranking(name, order, ids, tuple(strs), tuple(points), point_mask, tuple(higher), tuple(suit_of))

    def card_id(self, text: str) -> int:
        try:
            return self.ids[text]
        except KeyError:
            rank, suit = parse_card(text)  # raises a clear ValueError for bad text
            return self.ids[card_str(rank, suit)]

    def card_str(self, cid: int) -> str:
        return self.strs[cid]

    def mask_of(self, cards: Iterable[str]) -> int:
        m = 0
        for c in cards:
            m |= 1 << self.card_id(c)
        return m

    def cards_of(self, mask: int) -> list[str]:
        """Card strings of a mask, by suit (O, C, E, B) then strongest first."""
        out = []
        for s in range(4):
            chunk = (mask >> (s * 12)) & SUIT_BITS
            while chunk:
                top = chunk.bit_length() - 1
                out.append(self.strs[s * 12 + top])
                chunk &= ~(1 << top)
        return out

    def beats(self, a: int, b: int, trump: int | None) -> bool:
        """Does card ``a`` beat card ``b`` (``b`` already winning the trick)?"""
        sa, sb = a // 12, b // 12
        if sa == sb:
            return a > b
        return trump is not None and sa == trump


RANKINGS = {name: Ranking.build(name) for name in _ORDERS}


def suit_mask(suit: int) -> int:
    return SUIT_BITS << (suit * 12)


def full_deck() -> list[str]:
    """The 48 cards in the canonical order the shuffle starts from: O, C, E, B; ranks 1-12."""
    return [card_str(r, s) for s in SUITS for r in RANKS]


def shuffled_deck(deal_number: int, cards: Sequence[str] | None = None) -> list[str]:
    """The deck order for a deal number or deal code (``deals.py``), identical on every Python version.

    A deal number: Fisher-Yates driven only by ``random.Random(seed).random()``, whose
    output for an int seed is part of Python's compatibility promise (unlike ``shuffle``
    or ``randrange``, whose algorithms have changed between versions).  A deal code:
    Fisher-Yates driven by SHA-256 (``deals.code_shuffle``).
    """
    if not isinstance(deal_number, int) or isinstance(deal_number, bool) or deal_number < 0:
        raise ValueError(f"a deal number is a whole number from 0 up, not {deal_number!r}")
    deck = list(full_deck() if cards is None else cards)
    if is_deal_code(deal_number):
        return code_shuffle(deal_number, deck)
    rng = random.Random(deal_number)
    for i in range(len(deck) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_hands(deal_number: int, dealer: int, players: int = 4, packet: int = 4) -> list[list[str]]:
    """Deal like at the table: packets of 4 counterclockwise from the dealer's right.

    Seats are numbered in turn order, so the dealer's right is ``dealer + 1``.
    Returns the hands indexed by seat, each in the order received.
    """
    deck = shuffled_deck(deal_number)
    hands: list[list[str]] = [[] for _ in range(players)]
    pos = 0
    order = [(dealer + 1 + k) % players for k in range(players)]
    while pos < len(deck):
        for seat in order:
            hands[seat].extend(deck[pos : pos + packet])
            pos += packet
    return hands
