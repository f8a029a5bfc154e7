"""The fast path: whole hands played out on bit masks, for bots' simulations and benchmarks.

Same rules as the game (it calls ``tricks.legal_mask`` for anything but the
plain lliure cases it inlines), without events, views or validation.  A test
plays thousands of hands both ways and checks they agree card for card.
"""

from __future__ import annotations

from typing import Callable, Optional

from .cards import Ranking
from .rules import LLIURE
from .tricks import legal_mask

_SUIT = tuple(0xFFF << (12 * s) for s in range(4))
#: For every 12-bit suit chunk and suit: the absolute card ids present, weakest first.
_IDS = tuple(
    tuple(tuple(s * 12 + b for b in range(12) if m >> b & 1) for m in range(4096)) for s in range(4)
)


def mask_cards(mask: int) -> tuple[int, ...]:
    """Card ids in ``mask`` (suit by suit, weakest first)."""
    return (
        _IDS[0][mask & 0xFFF]
        + _IDS[1][(mask >> 12) & 0xFFF]
        + _IDS[2][(mask >> 24) & 0xFFF]
        + _IDS[3][mask >> 36]
    )


def legal_lliure(hand: int, led: int, win: int, partner_winning: bool, trump: Optional[int], higher: tuple) -> int:
    """Inlined copy of the lliure branch of ``tricks.legal_mask`` (non-strict) for speed.

    Kept identical by ``tests/engine/test_fast.py``.
    """
    follow = hand & _SUIT[led]
    if follow:
        if not partner_winning and win // 12 == led:
            beat = follow & higher[win]
            if beat:
                return beat
        return follow
    if partner_winning or trump is None:
        return hand
    trumps = hand & _SUIT[trump]
    if win // 12 == trump:
        return (trumps & higher[win]) or hand
    return trumps or hand


def play_out(
    hands: list[int],
    leader: int,
    trump: Optional[int],
    ranking: Ranking,
    choose: Callable[[int, int, list], int],
    variant: str = LLIURE,
    strict: bool = False,
    trick: Optional[list] = None,
) -> tuple[int, int]:
    """Play the rest of a hand; returns (points of team 0, points of team 1), card points + tricks.

    ``hands`` (masks, modified in place) are indexed by seat; ``trick`` holds the
    (seat, card) pairs already on the table, led by ``leader``.
    ``choose(seat, legal_mask, trick)`` returns the card id to play.
    """
    higher = ranking.higher
    points = ranking.points
    pts = [0, 0]
    trick = list(trick or ())
    simple = variant == LLIURE and not strict
    seat = (leader + len(trick)) % 4
    while True:
        n = len(trick)
        hand = hands[seat]
        if not hand:
            break
        if n == 0:
            legal = hand
        else:
            led = trick[0][1] // 12
            wi = 0
            win = trick[0][1]
            for i in range(1, n):
                c = trick[i][1]
                if (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump):
                    wi, win = i, c
            pw = n >= 2 and wi == n - 2
            if simple:
                legal = legal_lliure(hand, led, win, pw, trump, higher)
            else:
                legal = legal_mask(hand, led, win, pw, n == 1, trump, ranking, variant, strict)
        card = choose(seat, legal, trick)
        hands[seat] = hand & ~(1 << card)
        trick.append((seat, card))
        if n == 3:
            wi = 0
            win = trick[0][1]
            total = 1
            for i in range(4):
                c = trick[i][1]
                total += points[c]
                if i and ((c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump)):
                    wi, win = i, c
            winner = trick[wi][0]
            pts[winner & 1] += total
            trick = []
            seat = winner
        else:
            seat = (seat + 1) & 3
    return pts[0], pts[1]


def random_chooser(rnd: Callable[[], float]) -> Callable[[int, int, list], int]:
    """A chooser that plays a uniformly random legal card, using ``rnd()`` in [0, 1)."""
    ids = _IDS

    def choose(seat: int, legal: int, trick: list) -> int:
        for s in range(4):
            chunk = (legal >> (12 * s)) & 0xFFF
            if chunk == legal >> (12 * s):  # only this suit (and nothing above it) left
                cards = ids[s][chunk]
                return cards[int(rnd() * len(cards))]
            if chunk:
                break
        cards = mask_cards(legal)
        return cards[int(rnd() * len(cards))]

    return choose


def random_play_out(hands: list[int], leader: int, trump: Optional[int], ranking: Ranking, rnd: Callable[[], float]) -> tuple[int, int]:
    """Random legal play to the end of a hand, lliure rules, everything inlined.

    The Monte Carlo rollout of the bots and the engine benchmark.  Returns the
    points (cards + tricks) of team 0 and team 1.
    """
    higher = ranking.higher
    points = ranking.points
    ids = _IDS
    smask = _SUIT
    tr = -1 if trump is None else trump
    p0 = p1 = 0
    seat = leader
    for _ in range(12):
        # leader: any card
        hand = hands[seat]
        cards = mask_cards(hand)
        c = cards[int(rnd() * len(cards))]
        hands[seat] = hand ^ (1 << c)
        led = wsuit = c // 12
        win = c
        wseat = seat
        total = 1 + points[c]
        for _k in range(3):
            seat = (seat + 1) & 3
            hand = hands[seat]
            follow = hand & smask[led]
            if follow:
                if wseat != seat ^ 2 and wsuit == led:
                    beat = follow & higher[win]
                    if beat:
                        follow = beat
                cards = ids[led][(follow >> (12 * led)) & 0xFFF]
            elif wseat == seat ^ 2 or tr < 0:
                cards = mask_cards(hand)
            else:
                trumps = hand & smask[tr]
                if wsuit == tr:
                    trumps &= higher[win]
                cards = ids[tr][(trumps >> (12 * tr)) & 0xFFF] if trumps else mask_cards(hand)
            c = cards[int(rnd() * len(cards))]
            hands[seat] = hand ^ (1 << c)
            total += points[c]
            cs = c // 12
            if (cs == wsuit and c > win) or (cs == tr and wsuit != tr):
                win = c
                wsuit = cs
                wseat = seat
        if wseat & 1:
            p1 += total
        else:
            p0 += total
        seat = wseat
    return p0, p1
