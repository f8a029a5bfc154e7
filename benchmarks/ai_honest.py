"""Honest play-outs (``ai/honest.py``) against Hard's greedy play-outs, in the duplicate arena.

    python benchmarks/ai_honest.py --a honest --b hard-prev --mode cardplay --deals 100 --seed 5151 --match

plays Hard with honest play-outs ("honest") against the previous Hard (greedy play-outs,
"hard-prev") on the same deals with the seats swapped, and prints the arena's JSON with the
variance-reduced comparison ("cv") and every deal pair's points ("per_deal"), also written to
``--out``.  Levels: the arena's (easy, medium, hard, hard-prev, oracle) and "honest" (Hard with
``playouts="honest"`` and ``--rollouts`` play-outs a decision, ``--eps`` random moves).
With ``--jobs`` above 1 this needs a system that starts the workers by fork (Linux).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai_hard_options import report

from botifarra_desktop.ai import arena
from botifarra_desktop.ai.bots import HardBot
from botifarra_desktop.engine import Rules


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--a", default="honest")
    p.add_argument("--b", default="hard-prev")
    p.add_argument("--mode", choices=["cardplay", "full"], default="cardplay")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=5151)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--rollouts", type=int, default=None, help="play-outs a decision of the honest Hard")
    p.add_argument("--eps", type=float, default=0.0, help="random moves in the honest play-outs")
    p.add_argument("--tricks", type=int, default=None, help="honest for that many tricks, then greedy")
    p.add_argument("--match", action="store_true", help="the same seed for a seat's bot in both plays")
    p.add_argument("--cv-deals", type=int, default=2000)
    p.add_argument("--out", default=None, help="also write the JSON to this file")
    args = p.parse_args()

    def honest(seed: int) -> HardBot:
        bot = HardBot(seed, playouts="honest", rollouts=args.rollouts, honest_eps=args.eps,
                       honest_tricks=args.tricks, allocation="flat")
        bot.level = "honest"
        return bot

    arena.EXTRA_LEVELS["honest"] = honest
    per: list[float] = []
    res = arena.run(args.a, args.b, args.deals, args.seed, args.mode, Rules(), args.jobs, progress=False,
                    per_deal=per, match=args.match, cv_deals=args.cv_deals)
    res["per_deal"] = per
    res["honest_rollouts"] = args.rollouts
    res["honest_eps"] = args.eps
    res["honest_tricks"] = args.tricks
    report(res, f"{args.a} - {args.b}, {args.mode}, seed {args.seed}", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
