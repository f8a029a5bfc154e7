"""Time at a LAN table: the scheduler, the seats' away budgets, limits per seat.

Nothing here does I/O.  ``TableFlow`` asks the ``Scheduler`` for the time and
for callbacks later; the host gives it the event loop's (``LoopScheduler``),
tests give it a clock they move by hand (so no test sleeps through a turn).

The stall rule, written once (``AwayBudget``):

* every decision has ``turn_time`` seconds on the seat's turn clock, which
  runs only while the seat's player is connected and it is the seat's turn;
* the table waits on a seat beyond that only out of the seat's **away budget**:
  while its player is disconnected on its turn, or once its turn clock has run
  out (overtime).  The budget is per hand (``per_hand`` seconds) and per game
  (``per_game``): a hand can take at most the budget left;
* coming back resumes the turn with the time that was left, never a fresh turn;
* beyond the first ``QUICK_TURN`` seconds of each turn, the turn clock is paid
  out of a per-game **slow budget** (``slow_per_game``): once it is spent, a turn
  has only those first seconds, so nobody stretches a game by hours;
* when the budget is spent a bot plays the seat for the rest of the hand.
"""

from __future__ import annotations

import asyncio
import time
from typing import Callable, Optional, Protocol


class Handle(Protocol):
    def cancel(self) -> None: ...


class Scheduler(Protocol):
    """The time (seconds, monotonic) and callbacks after a delay, on the table's thread."""

    def now(self) -> float: ...

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle: ...


class LoopScheduler:
    """The running event loop's clock (``loop.time()`` is ``time.monotonic()``) and timers."""

    def now(self) -> float:
        return time.monotonic()

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle:
        return asyncio.get_running_loop().call_later(max(0.0, delay), callback)


class Bucket:
    """A token bucket on a ``Scheduler``'s clock: ``capacity`` at once, ``per_second`` refill.

    ``take()`` answers 0.0 (taken) or the seconds until one is free again.
    """

    def __init__(self, capacity: float, per_second: float, now: Callable[[], float]) -> None:
        self.capacity = capacity
        self.per_second = per_second
        self._now = now
        self.tokens = float(capacity)
        self.last = now()

    def take(self) -> float:
        t = self._now()
        self.tokens = min(self.capacity, self.tokens + (t - self.last) * self.per_second)
        self.last = t
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        if self.per_second <= 0:
            return float("inf")
        return (1 - self.tokens) / self.per_second


#: The first seconds of every turn that never count as slow (``AwayBudget.slow_per_game``).
QUICK_TURN = 20.0


class AwayBudget:
    """A seat's away time: ``per_hand`` seconds in each hand, ``per_game`` in all (``None``: no cap).

    And its slow time: of each turn's clock only the first ``quick`` seconds are free; what a turn takes
    beyond them comes out of ``slow_per_game`` seconds for the whole game (``None``: no cap).  Once that
    is spent, each turn has only ``quick`` seconds on its clock (then the away budget, then a bot), so
    answering at the last moment of every turn cannot stretch a game by hours."""

    def __init__(self, per_hand: float, per_game: Optional[float], slow_per_game: Optional[float] = None,
                 quick: float = QUICK_TURN) -> None:
        self.per_hand = per_hand
        self.per_game = per_game
        self.slow_per_game = slow_per_game
        self.quick = quick
        self.hand_no = 0
        self.spent_hand = 0.0
        self.spent_game = 0.0
        self.spent_slow = 0.0

    def turn_allowance(self, turn_time: float) -> float:
        """The seconds on the clock of a new turn of this seat."""
        if self.slow_per_game is None or turn_time <= self.quick:
            return turn_time
        return min(turn_time, self.quick + max(0.0, self.slow_per_game - self.spent_slow))

    def turn_taken(self, seconds: float) -> None:
        """A turn of this seat took ``seconds`` of its clock: what is beyond ``quick`` is slow time."""
        self.spent_slow += max(0.0, seconds - self.quick)

    def in_hand(self, hand_no: int) -> None:
        """The budget is counted for hand ``hand_no`` (a new hand starts with its whole per-hand budget)."""
        if hand_no != self.hand_no:
            self.hand_no, self.spent_hand = hand_no, 0.0

    def left(self) -> float:
        hand = self.per_hand - self.spent_hand
        game = float("inf") if self.per_game is None else self.per_game - self.spent_game
        return max(0.0, min(hand, game))

    def spend(self, seconds: float) -> None:
        self.spent_hand += seconds
        self.spent_game += seconds


#: Seconds left below this are none: the sums of the turn and game budgets leave float crumbs
#: (1e-15 s), and a step scheduled that far ahead finds the clock not moved on.
SETTLED = 1e-6


class TurnTimer:
    """The clock of the one turn the table waits for, on a ``Scheduler``.

    ``run(key, seat, turn_time, budget, connected)`` is called every time the
    table looks at the turn again; the clock keeps counting across those calls
    (a drop or a return changes what runs, never resets it).  ``mode`` is
    ``"turn"`` (the turn clock runs), ``"away"`` (the seat's away budget runs:
    disconnected, or overtime once the turn clock ran out) or ``None``.
    ``tick(seat, mode, left, connected)`` reports the seconds left about once a
    second (in the turn clock's last ``warn`` seconds, and all through away
    time); ``expired(seat, mode)`` says a clock ran out.
    """

    def __init__(self, scheduler: Scheduler, warn: float,
                 tick: Callable[[int, str, float, bool], None], expired: Callable[[int, str], None]) -> None:
        self.scheduler = scheduler
        self.warn = warn
        self._tick = tick
        self._expired = expired
        self.key: Optional[int] = None
        self.seat = -1
        self.turn_left = 0.0
        self.mode: Optional[str] = None
        self.connected = False
        self._budget: Optional[AwayBudget] = None
        self._turn_budget: Optional[AwayBudget] = None  # the seat whose turn clock this is
        self._turn_total = 0.0  # what the turn clock started with
        self._since = 0.0
        self._handle: Optional[Handle] = None

    def run(self, key: int, seat: int, turn_time: Optional[float], budget: AwayBudget, connected: bool) -> None:
        if key != self.key or seat != self.seat:
            self.stop()
            self.key, self.seat = key, seat
            self.turn_left = float("inf") if turn_time is None else budget.turn_allowance(turn_time)
            self._turn_total, self._turn_budget = self.turn_left, budget
        self._settle()
        self._budget = budget
        mode = "turn" if connected and self.turn_left > 0 else "away"
        if mode == self.mode and connected == self.connected:
            return
        self._cancel()
        self.mode, self.connected, self._since = mode, connected, self.scheduler.now()
        self._step()

    def left(self) -> float:
        """Seconds left on what runs now (the turn clock, or the away budget)."""
        if self.mode is None:
            return 0.0
        elapsed = self.scheduler.now() - self._since
        if self.mode == "turn":
            return max(0.0, self.turn_left - elapsed)
        assert self._budget is not None
        return max(0.0, self._budget.left() - elapsed)

    def stop(self) -> None:
        """Nobody is waited for (a bot's turn, the hand is over, the table closes)."""
        self._settle()
        self._cancel()
        if self._turn_budget is not None and self._turn_total != float("inf"):
            self._turn_budget.turn_taken(self._turn_total - self.turn_left)  # the turn is over: its slow time
        self._turn_budget = None
        self.key, self.seat, self.mode, self._budget = None, -1, None, None

    def _settle(self) -> None:
        """Charge the time since the last look to what was running."""
        if self.mode is None:
            return
        t = self.scheduler.now()
        elapsed, self._since = max(0.0, t - self._since), t
        if self.mode == "turn":
            self.turn_left = max(0.0, self.turn_left - elapsed)
        elif self._budget is not None:
            self._budget.spend(min(elapsed, self._budget.left()))

    def _cancel(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def _step(self) -> None:
        self._handle = None
        self._settle()
        mode = self.mode
        if mode is None:
            return
        left = self.left()
        if left == float("inf"):
            return  # no turn clock at this table: only away time is counted
        if left <= SETTLED:  # a float crumb left by the budgets' sums counts as run out (else the next
            seat = self.seat   # step, a crumb later, would find the clock where it was, and tick again)
            if mode == "turn":
                self.turn_left = 0.0
            self.mode = None
            self._expired(seat, mode)
            return
        if mode == "turn" and left > self.warn:
            self._handle = self.scheduler.call_later(left - self.warn, self._step)
            return
        self._tick(self.seat, mode, left, self.connected)
        self._handle = self.scheduler.call_later(min(1.0, left), self._step)
