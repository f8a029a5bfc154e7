"""A short exclusive lock around a read-modify-write of a shared file.

The statistics and the hand history are updated by reading what is on disk,
changing it and writing it back.  Two writers doing that at once (two copies of
the program, a test, a stale copy that lost the data-folder lock) would lose
one of the updates, so each such update runs inside :func:`exclusive`.

A writer waits at most :data:`WAIT_SECONDS` for the other one; on a heavily
loaded machine it may wait longer and give up with :class:`TimeoutError`.  Nothing
is lost then: the stores keep the refused update in their pending journal
(:mod:`.pending`) and write it with their next save, and the player is told the
file was busy.  So correctness never depends on how long a wait takes.

The lock is the operating system's own (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows) on a small ``<name>.lock`` file that stays in the
folder.  The system drops it when the holder's process ends however it ends,
so a crash never leaves a stale lock behind.  It excludes other processes and
other open handles of the same process (threads) alike.

:class:`HeldLock` is the same lock held for as long as a program runs (the
data-folder lock, ``botifarra.lock``): whether it is free never depends on a
process number, so a number reused by another program, or a copy killed in one
PID namespace and started again in another, cannot keep the player out.  The
holder writes its process number, boot id and start time into the file, for
people only; nothing reads them to decide.  The holder compares the file it
holds with the one at the path (:meth:`HeldLock.check`): a lock file removed or
replaced while a copy runs is made again at once, or, if another copy took it
meanwhile, the first copy knows it lost the folder; a quitting copy removes the
lock file only if it is its own.

A lock file that is not a regular file (a folder, a named pipe) is refused
with an error naming the lock file, never waited on.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .files import NotRegularFile, kind_of, make_folder

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
    make_folder(target.parent)
    fd = open_lock_file(target)
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


_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def open_lock_file(path: Path) -> int:
    """Open (creating) the lock file ``path``; never waits on a pipe put there.

    Raises :class:`OSError` naming ``path`` (its ``filename``) if it cannot be
    made or is not a regular file."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | _NONBLOCK, 0o644)
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, str(path)) from None
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        os.close(fd)
        raise NotRegularFile(path, kind_of(st.st_mode))
    if _NONBLOCK:
        os.set_blocking(fd, True)
    return fd


class HeldLock:
    """An exclusive lock on ``path`` held until :meth:`release` or the process ends.

    :meth:`acquire` returns ``False`` if another process (or another handle)
    holds it, raises :class:`OSError` naming the lock file if the file cannot be
    created or written (a full disk, a read-only folder, a folder in its place).
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None
        #: Another holder took the lock file while this one's was gone (see :meth:`check`).
        self.lost = False
        self._contested: tuple[tuple[int, int] | None, int] = (None, 0)  # a file held by another, seen n times

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        if self._fd is not None:
            return True
        make_folder(self.path.parent)
        for _attempt in range(10):
            fd = open_lock_file(self.path)
            if not _try_lock(fd):
                os.close(fd)
                return False
            if _same_file(fd, self.path):
                break
            # the holder removed the file between our open and our lock: lock the new one
            _unlock(fd)
            os.close(fd)
        else:  # pragma: no cover - the file kept being replaced under us
            return False
        try:
            _write_owner(fd)
        except OSError as exc:
            _unlock(fd)
            os.close(fd)
            raise OSError(exc.errno, exc.strerror, str(self.path)) from None
        self._fd = fd
        return True

    def check(self, patience: int = 1) -> bool:
        """Whether this copy still owns the folder, noticing a lock file that was
        removed or replaced while it was held (the held file's identity, from the
        open handle, against the file now at the path).

        A lock file that is gone, or replaced by one nobody holds, is made again
        and locked at once: the copy keeps its place and a copy started later
        finds it taken.  If another holder locked the file now at the path (a
        copy started while ours was missing), this copy has lost the folder:
        ``False``, :attr:`lost` is set, and from then on it neither writes the
        lock file nor removes it.  ``patience``: how many checks in a row must
        find the same file held by another before it counts as lost (a copy
        that holds it only a moment to see that we run lets it go at once).
        Raises nothing."""
        fd = self._fd
        if fd is None:
            return False
        if _same_file(fd, self.path):
            self._contested = (None, 0)
            return True
        try:
            new = open_lock_file(self.path)
        except OSError:
            return True  # cannot look (a folder in its place...): ours until shown otherwise
        if not _try_lock(new) or not _same_file(new, self.path):
            st = os.fstat(new)
            os.close(new)
            seen, times = self._contested
            times = times + 1 if seen == (st.st_dev, st.st_ino) else 1
            self._contested = ((st.st_dev, st.st_ino), times)
            if times < patience:
                return True
            self.lost = True
            self.release()
            return False
        try:
            _write_owner(new)
        except OSError:
            pass  # locked all the same: the text is for people only
        self._fd = new
        try:
            _unlock(fd)
        except OSError:
            pass
        os.close(fd)
        return True

    def release(self) -> None:
        """Let go.  On POSIX the lock file is removed first (a copy waiting on it
        notices and locks a new one) -- but only if the file at the path is still
        the one this copy holds, never another copy's; left in place on Windows."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if sys.platform != "win32" and _same_file(fd, self.path):
            try:
                os.unlink(self.path)
            except OSError:
                pass
        try:
            _unlock(fd)
        except OSError:
            pass
        os.close(fd)


def _same_file(fd: int, path: Path) -> bool:
    """The file open as ``fd`` is the one at ``path`` (device and inode: never its name)."""
    if sys.platform == "win32":  # pragma: no cover - an open file cannot be removed there
        return True
    try:
        st = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)


def boot_id() -> str:
    """This boot of the machine (Linux), else ``""``."""
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as handle:
            return handle.read().strip()
    except OSError:
        return ""


def _write_owner(fd: int) -> None:
    """Who holds the lock, for a person reading the file; written past the
    locked first byte (Windows locks it) and fsynced.  ``ENOSPC`` and the like
    are raised: a lock that cannot be written is not held."""
    text = f"pid {os.getpid()}\nboot {boot_id()}\nstarted {time.time():.3f}\n".encode("ascii")
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    written = os.write(fd, b"\n" + text)
    if written != len(text) + 1:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    os.fsync(fd)
