"""Per-seat views: everything one seat may know, and nothing more.

The only thing bots, remote clients and the UI ever receive.  Public facts are
the cards on the table and the tricks already played (every player saw them
fall: ``history`` is the players' memory, what the bots reason from),
declarations and calls, scores, and how many cards each player holds.  The only
cards listed are the seat's own.

What may be *looked at again* is narrower (seed 000: *"Les cartes ja jugades ... no
es podran consultar, a excepció de l'última basa afegida a cada pilot"*): during
the hand, only the last trick of each pile; every trick once the hand is over or
with the practice option ``Rules.show_all_tricks``.  ``SeatView.visible_tricks``
(``looked_back_tricks``) is that list, and the only one the UI shows.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Optional, Sequence

from .events import HandResult, TrickWon
from .phase import Phase
from .rules import Rules


@dataclass(frozen=True)
class SeatView:
    seat: int
    rules: Rules
    phase: Phase
    hand_no: int
    dealer: Optional[int]
    hand: tuple[str, ...]
    hand_counts: tuple[int, ...]  # per seat (2-4 seats)
    turn: Optional[int]  # seat the game waits for
    # declaration and doubling
    declared: bool
    declarer: Optional[int]
    delegated: bool
    trump: Optional[str]  # suit letter; None before declaring or with botifarra
    doubles: int
    calls: tuple[tuple[int, str], ...]
    multiplier: int
    # play
    leader: Optional[int]
    trick_no: int
    trick: tuple[tuple[int, str], ...]  # (seat, card) in play order
    history: tuple[TrickWon, ...]  # completed tricks of this hand
    # per side: two in the pairs game, else one per player
    last_tricks: tuple[Optional[TrickWon], ...]  # last trick won by each side
    tricks_won: tuple[int, ...]
    card_points: tuple[int, ...]
    # what this seat may do now
    legal: tuple[str, ...]
    options: tuple[str, ...]  # declare or double choices when it is this seat's turn
    can_claim: bool
    # the game
    totals: tuple[int, ...]  # per side
    results: tuple[HandResult, ...]
    winner_team: Optional[int]
    #: pile games: for each seat, each pile's face-up card (None when empty) and its size
    piles: tuple[tuple[tuple[Optional[str], int], ...], ...] = ()
    #: a game started at a position: the cards already won before it (they are out of play,
    #: but ``history`` does not list their tricks)
    played_before: tuple[str, ...] = ()

    @property
    def players(self) -> int:
        return len(self.hand_counts)

    @property
    def team(self) -> int:
        """The seat's side: its pair in the pairs game, else the seat itself."""
        return self.seat % 2 if self.rules.way.partners else self.seat

    @property
    def botifarra(self) -> bool:
        return self.declared and self.trump is None

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat

    @property
    def visible_tricks(self) -> tuple[TrickWon, ...]:
        """The tricks of this hand the seat may look at now (see the module docstring)."""
        return looked_back_tricks(self.rules, self.history, self.phase.over)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["rules"] = self.rules.to_dict()
        d["phase"] = self.phase.value
        return d


def looked_back_tricks(rules: Rules, history: Sequence[TrickWon], hand_over: bool) -> tuple[TrickWon, ...]:
    """The tricks of a hand that may be looked at: all of them once the hand is over or with the
    memory aid (``rules.show_all_tricks``); during the hand, the last trick of each side's pile."""
    if hand_over or rules.show_all_tricks:
        return tuple(history)
    last: dict[int, TrickWon] = {}
    for t in history:
        last[rules.way.side_of(t.winner)] = t
    return tuple(sorted(last.values(), key=lambda t: t.trick_no))


def build_view(game: Any, seat: int) -> SeatView:
    if not isinstance(seat, int) or not 0 <= seat < game.players:
        raise ValueError(f"no such seat: {seat!r}")
    g = game
    rk = g.ranking
    phase: Phase = g.phase
    options: tuple[str, ...] = ()
    if phase is Phase.DECLARE:
        options = tuple(g.declare_options(seat))
    elif phase is Phase.DOUBLE:
        options = tuple(g.double_options(seat))
    return SeatView(
        seat=seat,
        rules=g.rules,
        phase=phase,
        hand_no=g.hand_no,
        dealer=g.dealer,
        hand=tuple(rk.cards_of(g.playable(seat))),
        hand_counts=tuple(h.bit_count() for h in g.hands),
        turn=g.to_act(),
        declared=g.declared,
        declarer=g.declarer,
        delegated=g.delegated,
        trump=None if g.trump is None else "OCEB"[g.trump],
        doubles=g.doubles,
        calls=tuple(g.calls),
        multiplier=g.multiplier,
        leader=g.leader,
        trick_no=g.trick_no,
        trick=tuple((s, rk.card_str(c)) for s, c in g.trick),
        history=tuple(g.history),
        last_tricks=tuple(g.last_trick),
        tricks_won=tuple(g.tricks_won),
        card_points=tuple(g.card_points),
        legal=tuple(g.legal_cards(seat)),
        options=options,
        can_claim=g.can_claim(seat),
        totals=tuple(g.totals),
        results=tuple(g.results),
        winner_team=g.winner_team,
        piles=tuple(
            tuple((rk.card_str(p[-1]) if p else None, len(p)) for p in g.piles[s]) for s in range(g.players)
        ) if g.way.piles else (),
        played_before=tuple(c for side in g.start_position.won_cards() for c in side)
        if g.start_position is not None else (),
    )
