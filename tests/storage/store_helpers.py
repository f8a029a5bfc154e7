"""Bot-played sessions for the storage tests, and a guard that turns a hang into a failure."""

from __future__ import annotations

import contextlib
import errno
import random
import signal
import sys

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage.meta import GameMeta


class RandomLegal:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def decide(self, view):
        if view.phase == "double":
            return "pass"
        return self.rng.choice(view.legal if view.phase == "play" else view.options)


def played(seed: int, hands: int, target: int = 101) -> tuple[TableSession, GameMeta]:
    """A game with ``hands`` hands scored (fewer if it ends first)."""
    session = TableSession(Rules(target=target), seed=seed, names=["Jo", "Dreta", "Company", "Esquerra"])
    meta = GameMeta.for_session(session)
    bots = {i: RandomLegal(seed * 4 + i) for i in range(session.players)}
    session.start()
    while True:
        session.drive_bots(bots)
        if session.over or len(session.results) >= hands:
            return session, meta
        session.next_hand()


def finished(seed: int) -> tuple[TableSession, GameMeta]:
    """A whole game, played to its end (a low target: a few hands)."""
    return played(seed, 10**6, target=30)


def full_disk(*_args, **_kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


@contextlib.contextmanager
def no_hang(seconds: int = 20):
    """Fail (instead of waiting for ever) if the block blocks on a pipe."""
    if sys.platform == "win32":  # pragma: no cover - no alarm there, and no FIFOs either
        yield
        return

    def hung(_signum, _frame):
        raise AssertionError("the store waited on a special file")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
