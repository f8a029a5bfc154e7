"""Why a card may not be played, from the game or from one seat's view.

``Game.explain_card`` and ``explain_from_view`` give the same ``Refusal`` for the
same position: the trick obligations (``tricks.explain``), the pile games' face-
down cards, and the individual ways' discard order (seed 000).  A LAN client or
the UI holds only a ``SeatView``; the view's ``legal`` list (the engine's) tells
when the discard order applies, since judging it needs every hand.
"""

from __future__ import annotations

from typing import Optional, Sequence

from .cards import SUITS, Ranking
from .tricks import Refusal, explain, legal_mask, trick_winner_index
from .view import SeatView
from .way_rules import discard_order_mask

_SUIT_WORDS = {"O": "oros", "C": "copes", "E": "espases", "B": "bastos"}


def trick_state(trick: Sequence[tuple[int, int]], trump: Optional[int],
                partner: Optional[int]) -> tuple[Optional[int], int, bool, bool]:
    """(led suit, winning card, partner winning, second to play) for the next card of ``trick``
    ((seat, card id) pairs); ``partner`` is the player's partner, ``None`` without one."""
    if not trick:
        return None, 0, False, False
    cards = [c for _, c in trick]
    wi = trick_winner_index(cards, trump)
    partner_winning = partner is not None and trick[wi][0] == partner
    # intermèdia's "carregar" belongs to the second player whose partner is still to play
    second = len(cards) == 1 and partner is not None
    return cards[0] // 12, cards[wi], partner_winning, second


def discard_order_refusal(ranking: Ranking, card: int, obligation: int) -> Refusal:
    """The refusal of ``card``, which the discard order (seed 000) forbids; ``obligation`` is the
    legal set before that order applies."""
    first = discard_order_mask(obligation)
    suit = SUITS[(first & -first).bit_length() // 12] if first else ""
    return Refusal(
        "must_discard_in_order", ranking.card_str(card), {"suit": suit},
        "You can no longer win any trick, so you must play oros, then copes, then espases, then bastos"
        f" (seed 000): play {suit and _SUIT_WORDS[suit]} first.",
    )


def explain_from_view(view: SeatView, card: str) -> Optional[Refusal]:
    """Why the view's player may not play ``card`` now (``None`` if it may, or if ``card`` is not a card).

    Only the player's own hand and the trick on the table count, which a view holds."""
    rk = view.rules.card_ranking
    try:
        cid = rk.card_id(card)
    except (ValueError, TypeError):
        return None
    hand = 0
    for c in view.hand:
        hand |= 1 << rk.card_id(c)
    trump = None if view.trump is None else SUITS.index(view.trump)
    trick = [(s, rk.card_id(c)) for s, c in view.trick]
    led, win, pw, second = trick_state(trick, trump, view.rules.way.partner_of(view.seat))
    r = view.rules
    refusal = explain(cid, hand, led, win, pw, second, trump, rk, r.variant, r.strict, r.second_discards_freely)
    if refusal is None and view.legal and card not in view.legal and hand >> cid & 1:
        return discard_order_refusal(rk, cid, legal_mask(hand, led, win, pw, second, trump, rk, r.variant, r.strict,
                                                         r.second_discards_freely))
    return refusal
