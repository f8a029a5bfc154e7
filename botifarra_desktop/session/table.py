"""The table host without I/O: one game, four seats, turn flow.

Used by offline play (in-process, with the UI as the human seat and bots in the
other seats) and by the LAN host (remote seats are sockets), so both share one
code path.  The session owns the ``Game``; a seat only ever gets its
``SeatView``, its filtered events and a ``Request`` when it must act, and it
answers with ``act(seat, kind, value)``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from ..engine import Claim, Deal, Declare, Double, Game, Phase, Play, Rules, SeatView
from ..engine.deals import new_deal_code
from ..engine.errors import BadAction, OutOfTurn, WrongPhase

SESSION_FORMAT = "botifarra-session"
SESSION_VERSION = 1

ACTION_KINDS = ("declare", "double", "play")


def deal_number_for(seed: int, hand_no: int) -> int:
    """The deal number of hand ``hand_no`` (1-based) of a session seeded ``seed``; stable across Pythons."""
    return int(random.Random(seed * 10007 + hand_no).random() * 2**31)


@dataclass(frozen=True)
class Request:
    """The seat the table waits for, what it must do, and exactly the choices it may send back."""

    seat: int
    action: str  # "declare" | "double" | "play"
    options: tuple[str, ...]


class TableSession:
    def __init__(
        self,
        rules: Rules,
        seed: int,
        first_dealer: Optional[int] = None,
        deal_numbers: Optional[Sequence[int]] = None,
        names: Optional[Sequence[str]] = None,
        secret_deals: bool = False,
    ) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise ValueError(f"a session seed is a whole number from 0 up, not {seed!r}")
        self.rules = rules
        self.seed = seed
        self.first_dealer = random.Random(seed).randrange(rules.way.players) if first_dealer is None else first_dealer
        #: Deal numbers to use first (replaying a deal); after them, numbers come from the seed.
        self.preset_deals = list(deal_numbers or ())
        #: Deal each hand from a fresh secret deal code (``engine.deals``) instead of the seed:
        #: nobody can work out the other hands from their own (LAN tables).
        self.secret_deals = secret_deals
        self.names = list(names) if names else ["", "", "", ""]
        self.game = Game(rules, self.first_dealer)

    @classmethod
    def from_position(cls, position: Any, seed: int = 0, names: Optional[Sequence[str]] = None) -> "TableSession":
        """A session that starts mid-hand at a scenario's position, ready to play (no ``start()``)."""
        game = Game.from_position(position)
        s = cls(game.rules, seed, game.first_dealer, names=names)
        s.game = game
        return s

    # --------------------------------------------------------------- reading
    @property
    def phase(self) -> Phase:
        return self.game.phase

    @property
    def over(self) -> bool:
        return self.game.phase is Phase.GAME_OVER

    def view(self, seat: int) -> SeatView:
        return self.game.view(seat)

    def events(self, seat: Optional[int], since: int = 0) -> tuple[list[Any], int]:
        """The events from index ``since`` as ``seat`` may see them, and the next index."""
        return self.game.events_for(seat, since), len(self.game.events)

    def pending(self) -> Optional[Request]:
        g = self.game
        seat = g.to_act()
        if seat is None:
            return None
        if g.phase is Phase.DECLARE:
            return Request(seat, "declare", tuple(g.declare_options(seat)))
        if g.phase is Phase.DOUBLE:
            return Request(seat, "double", tuple(g.double_options(seat)))
        return Request(seat, "play", tuple(g.legal_cards(seat)))

    def explain(self, seat: int, card: str):
        """Why ``seat`` may not play ``card`` now (a ``Refusal``), or ``None`` if it may.

        Only about the seat's own hand: for a card it does not hold the answer is
        "not_in_hand", whoever holds it.
        """
        return self.game.explain_card(seat, card)

    def deal_number(self, hand_no: int) -> int:
        """The deal number of a hand already dealt (1-based)."""
        return self.game.deal_numbers[hand_no - 1]

    # --------------------------------------------------------------- acting
    def start(self) -> None:
        """Deal the first hand."""
        if self.game.hand_no:
            raise WrongPhase("the game has already started")
        self._deal()

    def next_hand(self) -> None:
        """After a hand is scored, deal the next one."""
        if self.game.phase is not Phase.HAND_OVER:
            raise WrongPhase(f"the next hand can only be dealt when a hand is over, not in the {self.game.phase.value} phase")
        self._deal()

    def _deal(self) -> None:
        k = self.game.hand_no  # hands dealt so far
        if k < len(self.preset_deals):
            n = self.preset_deals[k]
        else:
            n = new_deal_code() if self.secret_deals else deal_number_for(self.seed, k + 1)
        self.game.apply(Deal(n))

    def act(self, seat: int, kind: str, value: str) -> list[Any]:
        """A seat's answer to its request.  Raises a typed ``ActionError``; nothing changes then."""
        req = self.pending()
        if kind not in ACTION_KINDS:
            raise BadAction(f"unknown action {kind!r}; use declare, double or play")
        if req is None:
            raise WrongPhase("nobody is to act now")
        if seat != req.seat:
            raise OutOfTurn(f"it is not seat {seat}'s turn; seat {req.seat} is to act", turn=req.seat)
        if kind != req.action:
            raise WrongPhase(f"seat {seat} must {req.action} now, not {kind}", phase=self.game.phase.value)
        if not isinstance(value, str):
            raise BadAction(f"the {kind} value must be a string, not {value!r}")
        action = {"declare": Declare, "double": Double, "play": Play}[kind](seat, value)
        return self.game.apply(action)

    def claim(self, seat: int) -> list[Any]:
        return self.game.apply(Claim(seat))

    # --------------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": SESSION_FORMAT,
            "version": SESSION_VERSION,
            "seed": self.seed,
            "names": list(self.names),
            "preset_deals": list(self.preset_deals),
            "secret_deals": self.secret_deals,
            "game": self.game.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any) -> "TableSession":
        """Rebuild a session by replaying its game; raises ValueError for anything malformed."""
        if not isinstance(data, dict) or data.get("kind") != SESSION_FORMAT:
            raise ValueError("not a botifarra table session")
        if data.get("version") != SESSION_VERSION:
            raise ValueError(f"session version {data.get('version')!r} is not supported")
        game = Game.from_dict(data.get("game"))
        seed = data.get("seed")
        names = data.get("names") or ["", "", "", ""]
        preset = data.get("preset_deals") or []
        if not isinstance(names, list) or len(names) != 4 or not all(isinstance(n, str) for n in names):
            raise ValueError("the session's player names are malformed")
        if not isinstance(preset, list) or not all(isinstance(n, int) and n >= 0 for n in preset):
            raise ValueError("the session's deal numbers are malformed")
        s = cls(game.rules, seed, game.first_dealer, preset, names, secret_deals=data.get("secret_deals") is True)
        s.game = game
        return s


def run_bots(session: TableSession, bots: dict, max_steps: int = 100_000) -> int:
    """Let bot seats act while one of them is to act.  ``bots[seat].decide(view) -> str``.

    Returns the number of actions taken.  Stops at a human/remote seat's request or
    when no one is to act (hand or game over).
    """
    steps = 0
    while steps < max_steps:
        req = session.pending()
        if req is None or req.seat not in bots:
            return steps
        value = req.options[0] if len(req.options) == 1 and req.action == "play" else bots[req.seat].decide(session.view(req.seat))
        session.act(req.seat, req.action, value)
        steps += 1
    return steps
