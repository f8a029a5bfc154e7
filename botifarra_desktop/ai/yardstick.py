"""A variance-reduced duplicate comparison for the arena (pairs game): control variates per deal.

The duplicate pair already cancels what a deal is worth to the side that holds it:
both plays start from the same cards with the sides swapped.  What is left is how
much the difference between the two levels shows on each deal, and that varies a
lot from deal to deal.  With deterministic bots every play is a function of the
deal alone, so (as AIVAT reduces to the chance events when no player's strategy is
mixed) the one unbiased correction is a control variate: a quantity ``g`` of the
deal alone, computed from its real cards, whose mean over all deals is known.  The estimate is

    mean(r) - beta . (mean of g over the played deals - mean of g over more deals)

with ``beta`` the least-squares fit of the deal pairs' points ``r`` on ``g``; the
mean of ``g`` comes from the played deals and ``extra`` more deals of the same
seed, which are cheap since no bot thinks on them.  The 95% interval counts both
the remaining spread of ``r - beta . g`` and the error in that mean.

The controls (``deal_controls``) of a deal, the dealer naming its longest suit:
the dealer's side's points above 36 when the true deal is played out by the greedy
policy at all four seats (the mean of ``playout.greedy_play_out``), the same with
all four seats on Medium's rules (``honest.HonestPlayOut``), and how far apart the
two are.  (An exact all-seeing value of a whole deal costs far too much here; these
are the deal's values with its real cards, which is what a control may use.)
"""

from __future__ import annotations

import math
import random
from typing import Optional

from ..engine import Rules, partner_of, team_of
from ..engine.cards import SUITS
from ..engine.ways import deal
from .bidding import forced_declaration
from .honest import HonestPlayOut
from .knowledge import FULL, Knowledge
from .medium import medium_card
from .playout import greedy_play_out

#: greedy play-outs of the true deal per deal (its greedy value)
SEEING_PLAYOUTS = 24


def deal_controls(rules: Rules, number: int, dealer: int) -> list[float]:
    """The control values of the deal ``number`` dealt by ``dealer`` (the arena's ``play_pair`` deals)."""
    rk = rules.card_ranking
    cards, _ = deal(rules.way, number, dealer)
    hands = [rk.mask_of(h) for h in cards]
    trump = SUITS.index(forced_declaration(cards[dealer], rk))
    side = team_of(dealer)
    leader = (dealer + 1) % 4
    rnd = random.Random(number).random
    seeing = sum(greedy_play_out(list(hands), leader, [], trump, rk, 0, rnd, rules.variant, rules.strict, 0.08)[side]
                 for _ in range(SEEING_PLAYOUTS)) / SEEING_PLAYOUTS
    k = Knowledge(seat=leader, rk=rk, trump=trump, variant=rules.variant, strict=rules.strict, hand=hands[leader],
                  played=0, unknown=FULL & ~hands[leader], counts=(12, 12, 12, 12), excluded=[0, 0, 0, 0], trick=[],
                  leader=leader, points=(0, 0), tricks_left=12, partner=partner_of(leader))
    first, _ = medium_card(k, hands[leader], team_of(leader) == side)
    medium = HonestPlayOut(k, side).play(list(hands), first)[side]
    return [seeing - 36.0, medium - 36.0, abs(medium - seeing)]


def _solve(a: list[list[float]], b: list[float]) -> Optional[list[float]]:
    """Gaussian elimination with partial pivoting; ``None`` for a singular system."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[piv][col]) < 1e-12:
            return None
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    return [m[i][n] / m[i][i] for i in range(n)]


def _cov(xs: list[list[float]], i: int, j: int, mi: float, mj: float) -> float:
    return sum((x[i] - mi) * (x[j] - mj) for x in xs) / (len(xs) - 1)


def cv_estimate(r: list[float], g: list[list[float]], g_extra: list[list[float]]) -> Optional[dict]:
    """The control-variate estimate of ``mean(r)``: ``g[i]`` are deal ``i``'s controls, ``g_extra`` those of
    more deals (for the controls' mean).  ``None`` with fewer than 10 deals or a degenerate fit."""
    n, extra = len(r), len(g_extra)
    if n < 10 or len(g) != n or not g:
        return None
    d = len(g[0])
    mr = sum(r) / n
    mg = [sum(x[j] for x in g) / n for j in range(d)]
    sgg = [[_cov(g, i, j, mg[i], mg[j]) for j in range(d)] for i in range(d)]
    sgr = [sum((x[j] - mg[j]) * (y - mr) for x, y in zip(g, r)) / (n - 1) for j in range(d)]
    beta = _solve(sgg, sgr)
    if beta is None:
        return None
    every = g + g_extra
    m_all = [sum(x[j] for x in every) / len(every) for j in range(d)]
    c = extra / (n + extra)  # mean(g over played) - mean(g over all) = c * (mean played - mean extra)
    est = mr - sum(b * (mg[j] - m_all[j]) for j, b in enumerate(beta))
    resid = [y - c * sum(b * x[j] for j, b in enumerate(beta)) for x, y in zip(g, r)]
    mres = sum(resid) / n
    var = sum((e - mres) ** 2 for e in resid) / (n - 1) / n
    if extra > 1:
        ge_mean = [sum(x[j] for x in g_extra) / extra for j in range(d)]
        bvb = sum(beta[i] * beta[j] * _cov(g_extra, i, j, ge_mean[i], ge_mean[j]) for i in range(d) for j in range(d))
        var += c * c * bvb / extra
    raw_var = sum((y - mr) ** 2 for y in r) / (n - 1) / n
    half = 1.96 * math.sqrt(var)
    return {
        "cv_mean_points_per_deal": round(est, 3),
        "cv_ci95": [round(est - half, 3), round(est + half, 3)],
        "cv_variance_reduction": round(1 - var / raw_var, 4) if raw_var > 0 else None,
        "cv_beta": [round(b, 4) for b in beta],
        "cv_extra_deals": extra,
    }
