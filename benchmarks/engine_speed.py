"""Engine speed: random legal full hands through the fast path (what the bots simulate with).

    python benchmarks/engine_speed.py --hands 20000

Each hand is dealt from its own deal number (the same shuffle the game uses),
a random trump or botifarra is chosen, and the 48 cards are played at random
among the legal ones.  Prints ``hands/s: X`` last.  Also times the full ``Game``
object (validation, events, views' data) for comparison.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.engine.cards import RANKINGS, SUITS
from botifarra_desktop.engine.fast import play_out, random_chooser, random_play_out
from botifarra_desktop.engine.rules import VARIANTS


def deal_masks(deal_number: int, rk) -> list[int]:
    # The deal-number shuffle on card ids (same algorithm as cards.shuffled_deck).
    rng = random.Random(deal_number)
    deck = list(range(48))
    r = rng.random
    for i in range(47, 0, -1):
        j = int(r() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    hands = [0, 0, 0, 0]
    for k in range(48):
        hands[(k >> 2) & 3] |= 1 << deck[k]
    return hands


def fast_hands(n: int, variant: str, seed: int) -> float:
    """General fast path (a chooser callback per card, any variant)."""
    rk = RANKINGS["standard"]
    rng = random.Random(seed)
    choose = random_chooser(rng.random)
    total = 0
    t0 = time.perf_counter()
    for k in range(n):
        hands = deal_masks(seed * 1_000_003 + k, rk)
        trump = k % 5
        a, b = play_out(hands, k & 3, None if trump == 4 else trump, rk, choose, variant)
        total += a + b
    dt = time.perf_counter() - t0
    assert total == 72 * n, "every hand must hand out exactly 72 points"
    return n / dt


def rollout_hands(n: int, seed: int) -> float:
    """The bots' rollout: random legal lliure play, inlined, one random stream for deals."""
    rk = RANKINGS["standard"]
    rng = random.Random(seed)
    r = rng.random
    deck = list(range(48))
    total = 0
    t0 = time.perf_counter()
    for k in range(n):
        for i in range(47, 0, -1):
            j = int(r() * (i + 1))
            deck[i], deck[j] = deck[j], deck[i]
        hands = [0, 0, 0, 0]
        for i in range(48):
            hands[(i >> 2) & 3] |= 1 << deck[i]
        trump = k % 5
        a, b = random_play_out(hands, k & 3, None if trump == 4 else trump, rk, r)
        total += a + b
    dt = time.perf_counter() - t0
    assert total == 72 * n, "every hand must hand out exactly 72 points"
    return n / dt


def full_game_hands(n: int) -> float:
    from botifarra_desktop.engine import Deal, Declare, Double, Game, Play, Rules

    rng = random.Random(1)
    t0 = time.perf_counter()
    done = 0
    while done < n:
        g = Game(Rules(target=None, hands=200), 0)
        for _ in range(min(50, n - done)):
            g.apply(Deal(rng.randrange(10**9)))
            g.apply(Declare(g.to_act(), rng.choice(SUITS + "b").replace("b", "botifarra")))
            g.apply(Double(g.to_act(), "pass"))
            g.apply(Double(g.to_act(), "pass"))
            while g.phase.value == "play":
                s = g.to_act()
                g.apply(Play(s, rng.choice(g.legal_cards(s))))
            done += 1
    return n / (time.perf_counter() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"python {sys.version.split()[0]}, one core")
    print(f"full Game object (validation + events): {full_game_hands(max(200, args.hands // 50)):,.0f} hands/s")
    for v in VARIANTS[1:]:
        print(f"fast path, {v}: {fast_hands(max(1000, args.hands // 5), v, args.seed):,.0f} hands/s")
    print(f"fast path with chooser callback, lliure: {fast_hands(max(1000, args.hands // 5), 'lliure', args.seed):,.0f} hands/s")
    rate = rollout_hands(args.hands, args.seed)
    print(f"rollout fast path (deal + random legal lliure play), {args.hands} hands")
    print(f"hands/s: {rate:.0f}")


if __name__ == "__main__":
    main()
