"""The player's rating and its history, in ``<data>/history/rating.json`` (kind ``"rating"``).

The rating itself is ``duplicate.rating`` (OpenSkill, the computer levels as fixed
anchors).  This store keeps the player's current ``mu`` and ``sigma`` and every update
as a history entry (when, what counted, the level, the outcome, the rating after), the
oldest dropped past ``HISTORY_LIMIT``.

Saved like the statistics: each update re-reads the file and writes it back while
holding the file's lock (:mod:`.filelock`), atomically with the previous version kept
as ``.bak`` (:mod:`.atomic`, :mod:`.documents`), so a crash leaves the last good
rating.  An event is recorded once: its key (a match's or a game's id) is remembered,
and recording the same key again changes nothing.  A refused write raises ``OSError``
and changes nothing on disk.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from ..duplicate.rating import ANCHORS, START_MU, START_SIGMA, Skill, after_duplicate, after_game
from .documents import DocumentType, Payload, load_document, save_document
from .filelock import exclusive
from .meta import now_iso
from .paths import AppDirs
from .problems import Problem

RATING_FILENAME = "rating.json"
HISTORY_LIMIT = 2000
SOURCES = ("duplicate", "game")


@dataclass(frozen=True)
class RatingEntry:
    at: str
    key: str
    source: str  # "duplicate" | "game"
    level: str  # the other table's level, or the opponents' ("mixed" when they differ)
    outcome: float  # 1 won, 0.5 drawn, 0 lost
    mu: float
    sigma: float

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at, "key": self.key, "source": self.source, "level": self.level,
                "outcome": self.outcome, "mu": self.mu, "sigma": self.sigma}

    @classmethod
    def from_dict(cls, data: Any) -> "RatingEntry":
        if not isinstance(data, Mapping):
            raise ValueError("a rating history entry must be a JSON object")
        try:
            entry = cls(str(data["at"]), str(data["key"]), str(data["source"]), str(data["level"]),
                        float(data["outcome"]), float(data["mu"]), float(data["sigma"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"a damaged rating history entry ({exc})") from None
        if entry.source not in SOURCES or not 0 <= entry.outcome <= 1 or entry.sigma <= 0:
            raise ValueError("a rating history entry out of range")
        return entry


@dataclass
class Rating:
    skill: Skill = field(default_factory=Skill)
    history: list[RatingEntry] = field(default_factory=list)

    def knows(self, key: str) -> bool:
        return any(e.key == key for e in self.history)

    def _add(self, key: str, source: str, level: str, outcome: float, skill: Skill, at: Optional[str]) -> bool:
        if self.knows(key):
            return False
        self.skill = skill
        self.history.append(RatingEntry(at or now_iso(), key, source, level, outcome, skill.mu, skill.sigma))
        del self.history[:-HISTORY_LIMIT]
        return True

    def add_duplicate(self, key: str, level: str, total: int, at: Optional[str] = None) -> bool:
        """Count a finished duplicate match (False: that key was counted already)."""
        outcome = 1.0 if total > 0 else 0.5 if total == 0 else 0.0
        return self._add(key, "duplicate", level, outcome, after_duplicate(self.skill, level, total), at)

    def add_game(self, key: str, partner: Optional[str], opponents: Sequence[str], totals: Sequence[int],
                 pairs: bool, at: Optional[str] = None) -> bool:
        """Count a finished game against computer levels (see ``duplicate.rating.after_game``)."""
        best = max(totals[1:])
        outcome = 1.0 if totals[0] > best else 0.5 if totals[0] == best else 0.0
        level = opponents[0] if len(set(opponents)) == 1 else "mixed"
        return self._add(key, "game", level, outcome, after_game(self.skill, partner, opponents, totals, pairs), at)

    def to_payload(self) -> Payload:
        return {"mu": self.skill.mu, "sigma": self.skill.sigma, "anchors": dict(ANCHORS),
                "history": [e.to_dict() for e in self.history]}

    @classmethod
    def from_payload(cls, payload: Mapping[str, Any]) -> "Rating":
        try:
            mu, sigma = float(payload.get("mu", START_MU)), float(payload.get("sigma", START_SIGMA))
        except (TypeError, ValueError):
            raise ValueError("the rating's mu and sigma must be numbers") from None
        if not (-1000 < mu < 1000 and 0 < sigma < 1000):
            raise ValueError("the rating's mu or sigma is out of range")
        history = payload.get("history", [])
        if not isinstance(history, list):
            raise ValueError("the rating's history must be a list")
        return cls(Skill(mu, sigma), [RatingEntry.from_dict(e) for e in history])


def _validate(payload: Payload) -> None:
    Rating.from_payload(payload)


RATING_DOCUMENT = DocumentType("rating", 1, validate=_validate, label="rating")


class RatingStore:
    """Loads, updates and saves :class:`Rating` in ``<data>/history/rating.json``."""

    def __init__(self, dirs: AppDirs) -> None:
        self.path = dirs.history / RATING_FILENAME

    @classmethod
    def in_folder(cls, folder: Path) -> "RatingStore":
        """The store in ``folder`` (the statistics' folder: ``<data>/history``)."""
        store = cls.__new__(cls)
        store.path = Path(folder) / RATING_FILENAME
        return store

    def load(self) -> tuple[Rating, list[Problem]]:
        """The rating (a new player's if none or unusable) and every problem met; never raises."""
        result = load_document(self.path, RATING_DOCUMENT)
        if result.data is None:
            return Rating(), list(result.problems)
        return Rating.from_payload(result.data), list(result.problems)

    def record_duplicate(self, key: str, level: str, total: int) -> list[Problem]:
        """Count a finished duplicate match and save (under the lock); OSError if the disk refuses."""
        return self._update(lambda r: r.add_duplicate(key, level, total))

    def record_game(self, key: str, partner: Optional[str], opponents: Sequence[str], totals: Sequence[int],
                    pairs: bool) -> list[Problem]:
        """Count a finished game against computer levels and save (under the lock)."""
        return self._update(lambda r: r.add_game(key, partner, opponents, totals, pairs))

    def _update(self, change: Callable[[Rating], bool]) -> list[Problem]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with exclusive(self.path):
            rating, problems = self.load()
            if change(rating):
                problems += save_document(self.path, RATING_DOCUMENT, rating.to_payload())
        return problems
