"""Hard with other options against the previous Hard (or any arena level), in the duplicate arena.

    python benchmarks/ai_hard_options.py --set allocation=halving --set rollouts=2400 --deals 60 --seed 1414

plays "cand", Hard with the ``HardBot`` options given by ``--set NAME=VALUE`` (a number, a word, or
``none``), against ``--b`` (default "hard-prev", the previous release's Hard) on the same deals with the
seats swapped; ``--match`` (on by default) gives a seat's bot the same seed in both plays of a deal.
It prints the arena's JSON with every deal pair's points ("per_deal"), also written to ``--out``.
With ``--jobs`` above 1 this needs a system that starts the workers by fork (Linux).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Optional

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.ai import arena
from botifarra_desktop.ai.bots import HardBot
from botifarra_desktop.engine import Rules


def option(text: str) -> tuple[str, Any]:
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=VALUE")
    value: Any = raw
    if raw.lower() == "none":
        value = None
    else:
        for kind in (int, float):
            try:
                value = kind(raw)
                break
            except ValueError:
                pass
    return name, value


def report(res: dict, title: str, out: Optional[str]) -> None:
    """Print a head-to-head result (raw, variance-reduced, think times, then the JSON) and write the JSON
    to ``out`` when given."""
    line = json.dumps(res)
    if out:
        Path(out).write_text(line + "\n")
    lo, hi = res["ci95"]
    print(f"{title}, {res['deal_pairs']} pairs: {res['mean_points_per_deal']:+.2f} ({lo:+.2f} .. {hi:+.2f})")
    cv = res.get("cv")
    if cv:
        clo, chi = cv["cv_ci95"]
        print(f"variance-reduced: {cv['cv_mean_points_per_deal']:+.2f} ({clo:+.2f} .. {chi:+.2f}), "
              f"variance {cv['cv_variance_reduction']:.0%} lower")
    for level, pc in res["think_ms"].items():
        print(f"think {level}: median {pc['median']} ms, p95 {pc['p95']} ms, max {pc['max']} ms")
    print(line)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--set", dest="options", type=option, action="append", default=[],
                   help="a HardBot option for the candidate, NAME=VALUE (repeat for more)")
    p.add_argument("--b", default="hard-prev")
    p.add_argument("--mode", choices=["cardplay", "full"], default="cardplay")
    p.add_argument("--deals", type=int, default=60)
    p.add_argument("--seed", type=int, default=1414)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--no-match", dest="match", action="store_false", help="seeds differ between the two plays")
    p.add_argument("--cv-deals", type=int, default=500)
    p.add_argument("--out", default=None, help="also write the JSON to this file")
    args = p.parse_args()
    options = dict(args.options)
    HardBot(0, **options)  # a wrong option name or value is refused here, before any deal is played

    def candidate(seed: int) -> HardBot:
        bot = HardBot(seed, **options)
        bot.level = "cand"
        return bot

    arena.EXTRA_LEVELS["cand"] = candidate
    per: list[float] = []
    res = arena.run("cand", args.b, args.deals, args.seed, args.mode, Rules(), args.jobs, progress=False,
                    per_deal=per, match=args.match, cv_deals=args.cv_deals)
    res["per_deal"] = per
    res["options"] = options
    report(res, f"cand {options} - {args.b}, {args.mode}, seed {args.seed}", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
