"""Bot decisions off the GUI thread.

The hard bot searches in pure Python for up to a second; in the GUI thread that
would freeze the table.  ``ProcessBotRunner`` sends the seat's ``SeatView`` (a
frozen, picklable dataclass: one seat's knowledge only) to a worker process that
keeps one bot per (seat, level, seed) and answers with the decision.  The worker
ends with the app however the app ends: a normal quit shuts the pool down, and a
watcher thread in the worker exits it as soon as the app's process is gone
(SIGTERM, ``kill -9``, a crash, Windows' End task), so no orphan holds the
installed files or the CPU.
``InlineBotRunner`` asks bot objects in the GUI thread and answers on the next
event-loop turn; tests use it with their own bots.

Every answer takes one path: a card the bot is forced to play is submitted like
a choice (``submit(..., forced=card)``), goes the same way, and no answer is
given sooner than ``min_think`` seconds after the bot was asked, so how long a
bot takes tells the player nothing about which of its cards were forced.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal

# Worker-process side -------------------------------------------------------
_WORKER_BOTS: dict[tuple[int, str, int], Any] = {}


def _worker_decide(seat: int, level: str, seed: int, view: Any, forced: Optional[str] = None) -> str:
    if forced is not None:
        return forced  # the one legal card: nothing to think about, but it travels like a decision
    from ...ai import make_bot  # imported in the worker only

    key = (seat, level, seed)
    bot = _WORKER_BOTS.get(key)
    if bot is None:
        bot = _WORKER_BOTS[key] = make_bot(level, seed)
    return bot.decide(view)


def _worker_ready() -> int:
    # warms the imports and Hard's learned models (numpy) so that the first real decision is quick
    from ...ai.bots import shipped_bids, shipped_policy

    shipped_policy()
    shipped_bids()
    return os.getpid()


def _exit_with_parent() -> None:
    """Worker initializer: end this worker as soon as the app that started it has ended.

    ``multiprocessing.parent_process()`` holds a sentinel that becomes ready when the
    parent process is gone (the read end of a pipe only the parent writes on POSIX, the
    parent's process handle on Windows), whether the app quit, was killed or crashed.
    """
    if sys.platform != "win32":
        # Ctrl+C in a terminal reaches the whole process group: the app quits cleanly
        # and takes its worker down; the worker itself must not die with a traceback.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is None:  # pragma: no cover - only ever started by the pool
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="botifarra-parent-watch", daemon=True).start()


def exit_with_parent() -> None:
    """A worker initializer for other process pools of the app (the duplicate match's other table):
    the worker ends as soon as the app has ended (``_exit_with_parent``)."""
    _exit_with_parent()


@contextmanager
def interrupts_ignored_by_children() -> Iterator[None]:
    """Start processes that ignore Ctrl+C from their first instruction.

    The initializer above comes too late for a worker still starting (importing)
    when Ctrl+C reaches the whole process group: it would print a KeyboardInterrupt
    traceback.  A signal ignored at exec stays ignored in the new Python, so SIGINT is
    ignored here for the moment the worker is spawned, then our handler is back (the
    app's own Ctrl+C is handled by its signal handlers; one landing in that instant is
    lost, not turned into a traceback)."""
    if sys.platform == "win32" or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


class WorkerStats:
    """What the bot workers of this app did (``--report`` and the smoke test read it)."""

    pids: set[int] = set()
    decisions = 0

    @classmethod
    def as_dict(cls) -> dict[str, Any]:
        return {"pids": sorted(cls.pids), "decisions": cls.decisions}


def _emit(signal: Any, *args: Any) -> None:
    try:
        signal.emit(*args)
    except RuntimeError:  # the runner was deleted meanwhile (game closed)
        pass


#: The app's bots answer no sooner than this after they are asked (a forced card too).
MIN_THINK = 0.6


class BotRunner(QObject):
    """Asks a bot for its decision; ``decided(ticket, value)`` comes back in the GUI thread.

    ``failed(ticket, message)`` reports a bot that raised: the controller shows it
    instead of hanging.  ``forced``: the seat's one legal card, answered through the
    same path as a decision.  No answer comes sooner than ``min_think`` seconds
    after ``submit`` (``clock`` tells the time; tests give their own).
    """

    decided = Signal(int, str)
    failed = Signal(int, str)

    def __init__(self, parent: Optional[QObject] = None, min_think: float = 0.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.min_think = min_think
        self.clock = clock
        self._asked: dict[int, float] = {}

    def submit(self, ticket: int, seat: int, view: Any, forced: Optional[str] = None) -> None:
        self._asked[ticket] = self.clock()
        self._decide(ticket, seat, view, forced)

    def _decide(self, ticket: int, seat: int, view: Any,
                forced: Optional[str]) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    def _answer(self, ticket: int, value: str, ok: bool) -> None:
        """The one way out: ``decided`` (or ``failed``) once ``min_think`` has passed since ``submit``."""
        asked = self._asked.pop(ticket, None)
        delay = 0.0 if asked is None else max(0.0, self.min_think - (self.clock() - asked))
        self._schedule(delay, lambda: _emit(self.decided if ok else self.failed, ticket, value))

    def _schedule(self, delay: float, callback: Callable[[], None]) -> None:
        """``callback`` after ``delay`` seconds, on a later event-loop turn (never inside ``submit``)."""
        QTimer.singleShot(max(0, round(delay * 1000)), callback)

    def shutdown(self) -> None:
        pass


class InlineBotRunner(BotRunner):
    """Bots are objects with ``decide(view)``, asked in this thread (tests, fast bots)."""

    def __init__(self, bots: dict[int, Any], parent: Optional[QObject] = None, min_think: float = 0.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent, min_think, clock)
        self.bots = dict(bots)

    def _decide(self, ticket: int, seat: int, view: Any, forced: Optional[str]) -> None:
        if forced is not None:
            self._answer(ticket, forced, True)
            return
        try:
            value = self.bots[seat].decide(view)
        except Exception as exc:  # a broken bot must not take the table down
            self._answer(ticket, f"{type(exc).__name__}: {exc}", False)
            return
        # Answered on a later loop turn, as a worker would: keeps the controller's flow the same.
        self._answer(ticket, str(value), True)


def _note_worker(fut: Future) -> None:
    if not fut.cancelled() and fut.exception() is None:
        WorkerStats.pids.add(fut.result())


class ProcessBotRunner(BotRunner):
    """Bots from ``botifarra_desktop.ai.make_bot(level, seed)`` in one worker process."""

    _result = Signal(int, str, bool)

    def __init__(self, levels: dict[int, str], seed: int, parent: Optional[QObject] = None,
                 min_think: float = MIN_THINK) -> None:
        super().__init__(parent, min_think)
        self.levels = dict(levels)
        self.seed = seed
        # spawn, not fork: forking a process that runs Qt threads is unsafe.
        self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                         initializer=_exit_with_parent)
        with interrupts_ignored_by_children():  # the worker starts here
            self._pool.submit(_worker_ready).add_done_callback(_note_worker)
        # The done-callback runs in an executor thread; a queued signal brings it home.
        self._result.connect(self._deliver)

    def _decide(self, ticket: int, seat: int, view: Any, forced: Optional[str]) -> None:
        try:
            fut = self._pool.submit(_worker_decide, seat, self.levels[seat], self.seed * 31 + seat, view, forced)
        except RuntimeError as exc:  # pool already shut down
            self._answer(ticket, str(exc), False)
            return
        fut.add_done_callback(self._on_done(ticket))

    def _on_done(self, ticket: int) -> Callable[[Future], None]:
        def done(fut: Future) -> None:
            if fut.cancelled():
                return
            exc = fut.exception()
            if exc is not None:
                self._result.emit(ticket, f"{type(exc).__name__}: {exc}", False)
            else:
                self._result.emit(ticket, str(fut.result()), True)

        return done

    def _deliver(self, ticket: int, value: str, ok: bool) -> None:
        if ok:
            WorkerStats.decisions += 1
        self._answer(ticket, value, ok)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
