"""Protocol 4's channel: nothing readable on the wire, records that cannot be changed or played
again, rogue tables that learn nothing, look-alike names, and botifarra-join.

Everything binds and connects to loopback addresses only, bounded in count and time.
"""

import asyncio
import json
import random
import subprocess
import sys

import pytest
from net_testkit import LOOPBACK, WAIT, RawPeer, answer_requests, random_bots, wait_for_type

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.channel import ChannelError, ClientOpening, HostOpening, TableKey, table_code
from botifarra_desktop.net.client import JoinError, TableClient
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.join import main as join_main
from botifarra_desktop.net.join import parse_address
from botifarra_desktop.net.protocol import PROTOCOL_VERSION, clean_name, name_skeleton


def run(coro, limit=180):
    return asyncio.run(asyncio.wait_for(coro, limit))


def _open_pair(password_host=None, password_client=None):
    host = HostOpening(TableKey(), password_host)
    client = ClientOpening(password_client)
    host.receive(client.first_line().strip())
    host_channel, answer = host.finish()
    client_channel = client.channel(answer.strip())
    return host_channel, client_channel


# ---------------------------------------------------------------- records, in memory
def test_records_open_in_order_and_a_changed_replayed_or_reordered_one_is_refused():
    for password in (None, "pa ss"):
        host, client = _open_pair(password, password)
        records = [client.sealer.seal(b'{"type":"ping","id":%d}\n' % i) for i in range(3)]
        assert host.opener.feed(records[0]) == [b'{"type":"ping","id":0}\n']
        with pytest.raises(ChannelError) as exc:  # played again
            host.opener.feed(records[0])
        assert exc.value.code == "bad_record"
        host, client = _open_pair(password, password)
        records = [client.sealer.seal(b"line %d\n" % i) for i in range(3)]
        with pytest.raises(ChannelError):  # out of order
            host.opener.feed(records[1])
        host, client = _open_pair(password, password)
        record = bytearray(client.sealer.seal(b'{"type":"play","card":"1O"}\n'))
        record[-20] ^= 0x01  # one bit changed
        with pytest.raises(ChannelError):
            host.opener.feed(bytes(record))
        # Each direction has its own key: a record sent back to its sender does not open.
        host, client = _open_pair(password, password)
        with pytest.raises(ChannelError):
            client.opener.feed(client.sealer.seal(b"reflected\n"))


def test_a_wrong_password_gives_keys_that_do_not_match_and_the_code_names_the_table_key():
    host, client = _open_pair("right", "wrong")
    with pytest.raises(ChannelError):
        host.opener.feed(client.sealer.seal(b'{"type":"hello"}\n'))
    key = TableKey()
    assert key.code == table_code(key.public) and len(key.code) == 11 and key.code[3] == " "
    assert TableKey().code != key.code


def test_the_client_refuses_openings_it_cannot_trust():
    # A version 3 "challenge" asking for one PBKDF2 round: no work factor is ever taken from a table.
    challenge = json.dumps({"type": "challenge", "nonce": "00" * 16, "salt": "00" * 16, "iterations": 1,
                            "password": True}).encode()
    with pytest.raises(ChannelError) as exc:
        ClientOpening("secret").channel(challenge)
    assert exc.value.code == "protocol_mismatch"
    # A table key that is a low-order point (an all-zero secret) is refused.
    bad = {"type": "handshake", "protocol": PROTOCOL_VERSION, "table_key": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
           "key": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "password": False}
    with pytest.raises(ChannelError) as exc:
        ClientOpening(None).channel(json.dumps(bad).encode())
    assert exc.value.code == "bad_handshake"


# ---------------------------------------------------------------- the whole wire, recorded
class Recorder:
    """A TCP relay on loopback that keeps every byte in each direction, per connection."""

    def __init__(self, port):
        self.port = port
        self.streams = []  # (client to host bytes, host to client bytes)
        self.server = None

    async def start(self):
        self.server = await asyncio.start_server(self._relay, LOOPBACK, 0)
        return self.server.sockets[0].getsockname()[1]

    async def _relay(self, c_reader, c_writer):
        h_reader, h_writer = await asyncio.open_connection(LOOPBACK, self.port)
        up, down = bytearray(), bytearray()
        self.streams.append((up, down))

        async def pump(reader, writer, into):
            try:
                while data := await reader.read(65536):
                    into += data
                    writer.write(data)
                    await writer.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                writer.close()

        await asyncio.gather(pump(c_reader, h_writer, up), pump(h_reader, c_writer, down))

    def close(self):
        self.server.close()


def _after_opening(stream):
    """The bytes after the first (opening) line."""
    return bytes(stream[stream.index(b"\n") + 1:])


def test_a_whole_game_recorded_on_the_wire_shows_no_card_no_token_and_no_name():
    names = ["Annabel Puig", "Bernat Soler", "Carme Vidal", "Dolors Ferrer"]

    async def main():
        host = TableHost(HostConfig(rules=Rules(target=60), human_seats=(0, 1, 2, 3), hand_pause=0, seed=31),
                         random_bots(3))
        port = await host.start(LOOPBACK, 0)
        relay = Recorder(port)
        relay_port = await relay.start()
        clients = []
        for name in names:
            c = TableClient()
            await c.connect(LOOPBACK, relay_port, name)
            clients.append(c)
        tokens = [c.token for c in clients]
        ends = await asyncio.gather(*(answer_requests(c, random.Random(i)) for i, c in enumerate(clients)))
        assert all(e[-1]["type"] == "game_over" for e in ends)
        # The players did get their cards, names and tokens (inside the channel) …
        seen = json.dumps([m for e in ends for m in e])
        assert '"cards_dealt"' in seen and names[1] in seen and all(tokens)
        # … and the wire shows none of it: after the two opening lines, nothing but records.
        assert len(relay.streams) == 4
        wire = b"".join(_after_opening(up) + _after_opening(down) for up, down in relay.streams)
        assert len(wire) > 50_000
        for needle in [b'"type"', b'"card', b'"hand"', b'"seat"', b'"token"', b'hello', b'welcome']:
            assert needle not in wire, needle
        for secret in [n.encode() for n in names] + [t.encode() for t in tokens]:
            assert secret not in wire
        # The opening lines themselves carry keys only.
        openings = b"".join(s[:s.index(b"\n")] for pair in relay.streams for s in pair)
        assert b"Annabel" not in openings and b'"name"' not in openings
        for c in clients:
            await c.close()
        relay.close()
        await host.close()

    run(main())


def test_a_changed_or_replayed_record_closes_the_connection_with_a_clear_error():
    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1, 2)), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        for attack in ("replay", "change"):
            peer = await RawPeer.connect(port)
            peer.hello("Victim")
            assert (await peer.message_of("welcome"))["type"] == "welcome"
            record = peer.channel.sealer.seal(b'{"type":"ping","id":1}\n')
            peer.writer.write(record)
            assert (await peer.message_of("pong"))["id"] == 1
            if attack == "replay":
                peer.writer.write(record)  # the same bytes again, as someone on the path would
            else:
                changed = bytearray(peer.channel.sealer.seal(b'{"type":"chat","text":"hola"}\n'))
                changed[10] ^= 0x40
                peer.writer.write(bytes(changed))
            refusal = await peer.message_of("error")
            assert refusal["code"] == "bad_record" and "replayed" in refusal["message"]
            assert await peer.message() is None  # closed
            peer.close()
        await host.close()

    run(main())


# ---------------------------------------------------------------- rogue tables
def test_a_rogue_table_gets_one_guess_and_a_relayed_opening_seats_no_one():
    async def main():
        real = TableHost(HostConfig(human_seats=(0, 1), password="correct horse"), random_bots(1))
        real_port = await real.start(LOOPBACK, 0)
        # A rogue table that guesses the password wrong cannot read the player's hello.
        rogue_key = TableKey()
        caught = []

        async def rogue(reader, writer):
            opening = HostOpening(rogue_key, "guess 1")
            opening.receive((await reader.readline()).strip())
            channel, answer = opening.finish()
            writer.write(answer)
            try:
                caught.append(channel.opener.feed(await reader.read(65536)))
            except ChannelError as exc:
                caught.append(exc.code)
            writer.close()

        server = await asyncio.start_server(rogue, LOOPBACK, 0)
        rogue_port = server.sockets[0].getsockname()[1]
        with pytest.raises(JoinError):
            await TableClient().connect(LOOPBACK, rogue_port, "Victim", password="correct horse", timeout=5)
        assert caught == ["bad_record"]
        server.close()

        # A relay in the middle: the real table's opening goes to the player and back, but what the
        # rogue then sends in the player's place (it has no key) seats no one.
        async def relay(reader, writer):
            r_reader, r_writer = await asyncio.open_connection(LOOPBACK, real_port)
            r_writer.write(await reader.readline())  # the player's opening (its SPAKE2 message)
            writer.write(await r_reader.readline())  # the real table's (its SPAKE2 message)
            await reader.read(65536)  # the player's sealed hello: kept back
            forged = b"\x00\x00\x00\x30" + bytes(range(48))
            r_writer.write(forged)
            caught.append(json.loads(await asyncio.wait_for(r_reader.readline(), WAIT)))
            r_writer.close()
            writer.close()

        caught.clear()
        server = await asyncio.start_server(relay, LOOPBACK, 0)
        relay_port = server.sockets[0].getsockname()[1]
        with pytest.raises(JoinError):
            await TableClient().connect(LOOPBACK, relay_port, "Victim", password="correct horse", timeout=5)
        assert caught[0]["code"] == "wrong_password"
        assert all(s.conn is None and s.token is None for s in real.slots if s.human)  # seated no one
        server.close()
        await real.close()

    run(main())


# ---------------------------------------------------------------- names
def test_look_alike_names_are_cleaned_and_told_apart():
    assert clean_name("Anna\u2800") == "Anna" and clean_name("Anna\u3164") == "Anna"
    assert clean_name("Ａｎｎａ") == "Anna"  # NFKC: full-width letters
    assert clean_name("An\u200bna") == "Anna"  # a zero-width space
    assert name_skeleton("\u0410nna") == name_skeleton("Anna") == name_skeleton("ANNA")
    assert name_skeleton("Anna") != name_skeleton("Anne")

    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1, 2, 3)), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        clients = []
        for name in ["Anna", "\u0410nna", "Anna\u2800", "Anna\u3164"]:
            c = TableClient()
            await c.connect(LOOPBACK, port, name)
            clients.append(c)
        assert [s.name for s in host.slots] == ["Anna", "\u0410nna 2", "Anna 3", "Anna 4"]
        for c in clients:
            await c.close()
        await host.close()

    run(main())


# ---------------------------------------------------------------- botifarra-join
def test_botifarra_join_plays_a_seat_to_the_end_through_the_client_core(tmp_path, capsys):
    (tmp_path / "pw").write_text("pa ss\n", encoding="utf-8")

    async def main():
        host = TableHost(HostConfig(rules=Rules(target=10000), human_seats=(0, 1), password="pa ss",
                                    hand_pause=0, max_hands=2, seed=5, bot_think=0), random_bots(2))
        port = await host.start(LOOPBACK, 0)
        from botifarra_desktop.net import join

        args = join.build_parser().parse_args([f"{LOOPBACK}:{port}", "--bot", "easy", "--name", "Robot",
                                               "--password-file", str(tmp_path / "pw"), "--seed", "1"])
        other = TableClient()
        task = asyncio.get_running_loop().create_task(join.run(args))
        await other.connect(LOOPBACK, port, "Human", password="pa ss")
        seen = await answer_requests(other, random.Random(9))
        assert seen[-1]["type"] == "game_over" and seen[-1]["hands_played"] == 2
        assert await asyncio.wait_for(task, WAIT) == 0
        assert sorted(s.name for s in host.slots[:2]) == ["Human", "Robot"]
        await other.close()
        await host.close()

    run(main())
    out = capsys.readouterr().out
    assert "Seated at seat " in out and "table code" in out and "Game over after 2 hand(s)" in out


def test_botifarra_join_says_clearly_why_it_cannot_join(tmp_path):
    assert parse_address("10.0.0.5") == ("10.0.0.5", 47047)
    assert parse_address("[::1]:5000") == ("::1", 5000)
    with pytest.raises(ValueError, match="not a port"):
        parse_address("10.0.0.5:http")
    with pytest.raises(SystemExit):
        join_main(["10.0.0.5", "--bot", "genius"])
    # A closed loopback port: a message and exit status 2, from the real command.
    import socket

    s = socket.socket()
    s.bind((LOOPBACK, 0))
    port = s.getsockname()[1]
    s.close()
    done = subprocess.run([sys.executable, "-m", "botifarra_desktop.net.join", f"{LOOPBACK}:{port}", "--bot", "easy",
                           "--timeout", "5"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert f"cannot join {LOOPBACK}:{port}" in done.stderr and "Cannot reach" in done.stderr


def test_a_wrong_password_is_told_and_the_host_keeps_serving():
    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1), password="right"), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        with pytest.raises(JoinError) as exc:
            await TableClient().connect(LOOPBACK, port, "A", password="wrong")
        assert exc.value.code == "wrong_password" and exc.value.message == "The table's password is different."
        c = TableClient()
        await c.connect(LOOPBACK, port, "A", password="right")
        assert c.table_code == host.table_code
        await c.send({"type": "ping", "id": 3})
        assert (await wait_for_type(c, "pong"))["id"] == 3
        await c.close()
        await host.close()

    run(main())
