"""A LAN table as a table source: the messages of a ``ThreadedTableClient`` or ``LocalTableClient``.

Messages arrive in the network (or host) thread and wait in the client's
``messages`` queue; one timer in the GUI thread takes them out, in order.  No Qt
call is ever made from another thread, and a source owns no timer: Python's
garbage collector may free a source in whichever thread it runs, and a QObject
freed outside its thread leaves its timers firing at freed memory (a crash).
Events, states and requests go into the controller's stream (so the table
animates them exactly as offline); the table's other news (seats, chat, pause,
a player back, the host closing) come out as signals for the LAN window parts.

Seats are turned so the player sits at seat 0 (:mod:`.seat_frame`); the seat
numbers in the signals are turned too, except ``seats_changed`` (the host's
message as it came, for the lobby).
"""

from __future__ import annotations

import logging
import weakref
from typing import Any, Optional

import queue

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Rules, SeatView
from ...engine.events import HandScored, HandStarted, event_from_dict
from ...engine.tricks import Refusal
from ...net.views import view_from_dict
from ...session import Request
from ..common import gc_guard
from .seat_frame import SeatFrame
from ..play.sources import Redraw, Step, TableSource

log = logging.getLogger(__name__)

#: Error codes of a refused answer: the request stands and may be answered again.
ANSWER_REFUSED = {"out_of_turn", "wrong_phase", "unknown_card", "not_in_hand", "illegal_card", "invalid_choice",
                  "bad_action", "paused", "not_started", "rate_limited"}


class _Poller(QObject):
    """The one timer for every LAN source: made in the GUI thread and kept for the program's life."""

    def __init__(self) -> None:
        super().__init__()
        self.sources: "weakref.WeakSet[NetworkSource]" = weakref.WeakSet()
        self.timer = QTimer(self)
        self.timer.setInterval(20)
        self.timer.timeout.connect(self.tick)

    def add(self, source: "NetworkSource") -> None:
        self.sources.add(source)
        self.timer.start()

    def discard(self, source: "NetworkSource") -> None:
        self.sources.discard(source)
        if not self.sources:
            self.timer.stop()

    def tick(self) -> None:
        for source in list(self.sources):
            source.poll()
        if not self.sources:
            self.timer.stop()


_poller: Optional[_Poller] = None


def _the_poller() -> _Poller:
    global _poller
    if _poller is None:
        _poller = _Poller()
    return _poller


class NetworkSource(TableSource):
    #: The host's ``seats`` message (real seat numbers).
    seats_changed = Signal(object)
    #: Chat: (seat as seen here, name, text).
    chat = Signal(int, str, str)
    #: A player dropped: (name, seconds left before a computer player takes the seat).
    paused = Signal(str, float)
    #: (seat as the table numbers it, name, seconds left): the turn clock's last seconds
    clock = Signal(int, str, float)
    #: (hand number, deal code as people write it): told once the hand is scored
    deal_told = Signal(int, str)
    resumed = Signal()
    #: (name) came back / (name)'s seat is now played by a computer player.
    player_back = Signal(str)
    bot_took_seat = Signal(str)
    #: The host's ``game_over`` message.
    finished = Signal(object)
    #: The table is gone for us: ("host_closing" | "replaced" | "disconnected", English reason).
    closed = Signal(str, str)
    #: The host welcomed us (again): the welcome.
    welcomed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        gc_guard.install()  # network threads must never free Qt objects
        self.client: Any = None
        self.welcome: Optional[dict[str, Any]] = None
        self.frame = SeatFrame(0)
        self.seats: Optional[dict[str, Any]] = None
        self._rules = Rules()
        self._names = ["", "", "", ""]
        self._items: list[Any] = []
        self._backlog: list[dict[str, Any]] = []  # messages before the welcome is known
        self._joined = False
        self._redraw = False
        self._events_seen = 0  # since the welcome
        self._held: Optional[list[Any]] = None  # a deal's events, until the view after it arrives
        self._raw_view: Optional[SeatView] = None  # the last view as sent (for view_from_dict)
        self._shown: Optional[SeatView] = None  # the view as far as the table has shown it
        self._ready: Optional[Request] = None  # the request, once the events before it are shown
        self._last_request: Optional[Request] = None
        self._gone = False

    # ------------------------------------------------------------ wiring
    def attach(self, client: Any, welcome: Optional[dict[str, Any]] = None) -> None:
        """``client`` holds our seat; ``welcome``: its answer when the stream does not carry it
        (``ThreadedTableClient.connect`` returns it instead of queueing it)."""
        self.client = client
        self._gone = False
        if welcome is not None:
            self._welcomed(welcome)
        _the_poller().add(self)
        self.poll()

    def poll(self) -> None:
        """Handle every message the client has queued (GUI thread)."""
        if self.client is None:
            return
        for _ in range(500):  # a long burst is spread over several ticks: the table stays responsive
            try:
                msg = self.client.messages.get_nowait()
            except queue.Empty:
                return
            self._receive(msg)

    # ------------------------------------------------------------ TableSource
    def names(self) -> list[str]:
        return list(self._names)

    def rules(self) -> Rules:
        return self._rules

    def view(self) -> Optional[SeatView]:
        return self._shown

    def take(self) -> list[Any]:
        items, self._items = self._items, []
        return items

    def after_shown(self) -> Optional[Request]:
        return self._ready

    def act(self, request: Request, kind: str, value: str) -> None:
        self._ready = None
        if self.client is not None:
            self.client.act(kind, value)

    def claim(self) -> None:
        if self.client is not None:
            self.client.claim()

    def next_hand(self) -> bool:
        if self.client is None or self._gone:
            return False
        self.client.ready()
        return True

    def send_chat(self, text: str) -> None:
        text = text.strip()
        if text and self.client is not None and not self._gone:
            self.client.chat(text)

    @property
    def started(self) -> bool:
        return bool(self.seats and self.seats.get("started"))

    # ------------------------------------------------------------ messages (GUI thread)
    def _receive(self, msg: Any) -> None:
        if not isinstance(msg, dict):
            return
        kind = msg.get("type")
        if kind == "welcome":
            if msg != self.welcome or not self._joined:
                self._welcomed(msg)
            return
        if kind == "disconnected":
            self._joined = False  # a rejoin's messages wait for its welcome
            if not self._gone:
                self._gone = True
                self.closed.emit("disconnected", str(msg.get("reason", "")))
            return
        if not self._joined:
            self._backlog.append(msg)
            return
        handler = getattr(self, "_on_" + str(kind), None)
        if handler is None:
            return
        try:
            handler(msg)
        except (KeyError, TypeError, ValueError) as exc:  # a malformed message is skipped, never fatal
            log.warning("ignoring a %s message from the table: %s", kind, exc)

    def _welcomed(self, welcome: dict[str, Any]) -> None:
        self.welcome = welcome
        self.human_seat = 0
        try:
            self._rules = Rules.from_dict(welcome["rules"])
        except (KeyError, TypeError, ValueError):
            log.warning("the table's rules could not be read; showing the usual ones")
        self.frame = SeatFrame.for_rules(int(welcome["seat"]), self._rules)
        self._joined = True
        self._gone = False
        # a player back at a table under way: the state that follows is drawn at once
        self._redraw = bool(welcome.get("reconnected"))
        self._events_seen = 0
        self._held = None
        self.welcomed.emit(welcome)
        backlog, self._backlog = self._backlog, []
        for msg in backlog:
            self._receive(msg)

    def _on_seats(self, msg: dict[str, Any]) -> None:
        self.seats = msg
        names = ["", "", "", ""]
        for s in msg["seats"]:
            names[int(s["seat"])] = str(s.get("name", ""))
        self._names = list(self.frame.seats4(names))
        self.seats_changed.emit(msg)

    def _on_event(self, msg: dict[str, Any]) -> None:
        raw = event_from_dict(msg["event"])
        if isinstance(raw, HandScored) and isinstance(msg.get("deal"), str):
            self.deal_told.emit(raw.result.hand_no, msg["deal"][:64])
        event = self.frame.event(raw)
        self._events_seen += 1
        if isinstance(event, HandStarted):
            self._held = []  # a deal waits for the view after it: the pile games' piles are public there
        if self._held is not None:
            self._held.append(event)
            return
        self._items.append(event)
        self.arrived.emit()

    def _on_state(self, msg: dict[str, Any]) -> None:
        self._raw_view = view_from_dict(msg["view"], self._raw_view)
        view = self.frame.view(self._raw_view)
        if self._held is not None:
            # the deal is drawn from the view just after it, as offline (the piles, their face-up cards)
            held, self._held = self._held, None
            self._items.append(Step(lambda v=view: self._show_view(v)))
            self._items.extend(held)
            self._items.append(Step(lambda v=view: self._show_view(v)))
            self.arrived.emit()
            return
        if self._redraw or (self._shown is None and not self._events_seen):
            # a game under way that this table has not seen (a rejoin): draw it as it stands
            self._redraw = False
            self._shown = view
            self._ready = None
            self._items.append(Redraw(view))
        else:
            self._items.append(Step(lambda v=view: self._show_view(v)))
        self.arrived.emit()

    def _show_view(self, view: SeatView) -> None:
        self._shown = view

    def _on_request(self, msg: dict[str, Any]) -> None:
        req = Request(0, str(msg["action"]), tuple(str(o) for o in msg["options"]))
        self._last_request = req
        self._items.append(Step(lambda r=req: self._set_ready(r)))
        self.arrived.emit()

    def _set_ready(self, req: Request) -> None:
        self._ready = req

    def _on_error(self, msg: dict[str, Any]) -> None:
        code, message = str(msg.get("code", "")), str(msg.get("message", ""))
        if code == "replaced":
            self._gone = True
            self.closed.emit("replaced", message)
            return
        refusal = None
        r = msg.get("refusal")
        if isinstance(r, dict):
            refusal = Refusal(str(r.get("code", code)), str(r.get("card", "")), dict(r.get("params") or {}), message)
        if code in ANSWER_REFUSED and self._ready is None and self._last_request is not None:
            view = self._shown
            if view is not None and view.turn == 0:
                self._ready = self._last_request  # still our turn: answer again
        self.problem.emit(code, message, refusal)

    def _on_chat(self, msg: dict[str, Any]) -> None:
        self.chat.emit(self.frame.seat(int(msg["seat"])), str(msg.get("name", "")), str(msg.get("text", "")))

    def _on_clock(self, msg: dict[str, Any]) -> None:
        self.clock.emit(int(msg["seat"]), str(msg.get("name", "")), float(msg["seconds_left"]))

    def _on_paused(self, msg: dict[str, Any]) -> None:
        self.paused.emit(str(msg.get("name", "")), float(msg.get("seconds_left", 0)))

    def _on_resumed(self, msg: dict[str, Any]) -> None:
        self.resumed.emit()

    def _on_player_back(self, msg: dict[str, Any]) -> None:
        self.player_back.emit(str(msg.get("name", "")))

    def _on_bot_took_seat(self, msg: dict[str, Any]) -> None:
        self.bot_took_seat.emit(str(msg.get("name", "")))

    def _on_game_over(self, msg: dict[str, Any]) -> None:
        self._ready = None
        self.finished.emit(msg)

    def _on_host_closing(self, msg: dict[str, Any]) -> None:
        self._ready = None
        if not self._gone:
            self._gone = True
            self.closed.emit("host_closing", str(msg.get("reason", "")))

    def close(self) -> None:
        """Leave the table (the source is done; the client is closed by whoever made it)."""
        self._gone = True
        self._ready = None
        _the_poller().discard(self)
