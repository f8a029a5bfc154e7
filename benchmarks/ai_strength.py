"""Strength of the computer levels, measured with the duplicate arena.

    python benchmarks/ai_strength.py --deals 500 --seed 1

Runs Medium vs Easy and Hard vs Medium in card-play and full mode, the all-seeing
oracle vs Medium in card-play mode, and prints points per deal (95% CI), games to
101 won, think times, and the share of the Medium-to-oracle gap Hard closes.

    python benchmarks/ai_strength.py --ways --deals 200

Runs Hard vs Easy (and Hard vs Medium) in full mode in each other way to play
(individual, three, rector, two_hand): A at one seat, B at the others, rotated
over the seats; points per deal = A's hand score minus the B seats' mean.

    python benchmarks/ai_strength.py --ways --no-way-endgame --only hard-medium-individual --jobs 1

The same without the exact endgame of the other ways (``worlds.ENDGAME_TRICKS`` emptied: every
trick played out, as before ``world_solver.py``), to compare with the default on the same deals.
With ``--jobs`` above 1 this needs a system that starts the workers by fork (Linux).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.ai import worlds
from botifarra_desktop.ai.arena import run
from botifarra_desktop.engine import Rules

MATCHES = {
    "medium-easy-cardplay": ("medium", "easy", "cardplay"),
    "medium-easy-full": ("medium", "easy", "full"),
    "hard-medium-cardplay": ("hard", "medium", "cardplay"),
    "hard-medium-full": ("hard", "medium", "full"),
    "oracle-medium-cardplay": ("oracle", "medium", "cardplay"),
}
WAYS = ("individual", "three", "rector", "two_hand")
#: One line per way to play (``--ways``): name -> (A, B, mode, game).
WAY_MATCHES = {f"{a}-{b}-{game}": (a, b, "full", game) for game in WAYS for a, b in (("hard", "easy"),
                                                                                     ("hard", "medium"))}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=200, help="duplicate deal pairs per comparison (default 200)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--hard-rollouts", type=int, default=None, help="override the Hard/oracle work per decision")
    p.add_argument("--only", nargs="*", choices=sorted(MATCHES) + sorted(WAY_MATCHES),
                   help="run only these comparisons")
    p.add_argument("--ways", action="store_true", help="the other ways to play (see above) instead of the pairs game")
    p.add_argument("--no-way-endgame", action="store_true",
                   help="the other ways without their exact endgame (every trick played out)")
    args = p.parse_args()
    if args.no_way_endgame:
        worlds.ENDGAME_TRICKS.clear()
    results = {}
    table = {**{k: v + ("pairs",) for k, v in MATCHES.items()}, **WAY_MATCHES}
    for name in args.only or (WAY_MATCHES if args.ways else MATCHES):
        a, b, mode, game = table[name]
        print(f"== {name}: {args.deals} {'deal pairs' if game == 'pairs' else 'deals'}", flush=True)
        res = run(a, b, args.deals, args.seed, mode, Rules(way_name=game), args.jobs, args.hard_rollouts, progress=False)
        results[name] = res
        lo, hi = res["ci95"]
        print(f"   points per deal {res['mean_points_per_deal']:+.2f} (95% CI {lo:+.2f} .. {hi:+.2f}), "
              f"games to 101 won {res['match_win_rate']} of {res['matches']}, {res['seconds']} s", flush=True)
        for level, pc in res["think_ms"].items():
            print(f"   think {level}: median {pc['median']} ms, p95 {pc['p95']} ms, max {pc['max']} ms")
    if "hard-medium-cardplay" in results and "oracle-medium-cardplay" in results:
        gap = results["oracle-medium-cardplay"]["mean_points_per_deal"]
        closed = results["hard-medium-cardplay"]["mean_points_per_deal"] / gap if gap else float("nan")
        print(f"Hard closes {closed:.0%} of the Medium-to-oracle gap in card play ({gap:+.2f} points per deal)")
    print(json.dumps({k: {x: v[x] for x in ("mean_points_per_deal", "ci95", "match_win_rate", "matches", "think_ms",
                                            "deal_pairs")} for k, v in results.items()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
