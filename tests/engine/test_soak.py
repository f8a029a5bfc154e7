"""Seeded soak: 10,000 random full games across all option combinations and ways to play, no exception."""

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


@pytest.mark.slow
def test_ten_thousand_random_games():
    games = 0
    for i in range(10_000):
        v, strict, rk, barraca, svb, (target, hands), fd, table, mode = OPTIONS[(i * 7919) % len(OPTIONS)]
        rules = Rules(variant=v, announce_carrego=bool(i & 1), strict=strict, ranking=rk, barraca=barraca,
                      sant_vicenc_on_botifarra=svb, target=target, hands=hands, first_dealer=fd, table_rules=table,
                      mode=mode, rector_trump_last_pile=mode == "rector" and bool(i & 2))
        g = play_random_game(rules, i)
        assert g.winner_team is not None
        games += 1
    assert games == 10_000
