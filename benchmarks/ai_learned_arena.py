"""The learned policy of ``ai_learned.py`` in the duplicate arena, as a player and blended into Hard.

    python benchmarks/ai_learned_arena.py --weights /tmp/pipe/q6.npz -- --a learned --b medium --mode cardplay \
        --deals 400 --seed 31 --jobs 1 --quiet --json
    python benchmarks/ai_learned_arena.py --weights /tmp/pipe/q6.npz --blend 0.4 -- --a blend --b hard \
        --mode cardplay --deals 150 --seed 9191 --match --jobs 1 --quiet --json

adds two levels to ``botifarra-arena`` (everything after ``--`` is its command line):

- "learned": Medium's declarations and doubles, and for each card the network's best (``ai_learned.q_values``
  on the seat's ``Knowledge``, the seat's own view);
- "blend": today's Hard, whose choice among the cards its successive halving keeps is made on
  ``(1 - w) * search value + w * network value`` (both in points the side wins from now on); in the last
  tricks, solved exactly, and outside the pairs game it is today's Hard.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import ai_learned as learned_policy

from botifarra_desktop.ai import arena
from botifarra_desktop.ai.bots import HardBot, MediumBot, our_declaration
from botifarra_desktop.ai.inference import deal_weight, declaration_reading, likelihood
from botifarra_desktop.ai.knowledge import bits, read_view
from botifarra_desktop.ai.sampling import sample_deal, signal_weights
from botifarra_desktop.ai.search import best_of, halving_values


def levels(net: learned_policy.QNet, w: float) -> None:
    """Register "learned" and "blend" (network ``net``, blend weight ``w``) with the arena."""

    class LearnedBot(MediumBot):
        level = "learned"

        def play(self, view, rng):
            k = read_view(view)
            cards = bits(k.rk.mask_of(view.legal))
            q = learned_policy.q_values(net, learned_policy.record_of(k, our_declaration(view)), cards)
            return k.rk.card_str(cards[max(range(len(cards)), key=q.__getitem__)])

    class BlendHard(HardBot):
        level = "blend"

        def search(self, view, k, rng):
            if not k.pairs or k.trump is None or k.tricks_left <= self.endgame_tricks or self.allocation != "halving":
                return super().search(view, k, rng)
            legal = bits(k.rk.mask_of(view.legal))
            weights = signal_weights(k, view.declarer, view.delegated, view.dealer, view.calls)
            deadline = None if self.max_seconds is None else time.perf_counter() + self.max_seconds
            weight = deal_weight(likelihood(k, view, self.read_play),
                                 declaration_reading(k, view, self.read_declaration))
            values, left = halving_values(k, legal, lambda: sample_deal(k, rng, weights), self.pairs_rollouts, rng,
                                          self.playout_eps, deadline, weight, None)
            q = dict(zip(legal, learned_policy.q_values(net, learned_policy.record_of(k, our_declaration(view)),
                                                        legal)))
            return k.rk.card_str(best_of({c: (1 - w) * values[c] + w * q[c] for c in left}, k))

    arena.EXTRA_LEVELS["learned"] = LearnedBot
    arena.EXTRA_LEVELS["blend"] = BlendHard


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--weights", required=True, help="the network (.npz) written by ai_learned.py train")
    p.add_argument("--blend", type=float, default=0.4, help="the network's weight in the blend (default 0.4)")
    p.add_argument("arena", nargs=argparse.REMAINDER, help="-- then botifarra-arena's own options")
    args = p.parse_args()
    rest = args.arena[1:] if args.arena[:1] == ["--"] else args.arena
    levels(learned_policy.QNet.load(args.weights), args.blend)
    return arena.main(rest)


if __name__ == "__main__":
    sys.exit(main())
