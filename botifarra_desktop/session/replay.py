"""A game replayed from its action log, for looking back: the hand history and the review.

Once a hand is over every card of it is public, so a replay may show every
seat's cards; it never serves a live table (that is ``TableSession``, which
hands out one seat's view only).  The ``Game`` stays inside: a replay offers
exactly what the history viewer and the review read.
"""

from __future__ import annotations

from typing import Optional

from ..engine import Game, Rules, SeatView
from ..engine.actions import Action
from ..engine.events import Event, HandResult
from ..engine.position import Position


class Replay:
    def __init__(self, rules: Rules, first_dealer: int, start: Optional[Position] = None,
                 legacy_lleida: bool = False) -> None:
        self._game = (Game.from_position(start) if start is not None
                      else Game(rules, first_dealer, legacy_lleida=legacy_lleida))

    @classmethod
    def from_position(cls, position: Position) -> "Replay":
        return cls(position.rules, 0, position)

    def apply(self, action: Action) -> list[Event]:
        """The next logged action; raises a typed ``ActionError`` if it does not fit."""
        return self._game.apply(action)

    def view(self, seat: int) -> SeatView:
        return self._game.view(seat)

    @property
    def players(self) -> int:
        return self._game.players

    @property
    def hand_no(self) -> int:
        return self._game.hand_no

    @property
    def results(self) -> tuple[HandResult, ...]:
        return tuple(self._game.results)

    @property
    def trick_no(self) -> int:
        return self._game.trick_no

    @property
    def tricks_won(self) -> tuple[int, ...]:
        return tuple(self._game.tricks_won)

    @property
    def card_points(self) -> tuple[int, ...]:
        return tuple(self._game.card_points)

    def open_hand(self, seat: int) -> tuple[str, ...]:
        """Every card ``seat`` still holds, in its hand or its piles (public once the hand is over)."""
        return tuple(self._game.ranking.cards_of(self._game.hands[seat]))

    def open_piles(self, seat: int) -> tuple[tuple[str, ...], ...]:
        """The seat's piles, bottom to top, face-down cards included (pile games; else empty)."""
        g = self._game
        if not g.way.piles:
            return ()
        return tuple(tuple(g.ranking.card_str(c) for c in pile) for pile in g.piles[seat])
