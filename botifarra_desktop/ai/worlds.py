"""The search for every way to play other than the pairs game: individual, three, rector, two_hand.

A "world" is one guess of everything hidden (``sampling.sample_layout``): each
seat's hand cards and each pile, bottom to top.  The play-out here is the
general (slower) path: any number of players, no partners, pile cards that turn
up as the top one is played, and the individual games' discard order (judged, as
the engine's referee does, from every hand of the world).  The pairs game keeps
its fast path (``playout.py``, ``solver.py``); with two or three players the
last tricks here are solved exactly per world by ``world_solver.py``
(``ENDGAME_TRICKS``).  Values are points of the seat's own side (the seat
itself): a trick is worth 1, or 1/2 between two players (a point per two tricks).
"""

from __future__ import annotations

import random
import time
from typing import Callable, Optional

from ..engine.tricks import trick_winner_index
from .knowledge import Knowledge
from .playout import greedy_card
from .world_legal import legal_in_world
from .world_solver import WorldSolver

Layout = tuple[list[int], list[list[list[int]]]]


def play_out(k: Knowledge, hands: list[int], piles: list[list[list[int]]], seat: int, trick: list,
             rnd: Callable[[], float], eps: float, first: Optional[int] = None) -> list[float]:
    """Play the rest of the hand in one world (``hands`` and ``piles`` are modified); points per seat from now."""
    n = k.players
    rk = k.rk
    trump = k.trump
    points = rk.points
    trick_value = 0.5 if n == 2 else 1.0
    tops = [sum(1 << p[-1] for p in piles[s] if p) if piles[s] else 0 for s in range(n)]
    held = [hands[s] | sum(sum(1 << c for c in p) for p in piles[s]) for s in range(n)]
    remaining = k.deck & ~k.played
    pts = [0.0] * n
    trick = list(trick)
    memos: dict = {}  # per seat: the referee search's decided positions in this world
    while held[seat]:
        playable = hands[seat] | tops[seat]
        if first is not None:
            c, first = first, None
        else:
            legal = legal_in_world(k, held, playable, seat, trick, memos)
            if trick:
                cards = [x for _, x in trick]
                wi = trick_winner_index(cards, trump)
                led, win, wseat = cards[0] // 12, cards[wi], trick[wi][0]
            else:
                led = win = wseat = -1
            c = greedy_card(playable, legal, len(trick), led, win, wseat, seat, trump, remaining, rk, rnd, eps,
                            partner=None, last=n - 1)
        bit = 1 << c
        held[seat] &= ~bit
        remaining &= ~bit
        if hands[seat] & bit:
            hands[seat] &= ~bit
        else:
            for p in piles[seat]:
                if p and p[-1] == c:
                    p.pop()
                    tops[seat] &= ~bit
                    if p:
                        tops[seat] |= 1 << p[-1]
                    break
        trick.append((seat, c))
        if len(trick) == n:
            cards = [x for _, x in trick]
            winner = trick[trick_winner_index(cards, trump)][0]
            pts[winner] += trick_value + sum(points[x] for x in cards)
            trick = []
            seat = winner
        else:
            seat = (seat + 1) % n
    return pts


def copy_layout(layout: Layout) -> Layout:
    hands, piles = layout
    return list(hands), [[list(p) for p in seat_piles] for seat_piles in piles]


#: Tricks solved exactly at the end of a hand, by number of players (``world_solver.py``).  The
#: individual game (four players) plays every trick out: over 300 deals (benchmarks/README.md) its
#: exact endgame cost Hard 0.20 (+-0.15) points a deal against Medium and slowed its slowest decisions.
ENDGAME_TRICKS = {2: 4, 3: 3}


def card_values(k: Knowledge, legal: list[int], layouts: Callable[[], Layout], samples: int, rng: random.Random,
                eps: float = 0.08, deadline: Optional[float] = None,
                endgame_tricks: Optional[int] = None) -> dict[int, float]:
    """Mean points the seat wins from now on, per legal card, over ``samples`` worlds (the same world per card).

    In the last ``endgame_tricks`` tricks (default: ``ENDGAME_TRICKS`` by players) each world is
    solved exactly (``world_solver.py``) instead of played out.
    """
    if endgame_tricks is None:
        endgame_tricks = ENDGAME_TRICKS.get(k.players, 0)
    exact = k.tricks_left <= endgame_tricks
    totals = {c: 0.0 for c in legal}
    done = 0
    for _ in range(samples):
        layout = layouts()
        if exact:
            hands, piles = layout
            held = [hands[s] | sum(sum(1 << c for c in p) for p in piles[s]) for s in range(k.players)]
            values = WorldSolver(k, hands, piles).card_values(held, k.trick, legal)
            for c in legal:
                totals[c] += values[c]
        else:
            for c in legal:
                hands, piles = copy_layout(layout)
                totals[c] += play_out(k, hands, piles, k.seat, k.trick, rng.random, eps, first=c)[k.seat]
        done += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
    return {c: v / max(done, 1) for c, v in totals.items()}
