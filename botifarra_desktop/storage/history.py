"""Hand history: every finished hand, to look back on trick by trick or play again.

Each hand is one versioned document (kind ``"hand-record"``, version 1) in
``<data>/history/hands/``, named ``h<sequence>-<game id>-<hand no>.json``.  The
sequence number is stored in the record too (``"seq"``): one more than the
highest in the folder, never taken from the clock, so a clock set back (a dead
battery) or running ahead orders nothing wrong, and hands dated in the future
are listed and kept like any other.  The hands are listed and pruned in
sequence order (files named ``<when>-<game id>-<hand no>.json`` by earlier
versions come first, in the order of their names).  A record holds what
reproduces the hand on its own -- the rules, the seat the cards were dealt from,
the deal number and the actions of that hand -- and its result; loading replays
it and checks that the replay gives the stored result.  Its ``meta`` is the
game's :class:`~.meta.GameMeta`, with the seats that kept their place's default
name (``default_names``); a record written before those flags has none, and its
names are shown as stored.  Only the newest
:data:`MAX_HANDS` are kept.

A hand that cannot be written (a full disk, a read-only folder) goes to the
pending journal ``<data>/hands.pending.json`` (:mod:`.pending`; it holds the
newest :data:`MAX_HANDS` at most, as the history does) and is written before
anything else at the next successful recording, in this run or a later one.
Every hand is checked as a stored record is (its actions must finish the hand
and give its result) before it is written: one that fails -- a journal edited
by hand -- is kept aside beside the journal and told, never written.  A file, pipe or device named ``hands`` where the folder belongs is moved
aside (and told) before writing.

Every way to play is recorded (``rules.way_name``): the result's tuples and
``totals_before`` have one entry per side (two in the pairs game, one per
player otherwise, where totals may be negative), and the seats are those of
the way to play (2 to 4).  The document shape is the same for every way, so
version 1 files written when only the pairs game was recorded load as they are.
Games started from a position (practice scenarios) are not history: their
hands are skipped.  A hand is written (and the oldest pruned) while holding the
folder's lock (:mod:`.filelock`), so two writers never replace or prune each
other's hands by mistake.

After a hand is over all its cards are public, so :func:`replay_steps` shows
every hand, and in the pile games every pile card, face up or down.  Never
hand a replay of a hand still in play to a bot.
"""

from __future__ import annotations

import bisect
import dataclasses
import os
import re
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import Deal, Rules, SeatView, action_from_dict, action_to_dict
from ..engine.actions import Action
from ..engine.events import HandResult, IllegalCardClaimed, PlayStarted, TrickWon
from ..engine.rules import FIRST_DEALER_LLEIDA, FIRST_DEALER_RANDOM
from ..session import TableSession
from ..session.replay import Replay
from .documents import DocumentType, Payload, move_aside, read_document, save_document
from .filelock import exclusive
from .files import file_stamp, kind_of
from .meta import GameMeta, now_iso, parse_iso
from .paths import AppDirs
from .pending import PENDING_SUFFIX, PendingJournal
from .problems import INVALID_DATA, MISSING, NOT_A_FOLDER, Problem

MAX_HANDS = 500
HANDS_LOCK = ".hands"  # the lock file is history/.hands.lock, beside the folder
SUFFIX = ".json"
#: ``h<sequence>-…`` (this version) or ``<YYYYmmdd-HHMMSS-ffffff>-…`` (earlier ones)
_NAME = re.compile(r"(h(\d{10,})|\d{8}-\d{6}-\d{6})-([A-Za-z0-9]+)-(\d{3,})")
SEQ_DIGITS = 10


@dataclass(frozen=True)
class HandRecord:
    """One finished hand.  ``deal_seat`` is the seat the cards were dealt from
    (the dealer, except on a Lleida first hand, where the holder of the 5 of
    espases declares); ``actions`` start with the ``Deal``."""

    id: str
    recorded_at: datetime
    game_id: str
    hand_no: int
    rules: Rules
    first_dealer: int
    deal_seat: int
    dealer: int
    deal_number: int
    actions: tuple[Any, ...]
    result: HandResult
    totals_before: tuple[int, ...]  # per side
    meta: GameMeta
    #: The order it was recorded in (0: a record of an earlier version, before sequence numbers).
    seq: int = 0
    #: the game went on with the last game's rotation: its first hand was declared by its dealer
    goes_on: bool = False

    @property
    def names(self) -> tuple[str, ...]:
        return self.meta.names


@dataclass(frozen=True)
class HandEntry:
    """One line of the history list; ``record`` is ``None`` for a damaged file."""

    id: str
    path: Path
    record: HandRecord | None
    problem: Problem | None = None


@dataclass(frozen=True)
class ReplayStep:
    """The table at one point of a finished hand.

    ``kind`` is ``"start"`` (the declaration and calls are made, nothing
    played: the full hands), ``"trick"`` (``trick`` was just won) or
    ``"claim"`` (table rules: an illegal card was claimed, ending the hand).
    ``hands`` are the cards each seat holds in hand at that point (one entry
    per player of the way to play; pile cards are not in them), ``piles``
    (pile games only, else empty) each seat's piles, each listed bottom to top
    so that the last card is the face-up one (an emptied pile is empty),
    ``table`` any cards of an unfinished trick; ``result`` is set on the last
    step; ``views`` are the seats' views at that point (for a table widget to
    draw).  ``tricks_won`` and ``card_points`` have one entry per side.
    """

    index: int
    kind: str
    trick_no: int
    hands: tuple[tuple[str, ...], ...]
    table: tuple[tuple[int, str], ...]
    trick: TrickWon | None
    claim: IllegalCardClaimed | None
    tricks_won: tuple[int, ...]  # per side
    card_points: tuple[int, ...]
    result: HandResult | None
    views: tuple[SeatView, ...]
    piles: tuple[tuple[tuple[str, ...], ...], ...] = ()


def _hand_actions(actions: Sequence[Action], hand_no: int) -> list[Action]:
    starts = [i for i, a in enumerate(actions) if isinstance(a, Deal)]
    end = starts[hand_no] if hand_no < len(starts) else len(actions)
    return list(actions[starts[hand_no - 1]:end])


def _replay_setup(rules: Rules, hand_no: int, deal_seat: int, goes_on: bool = False) -> tuple[Rules, int]:
    """Rules and first dealer that deal this hand as the first of a new game.

    The Lleida rule only chooses the declarer of a game's first hand, and not in a
    game that went on with the last one's rotation (``goes_on``), so any other hand is
    replayed with the random first-dealer rule."""
    if hand_no == 1 and not goes_on:
        return rules, deal_seat
    return rules.with_changes(first_dealer=FIRST_DEALER_RANDOM), deal_seat


def _legacy_lleida(record: HandRecord) -> bool:
    """A Lleida first hand recorded before the dealer and the declarer were kept apart: the
    holder of the 5 of espases was recorded as the dealer (so not the seat that dealt)."""
    return (record.hand_no == 1 and record.rules.first_dealer == FIRST_DEALER_LLEIDA
            and record.dealer != record.deal_seat)


def _replay(record: HandRecord) -> Replay:
    rules, first = _replay_setup(record.rules, record.hand_no, record.deal_seat, record.goes_on)
    game = Replay(rules, first, legacy_lleida=_legacy_lleida(record))
    for i, action in enumerate(record.actions):
        try:
            game.apply(action)
        except Exception as exc:
            raise ValueError(f"action {i + 1} of the hand cannot be replayed: {exc}") from None
    return game


def _record_from_payload(payload: Payload, record_id: str) -> HandRecord:
    """Build and check a record; raises ``ValueError`` (or another error on odd data)."""
    actions = payload["actions"]
    if not isinstance(actions, list) or not actions:
        raise ValueError("the hand has no actions")
    rules = Rules.from_dict(payload["rules"])
    way = rules.way
    record = HandRecord(
        id=record_id,
        recorded_at=parse_iso(payload["recorded_at"]),
        game_id=str(payload["game_id"]),
        hand_no=_whole(payload["hand_no"], "hand number", 1),
        rules=rules,
        first_dealer=_seat(payload["first_dealer"], way.players),
        deal_seat=_seat(payload["deal_seat"], way.players),
        dealer=_seat(payload["dealer"], way.players),
        deal_number=_whole(payload["deal_number"], "deal number", 0),
        actions=tuple(action_from_dict(a) for a in actions),
        result=HandResult.from_dict(payload["result"]),
        totals_before=tuple(_total(t) for t in payload["totals_before"]),
        meta=GameMeta.from_dict(payload["meta"]),
        seq=_whole(payload.get("seq", 0), "sequence number", 0),
        goes_on=payload.get("goes_on", False) is True,
    )
    if actions[0] != {"type": "deal", "deal_number": record.deal_number}:
        raise ValueError("the hand does not start with its deal")
    if len(record.totals_before) != way.sides:
        raise ValueError(f"the totals before the hand must be {way.sides} numbers, one per side")
    game = _replay(record)
    if not game.results:
        raise ValueError("the actions do not finish the hand")
    replayed = dataclasses.replace(game.results[-1], hand_no=record.hand_no, totals=record.result.totals)
    if replayed != record.result or game.results[-1].dealer != record.dealer:
        raise ValueError("replaying the hand does not give the stored result")
    return record


def _validate(payload: Payload) -> None:
    _record_from_payload(payload, "check")


def _unusable(payload: Any) -> str:
    """Why a hand waiting to be written cannot be kept ("" if it can): the checks of
    a stored record (its actions must finish the hand and give its result)."""
    try:
        game_id, hand_no = payload["game_id"], payload["hand_no"]
        if not (isinstance(game_id, str) and game_id.isalnum() and isinstance(hand_no, int)
                and not isinstance(hand_no, bool) and hand_no >= 1):
            return "not a hand of a game"
        _record_from_payload(dict(payload), "check")
    except Exception as exc:  # hostile data must not stop the others
        return str(exc) if isinstance(exc, ValueError) and str(exc) else f"{type(exc).__name__}: {exc}"
    return ""


HAND_RECORD_DOCUMENT = DocumentType("hand-record", 1, validate=_validate, label="hand history", compact=True)
_UNCHECKED = dataclasses.replace(HAND_RECORD_DOCUMENT, validate=None)


def _whole(value: Any, what: str, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ValueError(f"the {what} must be a whole number from {low} up")
    return value


def _total(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("a total must be a whole number")
    return value


def _seat(value: Any, players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise ValueError(f"a seat must be 0 to {players - 1}")
    return value


class HandHistory:
    """The finished hands of one user, newest last; bounded to :data:`MAX_HANDS`."""

    def __init__(self, dirs: AppDirs, max_hands: int = MAX_HANDS) -> None:
        self.dir = dirs.history / "hands"
        self.max_hands = max_hands
        self._cache: dict[Path, tuple[Any, HandEntry]] = {}
        #: Hands that could not be written yet (see :mod:`.pending`).
        self.pending = PendingJournal(dirs.data / ("hands" + PENDING_SUFFIX), "pending-hands", "unsaved hands",
                                      limit=max_hands, keep_newest=True)

    @property
    def path(self) -> Path:
        """Where the store lives (the folder of hand files), as ``StatisticsStore.path`` is its file."""
        return self.dir

    def record_hand(self, session: TableSession, hand_no: int, meta: GameMeta) -> list[Problem]:
        """Store hand ``hand_no`` of ``session`` (it must be scored).  Recording
        the same hand of the same game again replaces it (after a claim under
        table rules).  A game started from a position (a practice scenario) is
        not history: nothing is stored and no problem returned.  Raises
        ``ValueError`` if the hand is not over; ``OSError`` if the disk refuses,
        after keeping the hand in the pending journal (written next time)."""
        results = session.results
        if not 1 <= hand_no <= len(results):
            raise ValueError(f"hand {hand_no} is not over yet")
        if session.start_position is not None:  # its first hand was never dealt: nothing to replay it from
            return []
        result = results[hand_no - 1]
        before = results[hand_no - 2].totals if hand_no > 1 else (0,) * session.rules.way.sides
        payload = {
            "recorded_at": now_iso(),
            "game_id": meta.game_id,
            "hand_no": hand_no,
            "rules": session.rules.to_dict(),
            "first_dealer": session.first_dealer,
            "deal_seat": session.first_dealer if hand_no == 1 else result.dealer,
            **({"goes_on": True} if session.goes_on else {}),
            "dealer": result.dealer,
            "deal_number": session.deal_number(hand_no),
            "actions": [action_to_dict(a) for a in _hand_actions(session.actions, hand_no)],
            "result": result.to_dict(),
            "totals_before": list(before),
            "meta": meta.to_dict(),
        }
        return self._commit({f"{meta.game_id}-{hand_no:03d}": payload})

    def flush_pending(self) -> list[Problem]:
        """Write the hands the pending journal holds (nothing to do if none).
        Raises ``OSError`` if the disk still refuses."""
        return self._commit({}) if self.pending else []

    @property
    def pending_count(self) -> int:
        """Hands waiting in the pending journal."""
        return len(self.pending)

    def list_hands(self) -> list[HandEntry]:
        """Every stored hand, oldest first; damaged files are listed with their
        problem (and left in place).  Never raises."""
        entries = []
        for path in self._files():
            stamp = file_stamp(path)
            cached = self._cache.get(path)
            if cached is None or cached[0] != stamp:
                cached = (stamp, self._entry(path))
                self._cache[path] = cached
            entries.append(cached[1])
        return entries

    def load_hand(self, record_id: str) -> tuple[HandRecord | None, list[Problem]]:
        """One hand by id; never raises."""
        path = self.dir / (record_id + SUFFIX)
        if not _NAME.fullmatch(record_id) or not path.exists():
            return None, [Problem(MISSING, f"There is no stored hand {record_id!r}.", path=path)]
        entry = self._entry(path)
        return entry.record, [entry.problem] if entry.problem else []

    # ----------------------------------------------------------- internals
    def _commit(self, new: dict[str, Payload]) -> list[Problem]:
        """Write the pending hands, then ``new``, under the folder's lock; on a
        failure keep what was not written in the pending journal and raise."""
        todo = self.pending.entries()
        todo.update(new)
        done: set[str] = set()
        problems: list[Problem] = []
        rejected: dict[str, tuple[Payload, str]] = {}
        with self.pending.writing(todo, done), exclusive(self.dir.parent / HANDS_LOCK):
            problems += self._ensure_folder()
            files = self._files()  # listed once: a long history is not listed again and again
            for key, payload in todo.items():
                why = _unusable(payload)
                if why:  # checked like any hand record: never written as a file that cannot be read back
                    rejected[key] = (payload, why)
                    continue
                problems += self._write(payload, files)
                done.add(key)
            if rejected:
                problems.append(self.pending.set_aside(rejected, "hand history"))
                done.update(rejected)
        return problems

    def _write(self, payload: Payload, files: list[Path]) -> list[Problem]:
        game_id, hand_no = payload["game_id"], payload["hand_no"]
        path = self._existing(game_id, hand_no, files)
        if path is None:
            seq = _order(files[-1].name)[1] + 1 if files else 1
            path = self.dir / f"h{seq:0{SEQ_DIGITS}d}-{game_id}-{hand_no:03d}{SUFFIX}"
        else:
            seq = _order(path.name)[1]
        problems = save_document(path, HAND_RECORD_DOCUMENT, {**payload, "seq": seq} if seq else payload)
        if path not in files:
            bisect.insort(files, path, key=lambda p: _order(p.name))
        self._prune(files)
        return problems

    def _ensure_folder(self) -> list[Problem]:
        """Something other than a folder where the hands go is moved aside (and told)."""
        if not os.path.lexists(self.dir) or self.dir.is_dir():
            return []
        try:
            what = "a file" if self.dir.is_file() else kind_of(os.stat(self.dir).st_mode)
        except OSError:
            what = "a broken link"
        try:
            kept = move_aside(self.dir)
        except OSError as exc:
            raise OSError(exc.errno, f"it is {what}, not a folder, and could not be moved aside",
                          str(self.dir)) from None
        message = (f"The hand history folder {self.dir} was {what}, not a folder. It was kept as {kept}; "
                   f"the hands are saved in a new folder.")
        return [Problem(NOT_A_FOLDER, message, path=self.dir, kept_at=kept, detail=what)]

    def _files(self) -> list[Path]:
        """The hand files, oldest first: in sequence order (earlier versions' files first)."""
        try:
            with os.scandir(self.dir) as entries:
                names = sorted((e.name for e in entries
                                if e.name.endswith(SUFFIX) and _NAME.fullmatch(e.name[:-len(SUFFIX)])),
                               key=_order)
        except OSError:
            return []
        return [self.dir / name for name in names]

    def _entry(self, path: Path) -> HandEntry:
        record_id = path.name[: -len(SUFFIX)]
        # read without the validator, then build the record once: one replay, not two
        result = read_document(path, _UNCHECKED)
        if result.data is None:
            return HandEntry(record_id, path, None, result.problems[0])
        try:
            return HandEntry(record_id, path, _record_from_payload(result.data, record_id))
        except Exception as exc:  # hostile data must not crash the list
            detail = str(exc) if isinstance(exc, ValueError) and str(exc) else f"{type(exc).__name__}: {exc}"
            message = f"The {HAND_RECORD_DOCUMENT.name} file {path} contains invalid data ({detail})."
            return HandEntry(record_id, path, None, Problem(INVALID_DATA, message, path=path, detail=detail))

    def _existing(self, game_id: str, hand_no: int, files: list[Path]) -> Path | None:
        tail = f"-{game_id}-{hand_no:03d}{SUFFIX}"
        return next((p for p in reversed(files) if p.name.endswith(tail)), None)

    def _prune(self, files: list[Path]) -> None:
        for path in files[: max(0, len(files) - self.max_hands)]:
            for p in (path, path.with_name(path.name + ".bak")):
                try:
                    p.unlink()
                except OSError:
                    pass  # kept a little longer; pruned next time
            self._cache.pop(path, None)


def _order(name: str) -> tuple[int, int, str]:
    """Where a hand file sorts: earlier versions' (named by time) first, then by sequence number."""
    match = _NAME.match(name)
    if match is None or match.group(2) is None:
        return 0, 0, name
    return 1, int(match.group(2)), name


def replay_steps(record: HandRecord) -> Iterator[ReplayStep]:
    """The hand trick by trick: a ``"start"`` step, then one step per trick
    (and a ``"claim"`` step if the hand ended on a claim).  Pure: reads nothing."""
    rules, first = _replay_setup(record.rules, record.hand_no, record.deal_seat, record.goes_on)
    game = Replay(rules, first, legacy_lleida=_legacy_lleida(record))
    steps: list[ReplayStep] = []
    for action in record.actions:
        for event in game.apply(action):
            if isinstance(event, PlayStarted):
                steps.append(_step(game, len(steps), "start", None, None))
            elif isinstance(event, TrickWon):
                steps.append(_step(game, len(steps), "trick", event, None))
            elif isinstance(event, IllegalCardClaimed):
                steps.append(_step(game, len(steps), "claim", None, event))
    for i, step in enumerate(steps):
        yield dataclasses.replace(step, result=record.result) if i == len(steps) - 1 else step


def _step(game: Replay, index: int, kind: str, trick: TrickWon | None, claim: IllegalCardClaimed | None) -> ReplayStep:
    views = tuple(game.view(s) for s in range(game.players))
    # a finished hand is public: the face-down pile cards are shown too
    piles = tuple(game.open_piles(s) for s in range(game.players)) if views[0].rules.way.piles else ()
    in_piles = [{c for pile in seat for c in pile} for seat in piles]
    return ReplayStep(
        index=index,
        kind=kind,
        trick_no=trick.trick_no if trick else (0 if kind == "start" else game.trick_no),
        hands=tuple(tuple(c for c in game.open_hand(s) if not (piles and c in in_piles[s]))
                    for s in range(game.players)),
        piles=piles,
        table=views[0].trick,
        trick=trick,
        claim=claim,
        tricks_won=tuple(game.tricks_won),
        card_points=tuple(game.card_points),
        result=None,
        views=views,
    )


def replay_same_deal(record: HandRecord, seed: int | None = None) -> TableSession:
    """A new game whose first hand has this record's cards and dealer, already dealt.

    Later hands come from ``seed`` (random if ``None``).  A Lleida hand other
    than a game's first is replayed with the random first-dealer rule (the
    Lleida rule would pick another dealer), so those rules are not the preset's.
    """
    rules, first = _replay_setup(record.rules, record.hand_no, record.deal_seat, record.goes_on)
    session = TableSession(
        rules,
        secrets.randbelow(2**31) if seed is None else seed,
        first_dealer=first,
        deal_numbers=[record.deal_number],
        names=list(record.meta.names),
    )
    session.start()
    return session
