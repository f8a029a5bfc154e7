"""The share of the all-seeing gap a level closes (``botifarra-arena --gap``).

Level A and the all-seeing reference (the oracle) each play the same duplicate
deals against the same level B.  With ``a[i]`` and ``o[i]`` their points per deal
pair on deal ``i``, the share is ``mean(a) / mean(o)``: 1 means A gets everything
that seeing every card is worth against B, 0 means nothing.  Its 95% interval
comes from the delta method on the paired deals (the same deal in both lists, so
their correlation narrows it).
"""

from __future__ import annotations

import math


def gap_share(a: list[float], o: list[float]) -> dict:
    """``{"share", "share_ci95", "oracle_mean_points_per_deal", "oracle_ci95"}`` for paired per-deal values."""
    if len(a) != len(o) or not a:
        raise ValueError("the gap needs the same deals, at least one, for the level and the oracle")
    n = len(a)
    ma = sum(a) / n
    mo = sum(o) / n
    if n > 1:
        va = sum((x - ma) ** 2 for x in a) / (n - 1)
        vo = sum((y - mo) ** 2 for y in o) / (n - 1)
        cov = sum((x - ma) * (y - mo) for x, y in zip(a, o)) / (n - 1)
    else:
        va = vo = cov = 0.0
    o_half = 1.96 * math.sqrt(vo / n)
    out = {"oracle_mean_points_per_deal": round(mo, 3), "oracle_ci95": [round(mo - o_half, 3), round(mo + o_half, 3)],
           "share": None, "share_ci95": None}
    if mo > 0:
        r = ma / mo
        var_r = max(0.0, (va - 2 * r * cov + r * r * vo) / (n * mo * mo))
        half = 1.96 * math.sqrt(var_r)
        out["share"] = round(r, 4)
        out["share_ci95"] = [round(r - half, 4), round(r + half, 4)]
    return out
