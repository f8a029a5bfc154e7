"""The Hard level's evaluation of a card decision, for hand review and for hints at a scenario.

``evaluate_play(view, played)`` asks the Hard level itself (``HardBot`` without
its time limit, so the result depends only on the view and the seed) and reads
the value it gave every legal card: deals of the hidden cards consistent with
the view, weighted by the bidding, a play-out per candidate card on the same
deals, the exact solver in the last tricks.  Values are the points (cards + 1 per trick) the
seat's side is expected to win from this moment on; the loss of a card is the
best card's value minus its value.  Only the seat's view is used: never a
hidden card.

A game started at a scenario's position lists the cards already out of play in
``view.played_before`` (``read_view`` counts them as played); ``known_out`` may
name more such cards (they are counted as played too).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from ..engine.phase import Phase
from ..engine.view import SeatView
from .bots import HALVING_WORK, HardBot, position_rng
from .bots import ROLLOUTS as BOT_ROLLOUTS
from .knowledge import Knowledge, read_view

#: The Hard level's work per decision in the pairs game (see ``HardBot``: successive halving, twice the
#: flat work).
ROLLOUTS = BOT_ROLLOUTS["greedy"] * HALVING_WORK
ENDGAME_TRICKS = 3


@dataclass(frozen=True)
class Evaluation:
    played: str
    best: str
    values: dict[str, float]  # card -> expected points of the seat's side from now on

    @property
    def loss(self) -> float:
        """Points the played card gives away in the Hard level's evaluation (0 when it is the best)."""
        return max(0.0, self.values[self.best] - self.values[self.played])


def knowledge_for(view: SeatView, known_out: Iterable[str] = ()) -> Knowledge:
    """What the seat knows (``read_view``), with ``known_out`` counted as played."""
    k = read_view(view)
    out = 0
    for card in known_out:
        out |= 1 << k.rk.card_id(card)
    out &= ~k.hand & ~k.played
    if out:
        k = replace(k, played=k.played | out, unknown=k.unknown & ~out)
    return k


def card_evaluation(view: SeatView, seed: int = 0, known_out: Iterable[str] = (), rollouts: int = ROLLOUTS,
                    endgame_tricks: int = ENDGAME_TRICKS) -> tuple[str, dict[str, float]]:
    """(the Hard level's card, value of every legal card) for the seat to play."""
    if not view.my_turn or view.phase is not Phase.PLAY:
        raise ValueError("the seat has no card to play now")
    if len(view.legal) == 1:
        return view.legal[0], {view.legal[0]: 0.0}
    # The Hard level's own search, without its time limit (the result depends only on the view and the seed).
    bot = HardBot(seed, rollouts=rollouts, endgame_tricks=endgame_tricks, max_seconds=None)
    best = bot.search(view, knowledge_for(view, known_out), position_rng(seed, view))
    return best, dict(bot.last_values)


def evaluate_play(view: SeatView, played: str, seed: int = 0, known_out: Iterable[str] = (),
                  rollouts: int = ROLLOUTS) -> Evaluation:
    """How the Hard level rates ``played`` against its own choice, from ``view`` alone."""
    if played not in view.legal:  # an illegal card under table rules is not a choice the search rates
        raise ValueError(f"the {played} is not a legal card now")
    best, values = card_evaluation(view, seed, known_out, rollouts)
    return Evaluation(played, best, values)
