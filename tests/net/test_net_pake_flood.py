"""A flood of password guesses from many loopback addresses: the table works out only its budget of
SPAKE2 exchanges (off the event loop), answers the rest ``try_later`` at once, and keeps serving.

How long the seated player's pings take under the flood is measured by benchmarks/lan_flood.py.
"""

import asyncio
import json

import pytest
from flood_kit import flood_addresses, loopback_range_works, opening_line_of_a_guesser
from net_testkit import LOOPBACK, random_bots, wait_for_type

from botifarra_desktop.net.admission import PAKE_BURST, PAKE_PER_SECOND
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost

needs_loopback_range = pytest.mark.skipif(not loopback_range_works(), reason="127.0.1.x is not usable here")


async def _guess(port: int, address: str, line: bytes) -> dict:
    """One guesser: its opening line (a precomputed SPAKE2 message), the host's first answer."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, local_addr=(address, 0))
    try:
        writer.write(line)
        answer = await asyncio.wait_for(reader.readline(), 30)
        return json.loads(answer) if answer else {"type": "closed"}
    except (ConnectionError, OSError):
        return {"type": "closed"}
    finally:
        writer.close()


@needs_loopback_range
def test_guesses_past_the_tables_budget_are_told_to_wait_and_the_seated_player_is_served():
    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1), password="pa ss"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        seated = TableClient()
        await seated.connect(LOOPBACK, port, "Seated", password="pa ss")
        line = opening_line_of_a_guesser("pa ss")  # the same precomputed message from everyone: free for them
        loop = asyncio.get_running_loop()
        began = loop.time()
        guesses = [loop.create_task(_guess(port, a, line)) for a in flood_addresses(80)]
        for i in range(5):
            await seated.send({"type": "ping", "id": i})
            assert (await wait_for_type(seated, "pong"))["id"] == i
        answers = await asyncio.gather(*guesses)
        elapsed = loop.time() - began
        worked = sum(1 for a in answers if a.get("type") == "handshake")
        waits = [a for a in answers if a.get("type") == "error"]
        # within the table's budget (what the first seated join took counts too)
        assert worked <= PAKE_BURST + PAKE_PER_SECOND * elapsed, (worked, elapsed)
        # the others are told to wait (or, past the connection caps, that the table is busy)
        assert {a["code"] for a in waits} <= {"try_later", "server_busy"}, waits
        assert any(a["code"] == "try_later" and a["retry_after"] >= 1 for a in waits)
        # a friend still gets in: it waits as it is told and tries again
        friend = TableClient()
        welcome = await friend.connect(LOOPBACK, port, "Friend", password="pa ss", timeout=30)
        assert welcome["seat"] == 1
        await friend.close()
        await seated.close()
        await host.close()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_an_address_told_to_wait_is_cut_off_at_once_until_its_wait_is_over():
    from botifarra_desktop.net.admission import Cooldown

    now = [0.0]
    cooldown = Cooldown(size=2, clock=lambda: now[0])
    cooldown.wait("10.0.0.1", 1.0)
    assert cooldown.active("10.0.0.1") and not cooldown.active("10.0.0.2")
    now[0] = 1.0
    assert not cooldown.active("10.0.0.1")  # the wait is over
    cooldown.wait("a", 5.0)
    cooldown.wait("b", 5.0)
    cooldown.wait("c", 5.0)  # full of live entries: not kept (never grows without bound)
    assert cooldown.active("a") and not cooldown.active("c")

    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1), password="pa ss"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        line = opening_line_of_a_guesser("pa ss")
        host.pake_budget.tokens, host.pake_budget.per_second = 0.0, 0.0  # the budget is spent: told to wait
        told = await _guess(port, LOOPBACK, line)
        assert told["code"] == "try_later" and told["retry_after"] == 1
        again = await _guess(port, LOOPBACK, line)  # at once: cut off before anything is read
        assert again == {"type": "closed"}
        await host.close()

    asyncio.run(asyncio.wait_for(main(), 60))
