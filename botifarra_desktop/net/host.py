"""The LAN table host: the connection layer in front of one ``TableFlow``.

``TableHost`` listens (and takes connections from an acceptor: ``accept``, the internet
inviter's relayed streams, net/internet.py), shakes hands (the opening key exchange, the hello, the password,
seat tokens) and admits connections; the game itself is its ``flow``, a
``TableFlow`` (net/flow.py) that knows nothing of sockets.  Every seat is a
remote player (a TCP connection, or the in-app host's own player on an
in-process ``LocalConnection`` that is checked exactly like a socket) or a bot.
All game state changes happen on the event loop.

Every connection opens an encrypted channel first (``channel.py``: X25519, SPAKE2 with the
password at a password table, ChaCha20-Poly1305 records); nothing of the game crosses the
wire in clear.  The host sends each seat only its own view, its seat-filtered events and its
own requests; it accepts an action only from the connection that holds the
seat whose turn it is.  A player who drops is away: the table waits on it only
on its turn and only out of its away budget; after ``grace`` seconds a bot
plays the seat until the player comes back with its token (net/flow.py).
"""

from __future__ import annotations

import asyncio
import errno
import hmac
import logging
import math
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Callable, Coroutine, Mapping, Optional, Union

from ..engine import ActionError
from ..session import TableSession
from .admission import (
    MAX_BEFORE_HELLO,
    PAKE_BURST,
    PAKE_PER_SECOND,
    REFUSE_NEW,
    Cooldown,
    PasswordThrottle,
    raise_fd_limit,
    to_evict,
)
from .channel import MAX_OPENING_LINE, ChannelError, HostOpening, TableKey
from .codec import BLANK, DecodeError, Wire
from .connection import AnyConnection, Connection, LocalConnection, RateLimiter
from .discovery import Announcement
from .flow import BotFactory, HostConfig, Slot, TableFlow, action_error
from .player_messages import Hello, PlayerPong
from .protocol import MAX_NAME, PROTOCOL_VERSION, ProtocolError, error, name_skeleton, parse_client
from .turn_clock import QUICK_TURN, Bucket, Scheduler

log = logging.getLogger(__name__)

__all__ = ["TableHost", "HostConfig", "BotFactory"]

#: Connections the kernel may hold for the host before it accepts them (a flood fills a short queue).
LISTEN_BACKLOG = 1024
#: Seconds between two log lines about running out of file descriptors.
_EMFILE_LOG_EVERY = 60.0


#: A loop's exception handler: called with the loop and asyncio's context (free-form: "message",
#: "exception", "transport" ... as the failing part gave them).
ExceptionHandler = Callable[[asyncio.AbstractEventLoop, dict[str, object]], object]


class _QuietAccept:
    """A loop's exception handler: out of file descriptors, asyncio stops accepting for a second by
    itself; one log line a minute says so, instead of a traceback for every connection refused."""

    def __init__(self, previous: Optional[ExceptionHandler]) -> None:
        self.previous = previous
        self.logged = float("-inf")

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, object]) -> None:
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
            now = time.monotonic()
            if now - self.logged >= _EMFILE_LOG_EVERY:
                self.logged = now
                log.warning("out of file descriptors (%s): accepting paused for a moment", exc.strerror)
            return
        if self.previous is not None:
            self.previous(loop, context)
        else:
            loop.default_exception_handler(context)


def _quiet_accept_errors(loop: asyncio.AbstractEventLoop) -> None:
    if not isinstance(loop.get_exception_handler(), _QuietAccept):
        loop.set_exception_handler(_QuietAccept(loop.get_exception_handler()))


@dataclass(frozen=True)
class _Accepted:
    """What an acceptor says of a connection it hands over (``TableHost.accept``)."""

    password: str
    identity: str
    seat: Optional[int]
    on_seated: Optional[Callable[[int], None]]


class TableHost:
    #: Seconds a seat's connection has to answer a ping before a token takes the seat over.
    takeover_probe = 5.0

    def __init__(self, config: HostConfig, bot_factory: BotFactory,
                 wire_tap: Optional[Callable[[int, bytes], None]] = None,
                 scheduler: Optional[Scheduler] = None) -> None:
        self.config = config
        #: The game: slots, session, clocks, bots (no sockets); this host feeds it seated connections.
        self.flow = TableFlow(config, bot_factory, scheduler)
        #: Called with (seat, line bytes) for every line written to a seated client (tests, logging).
        self.wire_tap = wire_tap
        self.conns: set[AnyConnection] = set()
        self.server: Optional[asyncio.base_events.Server] = None
        self.port: Optional[int] = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._handlers: set[asyncio.Task[None]] = set()  # one per connection
        self.throttle = PasswordThrottle()
        #: Password exchanges the table works out (all addresses together), on a thread of their own.
        self.pake_budget = Bucket(PAKE_BURST, PAKE_PER_SECOND, time.monotonic)
        #: Addresses told ``try_later``: cut off at once when they connect again before their wait is over.
        self.cooldown = Cooldown()
        self._pake_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="botifarra-pake")
        #: The table's key: every channel is bound to it, and its code is shown in the host's lobby.
        self.table_key = TableKey()
        self._probes = 0
        self._accepted: dict[int, _Accepted] = {}  # connection id -> what its acceptor said of it
        self._max_open = 1 << 30  # connections held at once (``start`` sets it from the descriptor limit)

    @property
    def table_code(self) -> str:
        """Nine digits naming this table's key ("305 117 842"): a joining player sees the same."""
        return self.table_key.code

    # ------------------------------------------------------------ the flow's state, read-only
    @property
    def slots(self) -> list[Slot]:
        return self.flow.slots

    @property
    def session(self) -> Optional[TableSession]:
        return self.flow.session

    @property
    def started(self) -> asyncio.Event:
        return self.flow.started

    @property
    def finished(self) -> asyncio.Event:
        return self.flow.finished

    @property
    def game_no(self) -> int:
        """Games started at this table (0 in the lobby; a rematch is the next one)."""
        return self.flow.game_no

    @property
    def over(self) -> bool:
        return self.flow.over

    @property
    def closing(self) -> bool:
        return self.flow.closing

    @property
    def on_change(self) -> list[Callable[[Announcement], object]]:
        return self.flow.on_change

    @property
    def on_game_over(self) -> list[Callable[[], None]]:
        """Called at once when a game ends (``game_over`` sent), before any rematch can start."""
        return self.flow.on_game_over

    def info(self) -> Announcement:
        """What discovery announces (``TableFlow.info``)."""
        return self.flow.info()

    def start_now(self) -> bool:
        """Start with whoever has joined (``TableFlow.start_now``)."""
        return self.flow.start_now()

    def free_seat(self, seat: int) -> bool:
        """Free a remote player's seat (``TableFlow.free_seat``)."""
        return self.flow.free_seat(seat)

    def rematch(self) -> bool:
        """The game is over: the next game with the same players and rules, now (``TableFlow.rematch``)."""
        return self.flow.rematch()

    def _spawn(self, coro: Coroutine[object, object, None]) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _send(self, conn: AnyConnection, msg: Wire) -> None:
        conn.send(msg)

    # ------------------------------------------------------------ lifecycle
    async def start(self, host: str = "0.0.0.0", port: int = 0) -> int:
        _quiet_accept_errors(asyncio.get_running_loop())
        soft = raise_fd_limit()
        if soft is not None:  # sockets the host holds at most (seated, waiting, being closed): well below it
            self._max_open = max(self.config.max_unopened + 16, soft // 2)
        self.server = await asyncio.start_server(self._handle, host, port, limit=1 << 17, backlog=LISTEN_BACKLOG)
        self.port = self.server.sockets[0].getsockname()[1]
        log.info("table %r listening on %s:%s", self.config.table_name, host, self.port)
        return self.port

    async def close(self, reason: str = "the host closed the table") -> None:
        if self.closing:
            return
        self.flow.close()
        for conn in list(self.conns):
            self._send(conn, {"type": "host_closing", "reason": reason})
        if self.server is not None:
            self.server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.sleep(0)  # let the transports flush what they can
        for conn in list(self.conns):
            await conn.flush(1.0)
            conn.close()
        handlers = [t for t in self._handlers if t is not asyncio.current_task()]
        for task in handlers:
            task.cancel()
        await asyncio.gather(*handlers, return_exceptions=True)
        if self.server is not None:
            await self.server.wait_closed()
        self._pake_pool.shutdown(wait=False, cancel_futures=True)

    # ------------------------------------------------------------ connections
    def accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, *, password: str,
               identity: str, seat: Optional[int] = None,
               on_seated: Optional[Callable[[int], None]] = None) -> asyncio.Task[None]:
        """An acceptor's connection (the internet inviter's relayed stream, net/internet.py), taken
        exactly like one from the listening socket, but: ``password`` is this connection's SPAKE2
        password (the words of its code) instead of the table's; ``identity`` stands for the remote
        address in every limit and throttle (all relayed connections share the relay's address);
        a new player is seated at ``seat`` if it is free; ``on_seated`` is called with the seat each time
        the connection is given one.  The task ends when the connection does."""
        return self._spawn(self._handle(reader, writer, _Accepted(password, identity, seat, on_seated)))

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                      accepted: Optional[_Accepted] = None) -> None:
        c = self.config
        try:
            conn = Connection(reader, writer, RateLimiter(c.rate_capacity, c.rate_per_second, c.flood_after),
                              max_buffer=c.max_buffer)
        except OSError:  # gone before it could be looked at
            writer.transport.abort()
            return
        if accepted is not None:
            conn.address = conn.peer = accepted.identity
            self._accepted[conn.id] = accepted
        if self.closing:
            conn.send(error("server_busy", "The table is closing."))
            conn.close()
            return
        # Past the limits of connections without a hello (per address, in all), an idle one makes room
        # (one in the middle of its opening only when none is idle); one that said hello is never evicted.
        if len(self.conns) >= self._max_open or self.cooldown.active(conn.address):
            conn.abort()  # far below the descriptor limit, or told to wait and back too soon: cut off at once
            return
        victim = to_evict(self.conns, conn.address, c.max_per_address, c.max_connections,
                          per_prefix=c.max_per_prefix, hard_total=c.max_unopened)
        if victim == REFUSE_NEW:  # every waiting connection is new or being answered: this one waits outside
            conn.send(error("server_busy", "Too many connections are joining; try again in a second.",
                            retry_after=1))
            conn.close()
            return
        if isinstance(victim, Connection):
            self._refuse(victim, ProtocolError("server_busy", "Too many connections are waiting; try again.",
                                               retry_after=1))
        # the client speaks first; an acceptor's connection has its own password (its code's words)
        opening = HostOpening(self.table_key, c.password if accepted is None else accepted.password)
        self.conns.add(conn)
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + c.hello_timeout
        pending = bytearray()  # opening bytes not yet cut into lines
        try:
            while not conn.closed:
                if conn.seat is None and not conn.vouched:
                    try:
                        data = await conn.read(max(0.0, deadline - loop.time()))
                    except asyncio.TimeoutError:
                        self._refuse(conn, ProtocolError("hello_timeout", (
                            f"No opening and hello arrived in time (this table speaks protocol version "
                            f"{PROTOCOL_VERSION}).")))
                        break
                else:
                    data = await conn.read()
                if not data:
                    break
                if not conn.vouched and conn.seat is None:
                    conn.bytes_before_hello += len(data)
                    if conn.bytes_before_hello > MAX_BEFORE_HELLO:  # the opening and a hello fit well within
                        self._refuse(conn, ProtocolError("flood", "Too many bytes before the hello; closed."))
                        break
                if conn.channel is None:
                    data = await self._opening(conn, opening, pending, data)
                    if conn.channel is None or not data:
                        continue
                self._records(conn, data)
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            pass  # the host is closing; ending normally keeps asyncio's stream callback quiet
        finally:
            conn.close()
            self.conns.discard(conn)
            self._handlers.discard(asyncio.current_task())
            self._accepted.pop(conn.id, None)
            if conn.guessing:  # left (or was cut off) before its hello opened: a wrong guess
                conn.guessing = False
                self.throttle.failed(conn.address)
            if not self.closing:
                self.flow.dropped(conn)

    async def _opening(self, conn: Connection, opening: HostOpening, pending: bytearray, data: bytes) -> bytes:
        """Opening bytes in; once the channel is open, the bytes after the client's opening line."""
        pending += data
        while conn.channel is None and not conn.closed:
            nl = pending.find(b"\n")
            if nl < 0:
                if len(pending) > MAX_OPENING_LINE:
                    self._refuse(conn, ProtocolError("bad_handshake", "The opening line is too long."))
                return b""
            line = bytes(pending[:nl]).strip()
            del pending[:nl + 1]
            verdict = conn.limiter.charge()  # blank and broken lines cost like any message
            if verdict == "flood":
                self._refuse(conn, ProtocolError("flood", "Too many lines; the connection is closed."))
                return b""
            if not line or verdict == "rate_limited":
                continue
            await self._open(conn, opening, line)
        rest = bytes(pending)
        pending.clear()
        return rest

    async def _open(self, conn: Connection, opening: HostOpening, line: bytes) -> None:
        """The client's opening line: the channel opens (a password table checks the guess's turn first)."""
        try:
            opening.receive(line)
        except ChannelError as exc:
            self._refuse(conn, ProtocolError(exc.code, exc.message))
            return
        conn.opening = True
        if opening.password is not None and opening.has_guess:
            wait = self.throttle.retry_after(conn.address)
            if wait > 0:
                refusal = self._try_later(wait)
                self._send(conn, refusal.as_error())
                self.cooldown.wait(conn.address, float(refusal.retry_after or 0))
                conn.close()
                return
            if self.pake_budget.take() > 0:  # the table's share of CPU for guesses is spent for now
                self._send(conn, error("try_later", "Many players are joining at once; try again in a second.",
                                       retry_after=1))
                self.cooldown.wait(conn.address, 1.0)
                conn.close()
                return
            self.throttle.attempt(conn.address)
            conn.guessing = True
            # SPAKE2 in pure Python takes a few milliseconds: off the loop, one at a time, within the budget.
            loop = asyncio.get_running_loop()
            conn.computing = True
            try:
                channel, reply = await loop.run_in_executor(self._pake_pool, opening.finish)
            except ChannelError as exc:
                self._refuse(conn, ProtocolError(exc.code, exc.message))
                return
            finally:
                conn.computing = False
        else:
            try:
                channel, reply = opening.finish()
            except ChannelError as exc:
                self._refuse(conn, ProtocolError(exc.code, exc.message))
                return
        if conn.closed:
            return
        conn.write(reply)
        conn.born = time.monotonic()  # its hello has the same grace as its opening had
        conn.channel = channel
        conn.with_password = opening.password is None or opening.with_password

    @staticmethod
    def _try_later(wait: float) -> ProtocolError:
        if math.isinf(wait):
            return ProtocolError("try_later", "Several password attempts of this computer are being checked; "
                                 "try again in a few seconds.", retry_after=5)
        seconds = max(1, math.ceil(wait))
        return ProtocolError("try_later", f"Too many wrong passwords from this computer; try again in {seconds} s.",
                             retry_after=seconds)

    def _records(self, conn: Connection, data: bytes) -> None:
        """Records from the client: each must open, in order, or the connection ends."""
        channel = conn.channel
        assert channel is not None
        try:
            plaintexts = channel.opener.feed(data)
        except ChannelError as exc:
            if conn.guessing:  # its first record did not open: the password was not the table's
                conn.guessing = False
                wait = self.throttle.failed(conn.address)
                conn.channel = None  # the client cannot read our records: the answer goes in clear
                message = "The table's password is different."
                if wait > 0:
                    message = f"Wrong password; try again in {max(1, math.ceil(wait))} s."
                self._send(conn, error("wrong_password", message, retry_after=math.ceil(wait)))
                conn.close()
                return
            if conn.seat is None and not conn.vouched:
                conn.channel = None  # nothing of it opened yet: it may not have our keys either
            self._refuse(conn, ProtocolError(exc.code, exc.message))
            return
        if not plaintexts:
            return
        conn.last_heard = time.monotonic()
        if conn.probe is not None:
            conn.probe.set()
        if conn.guessing:
            conn.guessing = False
            self.throttle.succeeded(conn.address)
        for plain in plaintexts:
            items = conn.decoder.feed(plain)
            if not items:  # a record that ends no line costs a message all the same
                self._charged(conn)
                if conn.closed:
                    return
            for item in items:
                if conn.closed:
                    return
                try:
                    self._receive(conn, item)
                except Exception:  # a bug must cost this client its connection, never the table
                    log.exception("message from %s failed", conn.peer)
                    self._refuse(conn, ProtocolError("internal", "The host failed on that message."))

    def _refuse(self, conn: AnyConnection, exc: ProtocolError) -> None:
        self._send(conn, exc.as_error())
        if exc.fatal:
            conn.close()
            if isinstance(conn, LocalConnection):
                self.leave_local(conn)  # no socket handler will notice: leave like a drop

    def _charged(self, conn: AnyConnection) -> bool:
        """One message (a line, or a record that ends none) against the connection's rate limit: True to go
        ahead; False when it is dropped (one notice per burst) or the connection is cut off for flooding."""
        verdict = conn.limiter.charge()
        if verdict == "flood":
            self._refuse(conn, ProtocolError("flood", "Too many messages; the connection is closed."))
            return False
        if verdict == "rate_limited":
            if conn.limiter.drops_in_row == 1:  # one notice per burst, not one per dropped line
                self._send(conn, error("rate_limited", "Too many messages; some were dropped. Slow down."))
            return False
        return True

    def _receive(self, conn: AnyConnection, item: Union[Mapping[str, object], DecodeError]) -> None:
        if not self._charged(conn):
            return
        if item is BLANK:
            return  # a keep-alive: charged, not answered
        if isinstance(item, DecodeError):
            self._send(conn, error(item.code, item.message))
            return
        try:
            msg = parse_client(item)
            if conn.seat is None:
                if not isinstance(msg, Hello) or conn.vouched:
                    raise ProtocolError("hello_first", "Send hello first, once, and wait for its answer.")
                conn.vouched = True  # a valid hello: never closed to make room for an idle connection
                self._hello(conn, msg)
                return
            if msg.seat is not None and msg.seat != conn.seat:
                raise ProtocolError("not_your_seat", f"You hold seat {conn.seat}; you cannot act for seat {msg.seat}.")
            if isinstance(msg, Hello):
                raise ProtocolError("already_joined", f"You already hold seat {conn.seat}.")
            if isinstance(msg, PlayerPong):
                return  # the answer to the host's ping: that a record arrived at all is what counted
            self.flow.handle(conn, msg)
        except ProtocolError as exc:
            self._refuse(conn, exc)
        except ActionError as exc:
            self._send(conn, action_error(exc))

    # ------------------------------------------------------------ joining
    def _hello(self, conn: AnyConnection, msg: Hello) -> None:
        """The first message in the channel (a password table's channel opened only with the password)."""
        try:
            if msg.protocol != PROTOCOL_VERSION:
                raise ProtocolError("protocol_mismatch", (
                    f"This table speaks protocol version {PROTOCOL_VERSION} and your program speaks version "
                    f"{msg.protocol}. Both computers need the same version of Botifarra."))
            if msg.token is not None:
                self._reclaim(conn, msg, msg.token)  # the token is the credential: it was given to a player who got in
                return
            if isinstance(conn, Connection) and not conn.with_password:
                raise ProtocolError("wrong_password", "This table has a password.")
            self._join(conn, msg)
        except ProtocolError as exc:
            self._send(conn, exc.as_error())
            conn.close()  # a refused hello always ends the connection

    def _join(self, conn: AnyConnection, msg: Hello) -> None:
        """A new player (the hello and any password are checked): the first free player seat."""
        if self.over:
            raise ProtocolError("table_full", "This table's game is over.")
        free = [s for s in self.slots if s.human and s.conn is None and s.token is None]
        accepted = self._accepted.get(conn.id)  # an internet code is for one seat: that one if it is free
        wanted = accepted.seat if accepted is not None else None
        slot = next((s for s in free if s.seat == wanted), free[0] if free else None)
        if slot is None:
            raise ProtocolError("table_full", "Every seat at this table is taken.")
        slot.name = self._unique_name(msg.name or f"Player {slot.seat + 1}", slot)
        slot.token = secrets.token_urlsafe(18)
        self._seat(conn, slot, reconnected=False)
        if not self.started.is_set() and all(s.conn is not None for s in self.slots if s.human):
            self.flow.start_game()

    def _unique_name(self, name: str, slot: Slot) -> str:
        """``name``, or with a number after it (" 2", " 3", …) if someone else at the table has it or one
        that looks the same (``name_skeleton``: "Аnna" with a Cyrillic A is "Anna")."""
        taken = {name_skeleton(s.name) for s in self.slots if s is not slot and s.name}
        candidate, n = name, 1
        while name_skeleton(candidate) in taken:
            n += 1
            suffix = f" {n}"
            candidate = name[:MAX_NAME - len(suffix)] + suffix
        return candidate

    def _slot_of_token(self, token: str) -> Optional[Slot]:
        return next((s for s in self.slots if s.token is not None
                     and hmac.compare_digest(s.token.encode("utf-8"), token.encode("utf-8"))), None)

    def _reclaim(self, conn: AnyConnection, msg: Hello, token: str) -> None:
        slot = self._slot_of_token(token)
        if slot is None:
            raise ProtocolError("bad_token", "That token does not match a seat at this table; join without it.")
        old = slot.conn
        live = old is not None and old is not conn and not old.closed
        # Returns are limited per seat (no reconnect storm); tries at a seat whose connection is still open
        # (maybe a thief's, refused when the owner answers) have a budget of their own: they never spend
        # the owner's returns.
        wait = self.flow.takeover_wait(slot) if live else self.flow.return_wait(slot)
        if wait > 0:
            seconds = max(1, math.ceil(wait))
            raise ProtocolError("server_busy", f"You came back too often; try again in {seconds} s.",
                                retry_after=seconds)
        if old is not None and live:
            # A token never takes over a connection that still answers: ask the old one first.
            if isinstance(old, LocalConnection) or not isinstance(conn, Connection):
                raise ProtocolError("seat_in_use", "That seat is played on the host's computer.")
            conn.vouched = True  # waiting for the old connection's answer: not evicted meanwhile
            self._spawn(self._probe_then_reclaim(conn, msg, slot, old))
            return
        self._take_back(conn, msg, slot)

    async def _probe_then_reclaim(self, conn: Connection, msg: Hello, slot: Slot, old: Connection) -> None:
        """The seat's connection gets a ping; if it answers within ``takeover_probe`` seconds the seat stays
        with it (``seat_in_use``), otherwise it is dropped (``replaced``) and the token takes the seat."""
        token = slot.token
        self._probes += 1
        old.probe = asyncio.Event()
        self._send(old, {"type": "ping", "id": f"seat-{self._probes}"})
        try:
            await asyncio.wait_for(old.probe.wait(), self.takeover_probe)
            answered = True
        except asyncio.TimeoutError:
            answered = False
        finally:
            old.probe = None
        if conn.closed or self.closing:
            return
        if slot.token != token:
            self._refuse(conn, ProtocolError("bad_token", "That token was used meanwhile; it is void now."))
            return
        if answered and slot.conn is old and not old.closed:
            self._refuse(conn, ProtocolError("seat_in_use", (
                "That seat's connection still answers, so it is not taken over. Close the other window, "
                "or wait until it is dropped, and try again.")))
            return
        try:
            self._take_back(conn, msg, slot)
        except ProtocolError as exc:
            self._refuse(conn, exc)

    def _take_back(self, conn: AnyConnection, msg: Hello, slot: Slot) -> None:
        old = slot.conn
        if old is not None and old is not conn:
            self._send(old, error("replaced", "Your seat was taken back from another connection."))
            old.close()
            if isinstance(old, Connection):
                old.abort()  # it did not answer: nothing more is waited for
        slot.token = secrets.token_urlsafe(18)  # a new token on every reconnect: an old one is worth nothing
        if msg.name:
            slot.name = self._unique_name(msg.name, slot)
        self._seat(conn, slot, reconnected=True)
        self.flow.returned(slot)

    def _seat(self, conn: AnyConnection, slot: Slot, reconnected: bool) -> None:
        if self.wire_tap is not None:
            tap, seat = self.wire_tap, slot.seat
            conn.tap = lambda line: tap(seat, line)
        c = self.config
        self._send(conn, {"type": "welcome", "protocol": PROTOCOL_VERSION, "seat": slot.seat, "token": slot.token,
                          "table": c.table_name, "rules": c.rules.to_dict(), "reconnected": reconnected,
                          "grace": c.grace, "hand_pause": c.hand_pause, "max_hands": c.max_hands,
                          "turn_time": c.turn_time, "away_budget": c.away_budget,
                          "away_budget_game": c.away_budget_game, "overtime_per_game": c.overtime_per_game,
                          "quick_turn": QUICK_TURN})
        self.flow.seated(conn, slot)
        accepted = self._accepted.get(conn.id)
        if accepted is not None and accepted.on_seated is not None:
            try:
                accepted.on_seated(slot.seat)
            except Exception:  # the acceptor's trouble must never reach the table
                log.exception("an acceptor's seated callback failed")

    # ------------------------------------------------------------ the host's own player
    def join_local(self, name: str, deliver: Callable[[Wire], None], token: Optional[str] = None) -> LocalConnection:
        """Seat a player of this computer, in-process: it gets the same messages as dicts.

        Call on the host's event loop.  The welcome (or the refusal) is delivered
        before this returns; ``conn.seat`` is None if the table refused.  With
        ``token``, take a seat back (after ``leave_local``), like a reconnect.
        ``deliver`` runs inside the host: it must not call back into it directly
        (schedule ``receive_local`` on the loop instead, as ``LocalTableClient`` does).
        """
        conn = LocalConnection(deliver)
        self.conns.add(conn)
        # The host's own player is on this computer: no password (nothing crosses the wire).
        self._receive(conn, {"type": "hello", "protocol": PROTOCOL_VERSION, "name": name, "token": token})
        if conn.seat is None:
            self.conns.discard(conn)
        return conn

    def receive_local(self, conn: LocalConnection, msg: Mapping[str, object]) -> None:
        """A message from the local player, checked exactly like one from a socket."""
        if not conn.closed:
            self._receive(conn, msg)

    def leave_local(self, conn: LocalConnection) -> None:
        """The local player leaves: like a dropped connection (grace period, then a bot)."""
        if conn in self.conns:
            conn.close()
            self.conns.discard(conn)
            if not self.closing:
                self.flow.dropped(conn)
