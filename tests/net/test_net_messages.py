"""Host → client messages as typed objects: every type comes back from its wire form unchanged, and
whatever a host sends, ``from_wire`` gives a message or a ``MessageError``, never another exception."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.rules import PRESETS
from botifarra_desktop.engine.tricks import Refusal
from botifarra_desktop.net import messages as m
from botifarra_desktop.net.client_core import ClientCore
from botifarra_desktop.session import TableSession


def _played(seed=3, hands=2):
    s = TableSession(Rules(target=10000), seed)
    s.start()
    rng = random.Random(seed)
    while True:
        req = s.pending()
        if req is None:
            if s.hand_no >= hands:
                return s
            s.next_hand()
            continue
        s.act(req.seat, req.action, rng.choice(req.options))


_SESSION = _played()
EVENTS = [e for seat in range(4) for e in _SESSION.events(seat, 0)[0]]
VIEWS = [_SESSION.view(seat) for seat in range(4)]

seats = st.integers(0, 3)
names = st.text(max_size=30)
whole = st.integers(-(2**40), 2**40)
numbers = st.floats(-1e299, 1e299, allow_nan=False)
maybe_numbers = st.none() | numbers
ids = st.none() | st.text(max_size=64) | st.integers(-(2**52), 2**52)

MESSAGES = {
    "welcome": st.builds(m.Welcome, protocol=whole, seat=seats, token=st.text(max_size=128), table=names,
                         rules=st.none() | st.sampled_from(list(PRESETS.values())), reconnected=st.booleans(),
                         grace=numbers, hand_pause=numbers, max_hands=st.none() | whole, turn_time=maybe_numbers,
                         away_budget=numbers, away_budget_game=maybe_numbers, overtime_per_game=maybe_numbers,
                         quick_turn=numbers),
    "ping": st.builds(m.Ping, ids),
    "pong": st.builds(m.Pong, ids),
    "seats": st.integers(1, 4).flatmap(lambda n: st.permutations(range(n))).flatmap(
        lambda order: st.builds(m.Seats, st.booleans(), whole, st.booleans(), st.tuples(*[
            st.builds(m.SeatInfo, st.just(i), names, st.sampled_from(["human", "bot"]),
                      st.sampled_from(["open", "connected", "away", "bot"])) for i in order]))),
    "event": st.builds(m.EventMessage, whole, st.sampled_from(EVENTS), st.none() | st.text(max_size=64)),
    "state": st.builds(m.State, st.sampled_from(VIEWS), st.just(0)),
    "request": st.builds(m.RequestMessage, st.sampled_from(["declare", "double", "play"]),
                         st.lists(st.text(max_size=16), max_size=12).map(tuple), st.none() | whole),
    "error": st.builds(m.Error, st.text(max_size=40), names, st.none(), st.none() | numbers) | st.builds(
        lambda code, card, message: m.Error(code, message, Refusal(code, card, {"suit": "O"}, message)),
        st.text(max_size=40), st.text(max_size=4), names),
    "chat": st.builds(m.Chat, seats, names, st.text(max_size=300)),
    "clock": st.builds(m.Clock, seats, names, numbers, st.booleans()),
    "paused": st.builds(m.Paused, seats, names, numbers),
    "resumed": st.just(m.Resumed()),
    "player_back": st.builds(m.PlayerBack, seats, names),
    "bot_took_seat": st.builds(m.BotTookSeat, seats, names, st.sampled_from(["return", "hand_end"])),
    "hand_over": st.builds(m.HandOver, whole, numbers),
    "game_over": st.builds(lambda reason, totals, winner, hands: m.GameOver(
        reason, None if winner is None else winner % len(totals), tuple(totals), hands),
        st.sampled_from(["game_over", "hands_done"]), st.lists(whole, min_size=2, max_size=4),
        st.none() | st.integers(0, 3), whole),
    "rematch_votes": st.builds(m.RematchVotes, st.lists(seats, max_size=4).map(tuple),
                               st.lists(seats, max_size=4).map(tuple)),
    "new_game": st.builds(m.NewGame, whole, seats),
    "host_closing": st.builds(m.HostClosing, names),
}

json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                           max_leaves=12)


def test_every_host_message_type_of_the_protocol_has_a_class_and_a_strategy():
    assert set(m.HOST_TYPES) == set(MESSAGES)
    assert all(cls.TYPE == kind for kind, cls in m.HOST_TYPES.items())


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_every_message_comes_back_from_its_wire_form(kind):
    @settings(max_examples=40, deadline=None)
    @given(MESSAGES[kind])
    def check(message):
        wire = json.loads(json.dumps(message.to_wire()))
        assert wire["type"] == kind
        assert m.from_wire(wire) == message

    check()


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_a_message_with_a_field_missing_or_changed_is_read_or_refused_clearly(kind):
    @settings(max_examples=60, deadline=None)
    @given(MESSAGES[kind], st.data())
    def check(message, data):
        wire = json.loads(json.dumps(message.to_wire()))
        fields = sorted(k for k in wire if k != "type")
        if fields:
            field = data.draw(st.sampled_from(fields))
            if data.draw(st.booleans()):
                del wire[field]
            else:
                wire[field] = data.draw(json_values)
        try:
            read = m.from_wire(wire)
        except m.MessageError as exc:
            assert exc.kind == kind and str(exc).startswith(f"a {kind!r} message from the table")
        else:
            assert type(read) is m.HOST_TYPES[kind]

    check()


@settings(max_examples=300, deadline=None)
@given(st.one_of(json_values, st.dictionaries(st.text(), json_values).flatmap(
    lambda d: st.sampled_from(sorted(m.HOST_TYPES)).map(lambda kind: {**d, "type": kind}))))
def test_anything_at_all_is_a_message_or_a_message_error(data):
    try:
        m.from_wire(data)
    except m.MessageError:
        pass


@pytest.mark.parametrize("wire, says", [
    ({"type": "chat", "seat": "1", "name": "Bernat", "text": "hola"}, 'needs "seat" as a whole number'),
    ({"type": "chat", "seat": 7, "name": "Bernat", "text": "hola"}, 'needs "seat" as a seat (0-3)'),
    ({"type": "clock", "seat": 1, "name": "B", "seconds_left": True, "overtime": False}, '"seconds_left" as a number'),
    ({"type": "request", "action": "dance", "options": []}, '"action" as one of declare, double, play'),
    ({"type": "game_over", "reason": "game_over", "winner_team": 5, "totals": [1, 2], "hands_played": 1},
     "names side 5 as the winner"),
    ({"type": "state", "view": {"hand": "nonsense"}}, "holds a view that cannot be read"),
    ({"type": "event", "index": 1, "event": {"type": "juggled"}}, "holds an event that cannot be read"),
    ({"type": "new_game", "game_no": 2}, 'has no "first_dealer"'),
    ({"type": "seats", "started": False, "waiting_for": 0, "paused": False,
      "seats": [{"seat": 0, "name": "A", "player": "human", "status": "connected"},
                {"seat": 0, "name": "B", "player": "bot", "status": "bot"}]}, "not each seat once"),
    ({"type": "hand_over", "hand_no": 1, "next_hand_in": 10**400}, '"next_hand_in" as a number'),
    ({"type": "dance"}, "of a type this client does not know"),
    ([1, 2], "is not a JSON object"),
])
def test_a_refusal_says_which_field_is_wrong(wire, says):
    with pytest.raises(m.MessageError) as caught:
        m.from_wire(wire)
    assert says in str(caught.value)


def test_a_welcome_whose_rules_cannot_be_read_still_seats_the_player_with_no_rules():
    welcome = m.Welcome(6, 2, "tok", "Botifarra", Rules(), False, 60.0, 5.0, None, 60.0, 60.0, 180.0, 300.0, 20.0)
    raw = welcome.to_wire()
    raw["rules"] = {"variant": "lliure", "dance": True}
    read = m.from_wire(raw)
    assert isinstance(read, m.Welcome) and read.rules is None and read.seat == 2


def test_the_core_drops_a_message_it_cannot_read_and_keeps_what_it_knew():
    core = ClientCore()
    core.receive({"type": "state", "view": json.loads(json.dumps(m.State(VIEWS[1]).to_wire()["view"]))})
    assert core.view == VIEWS[1]
    assert core.receive({"type": "state", "view": {"seat": 1}}) is None and core.view == VIEWS[1]
    received = core.receive({"type": "request", "action": "play", "options": ["1O"], "hand_no": 2})
    assert received["options"] == ["1O"]  # the dict as it came, for logs and tests
    assert received.message == m.RequestMessage("play", ("1O",), 2) == core.request
