"""Finding 3: a seated player who stops acting (or stops reading) no longer stalls the table.

The turn clock counts the last seconds down to everyone; when it runs out the seat
plays on out of its away budget, then a bot plays out the hand.  Coming back with
the token resumes the turn where it was.  The host can free a seat.  (The stall
cycles themselves, on a clock moved by hand: test_net_flow.py.)
"""

import asyncio
import random
import socket

import pytest
from flow_kit import FakeClock
from net_testkit import LOOPBACK, WAIT, RawPeer, answer_requests, random_bots, wait_until

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.turn_clock import AwayBudget, TurnTimer


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
def test_a_stuck_seat_runs_out_of_turn_time_and_budget_then_a_bot_plays_out_the_hand(reading):
    async def main():
        config = HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1), turn_time=0.5,
                            clock_warning=0.3, away_budget=0.3, grace=60, hand_pause=0, max_hands=1)
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
        ticks = [m for m in msgs if m["type"] == "clock" and m["seat"] == 0]
        assert ticks[0]["name"] == "Stuck" and not ticks[0]["overtime"] and 0 < ticks[0]["seconds_left"] <= 0.3
        overtime = next(i for i, m in enumerate(msgs) if m["type"] == "clock" and m["overtime"])
        took = next(i for i, m in enumerate(msgs) if m["type"] == "bot_took_seat")
        # The countdown, then overtime out of the away budget, then a bot for the rest of the hand.
        assert msgs.index(ticks[0]) < overtime < took
        assert msgs[took]["seat"] == 0 and msgs[took]["until"] == "hand_end"
        assert "paused" not in [m["type"] for m in msgs]  # it never left: nobody waited on a drop
        await host.close()
        if reading:
            await asyncio.wait_for(task, WAIT)  # the host closed its connection at the end, not before
            assert any(m["type"] == "bot_took_seat" for m in lines) and lines[-1]["type"] == "host_closing"
        writer.close()
        await other.close()

    run(main())


def test_a_player_whose_time_ran_out_comes_back_in_overtime_not_to_a_fresh_turn():
    async def main():
        config = HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0,), turn_time=0.3,
                            clock_warning=0.2, away_budget=20, grace=60)
        host = TableHost(config, random_bots(4))
        port = await host.start(LOOPBACK, 0)
        c = TableClient()
        welcome = await c.connect(LOOPBACK, port, "Anna")
        assert welcome["turn_time"] == 0.3 and welcome["away_budget"] == 20
        await wait_until(c, lambda m: m["type"] == "request")
        await wait_until(c, lambda m: m["type"] == "clock" and m["overtime"])
        await c.close()
        back = TableClient()
        again = await back.connect(LOOPBACK, port, "Anna", token=c.token)
        assert again["reconnected"] and again["seat"] == 0
        await wait_until(back, lambda m: m["type"] == "request")
        tick = await wait_until(back, lambda m: m["type"] == "clock")
        assert tick["overtime"] and tick["seconds_left"] < 20  # the budget goes on; the turn clock is spent
        await host.close()
        await back.close()
        # With no turn time the welcome says so and nobody is timed out.
        assert HostConfig(bot_think=0, turn_time=None).turn_time is None
        with pytest.raises(ValueError):
            HostConfig(bot_think=0, turn_time=0)

    run(main())


def test_the_host_frees_a_seat_before_and_during_the_game():
    async def main():
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1, 2), grace=60), random_bots(4))
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


def test_returns_with_the_token_are_limited_per_seat_and_the_refusal_says_how_long_to_wait():
    async def main():
        config = HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1), returns_burst=1,
                            returns_per_second=0.01)
        host = TableHost(config, random_bots(6))
        port = await host.start(LOOPBACK, 0)
        a, b = TableClient(), TableClient()
        await a.connect(LOOPBACK, port, "Anna")
        await b.connect(LOOPBACK, port, "Bernat")
        await a.close()
        back = TableClient()
        assert (await back.connect(LOOPBACK, port, "Anna", token=a.token))["reconnected"]  # the first return
        await back.close()
        with pytest.raises(JoinError) as exc:  # the second, at once: refused with the wait
            await TableClient().connect(LOOPBACK, port, "Anna", token=back.token)
        assert exc.value.code == "server_busy" and "try again in" in str(exc.value)
        assert host.slots[0].status == "away" and host.slots[0].token == back.token  # the token still holds
        await host.close()
        await b.close()

    run(main())


def test_a_float_crumb_left_on_a_budget_runs_out_instead_of_ticking_forever():
    """Sums of the turn and game budgets can leave 1e-15 s on a clock; a step scheduled that far ahead of a
    clock at 1000 s lands at the same instant, so the timer must count a crumb as run out (before, it
    ticked again and again at the same instant: a test's fake clock never got past it)."""
    clock = FakeClock()
    clock.advance(1000.0)
    ticks, expired = [], []

    def tick(seat, mode, left, connected):
        ticks.append(left)
        assert len(ticks) < 100, "the clock ticks at the same instant again and again"

    timer = TurnTimer(clock, warn=10.0, tick=tick, expired=lambda seat, mode: expired.append((seat, mode)))
    timer.run(1, 0, None, AwayBudget(per_hand=1e-15, per_game=None), connected=False)
    clock.advance(5.0)
    assert expired == [(0, "away")]
    assert len(ticks) <= 1
