"""Opening a stored file only when it is what it seems: a regular file.

A named pipe (FIFO) put where a save belongs would make a plain ``open`` wait
forever for a writer; a device or a socket is no better.  :func:`read_regular`
never waits: the path is looked at first (``stat``, which follows symbolic
links, so a link to a regular file is fine), then opened with ``O_NONBLOCK``
and checked again on the open handle (``fstat``), so a file swapped for a pipe
in between is refused too.  Anything that is not a regular file raises
:class:`NotRegularFile`, whose text says what it is in plain words.

:func:`make_folder` creates a store's folders and, when something that is not a
folder stands where one belongs (a named pipe named ``history``), raises
:class:`NotAFolder` naming it and saying what it is, never a bare "File exists".
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)


class NotRegularFile(OSError):
    """The path is a folder, a named pipe, a socket or a device, not a file."""

    def __init__(self, path: Path, what: str) -> None:
        super().__init__(errno.EINVAL, f"it is {what}, not a regular file", str(path))
        self.what = what


class NotAFolder(OSError):
    """A file, named pipe, socket or device stands where a folder belongs."""

    def __init__(self, path: Path, what: str) -> None:
        super().__init__(errno.ENOTDIR, f"it is {what}, not a folder", str(path))
        self.what = what


def make_folder(path: str | os.PathLike[str]) -> None:
    """Create the folder ``path`` and its parents if needed.  Raises
    :class:`NotAFolder` naming the first part of the path that is not a folder
    (a file, a named pipe...), another :class:`OSError` if the disk refuses."""
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return
    except (FileExistsError, NotADirectoryError):
        pass
    for part in reversed([folder, *folder.parents]):
        try:
            st = os.stat(part)
        except FileNotFoundError:
            break
        except OSError:
            continue
        if not stat.S_ISDIR(st.st_mode):
            raise NotAFolder(part, "a file" if stat.S_ISREG(st.st_mode) else kind_of(st.st_mode))
    folder.mkdir(parents=True, exist_ok=True)  # raises what the disk says


def kind_of(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words ("a named pipe")."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a special file"


def check_regular(path: str | os.PathLike[str]) -> None:
    """Raise :class:`NotRegularFile` unless ``path`` (followed through links) is a
    regular file; ``FileNotFoundError`` if it does not exist.  Never opens it."""
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise NotRegularFile(Path(path), kind_of(st.st_mode))


def file_stamp(path: Path) -> tuple[int, int] | None:
    """The file's stamp, (modified time in ns, size), to tell whether it changed; None if it cannot be read."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size
    return False


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """Up to ``limit`` bytes of a regular file, without ever waiting on a pipe or device.

    Raises :class:`NotRegularFile` for anything else, ``FileNotFoundError`` if
    it is missing, another :class:`OSError` if it cannot be read."""
    check_regular(path)
    fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):  # swapped since the stat above
            raise NotRegularFile(Path(path), kind_of(st.st_mode))
        if _NONBLOCK:
            os.set_blocking(fd, True)  # a regular file: plain reads from here
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read(limit)
    finally:
        os.close(fd)
