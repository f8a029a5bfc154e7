"""Finding 1: a LAN hand's deal can no longer be recovered from one's own cards.

Each hand is dealt from a fresh 128-bit secret deal code; the code reaches the
players only in the ``hand_scored`` event, and replays the hand exactly.
"""

import asyncio
import random

from net_testkit import LOOPBACK, answer_requests, random_bots

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.cards import deal_hands
from botifarra_desktop.engine.deals import CODE_BASE, is_deal_code, parse_deal
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost


def test_the_deal_code_arrives_only_with_hand_scored_and_replays_the_hand():
    async def main():
        lines: list[bytes] = []
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1), hand_pause=0, max_hands=2),
                         random_bots(3), wire_tap=lambda seat, line: lines.append(line))
        port = await host.start(LOOPBACK, 0)
        clients = [TableClient(), TableClient()]
        for i, c in enumerate(clients):
            await c.connect(LOOPBACK, port, f"P{i}")
        seen = await asyncio.gather(*(answer_requests(c, random.Random(i)) for i, c in enumerate(clients)))
        game = host.session
        for c, msgs in zip(clients, seen):
            scored = [m for m in msgs if m["type"] == "event" and m["event"]["type"] == "hand_scored"]
            assert len(scored) == 2
            for hand_no, m in enumerate(scored, 1):
                code = parse_deal(m["deal"])
                assert is_deal_code(code) and code == game.deal_numbers[hand_no - 1]
                # Nothing else in the message stream carries a deal field.
                assert all("deal" not in x for x in msgs if x not in scored)
                # The code replays the hand: one dealer order gives every seat exactly the cards it
                # was dealt (own cards) and played (the tricks show the others' whole hands).
                start = next(i for i, x in enumerate(msgs) if x["type"] == "event"
                             and x["event"]["type"] == "hand_started" and x["event"]["hand_no"] == hand_no)
                end = msgs.index(m)
                hand = msgs[start:end]
                own = next(x["event"]["cards"] for x in hand if x["type"] == "event"
                           and x["event"]["type"] == "cards_dealt" and x["event"]["seat"] == c.seat)
                played: dict[int, set[str]] = {s: set() for s in range(4)}
                for x in hand:
                    if x["type"] == "event" and x["event"]["type"] == "trick_won":
                        for seat, card in x["event"]["cards"]:
                            played[seat].add(card)
                matches = [d for d in range(4) if set(deal_hands(code, d)[c.seat]) == set(own)
                           and all(set(deal_hands(code, d)[s]) == played[s] for s in range(4))]
                assert len(matches) == 1
        # On the wire: each code's digits appear for the first time in its hand_scored line.
        for hand_no in (1, 2):
            digits = f"{game.deal_numbers[hand_no - 1] - CODE_BASE:032x}"
            spelled = "-".join(digits[i:i + 4] for i in range(0, 32, 4)).encode()
            first = next(i for i, line in enumerate(lines) if spelled in line)
            assert b'"hand_scored"' in lines[first]
            assert not any(digits.encode() in line or str(game.deal_numbers[hand_no - 1]).encode() in line
                           for line in lines[:first])
        await host.close()
        for c in clients:
            await c.close()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_a_table_with_a_seed_deals_reproducible_numbers_and_says_so_in_hand_scored():
    async def main():
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=10000), hand_pause=0, max_hands=1, seed=9), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        c = TableClient()
        await c.connect(LOOPBACK, port, "P")
        msgs = await answer_requests(c, random.Random(2))
        scored = next(m for m in msgs if m["type"] == "event" and m["event"]["type"] == "hand_scored")
        assert parse_deal(scored["deal"]) == host.session.deal_numbers[0] < 2**31
        await host.close()
        await c.close()

    asyncio.run(asyncio.wait_for(main(), 120))
