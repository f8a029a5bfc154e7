"""A new game with the same players goes on with the rotation (seed 000)."""

import random

import pytest

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession


@pytest.mark.parametrize("mode", ["pairs", "three", "individual"])
def test_a_new_game_goes_on_with_the_rotation(mode):
    # seed 000: with the same players, the player on the right of the last dealer deals first
    rules = Rules(mode=mode, target=None, hands=3)
    s = TableSession(rules, seed=5)
    assert s.next_game_dealer() is None
    rng = random.Random(3)
    s.start()
    while not s.over:
        req = s.pending()
        if req is None:
            s.next_hand()
            continue
        s.act(req.seat, req.action, rng.choice(req.options))
    last = s.results[-1].dealer
    assert s.next_game_dealer() == (last + 1) % rules.way.players
    nxt = TableSession(rules, seed=6, first_dealer=s.next_game_dealer())
    nxt.start()
    assert nxt.dealer == (last + 1) % rules.way.players
