"""A LAN table as a table source: the messages of a ``ThreadedTableClient`` or ``LocalTableClient``.

Messages arrive in the network (or host) thread, already read by the client's
``ClientCore`` (each a ``Received``: its view, request, event, rules or names
parsed once, there; this source never parses the wire), and wait in the client's
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

After the game the player may ask for a rematch (``ask_rematch``); the host's
``rematch_votes`` come out as a signal, and its ``new_game`` starts the next game on
this same source (a ``NextGame`` item: the table is set up again as for a new game).
For the game-over screen's Review the source keeps each card the player chose,
with the view the seat was sent just before it (``seen_decisions``): only what
this seat saw, never another player's hidden cards.
"""

from __future__ import annotations

import logging
import queue
import weakref
from functools import partial
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Phase, Rules, SeatView
from ...engine.events import CardPlayed, Event, HandScored, HandStarted
from ...engine.tricks import Refusal
from ...net.client_core import Received
from ...practice import DecisionPoint
from ...session import Request
from ..common import gc_guard
from ..play.sources import NextGame, Redraw, Step, TableSource
from .seat_frame import SeatFrame

log = logging.getLogger(__name__)

#: Error codes of a refused answer: the request stands and may be answered again.
ANSWER_REFUSED = {"out_of_turn", "wrong_phase", "unknown_card", "not_in_hand", "illegal_card", "invalid_choice",
                  "bad_action", "bot_plays", "not_started", "rate_limited"}


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
    #: The host's hand limit ended the game (no ``GameOver`` event comes then), in turn after the last
    #: hand's events: the winning side as this player sees it (None: level), the totals, the hands played.
    hands_done = Signal(object, object, int)
    #: After the game: the seats (as seen here) whose players asked for a rematch, and those still to ask.
    rematch_votes = Signal(object, object)
    #: A rematch began (the game's number at this table), in turn after the last game's items.
    next_game = Signal(int)
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
        self._held: Optional[list[Event]] = None  # a deal's events, until the view after it arrives
        self._shown: Optional[SeatView] = None  # the view as far as the table has shown it
        self._ready: Optional[Request] = None  # the request, once the events before it are shown
        self._last_request: Optional[Request] = None
        self._gone = False
        self._latest: Optional[SeatView] = None  # the last view the host sent (shown or not yet)
        self._choosing: Optional[SeatView] = None  # the view at the player's card request
        self._decisions: dict[int, list[DecisionPoint]] = {}  # the player's cards, by hand
        #: what shows each type of host message ("welcome" and "disconnected" are taken first)
        self._handlers: dict[str, Callable[[Received], None]] = {
            "seats": self._on_seats, "event": self._on_event, "state": self._on_state, "request": self._on_request,
            "error": self._on_error, "chat": self._on_chat, "clock": self._on_clock, "paused": self._on_paused,
            "resumed": self._on_resumed, "player_back": self._on_player_back,
            "bot_took_seat": self._on_bot_took_seat, "game_over": self._on_game_over,
            "rematch_votes": self._on_rematch_votes, "new_game": self._on_new_game,
            "host_closing": self._on_host_closing,
        }

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

    def offers_rematch(self) -> bool:
        return self.client is not None and not self._gone

    def ask_rematch(self, ready: bool = True) -> None:
        """After the game: tell the host this player wants a rematch (``False``: no longer)."""
        if self.client is not None and not self._gone:
            self.client.rematch(ready)

    def seen_decisions(self) -> dict[int, list[DecisionPoint]]:
        return {hand: list(points) for hand, points in self._decisions.items()}

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
        handler = self._handlers.get(str(kind))
        if handler is None:
            return
        try:
            handler(msg if isinstance(msg, Received) else Received(msg))  # a plain dict: nothing read from it
        except (KeyError, TypeError, ValueError) as exc:  # a malformed message is skipped, never fatal
            log.warning("ignoring a %s message from the table: %s", kind, exc)

    def _welcomed(self, welcome: dict[str, Any]) -> None:
        self.welcome = welcome
        self.human_seat = 0
        rules = welcome.rules if isinstance(welcome, Received) else None  # read by the client's core
        if rules is not None:
            self._rules = rules
        else:
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

    def _on_seats(self, msg: Received) -> None:
        self.seats = msg
        names = (list(msg.names or []) + ["", "", "", ""])[:4]
        self._names = list(self.frame.seats4(names))
        self.seats_changed.emit(msg)

    def _on_event(self, msg: Received) -> None:
        raw = msg.event
        if raw is None:
            return
        if isinstance(raw, HandScored) and isinstance(msg.get("deal"), str):
            self.deal_told.emit(raw.result.hand_no, msg["deal"][:64])
        event = self.frame.event(raw)
        self._events_seen += 1
        self._note_decision(event)
        if isinstance(event, HandStarted):
            self._held = []  # a deal waits for the view after it: the pile games' piles are public there
        if self._held is not None:
            self._held.append(event)
            return
        self._items.append(event)
        self.arrived.emit()

    def _note_decision(self, event: Event) -> None:
        """The player's own card, with the view it was chosen from, for the review of the hand."""
        if isinstance(event, HandStarted):
            self._choosing = None
        elif isinstance(event, CardPlayed) and event.seat == 0:
            view, self._choosing = self._choosing, None
            if view is not None:
                points = self._decisions.setdefault(view.hand_no, [])
                points.append(DecisionPoint(len(points) + 1, event.trick_no, view, event.card))

    def _on_state(self, msg: Received) -> None:
        if msg.view is None:
            return
        view = self.frame.view(msg.view)
        self._latest = view
        if self._held is not None:
            # the deal is drawn from the view just after it, as offline (the piles, their face-up cards)
            held, self._held = self._held, None
            self._items.append(Step(partial(self._show_view, view)))
            self._items.extend(held)
            self._items.append(Step(partial(self._show_view, view)))
            self.arrived.emit()
            return
        if self._redraw or (self._shown is None and not self._events_seen):
            # a game under way that this table has not seen (a rejoin): draw it as it stands
            self._redraw = False
            self._shown = view
            self._ready = None
            self._items.append(Redraw(view))
        else:
            self._items.append(Step(partial(self._show_view, view)))
        self.arrived.emit()

    def _show_view(self, view: SeatView) -> None:
        self._shown = view

    def _on_request(self, msg: Received) -> None:
        if msg.request is None:
            return
        req = Request(0, msg.request.action, msg.request.options)  # the player sits at seat 0 here
        self._last_request = req
        latest = self._latest
        if req.action == "play" and latest is not None and latest.turn == 0 and latest.phase is Phase.PLAY:
            self._choosing = latest
        self._items.append(Step(partial(self._set_ready, req)))
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
        if msg.get("reason") != "hands_done":
            return  # the rules ended the game: the engine's GameOver event shows it
        try:
            winner = msg.get("winner_team")
            side = None if winner is None else self.frame.team(int(winner))
            totals = self.frame.pair(tuple(int(t) for t in msg.get("totals") or ()))
            hands = int(msg.get("hands_played", 0))
        except (TypeError, ValueError):
            log.warning("game_over message not understood: %r", msg)
            return
        self._items.append(Step(partial(self.hands_done.emit, side, totals, hands)))
        self.arrived.emit()

    def _on_rematch_votes(self, msg: dict[str, Any]) -> None:
        ready = [self.frame.seat(self._seat_no(s)) for s in msg["ready"]]
        waiting = [self.frame.seat(self._seat_no(s)) for s in msg["waiting_for"]]
        # in turn: after the end of the game is shown (a fast vote may come while the last trick still moves)
        self._items.append(Step(partial(self.rematch_votes.emit, ready, waiting)))
        self.arrived.emit()

    def _seat_no(self, value: Any) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < self.frame.players:
            raise ValueError(f"not a seat at this table: {value!r}")
        return value

    def _on_new_game(self, msg: dict[str, Any]) -> None:
        game_no = int(msg["game_no"])
        self._ready = self._last_request = None
        self._held = self._latest = self._choosing = None
        self._decisions = {}
        self._items.append(Step(self._next_game_shown))
        self._items.append(NextGame())
        self._items.append(Step(partial(self.next_game.emit, game_no)))
        self.arrived.emit()

    def _next_game_shown(self) -> None:
        self._shown = None  # the table is set up as for a new game; the new deal's view follows

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
