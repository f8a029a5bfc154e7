"""The LAN client: join a table, receive messages, answer requests.  No Qt.

``TableClient`` is the asyncio client.  ``ThreadedTableClient`` runs one in a
background thread for a GUI: its methods may be called from any thread and
never block (except ``connect``), and messages arrive through a callback (in
the network thread; a Qt UI emits a signal from it) and a ``queue.Queue``.
Both read the host through one ``ClientCore`` and offer the ``SeatClient`` methods.

Joining opens the encrypted channel first (``channel.py``): the password, if the
table has one, goes into SPAKE2 and never crosses the wire; ``table_code`` is then
the table's code, for the player to compare with the host's lobby.

Messages are delivered as the client's ``ClientCore`` read them (``Received``: the dict as it
came and its typed ``message``, see :mod:`.messages`); a host's ``ping`` is answered here.
Besides the host's messages, the client delivers one message of its own, a
``Disconnected`` (``{"type": "disconnected", "reason": "..."}``) when the connection ends.
"""

from __future__ import annotations

import asyncio
import json
import logging
import queue
import random
import threading
from typing import Awaitable, Callable, Optional

from .channel import MAX_OPENING_LINE, Channel, ChannelError, ClientOpening
from .client_core import ClientCore, Received, SeatClient
from .codec import LineDecoder, encode
from .connection import enable_keepalive
from .mailbox import InternetError as DialError
from .messages import Disconnected, Ping, Wire
from .protocol import PROTOCOL_VERSION

Callback = Callable[[Received], None]
#: Opens a stream to a table within the seconds given (the internet path's rendezvous and relay),
#: or raises ``DialError``.
Dial = Callable[[float], Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]]

log = logging.getLogger(__name__)


#: The longest wait between two tries of a join when the table did not say how long (seconds).
MAX_BACKOFF = 4.0


class JoinError(Exception):
    """Joining failed: ``code`` is the host's error code, or "unreachable" / "timeout" / "closed";
    ``retry_after``: the seconds the host asked to wait before trying again (a throttled password)."""

    def __init__(self, code: str, message: str, retry_after: Optional[float] = None, sealed: bool = False) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.retry_after = retry_after
        self.sealed = sealed  # it came inside the channel: from the table that knows the password


def _join_error(msg: Wire, sealed: bool = False) -> JoinError:
    retry = msg.get("retry_after")
    wait = float(retry) if isinstance(retry, (int, float)) and not isinstance(retry, bool) and retry > 0 else None
    return JoinError(str(msg.get("code"))[:40], str(msg.get("message"))[:300], wait, sealed)


class TableClient(SeatClient[Awaitable[None]]):
    def __init__(self, on_message: Optional[Callback] = None, queue_messages: bool = True) -> None:
        self.on_message = on_message
        #: Every delivered message, unless ``queue_messages`` is False (then only the callback gets them).
        self.messages: Optional[asyncio.Queue[Received]] = asyncio.Queue() if queue_messages else None
        self._core = ClientCore()
        self.connected = False
        #: The table's code ("305 117 842") once the channel is open: the host's lobby shows the same.
        self.table_code: Optional[str] = None
        #: The table's key once the channel is open (a reconnect checks it is the same table).
        self.table_key: Optional[bytes] = None
        self._reader: Optional[asyncio.StreamReader] = None
        self._writer: Optional[asyncio.StreamWriter] = None
        self._channel: Optional[Channel] = None
        self._raw = bytearray()  # bytes read and not yet used
        self._decoder = LineDecoder()
        self._backlog: list[object] = []
        self._task: Optional[asyncio.Task[None]] = None
        self._password_used = False  # this join's password went into a finished exchange
        self.attempts = 0  # connections the last ``connect`` made (1: in at the first try)

    @property
    def core(self) -> ClientCore:
        """What this player knows of the table (the same core as the host's in-process player's)."""
        return self._core

    async def connect(self, host: str, port: int, name: str, *, token: Optional[str] = None,
                      password: Optional[str] = None, timeout: float = 10.0,
                      table_key: Optional[bytes] = None, dial: Optional[Dial] = None) -> Received:
        """Join (or with ``token``, take back a seat).  Returns the welcome; raises ``JoinError``.

        ``table_key``: the key of the table the seat is at (``self.table_key`` after the first join):
        the token is sent only to that table, so a look-alike table cannot take it.

        ``timeout`` bounds the whole join.  A busy table (``server_busy``: a crowd of connections is
        joining, or this seat came back too often), a throttled address (``try_later`` before any
        exchange) or a connection cut or reset before the welcome is tried again within ``timeout``:
        never sooner than the ``retry_after`` the table asked for, else after a growing, jittered wait.
        A reset is treated like ``server_busy`` in clear: once the password went into a finished
        exchange neither is tried again (a rogue table would get one more guess each time; the host
        never pushes out a connection whose opening it answered within ``admission.HELLO_GRACE``, and
        one it does push out is told ``server_busy`` inside the channel, which is tried again).
        ``attempts`` counts the connections this join made.

        ``dial``: the stream comes from it instead of a TCP connection to ``host``:``port`` (the
        internet path, net/internet.py: a code's rendezvous and the relay; ``host`` then only names
        the table in messages).  A dial's failure is a ``JoinError`` with its code; it is not tried
        again (an internet code is single use)."""
        loop = asyncio.get_running_loop()
        give_up = loop.time() + timeout
        self.attempts = 0
        backoff = 0.25
        while True:
            self._password_used = False
            self.attempts += 1
            try:
                return await self._connect_once(host, port, name, token, password, timeout, table_key, dial)
            except JoinError as exc:
                if dial is not None:
                    raise
                if exc.retry_after is not None:
                    wait = exc.retry_after * (1.0 + 0.2 * random.random())  # never sooner than asked
                else:
                    wait = backoff * (0.5 + random.random())
                    backoff = min(MAX_BACKOFF, backoff * 2)
                if exc.code == "server_busy":
                    again = exc.sealed or not self._password_used
                elif exc.code in ("try_later", "closed"):  # "closed": cut or reset before the welcome
                    again = not self._password_used
                else:
                    again = False
                if not again or loop.time() + wait >= give_up:
                    raise
            await asyncio.sleep(wait)

    async def _connect_once(self, host: str, port: int, name: str, token: Optional[str], password: Optional[str],
                            timeout: float, table_key: Optional[bytes], dial: Optional[Dial]) -> Received:
        loop = asyncio.get_running_loop()
        # The opening line first (SPAKE2 in pure Python takes milliseconds: off the loop), so it goes
        # out the moment the connection is up: the host closes silent connections first.
        opening = await loop.run_in_executor(None, ClientOpening, password) if password else ClientOpening(None)
        try:
            if dial is not None:
                reader, writer = await dial(timeout)
            else:
                reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port, limit=1 << 17), timeout)
        except DialError as exc:
            raise JoinError(exc.code, exc.message) from None
        except asyncio.TimeoutError:
            raise JoinError("timeout", f"No answer from {host}:{port}.") from None
        except OSError as exc:
            raise JoinError("unreachable", f"Cannot reach {host}:{port} ({exc.strerror or exc}).") from None
        writer.write(opening.first_line())
        self._reader, self._writer = reader, writer
        enable_keepalive(writer.get_extra_info("socket"))  # a host that vanished is noticed
        self._raw = bytearray()
        self._decoder = LineDecoder()
        self._backlog = []
        self._channel = None
        try:
            answer = await asyncio.wait_for(self._opening_line(), timeout)
            channel = await loop.run_in_executor(None, opening.channel, answer) if password \
                else opening.channel(answer)
            self._password_used = opening.has_password and password is not None
            if table_key is not None and channel.table_key != table_key:
                raise JoinError("wrong_table", "This is not the table your seat is at (its key is another); "
                                "the seat's token was not sent.")
            self._channel = channel
            self.table_key = channel.table_key
            hello: Wire = {"type": "hello", "protocol": PROTOCOL_VERSION, "name": name}
            if token is not None:
                hello["token"] = token  # the token is enough to take a seat back
            writer.write(channel.sealer.seal(encode(hello)))
            self.table_code = await loop.run_in_executor(None, channel.code)  # while the host answers
            welcome = await asyncio.wait_for(self._await("welcome"), timeout + 6.0)  # a seat takeover asks first
        except asyncio.TimeoutError:
            self._close_writer()
            raise JoinError("timeout", "The table did not answer in time.") from None
        except ChannelError as exc:
            self._close_writer()
            raise JoinError(exc.code, exc.message, exc.retry_after) from None
        except JoinError:
            self._close_writer()
            raise
        except (ConnectionError, OSError) as exc:
            self._close_writer()
            raise JoinError("closed", f"The connection to the table broke ({exc}).") from None
        self.connected = True
        self._task = loop.create_task(self._read_loop(reader))
        return welcome

    async def _fill(self) -> None:
        reader = self._reader
        assert reader is not None, "connect() opens the connection first"
        data = await reader.read(65536)
        if not data:
            raise JoinError("closed", "The table closed the connection.")
        self._raw += data

    async def _opening_line(self) -> bytes:
        """The host's next opening line (without its newline); its refusal is a ``JoinError``."""
        while True:
            nl = self._raw.find(b"\n")
            if nl >= 0:
                line = bytes(self._raw[:nl]).strip()
                del self._raw[:nl + 1]
                if line:
                    return line
                continue
            if len(self._raw) > MAX_OPENING_LINE:
                raise JoinError("bad_handshake", "The table's opening line is too long.")
            await self._fill()

    def _take_records(self) -> list[object]:
        """What the bytes read so far hold: messages, or the host's refusal in clear (``JoinError``)."""
        channel = self._channel
        assert channel is not None
        if self._raw[:1] == b"{" and not self.connected:
            # Before it could read our first record (a wrong password) the host answers in clear.
            nl = self._raw.find(b"\n")
            if nl < 0:
                return []
            try:
                msg = json.loads(bytes(self._raw[:nl]))
            except ValueError:
                msg = {}
            if isinstance(msg, dict) and msg.get("type") == "error":
                raise _join_error(msg)
            raise JoinError("bad_handshake", "The table answered with something that is not a record.")
        data = bytes(self._raw)
        self._raw.clear()
        items: list[object] = []
        for plain in channel.opener.feed(data):
            items.extend(self._decoder.feed(plain))
        return items

    async def _await(self, kind: str) -> Received:
        """The host's ``welcome``; an ``error`` first is a ``JoinError``."""
        while True:
            if not self._backlog:
                await self._fill()
                self._backlog = self._take_records()
            while self._backlog:
                item = self._backlog.pop(0)
                if not isinstance(item, dict):
                    continue
                if item.get("type") == "error":
                    raise _join_error(item, sealed=True)
                if item.get("type") == kind:
                    received = self._core.receive(item)
                    if received is not None:
                        return received

    async def _read_loop(self, reader: asyncio.StreamReader) -> None:
        reason = "the table closed the connection"
        try:
            for item in self._backlog:
                self._deliver(item)
            self._backlog = []
            while True:
                if self._raw:
                    for item in self._take_records():
                        self._deliver(item)
                data = await reader.read(65536)
                if not data:
                    break
                self._raw += data
        except ChannelError as exc:
            reason = f"the connection was tampered with ({exc.message})"
            log.warning("closing the table's connection: %s", exc.message)
        except (ConnectionError, OSError) as exc:
            reason = f"connection lost ({exc})"
        except asyncio.CancelledError:
            reason = "closed by this program"
        finally:
            self.connected = False
            self._close_writer()
            self._emit(Received.of(Disconnected(reason)))

    def _deliver(self, item: object) -> None:
        received = self._core.receive(item)  # a garbled line from the host is skipped, not fatal
        if received is None:
            return
        if isinstance(received.message, Ping):  # the host asks if we are still here
            self._write({"type": "pong", "id": received.message.id})
            return
        self._emit(received)

    def _emit(self, item: Received) -> None:
        if self.messages is not None:
            self.messages.put_nowait(item)
        if self.on_message is not None:
            try:
                self.on_message(item)
            except Exception:  # a bug in the UI's handler must not cut the connection
                log.exception("the message handler failed on a %s message", item.get("type"))

    # ------------------------------------------------------------ sending
    def _write(self, message: Wire) -> None:
        if self._writer is None or self._channel is None or not self.connected:
            raise ConnectionError("not connected to a table")
        self._writer.write(self._channel.sealer.seal(encode(message)))

    async def send(self, message: Wire) -> None:
        self._write(message)
        assert self._writer is not None
        await self._writer.drain()

    async def send_raw(self, data: bytes) -> None:
        """Bytes sealed as they are, not a message (tests: how the host takes a broken line)."""
        if self._writer is None or self._channel is None or not self.connected:
            raise ConnectionError("not connected to a table")
        self._writer.write(self._channel.sealer.seal(data))
        await self._writer.drain()

    def _close_writer(self) -> None:
        if self._writer is not None:
            try:
                self._writer.close()
            except (ConnectionError, RuntimeError, OSError):
                pass

    async def close(self, goodbye: bool = False) -> None:
        """Leave the table.  ``goodbye``: say so first (``leave``), so the table gives the seat to a
        computer player at once instead of waiting for a dropped player to come back."""
        if goodbye and self.connected:
            try:
                self._write({"type": "leave"})  # sent before the close: the transport flushes it
            except (ConnectionError, RuntimeError, OSError):
                pass
        self.connected = False
        self._close_writer()
        if self._task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._task), 2.0)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                self._task.cancel()


class ThreadedTableClient(SeatClient[None]):
    """A ``TableClient`` on its own event loop thread, for the GUI.

    ``connect`` blocks until the table welcomes (returns the welcome) or refuses
    (raises ``JoinError``); call it off the GUI thread or with a short timeout.
    Everything else returns at once.  ``on_message`` runs in the network thread;
    ``messages`` holds what ``ClientCore`` read (``Received``).
    """

    def __init__(self, on_message: Optional[Callback] = None) -> None:
        self.messages: queue.Queue[Received] = queue.Queue()
        self._user_callback = on_message
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="botifarra-net", daemon=True)
        self._thread.start()
        self.client = TableClient(on_message=self._on_message, queue_messages=False)

    def _on_message(self, item: Received) -> None:
        self.messages.put(item)
        if self._user_callback is not None:
            self._user_callback(item)

    @property
    def core(self) -> ClientCore:
        return self.client.core

    @property
    def connected(self) -> bool:
        return self.client.connected

    @property
    def table_code(self) -> Optional[str]:
        return self.client.table_code

    def connect(self, host: str, port: int, name: str, *, token: Optional[str] = None,
                password: Optional[str] = None, timeout: float = 10.0,
                table_key: Optional[bytes] = None, dial: Optional[Dial] = None) -> Received:
        fut = asyncio.run_coroutine_threadsafe(
            self.client.connect(host, port, name, token=token, password=password, timeout=timeout,
                                table_key=table_key, dial=dial), self._loop)
        return fut.result(3 * timeout + 10)

    def reconnect(self, host: str, port: int, name: str, timeout: float = 10.0) -> Received:
        """Take the seat back with the token from the last welcome, at the same table (its key)."""
        if self.client.token is None:
            raise JoinError("bad_token", "There is no seat to take back.")
        return self.connect(host, port, name, token=self.client.token, timeout=timeout,
                            table_key=self.client.table_key)

    def send(self, message: Wire) -> None:
        fut = asyncio.run_coroutine_threadsafe(self.client.send(message), self._loop)
        fut.add_done_callback(lambda f: f.exception())  # a lost connection shows up as "disconnected"

    def close(self, goodbye: bool = False) -> None:
        """Leave the table (``goodbye``: saying so, see ``TableClient.close``) and stop the network thread."""
        if not self._thread.is_alive():
            return
        try:
            asyncio.run_coroutine_threadsafe(self.client.close(goodbye), self._loop).result(5)
        except Exception:
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)
        if not self._thread.is_alive():
            self._loop.close()
