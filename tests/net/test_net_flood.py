"""Joining under a flood from many loopback addresses, and newline streams against seated players.

Bounded: 200 addresses of 127.0.0.0/8, at most 20,000 connects, the test itself within minutes.
The speed numbers (ping p95) are measured by benchmarks/lan_flood.py; these tests check what
must hold whatever the machine's speed.
"""

import asyncio
import logging
import sys
from pathlib import Path

import pytest
from flood_kit import LogSize, loopback_range_works, newline_stream
from net_testkit import LOOPBACK, RawPeer, random_bots, wait_for_type

from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost

needs_loopback_range = pytest.mark.skipif(not loopback_range_works(), reason="127.0.1.x is not usable here")


def run(coro, limit=1500):
    return asyncio.run(asyncio.wait_for(coro, limit))


async def start_flood(port, addresses, per_address, seconds, max_connects, password=""):
    """The flood in a process of its own: another machine, as far as the host's event loop knows."""
    return await asyncio.create_subprocess_exec(
        sys.executable, str(Path(__file__).with_name("flood_kit.py")), str(port), str(addresses), str(per_address),
        str(seconds), str(max_connects), password, stdout=asyncio.subprocess.PIPE)


async def flood_progress(flood, at_least):
    """The flood's connects so far (waits until there are ``at_least``)."""
    latest = 0
    while True:
        try:
            line = await asyncio.wait_for(flood.stdout.readline(), 0.05 if latest >= at_least else 60)
        except asyncio.TimeoutError:
            return latest
        if not line:
            return latest
        latest = int(line.split()[1])


@pytest.mark.slow  # about two minutes: a timed flood
@needs_loopback_range
def test_ten_joins_of_ten_during_a_flood_from_two_hundred_addresses_and_a_short_log():
    async def main():
        log = LogSize()
        root = logging.getLogger()
        root.addHandler(log)
        old_level = root.level
        root.setLevel(logging.INFO)
        try:
            # The worst case: a password table (each opening line costs the host a SPAKE2), every
            # address holding connections, half of them in the middle of an opening.
            host = TableHost(HostConfig(human_seats=(0, 1), password="pa ss"), random_bots(1))
            port = await host.start(LOOPBACK, 0)
            # Bounded by time (it is stopped once the joins are done); the count only caps a runaway.
            # Each join may take its time on a loaded machine: the client tries again while the table
            # says it is busy, and what is checked is that every one of the ten gets in.
            flood = await start_flood(port, addresses=200, per_address=2, seconds=900, max_connects=2_000_000,
                                      password="pa ss")
            try:
                await flood_progress(flood, at_least=400)
                joined = []
                for i in range(10):
                    c = TableClient()
                    welcome = await c.connect(LOOPBACK, port, f"Player {i}", password="pa ss", timeout=120)
                    joined.append(welcome["seat"])
                    await c.close()
                    for _ in range(2000):  # the lobby seat is free again once the host saw the close
                        if host.info()["free_seats"] == 2:
                            break
                        await asyncio.sleep(0.01)
                during = await flood_progress(flood, at_least=0)
                still_flooding = flood.returncode is None
            finally:  # never leave the flood running (or its pipe to a closed loop) when a join fails
                if flood.returncode is None:
                    flood.terminate()
                await flood.wait()
            assert len(joined) == 10 and set(joined) <= {0, 1}
            assert during >= 800 and still_flooding  # the flood went on through the joins
            # Connections without a hello stayed within the table's caps.
            waiting = [x for x in host.conns if x.seat is None and not x.vouched and not x.closed]
            assert len(waiting) <= host.config.max_connections
            await host.close()
        finally:
            root.removeHandler(log)
            root.setLevel(old_level)
        assert log.bytes < 1_000_000, (log.bytes, log.records)

    run(main())


@pytest.mark.slow
@needs_loopback_range
def test_ten_first_try_joins_of_ten_during_a_silent_flood_from_two_hundred_addresses():
    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1)), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        # 200 addresses of two other /24 networks of 127.0.0.0/8, two connections each at all times, half
        # of them silent: past the caps every new one pushes out an idle one or is refused.
        flood = await start_flood(port, addresses=200, per_address=2, seconds=300, max_connects=2_000_000)
        try:
            await flood_progress(flood, at_least=1000)
            attempts = []
            for i in range(10):
                c = TableClient()
                await c.connect(LOOPBACK, port, f"Player {i}", timeout=60)
                attempts.append(c.attempts)
                await c.close()
                for _ in range(2000):  # the lobby seat is free again once the host saw the close
                    if host.info()["free_seats"] == 2:
                        break
                    await asyncio.sleep(0.01)
            still_flooding = flood.returncode is None
        finally:
            if flood.returncode is None:
                flood.terminate()
            await flood.wait()
        assert attempts == [1] * 10  # every join got in at its first connection
        assert still_flooding
        waiting = [x for x in host.conns if x.seat is None and not x.vouched and not x.closed]
        assert len(waiting) <= host.config.max_unopened
        await host.close()

    run(main())


def test_newline_streams_are_charged_and_cut_off_and_seated_players_are_still_answered():
    async def main():
        sent_to = {0: b"", 1: b""}

        def tap(seat, line):
            sent_to[seat] += line

        host = TableHost(HostConfig(human_seats=(0, 1, 2)), random_bots(1), wire_tap=tap)
        port = await host.start(LOOPBACK, 0)
        seated = TableClient()
        await seated.connect(LOOPBACK, port, "Seated")
        # A seated attacker streams newlines inside its channel …
        attacker = await RawPeer.connect(port)
        attacker.hello("Streamer")
        await attacker.message_of("welcome")
        for _ in range(50):
            attacker.send_bytes(b"\n" * 1000)
        # … and strangers stream them in clear, before any channel.
        streams = [asyncio.get_running_loop().create_task(newline_stream(port, 20)) for _ in range(4)]
        for i in range(100):  # paced within the seat's own rate limit (20 a second)
            await seated.send({"type": "ping", "id": i})
            assert (await wait_for_type(seated, "pong"))["id"] == i
            await asyncio.sleep(0.06)
        codes = []
        try:
            while (msg := await attacker.message()) is not None:
                if msg["type"] == "error":
                    codes.append(msg["code"])
        except ConnectionError:
            pass  # cut off with its newlines unread: a reset
        assert set(codes) <= {"rate_limited", "flood"}  # what it could read before the reset
        assert b'"rate_limited"' in sent_to[1] and b'"flood"' in sent_to[1]  # every newline was charged …
        assert host.slots[1].conn is None  # … until it was cut off (in the lobby: its seat is open again)
        ends = await asyncio.gather(*streams)
        assert ends == ["closed by the host"] * 4, ends
        attacker.close()
        await seated.close()
        await host.close()

    run(main())
