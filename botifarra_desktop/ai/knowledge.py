"""What one seat knows, read from its ``SeatView`` only: cards seen, cards unknown, inferred voids.

Hands are 48-bit masks of card ids (``engine/cards.py``).  Inference replays every
card played this hand through the engine's own ``tricks.legal_mask``: when a player
played card ``c`` in some trick state, any card ``x`` that would have made ``c``
illegal (``legal_mask({c, x})`` refuses ``c``) cannot be in that player's hand.  The
obligations of every variant are pairwise in that sense (follow, beat, trump,
overtrump, "lowest of the suit"), so this test is exact for lliure, obligada,
intermèdia and strict alike.  With table rules a player may break an obligation,
so the sampler treats these facts as constraints it may relax.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from ..engine.cards import RANKINGS, SUITS, Ranking
from ..engine.tricks import legal_mask, trick_winner_index
from ..engine.view import SeatView

FULL = (1 << 48) - 1
SUIT_MASKS = tuple(0xFFF << (12 * s) for s in range(4))


def bits(mask: int) -> list[int]:
    """Card ids in ``mask``, lowest id first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def top_card(mask: int) -> int:
    return mask.bit_length() - 1


def low_card(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


@dataclass(frozen=True)
class TrickState:
    """The trick as the player to move sees it: led suit, winning card and seat."""

    led: Optional[int]
    win: int
    win_seat: Optional[int]
    partner_winning: bool
    second: bool
    points: int  # card points already on the trick


def trick_state(trick: list[tuple[int, int]], seat: int, trump: Optional[int], rk: Ranking) -> TrickState:
    if not trick:
        return TrickState(None, 0, None, False, False, 0)
    cards = [c for _, c in trick]
    wi = trick_winner_index(cards, trump)
    win_seat = trick[wi][0]
    return TrickState(cards[0] // 12, cards[wi], win_seat, win_seat == seat ^ 2, len(cards) == 1,
                      sum(rk.points[c] for c in cards))


@lru_cache(maxsize=4096)
def _trick_exclusions(cards: tuple[tuple[int, int], ...], trump: Optional[int], ranking: str, variant: str,
                      strict: bool) -> tuple[tuple[int, int], ...]:
    """(seat, mask of cards that seat cannot have held) for each card played after the lead."""
    rk = RANKINGS[ranking]
    out = []
    for k in range(1, len(cards)):
        seat, c = cards[k]
        prefix = [x for _, x in cards[:k]]
        wi = trick_winner_index(prefix, trump)
        pw = cards[wi][0] == seat ^ 2
        led = prefix[0] // 12
        win = prefix[wi]
        cbit = 1 << c
        banned = 0
        for x in range(48):
            if x == c:
                continue
            if not legal_mask(cbit | 1 << x, led, win, pw, k == 1, trump, rk, variant, strict) & cbit:
                banned |= 1 << x
        out.append((seat, banned))
    return tuple(out)


@dataclass
class Knowledge:
    seat: int
    rk: Ranking
    trump: Optional[int]
    variant: str
    strict: bool
    hand: int
    played: int  # every card already played this hand (history and current trick)
    unknown: int  # cards held by the other three seats
    counts: tuple[int, int, int, int]
    excluded: list[int]  # per seat: cards inferred not to be held
    trick: list[tuple[int, int]]  # (seat, card id) on the table
    leader: Optional[int]
    points: tuple[int, int]  # card points + tricks already won per team
    tricks_left: int

    @property
    def team(self) -> int:
        return self.seat & 1

    def state(self) -> TrickState:
        return trick_state(self.trick, self.seat, self.trump, self.rk)

    def remaining(self) -> int:
        """Cards not yet played (mine and the unknown ones)."""
        return FULL & ~self.played

    def is_boss(self, card: int) -> bool:
        """Is ``card`` the highest card of its suit still out (mine included)?"""
        return not (self.remaining() & self.rk.higher[card])

    def may_hold(self, seat: int, mask: int) -> int:
        """Cards of ``mask`` that ``seat`` may hold as far as this seat knows."""
        if seat == self.seat:
            return self.hand & mask
        return self.unknown & mask & ~self.excluded[seat]

    def void(self, seat: int, suit: int) -> bool:
        return not self.may_hold(seat, SUIT_MASKS[suit])


def read_view(view: SeatView) -> Knowledge:
    """Everything the seat knows at this moment, from its view alone."""
    rules = view.rules
    rk = rules.card_ranking
    trump = None if view.trump is None else SUITS.index(view.trump)
    hand = rk.mask_of(view.hand)
    played = 0
    excluded = [0, 0, 0, 0]
    points = [0, 0]
    tricks = [tuple((s, rk.card_id(c)) for s, c in t.cards) for t in view.history]
    for t, won in zip(tricks, view.history):
        points[won.winner & 1] += won.points
    current = [(s, rk.card_id(c)) for s, c in view.trick]
    for cards in tricks + ([tuple(current)] if current else []):
        for _, c in cards:
            played |= 1 << c
        for seat, banned in _trick_exclusions(cards, trump, rules.ranking, rules.variant, rules.strict):
            excluded[seat] |= banned
    unknown = FULL & ~played & ~hand
    return Knowledge(
        seat=view.seat, rk=rk, trump=trump, variant=rules.variant, strict=rules.strict, hand=hand, played=played,
        unknown=unknown, counts=tuple(view.hand_counts), excluded=excluded, trick=current, leader=view.leader,
        points=(points[0], points[1]), tricks_left=12 - len(view.history),
    )
