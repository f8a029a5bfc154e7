"""A new game with the same players goes on with the rotation (seed 000)."""

import random

import pytest

from botifarra_desktop.engine import PRESETS, Rules, WrongPhase
from botifarra_desktop.session import TableSession


@pytest.mark.parametrize("way_name", ["pairs", "three", "individual"])
def test_a_new_game_goes_on_with_the_rotation(way_name):
    # seed 000: with the same players, the player on the right of the last dealer deals first
    rules = Rules(way_name=way_name, target=None, hands=3)
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


def _play_game(s: TableSession, rng: random.Random) -> list[tuple[int, int, int]]:
    """Play ``s`` to its end at random; (dealer, declarer, holder of the 5 of espases) of every hand."""
    hands = []
    s.start()
    while not s.over:
        req = s.pending()
        if req is None:
            s.next_hand()
            continue
        if req.action == "declare" and len(hands) < s.hand_no:
            holder = next(seat for seat in s.rules.way.seats if "5E" in s.view(seat).hand)
            hands.append((s.dealer, req.seat, holder))
        s.act(req.seat, req.action, rng.choice([o for o in req.options if o != "delegate"]))
    return hands


@pytest.mark.parametrize("way_name", ["pairs", "individual", "three"])
def test_lleida_games_in_a_row_the_five_of_espases_starts_only_the_first(way_name):
    # Issue 30: the 5 of espases starts a game from scratch (seed 000, Lleida); a game that goes
    # on with the rotation already has its dealer, who deals and makes trump.  Four games in a row.
    rules = PRESETS["lleida"].with_changes(way_name=way_name, target=None, hands=3, barraca=way_name == "pairs")
    way = rules.way
    rng = random.Random(30)
    s = TableSession(rules, seed=7, first_dealer=2)
    games = []
    for g in range(4):
        hands = _play_game(s, rng)
        games.append(hands)
        assert s.goes_on == (g > 0)
        first_dealer, first_declarer, holder = hands[0]
        if g == 0:
            assert first_dealer == 2 and first_declarer == holder  # Lleida: the holder makes trump
        else:
            assert first_dealer == first_declarer  # the rotation goes on: the dealer makes trump
            last_dealer = games[-2][-1][0]
            assert first_dealer == way.next_seat(last_dealer)
        for (_, declarer, _), (dealer, next_declarer, _) in zip(hands, hands[1:]):
            assert dealer == next_declarer == way.next_seat(declarer)  # each next hand: the chooser's right
        s = s.next_game(seed=100 + g)
    # the test means something: in some game that went on, the dealer did not hold the 5 of espases
    assert any(hands[0][0] != hands[0][2] for hands in games[1:])


def test_the_issue_example_goes_on_with_seat_2_dealing_and_declaring():
    s = TableSession(PRESETS["lleida"], seed=7, first_dealer=2, goes_on=True)
    s.start()
    assert s.dealer == 2 and s.pending().seat == 2 and s.pending().action == "declare"
    assert s.to_dict()["game"]["goes_on"] is True
    again = TableSession.from_dict(s.to_dict())
    assert again.goes_on and again.pending().seat == 2
    with pytest.raises(WrongPhase):
        s.next_game(seed=1)
