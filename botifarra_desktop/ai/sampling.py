"""Deals of the hidden cards consistent with what one seat has seen.

Every sampled deal gives each other seat exactly its number of cards, never a card
this seat holds or one already played, and never a card the seat was shown not
to hold (``Knowledge.excluded``).  Declarations and calls are soft signals: they
only weight which seat a card is likely to go to.
"""

from __future__ import annotations

import random
from typing import Optional

from .knowledge import SUIT_MASKS, Knowledge, bits

#: Ranks whose cards the signals below make more likely for a seat.
_HIGH_RANKS = (9, 1)


def signal_weights(k: Knowledge, declarer: Optional[int], delegated: bool, dealer: Optional[int],
                   calls: tuple) -> list[list[float]]:
    """weights[seat][card]: how much more likely ``seat`` holds ``card`` given the bidding (1 = no signal)."""
    w = [[1.0] * 48 for _ in range(4)]
    high = 0
    for s in range(4):
        for r in _HIGH_RANKS:
            high |= 1 << k.rk.card_id(f"{r}{'OCEB'[s]}")

    def boost(seat: int, mask: int, factor: float) -> None:
        if seat == k.seat:
            return
        row = w[seat]
        for c in bits(mask):
            row[c] *= factor

    if declarer is not None:
        if k.trump is not None:
            boost(declarer, SUIT_MASKS[k.trump], 2.0 if not delegated else 1.6)
        else:  # botifarra: manilles and aces
            boost(declarer, high, 2.0)
    if delegated and dealer is not None:
        boost(dealer, high, 0.7)  # delegating says "my hand is weak"
    for seat, call in calls:
        if k.trump is not None:
            boost(seat, SUIT_MASKS[k.trump], 1.4)
        boost(seat, high, 1.4)
    return w


def sample_deal(k: Knowledge, rng: random.Random, weights: Optional[list[list[float]]] = None,
                tries: int = 30) -> list[int]:
    """Hands (masks) of all four seats: this seat's real hand and a consistent guess for the others."""
    others = [s for s in range(4) if s != k.seat]
    cards = bits(k.unknown)
    for relax in (False, True):
        excluded = [0, 0, 0, 0] if relax else k.excluded
        allowed = {c: [s for s in others if not excluded[s] >> c & 1] for c in cards}
        for _ in range(tries):
            hands = _try_deal(k, cards, allowed, excluded, others, rng, weights)
            if hands is not None:
                return hands
    raise ValueError("the hidden cards cannot be dealt to the other seats")  # counts inconsistent: a bug


def _try_deal(k, cards, allowed, excluded, others, rng, weights) -> Optional[list[int]]:
    cap = {s: k.counts[s] for s in others}
    # How many still-unplaced cards each seat may take: a seat whose room equals it must take them all.
    room = {s: sum(1 for c in cards if s in allowed[c]) for s in others}
    order = sorted(cards, key=lambda c: (len(allowed[c]), rng.random()))
    hands = [0, 0, 0, 0]
    hands[k.seat] = k.hand
    for c in order:
        seats = [s for s in allowed[c] if cap[s] > 0]
        forced = [s for s in seats if room[s] == cap[s]]
        if len(forced) > 1:
            return None
        if forced:
            pick = forced[0]
        elif not seats:
            return None
        else:
            ws = [cap[s] * (weights[s][c] if weights else 1.0) for s in seats]
            r = rng.random() * sum(ws)
            pick = seats[-1]
            for s, x in zip(seats, ws):
                r -= x
                if r < 0:
                    pick = s
                    break
        hands[pick] |= 1 << c
        cap[pick] -= 1
        for s in allowed[c]:
            room[s] -= 1
    if any(cap[s] for s in others):
        return None
    return hands
