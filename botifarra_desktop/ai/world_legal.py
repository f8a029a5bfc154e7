"""What a card may be in one sampled world of the ways without partners (``worlds.py``).

Shared by the play-outs (``worlds.py``) and the exact endgame (``world_solver.py``), below both:
the variant's obligations, then the individual games' discard order, judged as the engine's
referee judges it but from the world's masks and with a small search budget.
"""

from __future__ import annotations

from typing import Optional

from ..engine.restriction import can_still_win
from ..engine.tricks import legal_mask, trick_winner_index
from ..engine.way_rules import discard_order_mask
from .knowledge import Knowledge

#: positions the referee search may expand inside one play-out (the engine's game uses more):
#: a play-out asks at every card, so a search that runs long leaves the player free there
PLAYOUT_BUDGET = 10


def cannot_win_any_trick(held: list[int], seat: int, trick: list, trump: Optional[int], variant: str,
                         memo: Optional[dict] = None) -> bool:
    """The engine's referee question (``engine.restriction``), asked of one world's masks."""
    return not can_still_win(held, seat, trick, trump, variant, PLAYOUT_BUDGET, memo)


def legal_in_world(k: Knowledge, held: list[int], playable: int, seat: int, trick: list,
                   memos: Optional[dict] = None) -> int:
    """The legal cards of ``seat`` in a world: the variant's obligations, then the discard order."""
    if trick:
        cards = [c for _, c in trick]
        wi = trick_winner_index(cards, k.trump)
        legal = legal_mask(playable, cards[0] // 12, cards[wi], False, False, k.trump, k.rk, k.variant, k.strict)
    else:
        legal = playable
    if k.individual:
        ordered = discard_order_mask(legal)
        if ordered != legal and cannot_win_any_trick(held, seat, trick, k.trump, k.variant,
                                                     None if memos is None else memos.setdefault(seat, {})):
            legal = ordered
    return legal
