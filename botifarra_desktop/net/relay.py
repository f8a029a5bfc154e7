"""The transit relay: one outbound TCP connection from each side, spliced together.

magic-wormhole's transit relay (``magic-wormhole-transit-relay``; the public one is
``tcp:transit.magic-wormhole.io:4001``) pairs two connections that send the same token with
different sides, one line each::

    please relay <64 hex digits> for side <16 hex digits>\\n

answers ``ok\\n`` to both once the pair is there, then copies bytes between them.  It drops a
connection whose partner does not come within a while.  After ``ok`` the stream is ours: the
table's opening and its sealed records (``channel.py``) go through it exactly as over a LAN
socket, so the relay sees a random token and ciphertext only.
"""

from __future__ import annotations

import asyncio
import re
import secrets
import socket

from .connection import enable_keepalive
from .mailbox import InternetError

#: The public relay the magic-wormhole project lets other applications use.
DEFAULT_RELAY = "tcp:transit.magic-wormhole.io:4001"
#: Seconds to reach the relay.
CONNECT_TIMEOUT = 10.0

_HEX = re.compile(r"^[0-9a-f]+$")


class _QuickAcks(asyncio.StreamReaderProtocol):
    """Acknowledges every segment at once (Linux's TCP_QUICKACK, which lasts until the next read):
    the relay's next small segment, held back by its Nagle until this one is acknowledged, comes
    without the receiver's delayed-ACK wait."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self._sock = transport.get_extra_info("socket")
        self._quick()

    def data_received(self, data: bytes) -> None:
        self._quick()
        super().data_received(data)

    def _quick(self) -> None:
        option = getattr(socket, "TCP_QUICKACK", None)
        if option is not None and self._sock is not None:
            try:
                self._sock.setsockopt(socket.IPPROTO_TCP, option, 1)
            except OSError:
                pass


async def _open(host: str, port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 17, loop=loop)
    protocol = _QuickAcks(reader, loop=loop)
    transport, _ = await loop.create_connection(lambda: protocol, host, port)
    return reader, asyncio.StreamWriter(transport, protocol, reader, loop)


def parse_relay(text: str) -> tuple[str, int]:
    """``tcp:HOST:PORT`` (magic-wormhole's spelling) or ``HOST:PORT``; ValueError with a clear message."""
    rest = text.strip()
    if rest.startswith("tcp:"):
        rest = rest[4:]
    host, sep, port = rest.rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ValueError(f"{text!r} is not a relay address: write tcp:HOST:PORT, e.g. {DEFAULT_RELAY}")
    return host, int(port)


def new_token() -> str:
    """A fresh relay token: 32 random bytes in hex."""
    return secrets.token_hex(32)


def new_relay_side() -> str:
    return secrets.token_hex(8)


async def connect_relay(relay: str, token: str, side: str, wait: float,
                        connect_timeout: float = CONNECT_TIMEOUT) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """The spliced stream once the other side is there too (``ok``), or ``InternetError``:
    ``relay_unreachable`` (cannot connect), ``relay_alone`` (the other side did not come within
    ``wait`` seconds), ``relay_refused`` (the relay closed or answered something else)."""
    if len(token) != 64 or len(side) != 16 or not _HEX.match(token) or not _HEX.match(side):
        raise ValueError("a relay token is 64 hex digits and a side 16")
    try:
        host, port = parse_relay(relay)
    except ValueError as exc:
        raise InternetError("bad_relay_address", str(exc)) from None
    try:
        reader, writer = await asyncio.wait_for(_open(host, port), connect_timeout)
    except (asyncio.TimeoutError, TimeoutError):
        raise InternetError("relay_unreachable", f"The relay {host}:{port} did not answer in {connect_timeout:g} s: "
                            "check the internet connection or the relay address.") from None
    except OSError as exc:
        raise InternetError("relay_unreachable", f"Cannot reach the relay {host}:{port} ({exc.strerror or exc}): "
                            "check the internet connection or the relay address.") from None
    enable_keepalive(writer.get_extra_info("socket"))
    try:
        writer.write(f"please relay {token} for side {side}\n".encode("ascii"))
        answer = await asyncio.wait_for(reader.readexactly(3), wait)
    except (asyncio.TimeoutError, TimeoutError):
        writer.close()
        raise InternetError("relay_alone", f"The other side did not reach the relay within {wait:g} s.") from None
    except (asyncio.IncompleteReadError, ConnectionError, OSError):
        writer.close()
        raise InternetError("relay_refused", "The relay closed the connection before the other side came "
                            "(it waits only a while, or it is not a transit relay).") from None
    if answer != b"ok\n":
        writer.close()
        raise InternetError("relay_refused", "The relay answered something else than ok: is it a transit relay?")
    return reader, writer
