"""Findings 4 and 5: joins survive connect floods, passwords are challenged and throttled,
tokens change on every reconnect, and a join/leave loop cannot flood a waiting player."""

import asyncio
import json
import socket

import pytest

from botifarra_desktop.net.admission import PasswordThrottle, proof
from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.protocol import PROTOCOL_VERSION
from net_testkit import LOOPBACK, WAIT, random_bots, wait_until

FLOOD_FROM = "127.0.0.2"  # another loopback address: the attacker's machine


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 180))


def _second_loopback_works() -> bool:
    s = socket.socket()
    try:
        s.bind((FLOOD_FROM, 0))
        return True
    except OSError:
        return False
    finally:
        s.close()


needs_second_loopback = pytest.mark.skipif(not _second_loopback_works(), reason="127.0.0.2 is not usable here")


async def _flood(port: int, count: int, held: list, batch: int = 50, forever: bool = False) -> None:
    """Silent connections from another address, ``batch`` at a time and kept open: ``count`` of
    them, and on until the task is cancelled (bounded: 20 times ``count`` at most)."""

    async def one() -> None:
        try:
            held.append(await asyncio.open_connection(LOOPBACK, port, local_addr=(FLOOD_FROM, 0)))
        except OSError:
            pass

    for i in range(20 * count // batch):
        await asyncio.gather(*(one() for _ in range(batch)))
        await asyncio.sleep(0)
        if not forever and (i + 1) * batch >= count:
            return


@needs_second_loopback
def test_joins_and_token_reconnects_succeed_during_a_connect_flood():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1, 2, 3), grace=60), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        held: list = []
        # A player's connection that has not said hello yet outlives a flood from another address.
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        await _flood(port, 300, held)
        assert json.loads(await asyncio.wait_for(reader.readline(), WAIT))["type"] == "challenge"
        writer.write(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "name": "Early"}).encode() + b"\n")
        assert json.loads(await asyncio.wait_for(reader.readline(), WAIT))["type"] == "welcome"
        flood = asyncio.get_running_loop().create_task(_flood(port, 300, held, forever=True))
        while len(held) < 400:
            await asyncio.sleep(0.01)
        players = []
        for i in range(3):
            c = TableClient()
            await c.connect(LOOPBACK, port, f"P{i}")
            players.append(c)
        while len(held) < 600:
            await asyncio.sleep(0.01)
        flood.cancel()
        assert sorted(c.seat for c in players) == [1, 2, 3]
        # The flood never held more than its share of idle connections.
        idle = [x for x in host.conns if x.seat is None and not x.closed]
        assert len([x for x in idle if x.address == FLOOD_FROM]) <= host.config.max_per_address
        # A player drops and takes the seat back with its token during a second flood.
        token = players[0].token
        await players[0].close()
        await wait_until(players[1], lambda m: m["type"] == "seats" and m["seats"][1]["status"] == "away")
        flood = asyncio.get_running_loop().create_task(_flood(port, 300, held, forever=True))
        while len(held) < 700:
            await asyncio.sleep(0.01)
        back = TableClient()
        welcome = await back.connect(LOOPBACK, port, "P0", token=token)
        flood.cancel()
        assert welcome["reconnected"] and welcome["seat"] == 1
        # The old token is worth nothing now.
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "P0", token=token)
        assert exc.value.code == "bad_token"
        assert len(held) >= 700
        for _, w in held:
            w.close()
        writer.close()
        await host.close()
        for c in players[1:] + [back]:
            await c.close()

    run(main())


def test_a_connection_that_said_hello_is_never_evicted_for_an_idle_one():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1), password="secret", max_per_address=2, max_connections=2),
                         random_bots(1))
        port = await host.start(LOOPBACK, 0)
        host.throttle = PasswordThrottle(base=60, free=0)  # after one failure, the next check waits a minute
        host.throttle.reserve("127.0.0.1")
        host.throttle.failed("127.0.0.1")
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        challenge = json.loads(await asyncio.wait_for(reader.readline(), WAIT))
        writer.write(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "name": "Slow",
                                 "proof": "00"}).encode() + b"\n")
        for _ in range(3000):
            if any(x.vouched for x in host.conns):
                break
            await asyncio.sleep(0.01)
        silent = [await asyncio.open_connection(LOOPBACK, port) for _ in range(6)]
        for _ in range(3000):
            if sum(1 for x in host.conns if not x.closed) <= 3 and len(host.conns) >= 3:
                break
            await asyncio.sleep(0.01)
        waiting = [x for x in host.conns if x.vouched]
        assert len(waiting) == 1 and not waiting[0].closed  # idle ones were evicted, not this one
        assert challenge["type"] == "challenge" and challenge["password"] is True
        for _, w in silent:
            w.close()
        writer.close()
        await host.close()

    run(main())


def test_the_password_is_proven_never_sent_and_a_clear_password_is_refused():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1), password="pa ss"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        # The old way (the password itself in the hello) no longer gets in.
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        await asyncio.wait_for(reader.readline(), WAIT)
        writer.write(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "name": "Old",
                                 "password": "pa ss"}).encode() + b"\n")
        assert json.loads(await asyncio.wait_for(reader.readline(), WAIT))["code"] == "wrong_password"
        writer.close()
        # The proof: an HMAC of this connection's nonce; the password's bytes are not in the line.
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        ch = json.loads(await asyncio.wait_for(reader.readline(), WAIT))
        answer = proof("pa ss", bytes.fromhex(ch["salt"]), bytes.fromhex(ch["nonce"]), ch["iterations"])
        line = json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "name": "New", "proof": answer}).encode()
        assert b"pa ss" not in line and b"pa\\u0020ss" not in line
        writer.write(line + b"\n")
        assert json.loads(await asyncio.wait_for(reader.readline(), WAIT))["type"] == "welcome"
        # A proof is good for its own nonce only: replayed on another connection it fails.
        r2, w2 = await asyncio.open_connection(LOOPBACK, port)
        await asyncio.wait_for(r2.readline(), WAIT)
        w2.write(line + b"\n")
        assert json.loads(await asyncio.wait_for(r2.readline(), WAIT))["code"] == "wrong_password"
        for w in (writer, w2):
            w.close()
        await host.close()

    run(main())


def test_the_tenth_wrong_password_waits_seconds():
    now = [1000.0]
    throttle = PasswordThrottle(clock=lambda: now[0])
    waits = []
    for _ in range(10):
        waits.append(throttle.reserve("10.0.0.9"))
        now[0] += waits[-1] + 0.001  # the attempt is checked when its turn comes, and fails
        throttle.failed("10.0.0.9")
    assert waits[:3] == [0.0, 0.0, 0.0] and waits[3] < 1.0  # a few typos cost (almost) nothing
    assert waits[9] >= 2.0  # the tenth: seconds, not milliseconds
    assert all(a <= b for a, b in zip(waits, waits[1:]))
    assert throttle.reserve("10.0.0.8") == 0.0  # other addresses are not slowed down
    # Parallel attempts do not skip the queue: each waits behind the one before.
    burst = [throttle.reserve("10.0.0.9") for _ in range(3)]
    assert burst[0] < burst[1] < burst[2]


def test_over_sockets_the_tenth_wrong_password_is_held_back_for_seconds():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1), password="right"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        now = [0.0]
        host.throttle = PasswordThrottle(clock=lambda: now[0])
        for _ in range(9):  # a guesser as fast as the throttle lets it (the clock jumps, no one waits)
            now[0] += host.throttle.delay_after(host.throttle.failures("127.0.0.1"))
            with pytest.raises(JoinError) as exc:
                await TableClient().connect(LOOPBACK, port, "Guess", password="wrong")
            assert exc.value.code == "wrong_password"
        assert host.throttle.failures("127.0.0.1") == 9
        assert host.throttle.delay_after(9) >= 2.0
        # The tenth wrong guess is not answered at once: it waits its turn (seconds).
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "Guess", password="wrong", timeout=0.5)
        assert exc.value.code == "timeout"
        await host.close()

    run(main())


def test_a_join_and_leave_loop_sends_few_seats_messages_to_a_waiting_player():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1, 2), seats_interval=3600), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        waiting = TableClient()
        await waiting.connect(LOOPBACK, port, "Waiting")
        for i in range(100):
            c = TableClient()
            await c.connect(LOOPBACK, port, f"Loop{i}")
            await c.close()
        await waiting.send({"type": "ping", "id": 1})
        seen = []
        while (m := await asyncio.wait_for(waiting.messages.get(), WAIT))["type"] != "pong":
            seen.append(m)
        assert sum(1 for m in seen if m["type"] == "seats") <= 2  # was one per join and per leave
        await host.close()
        await waiting.close()

    run(main())
