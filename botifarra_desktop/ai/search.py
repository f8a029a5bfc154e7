"""Determinized search (PIMC): value of each legal card averaged over deals of the hidden cards.

Each deal is played out once per candidate card with the greedy policy of
``playout.py`` (the same deal for every candidate, so the comparison is fair);
in the last tricks the exact ``EndgameSolver`` replaces the play-out.
``halving_values`` spends the play-outs by successive halving over the cards instead
(the Hard level's default before its last tricks).
"""

from __future__ import annotations

import random
import time
from typing import Callable, Iterable, Optional

from .honest import HonestPlayOut
from .knowledge import Knowledge
from .playout import greedy_play_out
from .solver import EndgameSolver


def card_values(k: Knowledge, legal: list[int], deals: Callable[[], list[int]], samples: int, rng: random.Random,
                endgame_tricks: int = 3, eps: float = 0.08, deadline: Optional[float] = None,
                weight: Optional[Callable[[list[int]], float]] = None, max_samples: int = 0,
                z: float = 2.0, soft_deadline: Optional[float] = None,
                honest: Optional[HonestPlayOut] = None) -> dict[int, float]:
    """Mean points my team wins from now on, per legal card, over ``samples`` deals from ``deals()``
    (each deal counted ``weight(deal)`` times when given).

    Every candidate card is played out on the same deal with the same random numbers (common
    random numbers), so the difference between two cards is measured on equal terms.  With
    ``max_samples`` above ``samples`` the search goes on, a batch at a time, while the decision is
    close: while the best card's lead over the second, per deal, is within ``z`` standard errors
    of zero.  A clear decision stops at ``samples``.  Past ``soft_deadline`` (a time budget, not a
    safety stop) the search ends once it has half of ``samples``: a slow or busy machine plays
    a little less deeply instead of keeping the player waiting.

    ``honest``: the play-outs of ``honest.py`` (every simulated seat on its own information, Medium's
    rules) instead of the greedy policy of ``playout.py``; the exact endgame is the same either way.
    """
    totals = {c: 0.0 for c in legal}
    rows: dict[int, list[float]] = {c: [] for c in legal}
    ws: list[float] = []
    done = 0.0
    exact = k.tricks_left <= endgame_tricks
    me = k.seat
    team = me & 1
    limit = max(samples, max_samples)
    batch = max(4, samples // 4)
    solver = EndgameSolver(k.trump, k.rk, k.variant, k.strict) if exact else None
    i = 0
    while i < limit:
        hands = deals()
        w = 1.0 if weight is None else weight(hands)
        if solver is not None:
            if len(solver.memo) > 200_000:
                solver.memo.clear()
            values = solver.best_cards(hands, k.trick, me)
            for c in legal:
                v = values[c]
                totals[c] += w * v
                rows[c].append(v)
        elif honest is not None:
            key = rng.random()
            for c in legal:
                v = honest.play(list(hands), c, random.Random(key).random)[team]
                totals[c] += w * v
                rows[c].append(v)
        else:
            key = rng.random()
            for c in legal:
                pts = greedy_play_out(list(hands), me, k.trick, k.trump, k.rk, k.played, random.Random(key).random,
                                      k.variant, k.strict, eps, first=c)
                v = pts[team]
                totals[c] += w * v
                rows[c].append(v)
        ws.append(w)
        done += w
        i += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
        if soft_deadline is not None and 2 * i >= samples and time.perf_counter() > soft_deadline:
            break
        if i >= samples and (i - samples) % batch == 0 and (i >= limit or _clear(totals, rows, ws, z)):
            break
    return {c: v / done if done else 0.0 for c, v in totals.items()}


def _clear(totals: dict[int, float], rows: dict[int, list[float]], ws: list[float], z: float) -> bool:
    """Does the best card lead the second by more than ``z`` standard errors (paired over the deals)?"""
    if len(totals) < 2:
        return True
    order = sorted(totals, key=lambda c: totals[c], reverse=True)
    a, b = rows[order[0]], rows[order[1]]
    sw = sum(ws)
    if sw <= 0:
        return False
    d = [x - y for x, y in zip(a, b)]
    mean = sum(w * x for w, x in zip(ws, d)) / sw
    var = sum(w * (x - mean) ** 2 for w, x in zip(ws, d)) / sw
    n_eff = sw * sw / sum(w * w for w in ws)
    if n_eff < 2:
        return False
    return mean > z * (var / (n_eff - 1)) ** 0.5


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


def halving_values(k: Knowledge, legal: list[int], deals: Callable[[], list[int]], budget: int, rng: random.Random,
                   eps: float = 0.08, deadline: Optional[float] = None,
                   weight: Optional[Callable[[list[int]], float]] = None,
                   honest: Optional[HonestPlayOut] = None, min_deals: int = 12,
                   max_deals: int = 400) -> tuple[dict[int, float], list[int]]:
    """Successive halving over the candidate cards (play-outs only, no exact endgame): about ``budget``
    play-outs in rounds; after each round the worse half of the cards still in play is dropped, so an
    obviously bad card gets few play-outs and the close ones many.  Every card still in play is played out
    on the same deals with the same random numbers (common random numbers), so the cards left are always
    compared on the same deals.

    Returns (the mean points my team wins from now on per card, over the deals that card was played
    out on; the cards left at the end, the best of which is the choice).
    """
    me = k.seat
    team = me & 1
    alive = list(legal)
    totals = {c: 0.0 for c in legal}
    done = {c: 0.0 for c in legal}
    rounds = max(1, (len(legal) - 1).bit_length())
    per_round = budget / rounds
    stop = False
    while not stop:
        n = max(min_deals, min(max_deals, int(per_round / len(alive))))
        for _ in range(n):
            hands = deals()
            w = 1.0 if weight is None else weight(hands)
            key = rng.random()
            for c in alive:
                if honest is not None:
                    v = honest.play(list(hands), c, random.Random(key).random)[team]
                else:
                    v = greedy_play_out(list(hands), me, k.trick, k.trump, k.rk, k.played,
                                        random.Random(key).random, k.variant, k.strict, eps, first=c)[team]
                totals[c] += w * v
                done[c] += w
            if deadline is not None and time.perf_counter() > deadline:
                stop = True
                break
        if len(alive) <= 2:
            break
        alive.sort(key=lambda c: totals[c] / done[c] if done[c] else 0.0, reverse=True)
        alive = alive[:max(2, (len(alive) + 1) // 2)]
    return {c: totals[c] / done[c] if done[c] else 0.0 for c in legal}, alive
