"""A ``TableHost`` on its own event loop thread, for the app's "Host a table".

The host's own player sits in-process (``LocalTableClient``, no loopback
socket); the host checks and serves that seat exactly like a remote one.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from functools import partial
from typing import Callable, Coroutine, Optional, Sequence, TypeVar

from .client import JoinError
from .client_core import ClientCore, Received, SeatClient
from .connection import LocalConnection
from .discovery import Announcement, TableAnnouncer, announce_host
from .flow import BotFactory
from .host import HostConfig, TableHost
from .internet import InternetInviter, InternetSettings, Invitation
from .messages import Disconnected, HostClosing, Welcome, Wire
from .protocol import DEFAULT_PORT

T = TypeVar("T")


class HostThread:
    def __init__(self, config: HostConfig, bot_factory: BotFactory, announce: bool = True) -> None:
        self.config = config
        self.bot_factory = bot_factory
        self.announce = announce
        self.host: Optional[TableHost] = None
        self.finished = threading.Event()  # set when the first game is over (a rematch does not clear it)
        self._announcer: Optional[TableAnnouncer] = None
        self._watcher: Optional[asyncio.Task[None]] = None
        self._inviter: Optional[InternetInviter] = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="botifarra-host", daemon=True)

    @property
    def port(self) -> Optional[int]:
        return self.host.port if self.host else None

    @property
    def running(self) -> bool:
        """The host's thread runs (started and not yet closed)."""
        return self._thread.is_alive()

    def run(self, coro: Coroutine[object, object, T], timeout: float) -> T:
        """Run ``coro`` in the host's loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    def call_soon(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` in the host's thread."""
        self._loop.call_soon_threadsafe(callback)

    def start(self, bind: str = "0.0.0.0", port: int = DEFAULT_PORT, timeout: float = 15.0) -> int:
        """Listen; returns the port.  Raises OSError (e.g. the port is taken) with nothing left running."""
        self._thread.start()
        try:
            return asyncio.run_coroutine_threadsafe(self._start(bind, port), self._loop).result(timeout)
        except BaseException:
            self._stop_loop()
            raise

    async def _start(self, bind: str, port: int) -> int:
        self.host = TableHost(self.config, self.bot_factory)
        try:
            result = await self.host.start(bind, port)
        except OSError:
            await self.host.close()
            raise
        self._watcher = asyncio.get_running_loop().create_task(self._watch())
        if self.announce:
            self._announcer = await announce_host(self.host, bind)
        return result

    @property
    def table(self) -> TableHost:
        """The host, once started."""
        if self.host is None:
            raise RuntimeError("the table is not open")
        return self.host

    async def _watch(self) -> None:
        await self.table.finished.wait()
        self.finished.set()

    @property
    def table_code(self) -> str:
        """The table's code (nine digits): a joining player's dialog shows the same."""
        return self.table.table_code

    @property
    def announced(self) -> bool:
        return self._announcer is not None

    def info(self) -> Announcement:
        """Name, protocol, free seats, password (a snapshot; safe from any thread)."""
        return asyncio.run_coroutine_threadsafe(self._info(), self._loop).result(5)

    async def _info(self) -> Announcement:
        return self.table.info()

    def start_now(self) -> bool:
        """Start the game now; open player seats are played by bots (``TableHost.start_now``)."""
        async def start() -> bool:
            return self.table.start_now()

        return asyncio.run_coroutine_threadsafe(start(), self._loop).result(5)

    def free_seat(self, seat: int) -> bool:
        """Free a remote player's seat (``TableHost.free_seat``); False if there is none to free."""
        async def free() -> bool:
            return self.table.free_seat(seat)

        return asyncio.run_coroutine_threadsafe(free(), self._loop).result(5)

    def rematch(self) -> bool:
        """The game is over: start the next one with the same players and rules (``TableHost.rematch``)."""
        async def again() -> bool:
            return self.table.rematch()

        return asyncio.run_coroutine_threadsafe(again(), self._loop).result(5)

    def invite(self, settings: InternetSettings, seats: Sequence[int],
               on_change: Callable[[dict[int, Invitation]], None]) -> None:
        """Keep an internet code for each of ``seats`` while it is open (``InternetInviter``);
        ``on_change`` is called in the host's thread.  Once per table: later calls do nothing."""
        async def start() -> None:
            if self._inviter is None:
                self._inviter = InternetInviter(self.table, settings, on_change=on_change, seats=seats)
                self._inviter.start()

        asyncio.run_coroutine_threadsafe(start(), self._loop).result(5)

    def internet_codes(self) -> dict[int, str]:
        """The codes that can be given now, by seat (none before ``invite``)."""
        async def codes() -> dict[int, str]:
            return self._inviter.codes() if self._inviter is not None else {}

        return asyncio.run_coroutine_threadsafe(codes(), self._loop).result(5)

    def renew_code(self, seat: int) -> bool:
        """Withdraw ``seat``'s code for a new one (``InternetInviter.renew``); False if there is none."""
        async def renew() -> bool:
            return self._inviter is not None and self._inviter.renew(seat)

        return asyncio.run_coroutine_threadsafe(renew(), self._loop).result(5)

    def close(self, reason: str = "the host closed the table", timeout: float = 10.0) -> None:
        """Tell everyone (``host_closing``), close the connections and stop the thread."""
        if not self._thread.is_alive():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._close(reason), self._loop).result(timeout)
        finally:
            self._stop_loop()

    async def _close(self, reason: str) -> None:
        if self._watcher is not None:
            self._watcher.cancel()
            await asyncio.gather(self._watcher, return_exceptions=True)
        if self._inviter is not None:
            await self._inviter.close()
        if self.host is not None:
            await self.host.close(reason)
        if self._announcer is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._announcer.close)

    def _stop_loop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        if not self._thread.is_alive():
            self._loop.close()


class LocalTableClient(SeatClient[None]):
    """The host's own player at a ``HostThread`` table: in-process, no socket.

    The same ``SeatClient`` surface as ``ThreadedTableClient`` (``messages`` of ``Received``,
    ``on_message``, ``view``, ``request``, ``act`` ...), so the UI drives a hosted table and
    a joined one the same way.  ``on_message`` runs in the host's thread.
    """

    def __init__(self, host_thread: HostThread, on_message: Optional[Callable[[Received], None]] = None) -> None:
        self._ht = host_thread
        self._user_callback = on_message
        self.messages: queue.Queue[Received] = queue.Queue()
        self._core = ClientCore()
        self._conn: Optional[LocalConnection] = None
        self._answer: Optional[Wire] = None  # the welcome or the refusal of connect()

    @property
    def core(self) -> ClientCore:
        """What this player knows of the table (the same core as the TCP client's)."""
        return self._core

    @property
    def connected(self) -> bool:
        return self._conn is not None and not self._conn.closed

    @property
    def table_code(self) -> Optional[str]:
        """The table's code, as the host's lobby shows it."""
        return self._ht.host.table_code if self._ht.host is not None else None

    def _deliver(self, msg: Wire) -> None:
        kind = msg.get("type")
        received = self._core.receive(msg)
        if self._answer is None and kind in ("welcome", "error"):
            self._answer = received if received is not None else msg
        if received is None:
            return
        self.messages.put(received)
        if self._user_callback is not None:
            self._user_callback(received)  # LocalConnection.send logs a failure here; the table plays on
        if isinstance(received.message, HostClosing):
            self.messages.put(Received.of(Disconnected("the table was closed")))

    def connect(self, name: str, token: Optional[str] = None, timeout: float = 10.0) -> Received:
        """Take a player seat (with ``token``: take it back); the welcome, or ``JoinError`` (e.g. table_full)."""
        async def join() -> LocalConnection:
            return self._ht.table.join_local(name, self._deliver, token)

        self._answer = None
        conn = self._ht.run(join(), timeout)
        answer: Wire = self._answer or {}
        if conn.seat is None or not isinstance(answer, Received) or not isinstance(answer.message, Welcome):
            raise JoinError(str(answer.get("code", "refused")), str(answer.get("message", "The table refused.")))
        self._conn = conn
        return answer

    def send(self, message: Wire) -> None:
        if self._conn is None:
            raise ConnectionError("not seated at the table")
        self._ht.call_soon(partial(self._ht.table.receive_local, self._conn, dict(message)))

    def close(self) -> None:
        """Leave the seat (the others get the grace period, then a bot)."""
        if self._conn is not None and self._ht.running:
            conn, self._conn = self._conn, None
            self._ht.call_soon(partial(self._ht.table.leave_local, conn))
