"""User settings, stored as ``<config>/settings.json``.

The file is a versioned document (kind ``"settings"``, version 2; see
:mod:`botifarra_desktop.storage.documents`).  Settings are forgiving: unknown
keys are ignored, missing keys take their default, and a bad value falls back
to that field's default with a :class:`Problem` -- one bad field never costs
the rest of the file.

Seats are numbered counter-clockwise from the human player: 0 is the human at
the bottom, 1 the right-hand opponent, 2 the partner, 3 the left-hand opponent.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..session.seats import BOT_LEVELS, DEFAULT_BOT_LEVEL
from .documents import DocumentType, Payload, load_document, save_document
from .paths import AppDirs
from .problems import INVALID_VALUE, Problem

#: The languages the program ships (its translations); the setting may also be "system".
SHIPPED_LANGUAGES = ("ca", "es", "en", "fr", "it", "pt")
LANGUAGES = ("system", *SHIPPED_LANGUAGES)
ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
#: How the main window was left: restored as it was at the next start.
WINDOW_STATES = ("normal", "maximized", "fullscreen")
CARD_SCALE_MIN = 0.75
CARD_SCALE_MAX = 2.0
DEFAULT_SEAT_NAMES = ("Jo", "Dreta", "Company", "Esquerra")
MAX_NAME_LENGTH = 32
MAX_GEOMETRY_LENGTH = 8192
MAX_ADDRESS_LENGTH = 255
_IDENTIFIER = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")


def _choice(options: tuple[str, ...]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in options:
            raise ValueError(f"must be one of {', '.join(options)}")
        return value

    return check


def _identifier(value: Any) -> str:
    if not isinstance(value, str) or not _IDENTIFIER.fullmatch(value):
        raise ValueError("must be a name of letters, digits, '.', '_' or '-' (at most 64)")
    return value


def _card_scale(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("must be a number")
    scale = float(value)
    if not CARD_SCALE_MIN <= scale <= CARD_SCALE_MAX:  # also rejects NaN
        raise ValueError(f"must be between {CARD_SCALE_MIN} and {CARD_SCALE_MAX}")
    return scale


def _has_control(text: str) -> bool:
    return any(ord(c) < 32 or ord(c) == 127 for c in text)


def _seat_names(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or len(value) != 4:
        raise ValueError("must be a list of 4 names")
    names = []
    for name in value:
        if not isinstance(name, str):
            raise ValueError("every name must be text")
        name = name.strip()
        if not name or len(name) > MAX_NAME_LENGTH or _has_control(name):
            raise ValueError(f"every name must have 1 to {MAX_NAME_LENGTH} printable characters")
        names.append(name)
    return tuple(names)


def _ai_levels(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or len(value) != 3:
        raise ValueError("must be a list of 3 levels (seats 1, 2 and 3)")
    if not all(isinstance(level, str) and level in BOT_LEVELS for level in value):
        raise ValueError(f"every level must be one of {', '.join(BOT_LEVELS)}")
    return tuple(value)


def _window_geometry(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_LENGTH:
        raise ValueError("must be base64 text or null")
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("must be base64 text or null") from None
    return value


def _host_address(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("must be text")
    address = value.strip()
    if len(address) > MAX_ADDRESS_LENGTH or _has_control(address) or " " in address:
        raise ValueError(
            f"must be a host address without spaces (at most {MAX_ADDRESS_LENGTH} characters)"
        )
    return address


def _server(schemes: tuple[str, ...]) -> Callable[[Any], str]:
    """An internet server's address ("" for the public one): text without spaces, starting with one
    of ``schemes`` if any; the network layer checks the rest when it is used."""
    def check(value: Any) -> str:
        if not isinstance(value, str):
            raise ValueError("must be text")
        text = value.strip()
        if len(text) > MAX_ADDRESS_LENGTH or _has_control(text) or " " in text:
            raise ValueError(f"must be an address without spaces (at most {MAX_ADDRESS_LENGTH} characters)")
        if text and schemes and not text.startswith(schemes):
            raise ValueError(f"must start with {' or '.join(schemes)}")
        return text
    return check


def _boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _choice(LANGUAGES),
    "deck": _identifier,
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "card_scale": _card_scale,
    "rules_preset": _identifier,
    "seat_names": _seat_names,
    "ai_levels": _ai_levels,
    "window_geometry": _window_geometry,
    "window_state": _choice(WINDOW_STATES),
    "last_host_address": _host_address,
    "show_hints": _boolean,
    "high_contrast": _boolean,
    "first_start_done": _boolean,
    "internet_mailbox": _server(("ws://", "wss://")),
    "internet_relay": _server(()),
}


@dataclass(frozen=True)
class Settings:
    """All user settings; always valid (bad values raise :class:`ValueError`).

    ``seat_names`` and ``ai_levels`` accept lists and are stored as tuples.
    """

    language: str = "system"
    deck: str = "classic"
    animation_speed: str = "normal"
    card_scale: float = 1.0
    rules_preset: str = "lliure"
    seat_names: tuple[str, ...] = DEFAULT_SEAT_NAMES
    ai_levels: tuple[str, ...] = (DEFAULT_BOT_LEVEL,) * 3
    window_geometry: str | None = None
    window_state: str = "normal"  # maximised or full screen when the window was closed so
    last_host_address: str = ""
    show_hints: bool = True
    high_contrast: bool = False  # the high-contrast, colour-blind safe table
    #: The first-start questions (name, language, bots' level) were answered or skipped.  Files
    #: written before the field existed lack it and take the default, so those players are asked once.
    first_start_done: bool = False
    #: The servers for tables across the internet ("": the public magic-wormhole ones).  The
    #: environment's BOTIFARRA_MAILBOX / BOTIFARRA_RELAY win over these.  Older files lack them.
    internet_mailbox: str = ""
    internet_relay: str = ""

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            try:
                object.__setattr__(self, name, check(getattr(self, name)))
            except ValueError as exc:
                raise ValueError(f"setting {name!r} {exc}") from None

    def replace(self, **changes: Any) -> Settings:
        """A copy with some fields changed (validated like the constructor)."""
        return dataclasses.replace(self, **changes)

    def to_payload(self) -> Payload:
        """The settings as JSON-ready data (without ``kind``/``version``)."""
        payload = dataclasses.asdict(self)
        payload["seat_names"] = list(self.seat_names)
        payload["ai_levels"] = list(self.ai_levels)
        return payload

    @classmethod
    def from_payload(
        cls, payload: Mapping[str, Any], path: Path | None = None
    ) -> tuple[Settings, list[Problem]]:
        """Settings from stored data; bad fields take their default.

        Returns the settings and one ``"invalid_value"`` problem per field
        that was replaced; ``path`` is named in the messages.
        """
        defaults = cls()
        values: dict[str, Any] = {}
        problems: list[Problem] = []
        where = f"the settings file {path}" if path else "the settings"
        for name, check in _CHECKS.items():
            if name not in payload:
                continue
            try:
                values[name] = check(payload[name])
            except ValueError as exc:
                default = getattr(defaults, name)
                problems.append(Problem(
                    INVALID_VALUE,
                    f"In {where}, {name!r} has an unusable value {_short(payload[name])} "
                    f"({exc}); using the default {_short(_plain(default))}.",
                    path=path, detail=str(exc), field=name,
                ))
        return cls(**values), problems


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _short(value: Any, limit: int = 60) -> str:
    try:
        text = repr(value)
    except RecursionError:
        return f"(a deeply nested {type(value).__name__})"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _v1_to_v2(payload: Payload) -> Payload:
    """Version 1 had ``animations`` (on/off) and ``player_name`` (the human's
    name); version 2 has ``animation_speed`` and ``seat_names`` for all seats."""
    upgraded = {k: v for k, v in payload.items() if k not in ("animations", "player_name")}
    animations = payload.get("animations")
    if isinstance(animations, bool):
        upgraded["animation_speed"] = "normal" if animations else "instant"
    player = payload.get("player_name")
    if isinstance(player, str) and player.strip():
        upgraded["seat_names"] = [player, *DEFAULT_SEAT_NAMES[1:]]
    return upgraded


SETTINGS_DOCUMENT = DocumentType("settings", 2, migrations={1: _v1_to_v2})
SETTINGS_FILENAME = "settings.json"


class SettingsStore:
    """Loads and saves :class:`Settings` in ``<config>/settings.json``."""

    def __init__(self, dirs: AppDirs) -> None:
        self.path = dirs.config / SETTINGS_FILENAME

    def load(self, repair: bool = True) -> tuple[Settings, list[Problem]]:
        """The stored settings (or defaults) and every problem met; never raises.
        ``repair=False``: change nothing on disk (see :func:`.documents.load_document`)."""
        result = load_document(self.path, SETTINGS_DOCUMENT, repair=repair)
        if result.data is None:
            return Settings(), list(result.problems)
        settings, field_problems = Settings.from_payload(result.data, self.path)
        return settings, [*result.problems, *field_problems]

    def save(self, settings: Settings) -> list[Problem]:
        """Write ``settings`` atomically, keeping the previous file as ``.bak``.

        Returns problems about an unusable file that had to be moved aside
        first (normally none); raises :class:`OSError` if writing fails.
        """
        return save_document(self.path, SETTINGS_DOCUMENT, settings.to_payload())
