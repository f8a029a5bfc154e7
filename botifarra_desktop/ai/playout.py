"""Fast play-outs on bit masks for the search: a greedy club-player policy for all four seats.

Used by the Hard level (determinized rollouts) and by the declaration estimates.
Each seat's choice looks only at its own sampled hand, the cards played and the
trick, like a real player.  Legality comes from the engine: the inlined lliure
rule of ``engine.fast.legal_lliure`` when it applies, ``tricks.legal_mask`` for
every other variant.
"""

from __future__ import annotations

from typing import Callable, Optional

from ..engine.cards import Ranking
from ..engine.fast import legal_lliure, mask_cards
from ..engine import PARTNERS
from ..engine.rules import LLIURE
from ..engine.tricks import legal_mask

_SUIT = tuple(0xFFF << (12 * s) for s in range(4))


def greedy_card(hand: int, legal: int, n: int, led: int, win: int, wseat: int, seat: int, trump: Optional[int],
                remaining: int, rk: Ranking, rnd: Callable[[], float], eps: float, partner: Optional[int] = -1,
                last: int = 3) -> int:
    """The card a plain sensible player picks; ``remaining`` = cards not yet played (all hands).

    ``partner``: the partner's seat (-1: the pairs game's partner, ``PARTNERS[seat]``; ``None``: no partner);
    ``last``: the trick position of the last player (players - 1).
    """
    cards = mask_cards(legal)
    if len(cards) == 1:
        return cards[0]
    if eps and rnd() < eps:
        return cards[int(rnd() * len(cards))]
    points = rk.points
    higher = rk.higher
    if n == 0:
        # (A lead is any card of the hand, but for the individual games' discard order: choose from legal.)
        # Lead a card nobody can beat in its suit (trumps last), else the lowest of a random suit.
        best = -1
        for s in range(4):
            chunk = legal & _SUIT[s]
            if chunk and s != trump:
                top = chunk.bit_length() - 1
                if not (remaining & higher[top] & ~hand) and (best < 0 or points[top] > points[best]):
                    best = top
        if best >= 0:
            return best
        if trump is not None:
            # Arrastrar: with the top trump in hand and trumps still out, draw them.
            mine = legal & _SUIT[trump]
            if mine and remaining & _SUIT[trump] & ~hand:
                top = mine.bit_length() - 1
                if not (remaining & higher[top] & ~hand):
                    return top
        suits = [s for s in range(4) if legal & _SUIT[s] and s != trump] or [s for s in range(4) if legal & _SUIT[s]]
        chunk = legal & _SUIT[suits[int(rnd() * len(suits))]]
        return (chunk & -chunk).bit_length() - 1
    tm = _SUIT[trump] if trump is not None else 0
    if partner == -1:
        partner = PARTNERS[seat]
    if wseat == partner:
        safe = n == last or (not (remaining & higher[win] & ~hand) and (trump is None or win // 12 == trump))
        if safe:  # carregar: give the partner points, keeping trumps
            return max(cards, key=lambda c: (points[c] * 2 - (1 if tm >> c & 1 else 0) * 3, -c))
        return min(cards, key=lambda c: (points[c], bool(tm >> c & 1), c))
    winners = legal & higher[win]
    if trump is not None and win // 12 != trump:
        winners |= legal & tm
    if winners:
        suit_w = winners & ~tm if win // 12 != trump else winners
        if n == last:
            pool = suit_w or winners
            return (pool & -pool).bit_length() - 1  # the cheapest card that wins
        if suit_w:
            top = suit_w.bit_length() - 1
            if not (remaining & higher[top] & ~hand):
                return top
            return (suit_w & -suit_w).bit_length() - 1 if points[top] >= 3 else top
        return (winners & -winners).bit_length() - 1
    return min(cards, key=lambda c: (points[c], bool(tm >> c & 1), c))


def greedy_play_out(hands: list[int], seat: int, trick: list, trump: Optional[int], rk: Ranking, played: int,
                    rnd: Callable[[], float], variant: str = LLIURE, strict: bool = False,
                    eps: float = 0.0, first: Optional[int] = None) -> tuple[int, int]:
    """Play the rest of the hand (``hands`` modified); returns team 0 and team 1 points won from now on.

    ``trick`` holds the (seat, card) pairs on the table, ``seat`` is to move;
    ``first`` forces that seat's card (the move being evaluated).
    """
    higher = rk.higher
    points = rk.points
    simple = variant == LLIURE and not strict
    remaining = ((1 << 48) - 1) & ~played
    pts = [0, 0]
    trick = list(trick)
    n = len(trick)
    if n:
        led = trick[0][1] // 12
        win = trick[0][1]
        wseat = trick[0][0]
        tpts = 1
        for s, c in trick:
            tpts += points[c]
            if (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump):
                win, wseat = c, s
    else:
        led = win = wseat = -1
        tpts = 1
    while hands[seat]:
        hand = hands[seat]
        if first is not None:
            c = first
            first = None
        else:
            if n == 0:
                legal = hand
            elif simple:
                legal = legal_lliure(hand, led, win, wseat == PARTNERS[seat], trump, higher)
            else:
                legal = legal_mask(hand, led, win, wseat == PARTNERS[seat], n == 1, trump, rk, variant, strict)
            c = greedy_card(hand, legal, n, led, win, wseat, seat, trump, remaining, rk, rnd, eps)
        hands[seat] = hand & ~(1 << c)
        remaining &= ~(1 << c)
        tpts += points[c]
        if n == 0:
            led, win, wseat = c // 12, c, seat
        elif (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump):
            win, wseat = c, seat
        n += 1
        if n == 4:
            pts[wseat & 1] += tpts
            seat = wseat
            n, tpts = 0, 1
        else:
            seat = (seat + 1) & 3
    return pts[0], pts[1]
