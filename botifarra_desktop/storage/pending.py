"""What a store could not write yet, kept on disk until it is written.

When the hand history or the statistics cannot be written (a full disk, a
read-only folder, a file where a folder belongs, a lock held too long), the
record that was refused is not only kept in memory: it goes into the store's
pending journal, a small versioned document in the data folder
(``<data>/hands.pending.json``, ``<data>/statistics.pending.json``), written
atomically like every other file.  The store writes what its journal holds
before anything new, at its next successful save -- in this run or in a later
one -- and then removes the journal.  A store has nothing pending exactly when
its last save succeeded.

Entries are keyed (a hand of a game, a game); keeping a key again replaces its
entry, and writing an entry twice (a crash between the write and the removal of
the journal) gives the same result as writing it once, since the stores replace
what they hold under the same key.  If even the journal cannot be written (the
disk is full), the entries stay in memory and are written with the next save.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text, backup_path
from .documents import DocumentType, Payload, dump_document, load_document
from .problems import Problem

PENDING_SUFFIX = ".pending.json"


def _validate(payload: Payload) -> None:
    entries = payload.get("entries")
    if not isinstance(entries, list):
        raise ValueError("the pending records must be a list")
    for item in entries:
        if not (isinstance(item, Mapping) and isinstance(item.get("key"), str)
                and isinstance(item.get("entry"), Mapping)):
            raise ValueError("every pending record needs a key and its data")


class PendingJournal:
    """The records ``label`` (a store) still has to write, on disk at ``path``."""

    def __init__(self, path: Path, kind: str, label: str) -> None:
        self.path = path
        self.doctype = DocumentType(kind, 1, validate=_validate, label=label, compact=True)
        self._entries: dict[str, dict[str, Any]] = {}
        self._loaded = False
        #: Problems met reading the journal (a damaged one is kept aside; see documents).
        self.problems: list[Problem] = []
        #: The journal could not be written: what it holds is in memory only.
        self.in_memory_only = False

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
        """From now on the journal holds exactly ``entries``: written atomically,
        or removed when empty.  Raises :class:`OSError` naming the journal (its
        ``filename``) if the disk refuses; the entries are then kept in memory."""
        self._load()
        self._entries = {k: dict(v) for k, v in entries.items()}
        try:
            if self._entries:
                items = [{"key": k, "entry": v} for k, v in self._entries.items()]
                atomic_write_text(self.path, dump_document(self.doctype, {"entries": items}), backup=False)
            else:
                for p in (self.path, backup_path(self.path)):
                    p.unlink(missing_ok=True)
        except OSError as exc:
            self.in_memory_only = True
            raise OSError(exc.errno, exc.strerror or str(exc), str(self.path)) from None
        self.in_memory_only = False

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
                pass  # kept in memory; the error that matters is the store's
            raise
        if had_pending:
            self.replace({})

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        result = load_document(self.path, self.doctype)
        self.problems = list(result.problems)
        for item in (result.data or {}).get("entries", []):
            self._entries[item["key"]] = dict(item["entry"])
