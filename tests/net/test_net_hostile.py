"""Trust nobody: garbage, wrong types, other seats' cards, huge lines and floods from one client.

The hostile client gets errors or is disconnected; the other player's game
goes on to the end and no line to anyone holds a card it may not see.
"""

import asyncio
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_testkit import LOOPBACK, WAIT, LeakRecorder, RawPeer, answer_requests, random_bots

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.protocol import PROTOCOL_VERSION

ALL_CARDS = [f"{n}{s}" for s in "OCEB" for n in range(1, 13)]


async def _hostile_table(lines, config_changes=None):
    """Seat 0: an honest client; seat 1: ``lines`` sent raw after its hello; seats 2-3: bots.

    Returns (honest client's messages, hostile's replies as dicts, host errors logged, recorder).
    """
    loop_errors = []
    asyncio.get_running_loop().set_exception_handler(lambda loop, ctx: loop_errors.append(ctx))
    rec = LeakRecorder()
    cfg = dict(rules=Rules(target=10000), human_seats=(0, 1), grace=0, hand_pause=0, max_hands=1, seed=6)
    cfg.update(config_changes or {})
    host = TableHost(HostConfig(bot_think=0, **cfg), random_bots(2), wire_tap=rec)
    rec.host = host
    port = await host.start(LOOPBACK, 0)
    honest = TableClient()
    await honest.connect(LOOPBACK, port, "Honest")
    # Mallory opens the channel like any client, then seals whatever it likes in its records.
    mallory = await RawPeer.connect(port, limit=1 << 20)
    writer = mallory.writer
    mallory.hello("Mallory")
    replies = []

    async def read_replies():
        try:
            while (msg := await mallory.message()) is not None:
                replies.append(msg)
        except ConnectionError:
            pass  # the host closed on it with bytes still unread: a reset

    reading = asyncio.get_running_loop().create_task(read_replies())
    try:
        for chunk in lines:
            mallory.send_bytes(chunk)
            await writer.drain()
    except ConnectionError:
        pass  # the host may already have shut the door
    # A stranger without a seat sends the same lines in clear, before any channel: one refusal, closed.
    s_reader, s_writer = await asyncio.open_connection(LOOPBACK, port, limit=1 << 20)
    try:
        for chunk in lines:
            s_writer.write(chunk)
            await s_writer.drain()
        s_writer.write_eof()
    except (ConnectionError, OSError):
        pass
    stranger = []
    try:
        while line := await asyncio.wait_for(s_reader.readline(), WAIT):
            stranger.append(json.loads(line))
    except ConnectionError:
        pass  # closed on it with bytes still unread: a reset
    s_writer.close()
    assert all(m["type"] == "error" for m in stranger) and len(stranger) <= 1, stranger
    try:
        writer.write_eof()  # then the hostile leaves (still reading replies); a bot takes its seat (grace 0)
    except (ConnectionError, OSError):
        pass
    seen = await answer_requests(honest, random.Random(4))
    await asyncio.wait_for(reading, WAIT)
    writer.close()
    await host.close()
    await honest.close()
    return seen, replies, loop_errors, rec


def _check_table_played_on(seen, loop_errors, rec):
    assert seen[-1]["type"] == "game_over" and seen[-1]["hands_played"] == 1
    assert not loop_errors, loop_errors[:2]
    assert rec.messages and not rec.leaks, rec.leaks[:2]


def test_each_kind_of_bad_message_gets_its_error_and_the_game_goes_on():
    lines = [
        b"\xff\xfe garbage\n",
        b"{not json}\n",
        b"[1, 2, 3]\n",
        b'{"type": "sudo"}\n',
        b'{"type": "play", "card": 9}\n',
        b'{"type": "hello", "protocol": %d, "name": "Again"}\n' % PROTOCOL_VERSION,
        b'{"type": "play", "card": "1O", "seat": 0}\n',
        b'{"type": "chat", "text": "' + b"a" * 70000 + b'"}\n',
        b'{"type": "ping", "id": 7}\n',
    ]
    seen, replies, errors, rec = asyncio.run(asyncio.wait_for(_hostile_table(lines), 60))
    _check_table_played_on(seen, errors, rec)
    codes = [r["code"] for r in replies if r["type"] == "error"]
    assert codes[:8] == ["bad_json", "bad_json", "bad_message", "unknown_type", "bad_message",
                         "already_joined", "not_your_seat", "line_too_long"]
    assert {"type": "pong", "id": 7} in replies  # still served after all that


def test_a_flood_is_cut_short_and_disconnected():
    flood = [b'{"type":"ping"}\n' * 500]
    seen, replies, errors, rec = asyncio.run(asyncio.wait_for(_hostile_table(
        flood, {"rate_capacity": 20, "rate_per_second": 1.0, "flood_after": 50}), 60))
    _check_table_played_on(seen, errors, rec)
    pongs = sum(1 for r in replies if r["type"] == "pong")
    codes = [r["code"] for r in replies if r["type"] == "error"]
    assert pongs < 100 and codes.count("rate_limited") == 1 and codes[-1] == "flood"


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6)

_messages = st.fixed_dictionaries(
    {"type": st.sampled_from(["hello", "declare", "double", "play", "chat", "ready", "ping", "welcome",
                              "request", "state", "", "PLAY"])},
    optional={
        "card": st.sampled_from(ALL_CARDS) | _json_values,
        "choice": st.sampled_from(["O", "C", "E", "B", "botifarra", "delegate"]) | _json_values,
        "call": st.sampled_from(["contro", "recontro", "sant_vicenc", "barraca", "pass"]) | _json_values,
        "seat": st.integers(-1, 5) | _json_values,
        "text": st.text(max_size=40) | _json_values,
        "protocol": st.integers(0, 3) | _json_values,
        "token": _json_values,
        "name": _json_values,
    })

_chunks = st.one_of(
    _messages.map(lambda m: json.dumps(m).encode() + b"\n"),
    st.binary(max_size=80).map(lambda b: b + b"\n"),
    st.binary(min_size=1, max_size=40),  # no newline: glued to whatever comes next (never empty: refused)
    st.sampled_from([b"x" * 70_000 + b"\n", b'{"type":"ping"}\n' * 300, b"\n" * 50]),
)


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(_chunks, max_size=25))
def test_fuzz_hostile_sequences_never_hurt_the_other_player(lines):
    seen, replies, errors, rec = asyncio.run(asyncio.wait_for(_hostile_table(lines), 60))
    _check_table_played_on(seen, errors, rec)
    assert all(r["type"] != "error" or isinstance(r["code"], str) for r in replies)
