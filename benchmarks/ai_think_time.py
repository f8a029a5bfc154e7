"""Think time per decision for each level on a fixed set of positions.

    python benchmarks/ai_think_time.py --hands 20
    python benchmarks/ai_think_time.py --game rector    # another way to play
    python benchmarks/ai_think_time.py --hard-playouts greedy    # the previous Hard's play-outs
    python benchmarks/ai_think_time.py --hard-allocation flat    # the previous Hard's allocation
    python benchmarks/ai_think_time.py --hard-noread  # also Hard without the learned models (before issue 44)

The positions come from hands played by Medium bots (fixed seeds): every
declaration, double call and card with more than one legal choice.  Forced
cards are also timed separately: they must cost nothing.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.ai import make_bot
from botifarra_desktop.ai.bots import ALLOCATIONS, PLAYOUTS, HardBot, unread_hard
from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession


def positions(hands: int, rules: Rules) -> tuple[list, list]:
    views, forced = [], []
    for seed in range(hands):
        n = rules.way.players
        s = TableSession(rules, seed=1000 + seed, first_dealer=seed % n)
        s.start()
        bots = {i: make_bot("medium", seed * 4 + i) for i in range(n)}
        while (req := s.pending()) is not None:
            v = s.view(req.seat)
            (forced if req.action == "play" and len(req.options) == 1 else views).append(v)
            s.act(req.seat, req.action, bots[req.seat].decide(v))
    return views, forced


def pct(ms: list[float]) -> str:
    v = sorted(ms)
    return (f"median {v[len(v) // 2]:7.2f} ms   p95 {v[min(len(v) - 1, int(len(v) * 0.95))]:7.2f} ms   "
            f"max {v[-1]:7.2f} ms   ({len(v)} decisions)")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hands", type=int, default=12, help="hands to take positions from (default 12)")
    p.add_argument("--variant", default="lliure")
    p.add_argument("--game", default="pairs", choices=["pairs", "individual", "three", "rector", "two_hand"])
    p.add_argument("--hard-playouts", choices=PLAYOUTS, default=None, help="Hard's play-outs (default: the level's)")
    p.add_argument("--hard-allocation", choices=ALLOCATIONS, default=None,
                   help="how Hard spreads its play-outs over the cards (default: the level's)")
    p.add_argument("--hard-rollouts", type=int, default=None, help="Hard's play-outs a decision (default: the level's)")
    p.add_argument("--hard-noread", action="store_true",
                   help="also time the arena's hard-noread (Hard without the learned models, before issue 44)")
    args = p.parse_args()
    hard_options = {name: value for name, value in (("playouts", args.hard_playouts),
                                                    ("allocation", args.hard_allocation),
                                                    ("rollouts", args.hard_rollouts)) if value is not None}
    views, forced = positions(args.hands, Rules(variant=args.variant, way_name=args.game))
    print(f"{len(views)} positions with a choice, {len(forced)} forced cards, variant {args.variant}, {args.game}")
    for level in ("easy", "medium", "hard") + (("hard-noread",) if args.hard_noread else ()):
        if level == "hard-noread":
            bot = unread_hard(1, **hard_options)
        else:
            bot = HardBot(1, **hard_options) if level == "hard" and hard_options else make_bot(level, 1)
        by_kind: dict[str, list[float]] = {}
        for v in views:
            t0 = time.perf_counter()
            bot.decide(v)
            by_kind.setdefault(v.phase, []).append((time.perf_counter() - t0) * 1000)
        all_ms = [x for ms in by_kind.values() for x in ms]
        print(f"{level:11s} all     {pct(all_ms)}")
        for kind, ms in sorted(by_kind.items()):
            print(f"{level:11s} {kind:7s} {pct(ms)}")
        f_ms = []
        for v in forced:
            t0 = time.perf_counter()
            bot.decide(v)
            f_ms.append((time.perf_counter() - t0) * 1000)
        print(f"{level:11s} forced  {pct(f_ms)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
