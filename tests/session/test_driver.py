"""The drivers' one step (``session.driver``): the Turn / HandOver dispatch and the forced-card check."""

import random

from botifarra_desktop.engine import PARTNERS, SEATS, Rules, partner_of, team_of
from botifarra_desktop.engine.ways import WAY_TABLE
from botifarra_desktop.session import ForcedPlayed, GameFinished, HandOver, Seat, TableSession, Turn, play_hand, step


def test_step_plays_a_bot_seats_forced_card_and_says_so():
    s = TableSession(Rules(), seed=5, seats=[Seat.human()] + [Seat.bot("easy")] * 3)
    s.start()
    rng = random.Random(1)
    forced_bot = forced_human = 0
    while not isinstance(nxt := step(s), (HandOver, GameFinished)):
        if isinstance(nxt, ForcedPlayed):
            forced_bot += 1
            assert nxt.turn.seat_kind == "bot" and nxt.turn.forced is not None
            assert nxt.events and s.actions[-1].card == nxt.turn.forced  # the card is on the table already
            continue
        assert isinstance(nxt, Turn)
        if nxt.forced is not None:
            assert nxt.seat_kind == "human"  # a human's forced card is still the human's to play
            forced_human += 1
        s.answer(nxt, rng.choice(nxt.view.legal if nxt.action == "play" else nxt.options))
    assert forced_bot > 0 and forced_human > 0
    assert isinstance(nxt, HandOver) and nxt.result is not None


def test_step_asks_who_the_driver_names_as_a_bot():
    s = TableSession(Rules(), seed=5, seats=[Seat.bot("easy")] * 4)
    s.start()
    while True:
        nxt = step(s, lambda turn: False)  # nobody is a bot for this driver: every turn is asked
        assert not isinstance(nxt, ForcedPlayed)
        if not isinstance(nxt, Turn):
            break
        s.answer(nxt, nxt.forced or (nxt.view.legal[0] if nxt.action == "play" else nxt.options[0]))


def test_play_hand_answers_every_turn_and_never_asks_about_a_forced_card():
    s = TableSession(Rules(), seed=9, seats=[Seat.bot("easy")] * 4)
    s.start()
    asked = []

    def decide(turn):
        assert turn.forced is None
        asked.append(turn.action)
        return turn.view.legal[-1] if turn.action == "play" else turn.options[0]

    end = play_hand(s, decide)
    assert isinstance(end, HandOver) and end.hand_no == 1 and len(s.results) == 1
    plays = sum(1 for a in s.actions if type(a).__name__ == "Play")
    assert plays == 48 and 0 < asked.count("play") < 48  # the forced last cards were not asked


def test_a_refused_answer_gets_the_fallback():
    s = TableSession(Rules(), seed=9, seats=[Seat.bot("easy")] * 4)
    s.start()
    assert isinstance(play_hand(s, lambda turn: "nonsense"), HandOver)
    assert len(s.results) == 1


def test_seat_helpers_agree_with_the_rules():
    assert SEATS == (0, 1, 2, 3) and PARTNERS == (2, 3, 0, 1)
    for seat in SEATS:
        assert PARTNERS[seat] == partner_of(seat) == WAY_TABLE["pairs"].partner_of(seat)
        assert team_of(seat) == team_of(partner_of(seat)) != team_of(WAY_TABLE["pairs"].next_seat(seat))
    for name, way in WAY_TABLE.items():
        assert list(way.seats) == list(range(way.players))
        assert [way.next_seat(s) for s in way.seats] == [*range(1, way.players), 0]
        assert all(way.next_seat(s, way.players) == s for s in way.seats)
        if name != "pairs":
            assert all(way.partner_of(s) is None and way.side_of(s) == s for s in way.seats)
