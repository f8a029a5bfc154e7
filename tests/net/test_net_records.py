"""Protocol 6: an empty record is refused, and every record and every byte before the hello is counted.

A record with no plaintext used to cost its sender nothing and the host a decryption; a record that
ends no line was never charged; bytes before the hello had no budget of their own.
"""

import asyncio
import struct

import pytest
from net_testkit import LOOPBACK, RawPeer, random_bots, wait_for_type

from botifarra_desktop.net import channel
from botifarra_desktop.net.admission import MAX_BEFORE_HELLO
from botifarra_desktop.net.channel import ChannelError, ClientOpening, HostOpening, Opener, Sealer, TableKey
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.host import HostConfig, TableHost


def run(coro, limit=60):
    return asyncio.run(asyncio.wait_for(coro, limit))


def _empty_record(key: bytes, counter: int) -> bytes:
    """What a client that seals nothing sends (the sealer itself refuses to make one)."""
    from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

    header = struct.pack(">I", 16)
    nonce = b"\0\0\0\0" + counter.to_bytes(8, "big")
    return header + ChaCha20Poly1305(key).encrypt(nonce, b"", b"botifarra v4 record" + header)


def test_an_empty_record_does_not_open_and_none_is_sealed():
    key = bytes(range(32))
    opener = Opener(key)
    with pytest.raises(ChannelError) as exc:
        opener.feed(_empty_record(key, 0))
    assert exc.value.code == "bad_record" and "empty" in exc.value.message
    with pytest.raises(ValueError):
        Sealer(key).seal(b"")
    # a record of one byte opens, and is counted
    opener = Opener(key)
    assert opener.feed(Sealer(key).seal(b"x")) == [b"x"] and opener.records == 1


def test_an_empty_record_from_a_seated_player_ends_its_connection_and_the_other_is_answered(monkeypatch):
    kept = []

    class KeptSealer(channel.Sealer):
        def __init__(self, key):
            super().__init__(key)
            kept.append(key)

    monkeypatch.setattr(channel, "Sealer", KeptSealer)

    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1, 2)), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        seated = TableClient()
        await seated.connect(LOOPBACK, port, "Seated")
        attacker = await RawPeer.connect(port)
        client_key = kept[-1]  # the host seals with its key first, the client after reading its answer
        attacker.hello("Empty")
        await attacker.message_of("welcome")
        attacker.writer.write(_empty_record(client_key, 1))  # the record after the hello
        codes = []
        try:
            while (msg := await attacker.message()) is not None:
                codes.append(msg.get("code"))
        except ConnectionError:
            pass
        assert "bad_record" in codes, codes
        assert host.slots[1].conn is None
        await seated.send({"type": "ping", "id": 1})
        assert (await wait_for_type(seated, "pong"))["id"] == 1
        await seated.close()
        await host.close()

    run(main())


def test_records_that_end_no_line_are_charged_until_the_sender_is_cut_off():
    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1)), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        attacker = await RawPeer.connect(port)
        attacker.hello("Drip")
        await attacker.message_of("welcome")
        for _ in range(20):  # one byte each, never a newline: no message, but every record costs one
            for _ in range(1000):
                attacker.send_bytes(b"x")
            try:
                await attacker.writer.drain()
            except ConnectionError:
                break
        codes = []
        try:
            while (msg := await attacker.message()) is not None:
                codes.append(msg.get("code"))
        except ConnectionError:
            pass
        assert "flood" in codes, codes
        assert host.slots[0].conn is None
        await host.close()

    run(main())


def test_bytes_before_the_hello_are_counted_against_a_budget():
    async def main():
        host = TableHost(HostConfig(human_seats=(0, 1), rate_capacity=1e9, rate_per_second=1e9), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        peer = await RawPeer.connect(port)
        # no rate limit to hit here: only the byte budget before the hello stops it
        chunk = b"y" * 4000
        for _ in range(MAX_BEFORE_HELLO // len(chunk) + 2):
            peer.send_bytes(chunk)
        codes = []
        try:
            while (msg := await peer.message()) is not None:
                codes.append(msg.get("code"))
        except ConnectionError:
            pass
        assert codes == ["flood"], codes
        # a normal join is well within the budget
        client = TableClient()
        await client.connect(LOOPBACK, port, "Normal")
        assert client.seat == 0
        await client.close()
        await host.close()

    run(main())


def test_the_opening_budget_holds_a_long_hello():
    host_side = HostOpening(TableKey(), None)
    client = ClientOpening(None)
    host_side.receive(client.first_line().rstrip(b"\n"))
    _, reply = host_side.finish()
    assert len(client.first_line()) + 4 + 16 + 65536 < MAX_BEFORE_HELLO
    assert reply


def test_the_version_must_be_a_whole_number_in_the_opening_as_in_the_hello():
    import json

    host_side = HostOpening(TableKey(), None)
    line = json.loads(ClientOpening(None).first_line())
    line["protocol"] = float(line["protocol"])  # 6.0
    with pytest.raises(ChannelError) as exc:
        host_side.receive(json.dumps(line).encode())
    assert exc.value.code == "protocol_mismatch"
