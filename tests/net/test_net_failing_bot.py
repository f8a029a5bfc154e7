"""A bot that fails at a LAN table: the session's fallback, once per decision, and the hand finishes."""

import asyncio
import random

from net_testkit import LOOPBACK, RandomLegalBot, answer_requests

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost


class Raising:
    def __init__(self):
        self.asked = []

    def decide(self, view):
        self.asked.append((view.phase, view.trick_no, len(view.trick), view.doubles, view.delegated))
        raise RuntimeError("no idea")


def test_a_raising_bot_gets_the_fallback_once_per_decision_on_the_lan_and_the_hand_finishes():
    broken = Raising()

    def bots(seat):
        return broken if seat == 1 else RandomLegalBot(seat)

    async def main():
        host = TableHost(HostConfig(bot_think=0, rules=Rules(), human_seats=(0, 2), hand_pause=0, max_hands=1, seed=5), bots)
        port = await host.start(LOOPBACK, 0)
        clients = []
        for i in range(2):
            c = TableClient()
            await c.connect(LOOPBACK, port, f"Player{i}")
            clients.append(c)
        seen = await asyncio.wait_for(
            asyncio.gather(*(answer_requests(c, random.Random(i)) for i, c in enumerate(clients))), 60)
        ends = [s[-1] for s in seen]
        assert all(e["type"] == "game_over" and e["hands_played"] == 1 for e in ends), ends
        session = host.session
        assert len(session.results) == 1 and sum(session.results[0].points) == 72  # the hand finished
        assert broken.asked and len(broken.asked) == len(set(broken.asked))  # each decision asked once
        plays = [a for a in session.actions if getattr(a, "seat", None) == 1 and hasattr(a, "card")]
        assert len(plays) == 12
        await host.close()
        for c in clients:
            await c.close()

    asyncio.run(main())
