"""Scenarios: a position mid-hand saved as a file, to share ("who was right?") or to practise.

A scenario file is a versioned JSON document (``docs/scenarios.md``)::

    {"kind": "botifarra-scenario", "version": 1, "title": ..., "description": ...,
     "question": ..., "explanation": ..., "position": Position.to_dict(),
     "to_play": seat, "legal": [cards]}

Texts are a string or a dict by language code (``{"ca": ..., "es": ..., "en": ...}``,
English as the fallback).  ``legal`` is optional: the answer the author states; the
engine's answer always wins, and a disagreement is reported, never hidden.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Optional, Union

from ..engine import Position, Refusal, SeatView
from ..session import TableSession
from ..storage.atomic import atomic_write_text
from ..storage.documents import DocumentType, dump_document, read_document

SCENARIO_KIND = "botifarra-scenario"
SCENARIO_VERSION = 1
SUFFIX = ".json"

#: A text in one language, or by language code ("ca", "es", "en", later "fr", "it", "pt").
Text = Union[str, Mapping[str, str]]
_TEXT_FIELDS = ("title", "description", "question", "explanation")


def localized(text: Optional[Text], language: str) -> str:
    """``text`` in ``language`` ("ca", "es_ES" ...), else English, else any language given."""
    if text is None:
        return ""
    if isinstance(text, str):
        return text
    lang = (language or "en").split("_")[0].split("-")[0].lower()
    for key in (lang, "en"):
        if text.get(key):
            return text[key]
    return next((v for v in text.values() if v), "")


def check_text(value: Any, what: str) -> Text:
    """A text of a scenario or lesson file: one text, or texts by language (``{"en": "...", "ca": "..."}``);
    missing is "".  ``ValueError`` naming ``what`` for anything else."""
    if value is None or isinstance(value, str):
        return value or ""
    if isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        return dict(value)
    raise ValueError(f"the {what} must be a text or a set of texts by language, like {{\"en\": \"...\"}}")


def seat_to_move(position: Position) -> int:
    return (position.trick_leader + len(position.trick)) % len(position.hands)


@dataclass(frozen=True)
class Scenario:
    position: Position
    title: Text = ""
    description: Text = ""
    question: Text = ""
    explanation: Text = ""
    #: the legal cards the author states (``None``: not stated)
    stated_legal: Optional[tuple[str, ...]] = None
    extra: dict[str, Any] = field(default_factory=dict)  # fields this version does not use, kept on saving

    @property
    def to_play(self) -> int:
        return seat_to_move(self.position)

    def table(self) -> TableSession:
        """A table at the position, the seat to move to play."""
        return TableSession.from_position(self.position)

    def view(self) -> SeatView:
        """The view of the seat to move."""
        return self.table().view(self.to_play)

    def legal(self) -> tuple[str, ...]:
        """The engine's legal cards for the seat to move."""
        return self.view().legal

    def refusals(self) -> dict[str, Refusal]:
        """Every card of the seat to move that the rules refuse, with the engine's reason."""
        table = self.table()
        seat = self.to_play
        out = {}
        for card in table.view(seat).hand:
            r = table.explain(seat, card)
            if r is not None:
                out[card] = r
        return out

    def disagreement(self) -> Optional[tuple[tuple[str, ...], tuple[str, ...]]]:
        """(stated, engine's) when the file states other legal cards than the rules give."""
        if self.stated_legal is None:
            return None
        engine = self.legal()
        if set(self.stated_legal) != set(engine):
            return tuple(sorted(self.stated_legal)), engine
        return None

    def text(self, name: str, language: str) -> str:
        return localized(getattr(self, name), language)

    # ------------------------------------------------------------ JSON
    def to_payload(self) -> dict[str, Any]:
        """The document without ``kind``/``version`` (see :func:`dump_scenario`)."""
        d: dict[str, Any] = dict(self.extra)
        for name in _TEXT_FIELDS:
            value = getattr(self, name)
            d[name] = dict(value) if isinstance(value, Mapping) else value
        d["position"] = self.position.to_dict()
        d["to_play"] = self.to_play
        if self.stated_legal is not None:
            d["legal"] = list(self.stated_legal)
        return d

    @classmethod
    def from_payload(cls, data: Any) -> "Scenario":
        """Raise ValueError with a message a player understands."""
        if not isinstance(data, dict):
            raise ValueError("a scenario is a JSON object")
        if "position" not in data:
            raise ValueError("the scenario has no position")
        try:
            position = Position.from_dict(data["position"])
        except (TypeError, KeyError) as exc:  # odd types deep inside
            raise ValueError(f"the position is malformed ({type(exc).__name__}: {exc})") from None
        to_play = data.get("to_play")
        if to_play is not None and to_play != seat_to_move(position):
            raise ValueError(f"the scenario says seat {to_play!r} is to play, but in its position seat "
                             f"{seat_to_move(position)} is")
        legal = data.get("legal")
        if legal is not None:
            if not isinstance(legal, list) or not all(isinstance(c, str) for c in legal):
                raise ValueError("the stated legal cards must be a list of cards like \"9O\"")
            legal = tuple(legal)
        texts = {name: check_text(data.get(name), name) for name in _TEXT_FIELDS}
        known = {"kind", "version", "position", "to_play", "legal", *_TEXT_FIELDS}
        extra = {k: v for k, v in data.items() if k not in known}
        return cls(position=position, stated_legal=legal, extra=extra, **texts)


def _validate(payload: dict[str, Any]) -> None:
    Scenario.from_payload(payload)


SCENARIO_DOCUMENT = DocumentType(SCENARIO_KIND, SCENARIO_VERSION, validate=_validate, label="scenario")


def dump_scenario(scenario: Scenario) -> str:
    return dump_document(SCENARIO_DOCUMENT, scenario.to_payload())


def parse_scenario(text: str) -> Scenario:
    """A scenario from JSON text; ValueError (clear message) for anything unusable."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"this is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    if not isinstance(data, dict):
        raise ValueError("this is not a scenario: it does not hold a JSON object")
    if data.get("kind") != SCENARIO_KIND:
        raise ValueError(f"this is not a scenario (its kind is {data.get('kind')!r})")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(f"the scenario has a missing or invalid format version ({version!r})")
    if version > SCENARIO_VERSION:
        raise ValueError(f"the scenario was written by a newer Botifarra Desktop (format version {version}; "
                         f"this version reads up to {SCENARIO_VERSION})")
    return Scenario.from_payload(data)


def load_scenario(path: Union[str, Path]) -> tuple[Optional[Scenario], str]:
    """``(scenario, "")`` or ``(None, message)``.  Never raises; never moves or changes the file
    (it is the player's own, maybe shared by a club)."""
    result = read_document(path, SCENARIO_DOCUMENT)
    if result.data is None:
        return None, result.problems[0].message
    try:
        return Scenario.from_payload(result.data), ""
    except ValueError as exc:  # validated already; kept for safety
        return None, f"The scenario file {path} contains invalid data ({exc})."


def save_scenario(path: Union[str, Path], scenario: Scenario) -> None:
    """Write atomically (no backup file: a scenario is an export).  Raises OSError.
    The caller asks before replacing an existing file."""
    atomic_write_text(Path(path), dump_scenario(scenario), backup=False)


# ------------------------------------------------------------ seats
def rotate_position(position: Position, k: int) -> Position:
    """The same position with every seat number lowered by ``k`` (seat ``k`` becomes seat 0).

    The table always shows the human as seat 0; a scenario is played from its seat
    to move, so the position is turned to put that seat at the bottom.
    """
    p = position
    seats = len(p.hands)  # the pairs game: four
    k %= seats
    if k == 0:
        return position

    def s(seat: int) -> int:
        return (seat - k) % seats

    swap = k % 2 == 1  # the teams change numbers
    won = p.won
    if won is not None and swap:
        won = (won[1], won[0])
    totals = (p.totals[1], p.totals[0]) if swap else p.totals
    return Position(
        rules=p.rules,
        hands=tuple(p.hands[(i + k) % seats] for i in range(seats)),
        dealer=s(p.dealer),
        declarer=s(p.declarer),
        trump=p.trump,
        delegated=p.delegated,
        calls=tuple((s(seat), call) for seat, call in p.calls),
        trick=tuple((s(seat), card) for seat, card in p.trick),
        leader=s(p.trick_leader),
        won=won,
        totals=totals,
    )


def scenario_session(scenario: Scenario, seed: int = 0, names: Optional[list[str]] = None) -> TableSession:
    """A session at the scenario's position turned so that the seat to move is seat 0 (the human)."""
    return TableSession.from_position(rotate_position(scenario.position, scenario.to_play), seed=seed,
                                      names=names)
