"""Versioned JSON documents that survive damage.

Every file is a JSON object ``{"kind": "<kind>", "version": N, ...payload}``.
:func:`load_document` never raises and never overwrites a bad file: a file
that cannot be used is renamed to ``<name>.broken-<YYYYmmdd-HHMMSS>[-n]`` (only
the app's own name: a symbolic link is renamed as a link, what it points to is
never touched), a :class:`Problem` describing it is returned, and the
``<name>.bak`` backup is tried next (beside the file a link to a regular file
points to, else beside the link), then defaults.  Older versions are migrated one step at a time.

No document is read beyond :data:`MAX_DOCUMENT_BYTES` (8 MiB, far above any
file the program writes: a long game's save is well under 1 MiB): a larger
file is reported as too large and kept aside like any other unusable file,
without being read into memory.  The same limit applies to scenario files
(read through here) and to the files of a user's card deck (refused there).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from .atomic import atomic_write_bytes, atomic_write_text, backup_path, write_target
from .files import NotRegularFile, read_regular
from .problems import (
    BAD_VERSION,
    EMPTY,
    FUTURE_VERSION,
    INVALID_DATA,
    INVALID_JSON,
    MIGRATION_FAILED,
    MISSING,
    NOT_OBJECT,
    NOT_REGULAR,
    NOT_UTF8,
    TOO_LARGE,
    UNREADABLE,
    UNSUPPORTED_VERSION,
    WRONG_KIND,
    Problem,
)

#: The largest settings, saved game, hand record, statistics, scenario or deck file that is read.
MAX_DOCUMENT_BYTES = 8 * 1024 * 1024

Payload = dict[str, Any]
Source = Literal["file", "backup", "defaults"]


@dataclass(frozen=True)
class LoadResult:
    """What :func:`load_document` found.

    ``data`` is the payload (without ``kind``/``version``) migrated to the
    current version, or ``None`` when ``source`` is ``"defaults"``.
    ``migrated_from`` is the version read from disk if it was older.
    """

    data: Payload | None
    problems: list[Problem]
    source: Source
    migrated_from: int | None = None


@dataclass(frozen=True)
class DocumentType:
    """A kind of document and how to upgrade and check it.

    ``migrations[n]`` turns a version-``n`` payload into a version-``n+1``
    payload.  ``compact`` writes JSON without indentation: much faster to
    encode, for large documents written often (the autosave).  ``validate`` receives the current-version payload and raises
    :class:`ValueError` with a human message if it is unusable; it may return
    a replacement payload (or ``None`` to keep it as is).  ``label`` names the
    document in messages ("settings file"); it defaults to ``kind``.
    """

    kind: str
    version: int
    migrations: Mapping[int, Callable[[Payload], Payload]] = field(default_factory=dict)
    validate: Callable[[Payload], Payload | None] | None = None
    label: str = ""
    compact: bool = False

    def __post_init__(self) -> None:
        if not self.kind:
            raise ValueError("document kind must not be empty")
        if isinstance(self.version, bool) or not isinstance(self.version, int) or self.version < 1:
            raise ValueError(f"document version must be a positive int, not {self.version!r}")
        bad = [v for v in self.migrations if not 1 <= v < self.version]
        if bad:
            raise ValueError(f"migrations for versions {bad} are outside 1..{self.version - 1}")

    @property
    def name(self) -> str:
        return self.label or self.kind


class _Bad(Exception):
    """Internal: why a file cannot be used."""

    def __init__(self, code: str, what: str, detail: str = "") -> None:
        super().__init__(what)
        self.code, self.what, self.detail = code, what, detail


@dataclass
class _Attempt:
    payload: Payload | None = None
    raw: bytes = b""
    problem: Problem | None = None
    missing: bool = False
    migrated_from: int | None = None


def load_document(path: str | os.PathLike[str], doctype: DocumentType, repair: bool = True) -> LoadResult:
    """Load ``path`` (falling back to its ``.bak``, then defaults); never raises.

    With ``repair=False`` nothing on disk changes: a bad file is reported but
    not moved aside and a good backup is not copied back (a copy of the
    program that does not own the folder reads this way)."""
    path = Path(path)
    bak = _backup_of(path)  # before a bad link is moved aside
    main = _attempt(path, doctype, move_aside=repair)
    if main.payload is not None:
        return LoadResult(main.payload, [], "file", main.migrated_from)
    problems = [main.problem] if main.problem else []
    backup = _attempt(bak, doctype, move_aside=repair)
    if backup.payload is not None:
        if main.missing:
            problems.append(Problem(
                MISSING,
                f"The {doctype.name} file {path} was missing; using the backup copy {bak}.",
                path=path, detail="backup",
            ))
        if repair and (main.missing or (main.problem is not None and main.problem.kept_at is not None)):
            _restore(path, backup.raw)  # never over a bad file left in place
        return LoadResult(backup.payload, problems, "backup", backup.migrated_from)
    if backup.problem:
        problems.append(backup.problem)
    return LoadResult(None, problems, "defaults")


def _backup_of(path: Path) -> Path:
    """Where ``path``'s backup is: beside the file a link to a regular file points to (writes
    keep it there), else beside ``path`` itself (a link to a pipe or a device, a link loop)."""
    try:
        return backup_path(write_target(path))
    except OSError:
        return backup_path(path)


def dump_document(doctype: DocumentType, payload: Mapping[str, Any]) -> str:
    """The JSON text for ``payload`` as a current-version ``doctype`` document."""
    clash = {"kind", "version"} & set(payload)
    if clash:
        raise ValueError(f"payload must not contain {sorted(clash)}")
    document = {"kind": doctype.kind, "version": doctype.version, **payload}
    if doctype.compact:  # no indent: the C encoder is used, ~10x faster
        return json.dumps(document, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n"
    return json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def save_document(
    path: str | os.PathLike[str], doctype: DocumentType, payload: Mapping[str, Any]
) -> list[Problem]:
    """Write ``payload`` atomically, keeping the previous good file as ``.bak``.

    If the file currently on disk is not a usable document it is moved aside
    (never overwritten, and never allowed to replace a good ``.bak``); the
    returned problems say so.  Raises :class:`OSError` if writing fails or a
    bad file could not be moved aside, and :class:`ValueError` if the payload
    cannot be encoded.
    """
    path = Path(path)
    text = dump_document(doctype, payload)
    current = _attempt(path, doctype)
    if current.problem is None:
        atomic_write_text(path, text)
        return []
    if current.problem.kept_at is None:
        raise OSError(f"Not saved, to keep the existing file: {current.problem.message}")
    atomic_write_text(path, text, backup=False)
    return [current.problem]


def read_document(path: str | os.PathLike[str], doctype: DocumentType) -> LoadResult:
    """Read one file without touching anything on disk; never raises.

    For listings: a bad file is reported (``kept_at`` is ``None``) but neither
    moved aside nor replaced by its backup -- :func:`load_document` does that
    when the file is actually opened.  A missing file gives a ``"missing"``
    problem.
    """
    path = Path(path)
    attempt = _attempt(path, doctype, move_aside=False)
    if attempt.payload is not None:
        return LoadResult(attempt.payload, [], "file", attempt.migrated_from)
    if attempt.missing:
        problem = Problem(MISSING, f"The {doctype.name} file {path} is missing.", path=path)
        return LoadResult(None, [problem], "defaults")
    return LoadResult(None, [attempt.problem] if attempt.problem is not None else [], "defaults")


def _attempt(path: Path, doctype: DocumentType, move_aside: bool = True) -> _Attempt:
    """Read and parse one file; a bad file is moved aside (if ``move_aside``)."""
    try:
        raw = _read_limited(path)
    except FileNotFoundError:
        return _Attempt(missing=True)
    except _Bad as too_large:
        return _Attempt(problem=_problem(path, doctype, too_large, move_aside))
    except NotRegularFile as special:
        bad = _Bad(NOT_REGULAR, "is not a regular file, so it was not read", special.what)
        return _Attempt(problem=_problem(path, doctype, bad, move_aside))
    except OSError as exc:
        bad = _Bad(UNREADABLE, "could not be read", exc.strerror or str(exc))
        return _Attempt(problem=_problem(path, doctype, bad, move_aside))
    try:
        payload, old = _parse(raw, doctype)
    except _Bad as bad:
        return _Attempt(raw=raw, problem=_problem(path, doctype, bad, move_aside))
    return _Attempt(payload=payload, raw=raw, migrated_from=old)


def _read_limited(path: Path) -> bytes:
    """The file's bytes; :class:`_Bad` (too large) past :data:`MAX_DOCUMENT_BYTES`,
    found without reading more than one byte beyond the limit.  Only a regular file
    (or a link to one) is opened: :class:`NotRegularFile` for a pipe, socket, device
    or folder, which is never read or waited on."""
    raw = read_regular(path, MAX_DOCUMENT_BYTES + 1)
    if len(raw) > MAX_DOCUMENT_BYTES:
        mib = MAX_DOCUMENT_BYTES // (1024 * 1024)
        raise _Bad(TOO_LARGE, f"is larger than {mib} MiB, the most a Botifarra file may hold")
    return raw


def _parse(raw: bytes, doctype: DocumentType) -> tuple[Payload, int | None]:
    """The current-version payload in ``raw``, and the version it came from
    if it was migrated; raises :class:`_Bad`."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _Bad(NOT_UTF8, "is not UTF-8 text", f"invalid byte at offset {exc.start}") from None
    if not text.strip():
        raise _Bad(EMPTY, "is empty")
    try:
        document = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        what = "is cut off before the end of its JSON" if cut else "is not valid JSON"
        where = f"line {exc.lineno}, column {exc.colno}: {exc.msg}"
        raise _Bad(INVALID_JSON, what, where) from None
    except (ValueError, RecursionError) as exc:
        raise _Bad(INVALID_JSON, "is not valid JSON", str(exc) or type(exc).__name__) from None
    if not isinstance(document, dict):
        found = _json_type(document)
        raise _Bad(NOT_OBJECT, f"does not hold a JSON object (it holds {found})")
    kind = document.get("kind")
    if kind != doctype.kind:
        what = ("has no document kind" if kind is None
                else f"is not a {doctype.kind} document (its kind is {_short(kind)})")
        raise _Bad(WRONG_KIND, what)
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _Bad(BAD_VERSION, f"has a missing or invalid format version ({_short(version)})")
    if version > doctype.version:
        raise _Bad(
            FUTURE_VERSION,
            f"was written by a newer Botifarra Desktop (format version {version}; "
            f"this version reads up to {doctype.version})",
        )
    payload = {k: v for k, v in document.items() if k not in ("kind", "version")}
    for step in range(version, doctype.version):
        migrate = doctype.migrations.get(step)
        if migrate is None:
            raise _Bad(UNSUPPORTED_VERSION,
                       f"uses format version {version}, which can no longer be converted")
        failed = f"could not be converted from format version {step} to {step + 1}"
        try:
            payload = migrate(payload)
        except Exception as exc:  # hostile data must not crash loading
            raise _Bad(MIGRATION_FAILED, failed, _exc_text(exc)) from None
        if not isinstance(payload, dict):
            raise _Bad(MIGRATION_FAILED, failed, f"the migration gave {_json_type(payload)}")
    if doctype.validate is not None:
        try:
            replaced = doctype.validate(payload)
        except Exception as exc:  # a ValueError normally; anything else too
            raise _Bad(INVALID_DATA, "contains invalid data", _exc_text(exc)) from None
        if isinstance(replaced, dict):
            payload = replaced
        elif replaced is not None:
            raise _Bad(INVALID_DATA, "contains invalid data",
                       f"the validator gave {_json_type(replaced)}")
    return payload, (version if version < doctype.version else None)


def _problem(path: Path, doctype: DocumentType, bad: _Bad, aside: bool = True) -> Problem:
    message = f"The {doctype.name} file {path} {bad.what}"
    message += f" ({bad.detail})." if bad.detail else "."
    kept_at = None
    if not aside:
        return Problem(bad.code, message, path=path, detail=bad.detail)
    try:
        kept_at = move_aside(path)
    except OSError as exc:
        message += f" It could not be moved aside ({_reason(exc)}) and was left in place."
        return Problem(bad.code, message, path=path, detail=bad.detail, left_in_place=True)
    message += f" The file was kept as {kept_at}."
    return Problem(bad.code, message, path=path, kept_at=kept_at, detail=bad.detail)


def _now() -> datetime:
    return datetime.now()


def _reason(exc: OSError) -> str:
    """An error's words without a closing period (the sentence adds its own)."""
    return str(exc.strerror or exc).rstrip(". ")


def move_aside(path: Path) -> Path:
    """Rename ``path`` to ``<name>.broken-<timestamp>[-n]`` without ever
    replacing an existing file; returns the new path.

    Only the app's own name is renamed, in its own folder: a symbolic link is
    moved aside as a link, and what it points to (a damaged file in a synced
    folder, a named pipe, a device anywhere on the machine) is never renamed,
    linked or opened.  The next write then makes a plain file under the name."""
    stem = f"{path.name}.broken-{_now():%Y%m%d-%H%M%S}"
    for n in range(1000):
        candidate = path.with_name(stem if n == 0 else f"{stem}-{n}")
        if os.path.lexists(candidate):
            continue
        try:
            _rename_no_replace(path, candidate)
        except FileExistsError:
            continue
        return candidate
    raise FileExistsError(f"too many files named {stem}*")


def _rename_no_replace(source: Path, destination: Path) -> None:
    if os.name == "nt":
        os.rename(source, destination)  # refuses to replace on Windows
        return
    try:
        os.link(source, destination, follow_symlinks=False)  # fails if destination exists; a link stays a link
    except FileExistsError:
        raise
    except OSError:  # no hard links here (or a directory): check, then rename
        if os.path.lexists(destination):
            raise FileExistsError(destination) from None
        os.rename(source, destination)
        return
    os.unlink(source)


def _restore(path: Path, raw: bytes) -> None:
    """Put the backup's bytes back under the main name; best effort."""
    try:
        atomic_write_bytes(path, raw, backup=False)
    except OSError:
        pass  # the data was still loaded; the next save rewrites the file


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")


def _json_type(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    return f"a {type(value).__name__}"


def _short(value: Any, limit: int = 40) -> str:
    try:
        text = repr(value)
    except RecursionError:
        return f"a deeply nested {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _exc_text(exc: BaseException) -> str:
    text = str(exc)
    return text if isinstance(exc, ValueError) and text else f"{type(exc).__name__}: {text}"
