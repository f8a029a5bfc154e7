"""The player's statistics, from the side of the human at seat 0.

That side is seat 0's pair (seats 0 and 2) in the pairs game and seat 0 alone in
the other ways to play (four or three players each on their own, two players).
Counted in total, per way to play (``rules.way_name``), per variant (lliure,
obligada, intermèdia) and per AI level:

* **by opponents** -- the level of the opponent bots (pairs: seats 1 and 3;
  otherwise every other player): ``"easy"``, ``"medium"`` or ``"hard"`` when
  all have that level, ``"mixed"`` when their levels differ, ``"human"`` when
  any opponent is a person (local or over the network);
* **by partner** -- the level of the partner bot (seat 2), or ``"human"``;
  pairs games only (the other ways have no partner, so they are left out).

"Points" are the side's card points plus tricks (0-72 a hand in every way to
play), "score" the game points it scored in the hand; outside pairs a score
may be negative (points below the base: 18 with four players, 24 with three).
A hand is **won** when the side's score is above zero and higher than every
other side's: the best score of the hand.  In the pairs game and with two
players only one side can score, so that is "the side scored"; with four or
three players on their own, it is the hand's top scorer (a tie for the top wins
for nobody).  A contro is counted when the side made any doubling call in the
hand (contro, recontro, Sant Vicenç or barraca) and won when the side then won
the hand.  The best comeback is the largest deficit (the leading other side's
total minus the side's own after some hand) in a game the side went on to win.

Stored as ``<data>/history/statistics.json`` (kind ``"statistics"``, version 2).
Version 1 (kept while only the pairs game was counted) had no ``by_mode``
table and three buckets per remembered contribution; it is migrated by
counting everything it holds as the pairs game.
Recording the same hand or game again replaces its earlier contribution, so a
claim after scoring (table rules) or a repeated call never counts twice.
Each recording re-reads the file and writes it back while holding the file's
lock (:mod:`.filelock`), so two writers never lose each other's updates.

A hand or game that cannot be counted on disk (a full disk, a lock file that is
a folder) is kept in the pending journal ``<data>/statistics.pending.json``
(:mod:`.pending`) as its contribution, and counted before anything else at the
next successful recording, in this run or a later one; a finished game is thus
never dropped when the next game starts.  :meth:`StatisticsStore.load` shows
the statistics with what is pending counted in.  The file notes the journal's
batch it counted (``journal_batch``) in the same write, so a crash before the
journal is removed never counts its hands twice, however many there are; a
pending entry that cannot be used is kept aside and told, never dropped unseen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from ..engine.ways import PAIRS, WAY_TABLE
from ..session import DEFAULT_BOT_LEVEL, TableSession
from .documents import DocumentType, Payload, load_document, save_document
from .filelock import exclusive
from .meta import GameMeta, now_iso
from .paths import AppDirs
from .pending import MAX_PENDING_STATISTICS, PENDING_SUFFIX, PendingJournal
from .problems import Problem

STATISTICS_FILENAME = "statistics.json"
TEAM = 0  # the human's side (seat 0's side in every way to play)
RECENT_HANDS = 200  # contributions remembered so a re-recorded hand replaces its old one
RECENT_GAMES = 50


@dataclass
class Tally:
    games_played: int = 0
    games_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    points: int = 0
    score: int = 0
    contros_called: int = 0
    contros_won: int = 0

    @property
    def average_points(self) -> float | None:
        """The side's card points plus tricks per hand (out of 72)."""
        return self.points / self.hands_played if self.hands_played else None

    @property
    def average_score(self) -> float | None:
        return self.score / self.hands_played if self.hands_played else None

    def add(self, counts: Mapping[str, int], sign: int) -> None:
        for name, value in counts.items():
            setattr(self, name, getattr(self, name) + sign * value)

    def to_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> Tally:
        if not isinstance(data, Mapping):
            raise ValueError("a tally must be a JSON object")
        tally = cls()
        for f in fields(cls):
            value = data.get(f.name, 0)
            low = None if f.name in SIGNED else 0
            if isinstance(value, bool) or not isinstance(value, int) or (low is not None and value < low):
                what = "a whole number" if low is None else "a whole number from 0 up"
                raise ValueError(f"{f.name!r} must be {what}, not {value!r}")
            setattr(tally, f.name, value)
        return tally


#: Tally fields that may be below zero (outside pairs a hand's score can be)
SIGNED = frozenset({"score"})
GROUPS = ("by_mode", "by_variant", "by_opponents", "by_partner")


def opponent_seats(way_name: str = PAIRS) -> tuple[int, ...]:
    return (1, 3) if way_name == PAIRS else tuple(range(1, WAY_TABLE[way_name].players))


def opponents_level(meta: GameMeta, way_name: str = PAIRS) -> str:
    seats = opponent_seats(way_name)
    if {meta.seat_kinds[s] for s in seats} != {"bot"}:
        return "human"
    levels = {meta.ai_levels[s] or DEFAULT_BOT_LEVEL for s in seats}  # every seat here is a bot: it has a level
    return levels.pop() if len(levels) == 1 else "mixed"


def partner_level(meta: GameMeta, way_name: str = PAIRS) -> str | None:
    """The partner's level; ``None`` without a partner (every way but pairs)."""
    if way_name != PAIRS:
        return None
    return meta.ai_levels[2] if meta.seat_kinds[2] == "bot" else "human"


def won_hand(score: tuple[int, ...], side: int = TEAM) -> bool:
    """The side had the best score of the hand, above zero (see the module notes)."""
    return score[side] > 0 and all(score[side] > sc for i, sc in enumerate(score) if i != side)


@dataclass
class Statistics:
    total: Tally = field(default_factory=Tally)
    by_mode: dict[str, Tally] = field(default_factory=dict)
    by_variant: dict[str, Tally] = field(default_factory=dict)
    by_opponents: dict[str, Tally] = field(default_factory=dict)
    by_partner: dict[str, Tally] = field(default_factory=dict)
    best_comeback: int = 0
    best_comeback_at: str | None = None
    best_comeback_game: str | None = None
    #: key -> contribution, for replacing a re-recorded hand or game
    recent_hands: dict[str, dict[str, Any]] = field(default_factory=dict)
    recent_games: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: The batch of the pending journal already counted here (see :mod:`.pending`): not counted twice.
    journal_batch: str = ""

    # ------------------------------------------------------------ updating
    def add_hand(self, session: TableSession, hand_no: int, meta: GameMeta) -> None:
        """Count hand ``hand_no`` (scored) of ``session``."""
        self.apply(hand_contribution(session, hand_no, meta))

    def add_game(self, session: TableSession, meta: GameMeta) -> None:
        """Count a finished game of ``session``."""
        self.apply(game_contribution(session, meta))

    def apply(self, contribution: Mapping[str, Any]) -> None:
        """Count a contribution made by :func:`hand_contribution` or :func:`game_contribution`
        (again: it replaces the earlier one with the same key).  ``ValueError`` if malformed."""
        if not _good_contribution(contribution):
            raise ValueError("not a statistics contribution")
        key, buckets, counts = contribution["key"], list(contribution["buckets"]), dict(contribution["counts"])
        if contribution["group"] == "hands":
            self._contribute(self.recent_hands, key, buckets, counts, RECENT_HANDS)
            return
        self._contribute(self.recent_games, key, buckets, counts, RECENT_GAMES,
                         comeback=contribution.get("comeback", 0))
        if self.best_comeback_game == key:
            # this game held the record and was counted again: take the best remembered one
            self.best_comeback, self.best_comeback_at, self.best_comeback_game = 0, None, None
            for game, entry in self.recent_games.items():
                self._offer_comeback(game, entry)
        else:
            self._offer_comeback(key, self.recent_games[key])

    def _contribute(self, recent: dict, key: str, buckets: list[str | None], counts: dict[str, int],
                    limit: int, comeback: int | None = None) -> None:
        old = recent.pop(key, None)
        if old is not None:
            self._apply(old["buckets"], old["counts"], -1)
        self._apply(buckets, counts, +1)
        entry: dict[str, Any] = {"buckets": buckets, "counts": counts}
        if comeback is not None:
            entry["comeback"] = comeback
            entry["at"] = old.get("at") if old else now_iso()  # when the game was first counted
        recent[key] = entry
        while len(recent) > limit:
            recent.pop(next(iter(recent)))

    def _apply(self, buckets: list[str | None], counts: dict[str, int], sign: int) -> None:
        self.total.add(counts, sign)
        for group, key in zip(GROUPS, buckets):
            if key is not None:  # None: not counted in that group (no partner outside pairs)
                getattr(self, group).setdefault(key, Tally()).add(counts, sign)

    def _offer_comeback(self, key: str, entry: Mapping[str, Any]) -> None:
        if entry.get("comeback", 0) > self.best_comeback:
            self.best_comeback, self.best_comeback_at = entry["comeback"], entry.get("at")
            self.best_comeback_game = key

    # ------------------------------------------------------------ storage
    def to_payload(self) -> Payload:
        payload: Payload = {"total": self.total.to_dict()}
        for group in GROUPS:
            payload[group] = {k: t.to_dict() for k, t in getattr(self, group).items()}
        payload.update(best_comeback=self.best_comeback, best_comeback_at=self.best_comeback_at,
                       best_comeback_game=self.best_comeback_game, recent_hands=self.recent_hands, recent_games=self.recent_games)
        if self.journal_batch:
            payload["journal_batch"] = self.journal_batch
        return payload

    @classmethod
    def from_payload(cls, payload: Mapping[str, Any]) -> Statistics:
        """Raises ``ValueError`` for anything malformed."""
        stats = cls(total=Tally.from_dict(payload.get("total", {})))
        for group in GROUPS:
            table = payload.get(group, {})
            if not isinstance(table, Mapping) or not all(isinstance(k, str) for k in table):
                raise ValueError(f"{group!r} must map names to tallies")
            setattr(stats, group, {k: Tally.from_dict(v) for k, v in table.items()})
        best = payload.get("best_comeback", 0)
        if isinstance(best, bool) or not isinstance(best, int) or best < 0:
            raise ValueError("'best_comeback' must be a whole number from 0 up")
        stats.best_comeback = best
        at = payload.get("best_comeback_at")
        stats.best_comeback_at = at if isinstance(at, str) else None
        game = payload.get("best_comeback_game")
        stats.best_comeback_game = game if isinstance(game, str) else None
        batch = payload.get("journal_batch", "")
        stats.journal_batch = batch if isinstance(batch, str) else ""
        for name in ("recent_hands", "recent_games"):
            stats_recent = payload.get(name, {})
            if not isinstance(stats_recent, Mapping) or not all(_good_entry(e) for e in stats_recent.values()):
                raise ValueError(f"{name!r} is malformed")
            setattr(stats, name, {str(k): dict(v) for k, v in stats_recent.items()})
        return stats


def _good_entry(entry: Any) -> bool:
    if not isinstance(entry, Mapping):
        return False
    buckets, counts = entry.get("buckets"), entry.get("counts")
    tally_names = {f.name for f in fields(Tally)}
    comeback = entry.get("comeback", 0)
    if isinstance(comeback, bool) or not isinstance(comeback, int) or comeback < 0:
        return False
    return (
        isinstance(buckets, list) and len(buckets) == len(GROUPS)
        and all(b is None or isinstance(b, str) for b in buckets)
        and isinstance(counts, Mapping) and set(counts) <= tally_names
        and all(isinstance(v, int) and not isinstance(v, bool) for v in counts.values())
    )


def hand_contribution(session: TableSession, hand_no: int, meta: GameMeta) -> dict[str, Any]:
    """What hand ``hand_no`` (scored) of ``session`` adds to the statistics, as JSON-ready data."""
    results = session.results
    if not 1 <= hand_no <= len(results):
        raise ValueError(f"hand {hand_no} is not over yet")
    result = results[hand_no - 1]
    way = session.rules.way
    called = any(way.side_of(seat) == TEAM for seat, _ in result.calls)
    won = won_hand(result.score)
    counts = {
        "hands_played": 1,
        "hands_won": int(won),
        "points": result.points[TEAM],
        "score": result.score[TEAM],
        "contros_called": int(called),
        "contros_won": int(called and won),
    }
    return {"group": "hands", "key": f"{meta.game_id}:{hand_no}", "buckets": _buckets(session, meta),
            "counts": counts}


def game_contribution(session: TableSession, meta: GameMeta) -> dict[str, Any]:
    """What a finished game of ``session`` adds to the statistics (its hands are counted apart)."""
    if session.winner is None:
        raise ValueError("the game is not over yet")
    won = session.winner == TEAM
    deficit = max((max(t for i, t in enumerate(r.totals) if i != TEAM) - r.totals[TEAM] for r in session.results),
                  default=0)
    return {"group": "games", "key": meta.game_id, "buckets": _buckets(session, meta),
            "counts": {"games_played": 1, "games_won": int(won)},
            "comeback": deficit if won and deficit > 0 else 0}


def _good_contribution(entry: Any) -> bool:
    return (isinstance(entry, Mapping) and entry.get("group") in ("hands", "games")
            and isinstance(entry.get("key"), str) and _good_entry(entry))


def _buckets(session: TableSession, meta: GameMeta) -> list[str | None]:
    way_name = session.rules.way_name
    return [way_name, session.rules.variant, opponents_level(meta, way_name), partner_level(meta, way_name)]


def _validate(payload: Payload) -> None:
    Statistics.from_payload(payload)


def _v1_to_v2(payload: Payload) -> Payload:
    """Version 1 counted the pairs game only: all of it goes to the pairs row of ``by_mode``,
    and each remembered contribution gets ``"pairs"`` as its first bucket."""
    out = dict(payload)
    total = payload.get("total", {})
    counted = isinstance(total, Mapping) and any(v for v in total.values())
    out["by_mode"] = {PAIRS: dict(total)} if counted else {}
    for name in ("recent_hands", "recent_games"):
        recent = payload.get(name, {})
        if isinstance(recent, Mapping):  # anything malformed is left for the validator to name
            out[name] = {k: dict(e, buckets=[PAIRS, *e["buckets"]])
                         if isinstance(e, Mapping) and isinstance(e.get("buckets"), list) else e
                         for k, e in recent.items()}
    return out


STATISTICS_DOCUMENT = DocumentType("statistics", 2, migrations={1: _v1_to_v2}, validate=_validate,
                                   label="statistics")


class StatisticsStore:
    """Loads, updates and saves :class:`Statistics` in ``<data>/history/statistics.json``."""

    def __init__(self, dirs: AppDirs) -> None:
        self.path = dirs.history / STATISTICS_FILENAME
        #: Where the last :meth:`load` found the statistics: ``"file"``, ``"backup"`` or ``"defaults"``.
        self.source = "file"
        #: Hands and games that could not be counted on disk yet (see :mod:`.pending`).
        self.pending = PendingJournal(dirs.data / ("statistics" + PENDING_SUFFIX), "pending-statistics",
                                      "uncounted statistics", limit=MAX_PENDING_STATISTICS)

    def load(self) -> tuple[Statistics, list[Problem]]:
        """The statistics (empty if none or unusable), with what is still pending
        counted in (unless the file already holds it), and every problem met; never
        raises.  A pending entry that cannot be used is not shown; it is kept aside
        and told at the next recording (see :meth:`flush_pending`)."""
        stats, problems = self._load_file()
        for contribution in self._uncounted(stats).values():
            try:
                stats.apply(contribution)
            except ValueError:
                pass  # set aside and told when the journal is written (see _commit)
        return stats, problems

    def _uncounted(self, stats: Statistics) -> dict[str, dict[str, Any]]:
        """The journal's entries, unless ``stats`` already counted its batch (a crash
        after the statistics were written, before the journal was removed)."""
        entries = self.pending.entries()  # read first: the batch comes with them
        if self.pending.batch and stats.journal_batch == self.pending.batch:
            return {}
        return entries

    def _load_file(self) -> tuple[Statistics, list[Problem]]:
        result = load_document(self.path, STATISTICS_DOCUMENT)
        self.source = result.source
        if result.data is None:
            return Statistics(), list(result.problems)
        return Statistics.from_payload(result.data), list(result.problems)

    def save(self, stats: Statistics) -> list[Problem]:
        return save_document(self.path, STATISTICS_DOCUMENT, stats.to_payload())

    def record_hand(self, session: TableSession, hand_no: int, meta: GameMeta) -> list[Problem]:
        """Count a scored hand and save (re-read and written under the lock).  Raises
        ``ValueError`` if the hand is not over; ``OSError`` if the disk refuses, after
        keeping the hand in the pending journal (counted next time)."""
        return self._commit(hand_contribution(session, hand_no, meta))

    def record_game(self, session: TableSession, meta: GameMeta) -> list[Problem]:
        """Count a finished game and save (its hands are counted by record_hand); on a
        refusal the game is kept pending like a hand."""
        return self._commit(game_contribution(session, meta))

    def flush_pending(self) -> list[Problem]:
        """Count what the pending journal holds (nothing to do if none); ``OSError`` if
        the disk still refuses."""
        return self._commit(None) if self.pending else []

    def _commit(self, contribution: dict[str, Any] | None) -> list[Problem]:
        """Count what is pending and ``contribution`` in one write of the file, which notes the
        journal's batch; then empty the journal.  What cannot be used is kept aside and told."""
        todo = self.pending.entries()
        if contribution is not None:
            todo[f"{contribution['group']}:{contribution['key']}"] = contribution
        done: set[str] = set()
        with self.pending.writing(todo, done), exclusive(self.path):
            stats, problems = self._load_file()
            counting = self._uncounted(stats)
            waiting = self.pending.entries()
            done.update(k for k in todo if k in waiting and k not in counting)  # counted before the crash
            rejected: dict[str, tuple[dict[str, Any], str]] = {}
            for key, entry in todo.items():
                if key in done:
                    continue
                try:
                    stats.apply(entry)
                except ValueError:
                    rejected[key] = (entry, "not a count of a hand or a game")
            if rejected:
                problems.append(self.pending.set_aside(rejected, "statistics"))
                done.update(rejected)
            stats.journal_batch = self.pending.batch
            problems += self.save(stats)
        return problems
