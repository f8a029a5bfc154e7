"""The exact "can no longer win any trick" search (individual and three players): cost and how often it fires.

    python benchmarks/restriction_speed.py --hands 200

Plays random legal hands of the individual and three-player games through the
``Game`` object (random trump or botifarra, nobody doubles, a random legal card
each time) and, at every card, asks the engine's search whether the player to
move can still win a trick.  Prints, per way to play: the searches made, how many
found the player restricted (and how many of those at trick 1), the search time
per call (mean, p99, max) and the positions expanded (mean, max).  Then the cost
of the bots' play-outs (``ai.worlds.play_out``), which ask the question at every card.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.engine import Deal, Declare, Double, Game, Phase, Play, Rules
from botifarra_desktop.engine.restriction import BUDGET, search_nodes


def measure(mode: str, hands: int, seed: int) -> None:
    rng = random.Random(seed)
    times: list[float] = []
    nodes: list[int] = []
    fired = first_trick = budget_out = 0
    g = Game(Rules(mode=mode, target=None, hands=200), 0)
    for _ in range(hands):
        if g.phase is Phase.GAME_OVER:
            g = Game(Rules(mode=mode, target=None, hands=200), 0)
        g.apply(Deal(rng.randrange(10**9)))
        choices = [c for c in g.declare_options(g.to_act()) if c != "delegate"]
        g.apply(Declare(g.to_act(), rng.choice(choices)))
        while g.phase is Phase.DOUBLE:
            g.apply(Double(g.to_act(), "pass"))
        while g.phase is Phase.PLAY:
            s = g.to_act()
            t0 = time.perf_counter()
            can, n, out = search_nodes(g.hands, s, g.trick, g.trump, g.rules.variant)
            budget_out += out
            times.append(time.perf_counter() - t0)
            nodes.append(n)
            if not can:
                fired += 1
                first_trick += g.trick_no == 1
            g.apply(Play(s, rng.choice(g.legal_cards(s))))
    times.sort()
    print(f"{mode}: {hands} hands, {len(times)} searches; restricted {fired} times ({first_trick} at trick 1)")
    print(f"  per search: mean {1e6 * sum(times) / len(times):.0f} us, p99 {1e6 * times[int(0.99 * len(times))]:.0f} us,"
          f" max {1e3 * times[-1]:.1f} ms; positions expanded mean {sum(nodes) / len(nodes):.1f}, max {max(nodes)};"
          f" budget ({BUDGET} positions) ran out {budget_out} times (player left free)")


def playouts(mode: str, count: int, seed: int) -> None:
    """Time the bots' individual play-outs from the first card of random deals."""
    from botifarra_desktop.ai.knowledge import read_view
    from botifarra_desktop.ai.sampling import sample_layout
    from botifarra_desktop.ai.worlds import copy_layout, play_out

    rng = random.Random(seed)
    total = 0.0
    n = 0
    while n < count:
        g = Game(Rules(mode=mode, target=None, hands=200), 0)
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
    print(f"{mode}: bots' play-out of a whole hand: {1e3 * total / n:.2f} ms mean over {n}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=200)
    ap.add_argument("--playouts", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"python {sys.version.split()[0]}, one core")
    for mode in ("individual", "three"):
        measure(mode, args.hands, args.seed)
    for mode in ("individual", "three"):
        playouts(mode, args.playouts, args.seed)


if __name__ == "__main__":
    main()
