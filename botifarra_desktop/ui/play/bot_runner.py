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
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal


# Worker-process side -------------------------------------------------------
_WORKER_BOTS: dict[tuple[int, str, int], Any] = {}


def _worker_decide(seat: int, level: str, seed: int, view: Any) -> str:
    from ...ai import make_bot  # imported in the worker only

    key = (seat, level, seed)
    bot = _WORKER_BOTS.get(key)
    if bot is None:
        bot = _WORKER_BOTS[key] = make_bot(level, seed)
    return bot.decide(view)


def _worker_ready() -> int:
    from ... import ai  # noqa: F401  (warms the import so the first real decision is quick)

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


class WorkerStats:
    """What the bot workers of this app did (``--report`` and the smoke test read it)."""

    pids: set[int] = set()
    decisions = 0

    @classmethod
    def as_dict(cls) -> dict[str, Any]:
        return {"pids": sorted(cls.pids), "decisions": cls.decisions}


def _later(signal: Any, *args: Any) -> None:
    """Emit ``signal(*args)`` on the next event-loop turn."""

    def fire() -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the runner was deleted meanwhile (game closed)
            pass

    QTimer.singleShot(0, fire)


class BotRunner(QObject):
    """Asks a bot for its decision; ``decided(ticket, value)`` comes back in the GUI thread.

    ``failed(ticket, message)`` reports a bot that raised: the controller shows it
    instead of hanging.
    """

    decided = Signal(int, str)
    failed = Signal(int, str)

    def submit(self, ticket: int, seat: int, view: Any) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    def shutdown(self) -> None:
        pass


class InlineBotRunner(BotRunner):
    """Bots are objects with ``decide(view)``, asked in this thread (tests, fast bots)."""

    def __init__(self, bots: dict[int, Any], parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.bots = dict(bots)

    def submit(self, ticket: int, seat: int, view: Any) -> None:
        try:
            value = self.bots[seat].decide(view)
        except Exception as exc:  # a broken bot must not take the table down
            _later(self.failed, ticket, f"{type(exc).__name__}: {exc}")
            return
        # Answer on the next loop turn, as a worker would: keeps the controller's flow the same.
        _later(self.decided, ticket, str(value))


def _note_worker(fut: Future) -> None:
    if not fut.cancelled() and fut.exception() is None:
        WorkerStats.pids.add(fut.result())


class ProcessBotRunner(BotRunner):
    """Bots from ``botifarra_desktop.ai.make_bot(level, seed)`` in one worker process."""

    _result = Signal(int, str, bool)

    def __init__(self, levels: dict[int, str], seed: int, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.levels = dict(levels)
        self.seed = seed
        # spawn, not fork: forking a process that runs Qt threads is unsafe.
        self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                         initializer=_exit_with_parent)
        self._pool.submit(_worker_ready).add_done_callback(_note_worker)
        # The done-callback runs in an executor thread; a queued signal brings it home.
        self._result.connect(self._deliver)

    def submit(self, ticket: int, seat: int, view: Any) -> None:
        try:
            fut = self._pool.submit(_worker_decide, seat, self.levels[seat], self.seed * 31 + seat, view)
        except RuntimeError as exc:  # pool already shut down
            _later(self.failed, ticket, str(exc))
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
        (self.decided if ok else self.failed).emit(ticket, value)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
