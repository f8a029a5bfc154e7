"""Who sat where in a stored game: names, seat kinds, AI levels, preset.

Saves, hand history and statistics all keep the same :class:`GameMeta`.  The
controller makes one per game (its ``game_id`` ties the autosave, the hand
records and the statistics of that game together) and gets it back from
:class:`~botifarra_desktop.storage.saves.SavedGame` when a game is resumed.

Seats are numbered as in the engine and the settings: 0 is the human at the
bottom, 1 the right-hand opponent, 2 the partner, 3 the left-hand opponent.
The other ways to play use the first 2 to 4 of them (``rules.way.players``);
a meta still lists four seats, and the ones the way leaves empty are never
asked to play (nor counted in the statistics).

``default_names[s]`` is true when seat ``s`` kept the default name of its place
("Me", "Right", "Partner", "Left"), which a list shows in the reader's language
whatever language the game was started in; ``names[s]`` then holds the stored
default (Catalan, ``settings.DEFAULT_SEAT_NAMES``) for programs that do not
know the flags.  Data written before the flags existed has none: every name is
then shown as stored.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ..engine import PRESETS, Rules
from ..session.seats import BOT_LEVELS, DEFAULT_BOT_LEVEL

SEAT_KINDS = ("human", "bot", "remote")

MAX_NAME = 32
CUSTOM_PRESET = "custom"


def _new_game_id() -> str:
    return uuid.uuid4().hex[:16]


def preset_name(rules: Rules) -> str:
    """The name of the preset these rules are, or ``"custom"``."""
    return next((name for name, preset in PRESETS.items() if preset == rules), CUSTOM_PRESET)


@dataclass(frozen=True)
class GameMeta:
    """The people at the table.  ``ai_levels[s]`` is ``None`` unless seat ``s`` is a bot;
    ``default_names[s]`` says whether seat ``s`` kept its place's default name."""

    names: tuple[str, ...] = ("", "", "", "")
    seat_kinds: tuple[str, ...] = ("human", "bot", "bot", "bot")
    ai_levels: tuple[str | None, ...] = (None, DEFAULT_BOT_LEVEL, DEFAULT_BOT_LEVEL, DEFAULT_BOT_LEVEL)
    preset: str = CUSTOM_PRESET
    game_id: str = field(default_factory=_new_game_id)
    default_names: tuple[bool, ...] = (False, False, False, False)

    def __post_init__(self) -> None:
        names = _four(self.names, "names")
        if not all(isinstance(n, str) and len(n) <= MAX_NAME for n in names):
            raise ValueError(f"every player name must be text of at most {MAX_NAME} characters")
        kinds = _four(self.seat_kinds, "seat kinds")
        if not all(k in SEAT_KINDS for k in kinds):
            raise ValueError(f"every seat kind must be one of {', '.join(SEAT_KINDS)}")
        levels = _four(self.ai_levels, "AI levels")
        for kind, level in zip(kinds, levels):
            if kind == "bot" and level not in BOT_LEVELS:
                raise ValueError(f"a bot seat needs an AI level ({', '.join(BOT_LEVELS)}), not {level!r}")
            if kind != "bot" and level is not None:
                raise ValueError("only bot seats have an AI level")
        defaults = _four(self.default_names, "default-name flags")
        if not all(isinstance(d, bool) for d in defaults):
            raise ValueError("every default-name flag must be true or false")
        if not isinstance(self.preset, str) or not 0 < len(self.preset) <= 64:
            raise ValueError("the preset must be a short name")
        if not isinstance(self.game_id, str) or not 0 < len(self.game_id) <= 64 or not self.game_id.isalnum():
            raise ValueError("the game id must be 1 to 64 letters or digits")
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "seat_kinds", kinds)
        object.__setattr__(self, "ai_levels", levels)
        object.__setattr__(self, "default_names", defaults)

    @classmethod
    def for_session(cls, session: Any, **fields: Any) -> GameMeta:
        """Meta for a session: its names and the preset matching its rules, unless given."""
        fields.setdefault("names", tuple(session.names))
        fields.setdefault("preset", preset_name(session.rules))
        return cls(**fields)

    def to_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "seat_kinds": list(self.seat_kinds),
            "ai_levels": list(self.ai_levels),
            "preset": self.preset,
            "game_id": self.game_id,
            "default_names": list(self.default_names),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameMeta:
        """Raises ``ValueError`` naming what is wrong."""
        if not isinstance(data, Mapping):
            raise ValueError("the game details must be a JSON object")
        known = {"names", "seat_kinds", "ai_levels", "preset", "game_id", "default_names"}
        try:
            return cls(**{k: data[k] for k in known if k in data})
        except TypeError as exc:  # e.g. a number where a list belongs
            raise ValueError(f"the game details are malformed ({exc})") from None


def _four(value: Any, what: str) -> tuple[Any, ...]:
    if isinstance(value, str) or not isinstance(value, (list, tuple)) or len(value) != 4:
        raise ValueError(f"the {what} must be a list of 4")
    return tuple(value)


def now_iso() -> str:
    """Local time with its UTC offset, to the second."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def parse_iso(text: Any) -> datetime:
    """An ISO time written by :func:`now_iso`; raises ``ValueError``."""
    if not isinstance(text, str):
        raise ValueError("the date must be text")
    return datetime.fromisoformat(text)
