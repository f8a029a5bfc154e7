"""Every way to play on the LAN: real TCP clients play whole games through ``botifarra-host --game``."""

import asyncio
import os
import random
import re
import subprocess
import sys

import pytest
from net_testkit import LOOPBACK, WAIT, LeakRecorder, answer_requests, random_bots

from botifarra_desktop.engine.ways import WAY_TABLE
from botifarra_desktop.net import headless
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.protocol import PROTOCOL_VERSION

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEATS = {"pairs": 4, "individual": 4, "three": 3, "rector": 2, "two_hand": 2}


@pytest.mark.parametrize("way", list(SEATS))
def test_players_fill_every_seat_of_the_way_and_play_a_whole_game_through_botifarra_host(way):
    players = SEATS[way]
    assert WAY_TABLE[way].players == players
    cmd = [sys.executable, "-m", "botifarra_desktop.net.headless", "--port", "0", "--bind", LOOPBACK, "--pause", "0",
           "--seed", "7", "--game", way, "--humans", str(players)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                            env=dict(os.environ, PYTHONUNBUFFERED="1"))
    try:
        first = proc.stdout.readline()
        port = int(re.search(r":(\d+);", first).group(1))

        async def play():
            clients = []
            for i in range(players):
                c = TableClient()
                welcome = await c.connect(LOOPBACK, port, f"P{i}")
                assert welcome["rules"]["mode"] == way
                clients.append(c)
            seen = await asyncio.gather(*(answer_requests(c, random.Random(i)) for i, c in enumerate(clients)))
            for c in clients:
                await c.close()
            return clients, seen

        clients, seen = asyncio.run(asyncio.wait_for(play(), 240))
        assert sorted(c.seat for c in clients) == list(range(players))
        ends = [s[-1] for s in seen]
        sides = 2 if way == "pairs" else players
        assert all(e["type"] == "game_over" and e["reason"] == "game_over" for e in ends), ends
        assert all(len(e["totals"]) == sides and e["totals"] == ends[0]["totals"] for e in ends)
        assert ends[0]["winner_team"] == max(range(sides), key=lambda s: ends[0]["totals"][s])
        for c, msgs in zip(clients, seen):
            seats = [m for m in msgs if m["type"] == "seats"][-1]["seats"]
            assert len(seats) == players and all(s["player"] == "human" for s in seats)
            assert c.view.phase == "game_over" and len(c.view.hand_counts) == players
            assert any(m["type"] == "request" for m in msgs)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)


@pytest.mark.parametrize("way", ["three", "rector", "two_hand", "individual"])
def test_one_player_and_bots_in_every_way_leak_no_card(way):
    """Pile cards face down are never sent, not even to their owner."""

    async def main():
        rec = LeakRecorder()
        from botifarra_desktop.engine import Rules

        host = TableHost(HostConfig(bot_think=0, rules=Rules(way_name=way), human_seats=(0,), hand_pause=0, max_hands=2, seed=3),
                         random_bots(2), wire_tap=rec)
        rec.host = host
        port = await host.start(LOOPBACK, 0)
        c = TableClient()
        await c.connect(LOOPBACK, port, "Solo")
        seen = await answer_requests(c, random.Random(4))
        assert seen[-1]["type"] == "game_over" and seen[-1]["hands_played"] >= 1
        assert rec.messages > 50 and not rec.leaks
        if WAY_TABLE[way].piles:
            states = [m for m in seen if m["type"] == "state"]
            assert any(m["view"]["piles"] for m in states)
        await c.close()
        await host.close()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_more_players_than_the_way_seats_is_a_clear_error(capsys):
    for bad in (["--game", "rector", "--humans", "3"], ["--game", "three", "--humans", "4"],
                ["--game", "bridge", "--humans", "1"]):
        with pytest.raises(SystemExit) as exc:
            headless.main(["--port", "0", "--bind", LOOPBACK, *bad])
        assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "rector seats 2 players, not 3" in err and "three seats 3 players, not 4" in err
    with pytest.raises(ValueError, match="seats 0-2"):
        from botifarra_desktop.engine import Rules

        HostConfig(bot_think=0, rules=Rules(way_name="three"), human_seats=(0, 3))


def test_a_version_1_client_gets_protocol_mismatch():
    async def main():
        host = TableHost(HostConfig(bot_think=0), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        writer.write(b'{"type":"hello","protocol":1,"name":"Old"}\n')
        line = await asyncio.wait_for(reader.readline(), WAIT)
        assert b'"protocol_mismatch"' in line and b"version %d" % PROTOCOL_VERSION in line
        writer.close()
        await host.close()

    asyncio.run(main())
