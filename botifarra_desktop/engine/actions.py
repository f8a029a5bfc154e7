"""Actions: the only way to change a game.  A game is its rules, first dealer and action log."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, ClassVar, Union

from .errors import BadAction

DECLARE_CHOICES = ("O", "C", "E", "B", "botifarra", "delegate")


@dataclass(frozen=True)
class Deal:
    """Deal a new hand from a deal number (not a seat's action)."""

    deal_number: int
    type: ClassVar[str] = "deal"


@dataclass(frozen=True)
class Declare:
    seat: int
    choice: str  # "O" | "C" | "E" | "B" | "botifarra" | "delegate"
    type: ClassVar[str] = "declare"


@dataclass(frozen=True)
class Double:
    seat: int
    call: str  # "contro" | "recontro" | "sant_vicenc" | "barraca" | "pass"
    type: ClassVar[str] = "double"


@dataclass(frozen=True)
class Play:
    seat: int
    card: str
    type: ClassVar[str] = "play"


@dataclass(frozen=True)
class Claim:
    """Table rules: claim that the other side played an illegal card this hand."""

    seat: int
    type: ClassVar[str] = "claim"


Action = Union[Deal, Declare, Double, Play, Claim]
_TYPES: dict[str, Any] = {c.type: c for c in (Deal, Declare, Double, Play, Claim)}


def action_to_dict(action: Action) -> dict[str, Any]:
    return {"type": action.type, **asdict(action)}


def action_from_dict(data: Any) -> Action:
    if not isinstance(data, dict) or data.get("type") not in _TYPES:
        raise BadAction(f"not an action: {data!r}")
    cls = _TYPES[data["type"]]
    fields = {k: v for k, v in data.items() if k != "type"}
    try:
        action = cls(**fields)
    except TypeError as exc:
        raise BadAction(f"malformed {data['type']} action {data!r}: {exc}") from None
    for name, value in fields.items():
        expected = str if name in ("choice", "call", "card") else int
        if not isinstance(value, expected) or isinstance(value, bool):
            raise BadAction(f"malformed {data['type']} action: {name} must be {expected.__name__}")
    return action
