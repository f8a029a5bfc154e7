"""Where the rest of Hard's gap to the all-seeing player is: Hard shown part of the hidden cards.

    python benchmarks/ai_information.py --deals 100 --seed 1414

Plays the duplicate arena (card play, against Medium) with side A as the Hard
level that, at each of its card decisions, is also shown one other seat's hand
(or only some of its cards), and compares it deal by deal with the plain Hard
level on the same deals.  What a variant gains is what that information is
worth to Hard's search as it is; the all-seeing oracle is shown everything.

Variants (``--show``):
  partner            the partner's whole hand
  next               the hand of the opponent who plays after Hard
  previous           the hand of the opponent who plays before Hard
  partner-honours    only where the partner's manilles (9s) and aces are
  next-honours       only where the next opponent's manilles and aces are
  previous-honours   only where the previous opponent's manilles and aces are
  next-shape         only how many cards of each suit the next opponent holds

The shown cards become hard facts for the sampler (the shown seat holds exactly
those, the others do not); a shown shape makes every sampled deal give that seat
exactly its number of cards of each suit.  Everything else is Hard's own search,
unchanged.
This is a measurement tool: it hands a bot cards it could not see at a table, so
it lives here and never in the package.  ``--jobs`` above 1 needs the "fork"
start method (Linux), since the arena's workers must see the level added to
``arena.EXTRA_LEVELS``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from dataclasses import replace
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.ai import arena, bots
from botifarra_desktop.ai.bots import HardBot, position_rng
from botifarra_desktop.ai.knowledge import FULL, SUIT_MASKS, Knowledge, bits, read_view
from botifarra_desktop.ai.oracle import OracleBot
from botifarra_desktop.ai.sampling import sample_deal
from botifarra_desktop.engine import SEATS, Rules
from botifarra_desktop.engine.view import SeatView

HONOURS = (9, 1)  # manilles and aces

#: variant -> (seat offset from Hard's seat, what is shown: "hand", "honours" or "shape")
SHOW: dict[str, tuple[int, str]] = {
    "partner": (2, "hand"),
    "next": (1, "hand"),
    "previous": (3, "hand"),
    "partner-honours": (2, "honours"),
    "next-honours": (1, "honours"),
    "previous-honours": (3, "honours"),
    "next-shape": (1, "shape"),
}


class ShownHard(OracleBot):
    """The Hard level, shown (by the arena, like the oracle) one seat's cards, some of them, or its shape."""

    level = "hard-shown"

    def __init__(self, seed: int, offset: int, kind: str) -> None:
        super().__init__(seed)
        self.offset = offset
        self.kind = kind
        self.hard = HardBot(seed)

    def decide_seeing_all(self, view: SeatView, hands: list[int]) -> str:
        if view.phase != "play" or len(view.legal) == 1:
            return self.hard.decide(view)
        k = read_view(view)
        shown = view.rules.way.next_seat(k.seat, self.offset)
        rng = position_rng(self.seed, view)
        if self.kind == "shape":
            counts = [(hands[shown] & SUIT_MASKS[s]).bit_count() for s in range(4)]
            bots.sample_deal = partial(_shaped_deal, shown=shown, counts=counts)
            try:
                return self.hard.search(view, k, rng)
            finally:
                bots.sample_deal = sample_deal
        mask = FULL
        if self.kind == "honours":
            mask = k.rk.mask_of([f"{r}{s}" for r in HONOURS for s in "OCEB"])
        held = hands[shown] & mask & k.unknown
        k.excluded[shown] |= mask & k.unknown & ~held
        for other in SEATS:
            if other not in (k.seat, shown):
                k.excluded[other] |= held
        return self.hard.search(view, k, rng)


def _shaped_deal(k: Knowledge, rng: random.Random, weights=None, tries: int = 30, *, shown: int,
                 counts: list[int]) -> list[int]:
    """A deal in which seat ``shown`` holds exactly ``counts[s]`` cards of each suit: its cards of each
    suit drawn at random from the ones it may hold, the rest dealt by the usual sampler."""
    chosen = 0
    for s in range(4):
        pool = bits(k.unknown & ~k.excluded[shown] & SUIT_MASKS[s])
        for c in rng.sample(pool, min(counts[s], len(pool))):
            chosen |= 1 << c
    fixed = replace(k, excluded=list(k.excluded))
    fixed.excluded[shown] |= k.unknown & ~chosen
    for other in SEATS:
        if other not in (k.seat, shown):
            fixed.excluded[other] |= chosen
    return sample_deal(fixed, rng, weights, tries)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=100, help="duplicate deal pairs per variant (default 100)")
    p.add_argument("--seed", type=int, default=1414)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--show", nargs="*", choices=sorted(SHOW), help="variants to run (default: all)")
    args = p.parse_args()
    jobs = args.jobs if multiprocessing.get_start_method(allow_none=False) == "fork" else 1
    rules = Rules()
    per_base: list[float] = []
    res = arena.run("hard", "medium", args.deals, args.seed, "cardplay", rules, jobs, progress=False,
                    per_deal=per_base)
    lo, hi = res["ci95"]
    print(f"Hard - Medium, card play, seed {args.seed}, {args.deals} deal pairs: "
          f"{res['mean_points_per_deal']:+.2f} ({lo:+.2f} .. {hi:+.2f})", flush=True)
    out = {"hard": res["mean_points_per_deal"]}
    for name in args.show or list(SHOW):
        offset, kind = SHOW[name]
        arena.EXTRA_LEVELS[ShownHard.level] = partial(ShownHard, offset=offset, kind=kind)
        per: list[float] = []
        try:
            r = arena.run(ShownHard.level, "medium", args.deals, args.seed, "cardplay", rules, jobs, progress=False,
                          per_deal=per)
        finally:
            del arena.EXTRA_LEVELS[ShownHard.level]
        m, half = arena.mean_ci95([x - y for x, y in zip(per, per_base)])
        print(f"  shown {name:16s}: {r['mean_points_per_deal']:+.2f}, paired against plain Hard {m:+.2f} "
              f"(±{half:.2f})", flush=True)
        out[name] = r["mean_points_per_deal"]
        out[f"{name}_paired"] = round(m, 3)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
