"""The table model's turn flow: seats, next/answer, forced cards, failing bots, the turn clock."""

import random

import pytest

from botifarra_desktop.engine import Rules, WrongPhase
from botifarra_desktop.engine.errors import IllegalCard, NotInHand
from botifarra_desktop.session import GameFinished, HandOver, Seat, TableSession, Turn, fallback_choice


class RandomLegal:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.asked = 0

    def decide(self, view):
        self.asked += 1
        return self.rng.choice(view.legal if view.phase == "play" else view.options)


class Raising:
    """A bot that always fails; counts how often it is asked."""

    def __init__(self):
        self.asked = []

    def decide(self, view):
        self.asked.append((view.hand_no, view.phase, len(view.history), len(view.trick), view.doubles))
        raise RuntimeError("no idea")


class Nonsense(Raising):
    def decide(self, view):
        super().decide(view)
        return "12X"


@pytest.mark.parametrize("way_name, players", [("pairs", 4), ("individual", 4), ("three", 3), ("rector", 2),
                                           ("two_hand", 2)])
def test_the_way_to_play_decides_the_number_of_seats(way_name, players):
    s = TableSession(Rules(way_name=way_name), seed=1)
    assert s.players == players and len(s.seats) == players
    assert s.seats[0] == Seat.human() and all(x.kind == "bot" for x in s.seats[1:])
    with pytest.raises(ValueError, match=f"{players} seats"):
        s.seats = [Seat.bot()] * (players + 1)


def test_next_says_who_acts_with_the_request_and_that_seats_view_only():
    s = TableSession(Rules(), seed=42, seats=[Seat.remote(), Seat.bot("easy"), Seat.human(), Seat.bot("hard")])
    first = s.next()
    assert first == HandOver(0, None)  # nothing dealt yet: the driver deals
    s.next_hand()
    turn = s.next()
    assert isinstance(turn, Turn) and turn.action == "declare" and turn.seat == s.dealer
    assert turn.options == ("O", "C", "E", "B", "botifarra", "delegate")
    assert turn.seat_kind == s.seats[turn.seat].kind and turn.level == s.seats[turn.seat].level
    assert turn.view.seat == turn.seat and turn.view.hand == s.view(turn.seat).hand
    assert turn.forced is None and turn.deadline is None and turn.key == len(s.actions)
    s.answer(turn, "O")
    with pytest.raises(WrongPhase, match="moved on"):
        s.answer(turn, "C")  # an answer to a decision that is gone changes nothing
    assert not s.current(turn) and isinstance(s.next(), Turn)


def test_a_whole_game_through_next_and_answer_ends_in_game_finished():
    s = TableSession(Rules(target=51), seed=3, seats=[Seat.bot("x")] * 4)
    bots = {i: RandomLegal(i) for i in range(4)}
    hands = 0
    while not isinstance(outcome := s.next(), GameFinished):
        if isinstance(outcome, HandOver):
            assert outcome.hand_no == hands and (hands == 0 or outcome.result == s.results[-1])
            s.next_hand()
            hands += 1
        else:
            s.answer(outcome, bots[outcome.seat].decide(outcome.view))
    assert outcome.winner == s.winner is not None and outcome.totals == s.totals and outcome.hands_played == hands
    assert max(s.totals) >= 51


def test_a_forced_card_is_played_without_asking_the_bot():
    s = TableSession(Rules(), seed=5, seats=[Seat.bot()] * 4)
    s.start()
    bots = {i: RandomLegal(i) for i in range(4)}
    forced = decisions = 0
    while isinstance(turn := s.next(), Turn):
        if turn.forced is not None:
            assert turn.options == (turn.forced,)
            forced += 1
        else:
            decisions += 1
        s.ask_bot(turn, bots[turn.seat])
    assert forced > 0  # the last trick at least: every seat has one card left
    assert sum(b.asked for b in bots.values()) == decisions
    t = TableSession(Rules(), seed=1)
    t.start()
    with pytest.raises(WrongPhase, match="nothing is forced"):
        t.play_forced(t.next())  # a declaration is always a choice


@pytest.mark.parametrize("bot_cls", [Raising, Nonsense])
@pytest.mark.parametrize("way_name", ["pairs", "three", "two_hand"])
def test_a_failing_bot_gets_the_fallback_once_per_decision_and_the_hand_finishes(bot_cls, way_name, caplog):
    s = TableSession(Rules(way_name=way_name), seed=8, seats=[Seat.bot()] * Rules(way_name=way_name).way.players)
    s.start()
    broken = bot_cls()
    bots = {i: (broken if i == 1 else RandomLegal(i)) for i in range(s.players)}
    asked_decisions = 0
    while isinstance(turn := s.next(), Turn):
        before = len(broken.asked)
        key = turn.key
        s.ask_bot(turn, bots[turn.seat])
        if turn.seat == 1 and turn.forced is None:
            asked_decisions += 1
            assert len(broken.asked) == before + 1  # asked once, never again for this decision
            assert s.key > key  # the fallback was played: the table moved on
            a = s.actions[-1]
            assert (a.seat, getattr(a, {'declare': 'choice', 'double': 'call', 'play': 'card'}[turn.action])) == (
                1, fallback_choice(turn.request))
    assert isinstance(s.next(), (HandOver, GameFinished)) and s.results  # the hand finished
    assert asked_decisions >= 1 and len(broken.asked) == asked_decisions
    assert len([r for r in caplog.records if "the table plays" in r.getMessage()]) == asked_decisions


def test_the_fallback_never_raises_the_stakes():
    s = TableSession(Rules(), seed=42, seats=[Seat.bot()] * 4)
    s.start()
    declare = s.next()
    assert fallback_choice(declare.request) == "delegate"
    s.bot_failed(declare, "boom")
    partner = s.next()
    assert partner.action == "declare" and "delegate" not in partner.options
    assert fallback_choice(partner.request) == partner.options[0]
    s.bot_failed(partner, "boom")
    double = s.next()
    assert double.action == "double" and fallback_choice(double.request) == "pass"
    assert s.bot_failed(double, "boom") and s.bot_failed(double, "again") == []  # once per decision


def test_a_late_bot_answer_for_a_gone_decision_is_dropped():
    s = TableSession(Rules(), seed=42, seats=[Seat.bot()] * 4)
    s.start()
    turn = s.next()
    s.answer(turn, "O")
    n = len(s.actions)
    assert s.bot_answered(turn, "C") == [] and s.bot_failed(turn, "late") == [] and len(s.actions) == n


def test_a_refused_answer_to_a_human_turn_raises_and_changes_nothing():
    s = TableSession(Rules(), seed=4, first_dealer=0)
    s.start()
    turn = s.next()
    s.answer(turn, "O")
    s.drive_bots({i: RandomLegal(i) for i in range(1, 4)})
    while (t := s.next()).seat != 0 or t.action != "play":
        s.answer(t, fallback_choice(t.request))
        s.drive_bots({i: RandomLegal(i) for i in range(1, 4)})
    held = s.view(0).hand
    illegal = [c for c in held if c not in t.options]
    before = s.to_dict()
    with pytest.raises(NotInHand):
        s.answer(t, next(c for c in ("1O", "1C", "1E", "1B", "12O", "12C") if c not in held))
    if illegal:
        with pytest.raises(IllegalCard):
            s.answer(t, illegal[0])
    assert s.to_dict() == before


def test_the_turn_clock_gives_each_decision_a_deadline_and_reports_it_overdue():
    now = [100.0]
    s = TableSession(Rules(), seed=42, seats=[Seat.remote()] * 4, turn_seconds=30, clock=lambda: now[0])
    s.start()
    turn = s.next()
    assert turn.deadline == 130.0
    now[0] = 120.0
    assert s.next().deadline == 130.0  # the same decision keeps its deadline
    assert s.overdue() is None
    now[0] = 130.0
    late = s.overdue()
    assert late is not None and late.key == turn.key
    s.play_fallback(late, "the clock ran out")  # one policy a driver may pick
    nxt = s.next()
    assert nxt.key != turn.key and nxt.deadline == 160.0 and s.overdue() is None
    s.restart_clock()  # after a pause the clock starts again
    now[0] = 150.0
    assert s.next().deadline == 180.0
    assert TableSession(Rules(), seed=1).next_hand() and TableSession(Rules(), seed=1).overdue() is None
    with pytest.raises(ValueError):
        TableSession(Rules(), seed=1, turn_seconds=0)


def test_set_seat_hands_a_seat_to_a_bot():
    s = TableSession(Rules(), seed=42, seats=[Seat.remote()] * 4)
    s.start()
    seat = s.next().seat
    s.set_seat(seat, Seat.bot("easy"))
    t = s.next()
    assert t.seat_kind == "bot" and t.level == "easy"
    with pytest.raises(ValueError):
        s.set_seat(4, Seat.bot())
    with pytest.raises(ValueError):
        Seat("robot")
    with pytest.raises(ValueError):
        Seat("human", "easy")


def test_the_game_is_not_handed_out():
    s = TableSession(Rules(), seed=1)
    assert not hasattr(s, "game")
    s.start()
    assert s.results == () and s.hand_no == 1 and s.deal_numbers == (s.deal_number(1),)
    assert s.start_position is None and s.event_count == len(s.events(None)[0])
