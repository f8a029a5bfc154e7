"""The LAN client: join a table, receive messages, answer requests.  No Qt.

``TableClient`` is the asyncio client.  ``ThreadedTableClient`` runs one in a
background thread for a GUI: its methods may be called from any thread and
never block (except ``connect``), and messages arrive through a callback (in
the network thread; a Qt UI emits a signal from it) and a ``queue.Queue``.

Besides the host's messages, the client delivers one message of its own:
``{"type": "disconnected", "reason": "..."}`` when the connection ends.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from typing import Any, Callable, Optional

from ..engine import SeatView
from .admission import proof
from .client_core import ClientCore
from .codec import DecodeError, LineDecoder, encode
from .connection import enable_keepalive
from .protocol import PROTOCOL_VERSION

Callback = Callable[[dict[str, Any]], None]

log = logging.getLogger(__name__)


class JoinError(Exception):
    """Joining failed: ``code`` is the host's error code, or "unreachable" / "timeout" / "closed"."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _well_formed(item: dict[str, Any]) -> bool:
    if item["type"] == "welcome":
        return isinstance(item.get("seat"), int) and isinstance(item.get("token"), str)
    return isinstance(item.get("nonce"), str) and isinstance(item.get("salt"), str) \
        and isinstance(item.get("iterations"), int)


def answer_challenge(password: str, challenge: dict[str, Any]) -> str:
    """The ``proof`` for a table's ``challenge``: the password itself never leaves this computer."""
    try:
        salt, nonce = bytes.fromhex(challenge["salt"]), bytes.fromhex(challenge["nonce"])
    except ValueError:
        raise JoinError("closed", "The table sent a malformed challenge.") from None
    iterations = challenge["iterations"]
    if not 1 <= iterations <= 10_000_000:
        raise JoinError("closed", "The table sent a malformed challenge.")
    return proof(password, salt, nonce, iterations)


class TableClient:
    def __init__(self, on_message: Optional[Callback] = None, queue_messages: bool = True) -> None:
        self.on_message = on_message
        #: Every delivered message, unless ``queue_messages`` is False (then only the callback gets them).
        self.messages: Optional[asyncio.Queue[dict[str, Any]]] = asyncio.Queue() if queue_messages else None
        #: What this player knows of the table (shared with the host's in-process player).
        self.core = ClientCore()
        self.connected = False
        self._reader: Optional[asyncio.StreamReader] = None
        self._writer: Optional[asyncio.StreamWriter] = None
        self._decoder = LineDecoder()
        self._backlog: list[Any] = []
        self._task: Optional[asyncio.Task] = None

    async def connect(self, host: str, port: int, name: str, *, token: Optional[str] = None,
                      password: Optional[str] = None, timeout: float = 10.0) -> dict[str, Any]:
        """Join (or with ``token``, take back a seat).  Returns the welcome; raises ``JoinError``."""
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port, limit=1 << 17), timeout)
        except asyncio.TimeoutError:
            raise JoinError("timeout", f"No answer from {host}:{port}.") from None
        except OSError as exc:
            raise JoinError("unreachable", f"Cannot reach {host}:{port} ({exc.strerror or exc}).") from None
        self._reader, self._writer = reader, writer
        enable_keepalive(writer.get_extra_info("socket"))  # a host that vanished is noticed
        self._decoder = LineDecoder()
        self._backlog = []
        try:
            challenge = await asyncio.wait_for(self._await("challenge"), timeout)
            hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "name": name}
            if token is not None:
                hello["token"] = token  # the token is enough to take a seat back
            elif challenge.get("password") is True:
                if not password:
                    raise JoinError("wrong_password", "This table has a password.")
                hello["proof"] = await asyncio.get_running_loop().run_in_executor(
                    None, answer_challenge, password, challenge)
            writer.write(encode(hello))
            welcome = await asyncio.wait_for(self._await("welcome"), timeout)
        except asyncio.TimeoutError:
            self._close_writer()
            raise JoinError("timeout", "The table did not answer in time.") from None
        except JoinError:
            self._close_writer()
            raise
        self.core.welcomed(welcome)
        self.connected = True
        self._task = asyncio.get_running_loop().create_task(self._read_loop(reader))
        return welcome

    async def _await(self, kind: str) -> dict[str, Any]:
        """The host's ``challenge`` or ``welcome``; an ``error`` first is a ``JoinError``."""
        reader = self._reader
        assert reader is not None, "connect() opens the connection first"
        while True:
            if not self._backlog:
                data = await reader.read(65536)
                if not data:
                    raise JoinError("closed", "The table closed the connection.")
                self._backlog = self._decoder.feed(data)
            while self._backlog:
                item = self._backlog.pop(0)
                if isinstance(item, DecodeError):
                    continue
                if item.get("type") == "error":
                    raise JoinError(str(item.get("code")), str(item.get("message")))
                if item.get("type") == kind and _well_formed(item):
                    return item

    async def _read_loop(self, reader: asyncio.StreamReader) -> None:
        reason = "the table closed the connection"
        try:
            for item in self._backlog:
                self._deliver(item)
            self._backlog = []
            while True:
                data = await reader.read(65536)
                if not data:
                    break
                for item in self._decoder.feed(data):
                    self._deliver(item)
        except (ConnectionError, OSError) as exc:
            reason = f"connection lost ({exc})"
        except asyncio.CancelledError:
            reason = "closed by this program"
        finally:
            self.connected = False
            self._close_writer()
            self._emit({"type": "disconnected", "reason": reason})

    @property
    def seat(self) -> Optional[int]:
        return self.core.seat

    @property
    def token(self) -> Optional[str]:
        return self.core.token

    @property
    def welcome(self) -> Optional[dict[str, Any]]:
        return self.core.welcome

    @property
    def view(self) -> Optional[SeatView]:
        """The latest state from the host."""
        return self.core.view

    @property
    def request(self) -> Optional[dict[str, Any]]:
        """The request not yet answered."""
        return self.core.request

    def _deliver(self, item: Any) -> None:
        if self.core.receive(item):  # a garbled line from the host is skipped, not fatal
            self._emit(item)

    def _emit(self, item: dict[str, Any]) -> None:
        if self.messages is not None:
            self.messages.put_nowait(item)
        if self.on_message is not None:
            try:
                self.on_message(item)
            except Exception:  # a bug in the UI's handler must not cut the connection
                log.exception("the message handler failed on a %s message", item.get("type"))

    # ------------------------------------------------------------ sending
    async def send(self, message: dict[str, Any]) -> None:
        if self._writer is None or not self.connected:
            raise ConnectionError("not connected to a table")
        self._writer.write(encode(message))
        await self._writer.drain()

    async def declare(self, choice: str) -> None:
        await self.act("declare", choice)

    async def double(self, call: str) -> None:
        await self.act("double", call)

    async def play(self, card: str) -> None:
        await self.act("play", card)

    async def act(self, action: str, value: str) -> None:
        """Answer a request: ``action`` is its "action" ("declare", "double" or "play")."""
        await self.send(self.core.answer(action, value))

    async def claim(self) -> None:
        """Table rules: claim an illegal card of the other side (``view.can_claim``)."""
        await self.send({"type": "claim"})

    async def chat(self, text: str) -> None:
        await self.send({"type": "chat", "text": text})

    async def ready(self) -> None:
        await self.send({"type": "ready"})

    def _close_writer(self) -> None:
        if self._writer is not None:
            try:
                self._writer.close()
            except (ConnectionError, RuntimeError, OSError):
                pass

    async def close(self) -> None:
        self.connected = False
        self._close_writer()
        if self._task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._task), 2.0)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                self._task.cancel()


class ThreadedTableClient:
    """A ``TableClient`` on its own event loop thread, for the GUI.

    ``connect`` blocks until the table welcomes (returns the welcome) or refuses
    (raises ``JoinError``); call it off the GUI thread or with a short timeout.
    Everything else returns at once.  ``on_message`` runs in the network thread.
    """

    def __init__(self, on_message: Optional[Callback] = None) -> None:
        self.messages: queue.Queue[dict[str, Any]] = queue.Queue()
        self._user_callback = on_message
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="botifarra-net", daemon=True)
        self._thread.start()
        self.client = TableClient(on_message=self._on_message, queue_messages=False)

    def _on_message(self, item: dict[str, Any]) -> None:
        self.messages.put(item)
        if self._user_callback is not None:
            self._user_callback(item)

    @property
    def seat(self) -> Optional[int]:
        return self.client.seat

    @property
    def token(self) -> Optional[str]:
        return self.client.token

    @property
    def view(self) -> Optional[SeatView]:
        return self.client.view

    @property
    def request(self) -> Optional[dict[str, Any]]:
        return self.client.request

    @property
    def connected(self) -> bool:
        return self.client.connected

    def connect(self, host: str, port: int, name: str, *, token: Optional[str] = None,
                password: Optional[str] = None, timeout: float = 10.0) -> dict[str, Any]:
        fut = asyncio.run_coroutine_threadsafe(
            self.client.connect(host, port, name, token=token, password=password, timeout=timeout), self._loop)
        return fut.result(timeout + 5)

    def reconnect(self, host: str, port: int, name: str, timeout: float = 10.0) -> dict[str, Any]:
        """Take the seat back with the token from the last welcome."""
        if self.client.token is None:
            raise JoinError("bad_token", "There is no seat to take back.")
        return self.connect(host, port, name, token=self.client.token, timeout=timeout)

    def _submit(self, coro: Any) -> None:
        fut = asyncio.run_coroutine_threadsafe(coro, self._loop)
        fut.add_done_callback(lambda f: f.exception())  # a lost connection shows up as "disconnected"

    def declare(self, choice: str) -> None:
        self._submit(self.client.declare(choice))

    def double(self, call: str) -> None:
        self._submit(self.client.double(call))

    def play(self, card: str) -> None:
        self._submit(self.client.play(card))

    def act(self, action: str, value: str) -> None:
        self._submit(self.client.act(action, value))

    def claim(self) -> None:
        self._submit(self.client.claim())

    def chat(self, text: str) -> None:
        self._submit(self.client.chat(text))

    def ready(self) -> None:
        self._submit(self.client.ready())

    def close(self) -> None:
        """Leave the table and stop the network thread."""
        if not self._thread.is_alive():
            return
        try:
            asyncio.run_coroutine_threadsafe(self.client.close(), self._loop).result(5)
        except Exception:
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)
        if not self._thread.is_alive():
            self._loop.close()
