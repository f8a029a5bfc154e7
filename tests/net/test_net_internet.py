"""Tables across the internet, against magic-wormhole's real mailbox server and transit relay on 127.0.0.1."""

from __future__ import annotations

import asyncio
import io
import os
import random
import re
import subprocess
import sys
import time

import pytest
from internet_kit import LOOPBACK, RecordingProxy, dead_port
from net_testkit import WAIT, answer_requests, random_bots

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.codes import WORDS, entropy_bits, looks_like_code, make_code, parse_code
from botifarra_desktop.net.headless import run_command
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.internet import InternetInviter, InternetSettings, code_route, rejoin_route
from botifarra_desktop.net.mailbox import Mailbox


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


def test_a_dropped_guest_comes_back_through_the_relay_without_a_new_code(wormhole_servers):
    async def main():
        host, inviter = await _table(wormhole_servers, HostConfig(
            bot_think=0, rules=Rules(target=None, hands=2), max_hands=2, human_seats=(1,), hand_pause=0, seed=8,
            grace=60))
        settings = wormhole_servers.settings()
        code = (await _codes(inviter, (1,)))[1]
        guest, welcome = await _join_by_code(settings, code, "Carme")
        assert welcome["seat"] == 1 and not welcome["reconnected"]
        await until(lambda: host.game_no == 1)
        first_token, key = guest.token, guest.table_key
        await guest.close()  # the guest's connection ends mid-game
        await until(lambda: host.slots[1].conn is None)
        assert host.slots[1].token == first_token  # away: the seat waits for its player
        assert 1 not in inviter.codes()  # and no new code is made for it
        route = rejoin_route(settings, first_token)
        back = TableClient()
        again = await back.connect("internet", 0, "Carme", token=first_token, table_key=key, password=route.password,
                                   dial=route.dial, timeout=15)
        assert again["seat"] == 1 and again["reconnected"] and back.token != first_token
        assert host.slots[1].conn is not None and host.slots[1].conn.address.startswith("internet-rejoin:")
        seen = await answer_requests(back, random.Random(4))
        assert seen[-1]["type"] == "game_over"
        # The old token's rejoin point is gone with it: it finds no table.
        stale = rejoin_route(settings, first_token)
        with pytest.raises(JoinError) as err:
            await TableClient().connect("internet", 0, "X", token=first_token, password=stale.password,
                                        dial=stale.dial, timeout=15)
        assert err.value.code == "unknown_code"
        await inviter.close()
        await host.close()
        await back.close()

    run(main())


def test_a_wrong_code_is_refused_and_burnt_and_the_seat_gets_a_new_one(wormhole_servers):
    async def main():
        host, inviter = await _table(wormhole_servers, HostConfig(bot_think=0, human_seats=(0, 1), seed=2))
        settings = wormhole_servers.settings()
        codes = await _codes(inviter, (0, 1))
        nameplate, words = codes[0].split("-", 1)
        wrong = f"{nameplate}-{'manilla' if not words.startswith('manilla') else 'contro'}-{words.split('-')[1]}"
        with pytest.raises(JoinError) as err:
            await _join_by_code(settings, wrong, "Intrus")
        assert err.value.code == "wrong_password"
        assert all(s.conn is None for s in host.slots)
        fresh = await _codes(inviter, (0,), old=codes)
        assert fresh[0] != codes[0] and inviter.codes()[1] == codes[1]  # only the guessed code was burnt
        with pytest.raises(JoinError) as err:  # the right words are worth nothing now: one guess per code
            await _join_by_code(settings, codes[0], "Dolors")
        assert err.value.code in ("unknown_code", "wrong_password")
        guest, welcome = await _join_by_code(settings, (await _codes(inviter, (0,), old=codes))[0], "Dolors")
        assert welcome["seat"] == 0
        await inviter.close()
        await host.close()
        await guest.close()

    run(main())


def test_unknown_code_dead_mailbox_and_dead_relay_fail_within_seconds(wormhole_servers):
    async def main():
        good = wormhole_servers.settings()
        failures = {}
        for what, settings, code in (
            ("unknown", good, "98765-manilla-contro"),
            ("mailbox", InternetSettings(mailbox=f"ws://{LOOPBACK}:{dead_port()}/v1", relay=good.relay),
             "6-manilla-contro"),
            ("not a mailbox", InternetSettings(mailbox=f"ws://{LOOPBACK}:{wormhole_servers.relay_port}/v1",
                                               relay=good.relay), "6-manilla-contro"),
        ):
            started = time.monotonic()
            with pytest.raises(JoinError) as err:
                await _join_by_code(settings, code, "Eva", timeout=10)
            failures[what] = (err.value.code, err.value.message, time.monotonic() - started)
        assert failures["unknown"][0] == "unknown_code" and "new code" in failures["unknown"][1]
        assert failures["mailbox"][0] == "mailbox_unreachable" and "mailbox" in failures["mailbox"][1]
        assert failures["not a mailbox"][0] in ("mailbox_unreachable", "mailbox_timeout")
        assert all(seconds < 12 for _c, _m, seconds in failures.values())
        # A table whose relay is dead: its code is found, then the relay cannot be reached, on both sides.
        dead_relay = InternetSettings(mailbox=good.mailbox, relay=f"tcp:{LOOPBACK}:{dead_port()}")
        host = TableHost(HostConfig(bot_think=0, human_seats=(0,)), random_bots(1))
        await host.start(LOOPBACK, 0)
        inviter = InternetInviter(host, dead_relay, retry_after=0.1)
        inviter.start()
        code = (await _codes(inviter, (0,)))[0]
        started = time.monotonic()
        with pytest.raises(JoinError) as err:
            await _join_by_code(dead_relay, code, "Eva", timeout=10)
        assert err.value.code == "relay_unreachable" and "relay" in err.value.message
        assert time.monotonic() - started < 12
        await until(lambda: inviter.codes().get(0) not in (None, code))  # the host made a new code meanwhile
        await inviter.close()
        # A host whose mailbox is dead says so, and keeps the table running.
        dead = InternetSettings(mailbox=f"ws://{LOOPBACK}:{dead_port()}/v1", relay=good.relay)
        inviter = InternetInviter(host, dead, retry_after=30)
        inviter.start()
        await until(lambda: inviter.invitations.get(0) is not None and inviter.invitations[0].state == "failed")
        assert "mailbox" in inviter.invitations[0].message and not host.closing
        await inviter.close()
        await host.close()

    run(main())


def test_the_relay_forwards_nothing_of_the_game_in_clear(wormhole_servers):
    async def main():
        proxy = RecordingProxy(wormhole_servers.relay_port)
        await proxy.start()
        settings = wormhole_servers.settings(relay=f"tcp:{LOOPBACK}:{proxy.port}")
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=None, hands=2), max_hands=2,
                                    human_seats=(0, 1, 2, 3), hand_pause=0, seed=13), random_bots(5))
        await host.start(LOOPBACK, 0)
        inviter = InternetInviter(host, settings)
        inviter.start()
        codes = await _codes(inviter, (0, 1, 2, 3))
        names = ["Ferran", "Gemma", "Helena", "Isidre"]
        clients = [(await _join_by_code(settings, codes[i], names[i]))[0] for i in range(4)]
        tokens = [c.token for c in clients]
        seen = await asyncio.gather(*(answer_requests(c, random.Random(i)) for i, c in enumerate(clients)))
        assert all(s[-1]["type"] == "game_over" for s in seen)
        chat_line = "secret chat line"
        await clients[0].send({"type": "chat", "text": chat_line})
        await asyncio.sleep(0.3)
        wire = bytes(proxy.recorded)
        assert len(wire) > 20_000  # the whole game went through the relay
        for secret in [*names, *tokens, chat_line]:
            assert secret.encode() not in wire
        assert not re.search(rb'"(?:1[0-2]|[1-9])[OCEB]"', wire)  # no card as the protocol writes one
        kinds = {"hello", "welcome", "request", "event", "state", "seats", "game_over", "play", "declare", "chat",
                 "ready", "hand_over", "error"}
        for kind in kinds:
            assert f'"{kind}"'.encode() not in wire
        # In clear there is only the relay's handshake and each channel's two opening lines (keys).
        assert set(re.findall(rb'"type":"(\w+)"', wire)) == {b"handshake"}
        # two opening lines per guest, each recorded twice (host and guest both reach the relay through the proxy)
        assert len(re.findall(rb'"type":"handshake"', wire)) == 2 * 4 * 2
        await inviter.close()
        await host.close()
        for c in clients:
            await c.close()
        await proxy.close()

    run(main())


def test_botifarra_host_prints_codes_and_botifarra_join_plays_by_code(wormhole_servers):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    servers = ["--mailbox", wormhole_servers.mailbox, "--relay", wormhole_servers.relay]
    host = subprocess.Popen([sys.executable, "-m", "botifarra_desktop.net.headless", "--port", "0", "--bind", LOOPBACK,
                             "--pause", "0", "--bot-think", "0", "--hands", "1", "--internet-seats", "2", *servers],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=root)
    joins = []
    try:
        codes, lines = {}, []
        while len(codes) < 2:
            line = host.stdout.readline()
            assert line, f"botifarra-host ended: {lines} {host.stderr.read()}"
            lines.append(line)
            found = re.match(r"Seat (\d): code (\d+-[a-z]+-[a-z]+)$", line.strip())
            if found:
                codes[int(found.group(1))] = found.group(2)
        assert any("table code" in line for line in lines) and sorted(codes) == [0, 2]
        # One guest gives the servers on the command line, the other in the environment.
        joins.append(subprocess.Popen([sys.executable, "-m", "botifarra_desktop.net.join", codes[0], "--bot", "easy",
                                       "--seed", "1", *servers], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      text=True, env=env, cwd=root))
        joins.append(subprocess.Popen([sys.executable, "-m", "botifarra_desktop.net.join", codes[2].upper(),
                                       "--bot", "easy", "--seed", "2"], stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, text=True, cwd=root,
                                      env=dict(env, BOTIFARRA_MAILBOX=wormhole_servers.mailbox,
                                               BOTIFARRA_RELAY=wormhole_servers.relay)))
        outs = [j.communicate(timeout=90) for j in joins]
        assert [j.returncode for j in joins] == [0, 0], outs
        assert all("Seated at seat" in o and "Game over after 1 hand(s)" in o for o, _e in outs)
        assert host.wait(timeout=30) == 0
    finally:
        for proc in (host, *joins):
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)


def test_botifarra_join_says_what_is_wrong_with_a_code(wormhole_servers, capsys):
    from botifarra_desktop.net import join

    with pytest.raises(SystemExit):
        join.main(["6-notaword-contro", "--bot", "easy"])
    assert "is not a Botifarra code" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        join.main(["6-manilla-contro", "--bot", "easy", "--mailbox", "http://example.org"])
    assert "not a mailbox address" in capsys.readouterr().err
    started = time.monotonic()
    status = join.main(["6-manilla-contro", "--bot", "easy", "--timeout", "5",
                        "--mailbox", f"ws://{LOOPBACK}:{dead_port()}/v1", "--relay", wormhole_servers.relay])
    assert status == 2 and time.monotonic() - started < 10
    assert "cannot join code 6-manilla-contro: Cannot reach the mailbox server" in capsys.readouterr().err


def test_botifarra_join_comes_back_through_the_relay_after_a_drop(wormhole_servers):
    from botifarra_desktop.net import join

    async def main():
        host, inviter = await _table(wormhole_servers, HostConfig(
            bot_think=0, rules=Rules(target=None, hands=2), max_hands=2, human_seats=(3,), hand_pause=0.5, seed=4,
            grace=60))
        code = (await _codes(inviter, (3,)))[3]
        args = join.build_parser().parse_args([code, "--bot", "easy", "--seed", "3", "--mailbox",
                                               wormhole_servers.mailbox, "--relay", wormhole_servers.relay])
        out = io.StringIO()
        playing = asyncio.get_running_loop().create_task(join.run(args, out=out))
        await until(lambda: host.game_no == 1 and host.slots[3].conn is not None)
        host.slots[3].conn.abort()  # the line goes dead: botifarra-join finds its way back by itself
        try:
            await until(lambda: host.slots[3].conn is not None
                        and host.slots[3].conn.address.startswith("internet-rejoin:"))
        except AssertionError:
            raise AssertionError(out.getvalue()) from None
        assert await asyncio.wait_for(playing, WAIT * 2) == 0
        text = out.getvalue()
        assert "Back at the table" in text and "Game over after 2 hand(s)" in text
        await inviter.close()
        await host.close()

    run(main())


def test_a_code_someone_else_holds_is_crowded_and_the_host_renews_it(wormhole_servers):
    async def main():
        host, inviter = await _table(wormhole_servers, HostConfig(bot_think=0, human_seats=(0,), seed=6))
        settings = wormhole_servers.settings()
        code = (await _codes(inviter, (0,)))[0]
        squatter = Mailbox(settings.mailbox)  # a stranger claims the nameplate and sits on it
        await squatter.connect()
        await squatter.open(await squatter.claim(code.split("-")[0]))
        with pytest.raises(JoinError) as err:
            await _join_by_code(settings, code, "Jordi")
        assert err.value.code == "crowded" and "new one" in err.value.message
        assert f"seat 0: - (open), code {code}" in run_command(host, "seats", inviter)
        assert run_command(host, "renew 0", inviter).startswith("seat 0: its code is withdrawn")
        fresh = (await _codes(inviter, (0,), old={0: code}))[0]
        guest, welcome = await _join_by_code(settings, fresh, "Jordi")
        assert welcome["seat"] == 0
        assert "no internet code waiting" in run_command(host, "renew 0", inviter)
        await squatter.release_and_close()
        await inviter.close()
        await host.close()
        await guest.close()

    run(main())


def test_codes_are_read_aloud_friendly_and_carry_eight_bits_a_word():
    assert len(set(WORDS)) == 256 and all(w.isascii() and w.isalpha() and w.islower() for w in WORDS)
    code = make_code("12", words=4)
    nameplate, words = parse_code(code)
    assert nameplate == "12" and len(words.split("-")) == 4 and entropy_bits(4) == 32
    assert parse_code("  6 Manilla  Contró ") == ("6", "manilla-contro")  # heard, typed with accents and spaces
    assert parse_code("6-manilla-xyz") is None and looks_like_code("6-manilla-xyz")  # a typo: said so, not an address
    assert parse_code("192.168.1.20") is None and not looks_like_code("192.168.1.20:47047")
    assert not looks_like_code("pc-3") and parse_code("6") is None
    with pytest.raises(ValueError):
        make_code("6", words=0)


def test_a_lan_guest_and_an_internet_guest_share_a_table(wormhole_servers):
    async def main():
        host = TableHost(HostConfig(bot_think=0, rules=Rules(target=None, hands=1), max_hands=1, human_seats=(0, 2),
                                    hand_pause=0, seed=9), random_bots(2))
        port = await host.start(LOOPBACK, 0)
        inviter = InternetInviter(host, wormhole_servers.settings(), seats=(2,))
        inviter.start()
        code = (await _codes(inviter, (2,)))[2]
        assert set(inviter.codes()) == {2}  # only the invited seat has a code
        lan = TableClient()
        assert (await lan.connect(LOOPBACK, port, "Laia"))["seat"] == 0
        assert inviter.codes() == {2: code}  # the LAN guest took the first free seat, not the invited one
        far, welcome = await _join_by_code(wormhole_servers.settings(), code, "Marc")
        assert welcome["seat"] == 2 and far.table_code == lan.table_code
        seen = await asyncio.gather(answer_requests(lan, random.Random(1)), answer_requests(far, random.Random(2)))
        assert all(s[-1]["type"] == "game_over" for s in seen)
        assert host.slots[0].conn.address == LOOPBACK and host.slots[2].conn.address.startswith("internet:")
        await inviter.close()
        await host.close()
        await lan.close()
        await far.close()

    run(main())
