"""Nothing leaked: over 200 hands, no message to a seat holds a card that seat may not see yet."""

import asyncio
import random
from types import SimpleNamespace

import pytest
from net_testkit import LOOPBACK, LeakRecorder, cards_in, random_bots, raw_player, visible_cards

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.host import HostConfig, TableHost


def test_the_leak_check_itself_catches_a_leak():
    from botifarra_desktop.engine.events import CardPlayed, CardsDealt, HandStarted, event_for_seat
    events = [HandStarted(1, 0), CardsDealt(0, ("1O", "9O")), CardsDealt(1, ()), CardPlayed(0, "1O", 1)]

    assert visible_cards(events, (), 0) == {"1O", "9O"}
    assert visible_cards(events, (), 1) == {"1O"}
    assert visible_cards(events, (((None, 3), ("5C", 4)), ()), 1) == {"1O", "5C"}  # a face-up pile card
    assert cards_in({"type": "x", "a": [["9O", 3]], "message": "you do not hold the 9O"}) == {"9O"}

    class Table:  # what the recorder reads of a session: the events as a seat sees them, its view's piles
        def events(self, seat, since=0):
            return [event_for_seat(e, seat) for e in events[since:]], len(events)

        def view(self, seat):
            return SimpleNamespace(piles=())

    class Host:
        session = Table()

    rec = LeakRecorder()
    rec.host = Host
    rec(1, {"type": "state", "view": {"hand": ["9O"]}})
    rec(0, {"type": "state", "view": {"hand": ["9O"]}})
    assert [(seat, card) for seat, card, _ in rec.leaks] == [(1, "9O")]


@pytest.mark.slow
def test_two_hundred_hands_with_four_tcp_clients_leak_no_card():
    async def main():
        rec = LeakRecorder()
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1, 2, 3), hand_pause=0,
                                    max_hands=200, seed=2024), random_bots(7), wire_tap=rec)
        rec.host = host
        port = await host.start(LOOPBACK, 0)
        # Bare TCP players (the full client is tested elsewhere) keep 200 hands fast.
        ends = await asyncio.gather(*(raw_player(port, f"P{i}", random.Random(100 + i)) for i in range(4)))
        assert all(end["hands_played"] == 200 for _, end in ends)
        assert host.session.hand_no == 200
        # What the players read is what the tap saw (the opening lines before the channel are not
        # messages and name no card), and there was plenty to check.
        assert sum(count for count, _ in ends) == rec.messages
        assert rec.messages > 100_000
        assert rec.cards_checked > 1_000_000
        assert rec.leaks == [], rec.leaks[:3]
        await host.close()

    asyncio.run(asyncio.wait_for(main(), 1800))  # a bound for a hang, never an expectation
