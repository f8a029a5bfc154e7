"""What a store could not write yet, kept on disk until it is written.

When the hand history or the statistics cannot be written (a full disk, a
read-only folder, a file where a folder belongs, a lock held too long), the
record that was refused is not only kept in memory: it goes into the store's
pending journal, a small versioned document in the data folder
(``<data>/hands.pending.json``, ``<data>/statistics.pending.json``), written
atomically like every other file.  The store writes what its journal holds
before anything new, at its next successful save -- in this run or in a later
one -- and then removes the journal.  A store has nothing pending exactly when
its last save succeeded.  A journal that is a symbolic link stays a link: it
is written through it, and emptied by removing the file it points to.

Entries are keyed (a hand of a game, a game); keeping a key again replaces its
entry.  Each written journal carries a fresh ``batch`` token: a store that
writes the journal's entries notes that token in its own file in the same
write, so a crash between that write and the removal of the journal never
writes the entries twice (the hand history is keyed by file anyway; the
statistics skip a batch they already hold).  An entry that cannot be used (a
journal damaged or edited by hand: a hand whose actions do not finish it) is
checked by the store before anything is written and kept aside with
:meth:`PendingJournal.set_aside`, in ``<journal>.rejected-<time>``, and told.

A journal never grows past ``limit`` entries (:data:`MAX_PENDING_HANDS` for the
history: the newest are kept, since the history itself keeps only that many
hands; :data:`MAX_PENDING_STATISTICS` for the statistics) nor past the 8 MiB any
stored file may hold.  What goes beyond it -- like everything when even the
journal cannot be written (the disk is full) -- stays in memory only
(:attr:`PendingJournal.unkept` counts it), is written with the next save that
succeeds, and is lost if the program is closed first: the player is told at
once and again when closing.
"""

from __future__ import annotations

import errno
import os
import secrets
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text, backup_path, write_target
from .documents import MAX_DOCUMENT_BYTES, DocumentType, Payload, dump_document, load_document
from .problems import REJECTED_ENTRY, Problem

PENDING_SUFFIX = ".pending.json"
#: The most hands the history's journal holds (the newest; the history keeps no more than that).
MAX_PENDING_HANDS = 500
#: The most contributions the statistics' journal holds (about 1.5 MiB); beyond it they wait in memory.
MAX_PENDING_STATISTICS = 5000


def _validate(payload: Payload) -> None:
    entries = payload.get("entries")
    if not isinstance(entries, list):
        raise ValueError("the pending records must be a list")
    for item in entries:
        if not (isinstance(item, Mapping) and isinstance(item.get("key"), str)
                and isinstance(item.get("entry"), Mapping)):
            raise ValueError("every pending record needs a key and its data")
    if not isinstance(payload.get("batch", ""), str):
        raise ValueError("the batch must be a text")


class JournalFull(OSError):
    """The journal holds as much as it may: what is beyond waits in memory."""


class PendingJournal:
    """The records ``label`` (a store) still has to write, on disk at ``path``.

    ``keep_newest``: past ``limit`` entries the oldest are left out of the file
    (the store would drop them anyway), else the newest wait in memory."""

    def __init__(self, path: Path, kind: str, label: str, limit: int = MAX_PENDING_STATISTICS,
                 keep_newest: bool = False) -> None:
        self.path = path
        self.doctype = DocumentType(kind, 1, validate=_validate, label=label, compact=True)
        self.limit = limit
        self.keep_newest = keep_newest
        self._entries: dict[str, dict[str, Any]] = {}
        self._loaded = False
        #: The token of the entries on disk (``""``: none, or a journal of an earlier version).
        self.batch = ""
        #: Problems met reading the journal (a damaged one is kept aside; see documents).
        self.problems: list[Problem] = []
        #: Where the journal was read from: ``"file"``, ``"backup"`` or ``"defaults"`` (none, or unusable).
        self.source = "defaults"
        #: Entries held in memory only (the journal could not be written, or is full).
        self.unkept = 0

    @property
    def in_memory_only(self) -> bool:
        """Some of what the journal holds is in memory only: lost if the program ends now."""
        return self.unkept > 0

    def entries(self) -> dict[str, dict[str, Any]]:
        """Key -> entry, oldest first (read from disk the first time)."""
        self._load()
        return dict(self._entries)

    def __bool__(self) -> bool:
        self._load()
        return bool(self._entries)

    def __len__(self) -> int:
        self._load()
        return len(self._entries)

    def replace(self, entries: Mapping[str, Mapping[str, Any]]) -> None:
        """From now on the journal holds exactly ``entries``: written atomically
        (with a new :attr:`batch`), or removed when empty.  Raises :class:`OSError`
        naming the journal (its ``filename``) if the disk refuses, or
        :class:`JournalFull` if not all fit; what is not on disk is kept in memory."""
        self._load()
        self._entries = {k: dict(v) for k, v in entries.items()}
        try:
            if self._entries:
                kept = self._write()
            else:
                kept = 0
                self._remove()
        except OSError as exc:
            self.unkept = len(self._entries)
            raise OSError(exc.errno, exc.strerror or str(exc), str(self.path)) from None
        self.unkept = len(self._entries) - kept
        if self.unkept and not self.keep_newest:
            raise JournalFull(errno.EFBIG, "it holds as much as it may", str(self.path))

    def set_aside(self, rejected: Mapping[str, tuple[Mapping[str, Any], str]], what: str) -> Problem:
        """Keep entries that cannot be used (key -> (entry, why)) in a new file beside the
        journal, never over another; the problem says which and where.  ``what``: what
        they are for ("hands" or "statistics").  Raises :class:`OSError` if it cannot."""
        stem = f"{self.path.name}.rejected-{datetime.now():%Y%m%d-%H%M%S}"
        items = [{"key": k, "entry": dict(v), "why": why} for k, (v, why) in rejected.items()]
        text = dump_document(self.doctype, {"entries": items})
        for n in range(1000):
            kept = self.path.with_name(stem if n == 0 else f"{stem}-{n}")
            try:
                fd = os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                continue
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    handle.write(text)
                    handle.flush()
                    os.fsync(handle.fileno())
            except OSError:
                kept.unlink(missing_ok=True)
                raise
            break
        else:
            raise FileExistsError(f"too many files named {stem}*")
        whys = "; ".join(dict.fromkeys(why for _, why in rejected.values()))
        count = len(rejected)
        message = (f"{count} {'entry' if count == 1 else 'entries'} of {self.path} could not be used ({whys}), "
                   f"so {'it was' if count == 1 else 'they were'} not added to the {what}. "
                   f"Kept as {kept}.")
        return Problem(REJECTED_ENTRY, message, path=self.path, kept_at=kept, detail=whys, field=what)

    @contextmanager
    def writing(self, todo: Mapping[str, Mapping[str, Any]], done: set[str]) -> Iterator[None]:
        """Around a store's write of ``todo`` (what was pending, then what is new; the store
        adds each key it wrote to ``done``): if the write raises :class:`OSError`, what is
        not done is kept here (on disk if possible) and the error goes on; if it succeeds,
        the journal is emptied (:meth:`replace` raises if it cannot be)."""
        had_pending = bool(self)
        try:
            yield
        except OSError:
            try:
                self.replace({k: v for k, v in todo.items() if k not in done})
            except OSError:
                pass  # kept in memory (``unkept``); the error that matters is the store's
            raise
        if had_pending or self.unkept:
            self.replace({})

    def _write(self) -> int:
        """Write what fits; how many entries are on disk."""
        keys = list(self._entries)
        if len(keys) > self.limit:
            keys = keys[-self.limit:] if self.keep_newest else keys[: self.limit]
        batch = secrets.token_hex(8)

        def text_of(chosen: list[str]) -> str:
            items = [{"key": k, "entry": self._entries[k]} for k in chosen]
            return dump_document(self.doctype, {"batch": batch, "entries": items})

        text = text_of(keys)
        while len(text.encode("utf-8")) > MAX_DOCUMENT_BYTES and keys:
            cut = max(1, len(keys) // 10)
            keys = keys[cut:] if self.keep_newest else keys[:-cut]
            text = text_of(keys)
        atomic_write_text(self.path, text, backup=False)
        self.batch = batch
        if self.keep_newest:  # the oldest are not kept: the store would not keep them either
            self._entries = {k: self._entries[k] for k in keys}
        return len(keys)

    def _remove(self) -> None:
        """Remove the journal; a link stays a link (the file it points to goes)."""
        try:
            target = write_target(self.path)
        except OSError:
            target = self.path  # a link to a pipe or a device: never followed
        for p in (target, backup_path(target)):
            p.unlink(missing_ok=True)
        self.batch = ""

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        result = load_document(self.path, self.doctype)
        self.problems = list(result.problems)
        self.source = result.source
        data = result.data or {}
        self.batch = data.get("batch", "")
        for item in data.get("entries", []):
            self._entries[item["key"]] = dict(item["entry"])
