"""Crash-safe file replacement.

:func:`atomic_write_bytes` never leaves a half-written file behind under the
target name.  The steps are:

1. write the new contents to a temporary file in the same directory, flush
   and ``os.fsync`` it;
2. make the current file (if any) the new ``<name>.bak`` -- a hard link to it
   renamed over the old backup (a synced copy where links are not possible) --
   so the previous good version survives;
3. call :func:`before_replace` (a no-op; tests replace it to simulate a crash);
4. ``os.replace`` the temporary file onto the target (atomic on POSIX and
   Windows);
5. ``fsync`` the directory so the rename itself is durable (POSIX only).

If the process dies anywhere before step 4, the target still holds the last
good contents; at worst a stray ``.<name>.*.tmp`` file is left next to it
(:func:`clean_temp_files` removes those at the next start).

A target that is a symbolic link to a regular file (or to nothing yet) is
followed: the file it points to is replaced (and backed up beside it), the
link itself stays a link.  A link to anything else (a named pipe, a device, a
folder) is never written through: :func:`write_target` refuses it with
:class:`~.files.NotRegularFile`.  A damaged file is set aside by renaming the
app's own name -- the link itself, never what it points to (see
:func:`.documents.move_aside`).
"""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from .files import NotRegularFile, kind_of, make_folder, read_regular

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"
_IS_WINDOWS = os.name == "nt"
#: ``.<name>.<random>.tmp``: the temporary files this module makes (mkstemp's or a token's random part)
_TEMP_NAME = re.compile(r"\.(?P<name>.+)\.(?P<random>[A-Za-z0-9_]{6,16})" + re.escape(TEMP_SUFFIX))
#: The largest store file :func:`store_readable` reads (as documents.MAX_DOCUMENT_BYTES).
_READ_LIMIT = 8 * 1024 * 1024


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where the previous version of ``path`` is kept: ``<name>.bak``."""
    p = Path(path)
    return p.with_name(p.name + BACKUP_SUFFIX)


def before_replace(temp_path: Path, target: Path) -> None:
    """Hook called after the new contents are durable, just before the rename.

    It does nothing.  Tests monkeypatch it (to raise, or to ``os._exit``) to
    simulate a crash between writing the temporary file and renaming it.
    """


def atomic_write_bytes(
    path: str | os.PathLike[str], data: bytes, *, backup: bool = True
) -> None:
    """Replace ``path`` with ``data`` atomically, keeping the old file as ``.bak``.

    Parent directories are created if needed.  With ``backup=False`` an
    existing ``.bak`` is left untouched.  Raises :class:`OSError` if the file
    cannot be written; the previous contents are then still in place.
    """
    target = write_target(path)
    make_folder(target.parent)
    temp = _write_temp(target, bytes(data))
    try:
        if backup:
            _refresh_backup(target)
        before_replace(temp, target)
        _replace(temp, target)
    except BaseException:
        _discard(temp)
        raise
    _fsync_directory(target.parent)


def write_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to ``path`` really replaces: the end of its symbolic
    links (a dangling link names the file to create), else ``path`` itself.

    Raises :class:`~.files.NotRegularFile` (naming ``path``) for a link to
    anything that is not a regular file -- a pipe, a device, a folder is
    never replaced, backed up or renamed through a link -- and another
    :class:`OSError` for a link loop."""
    p = Path(path)
    if not p.is_symlink():
        return p
    end = Path(os.path.realpath(p))
    try:
        st = os.stat(end)
    except FileNotFoundError:
        return end
    if not stat.S_ISREG(st.st_mode):
        raise NotRegularFile(p, kind_of(st.st_mode))
    return end


def clean_temp_files(
    directories: Iterable[Path], readable: Callable[[Path], bool] | None = None
) -> list[Path]:
    """Remove the ``.<name>.<random>.tmp`` leftovers of interrupted writes; returns them.

    A leftover is removed, whatever its time, once the store it belongs to
    (``<name>``; for a backup's ``<name>.bak``, the store ``<name>``) has been
    read successfully (``readable``, by default :func:`store_readable`): the
    good file then holds what is kept, and a temporary file never does.  A
    leftover of a missing store is kept (it may hold the only copy), except
    that of a backup, which is only ever a link to an older version.  Call it
    only while no other writer uses these folders (at start, holding the
    data-folder lock).  Never raises.
    """
    check = readable or store_readable
    removed = []
    for directory in directories:
        try:
            temps = [p for p in directory.iterdir() if _TEMP_NAME.fullmatch(p.name)]
        except OSError:
            continue
        for temp in temps:
            name = _temp_target_name(temp.name)
            is_backup = name.endswith(BACKUP_SUFFIX) and len(name) > len(BACKUP_SUFFIX)
            store = directory / (name[: -len(BACKUP_SUFFIX)] if is_backup else name)
            try:
                if temp.is_dir() or temp.is_symlink():
                    continue  # not something this module makes
                if not check(store) and not (is_backup and not os.path.lexists(store)):
                    continue
                temp.unlink()
            except OSError:
                continue
            removed.append(temp)
    return removed


def _temp_target_name(temp_name: str) -> str:
    """``.<name>.<random>.tmp`` -> ``<name>``."""
    match = _TEMP_NAME.fullmatch(temp_name)
    return match.group("name") if match else ""


def store_readable(path: Path) -> bool:
    """``path`` is a regular file holding a Botifarra document (a JSON object with a
    kind and a version): the store was read successfully.  Never raises."""
    try:
        document = json.loads(read_regular(path, _READ_LIMIT + 1).decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(document, dict) and "kind" in document and "version" in document


def atomic_write_text(
    path: str | os.PathLike[str],
    text: str,
    *,
    encoding: str = "utf-8",
    backup: bool = True,
) -> None:
    """:func:`atomic_write_bytes` for text; no newline translation is done."""
    atomic_write_bytes(path, text.encode(encoding), backup=backup)


def _write_temp(target: Path, data: bytes) -> Path:
    """Write ``data`` to a fresh, fsynced temporary file beside ``target``."""
    fd, name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent
    )
    temp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        _discard(temp)
        raise
    return temp


def _refresh_backup(target: Path) -> None:
    """Make the current ``target`` (if it exists) the new ``<name>.bak``.

    A hard link to the current file is renamed over the backup: no data is
    copied and nothing needs syncing (the linked file is already on disk), and
    the backup is replaced atomically.  Where hard links cannot be made, the
    contents are copied through a synced temporary file instead."""
    bak = backup_path(target)
    link = bak.with_name(f".{bak.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")
    try:
        os.link(target, link)
    except FileNotFoundError:
        return
    except OSError:  # no hard links on this file system
        try:
            current = read_regular(target, -1)  # never waits on a pipe put there
        except FileNotFoundError:
            return
        link = _write_temp(bak, current)
    try:
        _replace(link, bak)
    except BaseException:
        _discard(link)
        raise


def _replace(source: Path, destination: Path) -> None:
    """``os.replace``, retried briefly on Windows where a reader (a virus
    scanner, a second instance) can hold the destination open for a moment."""
    attempts = 5 if _IS_WINDOWS else 1
    for attempt in range(attempts):
        try:
            os.replace(source, destination)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` durable; best effort, not on Windows."""
    if _IS_WINDOWS:
        return
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(directory, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot fsync a directory; the data is safe
    finally:
        os.close(fd)


def _discard(temp: Path) -> None:
    try:
        temp.unlink()
    except OSError:
        pass
