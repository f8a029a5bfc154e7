"""The table as its player sees it: every seat turned so that the player sits at seat 0.

The table scene, the panels and the score sheet draw the player at the bottom
(seat 0) with the partner in front and "us" as team 0.  At a LAN table the
player may hold any seat, so the network source turns what the host sends
(views, events, results) into this frame.  Turning keeps partners partners and
the order of play, so nothing the engine decided changes; only the numbering
does.  Team numbers swap when the player's seat is odd (seats 1 and 3 are
team 1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional, Sequence, TypeVar

from ..engine import SeatView
from ..engine import events as ev

T = TypeVar("T")


class SeatFrame:
    def __init__(self, me: int) -> None:
        self.me = me

    def seat(self, seat: Optional[int]) -> Optional[int]:
        """A real seat number as the player sees it (the player is 0)."""
        return None if seat is None else (seat - self.me) % 4

    def real(self, seat: int) -> int:
        """Back: the real seat of a seat as the player sees it."""
        return (seat + self.me) % 4

    def team(self, team: Optional[int]) -> Optional[int]:
        return None if team is None else (team - self.me) % 2

    def pair(self, values: Sequence[T]) -> tuple[T, T]:
        """A per-team pair, "us" first."""
        return (values[0], values[1]) if self.me % 2 == 0 else (values[1], values[0])

    def seats4(self, values: Sequence[T]) -> tuple[T, ...]:
        """A per-seat list, the player's first."""
        return tuple(values[self.real(d)] for d in range(4))

    def plays(self, cards: Sequence[tuple[int, str]]) -> tuple[tuple[int, str], ...]:
        return tuple((self.seat(s), c) for s, c in cards)

    def trick(self, t: Optional[ev.TrickWon]) -> Optional[ev.TrickWon]:
        if t is None:
            return None
        return replace(t, winner=self.seat(t.winner), cards=self.plays(t.cards))

    def result(self, r: ev.HandResult) -> ev.HandResult:
        return replace(r, dealer=self.seat(r.dealer), declarer=self.seat(r.declarer), calls=self.plays(r.calls),
                       card_points=self.pair(r.card_points), tricks=self.pair(r.tricks), points=self.pair(r.points),
                       score=self.pair(r.score), totals=self.pair(r.totals), claimed_by=self.seat(r.claimed_by))

    def view(self, v: SeatView) -> SeatView:
        if self.me == 0:
            return v
        last = self.pair(v.last_tricks)
        return replace(
            v, seat=self.seat(v.seat), dealer=self.seat(v.dealer), hand_counts=self.seats4(v.hand_counts),
            turn=self.seat(v.turn), declarer=self.seat(v.declarer), calls=self.plays(v.calls),
            leader=self.seat(v.leader), trick=self.plays(v.trick), history=tuple(self.trick(t) for t in v.history),
            last_tricks=(self.trick(last[0]), self.trick(last[1])), tricks_won=self.pair(v.tricks_won),
            card_points=self.pair(v.card_points), totals=self.pair(v.totals),
            results=tuple(self.result(r) for r in v.results), winner_team=self.team(v.winner_team))

    def event(self, e: Any) -> Any:
        if self.me == 0:
            return e
        s = self.seat
        if isinstance(e, ev.HandStarted):
            return replace(e, dealer=s(e.dealer))
        if isinstance(e, (ev.CardsDealt, ev.Declared, ev.DoubleCalled, ev.DoublePassed, ev.CardPlayed)):
            return replace(e, seat=s(e.seat))
        if isinstance(e, ev.Delegated):
            return replace(e, seat=s(e.seat), partner=s(e.partner))
        if isinstance(e, ev.PlayStarted):
            return replace(e, leader=s(e.leader))
        if isinstance(e, ev.TrickWon):
            return self.trick(e)
        if isinstance(e, ev.IllegalCardClaimed):
            return replace(e, claimer=s(e.claimer), offender=s(e.offender))
        if isinstance(e, ev.HandScored):
            return replace(e, result=self.result(e.result))
        if isinstance(e, ev.GameOver):
            return replace(e, winner_team=self.team(e.winner_team), totals=self.pair(e.totals))
        return e
