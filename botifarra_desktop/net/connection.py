"""One client connection on the host: the channel, framing, rate limit, and writes that never block.

Until the opening is done (``channel.py``) a connection only carries opening lines and
refusals in clear; from then on every message is sealed in a record of its ``channel``.

Writes go straight to the transport without awaiting ``drain`` so one slow
client can never stall the table; a client that lets more than
``max_buffer`` bytes pile up unread is cut off at once (the transport is
aborted: closing it politely would wait for the unread bytes forever).
Every socket gets TCP keepalive, so a peer that vanished without a word (a
laptop lid shut, a cable pulled) is noticed within a couple of minutes.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import socket
import time
from typing import Callable, Optional, Union

from .channel import Channel
from .codec import LineDecoder, Wire, encode

log = logging.getLogger(__name__)


class RateLimiter:
    """Token bucket: ``capacity`` messages at once, refilled at ``per_second``.

    ``charge`` answers None (go ahead), "rate_limited" (drop this one) or "flood"
    (more than ``flood_after`` drops in a row: disconnect).
    """

    def __init__(self, capacity: float, per_second: float, flood_after: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.capacity = capacity
        self.per_second = per_second
        self.flood_after = flood_after
        self.clock = clock
        self.tokens = float(capacity)
        self.last = clock()
        self.drops_in_row = 0

    def charge(self) -> Optional[str]:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.per_second)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.drops_in_row = 0
            return None
        self.drops_in_row += 1
        return "flood" if self.drops_in_row > self.flood_after else "rate_limited"

    def refund(self) -> None:
        """A message that answered a request is not chatter: give its token back."""
        self.tokens = min(self.capacity, self.tokens + 1)


#: TCP keepalive: first probe after this many idle seconds, then every KEEPALIVE_INTERVAL, give up after
#: KEEPALIVE_PROBES unanswered probes (about 75 s in all).
KEEPALIVE_IDLE = 45
KEEPALIVE_INTERVAL = 10
KEEPALIVE_PROBES = 3
CLOSE_TIMEOUT = 5.0  # seconds a closed connection may take to deliver its last messages


def enable_keepalive(sock: Optional[socket.socket]) -> bool:
    """Turn on TCP keepalive with short timings where the system allows; False if it could not."""
    if sock is None:
        return False
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
    except (OSError, AttributeError):
        return False
    timings = (("TCP_KEEPIDLE", KEEPALIVE_IDLE), ("TCP_KEEPINTVL", KEEPALIVE_INTERVAL),
               ("TCP_KEEPCNT", KEEPALIVE_PROBES), ("TCP_KEEPALIVE", KEEPALIVE_IDLE))  # the last: macOS
    for name, value in timings:
        option = getattr(socket, name, None)
        if option is not None:
            try:
                sock.setsockopt(socket.IPPROTO_TCP, option, value)
            except OSError:
                pass  # the system default timings still apply
    ioctl = getattr(sock, "ioctl", None)
    keepalive_vals = getattr(socket, "SIO_KEEPALIVE_VALS", None)
    if ioctl is not None and keepalive_vals is not None:  # Windows
        try:
            ioctl(keepalive_vals, (1, KEEPALIVE_IDLE * 1000, KEEPALIVE_INTERVAL * 1000))
        except OSError:
            pass
    return True


#: Connection numbers, counted once for the whole process.
_IDS = itertools.count(1)


class Connection:
    @staticmethod
    def next_id() -> int:
        """A number no other connection (remote or local) of this process has."""
        return next(_IDS)

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, limiter: RateLimiter,
                 max_buffer: int = 1 << 20) -> None:
        self.id = Connection.next_id()
        self.reader = reader
        self.writer = writer
        self.limiter = limiter
        self.max_buffer = max_buffer
        self.decoder = LineDecoder(report_blank=True)
        self.channel: Optional[Channel] = None  # the encrypted channel, once the opening is done
        self.opening = False  # sent its opening line: in the middle of joining (never evicted before idle ones)
        self.computing = False  # the host is working out its answer to the opening line
        self.born = time.monotonic()
        self.guessing = False  # a password guess of this connection is being checked (the throttle counts it)
        self.bytes_before_hello = 0  # every byte read before its hello (``admission.MAX_BEFORE_HELLO``)
        self.with_password = False  # its channel was opened with the table's password (or the table has none)
        self.last_heard = time.monotonic()  # the last time a record of this client opened
        self.probe: Optional[asyncio.Event] = None  # set when a record opens (a token is asking for the seat)
        self.seat: Optional[int] = None
        self.closed = False
        self.event_index = 0  # next game event this seat has not been sent
        self.requested_key: Optional[int] = None  # the request last sent (game action count)
        #: Sees every line written to this client before it is sealed (tests, logging).
        self.tap: Optional[Callable[[bytes], None]] = None
        peer = writer.get_extra_info("peername")
        self.peer = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) and len(peer) >= 2 else "?"
        #: The remote address without the port: limits and password throttling count per address.
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        self.keepalive = enable_keepalive(writer.get_extra_info("socket"))
        self.vouched = False  # sent a valid hello: never closed to make room for an idle connection

    def send(self, message: Wire) -> bool:
        """Sealed in the channel once it is open; before that (a refusal of the opening) in clear."""
        if self.closed:
            return False
        try:
            line = encode(message)
        except ValueError:
            log.exception("refusing to send an over-long %s message", message.get("type"))
            return False
        if self.tap is not None:
            self.tap(line)
        return self.write(self.channel.sealer.seal(line) if self.channel is not None else line)

    def write(self, data: bytes) -> bool:
        """Bytes as they go on the wire (an opening line, or sealed records)."""
        if self.closed:
            return False
        try:
            self.writer.write(data)
        except (ConnectionError, RuntimeError, OSError):
            self.close()
            return False
        transport = self.writer.transport
        if transport is not None and transport.get_write_buffer_size() > self.max_buffer:
            log.warning("cutting off %s: it does not read its messages", self.peer)
            self.abort()
            return False
        return True

    def close(self) -> None:
        """Close after what is queued is sent; cut off after ``CLOSE_TIMEOUT`` seconds if the client does
        not read it (a polite close would otherwise wait for a silent reader forever)."""
        if self.closed:
            return
        self.closed = True
        try:
            self.writer.close()
        except (ConnectionError, RuntimeError, OSError):
            pass
        transport = self.writer.transport
        if transport is not None:
            try:
                asyncio.get_running_loop().call_later(CLOSE_TIMEOUT, transport.abort)  # a no-op once closed
            except RuntimeError:
                pass  # no running loop: nothing can wait anyway

    def abort(self) -> None:
        """Close at once, dropping whatever is unread: the reading side sees the end of the stream
        and the seat follows the usual drop rules (grace period, then a bot)."""
        self.closed = True
        transport = self.writer.transport
        if transport is not None:
            transport.abort()

    async def flush(self, timeout: float) -> None:
        """Give the transport up to ``timeout`` seconds to send what is queued."""
        try:
            await asyncio.wait_for(self.writer.drain(), timeout)
        except (Exception, asyncio.CancelledError):
            pass

    async def read(self, timeout: Optional[float] = None) -> bytes:
        """The next chunk of bytes; b"" at end of stream.  TimeoutError after ``timeout``."""
        if timeout is None:
            return await self.reader.read(65536)
        return await asyncio.wait_for(self.reader.read(65536), timeout)


class LocalConnection:
    """The seat of the host's own player: the same messages, as dicts, without a socket.

    Keeps local play in-process (no loopback TCP) while the host treats the seat
    exactly like a remote one: same checks, same views, same requests.
    """

    def __init__(self, deliver: Callable[[Wire], None]) -> None:
        self.id = Connection.next_id()
        self.deliver = deliver
        self.limiter = RateLimiter(float("inf"), 0.0, 1 << 30)  # the host's own player is not limited
        self.seat: Optional[int] = None
        self.closed = False
        self.event_index = 0
        self.requested_key: Optional[int] = None
        self.tap: Optional[Callable[[bytes], None]] = None
        self.peer = "local"
        self.address = "local"
        self.vouched = False
        self.opening = False
        self.computing = False
        self.born = time.monotonic()
        self.guessing = False
        self.last_heard = time.monotonic()

    def send(self, message: Wire) -> bool:
        if self.closed:
            return False
        if self.tap is not None:
            self.tap(encode(message))
        try:
            self.deliver(message)
        except Exception:  # a UI bug must not take the table down
            log.exception("the local player's message handler failed on %s", message.get("type"))
        return True

    def close(self) -> None:
        self.closed = True

    async def flush(self, timeout: float) -> None:
        return None


#: A seated player's connection: a socket, or the host's own player in-process.
AnyConnection = Union[Connection, LocalConnection]
