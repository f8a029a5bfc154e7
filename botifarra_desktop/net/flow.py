"""The LAN host's driver of the table: slots, the grace period, pauses, between hands.

``TableFlow`` is the half of ``TableHost`` that needs no sockets of its own.
The turn flow itself (who acts, forced cards, what a failing bot plays) is the
``TableSession``'s; this driver only sends each seat what the session says it
must see, hands bot turns to a worker thread (bots think on an immutable
``SeatView`` so the host keeps serving sockets) and times the pause between
hands.  All of it runs on the host's event loop.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from ..engine import PRESETS, Rules
from ..engine.deals import format_deal
from ..engine.events import HandScored, event_to_dict
from ..session import ForcedPlayed, GameFinished, HandOver, Seat, TableSession, Turn, step
from .connection import AnyConnection, LocalConnection
from .protocol import PROTOCOL_VERSION
from .turn_clock import TurnClock
from .views import MAX_VIEW_RESULTS, view_to_dict

log = logging.getLogger(__name__)

BotFactory = Callable[[int], Any]  # seat -> object with decide(view) -> str
@dataclass
class HostConfig:
    rules: Rules = field(default_factory=lambda: PRESETS["lliure"])
    human_seats: tuple[int, ...] = (0,)  # seats for remote players; the others are bots
    table_name: str = "Botifarra"
    password: Optional[str] = None
    grace: float = 60.0  # seconds a dropped player has to come back before a bot takes the seat
    hand_pause: float = 5.0  # seconds between hands, unless every connected player says ready first
    max_hands: Optional[int] = None  # stop after this many hands (game_over with reason "hands_done")
    seed: Optional[int] = None
    bot_name: str = "Bot"
    rate_capacity: float = 60.0
    rate_per_second: float = 20.0
    flood_after: int = 200  # dropped messages in a row before the client is disconnected
    max_connections: int = 64  # connections that have not said hello yet, in all
    max_per_address: int = 8  # ... from one address
    password_iterations: int = 100_000  # PBKDF2 rounds of the password key (net/admission.py)
    hello_timeout: float = 15.0
    turn_time: Optional[float] = 60.0  # seconds a player has for each decision (None: no clock)
    clock_warning: float = 10.0  # the last seconds of a turn, counted down to everyone
    seats_interval: float = 0.25  # seconds between two seats messages (changes in between are merged)
    max_buffer: int = 1 << 20  # unread bytes a client may leave before it is cut off

    def __post_init__(self) -> None:
        seats = tuple(self.human_seats)
        n = self.rules.way.players
        if not seats or len(set(seats)) != len(seats) or not all(isinstance(s, int) and 0 <= s < n for s in seats):
            raise ValueError(f"human_seats must be one to {n} different seats 0-{n - 1} ({self.rules.mode})")
        self.human_seats = seats
        if self.grace < 0 or self.hand_pause < 0:
            raise ValueError("grace and hand_pause are seconds from 0 up")
        if self.turn_time is not None and not self.turn_time > 0:
            raise ValueError("turn_time is a number of seconds above 0, or None for no clock")
        if self.max_hands is not None and self.max_hands < 1:
            raise ValueError("max_hands must be at least 1")


@dataclass
class Slot:
    seat: int
    human: bool
    name: str = ""
    token: Optional[str] = None
    conn: Optional[AnyConnection] = None
    bot: Any = None  # plays the seat when no player holds it
    away: bool = False  # in the grace period
    grace_task: Optional[asyncio.Task] = None
    ready: bool = False

    @property
    def status(self) -> str:
        if not self.human:
            return "bot"
        if self.conn is not None:
            return "connected"
        if self.away:
            return "away"
        return "bot" if self.bot is not None else "open"



class TableFlow:
    """Game flow over ``slots``, ``session`` and the connections seated in the slots."""

    config: HostConfig
    bot_factory: BotFactory
    slots: list[Slot]
    session: Optional[TableSession]
    started: asyncio.Event
    finished: asyncio.Event
    closing: bool
    on_change: list[Callable[[dict], None]]
    _executor: ThreadPoolExecutor
    _tasks: set[asyncio.Task]
    _thinking: Optional[int]
    _next_hand_task: Optional[asyncio.Task]
    _all_ready: asyncio.Event
    _seats_timer: Optional[asyncio.TimerHandle]
    _seats_sent: float
    turn_clock: TurnClock
    _turn_time_up: Callable[[AnyConnection], None]  # TableHost: the seat counts as away (a drop)
    @property
    def _table(self) -> TableSession:
        """The game's session, once the game has started."""
        if self.session is None:
            raise RuntimeError("the game has not started")
        return self.session

    def info(self) -> dict[str, Any]:
        """What discovery announces."""
        free = sum(1 for s in self.slots if s.human and s.conn is None and s.token is None)
        return {"name": self.config.table_name, "protocol": PROTOCOL_VERSION, "free_seats": free,
                "password": self.config.password is not None}

    @property
    def paused(self) -> bool:
        return any(s.away for s in self.slots)

    @property
    def over(self) -> bool:
        return self.finished.is_set()

    def _spawn(self, coro: Any) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ------------------------------------------------------------ sending
    def _send(self, conn: AnyConnection, msg: dict[str, Any]) -> None:
        conn.send(msg)

    def _broadcast(self, msg: dict[str, Any], skip: Optional[AnyConnection] = None) -> None:
        for slot in self.slots:
            if slot.conn is not None and slot.conn is not skip:
                self._send(slot.conn, msg)

    def _seats_msg(self) -> dict[str, Any]:
        waiting = sum(1 for s in self.slots if s.human and s.conn is None) if not self.started.is_set() else 0
        return {"type": "seats", "started": self.started.is_set(), "waiting_for": waiting, "paused": self.paused,
                "seats": [{"seat": s.seat, "name": s.name, "player": "human" if s.human else "bot",
                           "status": s.status} for s in self.slots]}

    def _seats_changed(self, now: bool = False) -> None:
        """Who sits where changed: one ``seats`` message to everyone, at most every ``seats_interval``
        seconds (changes in between go out together in the next one); ``now`` skips the wait."""
        loop = asyncio.get_running_loop()
        wait = self._seats_sent + self.config.seats_interval - loop.time()
        if now or wait <= 0:
            if self._seats_timer is not None:
                self._seats_timer.cancel()
            self._send_seats()
        elif self._seats_timer is None:
            self._seats_timer = loop.call_later(wait, self._send_seats)

    def _send_seats(self) -> None:
        self._seats_timer = None
        if self.closing:
            return
        self._seats_sent = asyncio.get_running_loop().time()
        self._broadcast(self._seats_msg())
        info = self.info()
        for callback in list(self.on_change):
            try:
                callback(info)
            except Exception:  # discovery trouble must never reach the table
                log.exception("table info callback failed")

    def _state(self, seat: int) -> dict[str, Any]:
        view = self._table.view(seat)
        return {"type": "state", "view": view_to_dict(view),
                "results_omitted": max(0, len(view.results) - MAX_VIEW_RESULTS)}

    def _flush(self) -> None:
        """New events, then a fresh view, to every seated connection."""
        n = self._table.event_count
        for slot in self.slots:
            conn = slot.conn
            if conn is None or conn.event_index >= n:
                continue
            events, _ = self._table.events(slot.seat, conn.event_index)
            for i, e in enumerate(events, conn.event_index):
                msg = {"type": "event", "index": i, "event": event_to_dict(e)}
                if isinstance(e, HandScored):  # the hand's identity, only now that it is over
                    msg["deal"] = format_deal(self._table.deal_numbers[e.result.hand_no - 1])
                self._send(conn, msg)
            conn.event_index = n
            self._send(conn, self._state(slot.seat))

    async def _grace(self, slot: Slot) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.config.grace
        while (left := deadline - loop.time()) > 0:
            self._broadcast({"type": "paused", "seat": slot.seat, "name": slot.name, "seconds_left": round(left, 1)})
            await asyncio.sleep(min(1.0, left))
        slot.grace_task = None
        slot.away = False
        self._bot_takes(slot)
        self._broadcast({"type": "bot_took_seat", "seat": slot.seat, "name": slot.name})
        self._seats_changed(now=True)
        if not self.paused:
            self._resume()

    def _bot_takes(self, slot: Slot) -> None:
        """A bot plays ``slot`` from now on (until its player comes back)."""
        slot.bot = self.bot_factory(slot.seat)
        if self.session is not None:
            self.session.set_seat(slot.seat, Seat("bot"))

    def _player_back(self, slot: Slot) -> None:
        slot.bot = None
        if self.session is not None:
            self.session.set_seat(slot.seat, Seat.remote())

    def _clock_tick(self, turn: Turn, left: float) -> None:
        self._broadcast({"type": "clock", "seat": turn.seat, "name": self.slots[turn.seat].name,
                         "seconds_left": round(left, 1)})

    def _time_up(self, turn: Turn) -> None:
        """The turn clock ran out: the seat counts as away (like a drop) if the turn is still its own."""
        s = self.session
        conn = self.slots[turn.seat].conn
        if s is None or self.closing or self.paused or self.over or not s.current(turn) or conn is None:
            self._drive()
            return
        self._turn_time_up(conn)

    def _resume(self) -> None:
        if self.session is not None:
            self.session.restart_clock()  # a full turn again after a pause
        for slot in self.slots:
            if slot.conn is not None:
                slot.conn.requested_key = None  # the request is sent again after a pause
        self._broadcast({"type": "resumed"})
        self._drive()

    # ------------------------------------------------------------ game flow
    def start_now(self) -> bool:
        """The host starts with whoever has joined: open player seats become bots.  False if
        already started, closing, or nobody is seated (the bots would play alone)."""
        if self.started.is_set() or self.closing or not any(s.conn is not None for s in self.slots):
            return False
        for slot in self.slots:
            if slot.human and slot.conn is None:
                slot.human, slot.token = False, None
                slot.name = f"{self.config.bot_name} {slot.seat + 1}"
        self._start_game()
        return True

    def _start_game(self) -> None:
        c = self.config
        for slot in self.slots:
            if not slot.human:
                slot.bot = self.bot_factory(slot.seat)
        seed = c.seed if c.seed is not None else secrets.randbelow(2**31)
        # Without a fixed seed every hand comes from a secret deal code: no one can work out
        # the other hands from their own.  A seed gives reproducible (and guessable) deals.
        self.session = TableSession(c.rules, seed, names=[s.name for s in self.slots],
                                    seats=[Seat.remote() if s.human else Seat("bot") for s in self.slots],
                                    secret_deals=c.seed is None, turn_seconds=c.turn_time,
                                    clock=asyncio.get_running_loop().time)
        self.session.start()
        self.started.set()
        self._seats_changed(now=True)
        self._after_change()

    def _after_change(self) -> None:
        self._flush()
        self._drive()

    def _drive(self) -> None:
        """Ask whoever must act next: a request to a player, a think to a bot."""
        if self.session is None or self.over or self.closing or self.paused:
            self.turn_clock.stop()
            return
        if not any(slot.conn is not None for slot in self.slots):
            return  # nobody is at the table: the bots wait instead of finishing the game alone
        s = self._table
        turn = step(s, self._bot_plays)  # a bot's forced card is played here, without thinking
        if isinstance(turn, ForcedPlayed):
            self.turn_clock.stop()
            self._after_change()
            return
        if isinstance(turn, GameFinished):
            limit = self.config.max_hands
            self._finish("hands_done" if limit is not None and s.hand_no >= limit else "game_over")
            return
        if isinstance(turn, HandOver):
            if self._next_hand_task is None:
                self._between_hands()
            return
        slot = self.slots[turn.seat]
        if slot.conn is not None and not isinstance(slot.conn, LocalConnection):
            self.turn_clock.watch(turn, self._clock_tick, self._time_up)
        else:
            self.turn_clock.stop()  # a bot's turn, or the host's own player's: no clock
        if slot.conn is not None:
            if slot.conn.requested_key != turn.key:
                slot.conn.requested_key = turn.key
                self._send(slot.conn, {"type": "request", "action": turn.action, "options": list(turn.options),
                                       "hand_no": s.hand_no})
        elif slot.bot is not None and self._thinking != turn.key:
            self._thinking = turn.key
            self._spawn(self._bot_turn(turn, slot.bot))

    def _bot_plays(self, turn: Turn) -> bool:
        """Whether a bot answers ``turn`` now (nobody is connected to the seat, and no bot of it is
        already thinking about this decision)."""
        slot = self.slots[turn.seat]
        return slot.conn is None and slot.bot is not None and self._thinking != turn.key

    async def _bot_turn(self, turn: Turn, bot: Any) -> None:
        value: Any = None
        error: Optional[str] = None
        try:
            value = await asyncio.get_running_loop().run_in_executor(self._executor, bot.decide, turn.view)
        except Exception as exc:  # the session plays the fallback for this decision
            error = f"{type(exc).__name__}: {exc}"
        if self._thinking == turn.key:
            self._thinking = None
        session = self.session
        slot = self.slots[turn.seat]
        if (session is None or self.closing or self.paused or not session.current(turn)
                or slot.bot is not bot or slot.conn is not None):
            self._drive()  # the table moved on (or paused) while the bot thought
            return
        if error is not None:
            session.bot_failed(turn, error)
        else:
            session.bot_answered(turn, value)
        self._after_change()

    def _between_hands(self) -> None:
        s = self._table
        if self.config.max_hands is not None and s.hand_no >= self.config.max_hands:
            self._finish("hands_done")
            return
        self._broadcast({"type": "hand_over", "hand_no": s.hand_no, "next_hand_in": self.config.hand_pause})
        self._all_ready.clear()
        self._check_ready()
        self._next_hand_task = self._spawn(self._deal_next_hand())

    async def _deal_next_hand(self) -> None:
        try:
            await asyncio.wait_for(self._all_ready.wait(), self.config.hand_pause)
        except asyncio.TimeoutError:
            pass
        self._next_hand_task = None
        if self.paused or self.closing or self.over:
            return  # _resume deals when the table plays on
        for slot in self.slots:
            slot.ready = False
        self._table.next_hand()
        self._after_change()

    def _check_ready(self) -> None:
        players = [s for s in self.slots if s.conn is not None]
        if self._next_hand_task is not None and players and all(s.ready for s in players):
            self._all_ready.set()

    def _finish(self, reason: str) -> None:
        s = self._table
        totals = list(s.totals)  # one per side: 2 in the pairs game, else one per player
        best = max(totals)
        leaders = [side for side, t in enumerate(totals) if t == best]
        winner = s.winner if s.winner is not None else (leaders[0] if len(leaders) == 1 else None)
        self.finished.set()
        self._broadcast({"type": "game_over", "reason": reason, "winner_team": winner, "totals": totals,
                         "hands_played": s.hand_no})
