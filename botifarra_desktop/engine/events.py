"""Typed events: what happened, in order.  Everything here is public except the dealt cards."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, ClassVar, Optional, Union


@dataclass(frozen=True)
class HandStarted:
    hand_no: int  # 1-based
    dealer: int  # the seat that deals this hand (and declares it, but see the next field)
    #: Lleida first hand: the holder of the 5 of espases declares, not the dealer
    #: (the first lead is still the dealer's right)
    lleida_five_of_espases: bool = False
    kind: ClassVar[str] = "hand_started"


@dataclass(frozen=True)
class CardsDealt:
    """Private: the full event goes only to ``seat``; others get the count."""

    seat: int
    cards: tuple[str, ...] = ()
    count: int = 12
    kind: ClassVar[str] = "cards_dealt"

    def redacted(self) -> "CardsDealt":
        return replace(self, cards=())


@dataclass(frozen=True)
class Delegated:
    seat: int
    partner: int
    kind: ClassVar[str] = "delegated"


@dataclass(frozen=True)
class Declared:
    seat: int
    trump: Optional[str]  # suit letter, None for botifarra
    delegated: bool
    multiplier: int
    kind: ClassVar[str] = "declared"


@dataclass(frozen=True)
class DoubleCalled:
    seat: int
    call: str  # contro | recontro | sant_vicenc | barraca
    level: int
    multiplier: int
    kind: ClassVar[str] = "double_called"


@dataclass(frozen=True)
class DoublePassed:
    seat: int
    kind: ClassVar[str] = "double_passed"


@dataclass(frozen=True)
class PlayStarted:
    leader: int
    trump: Optional[str]
    multiplier: int
    kind: ClassVar[str] = "play_started"


@dataclass(frozen=True)
class CardPlayed:
    seat: int
    card: str
    trick_no: int  # 1-based
    carrego: bool = False  # intermèdia with announcement: "Carrego"
    kind: ClassVar[str] = "card_played"


@dataclass(frozen=True)
class PileCardTurned:
    """Pile games: the card under a played pile card is turned face up (public)."""

    seat: int
    pile: int
    card: str
    left: int  # cards left in the pile
    kind: ClassVar[str] = "pile_card_turned"


@dataclass(frozen=True)
class TrickWon:
    trick_no: int
    winner: int
    cards: tuple[tuple[int, str], ...]  # (seat, card) in play order
    points: int  # card points + 1 for the trick
    kind: ClassVar[str] = "trick_won"


@dataclass(frozen=True)
class IllegalCardClaimed:
    claimer: int
    offender: int
    card: str
    trick_no: int
    kind: ClassVar[str] = "illegal_card_claimed"


@dataclass(frozen=True)
class HandResult:
    hand_no: int
    dealer: int
    declarer: int
    delegated: bool
    trump: Optional[str]
    doubles: int
    calls: tuple[tuple[int, str], ...]
    multiplier: int
    # per side: two in the pairs game (team 0 = seats 0 and 2), else one per player
    card_points: tuple[int, ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]  # card points + tricks
    score: tuple[int, ...]
    totals: tuple[int, ...]  # running totals after this hand
    claimed_by: Optional[int] = None  # table rules: the seat whose claim decided the hand

    @property
    def botifarra(self) -> bool:
        return self.trump is None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "HandResult":
        d = dict(d)
        for k in ("calls",):
            d[k] = tuple(tuple(x) for x in d[k])
        for k in ("card_points", "tricks", "points", "score", "totals"):
            d[k] = tuple(d[k])
        return cls(**d)


@dataclass(frozen=True)
class HandScored:
    result: HandResult
    kind: ClassVar[str] = "hand_scored"


@dataclass(frozen=True)
class GameOver:
    winner_team: int  # the winning side
    totals: tuple[int, ...]  # per side
    hands_played: int
    kind: ClassVar[str] = "game_over"


#: Any one of the events above: ``isinstance`` or ``match`` on the class tells which (mypy follows it).
Event = Union[
    HandStarted, CardsDealt, Delegated, Declared, DoubleCalled, DoublePassed, PlayStarted,
    CardPlayed, PileCardTurned, TrickWon, IllegalCardClaimed, HandScored, GameOver,
]

EVENT_TYPES: dict[str, type[Event]] = {
    c.kind: c
    for c in (
        HandStarted, CardsDealt, Delegated, Declared, DoubleCalled, DoublePassed, PlayStarted,
        CardPlayed, PileCardTurned, TrickWon, IllegalCardClaimed, HandScored, GameOver,
    )
}


def event_for_seat(event: Event, seat: Optional[int]) -> Event:
    """The version of ``event`` that ``seat`` may see (``None``: a spectator)."""
    if isinstance(event, CardsDealt) and event.seat != seat:
        return event.redacted()
    return event


def event_to_dict(event: Event) -> dict[str, Any]:
    return {"type": event.kind, **asdict(event)}


def event_from_dict(d: Any) -> Event:
    """An event from its ``event_to_dict`` form (a LAN message); ValueError if it is not one."""
    try:
        cls = EVENT_TYPES[d["type"]]
        fields = {k: v for k, v in d.items() if k != "type"}
        if cls is CardsDealt:
            fields["cards"] = tuple(str(c) for c in fields.get("cards", ()))
        elif cls is TrickWon:
            fields["cards"] = tuple((int(s), str(c)) for s, c in fields["cards"])
        elif cls is HandScored:
            fields["result"] = HandResult.from_dict(fields["result"])
        elif cls is GameOver:
            fields["totals"] = tuple(fields["totals"])
        return cls(**fields)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"the table sent a malformed event ({exc})") from None
