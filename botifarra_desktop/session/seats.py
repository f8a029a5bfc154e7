"""Who sits at the table and what the table is waiting for.

``Seat`` says who answers a seat's requests: the human at this screen, a bot of
some level, or a remote player.  ``TableSession.next`` answers with one of
``Turn`` (a seat must act), ``HandOver`` (deal the next hand when the driver
wants) or ``GameFinished``.  None of this does I/O: the drivers (the offline
source, the LAN host, the arena, the tests) turn these answers into signals,
messages or plain calls.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Literal, Optional, Union

from ..engine.events import HandResult
from ..engine.view import SeatView

SeatKind = Literal["human", "bot", "remote"]
SEAT_KINDS: tuple[str, ...] = ("human", "bot", "remote")
#: The computer players' levels, weakest first: the one list the settings, the saves, the dialogs and
#: the command lines (botifarra, botifarra-host, botifarra-join, botifarra-arena) offer.
BotLevel = Literal["easy", "medium", "hard"]
BOT_LEVELS: tuple[BotLevel, ...] = ("easy", "medium", "hard")
#: The level of a computer player nobody chose one for.
DEFAULT_BOT_LEVEL: BotLevel = "medium"


@dataclass(frozen=True)
class Seat:
    """One chair: who answers its requests (and, for a bot, at which level)."""

    kind: SeatKind = "bot"
    level: Optional[str] = None  # bots only: easy | medium | hard, a test's own name, or None (the driver's bot)

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"a seat is human, bot or remote, not {self.kind!r}")
        if self.kind != "bot" and self.level is not None:
            raise ValueError("only a bot seat has a level")

    @classmethod
    def human(cls) -> "Seat":
        return cls("human", None)

    @classmethod
    def bot(cls, level: str = DEFAULT_BOT_LEVEL) -> "Seat":
        return cls("bot", level)

    @classmethod
    def remote(cls) -> "Seat":
        return cls("remote", None)

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


@dataclass(frozen=True)
class Request:
    """The seat the table waits for, what it must do, and exactly the choices it may send back."""

    seat: int
    action: str  # "declare" | "double" | "play"
    options: tuple[str, ...]


@dataclass(frozen=True)
class Turn:
    """A seat must act: its request, the seat's view, and the decision's identity.

    ``key`` names the decision (it changes with every action at the table), so an
    answer that arrives for an older decision is recognised and dropped.
    ``forced`` is the only card the seat may play, when there is just one: the
    table plays it for a bot seat without asking (``TableSession.play_forced``).
    ``deadline`` is when the per-turn clock runs out (``None``: no clock).
    """

    request: Request
    key: int
    seat_kind: SeatKind
    level: Optional[str]
    deadline: Optional[float]
    forced: Optional[str]
    _view: Callable[[], SeatView] = field(repr=False, compare=False)

    @property
    def seat(self) -> int:
        return self.request.seat

    @property
    def action(self) -> str:
        return self.request.action

    @property
    def options(self) -> tuple[str, ...]:
        return self.request.options

    @property
    def view(self) -> SeatView:
        """The acting seat's view (only that seat's cards)."""
        return self._view()


@dataclass(frozen=True)
class HandOver:
    """Nobody is to act: the hand ``hand_no`` is scored (0: nothing dealt yet); ``next_hand`` deals on."""

    hand_no: int
    result: Optional[HandResult]


@dataclass(frozen=True)
class GameFinished:
    """The game is over: the winning side (``None`` when stopped level) and the totals per side."""

    winner: Optional[int]
    totals: tuple[int, ...]
    hands_played: int


Next = Union[Turn, HandOver, GameFinished]


def fallback_choice(request: Request) -> str:
    """The legal answer the table gives for a seat that could not (a bot that failed, a clock run out).

    Never a raise of the stakes: a double request is passed, a declarer who may
    delegate delegates, otherwise the first option the engine lists (its lowest
    legal card, or the first suit)."""
    options = request.options
    if request.action == "double" and "pass" in options:
        return "pass"
    if request.action == "declare" and "delegate" in options:
        return "delegate"
    return options[0]
