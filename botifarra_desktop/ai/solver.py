"""Exact solver for the last tricks: every hand known, best play for both sides.

Minimax over the bit masks.  Within a trick it prunes with alpha-beta; at each
trick boundary the value of the rest of the hand is computed with a full window
and memoised, so the pruning never changes the result.  Values are points
(cards + 1 per trick) won from now on by ``team``.
"""

from __future__ import annotations

from typing import Optional

from ..engine.cards import Ranking
from ..engine.fast import legal_lliure, mask_cards
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
        pw = wseat == seat ^ 2
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

    def rest(self, hands: tuple, leader: int) -> int:
        """Exact points team 0 wins from a trick boundary on (both sides playing their best)."""
        if not hands[leader]:
            return 0
        key = (hands, leader)
        v = self.memo.get(key)
        if v is None:
            v = self._trick(list(hands), [], leader, -1, 10**6)
            self.memo[key] = v
        return v

    def _trick(self, hands: list, trick: list, seat: int, alpha: int, beta: int) -> int:
        """Team 0's points from here; team 0 seats maximise, team 1 seats minimise."""
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
                won = 1 + sum(self.rk.points[x] for _, x in trick)
                v = (won if wseat & 1 == 0 else 0) + self.rest(tuple(hands), wseat)
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
        # Try high cards first: the strong line is usually found early, which makes the pruning bite.
        cards = list(mask_cards(legal))
        pts = self.rk.points
        cards.sort(key=lambda c: (-pts[c], -(c % 12)))
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
