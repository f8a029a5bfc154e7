"""A rematch at a LAN table (protocol 5): votes, the next game with the rotation going on, refusals.

The flow runs with fake connections and a clock moved by hand (``flow_kit``); the
wire checks go through ``parse_client`` and the opening, as a real peer's lines do.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from flow_kit import FakeConn, answer, make_flow, settle, sit
from net_testkit import random_bots

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.channel import ChannelError, ClientOpening, HostOpening, TableKey
from botifarra_desktop.net.flow import HostConfig, TableFlow
from botifarra_desktop.net.player_messages import Rematch
from botifarra_desktop.net.protocol import PROTOCOL_VERSION, ProtocolError, parse_client


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def config(**changes: Any) -> HostConfig:
    base: dict[str, Any] = dict(rules=Rules(target=None, hands=1), human_seats=(0, 1), hand_pause=0, seed=3,
                                turn_time=None, grace=1000.0, bot_think=0.0)
    base.update(changes)
    return HostConfig(**base)


async def play_out(flow: TableFlow, clock, players: list[FakeConn]) -> None:
    """Answer every request at once until the game is over."""
    for _ in range(20_000):
        await settle()
        if flow.over:
            return
        if any(answer(flow, c) for c in players if not c.closed):
            continue
        due = clock.next_due()
        assert due is not None, "the table waits for nothing and nobody"
        clock.advance(due - clock.t)
    raise AssertionError("the game did not end")


def two_players(flow: TableFlow, clock) -> tuple[FakeConn, FakeConn]:
    """Anna in seat 0 and Bernat in seat 1, and the game started."""
    a, b = FakeConn(clock), FakeConn(clock)
    sit(flow, a, 0, "Anna")
    sit(flow, b, 1, "Bernat")
    flow.start_game()
    return a, b


def after(conn: FakeConn, kind: str) -> list[dict[str, Any]]:
    """The messages ``conn`` got after its last message of type ``kind``."""
    got = [m for _, m in conn.got]
    last = max(i for i, m in enumerate(got) if m["type"] == kind)
    return got[last + 1:]


def test_every_player_asks_and_the_next_game_goes_on_with_the_rotation():
    async def main():
        flow, clock = make_flow(config(), random_bots(1))
        a, b = two_players(flow, clock)
        await play_out(flow, clock, [a, b])
        old = flow.session
        assert old is not None and old.over
        next_dealer = old.next_game_dealer()
        assert next_dealer is not None and next_dealer != old.first_dealer

        flow.handle(a, parse_client({"type": "rematch"}))
        [votes] = b.of_type("rematch_votes")
        assert votes == {"type": "rematch_votes", "ready": [0], "waiting_for": [1]} and a.of_type("rematch_votes")
        assert flow.over and not b.of_type("new_game")
        # a vote taken back, then given again: everyone sees each change
        flow.handle(a, parse_client({"type": "rematch", "ready": False}))
        assert b.of_type("rematch_votes")[-1]["ready"] == []
        flow.handle(a, parse_client({"type": "rematch", "ready": True}))
        flow.handle(b, parse_client({"type": "rematch", "ready": True}))
        await settle()
        for conn in (a, b):
            [new] = conn.of_type("new_game")
            assert new == {"type": "new_game", "game_no": 2, "first_dealer": next_dealer}
            first_event = next(m for m in after(conn, "new_game") if m["type"] == "event")
            assert first_event["index"] == 0 and first_event["event"]["type"] == "hand_started"
            assert first_event["event"]["dealer"] == next_dealer
            # a seat only ever sees its own view
            assert {m["view"]["seat"] for m in after(conn, "new_game") if m["type"] == "state"} == {conn.seat}
        s = flow.session
        assert s is not old and not flow.over and flow.game_no == 2
        assert s.rules == old.rules and s.names == old.names and s.goes_on and s.first_dealer == next_dealer
        await play_out(flow, clock, [a, b])
        assert len(a.of_type("game_over")) == 2
        flow.close()

    run(main())


def test_the_host_starts_a_rematch_at_once_and_an_absent_player_is_played_by_a_bot():
    async def main():
        # the host's hand limit ends the game (no engine GameOver): the rotation goes on from that hand
        flow, clock = make_flow(config(rules=Rules(), max_hands=1), random_bots(2))
        a, b = two_players(flow, clock)
        await play_out(flow, clock, [a, b])
        assert a.of_type("game_over")[-1]["reason"] == "hands_done"
        old = flow.session
        next_dealer = old.next_game_dealer(ended=True)
        assert next_dealer == (old.dealer + 1) % 4
        flow.dropped(b)
        b.close()
        assert flow.rematch()
        assert a.of_type("new_game")[-1]["first_dealer"] == next_dealer
        took = a.of_type("bot_took_seat")[-1]
        assert took["seat"] == 1 and took["until"] == "return" and flow.slots[1].bot is not None
        assert not flow.rematch()  # only once a game is over
        flow.close()

    run(main())


def test_a_rematch_before_the_end_or_malformed_is_refused_with_a_clear_error():
    with pytest.raises(ProtocolError) as exc:
        parse_client({"type": "rematch", "ready": "yes"})
    assert exc.value.code == "bad_message" and '"ready"' in exc.value.message and not exc.value.fatal
    assert parse_client({"type": "rematch"}) == Rematch(ready=True)

    async def main():
        flow, clock = make_flow(config(), random_bots(1))
        a, b = two_players(flow, clock)
        await settle()
        with pytest.raises(ProtocolError) as exc:
            flow.handle(a, parse_client({"type": "rematch"}))
        assert exc.value.code == "not_over" and "over" in exc.value.message and not exc.value.fatal
        assert not a.closed and flow.game_no == 1 and not b.of_type("rematch_votes")
        await play_out(flow, clock, [a, b])  # nothing was lost: the game plays on to its end
        assert a.of_type("game_over")
        flow.close()

    run(main())


def test_an_older_or_newer_peer_is_refused_with_both_versions_named():
    assert PROTOCOL_VERSION == 6
    host = HostOpening(TableKey(), None)
    old = json.dumps({"type": "handshake", "protocol": 5, "key": "A" * 43 + "="}).encode()
    with pytest.raises(ChannelError) as exc:
        host.receive(old)
    assert exc.value.code == "protocol_mismatch"
    assert "version 6" in exc.value.message and "version 5" in exc.value.message
    newer = json.dumps({"type": "handshake", "protocol": 7, "table_key": "A" * 43 + "=", "key": "A" * 43 + "=",
                        "password": False}).encode()
    with pytest.raises(ChannelError) as exc:
        ClientOpening(None).channel(newer)
    assert exc.value.code == "protocol_mismatch"
    assert "version 6" in exc.value.message and "version 7" in exc.value.message


def test_freeing_the_last_player_who_had_not_asked_starts_the_rematch():
    async def main():
        flow, clock = make_flow(config(), random_bots(3))
        a, b = two_players(flow, clock)
        await play_out(flow, clock, [a, b])
        flow.handle(a, parse_client({"type": "rematch"}))
        assert b.of_type("rematch_votes")[-1]["waiting_for"] == [1]
        assert flow.free_seat(1)  # the host frees the seat of the player who walked away
        await settle()
        assert a.of_type("new_game") and flow.game_no == 2 and not flow.over
        assert flow.slots[1].bot is not None and not flow.slots[1].human
        await play_out(flow, clock, [a])
        flow.close()

    run(main())



def test_a_table_of_two_games_starts_no_third_one_whoever_asks():
    with pytest.raises(ValueError, match="games"):
        config(games=0)

    async def main():
        flow, clock = make_flow(config(games=2), random_bots(4))
        ends: list[tuple[int, int]] = []

        def broken() -> None:
            raise RuntimeError("an observer's bug")

        flow.on_game_over.extend([broken, lambda: ends.append((flow.game_no, len(a.of_type("game_over"))))])
        a, b = two_players(flow, clock)
        await play_out(flow, clock, [a, b])
        assert not flow.last_game
        for conn in (a, b):
            flow.handle(conn, parse_client({"type": "rematch"}))  # no local player: the two remote votes do it
        await settle()
        assert a.of_type("new_game")[-1]["game_no"] == 2 and flow.game_no == 2 and flow.last_game
        await play_out(flow, clock, [a, b])
        for conn in (a, b):
            flow.handle(conn, parse_client({"type": "rematch"}))
        await settle()
        assert len(a.of_type("new_game")) == 1 and flow.over and flow.game_no == 2
        assert ends == [(1, 1), (2, 2)]  # told at each end, right after game_over went out
        assert a.of_type("rematch_votes")[-1] == {"type": "rematch_votes", "ready": [0, 1], "waiting_for": []}
        assert not flow.rematch()  # nor does the host's own start
        flow.close()

    run(main())
