"""Finding 2 and the smaller findings of 6: a slow reader is really cut off, keepalive is on,
lone surrogates are bad_message (also in a ping id), --hands ends with hands_done."""

import asyncio
import json
import socket

from net_testkit import LOOPBACK, WAIT, RawPeer, random_bots, wait_until

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.protocol import PROTOCOL_VERSION


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _lines_until(reader, check, limit=10_000):
    for _ in range(limit):
        line = await asyncio.wait_for(reader.readline(), WAIT)
        if not line:
            raise AssertionError("the host closed the connection")
        msg = json.loads(line)
        if check(msg):
            return msg
    raise AssertionError("no such line")


def test_a_seat_that_stops_reading_is_cut_off_and_follows_the_grace_rules():
    async def main():
        config = HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1), grace=0.2, max_buffer=16 * 1024,
                            rate_capacity=10_000, hand_pause=0, chat_burst=10_000, chat_per_second=10_000)
        host = TableHost(config, random_bots(2))
        port = await host.start(LOOPBACK, 0)
        # Seat 0: a client with a small receive buffer that never reads after its hello.
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, (LOOPBACK, port))
        deaf = await RawPeer.connect(port, sock=sock)
        deaf.hello("Deaf")
        for _ in range(1000):
            if host.slots[0].conn is not None:
                break
            await asyncio.sleep(0.01)
        # The host's socket to it keeps little in the kernel, so the host's own buffer fills.
        host.slots[0].conn.writer.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        talker = TableClient()
        await talker.connect(LOOPBACK, port, "Talker")
        for i in range(2000):
            await talker.chat(f"line {i} " + "x" * 250)
            if host.slots[0].conn is None:
                break
            if i % 20 == 0:
                await asyncio.sleep(0.01)
        # Cut off, not politely closed: the seat is away, then a bot plays it.
        took = await wait_until(talker, lambda m: m["type"] == "bot_took_seat")
        assert took["seat"] == 0 and host.slots[0].bot is not None
        deaf.close()
        await host.close()
        await talker.close()

    run(main())


def test_every_connection_has_tcp_keepalive(monkeypatch):
    opened = []
    open_connection = asyncio.open_connection

    async def watched(*args, **kwargs):  # the client's own connection, as asyncio hands it over
        reader, writer = await open_connection(*args, **kwargs)
        opened.append(writer)
        return reader, writer

    monkeypatch.setattr(asyncio, "open_connection", watched)

    async def main():
        host = TableHost(HostConfig(bot_think=0), random_bots(0))
        port = await host.start(LOOPBACK, 0)
        c = TableClient()
        await c.connect(LOOPBACK, port, "Anna")
        (conn,) = [x for x in host.conns if x.seat == 0]
        assert conn.keepalive
        assert conn.writer.get_extra_info("socket").getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE)
        (writer,) = opened
        assert writer.get_extra_info("socket").getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE)
        await host.close()
        await c.close()

    run(main())


def test_lone_surrogates_are_bad_message_and_a_ping_gets_its_pong():
    async def main():
        host = TableHost(HostConfig(bot_think=0, password="pw"), random_bots(0))
        port = await host.start(LOOPBACK, 0)
        for field in ("token", "name"):
            peer = await RawPeer.connect(port, password="pw")
            peer.send_bytes(b'{"type":"hello","protocol":%d,"name":"A","%s":"\\ud800"}\n'
                            % (PROTOCOL_VERSION, field.encode()))
            answer = await peer.message_of("error")
            assert answer["code"] == "bad_message", answer
            peer.close()
        c = TableClient()
        await c.connect(LOOPBACK, port, "Anna", password="pw")
        await c.send_raw(b'{"type":"ping","id":"\\ud800"}\n')  # JSON may spell it; our encoder may not
        err = await wait_until(c, lambda m: m["type"] in ("error", "pong"))
        assert err["type"] == "error" and err["code"] == "bad_message"
        await c.send({"type": "ping", "id": "fine"})
        assert (await wait_until(c, lambda m: m["type"] in ("error", "pong"))) == {"type": "pong", "id": "fine"}
        await host.close()
        await c.close()

    run(main())


def test_botifarra_host_hands_ends_with_hands_done_as_documented():
    import random

    from net_testkit import answer_requests

    from botifarra_desktop.net.headless import build_parser, config_from_args

    async def main():
        args = build_parser().parse_args(["--humans", "1", "--hands", "3", "--pause", "0", "--bot-think", "0"])
        host = TableHost(config_from_args(args), random_bots(5))
        port = await host.start(LOOPBACK, 0)
        c = TableClient()
        await c.connect(LOOPBACK, port, "Anna")
        end = (await answer_requests(c, random.Random(3)))[-1]
        assert end["type"] == "game_over" and end["reason"] == "hands_done" and end["hands_played"] == 3
        await host.close()
        await c.close()

    run(main())


def test_two_players_with_one_name_are_told_apart():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1, 2, 3)), random_bots(0))
        port = await host.start(LOOPBACK, 0)
        clients = [TableClient() for _ in range(3)]
        for c, name in zip(clients, ("Anna", "anna", "Anna")):
            await c.connect(LOOPBACK, port, name)
        assert [s.name for s in host.slots[:3]] == ["Anna", "anna 2", "Anna 3"]
        long = "x" * 24
        host.slots[1].name = long
        c = TableClient()
        await c.connect(LOOPBACK, port, long)
        assert host.slots[3].name == "x" * 22 + " 2"  # still 24 characters at most
        await host.close()
        for x in clients[:2] + [c]:
            await x.close()

    run(main())
