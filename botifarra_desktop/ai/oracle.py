"""The all-seeing reference player, for the arena only.

It is handed every hand by the arena (which owns the game), never by a
``SeatView``; ``make_bot`` cannot create it and nothing in the session or the UI
imports this module.  It runs the Hard level's search on the one true deal, so
the arena can measure how much of the value of seeing every card a level gets.
"""

from __future__ import annotations

from ..engine.phase import Phase
from ..engine.view import SeatView
from .bots import HardBot, position_rng
from .knowledge import bits, read_view
from .search import best_of, card_values, fixed_deals


class OracleBot:
    level = "oracle"

    def __init__(self, seed: int, rollouts: int = 720, endgame_tricks: int = 3) -> None:
        self.seed = seed
        self.rollouts = rollouts
        self.endgame_tricks = endgame_tricks
        self._bidder = HardBot(seed, rollouts=rollouts, endgame_tricks=endgame_tricks)

    def decide_seeing_all(self, view: SeatView, hands: list[int]) -> str:
        """The decision for ``view.seat`` knowing ``hands`` (masks of all four seats)."""
        if view.phase is not Phase.PLAY:
            return self._bidder.decide(view)  # declaring and doubling judge only from the own hand
        if len(view.legal) == 1:
            return view.legal[0]
        k = read_view(view)
        if hands[k.seat] != k.hand:
            raise ValueError("the arena passed hands that do not match the view")
        legal = bits(k.rk.mask_of(view.legal))
        rng = position_rng(self.seed, view)
        exact = k.tricks_left <= self.endgame_tricks
        # One exact solve suffices; otherwise the play-outs' own randomness is averaged.
        n = 1 if exact else max(8, self.rollouts // max(len(legal), 1))
        values = card_values(k, legal, fixed_deals(hands), n, rng, self.endgame_tricks)
        return k.rk.card_str(best_of(values, k))
