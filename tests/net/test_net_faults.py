"""Drops, the grace period, bots taking a seat, token reclaim, a closing host."""

import asyncio
import random

import pytest
from net_testkit import LOOPBACK, WAIT, LeakRecorder, RawPeer, answer_requests, random_bots, wait_for_type, wait_until

from botifarra_desktop.engine import Rules
from botifarra_desktop.net import admission
from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.views import view_to_dict


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _table(config, tap=None):
    host = TableHost(config, random_bots(3), wire_tap=tap)
    if tap is not None:
        tap.host = host
    return host, await host.start(LOOPBACK, 0)


async def _join(port, n):
    clients = []
    for i in range(n):
        c = TableClient()
        await c.connect(LOOPBACK, port, f"Player{i}")
        clients.append(c)
    return clients


def test_a_dropped_player_takes_the_seat_back_during_the_grace_period_with_full_state():
    async def main():
        rec = LeakRecorder()
        host, port = await _table(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1, 2, 3), grace=60,
                                             hand_pause=0, max_hands=1, seed=9), tap=rec)
        clients = await _join(port, 4)
        by_seat = {c.seat: c for c in clients}
        seat = host.session.pending().seat
        leaving = by_seat[seat]
        first_request = await wait_for_type(leaving, "request")
        token = leaving.token
        await leaving.close()
        other = by_seat[(seat + 1) % 4]
        seats = await wait_until(other, lambda m: m["type"] == "seats" and m["paused"])
        assert seats["seats"][seat]["status"] == "away"
        paused = await wait_for_type(other, "paused")
        assert paused["seat"] == seat and 0 < paused["seconds_left"] <= 60
        await other.send({"type": "chat", "text": "on ets?"})  # the table still talks while paused
        assert (await wait_for_type(other, "chat"))["text"] == "on ets?"
        await other.declare("O")  # the table waits on the away seat's turn, nobody else's
        assert (await wait_for_type(other, "error"))["code"] == "out_of_turn"

        back = TableClient()
        welcome = await back.connect(LOOPBACK, port, "Back again", token=token)
        assert welcome["seat"] == seat and welcome["reconnected"]
        assert welcome["token"] != token and back.token == welcome["token"]  # a new token on every reconnect
        state = await wait_for_type(back, "state")
        assert state["view"] == view_to_dict(host.session.view(seat))
        assert back.view.hand == host.session.view(seat).hand and len(back.view.hand) == 12
        request = await wait_for_type(back, "request")
        assert request["action"] == first_request["action"] and request["options"] == first_request["options"]
        seen = {}
        while not {"player_back", "resumed"} <= seen.keys():  # resumed at once, player_back with the next seats
            msg = await wait_until(other, lambda m: m["type"] in ("player_back", "resumed"))
            seen[msg["type"]] = msg
        assert seen["player_back"]["name"] == "Back again"

        by_seat[seat] = back
        await back.act(request["action"], request["options"][0])
        ends = await asyncio.gather(*(answer_requests(c, random.Random(s)) for s, c in by_seat.items()))
        assert all(e[-1]["type"] == "game_over" for e in ends)
        assert not rec.leaks
        await host.close()

    run(main())


def test_after_the_grace_period_a_bot_plays_the_seat_until_the_player_comes_back():
    async def main():
        host, port = await _table(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1), grace=0.2,
                                             hand_pause=0, max_hands=2, seed=5))
        stay, leave = await _join(port, 2)
        token, seat = leave.token, leave.seat
        await leave.close()
        rng = random.Random(1)
        # The one who stays keeps answering (the table waits on the away seat only on its turn); after
        # the grace period a bot takes the seat and play goes on.
        kinds = []
        while "bot_took_seat" not in kinds:
            msg = await asyncio.wait_for(stay.messages.get(), WAIT)
            kinds.append(msg["type"])
            if msg["type"] == "bot_took_seat":
                assert msg["seat"] == seat
            if msg["type"] == "request":
                await stay.act(msg["action"], rng.choice(msg["options"]))
        # The bot plays on: wait for a card of the left seat while the stayer answers its own requests.
        seats, played, held = None, False, None
        while seats is None or not played:
            msg = await asyncio.wait_for(stay.messages.get(), WAIT)
            if msg["type"] == "request":
                if played:  # hold the game here until the player is back (no bot thinks for the stayer)
                    held = msg
                else:
                    await stay.act(msg["action"], rng.choice(msg["options"]))
            if msg["type"] == "seats" and not msg["paused"]:
                seats = msg
            if msg["type"] == "event" and msg["event"].get("seat") == seat and msg["event"]["type"] in (
                    "card_played", "declared", "double_passed", "double_called", "delegated"):
                played = True
        assert seats["seats"][seat]["status"] == "bot" and seats["seats"][seat]["player"] == "human"
        back = TableClient()
        welcome = await back.connect(LOOPBACK, port, "Back", token=token)
        assert welcome["reconnected"] and welcome["seat"] == seat
        state = await wait_for_type(back, "state")
        assert state["view"]["seat"] == seat and back.view.hand == host.session.view(seat).hand
        if held is not None:
            await stay.act(held["action"], rng.choice(held["options"]))
        ends = await asyncio.gather(answer_requests(stay, rng), answer_requests(back, random.Random(2)))
        assert [e[-1]["hands_played"] for e in ends] == [2, 2]
        back_requests = [m for m in ends[1] if m["type"] == "request"]
        assert back_requests  # the seat is the player's again
        await host.close()

    run(main())


def test_a_token_never_takes_a_seat_whose_connection_answers_but_takes_one_that_is_silent():
    async def main():
        host, port = await _table(HostConfig(bot_think=0, human_seats=(0, 1)))
        host.takeover_probe = 0.5
        (a,) = await _join(port, 1)
        # The seat's connection answers the host's ping: the token does not take the seat over.
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "Thief", token=a.token)
        assert exc.value.code == "seat_in_use"
        assert a.connected and host.slots[a.seat].conn is not None and host.slots[a.seat].name != "Thief"
        await a.send({"type": "ping", "id": 1})
        assert (await wait_for_type(a, "pong"))["id"] == 1
        # A connection that holds the seat and answers nothing (a machine gone to sleep) is replaced.
        silent = await RawPeer.connect(port)
        silent.hello("Sleepy")
        welcome = await silent.message_of("welcome")
        b = TableClient()
        welcome = await b.connect(LOOPBACK, port, "Same player", token=welcome["token"])
        assert welcome["seat"] == 1 and welcome["reconnected"]
        assert host.slots[1].conn is not None and host.slots[1].name == "Same player"
        silent.close()
        c = TableClient()
        with pytest.raises(JoinError) as exc:
            await c.connect(LOOPBACK, port, "Friend")  # both seats are held
        assert exc.value.code == "table_full"
        assert (await wait_for_type(b, "state"))["view"]["seat"] == b.seat  # the game started
        await host.close()

    run(main())


def test_a_silent_connection_is_closed_and_a_lobby_drop_frees_the_seat():
    async def main():
        host, port = await _table(HostConfig(bot_think=0, human_seats=(0, 1), hello_timeout=0.2))
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        line = await asyncio.wait_for(reader.readline(), WAIT)  # a silent connection hears only that
        assert b'"hello_timeout"' in line
        assert await asyncio.wait_for(reader.read(), WAIT) == b""
        writer.close()
        (a,) = await _join(port, 1)
        assert host.info()["free_seats"] == 1
        await a.close()
        for _ in range(3000):  # the host notices the drop soon; bounded anyway
            if host.info()["free_seats"] == 2:
                break
            await asyncio.sleep(0.01)
        assert host.info()["free_seats"] == 2
        b, c = await _join(port, 2)
        assert {b.seat, c.seat} == {0, 1}
        await host.close()
        for x in (b, c):
            assert (await wait_for_type(x, "host_closing"))["reason"]

    run(main())


def test_silent_sockets_cannot_keep_a_player_from_its_seat(monkeypatch):
    monkeypatch.setattr(admission, "SILENT_GRACE", 0.0)  # silent at once: the oldest makes room

    async def main():
        host, port = await _table(HostConfig(bot_think=0, human_seats=(0, 1), max_connections=3, grace=60))
        a, b = await _join(port, 2)
        token, seat = a.token, a.seat
        await a.close()
        await wait_until(b, lambda m: m["type"] == "seats" and m["seats"][seat]["status"] == "away")
        silent = []
        for _ in range(4):
            silent.append(await asyncio.open_connection(LOOPBACK, port))
            for _ in range(3000):  # until the host has accepted it; bounded anyway
                if len(host.conns) >= min(len(silent), 3) + 1:
                    break
                await asyncio.sleep(0.01)
        # The fourth silent socket pushed out the first.
        assert b'"server_busy"' in await asyncio.wait_for(silent[0][0].readline(), WAIT)
        back = TableClient()
        welcome = await back.connect(LOOPBACK, port, "A", token=token)
        assert welcome["reconnected"] and welcome["seat"] == 0
        assert b'"server_busy"' in await asyncio.wait_for(silent[1][0].readline(), WAIT)
        for _, w in silent:
            w.close()
        await host.close()

    run(main())


def test_the_local_player_leaving_is_away_and_comes_back_with_its_token():
    async def main():
        rec = LeakRecorder()
        host, port = await _table(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1), grace=60,
                                             hand_pause=0, max_hands=1, seed=12), tap=rec)
        got = []
        local = host.join_local("Host", got.append)
        assert local.seat == 0 and got[0]["type"] == "welcome"
        token = got[0]["token"]
        (remote,) = await _join(port, 1)
        assert any(m["type"] == "state" for m in got)  # the game started: the local seat got its view
        host.leave_local(local)
        await wait_until(remote, lambda m: m["type"] == "seats" and m["seats"][0]["status"] == "away")
        again = []
        back = host.join_local("Host", again.append, token=token)
        assert back.seat == 0 and again[0]["reconnected"]
        state = next(m for m in again if m["type"] == "state")
        assert state["view"]["hand"] == list(host.session.view(0).hand)
        await wait_until(remote, lambda m: m["type"] == "seats" and m["seats"][0]["status"] == "connected")
        # Let the local seat answer its requests from here on, the way a UI would.
        rng = random.Random(3)

        def answer(msg):
            if msg["type"] == "request":
                key = {"declare": "choice", "double": "call", "play": "card"}[msg["action"]]
                asyncio.get_running_loop().call_soon(
                    host.receive_local, back, {"type": msg["action"], key: rng.choice(msg["options"])})

        back.deliver = answer
        pending = [m for m in again if m["type"] == "request"]
        for m in pending:
            answer(m)
        end = await answer_requests(remote, random.Random(4))
        assert end[-1]["type"] == "game_over"
        assert not rec.leaks and rec.messages > 100
        await host.close()

    run(main())


def test_with_nobody_left_at_the_table_the_bots_wait_for_someone_to_come_back():
    async def main():
        host, port = await _table(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1), grace=0,
                                             hand_pause=0, max_hands=1, seed=13))
        a, b = await _join(port, 2)
        token = a.token
        await a.close()
        await b.close()
        for _ in range(3000):  # until the host has seen both go; bounded anyway
            if [s.status for s in host.slots[:2]] == ["bot", "bot"]:
                break
            await asyncio.sleep(0.01)
        assert [s.status for s in host.slots[:2]] == ["bot", "bot"]
        await asyncio.sleep(0.2)  # a bot already thinking may finish its move
        actions = len(host.session.actions)
        await asyncio.sleep(0.3)  # (only a bug can make this fail: slowness cannot)
        assert len(host.session.actions) == actions and not host.session.over
        back = TableClient()
        assert (await back.connect(LOOPBACK, port, "A", token=token))["reconnected"]
        end = await answer_requests(back, random.Random(1))
        assert end[-1]["type"] == "game_over"
        await host.close()

    run(main())
