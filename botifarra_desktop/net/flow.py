"""The LAN table's game flow: slots, away time, bots, between hands; no sockets.

``TableFlow`` is its own object: ``TableHost`` (the connection layer: the
listening socket, handshakes, admission) owns one and hands it the seated
connections.  Anything with ``send``/``close`` and the few fields of
``connection.LocalConnection`` will do, so tests drive a whole table with fake
connections and a ``Scheduler`` whose clock they move by hand.

The turn flow itself (who acts, forced cards, what a failing bot plays) is the
``TableSession``'s; this driver only sends each seat what the session says it
must see, hands bot turns to a worker thread (bots think on an immutable
``SeatView`` so the host keeps serving sockets), times the turns and the away
time (``turn_clock``), and the pause between hands.  All of it runs on the
host's event loop.

Time at the table (docs/protocol.md, *The turn clock* and *Away time*):

* a decision has ``turn_time`` seconds; the table then waits on the seat only
  out of its away budget (``away_budget`` a hand, ``away_budget_game`` a game),
  which also runs while the seat's player is disconnected on its turn; coming
  back resumes the turn with what was left; a spent budget means a bot plays
  the seat for the rest of the hand;
* a drop when it is not the seat's turn pauses nothing; after ``grace``
  seconds away a bot plays the seat until its player comes back;
* every bot answer, a forced card as much as a choice, goes through the same
  worker and is played at a drawn time after the turn began (``bot_pace``: at
  least ``bot_think``, and above the slowest answers seen), so the timing tells
  nobody which cards were forced;
* chat and returns are limited per seat, not per connection: reconnecting
  gives no fresh allowance; ``player_back`` goes out with the next ``seats``;
  tries to take a seat whose connection is still open (a stolen token's) have
  a budget of their own, so they never spend its player's returns.

After the game (docs/protocol.md, *Rematch*): each connected player may ask for a
rematch (``rematch``, a vote everyone sees in ``rematch_votes``); the next game starts
when every connected player has asked, or at once when the host starts it
(``rematch()``, the in-app host's player), unless ``HostConfig.games`` games have been
played (``botifarra-host --games``).  It keeps the seats, names, bots and rules,
and goes on with the dealing rotation (``TableSession.next_game``).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Coroutine, Optional

from ..engine import PRESETS, ActionError, Rules, SeatView
from ..engine.deals import format_deal
from ..engine.events import HandScored, event_to_dict
from ..session import GameFinished, Seat, TableSession, Turn
from ..session.table import Bot
from .bot_pace import BotPace
from .codec import Wire
from .connection import AnyConnection, LocalConnection
from .discovery import Announcement
from .player_messages import (
    Claim,
    Declare,
    Double,
    Hello,
    Leave,
    Play,
    PlayerChat,
    PlayerMessage,
    PlayerPing,
    PlayerPong,
    Ready,
    Rematch,
)
from .protocol import MAX_NAME, PROTOCOL_VERSION, ProtocolError, clean_text, error
from .turn_clock import AwayBudget, Bucket, Handle, LoopScheduler, Scheduler, TurnTimer
from .views import MAX_VIEW_RESULTS, view_to_dict

log = logging.getLogger(__name__)

BotFactory = Callable[[int], Bot]  # seat -> a computer player for it


@dataclass
class HostConfig:
    rules: Rules = field(default_factory=lambda: PRESETS["lliure"])
    human_seats: tuple[int, ...] = (0,)  # seats for remote players; the others are bots
    table_name: str = "Botifarra"
    password: Optional[str] = None
    grace: float = 60.0  # seconds a dropped player has before a bot plays the seat until it comes back
    hand_pause: float = 5.0  # seconds between hands, unless every connected player says ready first
    max_hands: Optional[int] = None  # stop after this many hands (game_over with reason "hands_done")
    games: Optional[int] = None  # games at this table: no rematch after the last (None: no limit)
    seed: Optional[int] = None
    bot_name: str = "Bot"
    #: The computer players' names by seat ("" or left out: ``bot_name`` and the seat's number).
    bot_names: tuple[str, ...] = ()
    rate_capacity: float = 60.0
    rate_per_second: float = 20.0
    flood_after: int = 200  # dropped messages in a row before the client is disconnected
    max_connections: int = 64  # connections that have not said hello yet, in all
    max_per_address: int = 8  # ... from one address
    max_per_prefix: int = 32  # ... from one network (/24, /64): a flood from many addresses of one network
    max_unopened: int = 256  # ... at the very most, while the silent ones are new (admission.to_evict)
    hello_timeout: float = 15.0  # seconds a new connection has for its opening and hello
    turn_time: Optional[float] = 60.0  # seconds a player has for each decision (None: no clock)
    clock_warning: float = 10.0  # the last seconds of a turn, counted down to everyone
    seats_interval: float = 0.25  # seconds between two seats messages (changes in between are merged)
    max_buffer: int = 1 << 20  # unread bytes a client may leave before it is cut off
    away_budget: float = 60.0  # seconds a seat may keep the table waiting beyond its turns, per hand
    away_budget_game: Optional[float] = 180.0  # ... in the whole game (None: only the per-hand budget)
    overtime_per_game: Optional[float] = 300.0  # a seat's turns beyond their first QUICK_TURN s, a game (None: no cap)
    free_after: Optional[int] = None  # free a seat (a bot for good) after its turn clock ran out this often
    bot_think: float = 0.8  # a bot answers (a forced card too) no sooner than this after its turn began
    chat_burst: float = 8.0  # chat lines a seat may send at once ...
    chat_per_second: float = 1.0  # ... and then this many a second, across reconnects
    returns_burst: float = 3.0  # returns with the token a seat may make at once ...
    returns_per_second: float = 0.1  # ... and then this many a second

    def __post_init__(self) -> None:
        seats = tuple(self.human_seats)
        n = self.rules.way.players
        if not seats or len(set(seats)) != len(seats) or not all(isinstance(s, int) and 0 <= s < n for s in seats):
            raise ValueError(f"human_seats must be one to {n} different seats 0-{n - 1} ({self.rules.way_name})")
        self.human_seats = seats
        if self.grace < 0 or self.hand_pause < 0 or self.bot_think < 0 or self.away_budget < 0:
            raise ValueError("grace, hand_pause, bot_think and away_budget are seconds from 0 up")
        if self.overtime_per_game is not None and self.overtime_per_game < 0:
            raise ValueError("overtime_per_game is seconds from 0 up, or None for no cap")
        if self.away_budget_game is not None and self.away_budget_game < 0:
            raise ValueError("away_budget_game is seconds from 0 up, or None for no cap")
        if self.turn_time is not None and not self.turn_time > 0:
            raise ValueError("turn_time is a number of seconds above 0, or None for no clock")
        if self.max_hands is not None and self.max_hands < 1:
            raise ValueError("max_hands must be at least 1")
        if self.free_after is not None and self.free_after < 1:
            raise ValueError("free_after must be at least 1, or None")
        if self.games is not None and self.games < 1:
            raise ValueError("games must be at least 1, or None")
        if min(self.chat_burst, self.returns_burst) < 1 or min(self.chat_per_second, self.returns_per_second) <= 0:
            raise ValueError("chat and return limits allow at least one at once and some each second")


@dataclass
class Slot:
    seat: int
    human: bool
    name: str = ""
    token: Optional[str] = None
    conn: Optional[AnyConnection] = None
    bot: Optional[Bot] = None  # plays the seat when no player holds it, or for the rest of a hand
    away: bool = False  # dropped, in the grace period
    grace_timer: Optional[Handle] = None
    grace_until: float = 0.0  # when the grace period ends (the scheduler's clock)
    ready: bool = False
    bot_hand: Optional[int] = None  # the hand a bot plays to its end (the away budget was spent)
    budget: AwayBudget = field(default_factory=lambda: AwayBudget(0.0, 0.0))
    timeouts: int = 0  # turns whose clock ran out, this game
    chat: Optional[Bucket] = None
    returns: Optional[Bucket] = None
    takeovers: Optional[Bucket] = None  # tries to take the seat from a connection that may still answer
    back_pending: bool = False  # came back; player_back goes out with the next seats message
    rematch: bool = False  # after the game: its player asked for another one
    chat_refused: bool = False  # one notice per burst of refused chat

    @property
    def status(self) -> str:
        if not self.human:
            return "bot"
        if self.away:
            return "away"
        if self.bot is not None:
            return "bot"
        if self.conn is not None:
            return "connected"
        return "open"


class TableFlow:
    """Game flow over ``slots``, ``session`` and the connections seated in the slots."""

    def __init__(self, config: HostConfig, bot_factory: BotFactory, scheduler: Optional[Scheduler] = None,
                 executor: Optional[Executor] = None) -> None:
        self.config = config
        self.bot_factory = bot_factory
        self.scheduler: Scheduler = scheduler or LoopScheduler()
        now = self.scheduler.now
        c = config
        self.slots = [Slot(s, s in c.human_seats, budget=AwayBudget(c.away_budget, c.away_budget_game, c.overtime_per_game),
                           chat=Bucket(c.chat_burst, c.chat_per_second, now),
                           returns=Bucket(c.returns_burst, c.returns_per_second, now),
                           takeovers=Bucket(c.returns_burst, c.returns_per_second, now))
                      for s in range(c.rules.way.players)]
        for slot in self.slots:
            if not slot.human:
                slot.name = self._bot_name(slot.seat)
        self.session: Optional[TableSession] = None
        self.game_no = 0  # games started at this table (a rematch is the next one)
        self.started = asyncio.Event()
        self.finished = asyncio.Event()  # game_over sent
        self.closing = False
        self.on_change: list[Callable[[Announcement], object]] = []  # discovery: free seats changed
        self.on_game_over: list[Callable[[], None]] = []  # called once a game's game_over went out
        self._own_executor = executor is None
        self._executor = executor or ThreadPoolExecutor(max_workers=1, thread_name_prefix="botifarra-bot")
        self._tasks: set[asyncio.Task[None]] = set()
        self._timers: set[Handle] = set()
        self._thinking: Optional[int] = None
        self._between: Optional[Handle] = None  # the pause between hands
        self.timer = TurnTimer(self.scheduler, c.clock_warning, self._clock_tick, self._clock_out)
        self._paused_seat: Optional[int] = None  # the table waits on this away seat's turn
        self._seats_timer: Optional[Handle] = None
        self._seats_sent = float("-inf")
        self._pace = BotPace(c.bot_think)

    # ------------------------------------------------------------ reading
    @property
    def _table(self) -> TableSession:
        """The game's session, once the game has started."""
        if self.session is None:
            raise RuntimeError("the game has not started")
        return self.session

    def info(self) -> Announcement:
        """What discovery announces."""
        free = sum(1 for s in self.slots if s.human and s.conn is None and s.token is None)
        return {"name": self.config.table_name, "protocol": PROTOCOL_VERSION, "free_seats": free,
                "password": self.config.password is not None}

    @property
    def paused(self) -> bool:
        """The table waits on the turn of a seat whose player is away (disconnected)."""
        return self._paused_seat is not None

    @property
    def over(self) -> bool:
        return self.finished.is_set()

    def _spawn(self, coro: Coroutine[object, object, None]) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _later(self, delay: float, callback: Callable[[], None]) -> Handle:
        """``callback`` after ``delay`` seconds, unless the table closes first."""
        box: list[Handle] = []

        def fire() -> None:
            self._timers.discard(box[0])
            if not self.closing:
                callback()

        handle = self.scheduler.call_later(delay, fire)
        box.append(handle)
        self._timers.add(handle)
        return handle

    def close(self) -> None:
        """Stop every clock and bot of the table (the host closes the connections)."""
        self.closing = True
        self.timer.stop()
        for handle in list(self._timers):
            handle.cancel()
        self._timers.clear()
        for task in list(self._tasks):
            task.cancel()
        if self._own_executor:
            self._executor.shutdown(wait=False, cancel_futures=True)

    # ------------------------------------------------------------ sending
    def _send(self, conn: AnyConnection, msg: Wire) -> None:
        conn.send(msg)

    def _broadcast(self, msg: Wire, skip: Optional[AnyConnection] = None) -> None:
        for slot in self.slots:
            if slot.conn is not None and slot.conn is not skip:
                self._send(slot.conn, msg)

    def seats_msg(self) -> Wire:
        waiting = sum(1 for s in self.slots if s.human and s.conn is None) if not self.started.is_set() else 0
        return {"type": "seats", "started": self.started.is_set(), "waiting_for": waiting, "paused": self.paused,
                "seats": [{"seat": s.seat, "name": s.name, "player": "human" if s.human else "bot",
                           "status": s.status} for s in self.slots]}

    def seats_changed(self, now: bool = False) -> None:
        """Who sits where changed: one ``seats`` message to everyone, at most every ``seats_interval``
        seconds (changes in between go out together in the next one); ``now`` skips the wait."""
        wait = self._seats_sent + self.config.seats_interval - self.scheduler.now()
        if now or wait <= 0:
            if self._seats_timer is not None:
                self._seats_timer.cancel()
                self._timers.discard(self._seats_timer)
            self._send_seats()
        elif self._seats_timer is None:
            self._seats_timer = self._later(wait, self._send_seats)

    def _send_seats(self) -> None:
        self._seats_timer = None
        if self.closing:
            return
        self._seats_sent = self.scheduler.now()
        for slot in self.slots:  # returns since the last seats message: one player_back each at most
            if slot.back_pending and slot.conn is not None:
                self._broadcast({"type": "player_back", "seat": slot.seat, "name": slot.name}, skip=slot.conn)
            slot.back_pending = False
        self._broadcast(self.seats_msg())
        info = self.info()
        for callback in list(self.on_change):
            try:
                callback(info)
            except Exception:  # discovery trouble must never reach the table
                log.exception("table info callback failed")

    def state_msg(self, seat: int) -> Wire:
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
            self._send(conn, self.state_msg(slot.seat))

    # ------------------------------------------------------------ players come and go
    def seated(self, conn: AnyConnection, slot: Slot) -> None:
        """``conn`` holds ``slot`` now (its welcome is sent): the table as it stands, to it first."""
        slot.conn = conn
        conn.seat = slot.seat
        conn.requested_key = None
        self._send(conn, self.seats_msg())  # the newcomer sees the table at once; the others soon
        if self.session is not None:
            conn.event_index = self.session.event_count
            self._send(conn, self.state_msg(slot.seat))
            if self.over:
                self._send(conn, self.votes_msg())
        self.seats_changed()

    def return_wait(self, slot: Slot) -> float:
        """Seconds before ``slot``'s player may come back again (0.0: now, and the return is counted)."""
        assert slot.returns is not None
        return slot.returns.take()

    def takeover_wait(self, slot: Slot) -> float:
        """Like ``return_wait``, for a token asking for a seat whose connection is still open (its owner's
        window, or a thief's try): a budget of its own, so failed tries never spend the owner's returns."""
        assert slot.takeovers is not None
        return slot.takeovers.take()

    def returned(self, slot: Slot) -> None:
        """``slot``'s player came back with its token (``seated`` already): the game goes on with it."""
        if slot.grace_timer is not None:
            slot.grace_timer.cancel()
            slot.grace_timer = None
        slot.away = False
        s = self.session
        if slot.bot is not None and (s is None or slot.bot_hand != s.hand_no):
            self._player_back(slot)  # a bot that played until the player came back leaves at once
        slot.back_pending = True
        self.seats_changed()
        if self.started.is_set() and not self.over:
            self._drive()

    def _bot_name(self, seat: int) -> str:
        names = self.config.bot_names
        name = names[seat] if seat < len(names) else ""
        return name or f"{self.config.bot_name} {seat + 1}"

    def dropped(self, conn: AnyConnection, said_goodbye: bool = False) -> None:
        """``conn`` is gone: a lobby seat is free again; in the game the seat is away for ``grace``
        seconds (the table waits on it only on its turn, out of its away budget), then a bot plays it.
        ``said_goodbye``: the player left (``leave``): nobody waits for them, a bot plays the seat at once."""
        seat = conn.seat
        if seat is None or self.slots[seat].conn is not conn:
            return  # never seated, or its seat was taken back by a newer connection
        slot = self.slots[seat]
        slot.conn = None
        slot.ready = False
        slot.back_pending = False
        if not self.started.is_set():
            slot.name, slot.token = "", None  # a lobby seat is simply free again
        elif not self.over and (slot.bot is None or slot.bot_hand is not None):
            if self.config.grace > 0 and not said_goodbye:
                slot.away = True
                slot.grace_until = self.scheduler.now() + self.config.grace
                slot.grace_timer = self._later(self.config.grace, lambda: self._grace_over(slot))
            elif slot.bot is None:
                self._bot_takes(slot, until_hand=False)
            else:
                slot.bot_hand = None  # the bot that plays out this hand stays until the player returns
        slot.rematch = False
        self.seats_changed()
        self._check_ready()
        if self.started.is_set() and not self.over:
            self._drive()
        elif self.over:
            self._rematch_votes()  # one player fewer to wait for

    def _grace_over(self, slot: Slot) -> None:
        slot.grace_timer = None
        if not slot.away:
            return
        slot.away = False
        if slot.bot is None:
            self._bot_takes(slot, until_hand=False)
        else:
            slot.bot_hand = None  # the bot that plays out this hand stays until the player returns
        self.seats_changed(now=True)
        self._drive()

    def _bot_takes(self, slot: Slot, until_hand: bool) -> None:
        """A bot plays ``slot`` from now on: to the end of the hand, or until its player comes back."""
        slot.bot = self.bot_factory(slot.seat)
        slot.bot_hand = self.session.hand_no if until_hand and self.session is not None else None
        if self.session is not None:
            self.session.set_seat(slot.seat, Seat("bot"))
        self._broadcast({"type": "bot_took_seat", "seat": slot.seat, "name": slot.name,
                         "until": "hand_end" if until_hand else "return"})

    def _player_back(self, slot: Slot) -> None:
        slot.bot = None
        slot.bot_hand = None
        if self.session is not None:
            self.session.set_seat(slot.seat, Seat.remote())

    def free_seat(self, seat: int) -> bool:
        """The host frees a remote player's seat: its connection is closed (``seat_freed``) and its token
        voided; before the game a new player may take the seat, during it a bot plays it for good.
        False for a bot's seat, the host's own player's, or a seat that does not exist."""
        if not 0 <= seat < len(self.slots) or self.closing:
            return False
        slot = self.slots[seat]
        conn = slot.conn
        if not slot.human or isinstance(conn, LocalConnection) or (conn is None and slot.token is None):
            return False
        slot.conn, slot.token, slot.ready, slot.back_pending = None, None, False, False
        if conn is not None:
            self._send(conn, error("seat_freed", "The host freed your seat at this table."))
            conn.close()
        if not self.started.is_set():
            slot.name = ""  # open for someone else
            self.seats_changed()
            return True
        if slot.grace_timer is not None:
            slot.grace_timer.cancel()
            slot.grace_timer = None
        slot.away = False
        slot.human = False
        if not self.over:
            self._bot_takes(slot, until_hand=False)
        self.seats_changed(now=True)
        self._check_ready()
        self._drive()
        if self.over:
            self._rematch_votes()  # one player fewer to wait for
        return True

    # ------------------------------------------------------------ the clocks
    def _clock_tick(self, seat: int, mode: str, left: float, connected: bool) -> None:
        slot = self.slots[seat]
        if connected:
            self._broadcast({"type": "clock", "seat": seat, "name": slot.name, "seconds_left": round(left, 1),
                             "overtime": mode == "away"})
        else:
            wait = left
            if slot.grace_timer is not None and slot.away:
                wait = min(wait, max(0.0, slot.grace_until - self.scheduler.now()))
            self._broadcast({"type": "paused", "seat": seat, "name": slot.name, "seconds_left": round(wait, 1)})

    def _clock_out(self, seat: int, mode: str) -> None:
        """The turn clock ran out (the seat plays on out of its away budget), or the away budget did
        (a bot plays the seat for the rest of the hand)."""
        slot = self.slots[seat]
        if mode == "turn":
            slot.timeouts += 1
            limit = self.config.free_after
            if limit is not None and slot.timeouts >= limit and self.free_seat(seat):
                log.info("seat %s freed after %s turns out of time", seat, slot.timeouts)
                return
        elif slot.bot is None:
            self._bot_takes(slot, until_hand=True)
            self.seats_changed(now=True)
        self._drive()

    def _set_paused(self, seat: Optional[int]) -> None:
        if seat == self._paused_seat:
            return
        was = self._paused_seat
        self._paused_seat = seat
        if was is not None and seat is None:
            self._broadcast({"type": "resumed"})
        self.seats_changed()  # the seats message says whether the table waits

    # ------------------------------------------------------------ game flow
    def start_now(self) -> bool:
        """The host starts with whoever has joined: open player seats become bots.  False if
        already started, closing, or nobody is seated (the bots would play alone)."""
        if self.started.is_set() or self.closing or not any(s.conn is not None for s in self.slots):
            return False
        for slot in self.slots:
            if slot.human and slot.conn is None:
                slot.human, slot.token = False, None
                slot.name = self._bot_name(slot.seat)
        self.start_game()
        return True

    def start_game(self) -> None:
        c = self.config
        for slot in self.slots:
            if not slot.human:
                slot.bot = self.bot_factory(slot.seat)
        seed = c.seed if c.seed is not None else secrets.randbelow(2**31)
        # Without a fixed seed every hand comes from a secret deal code: no one can work out
        # the other hands from their own.  A seed gives reproducible (and guessable) deals.
        self.session = TableSession(c.rules, seed, names=[s.name for s in self.slots],
                                    seats=[Seat.remote() if s.human else Seat("bot") for s in self.slots],
                                    secret_deals=c.seed is None)
        self.game_no = 1
        self.session.start()
        self.started.set()
        self.seats_changed(now=True)
        self._after_change()

    def _after_change(self) -> None:
        self._flush()
        self._drive()

    def _drive(self) -> None:
        """Ask whoever must act next: a request to a player, a think to a bot; time the wait."""
        if self.session is None or self.over or self.closing:
            self.timer.stop()
            self._set_paused(None)
            return
        if not any(slot.conn is not None for slot in self.slots):
            return  # nobody is at the table: the bots wait instead of finishing the game alone
        s = self._table
        turn = s.next()
        if not isinstance(turn, Turn):
            self.timer.stop()
            self._set_paused(None)
            if isinstance(turn, GameFinished):
                limit = self.config.max_hands
                self._finish("hands_done" if limit is not None and s.hand_no >= limit else "game_over")
            elif self._between is None:
                self._between_hands()
            return
        slot = self.slots[turn.seat]
        if slot.bot is not None:
            self.timer.stop()
            self._set_paused(None)
            if self._thinking != turn.key:
                self._thinking = turn.key
                self._spawn(self._bot_turn(turn, slot.bot))
            return
        if slot.conn is None and not slot.away:
            self.timer.stop()  # a player seat nobody holds: only before the game starts
            return
        slot.budget.in_hand(s.hand_no)
        self._set_paused(None if slot.conn is not None else slot.seat)
        self.timer.run(turn.key, slot.seat, self.config.turn_time, slot.budget, slot.conn is not None)
        conn = slot.conn
        if conn is not None and conn.requested_key != turn.key and self.timer.key == turn.key:
            conn.requested_key = turn.key
            self._send(conn, {"type": "request", "action": turn.action, "options": list(turn.options),
                              "hand_no": s.hand_no})

    async def _bot_turn(self, turn: Turn, bot: Bot) -> None:
        """One path for every bot answer: the worker answers (a forced card is answered like a
        choice), then the answer waits until a drawn time after the turn began (``BotPace``: at least
        ``bot_think``, and above the slowest answers seen)."""
        began = self.scheduler.now()
        forced = turn.forced
        decide: Callable[[SeatView], str] = (lambda view: forced) if forced is not None else bot.decide
        value: Optional[str] = None
        failure: Optional[str] = None
        try:
            value = await asyncio.get_running_loop().run_in_executor(self._executor, decide, turn.view)
        except Exception as exc:  # the session plays the fallback for this decision
            failure = f"{type(exc).__name__}: {exc}"
        delay = self._pace.delay(self.scheduler.now() - began)  # the same drawn time for forced and chosen
        self._later(delay, lambda: self._bot_answer(turn, bot, value, failure))

    def _bot_answer(self, turn: Turn, bot: Bot, value: Optional[str], failure: Optional[str]) -> None:
        if self._thinking == turn.key:
            self._thinking = None
        session = self.session
        slot = self.slots[turn.seat]
        if session is None or self.closing or not session.current(turn) or slot.bot is not bot:
            self._drive()  # the table moved on while the bot thought
            return
        if failure is not None:
            session.bot_failed(turn, failure)
        else:
            session.bot_answered(turn, value)
        self._after_change()

    def _between_hands(self) -> None:
        s = self._table
        if self.config.max_hands is not None and s.hand_no >= self.config.max_hands:
            self._finish("hands_done")
            return
        self._broadcast({"type": "hand_over", "hand_no": s.hand_no, "next_hand_in": self.config.hand_pause})
        self._between = self._later(self.config.hand_pause, self._deal_next_hand)
        self._check_ready()

    def _deal_next_hand(self) -> None:
        self._between = None
        if self.closing or self.over:
            return
        for slot in self.slots:
            slot.ready = False
            if slot.bot_hand is not None and slot.human:  # its player plays again from this hand (or is away)
                if slot.conn is not None or slot.away:
                    self._player_back(slot)
                else:
                    slot.bot_hand = None  # gone past the grace period: the bot stays until the player returns
        self._table.next_hand()
        self.seats_changed()
        self._after_change()

    def _check_ready(self) -> None:
        players = [s for s in self.slots if s.conn is not None]
        if self._between is not None and players and all(s.ready for s in players):
            self._between.cancel()
            self._timers.discard(self._between)
            self._between = self._later(0.0, self._deal_next_hand)

    def _finish(self, reason: str) -> None:
        s = self._table
        totals = list(s.totals)  # one per side: 2 in the pairs game, else one per player
        best = max(totals)
        leaders = [side for side, t in enumerate(totals) if t == best]
        winner = s.winner if s.winner is not None else (leaders[0] if len(leaders) == 1 else None)
        for slot in self.slots:
            slot.rematch = False
        self.finished.set()
        self._broadcast({"type": "game_over", "reason": reason, "winner_team": winner, "totals": totals,
                         "hands_played": s.hand_no})
        for callback in list(self.on_game_over):
            try:
                callback()
            except Exception:  # an observer's trouble must never reach the table
                log.exception("game over callback failed")

    # ------------------------------------------------------------ a rematch
    def votes_msg(self) -> Wire:
        """Who asked for a rematch, and the connected players still to ask."""
        players = [s for s in self.slots if s.conn is not None]
        return {"type": "rematch_votes", "ready": [s.seat for s in players if s.rematch],
                "waiting_for": [s.seat for s in players if not s.rematch]}

    @property
    def last_game(self) -> bool:
        """This game is the last the table plays (``HostConfig.games``): no rematch after it."""
        return self.config.games is not None and self.game_no >= self.config.games

    def _rematch_votes(self) -> None:
        """A vote changed (or a voter left): the next game when every connected player asked (the players
        at the table, the host's own included when it has one), else the votes."""
        if self.closing or not self.over:
            return
        players = [s for s in self.slots if s.conn is not None]
        if players and all(s.rematch for s in players) and not self.last_game:
            self.rematch()
        else:
            self._broadcast(self.votes_msg())

    def rematch(self) -> bool:
        """The game is over: the next game at this table, now.  The same seats, names, bots and rules; the
        player on the right of the last dealer deals first and makes trump (``TableSession.next_game``).
        A player seat nobody holds any more is played by a bot until its player comes back with the token.
        Everyone gets ``new_game``, then ``seats``, the new game's events (their index starts again at 0)
        and states.  False before the end of the game, after the last game (``HostConfig.games``) or while
        the table closes."""
        old = self.session
        if old is None or not self.over or self.closing or self.last_game:
            return False
        c = self.config
        # a host hand limit ends a game whose engine did not: the rotation goes on from there all the same
        seed = c.seed + self.game_no if c.seed is not None else secrets.randbelow(2**31)
        new = old.next_game(seed, seats=[Seat.remote() if s.human else Seat("bot") for s in self.slots],
                            ended=not old.over)
        new.names = [s.name for s in self.slots]
        self.session = new
        self.game_no += 1
        self.timer.stop()
        self._thinking = None
        for slot in self.slots:
            slot.ready = slot.rematch = False
            slot.timeouts = 0
            slot.bot_hand = None
            slot.budget = AwayBudget(c.away_budget, c.away_budget_game, c.overtime_per_game)
            if slot.conn is not None:
                slot.conn.event_index = 0
                slot.conn.requested_key = None
        self.finished.clear()
        self._broadcast({"type": "new_game", "game_no": self.game_no, "first_dealer": new.first_dealer})
        for slot in self.slots:
            if not slot.human:
                slot.bot = slot.bot or self.bot_factory(slot.seat)
            elif slot.conn is None:
                if slot.grace_timer is not None:
                    slot.grace_timer.cancel()
                    slot.grace_timer = None
                slot.away = False
                if slot.bot is None:
                    self._bot_takes(slot, until_hand=False)
                else:
                    new.set_seat(slot.seat, Seat("bot"))
            else:
                slot.bot = None
        new.start()
        self.seats_changed(now=True)
        self._after_change()
        return True

    # ------------------------------------------------------------ a seated player's messages
    def handle(self, conn: AnyConnection, msg: PlayerMessage) -> None:
        """A checked message (``protocol.parse_client``) from a seated connection; raises
        ``ProtocolError`` or ``ActionError`` for a refusal (nothing changes then).  ``hello`` and
        ``pong`` are the host's (``TableHost``): they never reach here, and are refused if they do."""
        match msg:
            case Declare():
                self._on_declare(conn, msg)
            case Double():
                self._on_double(conn, msg)
            case Play():
                self._on_play(conn, msg)
            case Claim():
                self._on_claim(conn, msg)
            case PlayerChat():
                self._on_chat(conn, msg)
            case Rematch():
                self._on_rematch(conn, msg)
            case Ready():
                self._on_ready(conn, msg)
            case PlayerPing():
                self._on_ping(conn, msg)
            case Leave():
                self._on_leave(conn, msg)
            case Hello() | PlayerPong():
                raise ProtocolError("unknown_type", f"Unknown message type {msg.TYPE!r}.")

    def _slot_of(self, conn: AnyConnection) -> Slot:
        """The slot of a connection that has joined (only those get past the hello)."""
        if conn.seat is None:
            raise ProtocolError("hello_first", "Say hello first.")
        return self.slots[conn.seat]

    def _playing(self, conn: AnyConnection) -> Slot:
        if self.session is None:
            raise ProtocolError("not_started", "The game has not started yet; waiting for players.")
        if self.over:
            raise ProtocolError("game_over", "The game is over.")
        slot = self._slot_of(conn)
        if slot.bot is not None:
            raise ProtocolError("bot_plays", "Your time ran out: a computer player plays your seat until this "
                                             "hand is over.")
        return slot

    def _act(self, conn: AnyConnection, kind: str, value: str) -> None:
        slot = self._playing(conn)
        self._table.act(slot.seat, kind, value)  # the engine checks turn, phase, card and options
        conn.limiter.refund()
        self._after_change()

    def _on_declare(self, conn: AnyConnection, msg: Declare) -> None:
        self._act(conn, "declare", msg.choice)

    def _on_double(self, conn: AnyConnection, msg: Double) -> None:
        self._act(conn, "double", msg.call)

    def _on_play(self, conn: AnyConnection, msg: Play) -> None:
        self._act(conn, "play", msg.card)

    def _on_claim(self, conn: AnyConnection, msg: Claim) -> None:
        """Table rules: the other side played an illegal card; the engine decides if the claim stands."""
        slot = self._playing(conn)
        self._table.claim(slot.seat)
        self._after_change()

    def _on_chat(self, conn: AnyConnection, msg: PlayerChat) -> None:
        slot = self._slot_of(conn)
        assert slot.chat is not None
        wait = slot.chat.take()
        if wait > 0:
            if not slot.chat_refused:  # one notice per burst, not one per dropped line
                slot.chat_refused = True
                self._send(conn, error("chat_limited", f"Too much chat at once; wait {max(1, round(wait))} s."))
            return
        slot.chat_refused = False
        self._broadcast({"type": "chat", "seat": slot.seat, "name": clean_text(slot.name, MAX_NAME),
                         "text": msg.text})

    def _on_rematch(self, conn: AnyConnection, msg: Rematch) -> None:
        slot = self._slot_of(conn)
        if self.session is None or not self.over:
            raise ProtocolError("not_over", "A rematch is asked for only once the game is over.")
        if slot.rematch != msg.ready:
            slot.rematch = msg.ready
            self._rematch_votes()

    def _on_ready(self, conn: AnyConnection, msg: Ready) -> None:
        if self._between is None:
            return  # only counts between hands; a stray ready must not skip the next pause
        self._slot_of(conn).ready = True
        self._check_ready()

    def _on_leave(self, conn: AnyConnection, msg: Leave) -> None:
        """The player says goodbye: their seat goes as a drop's does, without the grace period (the
        host then closes the connection; its end finds the seat already given up)."""
        self._slot_of(conn)
        self.dropped(conn, said_goodbye=True)
        conn.close()

    def _on_ping(self, conn: AnyConnection, msg: PlayerPing) -> None:
        self._send(conn, {"type": "pong", "id": msg.id})


def action_error(exc: ActionError) -> Wire:
    """The ``error`` message for an action the engine refused."""
    details = {}
    refusal = getattr(exc, "refusal", None)
    if refusal is not None:
        details["refusal"] = {"code": refusal.code, "card": refusal.card, "params": refusal.params}
    return error(exc.code, exc.message, **details)
