"""Exact solver for the last tricks of the ways to play without partners (individual, three,
rector, two_hand), on one sampled world (``worlds.py``: hands and piles, bottom to top).

Every hidden card is fixed by the world, so the rest of the hand is a game of
perfect information.  Without partners it is solved "paranoid": the seat that
asks maximises its own points and every other seat minimises them (exact in the
two-player ways, a safe bound with three or four players).  Legality is the
world's own (``world_legal.legal_in_world``: the variant's obligations, the individual
games' discard order, pile cards playable only from the top).  Alpha-beta over
the whole hand with a transposition table of bounds at the trick boundaries: the
cards still held by each seat and the leader fix the rest of the hand (pile cards
leave their pile from the top, so the cards held say which are on top).  Values
are in half points (a trick between two players is worth half a point).
"""

from __future__ import annotations

from typing import Optional

from ..engine.tricks import trick_winner_index
from .knowledge import Knowledge, bits
from .world_legal import legal_in_world

INF = 10**6


class WorldSolver:
    def __init__(self, k: Knowledge, hands: list[int], piles: list[list[list[int]]]) -> None:
        self.k = k
        self.me = k.seat
        self.n = k.players
        self.trick_value = 1 if self.n == 2 else 2  # half points
        self.points2 = tuple(2 * p for p in k.rk.points)
        self.hand_cards = list(hands)  # cards in hand (not in piles) per seat: fixed for the world
        self.piles = [[list(p) for p in seat_piles] for seat_piles in piles]
        self.memo: dict = {}
        self.nodes = 0

    def _playable(self, held: list[int], seat: int) -> int:
        out = held[seat] & self.hand_cards[seat]
        for p in self.piles[seat] if seat < len(self.piles) else ():
            for c in reversed(p):
                if held[seat] >> c & 1:
                    out |= 1 << c
                    break
        return out

    def _won(self, trick: list) -> tuple[int, int]:
        cards = [c for _, c in trick]
        winner = trick[trick_winner_index(cards, self.k.trump)][0]
        return winner, self.trick_value + sum(self.points2[c] for c in cards)

    def rest(self, held: tuple, leader: int, alpha: int = -1, beta: int = INF) -> int:
        """My half points from a trick boundary on (fail-soft; exact inside the window)."""
        if not held[leader]:
            return 0
        key = (held, leader)
        entry = self.memo.get(key)
        lo, hi = entry if entry is not None else (-1, INF)
        if lo == hi or lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        a, b = max(alpha, lo), min(beta, hi)
        v = self._node(list(held), [], leader, a, b)
        if v <= a:
            hi = v
        elif v >= b:
            lo = v
        else:
            lo = hi = v
        self.memo[key] = (lo, hi)
        return v

    def _after(self, held: list[int], trick: list, seat: int, alpha: int, beta: int) -> int:
        """The value once ``trick`` (just extended by ``seat``) is on the table."""
        if len(trick) == self.n:
            winner, pts = self._won(trick)
            won = pts if winner == self.me else 0
            return won + self.rest(tuple(held), winner, alpha - won, beta - won)
        return self._node(held, trick, (seat + 1) % self.n, alpha, beta)

    def _node(self, held: list[int], trick: list, seat: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        legal = legal_in_world(self.k, held, self._playable(held, seat), seat, trick)
        maximise = seat == self.me
        best = -1 if maximise else INF
        hand = held[seat]
        for c in self._ordered(legal):
            held[seat] = hand & ~(1 << c)
            trick.append((seat, c))
            v = self._after(held, trick, seat, alpha, beta)
            trick.pop()
            held[seat] = hand
            if maximise:
                if v > best:
                    best = v
                alpha = max(alpha, best)
            else:
                if v < best:
                    best = v
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best

    def _ordered(self, legal: int) -> list[int]:
        pts = self.k.rk.points
        return sorted(bits(legal), key=lambda c: (-pts[c], -(c % 12)))

    def card_values(self, held: list[int], trick: list, legal: Optional[list[int]] = None) -> dict[int, float]:
        """My points from now (trick included) for each of my legal cards; ``held``: hand + pile cards."""
        me = self.me
        if legal is None:
            legal = bits(legal_in_world(self.k, held, self._playable(held, me), me, trick))
        out = {}
        for c in legal:
            h = list(held)
            h[me] &= ~(1 << c)
            out[c] = self._after(h, list(trick) + [(me, c)], me, -1, INF) / 2
        return out
