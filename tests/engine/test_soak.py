"""Seeded soak: every combination of the options and ways to play, each in a whole random game, no exception.

The 3,456 combinations are played once each (game ``i`` takes combination ``(i * 7919) % 3456``; 7919 is
prime, so the stride visits every one), split into four parametrized blocks so that the suite's two
worker processes share them.  Earlier the soak played 10,000 games, each combination about three times
over with other seeds; the random games of the fast part (hypothesis) and the 40,000 checked hands of
the rules comparison carry the seeds' variety, and the soak's own point is that no combination fails.
"""

import itertools

import pytest
from engine_helpers import play_random_game

from botifarra_desktop.engine import Rules

OPTIONS = list(itertools.product(
    ["lliure", "obligada", "intermedia"],  # variant
    [False, True],  # strict
    ["standard", "three_second"],  # ranking
    [False, True],  # barraca
    [False, True],  # sant vicenç on botifarra
    [(101, None), (51, None), (None, 8)],  # target / hands
    ["random", "lleida"],
    [False, True],  # table rules (random bots play legal cards only)
    ["pairs", "pairs", "individual", "three", "rector", "two_hand"],  # the ways to play
))
STRIDE = 7919
BLOCKS = 4


def _combinations(block: int) -> range:
    size = -(-len(OPTIONS) // BLOCKS)
    return range(block * size, min(len(OPTIONS), (block + 1) * size))


def test_the_stride_visits_every_combination_once():
    games = [i for block in range(BLOCKS) for i in _combinations(block)]
    assert games == list(range(len(OPTIONS))) and len(OPTIONS) == 3456
    assert sorted({(i * STRIDE) % len(OPTIONS) for i in games}) == games


@pytest.mark.slow
@pytest.mark.parametrize("block", range(BLOCKS))
def test_every_combination_plays_a_whole_random_game(block):
    for i in _combinations(block):
        v, strict, rk, barraca, svb, (target, hands), fd, table, way_name = OPTIONS[(i * STRIDE) % len(OPTIONS)]
        rules = Rules(variant=v, announce_carrego=bool(i & 1), strict=strict, ranking=rk, barraca=barraca,
                      sant_vicenc_on_botifarra=svb, target=target, hands=hands, first_dealer=fd, table_rules=table,
                      way_name=way_name, rector_trump_last_pile=way_name == "rector" and bool(i & 2))
        g = play_random_game(rules, i)
        assert g.winner_team is not None
