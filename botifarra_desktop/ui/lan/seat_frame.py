"""The table as its player sees it: every seat turned so that the player sits at seat 0.

The table scene, the panels and the score sheet draw the player at the bottom
(seat 0) with the partner in front and "us" as team 0.  At a LAN table the
player may hold any seat, so the network source turns what the host sends
(views, events, results) into this frame, for every way to play (2-4 seats).
Turning keeps partners partners and the order of play, so nothing the engine
decided changes; only the numbering does.  In the pairs game team numbers swap
when the player's seat is odd (seats 1 and 3 are team 1); in the other ways
every player is a side and sides turn like seats.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional, Sequence, TypeVar, overload

from ...engine import SeatView
from ...engine import events as ev

T = TypeVar("T")


class SeatFrame:
    """The turning for the player at real seat ``me`` of a table of ``players`` seats.  ``pairs``: sides
    are the two teams (seat % 2); otherwise every player is a side of their own, turned like the seats."""

    def __init__(self, me: int, players: int = 4, pairs: bool = True) -> None:
        self.me = me
        self.players = players
        self.pairs = pairs

    @classmethod
    def for_rules(cls, me: int, rules: Any) -> "SeatFrame":
        return cls(me, rules.way.players, rules.way.partners)

    @overload
    def seat(self, seat: int) -> int: ...

    @overload
    def seat(self, seat: None) -> None: ...

    def seat(self, seat: Optional[int]) -> Optional[int]:
        """A real seat number as the player sees it (the player is 0)."""
        return None if seat is None else (seat - self.me) % self.players

    def real(self, seat: int) -> int:
        """Back: the real seat of a seat as the player sees it."""
        return (seat + self.me) % self.players

    @overload
    def team(self, team: int) -> int: ...

    @overload
    def team(self, team: None) -> None: ...

    def team(self, team: Optional[int]) -> Optional[int]:
        """A side's number as the player sees it (the player's side is 0)."""
        if team is None:
            return None
        return (team - self.me) % 2 if self.pairs else self.seat(team)

    def pair(self, values: Sequence[T]) -> tuple[T, ...]:
        """A per-side list, the player's side first (the two teams, or one entry per player)."""
        if self.pairs:
            return (values[0], values[1]) if self.me % 2 == 0 else (values[1], values[0])
        return self.seats4(values)

    def seats4(self, values: Sequence[T]) -> tuple[T, ...]:
        """A per-seat list, the player's first (entries past the table's seats stay where they are)."""
        n = min(self.players, len(values))
        return tuple(values[(d + self.me) % n] for d in range(n)) + tuple(values[n:])

    def plays(self, cards: Sequence[tuple[int, str]]) -> tuple[tuple[int, str], ...]:
        return tuple(((s - self.me) % self.players, c) for s, c in cards)

    @overload
    def trick(self, t: ev.TrickWon) -> ev.TrickWon: ...

    @overload
    def trick(self, t: None) -> None: ...

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
        return replace(
            v, seat=self.seat(v.seat), dealer=self.seat(v.dealer), hand_counts=self.seats4(v.hand_counts),
            turn=self.seat(v.turn), declarer=self.seat(v.declarer), calls=self.plays(v.calls),
            leader=self.seat(v.leader), trick=self.plays(v.trick), history=tuple(self.trick(t) for t in v.history),
            last_tricks=tuple(self.trick(t) for t in self.pair(v.last_tricks)), tricks_won=self.pair(v.tricks_won),
            card_points=self.pair(v.card_points), totals=self.pair(v.totals),
            results=tuple(self.result(r) for r in v.results), winner_team=self.team(v.winner_team),
            piles=self.seats4(v.piles) if v.piles else v.piles)

    def event(self, e: ev.Event) -> ev.Event:
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
