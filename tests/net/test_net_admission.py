"""Findings 4 and 5: joins survive connect floods, password guesses are throttled and told their wait,
tokens change on every reconnect, and a join/leave loop cannot flood a waiting player."""

import asyncio
import json
import socket

import pytest
from net_testkit import LOOPBACK, WAIT, RawPeer, random_bots, wait_until

from botifarra_desktop.net.admission import PasswordThrottle
from botifarra_desktop.net.channel import ClientOpening
from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.protocol import PROTOCOL_VERSION

FLOOD_FROM = "127.0.0.2"  # another loopback address: the attacker's machine


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 180))


def _second_loopback_works() -> bool:
    s = socket.socket()
    try:
        s.bind((FLOOD_FROM, 0))
        return True
    except OSError:
        return False
    finally:
        s.close()


needs_second_loopback = pytest.mark.skipif(not _second_loopback_works(), reason="127.0.0.2 is not usable here")


async def _flood(port: int, count: int, held: list, batch: int = 50, forever: bool = False) -> None:
    """Silent connections from another address, ``batch`` at a time and kept open: ``count`` of
    them, and on until the task is cancelled (bounded: 20 times ``count`` at most)."""

    async def one() -> None:
        try:
            held.append(await asyncio.open_connection(LOOPBACK, port, local_addr=(FLOOD_FROM, 0)))
        except OSError:
            pass

    for i in range(20 * count // batch):
        await asyncio.gather(*(one() for _ in range(batch)))
        await asyncio.sleep(0)
        if not forever and (i + 1) * batch >= count:
            return


@needs_second_loopback
def test_joins_and_token_reconnects_succeed_during_a_connect_flood():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1, 2, 3), grace=60), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        held: list = []
        # A player's connection in the middle of its opening outlives a flood from another address.
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        opening = ClientOpening(None)
        writer.write(opening.first_line())
        await _flood(port, 300, held)
        early = RawPeer(reader, writer)
        early.channel = opening.channel((await asyncio.wait_for(reader.readline(), WAIT)).strip())
        early.hello("Early")
        assert (await early.message())["type"] == "welcome"
        flood = asyncio.get_running_loop().create_task(_flood(port, 300, held, forever=True))
        while len(held) < 400:
            await asyncio.sleep(0.01)
        players = []
        for i in range(3):
            c = TableClient()
            await c.connect(LOOPBACK, port, f"P{i}")
            players.append(c)
        while len(held) < 600:
            await asyncio.sleep(0.01)
        flood.cancel()
        assert sorted(c.seat for c in players) == [1, 2, 3]
        # The flood never held more than its share of idle connections.
        idle = [x for x in host.conns if x.seat is None and not x.closed]
        assert len([x for x in idle if x.address == FLOOD_FROM]) <= host.config.max_per_address
        # A player drops and takes the seat back with its token during a second flood.
        token = players[0].token
        await players[0].close()
        await wait_until(players[1], lambda m: m["type"] == "seats" and m["seats"][1]["status"] == "away")
        flood = asyncio.get_running_loop().create_task(_flood(port, 300, held, forever=True))
        while len(held) < 700:
            await asyncio.sleep(0.01)
        back = TableClient()
        welcome = await back.connect(LOOPBACK, port, "P0", token=token)
        flood.cancel()
        assert welcome["reconnected"] and welcome["seat"] == 1
        # The old token is worth nothing now.
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "P0", token=token)
        assert exc.value.code == "bad_token"
        assert len(held) >= 700
        for _, w in held:
            w.close()
        writer.close()
        await host.close()
        for c in players[1:] + [back]:
            await c.close()

    run(main())


def test_eviction_takes_idle_connections_before_one_in_its_opening_and_never_one_that_said_hello():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1), password="secret", max_per_address=3,
                                    max_connections=3),
                         random_bots(1))
        port = await host.start(LOOPBACK, 0)
        # One joining player in the middle of its opening (its SPAKE2 message sent, no hello yet) …
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        opening = ClientOpening("secret")
        writer.write(opening.first_line())
        third = (await asyncio.wait_for(reader.readline(), WAIT)).strip()
        # … then a crowd of silent connections: they push each other out, never the joining one.
        silent = [await asyncio.open_connection(LOOPBACK, port) for _ in range(8)]
        for _ in range(3000):
            if sum(1 for x in host.conns if not x.closed) <= 3:
                break
            await asyncio.sleep(0.01)
        joining = [x for x in host.conns if x.opening]
        assert len(joining) == 1 and not joining[0].closed
        peer = RawPeer(reader, writer)
        peer.channel = opening.channel(third)
        peer.hello("Joins")
        assert (await peer.message())["type"] == "welcome"
        for _, w in silent:
            w.close()
        writer.close()
        await host.close()

    run(main())


def test_the_password_never_crosses_the_wire_and_a_recorded_join_replays_to_nothing():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1), password="pa ss"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        # An old client's hello in clear gets a clear answer.
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        writer.write(json.dumps({"type": "hello", "protocol": 3, "name": "Old", "password": "pa ss"}).encode() + b"\n")
        answer = json.loads(await asyncio.wait_for(reader.readline(), WAIT))
        assert answer["code"] == "protocol_mismatch" and "version" in answer["message"]
        writer.close()
        # A real join, every byte the client sent recorded: no password in it.
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        opening = ClientOpening("pa ss")
        sent = opening.first_line()
        writer.write(sent)
        peer = RawPeer(reader, writer)
        peer.channel = opening.channel((await asyncio.wait_for(reader.readline(), WAIT)).strip())
        hello = peer.channel.sealer.seal(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION,
                                                     "name": "New"}).encode() + b"\n")
        writer.write(hello)
        assert (await peer.message())["type"] == "welcome"
        recorded = sent + hello
        assert b"pa ss" not in recorded and b"New" not in recorded
        # The same bytes played again on a new connection: the host's fresh key makes them worthless.
        r2, w2 = await asyncio.open_connection(LOOPBACK, port)
        w2.write(recorded)
        answer = json.loads(await asyncio.wait_for(r2.readline(), WAIT))
        assert answer["type"] == "handshake" and answer["password"] is True
        refusal = json.loads(await asyncio.wait_for(r2.readline(), WAIT))
        assert refusal["type"] == "error" and refusal["code"] == "wrong_password"
        assert await asyncio.wait_for(r2.read(), WAIT) == b""
        assert [s.name for s in host.slots][:2] == ["New", ""]  # seated no one
        for w in (writer, w2):
            w.close()
        await host.close()

    run(main())


def test_the_tenth_wrong_password_waits_seconds():
    now = [1000.0]
    throttle = PasswordThrottle(clock=lambda: now[0])
    waits = []
    for _ in range(10):
        waits.append(throttle.retry_after("10.0.0.9"))
        now[0] += waits[-1]  # the guesser tries again as soon as it may
        assert throttle.retry_after("10.0.0.9") == 0.0
        throttle.attempt("10.0.0.9")
        throttle.failed("10.0.0.9")
    assert waits[:3] == [0.0, 0.0, 0.0] and waits[3] < 1.0  # a few typos cost (almost) nothing
    assert waits[9] == 16.0  # the tenth: 16 seconds
    assert all(a <= b for a, b in zip(waits, waits[1:]))
    assert throttle.retry_after("10.0.0.8") == 0.0  # other addresses are not slowed down
    # Parallel guesses gain nothing: each one being checked counts as a failure meanwhile.
    now[0] += throttle.retry_after("10.0.0.9")
    throttle.attempt("10.0.0.9")
    assert throttle.retry_after("10.0.0.9") == 30.0
    throttle.succeeded("10.0.0.9")  # the right password: the address is forgotten
    assert throttle.retry_after("10.0.0.9") == 0.0


def test_over_sockets_a_throttled_guess_is_told_how_long_to_wait_at_once():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1), password="right"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        now = [0.0]
        host.throttle = PasswordThrottle(clock=lambda: now[0])
        for _ in range(9):  # a guesser as fast as the throttle lets it (the clock jumps, no one waits)
            now[0] += host.throttle.retry_after("127.0.0.1")
            with pytest.raises(JoinError) as exc:
                await TableClient().connect(LOOPBACK, port, "Guess", password="wrong")
            assert exc.value.code == "wrong_password"
        assert host.throttle.failures("127.0.0.1") == 9
        assert exc.value.message == "Wrong password; try again in 16 s." and exc.value.retry_after == 16
        # Too early, even with the right password: answered at once with the wait, the guess not checked.
        now[0] += 10
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "Guess", password="right", timeout=5)
        assert exc.value.code == "try_later" and exc.value.retry_after == 6
        assert "try again in 6 s" in exc.value.message
        assert host.throttle.failures("127.0.0.1") == 9
        now[0] += 6
        c = TableClient()
        await c.connect(LOOPBACK, port, "Right", password="right")
        assert host.throttle.failures("127.0.0.1") == 0
        await c.close()
        await host.close()

    run(main())


def test_a_join_and_leave_loop_sends_few_seats_messages_to_a_waiting_player():
    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1, 2), seats_interval=3600), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        waiting = TableClient()
        await waiting.connect(LOOPBACK, port, "Waiting")
        for i in range(100):
            c = TableClient()
            await c.connect(LOOPBACK, port, f"Loop{i}")
            await c.close()
        await waiting.send({"type": "ping", "id": 1})
        seen = []
        while (m := await asyncio.wait_for(waiting.messages.get(), WAIT))["type"] != "pong":
            seen.append(m)
        assert sum(1 for m in seen if m["type"] == "seats") <= 2  # was one per join and per leave
        await host.close()
        await waiting.close()

    run(main())


class _FakeConn:
    def __init__(self, ident, address, born, opening=False, computing=False, vouched=False):
        self.id, self.address, self.born = ident, address, born
        self.opening, self.computing, self.vouched = opening, computing, vouched
        self.seat, self.closed = None, False


def test_eviction_order_silent_first_then_answered_never_new_or_being_answered():
    from botifarra_desktop.net.admission import REFUSE_NEW, to_evict

    now = 100.0
    new = _FakeConn(1, "10.0.0.1", now - 0.1)  # just connected: its opening line may be on its way
    answered = _FakeConn(2, "10.0.0.2", now - 5, opening=True)  # answered 5 s ago, no hello since
    computing = _FakeConn(3, "10.0.0.3", now - 9, opening=True, computing=True)
    silent = _FakeConn(4, "10.0.0.4", now - 3)  # connected 3 s ago and said nothing
    joined = _FakeConn(0, "10.0.0.5", now - 50, vouched=True)
    conns = [joined, new, answered, computing, silent]
    assert to_evict(conns, "10.0.0.9", 8, 4, now) is silent
    assert to_evict([joined, new, answered, computing], "10.0.0.9", 8, 3, now) is answered
    assert to_evict([joined, new, computing], "10.0.0.9", 8, 2, now) == REFUSE_NEW
    assert to_evict(conns, "10.0.0.9", 8, 10, now) is None  # room enough
    # Past an address's own limit, one of its own goes (never a new one of it).
    mine = [_FakeConn(10 + i, "10.0.0.7", now - 0.1 * i) for i in range(3)]
    assert to_evict(mine, "10.0.0.7", 3, 64, now) == REFUSE_NEW
    mine.append(_FakeConn(20, "10.0.0.7", now - 2))
    assert to_evict(mine, "10.0.0.7", 3, 64, now).id == 20


def test_running_out_of_file_descriptors_is_one_log_line_a_minute(caplog):
    import errno

    passed = []

    async def main():
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(lambda loop, ctx: passed.append(ctx))  # what the loop did before the host
        host = TableHost(HostConfig(bot_think=0), random_bots(0))
        await host.start(LOOPBACK, 0)  # the host puts its own handler in front
        try:
            with caplog.at_level("WARNING"):
                for _ in range(1000):
                    loop.call_exception_handler({"message": "socket.accept() out of system resource",
                                                 "exception": OSError(errno.EMFILE, "Too many open files")})
            loop.call_exception_handler({"message": "something else", "exception": ValueError("x")})
        finally:
            await host.close()

    run(main())
    lines = [r for r in caplog.records if "file descriptors" in r.getMessage()]
    assert len(lines) == 1 and lines[0].exc_info is None
    assert len(passed) == 1 and passed[0]["message"] == "something else"  # the rest goes on as before


def test_the_network_cap_the_hard_cap_and_a_completed_opening_outranking_silent_newcomers():
    from botifarra_desktop.net.admission import HELLO_GRACE, REFUSE_NEW, SILENT_GRACE, prefix_of, to_evict

    assert prefix_of("127.0.1.7") == "127.0.1.0/24" and prefix_of("fe80::1:2") == "fe80::/64"
    assert prefix_of("::ffff:10.0.0.9") == "10.0.0.0/24" and prefix_of("local") == "local"
    now = 100.0
    # A network past its cap: its own oldest silent newcomer goes, even within its grace ...
    flood = [_FakeConn(i, f"10.0.1.{i}", now - 0.01 * (40 - i)) for i in range(1, 33)]
    assert to_evict(flood, "10.0.1.99", 8, 64, now, per_prefix=32).id == 1
    # ... and a newcomer from another network fits without pushing anyone out.
    assert to_evict(flood, "10.0.0.5", 8, 64, now, per_prefix=32) is None
    # Past the table's cap with only silent newcomers: let in (they turn idle in SILENT_GRACE) ...
    crowd = [_FakeConn(i, f"10.0.{i}.1", now - SILENT_GRACE / 2) for i in range(1, 5)]
    assert to_evict(crowd, "10.0.9.9", 8, 4, now, per_prefix=32, hard_total=8) is None
    # ... up to the hard cap, past which a silent newcomer goes, never an opening that was answered.
    answered = _FakeConn(50, "10.0.7.1", now - (HELLO_GRACE - 1), opening=True)
    crowd = crowd + [_FakeConn(60 + i, f"10.0.8.{i}", now - SILENT_GRACE / 3) for i in range(3)] + [answered]
    victim = to_evict(crowd, "10.0.9.9", 8, 4, now, per_prefix=32, hard_total=8)
    assert victim is not answered and victim != REFUSE_NEW and not victim.opening
    assert prefix_of(victim.address) == "10.0.8.0/24"  # the network with the most waiting
    # A silent one past SILENT_GRACE is idle: it goes before anyone.
    idle = _FakeConn(70, "10.0.3.3", now - SILENT_GRACE * 2)
    assert to_evict(crowd + [idle], "10.0.9.9", 8, 4, now, per_prefix=32, hard_total=8) is idle


def test_the_host_raises_its_file_descriptor_limit():
    resource = pytest.importorskip("resource")
    from botifarra_desktop.net.admission import raise_fd_limit

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        if hard != resource.RLIM_INFINITY and hard < 2048:
            pytest.skip("the hard limit is too low here to raise the soft one")
        resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))
        assert raise_fd_limit(2048) == 2048
        assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] == 2048
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
