"""Finding 3: a seated player who stops acting (or stops reading) no longer stalls the table.

The turn clock counts the last seconds down to everyone; when it runs out the seat
counts as away: grace period, then a bot plays it, and the hand finishes.  The
player can come back with its token.  The host can free a seat.
"""

import asyncio
import random
import socket

import pytest

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from net_testkit import LOOPBACK, WAIT, RawPeer, answer_requests, random_bots, wait_until


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _stuck_player(port: int, reading: bool):
    """Joins seat 0 and never acts; ``reading``: it reads everything (silent) or nothing (deaf)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (LOOPBACK, port))
    peer = await RawPeer.connect(port, sock=sock)
    peer.hello("Stuck")
    writer = peer.writer
    lines: list[dict] = []

    async def read_all() -> None:
        try:
            while (msg := await peer.message()) is not None:
                lines.append(msg)
        except ConnectionError:
            pass

    task = asyncio.get_running_loop().create_task(read_all()) if reading else None
    return writer, task, lines


@pytest.mark.parametrize("reading", [True, False], ids=["silent", "not_reading"])
def test_a_stuck_seat_is_taken_over_by_a_bot_after_turn_time_and_grace_and_the_hand_finishes(reading):
    async def main():
        config = HostConfig(rules=Rules(target=10000), human_seats=(0, 1), turn_time=0.5, clock_warning=0.3,
                            grace=0.3, hand_pause=0, max_hands=1)
        host = TableHost(config, random_bots(4))
        port = await host.start(LOOPBACK, 0)
        writer, task, lines = await _stuck_player(port, reading)
        for _ in range(3000):
            if host.slots[0].conn is not None:
                break
            await asyncio.sleep(0.01)
        other = TableClient()
        await other.connect(LOOPBACK, port, "Other")
        msgs = await answer_requests(other, random.Random(5))
        assert msgs[-1]["type"] == "game_over" and msgs[-1]["hands_played"] == 1
        kinds = [m["type"] for m in msgs]
        clock = next(m for m in msgs if m["type"] == "clock" and m["seat"] == 0)
        assert 0 < clock["seconds_left"] <= 0.3 and clock["name"] == "Stuck"
        # The countdown came first, then the seat was away (the grace period), then a bot took it.
        assert kinds.index("clock") < kinds.index("paused") < kinds.index("bot_took_seat")
        assert next(m for m in msgs if m["type"] == "bot_took_seat")["seat"] == 0
        if reading:
            await asyncio.wait_for(task, WAIT)  # the host closed its connection
            assert any(m.get("code") == "turn_time" for m in lines)
        writer.close()
        await host.close()
        await other.close()

    run(main())


def test_a_player_whose_time_ran_out_comes_back_with_the_token_and_no_clock_without_turn_time():
    async def main():
        config = HostConfig(rules=Rules(target=10000), human_seats=(0,), turn_time=0.3, clock_warning=0.2, grace=60)
        host = TableHost(config, random_bots(4))
        port = await host.start(LOOPBACK, 0)
        c = TableClient()
        welcome = await c.connect(LOOPBACK, port, "Anna")
        assert welcome["turn_time"] == 0.3
        await wait_until(c, lambda m: m["type"] == "request")
        err = await wait_until(c, lambda m: m["type"] == "error")
        assert err["code"] == "turn_time"
        await wait_until(c, lambda m: m["type"] == "disconnected")
        assert host.slots[0].away
        back = TableClient()
        again = await back.connect(LOOPBACK, port, "Anna", token=c.token)
        assert again["reconnected"] and again["seat"] == 0
        await wait_until(back, lambda m: m["type"] == "request")
        await host.close()
        await back.close()
        # With no turn time the welcome says so and nobody is timed out.
        assert HostConfig(turn_time=None).turn_time is None
        with pytest.raises(ValueError):
            HostConfig(turn_time=0)

    run(main())


def test_the_host_frees_a_seat_before_and_during_the_game():
    async def main():
        host = TableHost(HostConfig(rules=Rules(target=10000), human_seats=(0, 1, 2), grace=60), random_bots(4))
        port = await host.start(LOOPBACK, 0)
        a, b = TableClient(), TableClient()
        await a.connect(LOOPBACK, port, "A")
        await b.connect(LOOPBACK, port, "B")
        assert not host.free_seat(2) and not host.free_seat(3) and not host.free_seat(9)  # open / bot / none
        assert host.free_seat(1)  # in the lobby: the seat is open again
        assert (await wait_until(b, lambda m: m["type"] == "error"))["code"] == "seat_freed"
        assert host.slots[1].status == "open" and host.info()["free_seats"] == 2
        c, d = TableClient(), TableClient()
        await c.connect(LOOPBACK, port, "C")
        await d.connect(LOOPBACK, port, "D")
        await host.started.wait()
        seat_d, token_d = d.seat, d.token
        assert host.free_seat(seat_d)  # during the game: a bot plays the seat for good
        took = await wait_until(a, lambda m: m["type"] == "bot_took_seat")
        assert took["seat"] == seat_d and host.slots[seat_d].status == "bot"
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "D", token=token_d)
        assert exc.value.code == "bad_token"
        await host.close()
        for x in (a, c, d):
            await x.close()

    run(main())
