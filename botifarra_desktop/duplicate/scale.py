"""The board score: the difference between the tables, compressed ("board points").

A board's raw difference ``d`` is the player's side's result minus the mean of the
other table's results for the same side (botifarra results run from -576 to +576, so
``d`` from -1152 to +1152).  One x16 hand would decide a whole match on raw points, so,
as bridge does with IMPs, the difference is compressed on a logarithmic scale:

    board points = sign(d) * round(log2(1 + |d| / STEP)),   STEP = 4

which gives this table (|d| from .. to, in game points):

    0 .. 1.65 -> 0      1.66 .. 7.31 -> 1    7.32 .. 18.6 -> 2    18.7 .. 41.2 -> 3
    41.3 .. 86.5 -> 4   86.6 .. 177 -> 5     178 .. 358 -> 6      359 .. 720 -> 7
    721 .. 1152 -> 8

Calibration (``benchmarks/duplicate_scale.py``, numbers in ``benchmarks/README.md``):
between two equal levels the typical board difference (the median |d|) is 3.5 game
points for Medium (four replays) and 14 for Hard (one replay), so a typical swing
between equal players is 1 to 2 board points; the largest swing seen (152) scores 5.
"""

from __future__ import annotations

import math

STEP = 4.0
MAX_POINTS = 8  # |d| = 1152, the largest difference possible


def board_points(diff: float) -> int:
    """The board points of a raw difference ``diff`` (see the module notes)."""
    if not math.isfinite(diff):
        raise ValueError("a board difference is a finite number")
    value = round(math.log2(1 + abs(diff) / STEP))
    return int(math.copysign(min(value, MAX_POINTS), diff)) if value else 0
