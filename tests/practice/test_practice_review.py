"""Hand review with the Hard level's evaluation; playing a deal again from either side; undo."""

import pytest

from botifarra_desktop.ai import make_bot
from botifarra_desktop.ai.bots import HardBot
from botifarra_desktop.ai.review import card_evaluation, evaluate_play
from botifarra_desktop.engine import Position, Rules
from botifarra_desktop.engine.cards import deal_hands
from botifarra_desktop.practice import (
    Scenario,
    can_undo,
    deal_session,
    first_dealer_for,
    last_deal,
    review,
    scenario_session,
    session_decisions,
    undo,
)
from botifarra_desktop.session import TableSession

BOTS = {s: make_bot("easy", s) for s in (1, 2, 3)}


def endgame(hidden=(("12O", "5C", "3E"), ("4C", "7C", "7B"), ("11O", "8E"))):
    """Botifarra, three cards each: a rival led the ace of copes and the manilla of copes is out."""
    return Position(rules=Rules(), hands=(("9O", "2B", "4E"),) + hidden, dealer=3, declarer=3, trump=None,
                    trick=((3, "1C"),), leader=3)


def test_review_finds_a_bad_card_and_prices_it_in_points():
    session = scenario_session(Scenario(position=endgame()))
    session.act(0, "play", "9O")  # the manilla thrown on the rivals' trick: 5 points given away
    session.drive_bots({**BOTS, 0: make_bot("easy", 0)})
    assert session.results  # the hand was played out
    points = session_decisions(session, 0)
    assert [p.played for p in points][0] == "9O" and len(points) == 3
    assert all(len(p.view.hand) == 3 - i for i, p in enumerate(points))
    assert "9C" in points[0].known_out  # the cards won before the position are counted out
    first = next(review(points))
    assert first.differs and first.best in ("2B", "4E")
    assert first.loss > 1  # points that end with the rivals instead of with us
    assert first.values[first.best] - first.values["9O"] == pytest.approx(first.loss)


def test_the_evaluation_uses_only_the_players_view():
    """The same view with other hidden hands gives the same evaluation: no hidden card is read."""
    a = scenario_session(Scenario(position=endgame())).view(0)
    b = scenario_session(Scenario(position=endgame((("4C", "7C", "3E"), ("12O", "5C", "7B"), ("11O", "8E"))))).view(0)
    assert a == b
    known = [c for cards in endgame().won_cards() for c in cards]
    assert evaluate_play(a, "2B", known_out=known) == evaluate_play(b, "2B", known_out=known)


def test_the_evaluation_is_the_hard_levels_choice_in_a_normal_game():
    s = TableSession(Rules(), 11, first_dealer=1)
    s.start()
    bots = {seat: make_bot("medium", seat) for seat in range(4)}
    checked = 0
    while checked < 3:
        req = s.pending()
        if req.seat == 0 and req.action == "play" and len(req.options) > 1:
            view = s.view(0)
            best, values = card_evaluation(view, seed=4)
            assert best == HardBot(4, max_seconds=None).decide(view)
            assert set(values) == set(view.legal)
            checked += 1
        s.act(req.seat, req.action, bots[req.seat].decide(s.view(req.seat)))


def test_the_review_lists_every_card_of_the_hand():
    s = TableSession(Rules(), 3, first_dealer=0)
    s.start()
    s.drive_bots({seat: make_bot("easy", seat) for seat in range(4)})
    points = session_decisions(s, 0)
    assert [p.trick_no for p in points] == list(range(1, 13))
    rated = list(review(points[-4:], rollouts=60))
    assert [r.point.played for r in rated] == [p.played for p in points[-4:]]
    assert all(r.loss >= 0 and (r.best in r.point.view.legal) for r in rated)


# ------------------------------------------------------------ the same deal again
@pytest.mark.parametrize("dealer", range(4))
def test_same_deal_from_the_other_side_gives_the_right_hand_opponents_cards(dealer):
    n = 123456
    original = deal_hands(n, dealer)
    same = deal_session(Rules(), n, dealer, other_side=False, seed=1)
    other = deal_session(Rules(), n, dealer, other_side=True, seed=1)
    assert set(same.view(0).hand) == set(original[0])
    assert set(other.view(0).hand) == set(original[1])  # the human holds the right-hand opponent's cards
    for seat in range(4):
        assert set(other.hand_of(seat)) == set(original[(seat + 1) % 4])
    assert other.dealer == (dealer - 1) % 4 and first_dealer_for(dealer, True) == (dealer - 1) % 4


def test_last_deal_replays_a_finished_hand():
    s = TableSession(Rules(), 8, first_dealer=2)
    s.start()
    dealt = {seat: tuple(s.hand_of(seat)) for seat in range(4)}
    assert last_deal(s) is None
    s.drive_bots({seat: make_bot("easy", seat) for seat in range(4)})
    number, deal_seat, first = last_deal(s)
    assert (number, deal_seat, first) == (s.deal_numbers[0], 2, True)
    again = deal_session(s.rules, number, deal_seat, first_hand=first, seed=2)
    assert {seat: tuple(again.hand_of(seat)) for seat in range(4)} == dealt
    with pytest.raises(ValueError, match="deal number"):
        deal_session(Rules(), -1, 0)


# ------------------------------------------------------------ undo
def test_undo_takes_back_the_humans_card_and_the_bots_after_it():
    s = TableSession(Rules(), 21, first_dealer=3)  # seat 0 leads the first trick
    s.start()
    bots = {seat: make_bot("easy", seat) for seat in (1, 2, 3)}
    while s.pending().action != "play" or s.pending().seat != 0:
        req = s.pending()
        value = "pass" if req.action == "double" else (req.options[0] if req.seat == 0 else
                                                        bots[req.seat].decide(s.view(req.seat)))
        s.act(req.seat, req.action, value)
    before_view, before_req = s.view(0), s.pending()
    s.act(0, "play", before_req.options[-1])
    s.drive_bots(bots)
    assert s.view(0) != before_view and can_undo(s, 0)
    back = undo(s, 0)
    assert back.view(0) == before_view and back.pending() == before_req
    assert back.seed == s.seed and back.names == s.names


def test_nothing_to_undo_before_the_human_acts_in_a_hand():
    s = TableSession(Rules(), 21, first_dealer=1)  # seat 1 deals: the human has not acted yet
    s.start()
    assert not can_undo(s, 0)
    with pytest.raises(ValueError, match="nothing"):
        undo(s, 0)
