"""What this program holds at a LAN table, and opening or joining one without freezing the window.

``LanSeat``: the ``NetworkSource`` the table is shown from, the client that holds
our seat and, when we host, the ``HostThread``.  Hosting seats our own player
in-process (``LocalTableClient``, no loopback socket); joining connects a
``ThreadedTableClient`` in a worker thread (``Connector``) so a slow or absent
host never hangs the GUI.  A table joined by an internet code (``Connector.join_code``)
keeps the servers it used (``LanSeat.internet``): a dropped guest comes back through
its seat's rejoin point (``net.internet.rejoin_route``), not by an address.
"""

from __future__ import annotations

import os
import queue
import secrets
import threading
from typing import Any, Mapping, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from ...net import DEFAULT_PORT, HostConfig, HostThread, JoinError, LocalTableClient, ThreadedTableClient
from ...net.client_core import Received
from ...net.discovery import lan_addresses
from ...net.internet import MAILBOX_ENV, RELAY_ENV, InternetSettings, code_route, rejoin_route
from ...net.messages import Welcome
from ...session import DEFAULT_BOT_LEVEL
from ...storage import Settings
from .source import NetworkSource

#: Seconds to wait for a table to answer when joining.
CONNECT_TIMEOUT = 8.0
#: The "address" of a table joined by an internet code (it has none: the relay carries it).
INTERNET = "internet"


class LanSeat:
    def __init__(self, source: NetworkSource, client: ThreadedTableClient | LocalTableClient,
                 host: Optional[HostThread] = None, address: str = "", port: int = 0, name: str = "",
                 bind: str = "0.0.0.0", internet: Optional[InternetSettings] = None) -> None:
        self.source = source
        #: The servers a table joined by an internet code was reached through (None: by its address).
        self.internet = internet
        self.client = client
        self.host = host
        self.address = address  # the table's address (joined tables; for rejoining)
        self.port = port
        self.name = name
        self.bind = bind  # where a table we host listens
        #: The table's welcome when we joined or came back (joined tables).
        self.welcome: Optional[Welcome] = None
        self._closed = False

    @property
    def hosting(self) -> bool:
        return self.host is not None

    @property
    def token(self) -> Optional[str]:
        return self.client.token

    def addresses(self) -> list[str]:
        """Where friends can reach the table we host ("address:port")."""
        if self.host is None:
            return []
        found = lan_addresses() if self.bind in ("0.0.0.0", "") else [self.bind]
        return [f"{a}:{self.port}" for a in (found or ["127.0.0.1"])]

    def close(self) -> None:
        """Leave the table; a hosted table is closed for everyone (they are told)."""
        if self._closed:
            return
        self._closed = True
        self.source.close()
        try:
            if isinstance(self.client, ThreadedTableClient):  # a guest says goodbye: nobody waits for it
                self.client.close(goodbye=True)
            else:
                self.client.close()
        finally:
            if self.host is not None:
                self.host.close()


def open_table(config: HostConfig, levels: dict[int, str], name: str, bind: str = "0.0.0.0",
               port: int = DEFAULT_PORT, announce: bool = True) -> LanSeat:
    """Open a table here and seat our player.  ``levels``: the bot level of every seat a computer
    may play (also a friend's seat left empty at the start).  Raises OSError if it cannot listen."""
    seed = config.seed if config.seed is not None else secrets.randbelow(2**31)

    def bot_factory(seat: int) -> Any:
        from ...ai import make_bot  # the bots think in the host's worker thread

        return make_bot(levels.get(seat, DEFAULT_BOT_LEVEL), seed * 31 + seat)

    host = HostThread(config, bot_factory, announce=announce)
    try:
        actual = host.start(bind, port)
    except OSError:
        if port == 0:
            raise
        host = HostThread(config, bot_factory, announce=announce)  # the usual port is taken: any free one
        actual = host.start(bind, 0)
    source = NetworkSource()
    client = LocalTableClient(host)
    try:
        client.connect(name)
    except (JoinError, Exception):
        host.close()
        raise
    source.attach(client)
    return LanSeat(source, client, host, port=actual, name=name, bind=bind)


def internet_settings(saved: Settings, environ: Optional[Mapping[str, str]] = None) -> InternetSettings:
    """The internet servers to use: BOTIFARRA_MAILBOX / BOTIFARRA_RELAY if set (as on the command line),
    else the ones saved in Preferences, else the public ones.  ValueError for an unusable address."""
    env = os.environ if environ is None else environ
    return InternetSettings.choose(env.get(MAILBOX_ENV) or saved.internet_mailbox or None,
                                   env.get(RELAY_ENV) or saved.internet_relay or None, environ={})


def parse_address(text: str) -> Optional[tuple[str, int]]:
    """ "192.168.1.20:47047" or "192.168.1.20" (the usual port) -> (host, port); None if it is not one."""
    text = text.strip()
    if not text or any(c.isspace() for c in text):
        return None
    host, port = text, DEFAULT_PORT
    if text.startswith("["):  # [IPv6]:port
        end = text.find("]")
        if end < 0:
            return None
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":") or not rest[1:].isdigit():
                return None
            port = int(rest[1:])
    elif text.count(":") == 1:
        host, _, p = text.partition(":")
        if not p.isdigit():
            return None
        port = int(p)
    if not host or not 0 < port < 65536:
        return None
    return host, port


class Inbox(QObject):
    """Brings values from other threads to the GUI thread: ``put`` (any thread, plain Python)
    queues, a timer here emits ``received`` for each.  No Qt call is made from another thread."""

    received = Signal(object)

    def __init__(self, parent: Optional[QObject] = None, interval_ms: int = 30) -> None:
        super().__init__(parent)
        self._queue: queue.Queue[Any] = queue.Queue()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.drain)
        self._timer.start()

    def put(self, item: Any) -> None:
        self._queue.put(item)

    def drain(self) -> None:
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                return
            self.received.emit(item)


class Connector(QObject):
    """Join a table in a worker thread; ``done(seat or None, JoinError or None)`` in the GUI thread.

    The worker touches no Qt object: it only connects the (pure Python) client; the
    ``LanSeat`` and its ``NetworkSource`` (a QObject with a timer) are made here, in the
    GUI thread, so they are never freed in another thread.
    """

    done = Signal(object, object)

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._inbox = Inbox(self)
        self._inbox.received.connect(self._answer)
        self._rejoining: Optional[LanSeat] = None

    def join(self, address: str, port: int, name: str, password: Optional[str] = None,
             token: Optional[str] = None) -> None:
        inbox = self._inbox

        def run() -> None:
            client = ThreadedTableClient()
            try:
                welcome = client.connect(address, port, name, token=token, password=password,
                                         timeout=CONNECT_TIMEOUT)
            except Exception as exc:  # JoinError, or anything else the network throws: cannot join
                client.close()
                inbox.put((None, _join_error(exc), None))
                return
            inbox.put(((client, address, port, name, None), None, welcome))

        threading.Thread(target=run, name="botifarra-join", daemon=True).start()

    def join_code(self, settings: InternetSettings, code: str, name: str) -> None:
        """Join the table that gave ``code``, through the mailbox and the relay of ``settings``
        (a code is single use: no second try)."""
        inbox = self._inbox
        route = code_route(settings, code)  # ValueError if it is not a code

        def run() -> None:
            client = ThreadedTableClient()
            try:
                welcome = client.connect(INTERNET, 0, name, password=route.password, dial=route.dial,
                                         timeout=CONNECT_TIMEOUT)
            except Exception as exc:
                client.close()
                inbox.put((None, _join_error(exc), None))
                return
            inbox.put(((client, INTERNET, 0, name, settings), None, welcome))

        threading.Thread(target=run, name="botifarra-join", daemon=True).start()

    def rejoin(self, seat: LanSeat) -> None:
        """Take our seat back (its token) after a lost connection, on the same client."""
        inbox = self._inbox
        client, address, port, name, internet = seat.client, seat.address, seat.port, seat.name, seat.internet
        if not isinstance(client, ThreadedTableClient):
            return  # a table we host is never lost

        def run() -> None:
            try:
                if internet is None:
                    welcome = client.reconnect(address, port, name, timeout=CONNECT_TIMEOUT)
                elif client.client.token is None:
                    raise JoinError("bad_token", "There is no seat to take back.")
                else:  # by the seat's rejoin point: the host listens there while the seat has this token
                    route = rejoin_route(internet, client.client.token)
                    welcome = client.connect(address, port, name, token=client.client.token, password=route.password,
                                             dial=route.dial, table_key=client.client.table_key,
                                             timeout=CONNECT_TIMEOUT)
            except Exception as exc:
                inbox.put((None, _join_error(exc), None))
                return
            inbox.put(((client, address, port, name, internet), None, welcome))

        self._rejoining = seat
        threading.Thread(target=run, name="botifarra-rejoin", daemon=True).start()

    def _answer(self, answer: tuple) -> None:
        joined, error, welcome = answer
        if joined is None:
            self.done.emit(None, error)
            return
        client, address, port, name, internet = joined
        seat = self._rejoining
        if seat is None or seat.client is not client:
            seat = LanSeat(NetworkSource(), client, address=address, port=port, name=name, internet=internet)
        self._rejoining = None
        seat.welcome = welcome.message if isinstance(welcome, Received) and isinstance(welcome.message, Welcome) \
            else None
        self.done.emit(seat, None)


def _join_error(exc: BaseException) -> JoinError:
    return exc if isinstance(exc, JoinError) else JoinError("unreachable", str(exc))
