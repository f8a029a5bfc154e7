"""Calibrating the duplicate board points: board differences between two equal levels.

    python benchmarks/duplicate_scale.py --level medium --boards 400 --replays 4
    python benchmarks/duplicate_scale.py --from-json hard_hard.json   # a botifarra-duplicate --json run
    python benchmarks/duplicate_scale.py --from-json hh.jsonl         # or duplicate_fairness.py's rows

Plays every board with the same level in the player's seat and at the other table (so
the true difference is 0) and prints the distribution of the raw board differences |d|
(the player's side's result minus the other table's mean, game points), the board
points they score on today's scale (``duplicate/scale.py``, STEP = 4) and, for other
steps, the median and 90th percentile of |board points|: the scale is chosen so that a
typical swing between equal players (the median |d|) is 1 to 2 board points.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.duplicate.boards import match_boards, seed_key
from botifarra_desktop.duplicate.cli import run
from botifarra_desktop.duplicate.scale import STEP, board_points


def quantile(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


def points_at(diff: float, step: float) -> int:
    value = round(math.log2(1 + abs(diff) / step))
    return int(math.copysign(min(value, 8), diff)) if value else 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--level", default="medium", choices=["easy", "medium", "hard"])
    p.add_argument("--boards", type=int, default=400)
    p.add_argument("--replays", type=int, default=4)
    p.add_argument("--seed", type=int, default=41)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--from-json", default=None, help="read the differences of a botifarra-duplicate --json run")
    args = p.parse_args()
    if args.from_json:
        lines = Path(args.from_json).read_text().strip().splitlines()
        res = json.loads(lines[-1])
        if "boards" in res:  # botifarra-duplicate --json
            diffs = [b["difference"] for b in res["boards"]]
            what = f"{res['player']} vs {res['other']} x{res['replays']}, {len(diffs)} boards ({res['key']})"
        else:  # the rows of duplicate_fairness.py
            rows = [json.loads(line) for line in lines if line.strip()]
            diffs = [r["difference"] for r in rows]
            what = f"{res['player']} vs {res['other']} x{res['replays']}, {len(diffs)} boards (seed {res['seed']})"
    else:
        boards = match_boards(args.seed, args.boards)
        match, _ = run(boards, seed_key(args.seed), args.level, args.level, args.replays, args.jobs)
        diffs = [s.difference or 0.0 for s in match.scores()]
        what = f"{args.level} vs {args.level} x{args.replays}, {len(diffs)} boards (seed {args.seed})"
    absd = [abs(d) for d in diffs]
    mean = sum(diffs) / len(diffs)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1))
    print(what)
    print(f"difference: mean {mean:+.2f}, sd {sd:.2f}; |d| median {quantile(absd, 0.5):.2f}, "
          f"p75 {quantile(absd, 0.75):.2f}, p90 {quantile(absd, 0.9):.2f}, max {max(absd):.2f}; "
          f"exactly 0 on {sum(1 for d in absd if d == 0) / len(absd):.0%} of the boards")
    counts = Counter(abs(board_points(d)) for d in diffs)
    print(f"|board points| at STEP {STEP:g}: " + ", ".join(f"{k}: {counts[k] / len(diffs):.0%}"
                                                         for k in sorted(counts)))
    nonzero = [d for d in absd if d > 0]
    for step in (2.0, 4.0, 8.0):
        pts = [abs(points_at(d, step)) for d in diffs]
        nz = [abs(points_at(d, step)) for d in nonzero]
        print(f"STEP {step:g}: |points| median {quantile(pts, 0.5)}, p90 {quantile(pts, 0.9)}, "
              f"max {max(pts)}; on boards that differ: median {quantile(nz, 0.5) if nz else 0}, "
              f"mean {sum(nz) / max(1, len(nz)):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
