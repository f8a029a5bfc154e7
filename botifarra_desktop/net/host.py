"""The LAN table host: the connection layer in front of one ``TableFlow``.

``TableHost`` listens, shakes hands (the challenge, the hello, the password,
seat tokens) and admits connections; the game itself is its ``flow``, a
``TableFlow`` (net/flow.py) that knows nothing of sockets.  Every seat is a
remote player (a TCP connection, or the in-app host's own player on an
in-process ``LocalConnection`` that is checked exactly like a socket) or a bot.
All game state changes happen on the event loop.

The host sends each seat only its own view, its seat-filtered events and its
own requests; it accepts an action only from the connection that holds the
seat whose turn it is.  A player who drops is away: the table waits on it only
on its turn and only out of its away budget; after ``grace`` seconds a bot
plays the seat until the player comes back with its token (net/flow.py).
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
from typing import Any, Callable, Optional

from ..engine import ActionError
from ..session import TableSession
from .codec import DecodeError
from .admission import PasswordThrottle, new_nonce, new_salt, password_key, proof_from_key, to_evict
from .connection import AnyConnection, Connection, LocalConnection, RateLimiter
from .flow import BotFactory, HostConfig, Slot, TableFlow, action_error
from .turn_clock import Scheduler
from .protocol import MAX_NAME, PROTOCOL_VERSION, ProtocolError, error, parse_client

log = logging.getLogger(__name__)

__all__ = ["TableHost", "HostConfig", "BotFactory"]


class TableHost:
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
        self._tasks: set[asyncio.Task] = set()
        self._handlers: set[asyncio.Task] = set()  # one per connection
        self.throttle = PasswordThrottle()
        self._salt = new_salt()
        # Derived once: a client proves it knows the password with an HMAC of its nonce under this key.
        self._password_key = password_key(config.password, self._salt, config.password_iterations) \
            if config.password is not None else b""

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
    def over(self) -> bool:
        return self.flow.over

    @property
    def closing(self) -> bool:
        return self.flow.closing

    @property
    def on_change(self) -> list[Callable[[dict], None]]:
        return self.flow.on_change

    def info(self) -> dict[str, Any]:
        """What discovery announces (``TableFlow.info``)."""
        return self.flow.info()

    def start_now(self) -> bool:
        """Start with whoever has joined (``TableFlow.start_now``)."""
        return self.flow.start_now()

    def free_seat(self, seat: int) -> bool:
        """Free a remote player's seat (``TableFlow.free_seat``)."""
        return self.flow.free_seat(seat)

    def _spawn(self, coro: Any) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _send(self, conn: AnyConnection, msg: dict[str, Any]) -> None:
        conn.send(msg)

    # ------------------------------------------------------------ lifecycle
    async def start(self, host: str = "0.0.0.0", port: int = 0) -> int:
        self.server = await asyncio.start_server(self._handle, host, port, limit=1 << 17)
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

    # ------------------------------------------------------------ connections
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        c = self.config
        conn = Connection(reader, writer, RateLimiter(c.rate_capacity, c.rate_per_second, c.flood_after),
                          max_buffer=c.max_buffer)
        if self.closing:
            conn.send(error("server_busy", "The table is closing."))
            conn.close()
            return
        # Past the limits of idle connections (per address, in all), the oldest idle one makes room:
        # a crowd of silent sockets cannot keep a player out, and one that said hello is never evicted.
        victim = to_evict(self.conns, conn.address, c.max_per_address, c.max_connections)
        if victim is not None:
            self._refuse(victim, ProtocolError("server_busy", "Too many connections are waiting; try again."))
        conn.nonce = new_nonce()
        self._send(conn, {"type": "challenge", "nonce": conn.nonce.hex(), "salt": self._salt.hex(),
                          "iterations": c.password_iterations, "password": c.password is not None})
        self.conns.add(conn)
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + c.hello_timeout
        try:
            while not conn.closed:
                if conn.seat is None and not conn.vouched:
                    try:
                        data = await conn.read(max(0.0, deadline - loop.time()))
                    except asyncio.TimeoutError:
                        self._refuse(conn, ProtocolError("hello_timeout", "No hello arrived in time."))
                        break
                else:
                    data = await conn.read()
                if not data:
                    break
                for item in conn.decoder.feed(data):
                    if conn.closed:
                        break
                    try:
                        self._receive(conn, item)
                    except Exception:  # a bug must cost this client its connection, never the table
                        log.exception("message from %s failed", conn.peer)
                        self._refuse(conn, ProtocolError("internal", "The host failed on that message."))
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            pass  # the host is closing; ending normally keeps asyncio's stream callback quiet
        finally:
            conn.close()
            self.conns.discard(conn)
            self._handlers.discard(asyncio.current_task())
            if not self.closing:
                self.flow.dropped(conn)

    def _refuse(self, conn: AnyConnection, exc: ProtocolError) -> None:
        self._send(conn, error(exc.code, exc.message))
        if exc.fatal:
            conn.close()
            if isinstance(conn, LocalConnection):
                self.leave_local(conn)  # no socket handler will notice: leave like a drop

    def _receive(self, conn: AnyConnection, item: Any) -> None:
        verdict = conn.limiter.charge()
        if verdict == "flood":
            self._refuse(conn, ProtocolError("flood", "Too many messages; the connection is closed."))
            return
        if verdict == "rate_limited":
            if conn.limiter.drops_in_row == 1:  # one notice per burst, not one per dropped line
                self._send(conn, error("rate_limited", "Too many messages; some were dropped. Slow down."))
            return
        if isinstance(item, DecodeError):
            self._send(conn, error(item.code, item.message))
            return
        try:
            msg = parse_client(item)
            if conn.seat is None:
                if msg["type"] != "hello" or conn.vouched:
                    raise ProtocolError("hello_first", "Send hello first, once, and wait for its answer.")
                conn.vouched = True  # a valid hello: never closed to make room for an idle connection
                self._hello(conn, msg)
                return
            if "seat" in msg and msg["seat"] != conn.seat:
                raise ProtocolError("not_your_seat", f"You hold seat {conn.seat}; you cannot act for seat {msg['seat']}.")
            if msg["type"] == "hello":
                raise ProtocolError("already_joined", f"You already hold seat {conn.seat}.")
            self.flow.handle(conn, msg)
        except ProtocolError as exc:
            self._refuse(conn, exc)
        except ActionError as exc:
            self._send(conn, action_error(exc))

    # ------------------------------------------------------------ joining
    def _hello(self, conn: AnyConnection, msg: dict[str, Any]) -> None:
        c = self.config
        try:
            if msg["protocol"] != PROTOCOL_VERSION:
                raise ProtocolError("protocol_mismatch", (
                    f"This table speaks protocol version {PROTOCOL_VERSION} and your program speaks version "
                    f"{msg['protocol']}. Both computers need the same version of Botifarra."))
            if msg["token"] is not None:
                self._reclaim(conn, msg)  # the token is the credential: it was given to a player who got in
                return
            if c.password is not None and not isinstance(conn, LocalConnection):
                if self.throttle.busy(conn.address):
                    raise ProtocolError("server_busy", "Too many password attempts are waiting; try again later.")
                wait = self.throttle.reserve(conn.address)
                if wait > 0:
                    self._spawn(self._check_later(conn, msg, wait))
                else:
                    self._check_password(conn, msg)
                return
            self._join(conn, msg)
        except ProtocolError as exc:
            self._send(conn, error(exc.code, exc.message))
            conn.close()  # a refused hello always ends the connection

    async def _check_later(self, conn: Connection, msg: dict[str, Any], wait: float) -> None:
        try:
            await asyncio.sleep(wait)
        finally:
            if conn.closed:
                self.throttle.failed(conn.address)  # gave up waiting: it counts as a wrong guess
        self._check_password(conn, msg)

    def _check_password(self, conn: Connection, msg: dict[str, Any]) -> None:
        if conn.closed:
            return
        expected = proof_from_key(self._password_key, conn.nonce)
        if not hmac.compare_digest(expected.encode("ascii"), (msg["proof"] or "").encode("utf-8")):
            self.throttle.failed(conn.address)
            self._send(conn, error("wrong_password", "The table's password is different."))
            conn.close()
            return
        self.throttle.succeeded(conn.address)
        try:
            self._join(conn, msg)
        except ProtocolError as exc:
            self._send(conn, error(exc.code, exc.message))
            conn.close()

    def _join(self, conn: AnyConnection, msg: dict[str, Any]) -> None:
        """A new player (the hello and any password are checked): the first free player seat."""
        if self.over:
            raise ProtocolError("table_full", "This table's game is over.")
        slot = next((s for s in self.slots if s.human and s.conn is None and s.token is None), None)
        if slot is None:
            raise ProtocolError("table_full", "Every seat at this table is taken.")
        slot.name = self._unique_name(msg["name"] or f"Player {slot.seat + 1}", slot)
        slot.token = secrets.token_urlsafe(18)
        self._seat(conn, slot, reconnected=False)
        if not self.started.is_set() and all(s.conn is not None for s in self.slots if s.human):
            self.flow.start_game()

    def _unique_name(self, name: str, slot: Slot) -> str:
        """``name``, or with a number after it (" 2", " 3", …) if someone else at the table has it."""
        taken = {s.name.casefold() for s in self.slots if s is not slot and s.name}
        candidate, n = name, 1
        while candidate.casefold() in taken:
            n += 1
            suffix = f" {n}"
            candidate = name[:MAX_NAME - len(suffix)] + suffix
        return candidate

    def _reclaim(self, conn: AnyConnection, msg: dict[str, Any]) -> None:
        slot = next((s for s in self.slots if s.token is not None
                     and hmac.compare_digest(s.token.encode("utf-8"), msg["token"].encode("utf-8"))), None)
        if slot is None:
            raise ProtocolError("bad_token", "That token does not match a seat at this table; join without it.")
        wait = self.flow.return_wait(slot)  # returns are limited per seat: no reconnect storm
        if wait > 0:
            raise ProtocolError("server_busy", f"You came back too often; try again in {max(1, round(wait))} s.")
        old = slot.conn
        if old is not None and old is not conn:
            self._send(old, error("replaced", "Your seat was taken back from another connection."))
            old.close()
        slot.token = secrets.token_urlsafe(18)  # a new token on every reconnect: an old one is worth nothing
        if msg["name"]:
            slot.name = self._unique_name(msg["name"], slot)
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
                          "away_budget_game": c.away_budget_game})
        self.flow.seated(conn, slot)

    # ------------------------------------------------------------ the host's own player
    def join_local(self, name: str, deliver: Callable[[dict], None], token: Optional[str] = None) -> LocalConnection:
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

    def receive_local(self, conn: LocalConnection, msg: dict[str, Any]) -> None:
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
