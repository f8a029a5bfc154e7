"""Full games over loopback TCP, joining errors, turn checks and chat."""

import asyncio
import random
import threading

import pytest
from net_testkit import LOOPBACK, WAIT, LeakRecorder, answer_requests, random_bots, wait_for_type, wait_until

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.protocol import PROTOCOL_VERSION


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _table(config, seed=0, tap=None):
    host = TableHost(config, random_bots(seed), wire_tap=tap)
    if tap is not None:
        tap.host = host
    port = await host.start(LOOPBACK, 0)
    return host, port


async def _join(port, n, **kw):
    clients = []
    for i in range(n):
        c = TableClient()
        await c.connect(LOOPBACK, port, f"Player{i}", **kw)
        clients.append(c)
    return clients


def test_four_tcp_clients_play_a_whole_game_to_the_target():
    async def main():
        rec = LeakRecorder()
        host, port = await _table(HostConfig(bot_think=0, rules=Rules(target=101), human_seats=(0, 1, 2, 3), hand_pause=0,
                                             seed=11), tap=rec)
        clients = await _join(port, 4)
        assert sorted(c.seat for c in clients) == [0, 1, 2, 3]
        seen = await asyncio.gather(*(answer_requests(c, random.Random(i)) for i, c in enumerate(clients)))
        ends = [s[-1] for s in seen]
        table = host.session
        assert all(e["type"] == "game_over" and e["reason"] == "game_over" for e in ends)
        assert all(e["winner_team"] == table.winner and e["totals"] == list(table.totals) for e in ends)
        assert max(table.totals) >= 101
        # Every request listed exactly the options the session offered, and only to the seat to act.
        for c, msgs in zip(clients, seen):
            assert c.view.seat == c.seat and c.view.phase == "game_over"
            reqs = [m for m in msgs if m["type"] == "request"]
            assert reqs and all(m["options"] for m in reqs)
        assert rec.messages > 1000 and not rec.leaks
        await host.close()
        for c in clients:
            await c.close()

    run(main())


def test_one_player_with_three_bots_and_a_hand_limit():
    async def main():
        host, port = await _table(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(2,), hand_pause=0, max_hands=2, seed=4))
        (c,) = await _join(port, 1)
        assert c.seat == 2
        msgs = await answer_requests(c, random.Random(1))
        assert msgs[-1]["type"] == "game_over" and msgs[-1]["reason"] == "hands_done"
        assert msgs[-1]["hands_played"] == 2
        seats = [m for m in msgs if m["type"] == "seats"][-1]
        assert [s["player"] for s in seats["seats"]] == ["bot", "bot", "human", "bot"]
        await host.close()
        closing = await wait_for_type(c, "host_closing")
        assert closing["reason"]
        assert (await wait_for_type(c, "disconnected"))["type"] == "disconnected"

    run(main())


def test_join_errors_are_clear_and_close_only_that_connection():
    async def main():
        host, port = await _table(HostConfig(bot_think=0, human_seats=(0, 1), password="pa ss", hand_pause=0))
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "Anna")
        assert exc.value.code == "wrong_password" and "password" in exc.value.message
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "Anna", password="wrong")
        assert exc.value.code == "wrong_password"
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "Anna", password="pa ss", token="not-a-token")
        assert exc.value.code == "bad_token"
        # A client speaking another protocol version.
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        writer.write(b'{"type":"handshake","protocol":%d,"key":"AAAA"}\n' % (PROTOCOL_VERSION + 1))
        line = await asyncio.wait_for(reader.readline(), WAIT)
        assert b'"protocol_mismatch"' in line
        assert await asyncio.wait_for(reader.read(), WAIT) == b""  # closed by the host
        writer.close()
        a, b = await _join(port, 2, password="pa ss")
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "Late", password="pa ss")
        assert exc.value.code == "table_full"
        assert a.connected and b.connected
        await host.close()

    run(main())


def test_nothing_connects_on_a_closed_port():
    async def main():
        host, port = await _table(HostConfig(bot_think=0))
        await host.close()
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "Anna", timeout=5)
        assert exc.value.code in ("unreachable", "closed")

    run(main())


def test_out_of_turn_foreign_cards_and_other_seats_are_refused_and_play_goes_on():
    async def main():
        host, port = await _table(HostConfig(bot_think=0, human_seats=(0, 1, 2, 3), hand_pause=0, max_hands=1, seed=8))
        clients = await _join(port, 4)
        by_seat = {c.seat: c for c in clients}
        req = host.session.pending()
        actor = by_seat[req.seat]
        other = by_seat[(req.seat + 1) % 4]
        await wait_for_type(actor, "request")
        await other.send({"type": "declare", "choice": "O"})
        assert (await wait_for_type(other, "error"))["code"] == "out_of_turn"
        await actor.send({"type": "declare", "choice": "O", "seat": other.seat})
        assert (await wait_for_type(actor, "error"))["code"] == "not_your_seat"
        await actor.send({"type": "play", "card": "1O"})
        assert (await wait_for_type(actor, "error"))["code"] == "wrong_phase"
        await actor.send({"type": "declare", "choice": "nope"})
        err = await wait_for_type(actor, "error")
        assert err["code"] == "invalid_choice"
        await actor.declare("botifarra")
        # Doubling passes, then someone must play: try a card held by another seat.
        while host.session.pending().action != "play":
            r = host.session.pending()
            await by_seat[r.seat].double("pass")
            await wait_for_type(by_seat[r.seat], "state")
        r = host.session.pending()
        await wait_for_type(by_seat[r.seat], "request")
        foreign = host.session.view((r.seat + 1) % 4).hand[0]
        await by_seat[r.seat].send({"type": "play", "card": foreign})
        err = await wait_for_type(by_seat[r.seat], "error")
        assert err["code"] == "not_in_hand"
        await by_seat[r.seat].send({"type": "play", "card": "13X"})
        assert (await wait_for_type(by_seat[r.seat], "error"))["code"] == "unknown_card"
        assert host.session.view(r.seat).hand_counts == (12, 12, 12, 12)  # nothing changed
        await by_seat[r.seat].play(host.session.pending().options[0])
        await wait_for_type(by_seat[r.seat], "state")  # the request answered above is behind us
        ends = await asyncio.gather(*(answer_requests(c, random.Random(i)) for i, c in enumerate(clients)))
        assert all(e[-1]["type"] == "game_over" for e in ends)
        await host.close()

    run(main())


def test_chat_is_cleaned_and_ready_deals_the_next_hand_without_waiting():
    async def main():
        # The pause between hands is an hour: only "ready" from everyone can deal hand 2.
        host, port = await _table(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1, 2), hand_pause=3600,
                                             max_hands=2, seed=2))
        a, b = await _join(port, 2)  # the third player is not there yet: chat in the lobby
        await a.chat("Bon\x00 dia\u202e \n a tothom " + "!" * 1000)
        for c in (a, b):
            msg = await wait_for_type(c, "chat")
            assert msg["seat"] == a.seat and msg["name"] == "Player0"
            assert msg["text"].startswith("Bon dia a tothom !!!") and len(msg["text"]) == 300
        await a.send({"type": "chat", "text": 42})
        assert (await wait_for_type(a, "error"))["code"] == "bad_message"
        await a.send({"type": "play", "card": "1O"})
        assert (await wait_for_type(a, "error"))["code"] == "not_started"
        c3 = TableClient()
        await c3.connect(LOOPBACK, port, "Third")

        async def play_hand(c, rng):
            await answer_requests(c, rng, until="hand_over")
            await c.ready()
            return await answer_requests(c, rng)

        ends = await asyncio.gather(*(play_hand(c, random.Random(i)) for i, c in enumerate((a, b, c3))))
        assert [e[-1]["hands_played"] for e in ends] == [2, 2, 2]
        await host.close()

    run(main())


def test_table_rules_accept_an_illegal_card_and_the_other_side_claims_it():
    async def main():
        host, port = await _table(HostConfig(bot_think=0, rules=Rules(target=10000, table_rules=True), human_seats=(0, 1, 2, 3),
                                             hand_pause=0, max_hands=1, seed=21))
        clients = await _join(port, 4)
        by_seat = {c.seat: c for c in clients}
        rng = random.Random(3)
        offender = None
        for _ in range(200):  # answer requests until someone can play an illegal card
            r = host.session.pending()
            c = by_seat[r.seat]
            req = await wait_for_type(c, "request")
            illegal = [card for card in host.session.view(r.seat).hand if card not in req["options"]]
            if req["action"] == "play" and illegal:
                await c.play(illegal[0])
                offender = r.seat
                await wait_for_type(c, "state")
                break
            await c.act(req["action"], rng.choice(req["options"]))
            await wait_for_type(c, "state")
        assert offender is not None
        partner = by_seat[offender ^ 2]
        await partner.claim()  # one's own side cannot claim
        assert (await wait_for_type(partner, "error"))["code"] == "claim_refused"
        claimer = by_seat[(offender + 1) % 4]
        await claimer.claim()
        scored = await wait_until(claimer, lambda m: m["type"] == "event" and m["event"]["type"] == "hand_scored")
        assert scored["event"]["result"]["claimed_by"] == claimer.seat
        assert (await wait_for_type(claimer, "game_over"))["hands_played"] == 1
        await host.close()

    run(main())


def test_bots_think_off_the_event_loop_and_a_failing_bot_does_not_stop_the_table():
    release = threading.Event()
    thinking = threading.Event()

    class SlowBot:
        def decide(self, view):
            thinking.set()
            assert release.wait(WAIT), "never released"
            return (view.legal if view.phase == "play" else view.options)[0]

    class BrokenBot:
        def decide(self, view):
            raise RuntimeError("bot bug")

    def bots(seat):
        return SlowBot() if seat == 1 else BrokenBot()

    async def main():
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0,), hand_pause=0, max_hands=1,
                                    seed=1), bots)
        port = await host.start(LOOPBACK, 0)
        (c,) = await _join(port, 1)
        loop = asyncio.get_running_loop()
        # Drive until the slow bot is thinking; the host must still answer a ping meanwhile.
        playing = loop.create_task(answer_requests(c, random.Random(0), until="pong"))
        await loop.run_in_executor(None, thinking.wait, WAIT)
        assert thinking.is_set()
        await c.send({"type": "ping", "id": "still there?"})
        seen = await asyncio.wait_for(playing, WAIT)
        assert seen[-1] == {"type": "pong", "id": "still there?"}
        release.set()
        end = await answer_requests(c, random.Random(0))
        assert end[-1]["type"] == "game_over" and end[-1]["hands_played"] == 1
        await host.close()

    try:
        run(main())
    finally:
        release.set()
