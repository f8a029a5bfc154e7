"""The Hard level against the previous release's Hard, head to head on a fixed set of deals (slow).

Not a timing test: both levels search without their time limit (``max_seconds=None``), so every card
depends only on the seeds, and the result is the same on any machine.  The strength itself is measured
in the arena (``benchmarks/README.md``, "Successive halving"); this keeps a change that undoes it from
passing unnoticed.

The ten deals are two tests of five, so the two test processes share them; Hard must come out ahead
on each five (and so on all ten, what this test asked when it was one).
"""

import pytest

from botifarra_desktop.ai import arena
from botifarra_desktop.ai.bots import HardBot, previous_hard
from botifarra_desktop.engine import Rules

SEED = 6161
DEALS = range(10, 20)
HALVES = (DEALS[:5], DEALS[5:])


def _timeless_hard(seed):
    bot = HardBot(seed, max_seconds=None)
    bot.level = "hard-test"
    return bot


def _timeless_previous(seed):
    bot = previous_hard(seed)
    bot.max_seconds = None
    bot.level = "prev-test"
    return bot


@pytest.mark.slow
@pytest.mark.parametrize("deals", HALVES, ids=lambda deals: f"deals-{deals[0]}-{deals[-1]}")
def test_hard_beats_the_previous_hard_on_fixed_deals(monkeypatch, deals):
    monkeypatch.setitem(arena.EXTRA_LEVELS, "hard-test", _timeless_hard)
    monkeypatch.setitem(arena.EXTRA_LEVELS, "prev-test", _timeless_previous)
    total = 0
    for index in deals:
        _, d1, d2, _, _ = arena.play_pair(index, a="hard-test", b="prev-test", seed=SEED, mode="cardplay",
                                       rules_dict=Rules().to_dict(), hard_rollouts=None, match=True)
        total += d1 + d2
    assert total > 0
