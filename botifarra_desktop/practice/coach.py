"""The rules coach: short positions, one obligation at a time; find every card you may play.

The lessons are data (``resources/coach/``): an index (``index.json``, kind
``botifarra-coach``) lists the lessons in order, each with its title, a short
introduction and its exercise files; every exercise is a scenario file (see
:mod:`.scenario`) whose stated ``legal`` cards the tests compare with the engine.
Checking an answer asks the engine only: a selected card is right when the
rules allow it, and every refused card carries the engine's reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Optional

from ..engine import Refusal
from .scenario import Scenario, Text, check_text, load_scenario, localized

COACH_KIND = "botifarra-coach"
COACH_VERSION = 1


@dataclass(frozen=True)
class Exercise:
    id: str
    scenario: Scenario


@dataclass(frozen=True)
class Lesson:
    id: str
    title: Text
    intro: Text
    exercises: tuple[Exercise, ...]

    def text(self, name: str, language: str) -> str:
        return localized(getattr(self, name), language)


@dataclass(frozen=True)
class CardVerdict:
    """One card of the hand after checking: was it chosen, may it be played, why not."""

    card: str
    chosen: bool
    legal: bool
    refusal: Optional[Refusal]

    @property
    def right(self) -> bool:
        return self.chosen == self.legal


def check_answer(scenario: Scenario, chosen: Iterable[str]) -> list[CardVerdict]:
    """Every card of the seat to move, in hand order, judged by the engine."""
    chosen = set(chosen)
    table = scenario.table()
    seat = scenario.to_play
    out = []
    for card in table.view(seat).hand:
        refusal = table.explain(seat, card)
        out.append(CardVerdict(card, card in chosen, refusal is None, refusal))
    return out


def all_right(verdicts: Iterable[CardVerdict]) -> bool:
    return all(v.right for v in verdicts)


def load_lessons(folder: Path) -> tuple[list[Lesson], list[str]]:
    """The lessons of ``folder``'s ``index.json``; a broken exercise is left out and reported
    (English messages), never raising."""
    problems: list[str] = []
    index_path = folder / "index.json"
    try:
        data = json.loads(index_path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("kind") != COACH_KIND:
            raise ValueError("it is not a coach lesson index")
        if data.get("version") != COACH_VERSION:
            raise ValueError(f"its version {data.get('version')!r} is not supported")
        entries = data.get("lessons")
        if not isinstance(entries, list):
            raise ValueError("it has no list of lessons")
    except (OSError, ValueError) as exc:
        return [], [f"The coach lessons {index_path} cannot be read ({exc})."]
    lessons = []
    for entry in entries:
        try:
            lesson = _lesson(folder, entry, problems)
        except (ValueError, TypeError, AttributeError) as exc:
            problems.append(f"A lesson in {index_path} is malformed ({exc}).")
            continue
        if lesson.exercises:
            lessons.append(lesson)
    return lessons, problems


def _lesson(folder: Path, entry: Any, problems: list[str]) -> Lesson:
    if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
        raise ValueError("each lesson has an id")
    files = entry.get("exercises")
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        raise ValueError(f"lesson {entry['id']} lists no exercise files")
    exercises = []
    for name in files:
        path = folder / name
        if path.parent != folder:
            problems.append(f"The exercise {name!r} must be a file of {folder}.")
            continue
        scenario, message = load_scenario(path)
        if scenario is None:
            problems.append(message)
            continue
        exercises.append(Exercise(path.stem, scenario))
    return Lesson(entry["id"], check_text(entry.get("title"), "title"), check_text(entry.get("intro"), "intro"),
                  tuple(exercises))
