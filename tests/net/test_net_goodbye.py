"""A player who says goodbye (``leave``) is not waited for like a dropped one (issue 45, point 9):
a bot takes the seat at once instead of after the 60 s grace period; the token still brings the
player back; a goodbye in the lobby frees the seat."""

import asyncio

from net_testkit import LOOPBACK, random_bots, wait_for_type, wait_until

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _seated(port, n):
    clients = []
    for i in range(n):
        c = TableClient()
        await c.connect(LOOPBACK, port, f"Player{i}")
        clients.append(c)
    return clients


def test_a_player_who_says_goodbye_gets_a_bot_at_once_not_a_grace_period():
    async def main():
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1, 2, 3), grace=60,
                                    hand_pause=0, max_hands=1, seed=9), random_bots(3))
        port = await host.start(LOOPBACK, 0)
        clients = await _seated(port, 4)
        by_seat = {c.seat: c for c in clients}
        seat = host.session.pending().seat
        leaving = by_seat[seat]
        await wait_for_type(leaving, "request")
        token = leaving.token
        await leaving.close(goodbye=True)
        other = by_seat[(seat + 1) % 4]
        took = await wait_until(other, lambda m: m["type"] == "bot_took_seat")  # long before 60 s
        assert took["seat"] == seat and took["until"] == "return"
        seats = await wait_until(other, lambda m: m["type"] == "seats" and m["seats"][seat]["status"] == "bot")
        assert not seats["paused"]
        back = TableClient()  # the token still takes the seat back
        welcome = await back.connect(LOOPBACK, port, "Back", token=token)
        assert welcome["seat"] == seat and welcome["reconnected"]
        for c in (back, *(c for s, c in by_seat.items() if s != seat)):
            await c.close()
        await host.close()

    run(main())


def test_a_close_without_goodbye_is_still_a_drop_with_its_grace_period():
    async def main():
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1, 2, 3), grace=60,
                                    hand_pause=0, max_hands=1, seed=9), random_bots(3))
        port = await host.start(LOOPBACK, 0)
        clients = await _seated(port, 4)
        by_seat = {c.seat: c for c in clients}
        seat = host.session.pending().seat
        await wait_for_type(by_seat[seat], "request")
        await by_seat[seat].close()
        other = by_seat[(seat + 1) % 4]
        seats = await wait_until(other, lambda m: m["type"] == "seats" and m["paused"])
        assert seats["seats"][seat]["status"] == "away"
        for c in (c for s, c in by_seat.items() if s != seat):
            await c.close()
        await host.close()

    run(main())


def test_a_goodbye_in_the_lobby_frees_the_seat():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1, 2, 3), grace=60, seed=9), random_bots(3))
        port = await host.start(LOOPBACK, 0)
        first, second = await _seated(port, 2)
        await second.close(goodbye=True)
        seats = await wait_until(first, lambda m: m["type"] == "seats"
                                 and all(s["status"] == "open" for s in m["seats"][1:]))
        assert seats["seats"][0]["status"] == "connected"
        await first.close()
        await host.close()

    run(main())


def test_the_computer_players_take_the_names_the_host_gives_them():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1), seed=9, bot_names=("", "", "Montse", "")),
                         random_bots(3))
        port = await host.start(LOOPBACK, 0)
        (first,) = await _seated(port, 1)
        seats = await wait_until(first, lambda m: m["type"] == "seats")
        assert seats["seats"][2]["name"] == "Montse" and seats["seats"][3]["name"] == "Bot 4"
        await first.close()
        await host.close()

    run(main())
