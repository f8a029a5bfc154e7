"""Deals of the hidden cards consistent with what one seat has seen.

Every sampled deal gives each other seat exactly its number of cards, never a card
this seat holds or one already played, and never a card the seat was shown not
to hold (``Knowledge.excluded``).  Declarations and calls are soft signals: they
only weight which seat a card is likely to go to.

In the pile games the face-down pile cards (of every seat, this one's too) are one
more "holder" without constraints: ``sample_layout`` deals them to a pool and
stacks them, in a random order, under the face-up card of their pile.
"""

from __future__ import annotations

import random
from typing import Optional

from ..engine import partner_of
from .knowledge import SUIT_MASKS, Knowledge, bits

#: Ranks whose cards the signals below make more likely for a seat.
_HIGH_RANKS = (9, 1)


def signal_weights(k: Knowledge, declarer: Optional[int], delegated: bool, dealer: Optional[int],
                   calls: tuple) -> list[list[float]]:
    """weights[seat][card]: how much more likely ``seat`` holds ``card`` given the bidding (1 = no signal)."""
    w = [[1.0] * 48 for _ in range(k.players)]
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
    if delegated and declarer is not None and k.pairs:
        boost(partner_of(declarer), high, 0.7)  # delegating says "my hand is weak" (the dealer, or the
        # holder of the 5 of espases in a Lleida first hand: the declarer's partner either way)
    for seat, _call in calls:
        if k.trump is not None:
            boost(seat, SUIT_MASKS[k.trump], 1.4)
        boost(seat, high, 1.4)
    return w


def hidden_counts(k: Knowledge) -> tuple[list[int], int]:
    """(hidden hand cards per seat, face-down pile cards of all seats): what the unknown cards fill."""
    hand_slots = [0] * k.players
    face_down = 0
    for s in range(k.players):
        in_piles = sum(size for _, size in k.piles[s]) if k.piles else 0
        face_down += sum(size - 1 for _, size in k.piles[s] if size) if k.piles else 0
        if s != k.seat:
            hand_slots[s] = k.counts[s] - in_piles
    return hand_slots, face_down


def sample_deal(k: Knowledge, rng: random.Random, weights: Optional[list[list[float]]] = None,
                tries: int = 30) -> list[int]:
    """Hands (masks) of all seats: this seat's real hand and a consistent guess for the others (no piles)."""
    hands, _ = _sample(k, rng, weights, tries)
    return hands


def sample_layout(k: Knowledge, rng: random.Random, weights: Optional[list[list[float]]] = None,
                  tries: int = 30) -> tuple[list[int], list[list[list[int]]]]:
    """(hand cards per seat, piles per seat as card lists bottom..top): a consistent guess of everything.

    Hand cards exclude pile cards; each pile gets its public face-up card on top and
    exactly ``size - 1`` unknown cards under it, in a random order.
    """
    hands, pool = _sample(k, rng, weights, tries)
    if not k.piles:
        return hands, [[] for _ in range(k.players)]
    order = bits(pool)
    rng.shuffle(order)
    piles: list[list[list[int]]] = []
    at = 0
    for s in range(k.players):
        seat_piles: list[list[int]] = []
        for top, size in k.piles[s]:
            if not size:
                seat_piles.append([])
                continue
            seat_piles.append(order[at:at + size - 1] + [top])
            at += size - 1
        piles.append(seat_piles)
    tops = sum(1 << t for seat_piles in k.piles for t, size in seat_piles if size)
    hands[k.seat] = k.hand & ~tops
    return hands, piles


def _sample(k: Knowledge, rng: random.Random, weights, tries: int) -> tuple[list[int], int]:
    hand_slots, face_down = hidden_counts(k)
    pool = k.players  # the face-down pile cards' pseudo-holder
    others = [s for s in range(k.players) if s != k.seat and hand_slots[s]] + ([pool] if face_down else [])
    cap = {s: hand_slots[s] for s in others if s != pool}
    if face_down:
        cap[pool] = face_down
    cards = bits(k.unknown)
    if sum(cap.values()) != len(cards):
        raise ValueError("the hidden cards cannot be dealt to the other seats")  # counts inconsistent: a bug
    for relax in (False, True):
        allowed = {c: [s for s in others if s == pool or relax or not k.excluded[s] >> c & 1] for c in cards}
        for _ in range(tries):
            hands = _try_deal(k, cards, allowed, cap, others, rng, weights)
            if hands is not None:
                return hands[:k.players], hands[k.players] if face_down else 0
    raise ValueError("the hidden cards cannot be dealt to the other seats")


def _try_deal(k, cards, allowed, caps, others, rng, weights) -> Optional[list[int]]:
    cap = dict(caps)
    # How many still-unplaced cards each holder may take: a holder whose room equals it must take them all.
    room = {s: sum(1 for c in cards if s in allowed[c]) for s in others}
    order = sorted(cards, key=lambda c: (len(allowed[c]), rng.random()))
    hands = [0] * (k.players + 1)
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
            ws = [cap[s] * (weights[s][c] if weights and s < k.players else 1.0) for s in seats]
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
