"""Starting a game at a position (rules coach, scenarios): validation, play, replay."""

import json

import pytest

from botifarra_desktop.engine import Game, Phase, Play, Rules
from botifarra_desktop.engine.cards import full_deck
from botifarra_desktop.engine.position import Position
from botifarra_desktop.session import TableSession


def small_position(**changes):
    base = dict(
        rules=Rules(variant="obligada"),
        hands=(("3E", "12E", "2C"), ("1E", "5O", "4C"), ("9E", "2B"), ("7E", "11B")),
        dealer=0,
        declarer=0,
        trump="O",
        trick=((2, "6E"), (3, "10E")),
        leader=2,
    )
    base.update(changes)
    return Position(**base)


def test_position_starts_mid_hand_with_the_right_obligations():
    g = Game.from_position(small_position())
    assert g.phase is Phase.PLAY and g.to_act() == 0
    assert g.legal_cards(0) == ["12E"]  # must beat the rival's 10E
    assert g.explain_card(0, "3E").code == "must_beat"
    assert g.trick_no == 10 and sum(g.tricks_won) == 9


def test_position_plays_to_the_end_with_72_points_and_replays():
    g = Game.from_position(small_position(won=None))
    while g.phase is Phase.PLAY:
        s = g.to_act()
        g.apply(Play(s, g.legal_cards(s)[0]))
    assert sum(g.results[-1].points) == 72
    g2 = Game.from_dict(json.loads(json.dumps(g.to_dict())))
    assert g2.events == g.events and g2.results == g.results


def test_won_cards_decide_the_points_so_far():
    used = {"3E", "12E", "2C", "1E", "5O", "4C", "9E", "2B", "7E", "11B", "6E", "10E"}
    rest = [c for c in full_deck() if c not in used]
    g = Game.from_position(small_position(won=(tuple(rest), ())))
    assert g.tricks_won == [9, 0] and g.card_points[1] == 0


@pytest.mark.parametrize(
    "changes,message",
    [
        (dict(hands=(("3E", "12E"), ("1E", "5O", "4C"), ("9E", "2B"), ("7E", "11B"))), "same number of cards"),
        (dict(hands=(("3E", "12E", "1E"), ("1E", "5O", "4C"), ("9E", "2B"), ("7E", "11B"))), "both in"),
        (dict(trick=((3, "6E"), (2, "10E"))), "play order"),
        (dict(declarer=1), "declarer"),
        (dict(calls=((0, "contro"),)), "other side"),
        (dict(calls=((1, "recontro"),)), "must be contro"),
        (dict(trump="X"), "trump"),
        (dict(hands=(("3E", "12E", "99Z"), ("1E", "5O", "4C"), ("9E", "2B"), ("7E", "11B"))), "card"),
        (dict(won=(("1O",), ())), "four cards"),
    ],
)
def test_impossible_positions_are_clear_errors(changes, message):
    with pytest.raises(ValueError, match=message):
        small_position(**changes)


def test_position_json_round_trip_and_bad_json():
    p = small_position(calls=((1, "contro"),))
    assert Position.from_dict(json.loads(json.dumps(p.to_dict()))) == p
    with pytest.raises(ValueError):
        Position.from_dict({"hands": "nope"})
    with pytest.raises(ValueError):
        Position.from_dict([])


def test_session_from_position_requests_the_player_to_move():
    s = TableSession.from_position(small_position())
    req = s.pending()
    assert req.seat == 0 and req.action == "play" and req.options == ("12E",)
    s2 = TableSession.from_dict(json.loads(json.dumps(s.to_dict())))
    assert s2.pending() == req


def test_views_of_a_position_list_the_cards_already_out_of_play():
    g = Game.from_position(small_position())
    v = g.view(1)
    used = {"3E", "12E", "2C", "1E", "5O", "4C", "9E", "2B", "7E", "11B", "6E", "10E"}
    assert set(v.played_before) == {c for c in full_deck() if c not in used}
    assert not set(v.played_before) & set(g.hand_of(0))
    assert Game(Rules(), 0).view(0).played_before == ()
