"""Seed 000: played tricks may not be looked at, except the last trick added to each pile."""

import random

from engine_helpers import random_step

from botifarra_desktop.engine import Game, Phase, Rules


def _play_tricks(rules, tricks, seed=1):
    rng = random.Random(seed)
    g = Game(rules, 0)
    while not (g.phase is Phase.PLAY and len(g.history) == tricks and not g.trick):
        random_step(g, rng, double_bias=0)
    return g


def test_during_the_hand_only_the_last_trick_of_each_pile():
    g = _play_tricks(Rules(), 6)
    v = g.view(0)
    assert len(v.history) == 6  # what everyone saw fall: the bots' memory
    last = [t for t in g.last_trick if t is not None]
    assert set(v.visible_tricks) == set(last) and 1 <= len(v.visible_tricks) <= 2
    assert list(v.visible_tricks) == sorted(v.visible_tricks, key=lambda t: t.trick_no)
    for t in v.visible_tricks:  # each is the newest trick of its side's pile
        side = g.side_of(t.winner)
        assert all(o.trick_no <= t.trick_no for o in v.history if g.side_of(o.winner) == side)


def test_every_trick_once_the_hand_is_over():
    g = _play_tricks(Rules(), 6)
    rng = random.Random(2)
    while g.phase is Phase.PLAY:
        random_step(g, rng)
    v = g.view(1)
    assert v.phase in ("hand_over", "game_over") and v.visible_tricks == v.history and len(v.history) == 12


def test_the_memory_aid_shows_them_all():
    g = _play_tricks(Rules(show_all_tricks=True), 5)
    assert g.view(2).visible_tricks == g.view(2).history and len(g.view(2).history) == 5


def test_individual_games_have_a_pile_per_player():
    g = _play_tricks(Rules(way_name="individual"), 8)
    v = g.view(0)
    winners = {t.winner for t in v.history}
    assert {t.winner for t in v.visible_tricks} == winners and len(v.visible_tricks) == len(winners)


def test_the_option_is_a_checked_boolean_and_round_trips():
    r = Rules(show_all_tricks=True)
    assert Rules.from_dict(r.to_dict()) == r
    try:
        Rules(show_all_tricks="yes")
    except ValueError as exc:
        assert "show_all_tricks" in str(exc)
    else:
        raise AssertionError("a non-boolean memory aid was accepted")
