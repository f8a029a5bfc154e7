"""A short exclusive lock around a read-modify-write of a shared file.

The statistics and the hand history are updated by reading what is on disk,
changing it and writing it back.  Two writers doing that at once (two copies of
the program, a test, a stale copy that lost the data-folder lock) would lose
one of the updates, so each such update runs inside :func:`exclusive`.

The lock is the operating system's own (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows) on a small ``<name>.lock`` file that stays in the
folder.  The system drops it when the holder's process ends however it ends,
so a crash never leaves a stale lock behind.  It excludes other processes and
other open handles of the same process (threads) alike.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

LOCK_SUFFIX = ".lock"
#: How long a writer waits for another one before giving up (seconds).
WAIT_SECONDS = 10.0

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The lock file that guards ``path``: ``<name>.lock`` beside it."""
    p = Path(path)
    return p.with_name(p.name + LOCK_SUFFIX)


@contextmanager
def exclusive(path: str | os.PathLike[str], wait: float = WAIT_SECONDS) -> Iterator[None]:
    """Hold the lock guarding ``path`` for the ``with`` block.

    The folder is created if needed.  Raises :class:`OSError` if the lock file
    cannot be created (a read-only folder: the write would fail anyway) and
    :class:`TimeoutError` if another writer holds it for longer than ``wait``.
    """
    target = lock_path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(target, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + wait
        delay = 0.001
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise TimeoutError(f"{target} is held by another writer")
            time.sleep(delay)
            delay = min(delay * 2, 0.05)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)
