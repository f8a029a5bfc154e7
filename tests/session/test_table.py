"""The table host: requests, turn checks, dealing from the seed, save and replay."""

import json
import random

import pytest

from botifarra_desktop.engine import OutOfTurn, Rules, WrongPhase
from botifarra_desktop.engine.errors import BadAction
from botifarra_desktop.session import TableSession, deal_number_for


class RandomLegal:
    """Test-only seat: a uniformly random legal choice."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def decide(self, view):
        opts = view.legal if view.phase == "play" else view.options
        return self.rng.choice(opts)


def test_requests_list_exactly_the_choices_and_only_that_seat_may_act():
    s = TableSession(Rules(), seed=42)
    s.start()
    req = s.pending()
    assert req.action == "declare" and req.seat == s.dealer
    assert req.options == ("O", "C", "E", "B", "botifarra", "delegate")
    with pytest.raises(OutOfTurn):
        s.act((req.seat + 1) % 4, "declare", "O")
    with pytest.raises(WrongPhase):
        s.act(req.seat, "play", "9O")
    with pytest.raises(BadAction):
        s.act(req.seat, "dance", "O")
    s.act(req.seat, "declare", "O")
    req2 = s.pending()
    assert req2.action == "double" and req2.options == ("contro", "pass")


def test_bots_play_a_whole_game_and_the_save_replays_it():
    s = TableSession(Rules(target=51), seed=3)
    bots = {i: RandomLegal(i) for i in range(4)}
    s.start()
    while not s.over:
        s.drive_bots(bots)
        if not s.over:
            s.next_hand()
    assert s.winner is not None
    s2 = TableSession.from_dict(json.loads(json.dumps(s.to_dict())))
    assert s2.all_events() == s.all_events()
    assert [s2.deal_number(k) for k in range(1, s.hand_no + 1)] == [deal_number_for(3, k) for k in range(1, s.hand_no + 1)]


def test_preset_deals_replay_the_same_cards():
    a = TableSession(Rules(), seed=1)
    a.start()
    b = TableSession(Rules(), seed=999, first_dealer=a.first_dealer, deal_numbers=[a.deal_number(1)])
    b.start()
    assert [a.view(i).hand for i in range(4)] == [b.view(i).hand for i in range(4)]


def test_events_are_filtered_per_seat():
    s = TableSession(Rules(), seed=5)
    s.start()
    evs, cursor = s.events(2)
    dealt = [e for e in evs if e.kind == "cards_dealt"]
    assert [bool(e.cards) for e in dealt] == [False, False, True, False]
    assert cursor == s.event_count
    assert s.events(2, cursor)[0] == []


def test_bad_session_records():
    with pytest.raises(ValueError):
        TableSession.from_dict({"kind": "other"})
    s = TableSession(Rules(), seed=5)
    d = s.to_dict()
    d["names"] = "x"
    with pytest.raises(ValueError, match="names"):
        TableSession.from_dict(d)


def test_explain_gives_the_engines_refusal_for_the_seats_own_cards():
    s = TableSession(Rules(), seed=5)
    s.start()
    req = s.pending()
    s.act(req.seat, "declare", "O")
    s.act(s.pending().seat, "double", "pass")
    s.act(s.pending().seat, "double", "pass")
    leader = s.pending().seat
    s.act(leader, "play", s.pending().options[0])
    req = s.pending()
    hand = s.view(req.seat).hand
    for c in hand:
        r = s.explain(req.seat, c)
        assert (r is None) == (c in req.options)
        if r is not None:
            assert r.code.startswith("must_") and r.message


def test_first_dealer_is_random_by_seed_and_reproducible():
    dealers = {TableSession(Rules(), seed=s).first_dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert TableSession(Rules(), seed=7).first_dealer == TableSession(Rules(), seed=7).first_dealer


def test_a_session_hosts_a_game_given_to_it_only_under_the_same_rules():
    from botifarra_desktop.engine import Game

    game = Game(Rules(target=51), 2)
    s = TableSession(Rules(target=51), seed=7, first_dealer=2, game=game)
    s.start()
    assert game.hand_no == 1 and s.dealer == 2  # the session dealt in the game it was given
    with pytest.raises(ValueError, match="other rules"):
        TableSession(Rules(), seed=7, first_dealer=2, game=Game(Rules(target=51), 2))
