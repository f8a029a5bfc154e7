"""The socket-free client core: four of them play a whole game against the host in memory."""

import asyncio
import random

import pytest
from net_testkit import random_bots

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client_core import ClientCore
from botifarra_desktop.net.codec import DecodeError
from botifarra_desktop.net.host import HostConfig, TableHost


def test_four_cores_play_a_whole_game_in_memory():
    async def main():
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=51), human_seats=(0, 1, 2, 3), hand_pause=0, seed=4),
                         random_bots(1))
        loop = asyncio.get_running_loop()
        done = asyncio.Event()
        cores, conns, ends = [], [None] * 4, []

        def player(i):
            core, rng = ClientCore(), random.Random(i)

            def deliver(msg):
                assert core.receive(msg)
                if msg["type"] == "welcome":
                    core.welcomed(msg)
                elif msg["type"] == "request":
                    answer = core.answer(msg["action"], rng.choice(msg["options"]))
                    assert core.request is None
                    loop.call_soon(host.receive_local, conns[i], answer)
                elif msg["type"] == "game_over":
                    ends.append(msg)
                    if len(ends) == 4:
                        done.set()

            return core, deliver

        for i in range(4):
            core, deliver = player(i)
            cores.append(core)
            conns[i] = host.join_local(f"P{i}", deliver)
        await asyncio.wait_for(done.wait(), 60)
        assert sorted(c.seat for c in cores) == [0, 1, 2, 3]
        assert all(c.view.phase == "game_over" and c.view.seat == c.seat for c in cores)
        assert all(e["totals"] == list(host.session.totals) for e in ends) and max(host.session.totals) >= 51
        await host.close()

    asyncio.run(main())


def test_the_core_drops_what_it_cannot_read_and_refuses_unknown_actions():
    core = ClientCore()
    assert not core.receive(DecodeError("bad_json", "garbled"))
    assert not core.receive({"type": "state", "view": {"hand": "nonsense"}}) and core.view is None
    assert core.receive({"type": "request", "action": "play", "options": ["1O"]}) and core.request
    assert not core.receive({"type": "game_over"}) and core.request  # no reason, totals...: not read
    over = {"type": "game_over", "reason": "game_over", "winner_team": 0, "totals": [101, 40], "hands_played": 6}
    assert core.receive(over).message.totals == (101, 40) and core.request is None
    with pytest.raises(ValueError):
        core.answer("dance", "1O")
    assert core.answer("double", "pass") == {"type": "double", "call": "pass"}
