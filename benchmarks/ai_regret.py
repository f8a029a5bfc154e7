"""Decision regret against the all-seeing player, on a fixed set of positions (pairs game, card play).

    python benchmarks/ai_regret.py --deals 30
    python benchmarks/ai_regret.py --deals 30 --hard '{"rollouts": 2400}' --hard '{"read_play": null}'

A fast, low-noise screen for ideas before the arena.  The positions are every card
with a choice that Hard played in ``--deals`` duplicate deal pairs against Medium
(card play: the dealer names its longest suit, nobody doubles).  Each position keeps
the true deal, and every legal card gets the all-seeing reference's value there: the
Hard search run on the true cards with 1,600 play-outs (the last three tricks solved
exactly).  A level's regret at a position is the best card's value minus the value
of the card it picks (points its side wins from then on); the script prints the
mean regret over the positions with a 95% interval, per level and per Hard option
set (``--hard``: a JSON object of ``HardBot`` options), and the share of Medium's
regret each one removes.  The reference values come from greedy play-outs, so the
screen favours decisions that agree with them: an idea that changes the play-outs
themselves must be judged in the arena.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.ai import make_bot  # noqa: E402
from botifarra_desktop.ai.bidding import forced_declaration  # noqa: E402
from botifarra_desktop.ai.bots import HardBot  # noqa: E402
from botifarra_desktop.ai.knowledge import bits, read_view  # noqa: E402
from botifarra_desktop.ai.search import card_values, fixed_deals  # noqa: E402
from botifarra_desktop.engine import SEATS, Rules, team_of  # noqa: E402
from botifarra_desktop.session import Seat, TableSession, Turn, deal_number_for, play_hand  # noqa: E402

REFERENCE_PLAYOUTS = 1600


def collect(index: int, seed: int) -> list:
    """(view, true hands) at every choice Hard makes in deal ``index`` played both ways against Medium."""
    rules = Rules()
    out = []
    number = deal_number_for(seed, index + 1)
    for a_team in (0, 1):
        bots = {s: HardBot(seed * 1000 + index * 8 + s) if team_of(s) == a_team else make_bot("medium", s)
                for s in SEATS}
        table = TableSession(rules, seed=0, first_dealer=index % 4, deal_numbers=[number],
                             seats=[Seat.bot("hard") for _ in SEATS])
        table.start()

        def decide(turn: Turn, a_team: int = a_team, bots: dict = bots, table: TableSession = table) -> str:
            if turn.action == "declare":
                return forced_declaration(list(turn.view.hand), rules.card_ranking)
            if turn.action == "double":
                return "pass"
            if team_of(turn.seat) == a_team:
                out.append((turn.view, table.open_hands()))
            return bots[turn.seat].decide(turn.view)

        play_hand(table, decide)  # forced cards are played without asking
    return out


def reference(item) -> dict[str, float]:
    """The all-seeing values of every legal card at one position."""
    view, hands = item
    k = read_view(view)
    legal = bits(k.rk.mask_of(view.legal))
    n = 1 if k.tricks_left <= 3 else max(8, REFERENCE_PLAYOUTS // len(legal))
    values = card_values(k, legal, fixed_deals(hands), n, random.Random(12345), 3)
    return {k.rk.card_str(c): v for c, v in values.items()}


def choose(args) -> tuple[str, float]:
    item, level, options = args
    bot = HardBot(99, **options) if level == "hard" else make_bot(level, 99)
    t0 = time.perf_counter()
    card = bot.decide(item[0])
    return card, time.perf_counter() - t0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=30, help="duplicate deal pairs to take positions from (default 30)")
    p.add_argument("--seed", type=int, default=777, help="seed of the deals (default 777)")
    p.add_argument("--hard", action="append", default=[], help="a JSON object of HardBot options (repeatable)")
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    variants = [json.loads(h) for h in args.hard]
    t0 = time.time()
    with multiprocessing.Pool(args.jobs) as pool:
        items = [x for rows in pool.starmap(collect, [(i, args.seed) for i in range(args.deals)]) for x in rows]
        refs = pool.map(reference, items, chunksize=8)
        print(f"{len(items)} positions from {args.deals} deal pairs, seed {args.seed} ({time.time() - t0:.0f} s)")
        medium = None
        for level, options in [("easy", {}), ("medium", {}), ("hard", {})] + [("hard", v) for v in variants]:
            picks = pool.map(choose, [(item, level, options) for item in items], chunksize=4)
            regrets = [max(ref.values()) - ref[card] for (card, _), ref in zip(picks, refs)]
            n = len(regrets)
            mean = sum(regrets) / n
            sd = (sum((x - mean) ** 2 for x in regrets) / (n - 1)) ** 0.5 if n > 1 else 0.0
            if level == "medium":
                medium = mean
            share = "" if level != "hard" or not medium else f"   removes {1 - mean / medium:6.1%} of Medium's"
            ms = sorted(t * 1000 for _, t in picks)
            name = level + (" " + json.dumps(options) if options else "")
            print(f"{name:40s} regret {mean:6.3f} (95% CI {mean - 1.96 * sd / n ** 0.5:.3f}.."
                  f"{mean + 1.96 * sd / n ** 0.5:.3f}){share}   think median {ms[n // 2]:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
