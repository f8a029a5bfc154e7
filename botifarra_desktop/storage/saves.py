"""Saved games: the autosave that "Continue" resumes, and games saved by name.

A saved game is a versioned document (kind ``"saved-game"``, version 3) whose
``session`` is :meth:`TableSession.to_dict` -- the rules, first dealer, seed and
action log -- so loading replays the game to the exact point it was saved:
cards in hand, the trick on the table, the score sheet and whose turn it is.
Next to it are the details for the Open list (:class:`SaveInfo`): when, who
(``meta``: names, which seats are people and which are bots, and which seats
kept their default name, so a list can show that name in its own language),
which preset, variant and way to play, the score.  The summary (variant, way to
play, score) is recomputed from the replayed session on loading, so a
hand-edited score cannot disagree with the game.

Versions: 1 kept the players as one text; 2 added the seats' kinds and levels;
3 added ``meta.default_names``.  Older files are migrated when read: a version-2
save gets no default-name flags (its names are shown as stored).

The autosave is ``<data>/autosave.json``; named games are
``<data>/saves/<name>.json``.  Every write is atomic and keeps the previous
good file as ``.bak``; a damaged file is moved aside, reported and never
overwritten (see :mod:`.documents`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..session import TableSession
from .atomic import atomic_write_bytes, backup_path, write_target
from .documents import (
    MAX_DOCUMENT_BYTES,
    DocumentType,
    Payload,
    dump_document,
    load_document,
    read_document,
    save_document,
)
from .files import file_stamp, read_regular
from .meta import GameMeta, now_iso, parse_iso, preset_name
from .paths import AppDirs
from .problems import MISSING, Problem

AUTOSAVE_FILENAME = "autosave.json"
SUFFIX = ".json"
MAX_SAVE_NAME = 64
_FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')  # not allowed in Windows file names
_RESERVED = re.compile(r"(CON|PRN|AUX|NUL|COM\d|LPT\d)(\..*)?", re.IGNORECASE)
V1_DATE_FORMAT = "%Y-%m-%d %H:%M"


class SaveExists(FileExistsError):
    """:meth:`SaveStore.save_as` would replace a save; ask, then pass ``overwrite=True``."""


def _summary(session: TableSession) -> dict[str, Any]:
    return {
        "variant": session.rules.variant,
        "mode": session.rules.way_name,
        "totals": list(session.totals),
        "hand_no": session.hand_no,
        "phase": session.phase.value,
    }


def _validate(payload: Payload) -> Payload:
    """Check a current-version payload by replaying its game; ValueError if unusable."""
    name = payload.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("the save has no name")
    saved_at = payload.get("saved_at")
    if saved_at is not None:
        try:
            parse_iso(saved_at)
        except ValueError:
            raise ValueError(f"the save date {saved_at!r} is not a date") from None
    meta = GameMeta.from_dict(payload.get("meta"))
    session = TableSession.from_dict(payload.get("session"))  # replays every action
    return {**payload, "meta": meta.to_dict(), "summary": _summary(session)}


def _v1_to_v2(payload: Payload) -> Payload:
    """Version 1 kept the players as one text ("Jo, Dreta, Company, Esquerra"),
    the date as local "YYYY-mm-dd HH:MM" under ``saved``, and nothing about the
    seats: it only had a human at seat 0 and bots of one level (medium)."""
    session = payload.get("session")
    players = payload.get("players")
    names = [p.strip()[:32] for p in players.split(",")] if isinstance(players, str) else []
    if len(names) != 4:
        names = list(session.get("names") or ["", "", "", ""]) if isinstance(session, dict) else []
    saved = payload.get("saved")
    saved_at = None
    if isinstance(saved, str):
        try:
            saved_at = datetime.strptime(saved, V1_DATE_FORMAT).astimezone().isoformat(timespec="seconds")
        except ValueError:
            saved_at = None  # an unreadable date costs only the date
    rules = TableSession.from_dict(session).rules if isinstance(session, dict) else None
    meta = GameMeta(names=tuple(names), preset=preset_name(rules) if rules else "custom")
    return {"name": payload.get("name"), "saved_at": saved_at, "meta": meta.to_dict(), "session": session}


def _v2_to_v3(payload: Payload) -> Payload:
    """Version 2 did not say which seats kept their default name: none is taken
    for one (a name is never guessed from its text), so the names show as stored."""
    meta = payload.get("meta")
    if isinstance(meta, dict):
        meta = {**meta, "default_names": [False] * 4}
    return {**payload, "meta": meta}


SAVED_GAME_DOCUMENT = DocumentType(
    "saved-game", 3, migrations={1: _v1_to_v2, 2: _v2_to_v3}, validate=_validate, label="saved game",
    compact=True,
)


@dataclass(frozen=True)
class SaveInfo:
    """One entry of the Open list.

    ``problem`` says what is wrong with the file.  When ``usable`` is true the
    entry is still playable (the backup copy, shown here, will be used);
    otherwise the save cannot be opened and the other fields are unknown.
    """

    name: str
    path: Path
    saved_at: datetime | None = None
    players: tuple[str, ...] = ()  # the names as stored, by seat
    default_names: tuple[bool, ...] = ()  # by seat: kept the default name of its place
    seat_kinds: tuple[str, ...] = ()  # by seat: "human", "bot" or "remote"
    preset: str = ""
    variant: str = ""
    way_name: str = ""  # the way to play (engine.ways); the summary's "mode"
    totals: tuple[int, ...] | None = None  # per side
    hand_no: int = 0
    over: bool = False
    problem: Problem | None = None
    usable: bool = True

    @property
    def broken(self) -> bool:
        return not self.usable


@dataclass(frozen=True)
class SavedGame:
    """A loaded game, replayed to where it was saved."""

    session: TableSession
    meta: GameMeta
    info: SaveInfo


def _info(payload: Payload, path: Path, problem: Problem | None = None) -> SaveInfo:
    summary = payload["summary"]
    saved_at = payload.get("saved_at")
    return SaveInfo(
        name=payload["name"],
        path=path,
        saved_at=parse_iso(saved_at) if saved_at else None,
        players=tuple(payload["meta"]["names"]),
        default_names=tuple(payload["meta"]["default_names"]),
        seat_kinds=tuple(payload["meta"]["seat_kinds"]),
        preset=payload["meta"]["preset"],
        variant=summary["variant"],
        way_name=summary["mode"],
        totals=tuple(summary["totals"]),
        hand_no=summary["hand_no"],
        over=summary["phase"] == "game_over",
        problem=problem,
    )


def _payload(name: str, session: TableSession, meta: GameMeta) -> Payload:
    return {
        "name": name,
        "saved_at": now_iso(),
        "meta": meta.to_dict(),
        "summary": _summary(session),
        "session": session.to_dict(),
    }


def file_stem(name: str) -> str:
    """The file name (without ``.json``) for a save name; ValueError if unusable."""
    if not isinstance(name, str):
        raise ValueError("a save name must be text")
    name = name.strip()
    if not name:
        raise ValueError("a save needs a name")
    if len(name) > MAX_SAVE_NAME:
        raise ValueError(f"a save name has at most {MAX_SAVE_NAME} characters")
    stem = _FORBIDDEN.sub("_", name).strip(" .")
    if not stem or stem.strip("_") == "":
        raise ValueError("a save name needs some letters or digits")
    return f"_{stem}" if _RESERVED.fullmatch(stem) else stem


class SaveStore:
    """The autosave and the named saves of one user."""

    def __init__(self, dirs: AppDirs) -> None:
        self.dir = dirs.saves
        self.autosave_path = dirs.data / AUTOSAVE_FILENAME
        self._written: dict[Path, bytes] = {}  # our last write to each file
        self._listed: dict[Path, tuple[Any, SaveInfo | None]] = {}

    # ----------------------------------------------------------- autosave
    def autosave(self, session: TableSession, meta: GameMeta) -> list[Problem]:
        """Save the game in play; call after every trick and call (or every action).

        Returns problems about a damaged autosave that had to be moved aside
        first (normally none); raises ``OSError`` if the disk refuses.
        """
        return self._write(self.autosave_path, _payload("autosave", session, meta))

    def load_autosave(self) -> tuple[SavedGame | None, list[Problem]]:
        """The unfinished game to continue (``None`` if there is none or it is
        unusable) and every problem met; never raises."""
        return self._load(self.autosave_path)

    def clear_autosave(self, game_id: str | None = None) -> bool:
        """Forget the autosave (the game ended).  The backup goes first, so a
        crash in between cannot bring back an older game.

        With ``game_id`` only that game's autosave is forgotten: a file (or
        backup) holding another game -- written by another copy of the program,
        or one that cannot be read -- is left alone.  Returns whether anything
        was removed.  An autosave that is a symbolic link stays a link: the file
        it points to (and the backup beside that file) is removed, and the next
        autosave is written there again; a link to something that is not a
        regular file (a pipe, a device) is never followed."""
        removed = False
        try:
            target = write_target(self.autosave_path)
        except OSError:  # a link to a pipe or a device: only the link itself is ours to remove
            target = self.autosave_path
        for path in (backup_path(target), target):
            if game_id is not None and _game_id_in(path) != game_id:
                continue
            try:
                path.unlink()
                removed = True
            except FileNotFoundError:
                pass
        self._written.pop(self.autosave_path, None)
        return removed

    # ----------------------------------------------------------- named saves
    def path_for(self, name: str) -> Path:
        """Where a save of this name lives (an existing file differing only in
        case counts as the same save)."""
        stem = file_stem(name)
        wanted = (stem + SUFFIX).casefold()
        if self.dir.is_dir():
            for path in self.dir.iterdir():
                if path.name.casefold() == wanted:
                    return path
        return self.dir / (stem + SUFFIX)

    def exists(self, name: str) -> bool:
        path = self.path_for(name)
        return path.exists() or backup_path(path).exists()

    def save_as(
        self, name: str, session: TableSession, meta: GameMeta, overwrite: bool = False
    ) -> list[Problem]:
        """Save under ``name``.  Raises ``ValueError`` for an unusable name,
        :class:`SaveExists` if the name is taken and ``overwrite`` is false,
        ``OSError`` if the disk refuses."""
        path = self.path_for(name)
        if not overwrite and (path.exists() or backup_path(path).exists()):
            raise SaveExists(f"A saved game called {name.strip()!r} already exists.")
        return self._write(path, _payload(name.strip(), session, meta))

    def open(self, name: str | SaveInfo) -> tuple[SavedGame | None, list[Problem]]:
        """Load a named save (or the entry of :meth:`list_saves`); never raises.

        A damaged file is moved aside and its backup used, with problems saying so.
        """
        try:
            path = name.path if isinstance(name, SaveInfo) else self.path_for(name)
        except ValueError as exc:
            return None, [Problem(MISSING, f"There is no saved game called {name!r} ({exc}).")]
        if not path.exists() and not backup_path(path).exists():
            return None, [Problem(MISSING, f"The saved game {path} no longer exists.", path=path)]
        return self._load(path)

    def delete(self, name: str | SaveInfo) -> None:
        """Remove a save and its backup (files already moved aside stay).
        Raises ``FileNotFoundError`` if there is no such save."""
        path = name.path if isinstance(name, SaveInfo) else self.path_for(name)
        found = False
        for p in (path, backup_path(path)):
            try:
                p.unlink()
                found = True
            except FileNotFoundError:
                pass
        self._written.pop(path, None)
        if not found:
            raise FileNotFoundError(f"There is no saved game {path}.")

    def list_saves(self) -> list[SaveInfo]:
        """Every save, newest first, then the broken ones; never raises and never
        changes a file (damaged files are handled when opened)."""
        try:
            paths = sorted(self.dir.iterdir()) if self.dir.is_dir() else []
        except OSError:
            return []
        mains = {p for p in paths if p.name.endswith(SUFFIX) and not p.name.startswith(".")}
        # a backup whose main file is gone still holds a game (opening restores it)
        mains |= {
            p.with_name(p.name[: -len(".bak")]) for p in paths
            if p.name.endswith(SUFFIX + ".bak") and not p.name.startswith(".")
        }
        infos = [info for info in (self._list_one(p) for p in sorted(mains)) if info is not None]
        good = sorted((i for i in infos if i.usable), key=_newest_first)
        return good + [i for i in infos if not i.usable]

    # ----------------------------------------------------------- internals
    def _list_one(self, path: Path) -> SaveInfo | None:
        stamp = (file_stamp(path), file_stamp(backup_path(path)))
        cached = self._listed.get(path)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        info = self._read_info(path)
        self._listed[path] = (stamp, info)
        return info

    def _read_info(self, path: Path) -> SaveInfo:
        main = read_document(path, SAVED_GAME_DOCUMENT)
        if main.data is not None:
            return _info(main.data, path)
        problem = main.problems[0]
        backup = read_document(backup_path(path), SAVED_GAME_DOCUMENT)
        if backup.data is not None:
            return _info(backup.data, path, problem)
        return SaveInfo(name=path.name[: -len(SUFFIX)], path=path, problem=problem, usable=False)

    def _load(self, path: Path) -> tuple[SavedGame | None, list[Problem]]:
        result = load_document(path, SAVED_GAME_DOCUMENT)
        problems = list(result.problems)
        if result.data is None:
            return None, problems
        data = result.data
        try:
            session = TableSession.from_dict(data["session"])
            meta = GameMeta.from_dict(data["meta"])
            info = _info(data, path, problems[0] if problems else None)
        except (ValueError, KeyError, TypeError) as exc:  # validated already; belt and braces
            return None, [*problems, Problem("invalid_data", f"The saved game {path} cannot be used ({exc}).", path=path)]
        return SavedGame(session, meta, info), problems

    def _write(self, path: Path, payload: Payload) -> list[Problem]:
        data = dump_document(SAVED_GAME_DOCUMENT, payload).encode("utf-8")
        try:
            written = self._written.get(path)
            current = read_regular(path, len(written) + 1) if written is not None else None
        except OSError:
            current = None
        if current is not None and current == self._written.get(path):
            # our own last write: no need to re-check (replay) it before replacing
            atomic_write_bytes(path, data)
            problems: list[Problem] = []
        else:
            problems = save_document(path, SAVED_GAME_DOCUMENT, payload)
        self._written[path] = data
        return problems


def _game_id_in(path: Path) -> str | None:
    """The game id stored in a saved-game file, read without replaying it; ``None``
    if there is no such file or it cannot be read."""
    try:
        raw = read_regular(path, MAX_DOCUMENT_BYTES + 1)
        document = json.loads(raw.decode("utf-8-sig"))
        game_id = document["meta"]["game_id"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return game_id if isinstance(game_id, str) else None


def _newest_first(info: SaveInfo) -> tuple[float, str]:
    when = info.saved_at.timestamp() if info.saved_at else float("-inf")
    return -when, info.name.casefold()
