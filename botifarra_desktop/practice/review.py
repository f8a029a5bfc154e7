"""Hand review: the human's card decisions of one hand, each rated by the Hard level.

:func:`session_decisions` (a game in memory) and :func:`record_decisions` (a hand of the
history) replay the game up to each card the seat played in the hand and keep the seat's
*view* at that moment (its own cards, the table, the
tricks played: what the player knew, never the hidden hands).  :func:`review`
asks ``ai.review.evaluate_play`` about each one.  The replay is the engine's; a
game started at a scenario's position counts that position's won cards as
already out of play (public: every player saw those tricks).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional

from ..ai.review import ROLLOUTS, evaluate_play
from ..engine import Deal, Play, SeatView
from ..engine.rules import FIRST_DEALER_RANDOM
from ..session import TableSession
from ..session.replay import Replay
from ..storage.history import HandRecord


@dataclass(frozen=True)
class DecisionPoint:
    number: int  # 1, 2, ... within the hand
    trick_no: int
    view: SeatView  # the seat's view just before it played
    played: str
    known_out: tuple[str, ...] = ()

    @property
    def forced(self) -> bool:
        return len(self.view.legal) == 1

    @property
    def legal_choice(self) -> bool:
        return self.played in self.view.legal


@dataclass(frozen=True)
class ReviewedDecision:
    point: DecisionPoint
    best: Optional[str]  # the Hard level's card (None: an illegal card under table rules, not rated)
    values: dict[str, float]
    loss: float

    @property
    def differs(self) -> bool:
        return self.best is not None and self.best != self.point.played


def _replayed(actions: Any, hand_no: int, seat: int, start: Replay, known_out: tuple[str, ...]) -> list[DecisionPoint]:
    """Apply ``actions`` to ``start``, keeping the seat's view before each of its cards in hand ``hand_no``."""
    out: list[DecisionPoint] = []
    for action in actions:
        if isinstance(action, Play) and action.seat == seat and start.hand_no == hand_no:
            out.append(DecisionPoint(len(out) + 1, start.trick_no, start.view(seat), action.card, known_out))
        start.apply(action)
        if start.hand_no > hand_no and isinstance(action, Deal):
            break
    return out


def session_decisions(session: TableSession, seat: int, hand_no: Optional[int] = None) -> list[DecisionPoint]:
    """The seat's cards in hand ``hand_no`` (default: the last hand scored, else the one in play)."""
    if hand_no is None:
        hand_no = len(session.results) or session.hand_no
    start = session.start_position
    if start is not None:
        fresh = Replay.from_position(start)
        known = tuple(c for cards in start.won_cards() for c in cards)
    else:
        fresh = Replay(session.rules, session.first_dealer)
        known = ()
    return _replayed(list(session.actions), hand_no, seat, fresh, known)


def record_decisions(record: HandRecord, seat: int = 0) -> list[DecisionPoint]:
    """The seat's cards in a stored hand (the hand history)."""
    rules = record.rules if record.hand_no == 1 else record.rules.with_changes(first_dealer=FIRST_DEALER_RANDOM)
    return _replayed(record.actions, 1, seat, Replay(rules, record.deal_seat), ())


def review(points: list[DecisionPoint], seed: int = 0, rollouts: Optional[int] = None,
           progress: Optional[Callable[[int, int], Any]] = None) -> Iterator[ReviewedDecision]:
    """Rate each decision with the Hard level's evaluation (pure Python, ~0.1 s a card)."""
    for i, p in enumerate(points):
        if not p.legal_choice:
            yield ReviewedDecision(p, None, {}, 0.0)
        elif p.forced:
            yield ReviewedDecision(p, p.played, {p.played: 0.0}, 0.0)
        else:
            e = evaluate_play(p.view, p.played, seed, p.known_out, rollouts or ROLLOUTS)
            yield ReviewedDecision(p, e.best, e.values, e.loss)
        if progress is not None:
            progress(i + 1, len(points))
