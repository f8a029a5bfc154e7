"""Exact solver for the last tricks: every hand known, best play for both sides.

Minimax over the bit masks with alpha-beta pruning across the whole hand and a
transposition table at the trick boundaries holding each position's bounds (the
rest of the hand depends only on the hands and the leader), so positions reached
by another order of the same cards are solved once and the pruning never changes
the values returned for the full window.  Values are points
(cards + 1 per trick) won from now on by ``team``.
"""

from __future__ import annotations

from typing import Optional

from ..engine.cards import Ranking
from ..engine.fast import legal_lliure, mask_cards
from ..engine import PARTNERS
from ..engine.rules import LLIURE
from ..engine.tricks import legal_mask


class EndgameSolver:
    def __init__(self, trump: Optional[int], rk: Ranking, variant: str = LLIURE, strict: bool = False) -> None:
        self.trump = trump
        self.rk = rk
        self.variant = variant
        self.strict = strict
        self.simple = variant == LLIURE and not strict
        self.memo: dict = {}
        self.nodes = 0

    def _legal(self, hand: int, trick: list, seat: int) -> int:
        if not trick:
            return hand
        led, win, wseat = self._winner(trick)
        pw = wseat == PARTNERS[seat]
        if self.simple:
            return legal_lliure(hand, led, win, pw, self.trump, self.rk.higher)
        return legal_mask(hand, led, win, pw, len(trick) == 1, self.trump, self.rk, self.variant, self.strict)

    def _winner(self, trick: list) -> tuple[int, int, int]:
        trump = self.trump
        wseat, win = trick[0]
        for s, c in trick[1:]:
            if (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump):
                wseat, win = s, c
        return trick[0][1] // 12, win, wseat

    def rest(self, hands: tuple, leader: int, alpha: int = -1, beta: int = 10**6) -> int:
        """Points team 0 wins from a trick boundary on (both sides playing their best).

        Exact when the result lies strictly inside (``alpha``, ``beta``); otherwise a bound on the
        right side of the window (fail-soft alpha-beta).  Bounds are kept per position, so a later
        search with another window reuses them and stays exact.
        """
        if not hands[leader]:
            return 0
        key = (hands, leader)
        entry = self.memo.get(key)
        lo, hi = entry if entry is not None else (-1, 10**6)
        if lo == hi:
            return lo
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        a = max(alpha, lo)
        b = min(beta, hi)
        v = self._trick(list(hands), [], leader, a, b)
        if v <= a:
            hi = v
        elif v >= b:
            lo = v
        else:
            lo = hi = v
        self.memo[key] = (lo, hi)
        return v

    def _trick(self, hands: list, trick: list, seat: int, alpha: int, beta: int) -> int:
        """Team 0's points from here; team 0 seats maximise, team 1 seats minimise (fail-soft)."""
        self.nodes += 1
        hand = hands[seat]
        legal = self._legal(hand, trick, seat)
        maximise = seat & 1 == 0
        best = -1 if maximise else 10**6
        for c in self._ordered(legal, trick, seat):
            hands[seat] = hand & ~(1 << c)
            trick.append((seat, c))
            if len(trick) == 4:
                _, _, wseat = self._winner(trick)
                won = (1 + sum(self.rk.points[x] for _, x in trick)) if wseat & 1 == 0 else 0
                v = won + self.rest(tuple(hands), wseat, alpha - won, beta - won)
            else:
                v = self._trick(hands, trick, (seat + 1) & 3, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if maximise:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    def _ordered(self, legal: int, trick: list, seat: int) -> list[int]:
        """Likely best moves first, so the pruning bites: leading, high cards; following, the
        cheapest card that takes the trick from the other side, else load the partner's trick or
        throw the cheapest card."""
        cards = list(mask_cards(legal))
        if len(cards) < 2:
            return cards
        pts = self.rk.points
        if not trick:
            cards.sort(key=lambda c: (-pts[c], -(c % 12)))
            return cards
        _, win, wseat = self._winner(trick)
        if wseat & 1 == seat & 1:  # the partner wins: points onto it first
            cards.sort(key=lambda c: (-pts[c], c % 12))
            return cards
        trump = self.trump
        wsuit = win // 12

        def key(c: int) -> tuple:
            s = c // 12
            beats = (s == wsuit and c > win) or (trump is not None and s == trump and wsuit != trump)
            return (0, c % 12 + (12 if s == trump else 0)) if beats else (1, pts[c], c % 12)

        cards.sort(key=key)
        return cards

    def solve(self, hands: list[int], trick: list, seat: int) -> int:
        """Exact points team 0 wins from now: ``trick`` on the table, ``seat`` to move."""
        return self._trick(list(hands), list(trick), seat, -1, 10**6)

    def best_cards(self, hands: list[int], trick: list, seat: int) -> dict[int, int]:
        """Exact value (points of ``seat``'s team from now) of every legal card of ``seat``."""
        out = {}
        hand = hands[seat]
        for c in mask_cards(self._legal(hand, trick, seat)):
            h = list(hands)
            h[seat] = hand & ~(1 << c)
            t = list(trick) + [(seat, c)]
            if len(t) == 4:
                _, _, wseat = self._winner(t)
                won = 1 + sum(self.rk.points[x] for _, x in t)
                v0 = (won if wseat & 1 == 0 else 0) + self.rest(tuple(h), wseat)
            else:
                v0 = self._trick(h, t, (seat + 1) & 3, -1, 10**6)
            out[c] = v0 if seat & 1 == 0 else self._total(hands, trick) - v0
        return out

    def _total(self, hands: list[int], trick: list) -> int:
        """All points still to be won from this position (cards in hands and on the trick, plus tricks)."""
        cards = 0
        for h in hands:
            cards |= h
        n = max(h.bit_count() for h in hands)
        return sum(self.rk.points[c] for c in mask_cards(cards)) + sum(self.rk.points[c] for _, c in trick) + n
