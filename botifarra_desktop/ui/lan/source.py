"""A LAN table as a table source: the messages of a ``ThreadedTableClient`` or ``LocalTableClient``.

Messages arrive in the network (or host) thread, already read by the client's
``ClientCore`` (each a ``Received`` whose ``message`` is one of :mod:`botifarra_desktop.net.messages`'
dataclasses, parsed once, there; this source never reads the wire), and wait in the client's
``messages`` queue; one timer in the GUI thread takes them out, in order.  No Qt
call is ever made from another thread, and a source owns no timer: Python's
garbage collector may free a source in whichever thread it runs, and a QObject
freed outside its thread leaves its timers firing at freed memory (a crash).
Events, states and requests go into the controller's stream (so the table
animates them exactly as offline); the table's other news (seats, chat, pause,
a player back, the host closing) come out as signals for the LAN window parts.

Seats are turned so the player sits at seat 0 (:mod:`.seat_frame`); the seat
numbers in the signals are turned too, except ``seats_changed`` (the host's
``Seats`` with its real seat numbers, for the lobby).  ``_dispatch`` is a ``match`` on the
message's class: mypy checks that each handler gets the message it reads.

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
from typing import Any, Optional, Union

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Phase, Rules, SeatView
from ...engine.events import CardPlayed, Event, HandScored, HandStarted
from ...net.client_core import Received
from ...net.messages import (
    BotTookSeat,
    Chat,
    Clock,
    Disconnected,
    Error,
    EventMessage,
    GameOver,
    HostClosing,
    HostMessage,
    NewGame,
    Paused,
    PlayerBack,
    RematchVotes,
    RequestMessage,
    Resumed,
    Seats,
    State,
    Welcome,
)
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
    #: The host's ``seats`` message (a ``messages.Seats``; real seat numbers).
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
    #: The host's ``game_over`` message (a ``messages.GameOver``).
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
    #: The host welcomed us (again): the ``messages.Welcome``.
    welcomed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        gc_guard.install()  # network threads must never free Qt objects
        self.client: Any = None
        self.welcome: Optional[Welcome] = None
        self.frame = SeatFrame(0)
        self.seats: Optional[Seats] = None  # the host's last ``seats`` message
        self._rules = Rules()
        self._names = ["", "", "", ""]
        self._items: list[Any] = []
        self._backlog: list[Received] = []  # messages before the welcome is known
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

    # ------------------------------------------------------------ wiring
    def attach(self, client: Any, welcome: Union[Welcome, Received, None] = None) -> None:
        """``client`` holds our seat; ``welcome``: its answer when the stream does not carry it
        (``ThreadedTableClient.connect`` returns it instead of queueing it), as the core read it."""
        self.client = client
        self._gone = False
        if isinstance(welcome, Received):
            welcome = welcome.message if isinstance(welcome.message, Welcome) else None
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
        return self.seats is not None and self.seats.started

    # ------------------------------------------------------------ messages (GUI thread)
    def _receive(self, msg: object) -> None:
        if not isinstance(msg, Received):
            return  # only what a client's core read comes here
        message = msg.message
        if isinstance(message, Welcome):
            if message != self.welcome or not self._joined:
                self._welcomed(message)
            return
        if isinstance(message, Disconnected):
            self._joined = False  # a rejoin's messages wait for its welcome
            if not self._gone:
                self._gone = True
                self.closed.emit("disconnected", message.reason)
            return
        if not self._joined:
            self._backlog.append(msg)
            return
        try:
            self._dispatch(message)
        except (KeyError, TypeError, ValueError) as exc:  # a message that does not fit this table is skipped
            log.warning("ignoring a %s message from the table: %s", message.TYPE, exc)

    def _dispatch(self, message: HostMessage) -> None:
        """What shows each type of host message (``welcome`` and ``disconnected`` are taken first;
        ``ping``, ``pong`` and ``hand_over`` show nothing)."""
        match message:
            case Seats():
                self._on_seats(message)
            case EventMessage():
                self._on_event(message)
            case State():
                self._on_state(message)
            case RequestMessage():
                self._on_request(message)
            case Error():
                self._on_error(message)
            case Chat():
                self._on_chat(message)
            case Clock():
                self._on_clock(message)
            case Paused():
                self._on_paused(message)
            case Resumed():
                self._on_resumed(message)
            case PlayerBack():
                self._on_player_back(message)
            case BotTookSeat():
                self._on_bot_took_seat(message)
            case GameOver():
                self._on_game_over(message)
            case RematchVotes():
                self._on_rematch_votes(message)
            case NewGame():
                self._on_new_game(message)
            case HostClosing():
                self._on_host_closing(message)

    def _welcomed(self, welcome: Welcome) -> None:
        self.welcome = welcome
        self.human_seat = 0
        if welcome.rules is not None:  # read by the client's core
            self._rules = welcome.rules
        else:
            log.warning("the table's rules could not be read; showing the usual ones")
        self.frame = SeatFrame.for_rules(welcome.seat, self._rules)
        self._joined = True
        self._gone = False
        # a player back at a table under way: the state that follows is drawn at once
        self._redraw = welcome.reconnected
        self._events_seen = 0
        self._held = None
        self.welcomed.emit(welcome)
        backlog, self._backlog = self._backlog, []
        for msg in backlog:
            self._receive(msg)

    def _on_seats(self, msg: Seats) -> None:
        self.seats = msg
        names = (msg.names + ["", "", "", ""])[:4]
        self._names = list(self.frame.seats4(names))
        self.seats_changed.emit(msg)

    def _on_event(self, msg: EventMessage) -> None:
        raw = msg.event
        if isinstance(raw, HandScored) and msg.deal is not None:
            self.deal_told.emit(raw.result.hand_no, msg.deal)
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

    def _on_state(self, msg: State) -> None:
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

    def _on_request(self, msg: RequestMessage) -> None:
        req = Request(0, msg.action, msg.options)  # the player sits at seat 0 here
        self._last_request = req
        latest = self._latest
        if req.action == "play" and latest is not None and latest.turn == 0 and latest.phase is Phase.PLAY:
            self._choosing = latest
        self._items.append(Step(partial(self._set_ready, req)))
        self.arrived.emit()

    def _set_ready(self, req: Request) -> None:
        self._ready = req

    def _on_error(self, msg: Error) -> None:
        if msg.code == "replaced":
            self._gone = True
            self.closed.emit("replaced", msg.message)
            return
        if msg.code in ANSWER_REFUSED and self._ready is None and self._last_request is not None:
            view = self._shown
            if view is not None and view.turn == 0:
                self._ready = self._last_request  # still our turn: answer again
        self.problem.emit(msg.code, msg.message, msg.refusal)

    def _on_chat(self, msg: Chat) -> None:
        self.chat.emit(self.frame.seat(msg.seat), msg.name, msg.text)

    def _on_clock(self, msg: Clock) -> None:
        self.clock.emit(msg.seat, msg.name, msg.seconds_left)

    def _on_paused(self, msg: Paused) -> None:
        self.paused.emit(msg.name, msg.seconds_left)

    def _on_resumed(self, msg: Resumed) -> None:
        self.resumed.emit()

    def _on_player_back(self, msg: PlayerBack) -> None:
        self.player_back.emit(msg.name)

    def _on_bot_took_seat(self, msg: BotTookSeat) -> None:
        self.bot_took_seat.emit(msg.name)

    def _on_game_over(self, msg: GameOver) -> None:
        self._ready = None
        self.finished.emit(msg)
        if msg.reason != "hands_done":
            return  # the rules ended the game: the engine's GameOver event shows it
        side = None if msg.winner_team is None else self.frame.team(msg.winner_team)
        totals = self.frame.pair(msg.totals)
        self._items.append(Step(partial(self.hands_done.emit, side, totals, msg.hands_played)))
        self.arrived.emit()

    def _on_rematch_votes(self, msg: RematchVotes) -> None:
        ready = [self.frame.seat(self._seat_no(s)) for s in msg.ready]
        waiting = [self.frame.seat(self._seat_no(s)) for s in msg.waiting_for]
        # in turn: after the end of the game is shown (a fast vote may come while the last trick still moves)
        self._items.append(Step(partial(self.rematch_votes.emit, ready, waiting)))
        self.arrived.emit()

    def _seat_no(self, value: int) -> int:
        if not 0 <= value < self.frame.players:
            raise ValueError(f"not a seat at this table: {value!r}")
        return value

    def _on_new_game(self, msg: NewGame) -> None:
        self._ready = self._last_request = None
        self._held = self._latest = self._choosing = None
        self._decisions = {}
        self._items.append(Step(self._next_game_shown))
        self._items.append(NextGame())
        self._items.append(Step(partial(self.next_game.emit, msg.game_no)))
        self.arrived.emit()

    def _next_game_shown(self) -> None:
        self._shown = None  # the table is set up as for a new game; the new deal's view follows

    def _on_host_closing(self, msg: HostClosing) -> None:
        self._ready = None
        if not self._gone:
            self._gone = True
            self.closed.emit("host_closing", msg.reason)

    def close(self) -> None:
        """Leave the table (the source is done; the client is closed by whoever made it)."""
        self._gone = True
        self._ready = None
        _the_poller().discard(self)
