"""Tables across the internet, against magic-wormhole's real mailbox server and transit relay on 127.0.0.1."""

from __future__ import annotations

import asyncio
import random
import time

from internet_kit import LOOPBACK
from internet_kit import wormhole_servers as _servers  # noqa: F401 - the fixture the tests take
from net_testkit import WAIT, answer_requests, random_bots

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.codes import parse_code
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.internet import InternetInviter, code_route


async def until(check, limit=WAIT):
    """Wait (polling) until ``check()`` is true; a bound, never an expectation."""
    give_up = time.monotonic() + limit
    while not check():
        assert time.monotonic() < give_up, "the condition never came true"
        await asyncio.sleep(0.02)


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 150))


async def _table(servers, config, words=2):
    host = TableHost(config, random_bots(3))
    await host.start(LOOPBACK, 0)
    inviter = InternetInviter(host, servers.settings(), words=words)
    inviter.start()
    return host, inviter


async def _codes(inviter, seats, old=None):
    """The codes of ``seats`` once each is ready (and differs from ``old``'s)."""
    old = old or {}
    await until(lambda: all(s in inviter.codes() and inviter.codes()[s] != old.get(s) for s in seats))
    return {s: inviter.codes()[s] for s in seats}


async def _join_by_code(settings, code, name, **kw):
    route = code_route(settings, code)
    client = TableClient()
    welcome = await client.connect("internet", 0, name, password=route.password, dial=route.dial, **kw)
    return client, welcome


def test_two_guests_join_by_code_and_play_whole_hands(wormhole_servers):
    async def main():
        host, inviter = await _table(wormhole_servers, HostConfig(
            bot_think=0, rules=Rules(target=None, hands=3), max_hands=3, human_seats=(0, 2), hand_pause=0,
            seed=5))
        codes = await _codes(inviter, (0, 2))
        assert all(parse_code(c) is not None and c.split("-")[0].isdigit() for c in codes.values())
        settings = wormhole_servers.settings()
        a, wa = await _join_by_code(settings, codes[2], "Anna")
        b, wb = await _join_by_code(settings, codes[0], "Bernat")
        assert (wa["seat"], wb["seat"]) == (2, 0)  # each code is for its seat
        assert a.table_code == b.table_code == host.table_code
        seen = await asyncio.gather(answer_requests(a, random.Random(1)), answer_requests(b, random.Random(2)))
        assert all(s[-1]["type"] == "game_over" for s in seen)
        assert host.session.hand_no == 3
        # Both seats are held through the relay: their limits key on the code, not on 127.0.0.1.
        assert all(s.conn is not None and s.conn.address.startswith("internet:") for s in host.slots if s.human)
        await inviter.close()
        await host.close()
        await a.close()
        await b.close()

    run(main())
