"""Clients honour ``retry_after`` and try a reset join again (a flooded table resets connections)."""

import asyncio
import socket
import struct

import pytest
from net_testkit import LOOPBACK, random_bots

from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.host import HostConfig, TableHost


def run(coro, limit=60):
    return asyncio.run(asyncio.wait_for(coro, limit))


def test_a_return_refused_as_too_soon_is_tried_again_after_retry_after():
    async def main():
        host = TableHost(HostConfig(human_seats=(0,), returns_burst=1, returns_per_second=0.5), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        first = TableClient()
        await first.connect(LOOPBACK, port, "Ada")
        token, key = first.token, first.table_key
        await first.close()
        second = TableClient()
        await second.connect(LOOPBACK, port, "Ada", token=token, table_key=key)  # the one return at once
        token = second.token
        await second.close()
        for _ in range(500):  # the host saw the drop
            if host.slots[0].conn is None:
                break
            await asyncio.sleep(0.01)
        third = TableClient()
        loop = asyncio.get_running_loop()
        began = loop.time()
        welcome = await third.connect(LOOPBACK, port, "Ada", token=token, table_key=key, timeout=20)
        assert welcome["reconnected"] is True
        assert third.attempts == 2  # refused once with retry_after, then waited for it: no hammering
        assert loop.time() - began >= 1.0  # retry_after was at least one second
        await third.close()
        await host.close()

    run(main())


async def _resetting_proxy(upstream_port: int, resets: int, after_password: bool):
    """A hop in front of the table that resets the first ``resets`` joins (what a flooded table's kernel
    does): before the table's answer to the opening, or right after it (the hello record), and passes
    everything else both ways."""
    seen = {"n": 0}

    def reset(writer):
        sock = writer.get_extra_info("socket")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        writer.transport.abort()  # RST: "Connection reset by peer"

    async def handle(reader, writer):
        seen["n"] += 1
        reset_this = seen["n"] <= resets
        if reset_this and not after_password:
            await reader.readline()  # the opening line; the table never sees it
            reset(writer)
            return
        up_reader, up_writer = await asyncio.open_connection(LOOPBACK, upstream_port)

        async def down():
            try:
                while data := await up_reader.read(65536):
                    writer.write(data)
            except (ConnectionError, OSError):
                pass

        task = asyncio.get_running_loop().create_task(down())
        lines = 0
        try:
            while data := await reader.read(65536):
                if reset_this and lines >= 1:  # the opening went through; this is the hello record
                    reset(writer)
                    break
                lines += data.count(b"\n")
                up_writer.write(data)
        except (ConnectionError, OSError):
            pass
        finally:
            up_writer.close()
            task.cancel()

    server = await asyncio.start_server(handle, LOOPBACK, 0)
    return server, server.sockets[0].getsockname()[1], seen


def test_a_join_reset_before_the_password_exchange_is_tried_again_with_a_backoff():
    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1), password="pa ss"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        server, proxy_port, seen = await _resetting_proxy(port, resets=3, after_password=False)
        client = TableClient()
        welcome = await client.connect(LOOPBACK, proxy_port, "Bea", password="pa ss", timeout=20)
        assert welcome["seat"] == 0 and client.attempts == 4 and seen["n"] == 4
        await client.close()
        server.close()
        await host.close()

    run(main())


def test_a_reset_after_the_password_exchange_is_not_another_guess():
    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1), password="pa ss"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        server, proxy_port, seen = await _resetting_proxy(port, resets=100, after_password=True)
        client = TableClient()
        with pytest.raises(JoinError) as exc:
            await client.connect(LOOPBACK, proxy_port, "Bea", password="pa ss", timeout=30)
        assert exc.value.code == "closed"
        assert client.attempts == 1 and seen["n"] == 1  # a table in the middle gets one guess, no more
        server.close()
        await host.close()

    run(main())


def test_a_thiefs_tries_do_not_spend_the_owners_returns():
    async def main():
        host = TableHost(HostConfig(human_seats=(0,)), random_bots(1))
        host.takeover_probe = 0.5
        port = await host.start(LOOPBACK, 0)
        owner = TableClient()
        await owner.connect(LOOPBACK, port, "Owner")
        stolen, key = owner.token, owner.table_key
        codes = []
        for _ in range(16):  # the thief tries the stolen token while the owner's window still answers
            thief = TableClient()
            try:
                await thief.connect(LOOPBACK, port, "Thief", token=stolen, table_key=key, timeout=2)
                raise AssertionError("the thief took a live seat")
            except JoinError as exc:
                codes.append(exc.code)
        assert set(codes) <= {"seat_in_use", "server_busy"} and "seat_in_use" in codes
        assert host.slots[0].conn is not None and host.slots[0].name == "Owner"
        token = owner.token
        await owner.close()  # the owner's connection drops …
        for _ in range(500):
            if host.slots[0].conn is None:
                break
            await asyncio.sleep(0.01)
        back = TableClient()
        welcome = await back.connect(LOOPBACK, port, "Owner", token=token, table_key=key, timeout=5)
        assert welcome["reconnected"] is True and back.attempts == 1  # … and it is back at the first try
        await back.close()
        await host.close()

    run(main(), 120)
