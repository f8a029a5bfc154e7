"""The exact "can no longer win any trick" search (individual and three players): cost, and the
positions it cannot settle within its budget.

    python benchmarks/restriction_speed.py --hands 1000

Plays random legal hands of the individual and three-player games through the ``Game``
object (the trick obligations of ``--variant``, lliure unless told; random trump or botifarra, nobody doubles, a random legal card each time) and, at
every card, asks the engine's search whether the player to move can still win a trick.
Prints, per way to play: the searches made, how many found the player restricted, the
search time per call (wall clock and CPU time of this process: mean, p99, max; the machine
may be shared, CPU time is the steadier one), the positions expanded, and the positions
still out of reach: searches that ran out of budget (the player is then left free), counted
over every position and over the positions where the discard order would narrow the choice
(the ones the game asks).  First the examples of issue 30, then the cost of the bots'
play-outs (``ai.worlds.play_out``), which ask the question (with a small budget) at every card.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.engine import Deal, Declare, Double, Game, Phase, Play, Rules
from botifarra_desktop.engine.restriction import BUDGET, OUTLINE_BUDGET, search_nodes
from botifarra_desktop.engine.rules import LLIURE, VARIANTS
from botifarra_desktop.engine.way_rules import discard_order_mask

#: issue 30's examples: (way, first dealer, deal, declarer, declaration, cards played)
EXAMPLES = [
    ("individual", 1, 334886024, 1, "botifarra",
     "7B 10B 11B 12B 12E 10E 4E 1E 11E 2E 3B 6E 3C 11C 4C 7C 5E 9O 1O 8E 12C 4O 5C 6C 9E 7E 5B 8C 2C"),
    ("three", 2, 980056301, 2, "B", "1O 9O 11O 6O 5O 8O 5B 1B 7B"),
]


def ask(g: Game, stats: dict) -> None:
    """The search at the position of the player to move, timed and counted."""
    s = g.to_act()
    w0, c0 = time.perf_counter(), time.process_time()
    can, n, out = search_nodes(g.hands, s, g.trick, g.trump, g.rules.variant)
    stats["wall"].append(time.perf_counter() - w0)
    stats["cpu"].append(time.process_time() - c0)
    stats["nodes"].append(n)
    legal = g.obligation_mask(s)
    narrows = discard_order_mask(legal) != legal
    stats["narrows"] += narrows
    stats["out"] += out
    stats["out_narrows"] += out and narrows
    stats["restricted"] += not can


def new_stats() -> dict:
    return {"wall": [], "cpu": [], "nodes": [], "narrows": 0, "out": 0, "out_narrows": 0, "restricted": 0}


def report(name: str, st: dict) -> None:
    wall, cpu, nodes = sorted(st["wall"]), sorted(st["cpu"]), st["nodes"]
    k = len(wall)

    def p99(v: list[float]) -> float:
        return v[min(k - 1, int(0.99 * k))]

    print(f"{name}: {k} searches ({st['narrows']} where the discard order narrows the choice); "
          f"restricted {st['restricted']}")
    print(f"  per search, wall: mean {1e3 * sum(wall) / k:.2f} ms, p99 {1e3 * p99(wall):.1f} ms, "
          f"max {1e3 * wall[-1]:.0f} ms; CPU: mean {1e3 * sum(cpu) / k:.2f} ms, p99 {1e3 * p99(cpu):.1f} ms, "
          f"max {1e3 * cpu[-1]:.0f} ms")
    print(f"  positions expanded (the exact search's and the outline's): mean {sum(nodes) / k:.1f}, "
          f"max {max(nodes)} (budgets {BUDGET} and {OUTLINE_BUDGET})")
    print(f"  out of reach (player left free): {st['out']} of {k} positions, "
          f"{st['out_narrows']} of {st['narrows']} where the discard order narrows")


def examples() -> None:
    for way_name, first, deal, declarer, choice, plays in EXAMPLES:
        st = new_stats()
        g = Game(Rules(way_name=way_name), first)
        g.apply(Deal(deal))
        g.apply(Declare(declarer, choice))
        while g.phase is Phase.DOUBLE:
            g.apply(Double(g.to_act(), "pass"))
        for card in plays.split():
            ask(g, st)
            g.apply(Play(g.to_act(), card))
        ask(g, st)
        s = g.to_act()
        report(f"issue 30 example ({way_name}, seat {s} to play {' '.join(g.legal_cards(s))})", st)


def measure(way_name: str, hands: int, seed: int, variant: str) -> None:
    rng = random.Random(seed)
    st = new_stats()
    g = Game(Rules(way_name=way_name, variant=variant, target=None, hands=200), 0)
    for _ in range(hands):
        if g.phase is Phase.GAME_OVER:
            g = Game(Rules(way_name=way_name, variant=variant, target=None, hands=200), 0)
        g.apply(Deal(rng.randrange(10**9)))
        choices = [c for c in g.declare_options(g.to_act()) if c != "delegate"]
        g.apply(Declare(g.to_act(), rng.choice(choices)))
        while g.phase is Phase.DOUBLE:
            g.apply(Double(g.to_act(), "pass"))
        while g.phase is Phase.PLAY:
            ask(g, st)
            s = g.to_act()
            g.apply(Play(s, rng.choice(g.legal_cards(s))))
    report(f"{way_name}, {variant}, {hands} random hands (seed {seed})", st)


def playouts(way_name: str, count: int, seed: int) -> None:
    """Time the bots' individual play-outs from the first card of random deals."""
    from botifarra_desktop.ai.knowledge import read_view
    from botifarra_desktop.ai.sampling import sample_layout
    from botifarra_desktop.ai.worlds import copy_layout, play_out

    rng = random.Random(seed)
    total = 0.0
    n = 0
    while n < count:
        g = Game(Rules(way_name=way_name, target=None, hands=200), 0)
        g.apply(Deal(rng.randrange(10**9)))
        g.apply(Declare(g.to_act(), rng.choice(["O", "C", "E", "B", "botifarra"])))
        while g.phase is Phase.DOUBLE:
            g.apply(Double(g.to_act(), "pass"))
        k = read_view(g.view(g.to_act()))
        layout = sample_layout(k, rng)
        for _ in range(20):
            hands, piles = copy_layout(layout)
            t0 = time.perf_counter()
            play_out(k, hands, piles, k.seat, k.trick, rng.random, 0.08)
            total += time.perf_counter() - t0
            n += 1
    print(f"{way_name}: bots' play-out of a whole hand: {1e3 * total / n:.2f} ms mean over {n}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=200, help="random hands per way to play (default 200)")
    ap.add_argument("--playouts", type=int, default=400, help="bots' play-outs per way (0: none)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", choices=list(VARIANTS), default=LLIURE, help="the trick obligations (default lliure)")
    ap.add_argument("--mode", choices=["individual", "three"], action="append",
                    help="only this way to play (repeatable; default both)")
    args = ap.parse_args()
    print(f"python {sys.version.split()[0]}, one core")
    examples()
    way_names = args.mode or ["individual", "three"]
    for way_name in way_names:
        measure(way_name, args.hands, args.seed, args.variant)
    if args.playouts > 0:
        for way_name in way_names:
            playouts(way_name, args.playouts, args.seed)


if __name__ == "__main__":
    main()
