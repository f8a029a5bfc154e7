"""Framing, message checks, text cleaning and views on the wire (no sockets)."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.codec import MAX_LINE, DecodeError, LineDecoder, decode_line, encode
from botifarra_desktop.net.player_messages import (
    PLAYER_TYPES,
    Claim,
    Declare,
    Double,
    Hello,
    Leave,
    Play,
    PlayerChat,
    PlayerPing,
    PlayerPong,
    Ready,
    Rematch,
)
from botifarra_desktop.net.protocol import (
    CLIENT_TYPES,
    MAX_CHAT,
    MAX_NAME,
    ProtocolError,
    clean_text,
    parse_client,
)
from botifarra_desktop.net.views import MAX_VIEW_RESULTS, view_from_dict, view_to_dict
from botifarra_desktop.session import TableSession


def test_lines_split_across_chunks_and_joined_in_one_chunk():
    d = LineDecoder()
    assert d.feed(b'{"type":"pi') == []
    assert d.feed(b'ng"}\n{"type":"ready"}\n\n{"type":') == [{"type": "ping"}, {"type": "ready"}]
    assert d.feed(b'"chat","text":"hola"}\r\n') == [{"type": "chat", "text": "hola"}]
    assert d.pending_bytes == 0


@pytest.mark.parametrize("line,code", [
    (b"\xff\xfe", "bad_json"),
    (b"{not json", "bad_json"),
    (b'{"type":"play","card":NaN}', "bad_json"),
    (b"[1,2]", "bad_message"),
    (b'{"card":"9O"}', "bad_message"),
    (b'{"type":7}', "bad_message"),
    (b"[" * 50000 + b"]" * 50000, "line_too_long"),
    (b"[" * 20000 + b"]" * 20000, "bad_json"),  # too deep to parse: refused, never a crash
])
def test_bad_lines_become_errors(line, code):
    out = decode_line(line)
    assert isinstance(out, DecodeError) and out.code == code


def test_an_oversized_line_is_reported_once_and_the_stream_resynchronises():
    d = LineDecoder()
    out = d.feed(b"x" * (MAX_LINE + 10))
    assert [o.code for o in out] == ["line_too_long"]
    assert d.feed(b"y" * 5000) == []  # still the same line: no second report
    assert d.feed(b'tail\n{"type":"ready"}\n') == [{"type": "ready"}]
    big = b'{"type":"chat","text":"' + b"a" * MAX_LINE + b'"}\n{"type":"ping"}\n'
    out = d.feed(big)
    assert out[0].code == "line_too_long" and out[1] == {"type": "ping"}


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.one_of(
    st.binary(max_size=300),
    st.sampled_from([b"\n", b'{"type":"ping"}\n', b'{"type":', b"\xff\n", b"x" * 70000])),
    max_size=20))
def test_decoder_fuzz_never_raises_and_yields_only_messages_or_errors(chunks):
    d = LineDecoder()
    for chunk in chunks:
        for item in d.feed(chunk):
            assert isinstance(item, DecodeError) or (isinstance(item, dict) and isinstance(item["type"], str))
        assert d.pending_bytes <= MAX_LINE


def test_encode_is_one_compact_utf8_line_and_refuses_overlong_messages():
    line = encode({"type": "chat", "text": "Sant Vicenç"})
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert json.loads(line) == {"type": "chat", "text": "Sant Vicenç"}
    with pytest.raises(ValueError):
        encode({"type": "chat", "text": "a" * MAX_LINE})


def test_clean_text_strips_controls_and_bidi_tricks_and_limits_length():
    assert clean_text("  Hola\x00\x1b[31m\n  món\u202e!  ", 50) == "Hola[31m món!"
    assert clean_text("a" * 500, MAX_CHAT) == "a" * MAX_CHAT


def test_every_client_message_type_has_its_class_and_reads_back_from_its_wire_form():
    """``parse_client`` gives one class per wire type (docs/protocol.md's *Client → host*), and a
    message's ``to_wire`` is exactly what the client sends for it."""
    assert tuple(PLAYER_TYPES) == CLIENT_TYPES
    examples = [Hello(6, "Anna", None), Hello(6, "Bernat", "tok", seat=1), Declare("botifarra"), Double("contro"),
                Play("9O", seat=2), Claim(), PlayerChat("Bona mà!"), Ready(), Rematch(False), Rematch(),
                PlayerPing(7), PlayerPing("x"), PlayerPong(None), Leave(seat=0)]
    assert {type(m) for m in examples} == set(PLAYER_TYPES.values())
    for message in examples:
        assert message.to_wire()["type"] == message.TYPE
        assert parse_client(message.to_wire()) == message
    assert Play("9O").to_wire() == {"type": "play", "card": "9O"}  # no "seat" unless the message has one
    assert Double("pass", seat=3).to_wire() == {"type": "double", "call": "pass", "seat": 3}


def test_parse_client_checks_types_and_cleans_fields():
    hello = parse_client({"type": "hello", "protocol": 1, "name": "An\x07na" + "x" * 100, "extra": [1]})
    assert hello == Hello(protocol=1, name=("Anna" + "x" * 100)[:MAX_NAME], token=None)
    assert parse_client({"type": "play", "card": "9O"}) == Play("9O")
    assert parse_client({"type": "declare", "choice": "botifarra", "seat": 2}) == Declare("botifarra", seat=2)
    assert parse_client({"type": "hello", "protocol": 6, "name": "A", "token": "t"}).token == "t"
    for bad, code in [
        ({"type": "hello", "protocol": True, "name": "A"}, "bad_message"),
        ({"type": "hello", "protocol": 1, "name": "A", "token": "\ud800"}, "bad_message"),
        ({"type": "hello", "protocol": 1}, "bad_message"),
        ({"type": "hello", "protocol": 1, "name": "A", "token": 5}, "bad_message"),
        ({"type": "play", "card": 9}, "bad_message"),
        ({"type": "play"}, "bad_message"),
        ({"type": "play", "card": "9O", "seat": "1"}, "bad_message"),
        ({"type": "play", "card": "9O", "seat": None}, "bad_message"),
        ({"type": "play", "card": "9O", "seat": True}, "bad_message"),
        ({"type": "double", "call": ["contro"]}, "bad_message"),
        ({"type": "chat", "text": "\x00\x01"}, "bad_message"),
        ({"type": "chat", "text": "a" * 5000}, "bad_message"),
        ({"type": "ping", "id": {"a": 1}}, "bad_message"),
        ({"type": "ping", "id": 7.0}, "bad_message"),
        ({"type": "pong", "id": 2**53}, "bad_message"),
        ({"type": "ping", "id": True}, "bad_message"),
        ({"type": 7}, "unknown_type"),
        ({"type": "welcome"}, "unknown_type"),
        ({"type": "sudo"}, "unknown_type"),
    ]:
        with pytest.raises(ProtocolError) as exc:
            parse_client(bad)
        assert exc.value.code == code, bad


def _played_session(hands, seed=3):
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
        if s.hand_no == hands and s.view(0).trick_no == 5 and len(s.view(0).trick) == 2:
            return s


def test_view_on_the_wire_is_seatview_to_dict_and_comes_back_equal():
    s = _played_session(3)
    for seat in range(4):
        v = s.view(seat)
        wire = json.loads(json.dumps(view_to_dict(v)))
        assert wire == json.loads(json.dumps(v.to_dict()))
        assert view_from_dict(wire) == v
        assert view_from_dict(wire, previous=view_from_dict(wire)) == v


def test_view_carries_only_the_latest_results_in_long_games():
    s = _played_session(MAX_VIEW_RESULTS + 3)
    v = s.view(1)
    wire = view_to_dict(v)
    assert [r["hand_no"] for r in wire["results"]] == [r.hand_no for r in v.results[-MAX_VIEW_RESULTS:]]
    assert wire["totals"] == list(v.totals)
    with pytest.raises(ValueError):
        view_from_dict({"seat": 0})


@pytest.mark.parametrize("field, value", [
    ("dealer", [1]), ("turn", {"seat": 1}), ("trump", ["O"]), ("hand_counts", 12), ("trick", [[0]]),
    ("history", [[1, 2]]), ("results", [7]), ("piles", [[["9O", 1, 2]]]), ("winner_team", "one"),
])
def test_a_view_field_of_the_wrong_shape_is_refused_as_a_malformed_view(field, value):
    wire = json.loads(json.dumps(view_to_dict(_played_session(1).view(0))))
    assert view_from_dict(wire) is not None  # the view as sent reads back
    wire[field] = value
    with pytest.raises(ValueError, match="malformed view"):
        view_from_dict(wire)
