"""Every host → client message (docs/protocol.md, *Host → client*) as a frozen dataclass.

``from_wire`` reads one decoded JSON object into its message, checking every field the
client uses, or refuses it with a ``MessageError`` (a ``ValueError``) that says which
message and which field were wrong; it never raises anything else, whatever the object
holds.  ``to_wire`` is the inverse: ``from_wire(m.to_wire()) == m`` for every message
(the host builds its dicts by hand; tests check both agree).  This is the client half of
what ``protocol.parse_client`` does for the host.

The client core (:mod:`.client_core`) is the one caller of ``from_wire``: whatever shows a
table (the UI's network source, ``botifarra-join``) reads these objects and never the wire.
``Disconnected`` is the client's own: it never comes from a host, it says the connection ended.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal, Mapping, Optional, Union

from ..engine import Rules, SeatView
from ..engine.events import Event, event_from_dict, event_to_dict
from ..engine.tricks import Refusal
from .codec import Wire
from .views import view_from_dict, view_to_dict

_READ_ERRORS = (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError)


class MessageError(ValueError):
    """A host message this client cannot read: ``kind`` is its type (as it came), ``reason`` what was wrong."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(f"a {kind!r} message from the table {reason}")
        self.kind = kind
        self.reason = reason


# ------------------------------------------------------------ field readers
def _get(data: Mapping[str, object], kind: str, name: str) -> object:
    if name not in data:
        raise MessageError(kind, f'has no "{name}"')
    return data[name]


def _int(data: Mapping[str, object], kind: str, name: str) -> int:
    value = _get(data, kind, name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise MessageError(kind, f'needs "{name}" as a whole number, not {_shown(value)}')
    return value


def _opt_int(data: Mapping[str, object], kind: str, name: str) -> Optional[int]:
    return None if data.get(name) is None else _int(data, kind, name)


def _seat(data: Mapping[str, object], kind: str, name: str = "seat") -> int:
    value = _int(data, kind, name)
    if not 0 <= value < 4:
        raise MessageError(kind, f'needs "{name}" as a seat (0-3), not {value}')
    return value


def _float(data: Mapping[str, object], kind: str, name: str) -> float:
    value = _get(data, kind, name)
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not abs(value) < 1e300:
        raise MessageError(kind, f'needs "{name}" as a number, not {_shown(value)}')  # NaN, infinities too
    return float(value)


def _opt_float(data: Mapping[str, object], kind: str, name: str) -> Optional[float]:
    return None if data.get(name) is None else _float(data, kind, name)


def _str(data: Mapping[str, object], kind: str, name: str, limit: int = 4000) -> str:
    value = _get(data, kind, name)
    if not isinstance(value, str):
        raise MessageError(kind, f'needs "{name}" as a string, not {_shown(value)}')
    if len(value) > limit:
        raise MessageError(kind, f'has a "{name}" longer than {limit} characters')
    return value


def _bool(data: Mapping[str, object], kind: str, name: str) -> bool:
    value = _get(data, kind, name)
    if not isinstance(value, bool):
        raise MessageError(kind, f'needs "{name}" as true or false, not {_shown(value)}')
    return value


def _seats(data: Mapping[str, object], kind: str, name: str) -> tuple[int, ...]:
    value = _get(data, kind, name)
    if not isinstance(value, list):
        raise MessageError(kind, f'needs "{name}" as a list of seats')
    return tuple(_seat({name: v}, kind, name) for v in value)


def _object(data: Mapping[str, object], kind: str, name: str) -> dict[str, object]:
    value = _get(data, kind, name)
    if not isinstance(value, dict):
        raise MessageError(kind, f'needs "{name}" as an object, not {_shown(value)}')
    return value


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# ------------------------------------------------------------ the messages
@dataclass(frozen=True)
class Welcome:
    """The hello was accepted: this connection holds ``seat``; ``token`` takes it back after a drop.
    ``rules`` is None when the table's rules could not be read (the UI then shows the usual ones)."""

    TYPE: ClassVar[str] = "welcome"
    protocol: int
    seat: int
    token: str
    table: str
    rules: Optional[Rules]
    reconnected: bool
    grace: float
    hand_pause: float
    max_hands: Optional[int]
    turn_time: Optional[float]
    away_budget: float
    away_budget_game: Optional[float]
    overtime_per_game: Optional[float]
    quick_turn: float

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Welcome":
        k = cls.TYPE
        try:
            rules: Optional[Rules] = Rules.from_dict(data.get("rules"))
        except _READ_ERRORS:
            rules = None  # the seat still stands: the table is shown with the usual rules
        return cls(protocol=_int(data, k, "protocol"), seat=_seat(data, k), token=_str(data, k, "token", 128),
                   table=_str(data, k, "table"), rules=rules, reconnected=_bool(data, k, "reconnected"),
                   grace=_float(data, k, "grace"), hand_pause=_float(data, k, "hand_pause"),
                   max_hands=_opt_int(data, k, "max_hands"), turn_time=_opt_float(data, k, "turn_time"),
                   away_budget=_float(data, k, "away_budget"),
                   away_budget_game=_opt_float(data, k, "away_budget_game"),
                   overtime_per_game=_opt_float(data, k, "overtime_per_game"),
                   quick_turn=_float(data, k, "quick_turn"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "protocol": self.protocol, "seat": self.seat, "token": self.token,
                "table": self.table, "rules": None if self.rules is None else self.rules.to_dict(), "reconnected": self.reconnected, "grace": self.grace,
                "hand_pause": self.hand_pause, "max_hands": self.max_hands, "turn_time": self.turn_time,
                "away_budget": self.away_budget, "away_budget_game": self.away_budget_game,
                "overtime_per_game": self.overtime_per_game, "quick_turn": self.quick_turn}


@dataclass(frozen=True)
class Ping:
    """The host asks whether this connection still answers: send ``pong`` with the same ``id`` at once."""

    TYPE: ClassVar[str] = "ping"
    id: Union[str, int, None]

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Ping":
        ident = data.get("id")
        if ident is not None and not (isinstance(ident, str) and len(ident) <= 64
                                      or isinstance(ident, int) and not isinstance(ident, bool)):
            raise MessageError(cls.TYPE, f'needs "id" as a short string, not {_shown(ident)}')
        return cls(ident)

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "id": self.id}


@dataclass(frozen=True)
class Pong:
    """The host's answer to a ``ping``: ``id`` echoed as it was sent."""

    TYPE: ClassVar[str] = "pong"
    id: Union[str, int, None]

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Pong":
        ident = data.get("id")
        if ident is not None and not isinstance(ident, (str, int)) or isinstance(ident, bool):
            raise MessageError(cls.TYPE, f'needs "id" as a string or a whole number, not {_shown(ident)}')
        return cls(ident)

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "id": self.id}


Player = Literal["human", "bot"]
Status = Literal["open", "connected", "away", "bot"]
_PLAYERS: tuple[Player, ...] = ("human", "bot")
_STATUSES: tuple[Status, ...] = ("open", "connected", "away", "bot")


@dataclass(frozen=True)
class SeatInfo:
    """One seat of a ``seats`` message."""

    seat: int
    name: str
    player: Player
    status: Status

    @property
    def human(self) -> bool:
        return self.player == "human"

    def to_wire(self) -> Wire:
        return {"seat": self.seat, "name": self.name, "player": self.player, "status": self.status}


def _seat_info(data: object) -> SeatInfo:
    k = Seats.TYPE
    if not isinstance(data, dict):
        raise MessageError(k, f'needs each of "seats" as an object, not {_shown(data)}')
    player, status = data.get("player"), data.get("status")
    for value, allowed, name in ((player, _PLAYERS, "player"), (status, _STATUSES, "status")):
        if value not in allowed:
            raise MessageError(k, f'has a seat whose "{name}" is {_shown(value)}, not one of {", ".join(allowed)}')
    return SeatInfo(_seat(data, k), _str(data, k, "name"), _PLAYERS[_PLAYERS.index(player)],
                    _STATUSES[_STATUSES.index(status)])


@dataclass(frozen=True)
class Seats:
    """Who sits where; ``waiting_for``: player seats still open before the start; ``paused``: the table
    waits on an away seat's turn."""

    TYPE: ClassVar[str] = "seats"
    started: bool
    waiting_for: int
    paused: bool
    seats: tuple[SeatInfo, ...]

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Seats":
        k = cls.TYPE
        raw = _get(data, k, "seats")
        if not isinstance(raw, list) or not 1 <= len(raw) <= 4:
            raise MessageError(k, 'needs "seats" as a list of one to four seats')
        seats = tuple(_seat_info(s) for s in raw)
        if sorted(s.seat for s in seats) != list(range(len(seats))):
            raise MessageError(k, f"lists the seats {[s.seat for s in seats]}, not each seat once")
        return cls(_bool(data, k, "started"), _int(data, k, "waiting_for"), _bool(data, k, "paused"), seats)

    @property
    def names(self) -> list[str]:
        """The name in each seat, by seat number."""
        names = ["" for _ in self.seats]
        for s in self.seats:
            names[s.seat] = s.name
        return names

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "started": self.started, "waiting_for": self.waiting_for, "paused": self.paused,
                "seats": [s.to_wire() for s in self.seats]}


@dataclass(frozen=True)
class EventMessage:
    """One game event, already filtered for this seat; ``deal`` (only with ``hand_scored``) the hand's deal code."""

    TYPE: ClassVar[str] = "event"
    index: int
    event: Event
    deal: Optional[str] = None

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "EventMessage":
        k = cls.TYPE
        raw = _object(data, k, "event")
        try:
            event = event_from_dict(raw)
        except _READ_ERRORS as exc:
            raise MessageError(k, f"holds an event that cannot be read ({_shown(str(exc))})") from None
        deal = None if data.get("deal") is None else _str(data, k, "deal", 64)
        return cls(_int(data, k, "index"), event, deal)

    def to_wire(self) -> Wire:
        out: Wire = {"type": self.TYPE, "index": self.index, "event": event_to_dict(self.event)}
        if self.deal is not None:
            out["deal"] = self.deal
        return out


@dataclass(frozen=True)
class State:
    """This seat's full view; ``results_omitted``: earlier hand results the host left out (``view``
    carries them over from the view before, see ``views.view_from_dict``)."""

    TYPE: ClassVar[str] = "state"
    view: SeatView
    results_omitted: int = 0

    @classmethod
    def read(cls, data: Mapping[str, object], previous: Optional[SeatView] = None) -> "State":
        k = cls.TYPE
        raw = _object(data, k, "view")
        omitted = 0 if data.get("results_omitted") is None else _int(data, k, "results_omitted")
        try:
            view = view_from_dict(raw, previous)
        except _READ_ERRORS as exc:
            raise MessageError(k, f"holds a view that cannot be read ({_shown(str(exc))})") from None
        return cls(view, omitted)

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "view": view_to_dict(self.view, None), "results_omitted": self.results_omitted}


Action = Literal["declare", "double", "play"]
_ACTIONS: tuple[Action, ...] = ("declare", "double", "play")


@dataclass(frozen=True)
class RequestMessage:
    """This seat must act now: ``options`` are exactly the values it may answer with."""

    TYPE: ClassVar[str] = "request"
    action: Action
    options: tuple[str, ...]
    hand_no: Optional[int] = None

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "RequestMessage":
        k = cls.TYPE
        action, options = _get(data, k, "action"), _get(data, k, "options")
        if action not in _ACTIONS:
            raise MessageError(k, f'needs "action" as one of {", ".join(_ACTIONS)}, not {_shown(action)}')
        if not isinstance(options, list) or not all(isinstance(o, str) and len(o) <= 16 for o in options):
            raise MessageError(k, f'needs "options" as a list of short strings, not {_shown(options)}')
        return cls(_ACTIONS[_ACTIONS.index(action)], tuple(options),
                   _opt_int(data, k, "hand_no"))

    def to_wire(self) -> Wire:
        out: Wire = {"type": self.TYPE, "action": self.action, "options": list(self.options)}
        if self.hand_no is not None:
            out["hand_no"] = self.hand_no
        return out


@dataclass(frozen=True)
class Error:
    """A message was refused: ``code`` is stable (docs/protocol.md's table), ``message`` English for people;
    ``refusal`` the engine's reason for an illegal card, ``retry_after`` seconds to wait."""

    TYPE: ClassVar[str] = "error"
    code: str
    message: str
    refusal: Optional[Refusal] = None
    retry_after: Optional[float] = None

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Error":
        k = cls.TYPE
        code, message = _str(data, k, "code", 40), _str(data, k, "message")
        refusal = None
        if data.get("refusal") is not None:
            r = _object(data, k, "refusal")
            params = r.get("params")
            if params is not None and not isinstance(params, dict):
                raise MessageError(k, f'needs the refusal\'s "params" as an object, not {_shown(params)}')
            refusal = Refusal(str(r.get("code", code)), str(r.get("card", "")), dict(params or {}), message)
        return cls(code, message, refusal, _opt_float(data, k, "retry_after"))

    def to_wire(self) -> Wire:
        out: Wire = {"type": self.TYPE, "code": self.code, "message": self.message}
        if self.refusal is not None:
            out["refusal"] = {"code": self.refusal.code, "card": self.refusal.card, "params": self.refusal.params}
        if self.retry_after is not None:
            out["retry_after"] = self.retry_after
        return out


@dataclass(frozen=True)
class Chat:
    """A chat line to everyone at the table."""

    TYPE: ClassVar[str] = "chat"
    seat: int
    name: str
    text: str

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Chat":
        k = cls.TYPE
        return cls(_seat(data, k), _str(data, k, "name"), _str(data, k, "text"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "seat": self.seat, "name": self.name, "text": self.text}


@dataclass(frozen=True)
class Clock:
    """The clock of the seat to act, in a turn's last seconds and through its overtime."""

    TYPE: ClassVar[str] = "clock"
    seat: int
    name: str
    seconds_left: float
    overtime: bool

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Clock":
        k = cls.TYPE
        return cls(_seat(data, k), _str(data, k, "name"), _float(data, k, "seconds_left"), _bool(data, k, "overtime"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "seat": self.seat, "name": self.name, "seconds_left": self.seconds_left,
                "overtime": self.overtime}


@dataclass(frozen=True)
class Paused:
    """The table waits on the turn of an away seat: ``seconds_left`` until a bot plays for it."""

    TYPE: ClassVar[str] = "paused"
    seat: int
    name: str
    seconds_left: float

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Paused":
        k = cls.TYPE
        return cls(_seat(data, k), _str(data, k, "name"), _float(data, k, "seconds_left"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "seat": self.seat, "name": self.name, "seconds_left": self.seconds_left}


@dataclass(frozen=True)
class Resumed:
    """The wait is over."""

    TYPE: ClassVar[str] = "resumed"

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Resumed":
        return cls()

    def to_wire(self) -> Wire:
        return {"type": self.TYPE}


@dataclass(frozen=True)
class PlayerBack:
    """A dropped player came back to its seat."""

    TYPE: ClassVar[str] = "player_back"
    seat: int
    name: str

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "PlayerBack":
        k = cls.TYPE
        return cls(_seat(data, k), _str(data, k, "name"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "seat": self.seat, "name": self.name}


Until = Literal["return", "hand_end"]
_UNTILS: tuple[Until, ...] = ("return", "hand_end")


@dataclass(frozen=True)
class BotTookSeat:
    """A bot plays the seat, ``until`` its player returns or to the end of the hand."""

    TYPE: ClassVar[str] = "bot_took_seat"
    seat: int
    name: str
    until: Until

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "BotTookSeat":
        k = cls.TYPE
        until = _get(data, k, "until")
        if until not in _UNTILS:
            raise MessageError(k, f'needs "until" as one of {", ".join(_UNTILS)}, not {_shown(until)}')
        return cls(_seat(data, k), _str(data, k, "name"), _UNTILS[_UNTILS.index(until)])

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "seat": self.seat, "name": self.name, "until": self.until}


@dataclass(frozen=True)
class HandOver:
    """A hand was scored (not the last): the next is dealt in ``next_hand_in`` seconds or when all are ready."""

    TYPE: ClassVar[str] = "hand_over"
    hand_no: int
    next_hand_in: float

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "HandOver":
        k = cls.TYPE
        return cls(_int(data, k, "hand_no"), _float(data, k, "next_hand_in"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "hand_no": self.hand_no, "next_hand_in": self.next_hand_in}


Reason = Literal["game_over", "hands_done"]
_REASONS: tuple[Reason, ...] = ("game_over", "hands_done")


@dataclass(frozen=True)
class GameOver:
    """The end of a game: ``reason`` is ``game_over`` (the rules) or ``hands_done`` (a host hand limit);
    ``winner_team`` None is a tie at a hand limit; ``totals`` one per side."""

    TYPE: ClassVar[str] = "game_over"
    reason: Reason
    winner_team: Optional[int]
    totals: tuple[int, ...]
    hands_played: int

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "GameOver":
        k = cls.TYPE
        reason, totals = _get(data, k, "reason"), _get(data, k, "totals")
        if reason not in _REASONS:
            raise MessageError(k, f'needs "reason" as one of {", ".join(_REASONS)}, not {_shown(reason)}')
        if not isinstance(totals, list) or not all(isinstance(t, int) and not isinstance(t, bool) for t in totals):
            raise MessageError(k, f'needs "totals" as a list of whole numbers, not {_shown(totals)}')
        winner = _opt_int(data, k, "winner_team")
        if winner is not None and not 0 <= winner < max(1, len(totals)):
            raise MessageError(k, f'names side {winner} as the winner, of {len(totals)}')
        return cls(_REASONS[_REASONS.index(reason)], winner, tuple(totals),
                   _int(data, k, "hands_played"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "reason": self.reason, "winner_team": self.winner_team,
                "totals": list(self.totals), "hands_played": self.hands_played}


@dataclass(frozen=True)
class RematchVotes:
    """After the game: the connected players' seats that asked for a rematch, and those that have not."""

    TYPE: ClassVar[str] = "rematch_votes"
    ready: tuple[int, ...]
    waiting_for: tuple[int, ...]

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "RematchVotes":
        k = cls.TYPE
        return cls(_seats(data, k, "ready"), _seats(data, k, "waiting_for"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "ready": list(self.ready), "waiting_for": list(self.waiting_for)}


@dataclass(frozen=True)
class NewGame:
    """A rematch begins: the game's number at this table and its first dealer."""

    TYPE: ClassVar[str] = "new_game"
    game_no: int
    first_dealer: int

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "NewGame":
        k = cls.TYPE
        return cls(_int(data, k, "game_no"), _seat(data, k, "first_dealer"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "game_no": self.game_no, "first_dealer": self.first_dealer}


@dataclass(frozen=True)
class HostClosing:
    """The host is going away; the connection closes next."""

    TYPE: ClassVar[str] = "host_closing"
    reason: str

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "HostClosing":
        return cls(_str(data, cls.TYPE, "reason"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "reason": self.reason}


@dataclass(frozen=True)
class Disconnected:
    """(The client's own, never on the wire.) The connection to the table ended, for ``reason``."""

    TYPE: ClassVar[str] = "disconnected"
    reason: str

    @classmethod
    def read(cls, data: Mapping[str, object]) -> "Disconnected":
        return cls(_str(data, cls.TYPE, "reason"))

    def to_wire(self) -> Wire:
        return {"type": self.TYPE, "reason": self.reason}


HostMessage = Union[Welcome, Ping, Pong, Seats, EventMessage, State, RequestMessage, Error, Chat, Clock, Paused,
                    Resumed, PlayerBack, BotTookSeat, HandOver, GameOver, RematchVotes, NewGame, HostClosing]
#: What a client's ``messages`` carry: a host's message, or the end of the connection.
ClientMessage = Union[HostMessage, Disconnected]

#: Each host message class by its wire ``type`` (docs/protocol.md's *Host → client* table, in order).
HOST_TYPES: dict[str, type[HostMessage]] = {cls.TYPE: cls for cls in (
    Welcome, Ping, Seats, EventMessage, State, RequestMessage, Error, Chat, Clock, Paused, Resumed, PlayerBack,
    BotTookSeat, HandOver, GameOver, RematchVotes, NewGame, HostClosing, Pong)}


def from_wire(data: object, previous: Optional[SeatView] = None) -> HostMessage:
    """The host message in one decoded JSON object, or ``MessageError`` saying what is wrong with it
    (never another exception).  ``previous``: the view before, for a ``state`` that left results out."""
    if not isinstance(data, dict):
        raise MessageError("?", f"is not a JSON object but {_shown(data)}")
    kind = data.get("type")
    cls = HOST_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise MessageError(str(kind)[:40], "is of a type this client does not know")
    try:
        if cls is State:
            return State.read(data, previous)
        return cls.read(data)
    except MessageError:
        raise
    except _READ_ERRORS as exc:  # a field the checks above let through and a constructor refused
        raise MessageError(str(kind), f"cannot be read ({_shown(str(exc))})") from None
