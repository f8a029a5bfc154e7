"""A connect flood from many loopback addresses and a newline stream, for tests and benchmarks.

Only 127.0.0.0/8 addresses are used, and every flood is bounded in connections and time.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from typing import Optional

from botifarra_desktop.net.channel import ClientOpening

LOOPBACK = "127.0.0.1"


def flood_addresses(count: int) -> list[str]:
    """``count`` loopback addresses other than 127.0.0.1 (127.0.1.1, 127.0.1.2, …)."""
    return [f"127.0.{1 + i // 250}.{1 + i % 250}" for i in range(count)]


def loopback_range_works() -> bool:
    s = socket.socket()
    try:
        s.bind(("127.0.1.7", 0))
        return True
    except OSError:
        return False
    finally:
        s.close()


def opening_line_of_a_guesser(password: Optional[str]) -> bytes:
    """A well-formed client opening line (with a SPAKE2 message at a password table): what a flood
    of guessers would send."""
    return ClientOpening("a guess" if password else None).first_line()


class Flood:
    """Connections from ``addresses``, ``per_address`` at a time, each held until the host closes it,
    then opened again; every other one sends a client opening line first (in the middle of joining)."""

    def __init__(self, port: int, addresses: list[str], per_address: int = 2, opening: bytes = b"",
                 max_connects: int = 20_000) -> None:
        self.port = port
        self.addresses = addresses
        self.per_address = per_address
        self.opening = opening
        self.max_connects = max_connects
        self.connects = 0
        self.refused = 0
        self._tasks: list[asyncio.Task] = []
        self._stop = asyncio.Event()

    def start(self) -> None:
        loop = asyncio.get_running_loop()
        for address in self.addresses:
            for n in range(self.per_address):
                self._tasks.append(loop.create_task(self._one(address, n % 2 == 1)))

    async def _one(self, address: str, send_opening: bool) -> None:
        while not self._stop.is_set() and self.connects < self.max_connects:
            try:
                reader, writer = await asyncio.open_connection(LOOPBACK, self.port, local_addr=(address, 0))
            except OSError:
                self.refused += 1
                await asyncio.sleep(0.05)
                continue
            self.connects += 1
            try:
                if send_opening and self.opening:
                    writer.write(self.opening)
                stop = asyncio.ensure_future(self._stop.wait())
                read = asyncio.ensure_future(reader.read())  # until the host closes it
                await asyncio.wait({stop, read}, timeout=20, return_when=asyncio.FIRST_COMPLETED)
                for t in (stop, read):
                    if t.done() and not t.cancelled():
                        t.exception()  # a reset by the host is how it ends: seen, not logged
                    t.cancel()
            except (ConnectionError, OSError):
                pass
            finally:
                writer.close()
            await asyncio.sleep(0)

    async def stop(self) -> None:
        self._stop.set()
        for t in self._tasks:
            t.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)


class LogSize(logging.Handler):
    """Counts the bytes the host's log would write (tracebacks included)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.bytes = 0
        self.records = 0
        self.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.records += 1
        self.bytes += len(self.format(record).encode("utf-8", "replace")) + 1


async def newline_stream(port: int, seconds: float, chunk: int = 4096) -> str:
    """Newlines in clear as fast as the host takes them, before any channel; how it ended."""
    try:
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
    except OSError as exc:
        return f"refused ({exc})"
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    try:
        while loop.time() < end:
            writer.write(b"\n" * chunk)
            await writer.drain()
            await asyncio.sleep(0)
        return "still open"
    except (ConnectionError, OSError):
        return "closed by the host"
    finally:
        writer.close()


async def _flood_process(port: int, count: int, per_address: int, seconds: float, max_connects: int,
                         password: str) -> None:
    flood = Flood(port, flood_addresses(count), per_address, opening_line_of_a_guesser(password or None),
                  max_connects)
    flood.start()
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    reported = 0
    while loop.time() < end and flood.connects < max_connects:
        await asyncio.sleep(0.2)
        if flood.connects - reported >= 100:
            reported = flood.connects
            print(f"connects {flood.connects}", flush=True)
    await flood.stop()
    print(f"done {flood.connects}", flush=True)


async def _newlines_process(port: int, connections: int, seconds: float) -> None:
    """``connections`` newline streams at once, each opened again when the host cuts it off."""
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    cut = [0]

    async def one() -> None:
        while (left := end - loop.time()) > 0:
            if await newline_stream(port, left) == "closed by the host":
                cut[0] += 1
            await asyncio.sleep(0.01)

    print("streaming", flush=True)
    await asyncio.gather(*(one() for _ in range(connections)))
    print(f"done {cut[0]} cut off", flush=True)


def _record(key: bytes, counter: int, plaintext: bytes) -> bytes:
    """A record sealed by hand: what a hostile client sends (an empty one no honest sealer makes)."""
    import struct

    from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

    header = struct.pack(">I", len(plaintext) + 16)
    nonce = b"\0\0\0\0" + counter.to_bytes(8, "big")
    return header + ChaCha20Poly1305(key).encrypt(nonce, plaintext, b"botifarra v4 record" + header)


async def _records_process(port: int, connections: int, seconds: float, kind: str) -> None:
    """``connections`` clients that open the channel (no hello) and then send records as fast as they can:
    empty ones (``kind`` "empty") or of one byte that never ends a line ("byte"); each opened again
    when the host cuts it off."""
    from botifarra_desktop.net import channel

    keys: list[bytes] = []
    original = channel.Sealer

    class KeptSealer(original):  # type: ignore[misc, valid-type]
        def __init__(self, key: bytes) -> None:
            super().__init__(key)
            keys.append(key)

    channel.Sealer = KeptSealer  # type: ignore[misc]
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    sent = [0]
    plaintext = b"" if kind == "empty" else b"x"

    async def one() -> None:
        while loop.time() < end:
            try:
                reader, writer = await asyncio.open_connection(LOOPBACK, port)
                opening = channel.ClientOpening(None)
                writer.write(opening.first_line())
                opening.channel((await reader.readline()).strip())
                key = keys[-1]
                counter = 0
                while loop.time() < end:
                    batch = b"".join(_record(key, counter + i, plaintext) for i in range(200))
                    counter += 200
                    writer.write(batch)
                    sent[0] += 200
                    await writer.drain()
                writer.close()
            except (ConnectionError, OSError, ValueError):
                await asyncio.sleep(0.01)

    print("streaming", flush=True)
    await asyncio.gather(*(one() for _ in range(connections)))
    print(f"done {sent[0]} records", flush=True)


async def _pake_process(port: int, count: int, seconds: float) -> None:
    """Password guesses from ``count`` addresses, each sending one precomputed SPAKE2 opening (free for
    the attacker), reading the answer and connecting again at once."""
    line = opening_line_of_a_guesser("a guess")
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    done = [0, 0]  # exchanges the host worked out, told to wait

    async def one(address: str) -> None:
        while loop.time() < end:
            try:
                reader, writer = await asyncio.open_connection(LOOPBACK, port, local_addr=(address, 0))
                writer.write(line)
                answer = await asyncio.wait_for(reader.readline(), 10)
                done[0 if b'"handshake"' in answer else 1] += 1
                writer.close()
            except (ConnectionError, OSError, asyncio.TimeoutError):
                await asyncio.sleep(0.05)

    print("guessing", flush=True)
    try:
        await asyncio.gather(*(one(a) for a in flood_addresses(count)))
    finally:
        print(f"{done[0]} exchanges worked out, {done[1]} told to wait or cut off", flush=True)


if __name__ == "__main__":
    # python flood_kit.py PORT ADDRESSES PER_ADDRESS SECONDS MAX_CONNECTS [PASSWORD]: a flood from its
    # own process (another machine, as far as the host's event loop is concerned); prints its progress.
    # python flood_kit.py newlines PORT CONNECTIONS SECONDS: newline streams, from its own process.
    import sys

    # python flood_kit.py records PORT CONNECTIONS SECONDS empty|byte: record streams inside channels.
    # python flood_kit.py pake PORT ADDRESSES SECONDS: reconnecting password guessers.
    a = sys.argv[1:]
    if a[0] == "newlines":
        asyncio.run(_newlines_process(int(a[1]), int(a[2]), float(a[3])))
    elif a[0] == "records":
        asyncio.run(_records_process(int(a[1]), int(a[2]), float(a[3]), a[4]))
    elif a[0] == "pake":
        try:
            asyncio.run(_pake_process(int(a[1]), int(a[2]), float(a[3])))
        except KeyboardInterrupt:
            pass
    else:
        asyncio.run(_flood_process(int(a[0]), int(a[1]), int(a[2]), float(a[3]), int(a[4]),
                                   a[5] if len(a) > 5 else ""))
