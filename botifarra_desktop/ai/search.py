"""Determinized search (PIMC): value of each legal card averaged over deals of the hidden cards.

Each deal is played out once per candidate card with the greedy policy of
``playout.py`` (the same deal for every candidate, so the comparison is fair);
in the last tricks the exact ``EndgameSolver`` replaces the play-out.
"""

from __future__ import annotations

import random
import time
from typing import Callable, Iterable, Optional

from .knowledge import Knowledge
from .playout import greedy_play_out
from .solver import EndgameSolver


def card_values(k: Knowledge, legal: list[int], deals: Callable[[], list[int]], samples: int, rng: random.Random,
                endgame_tricks: int = 3, eps: float = 0.08, deadline: Optional[float] = None,
                weight: Optional[Callable[[list[int]], float]] = None) -> dict[int, float]:
    """Mean points my team wins from now on, per legal card, over ``samples`` deals from ``deals()``
    (each deal counted ``weight(deal)`` times when given)."""
    totals = {c: 0.0 for c in legal}
    done = 0.0
    exact = k.tricks_left <= endgame_tricks
    rnd = rng.random
    me = k.seat
    team = me & 1
    for _ in range(samples):
        hands = deals()
        w = 1.0 if weight is None else weight(hands)
        if exact:
            solver = EndgameSolver(k.trump, k.rk, k.variant, k.strict)
            values = solver.best_cards(hands, k.trick, me)
            for c in legal:
                totals[c] += w * values[c]
        else:
            for c in legal:
                pts = greedy_play_out(list(hands), me, k.trick, k.trump, k.rk, k.played, rnd, k.variant, k.strict,
                                      eps, first=c)
                totals[c] += w * pts[team]
        done += w
        if deadline is not None and time.perf_counter() > deadline:
            break
    return {c: v / done if done else 0.0 for c, v in totals.items()}


def best_of(values: dict[int, float], k: Knowledge) -> int:
    """Highest value; ties go to the cheaper card (fewer points, then weaker)."""
    pts = k.rk.points
    return max(values, key=lambda c: (round(values[c], 6), -pts[c], -(c % 12)))


def sample_count(rollouts: int, n_legal: int, exact: bool, lo: int = 12, hi: int = 400) -> int:
    if exact:
        return max(lo, min(hi, rollouts // 20))
    return max(lo, min(hi, rollouts // max(n_legal, 1)))


def fixed_deals(hands: Iterable[int]) -> Callable[[], list[int]]:
    """The same (true) deal every time: the all-seeing reference bot of the arena."""
    hs = list(hands)
    return lambda: list(hs)
