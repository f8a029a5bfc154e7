"""Table rules: when a computer player claims an illegal card (RULES.md, seed 000 "Incompliment").

A pure function of one seat's view, in the engine so that the table host (``session``) and
the bots share it without the host importing the bots.  A bot claims only what it has *seen proved*: a
player of another side played a card that the obligations forbid for any hand holding
that card and the cards the same player showed afterwards in this hand (a player who
did not follow suit, beat or trump, and later played a card that would have let them).

Why that never claims wrongly: the obligations are monotone in the hand.  If a card is
refused for the cards we know the player held, it is refused for every larger hand: a
suit they held stays held, a card that beats stays there, a lower card of the suit (the
obligada "lowest card" rule) stays lower.  So the engine, which knows the whole hand,
recorded that card as an offence, and the claim stands.  The individual games' discard
order only removes cards from the legal ones, so leaving it out keeps the proof sound.

Not claimed: in the pile games a card shown later may have been face down (and not
playable) at the time, so nothing is proved there from what a seat sees.
"""

from __future__ import annotations

from typing import Optional

from .cards import RANKINGS, SUITS
from .tricks import legal_mask, trick_winner_index
from .view import SeatView


def proven_offence(view: SeatView) -> Optional[tuple[int, str, int]]:
    """(seat, card, trick number) of the first illegal card by another side that this seat's
    view proves, or ``None``."""
    rules = view.rules
    way = rules.way
    if way.piles:
        return None
    rk = RANKINGS[rules.ranking]
    trump = None if view.trump is None else SUITS.index(view.trump)
    me = way.side_of(view.seat)
    tricks = [(t.trick_no, [(s, rk.card_id(c)) for s, c in t.cards]) for t in view.history]
    if view.trick:
        tricks.append((view.trick_no, [(s, rk.card_id(c)) for s, c in view.trick]))
    plays = [(no, i, cards) for no, cards in tricks for i in range(len(cards))]
    for k, (no, i, cards) in enumerate(plays):
        seat, card = cards[i]
        if way.side_of(seat) == me or i == 0:
            continue  # our side's cards, or a lead (any card may be led)
        shown = 0
        for _, i2, cards2 in plays[k + 1:]:
            if cards2[i2][0] == seat:
                shown |= 1 << cards2[i2][1]
        if not shown:
            continue
        before = [c for _, c in cards[:i]]
        wi = trick_winner_index(before, trump)
        partner = way.partner_of(seat)
        partner_winning = partner is not None and cards[wi][0] == partner
        second = i == 1 and partner is not None
        legal = legal_mask(shown | 1 << card, before[0] // 12, before[wi], partner_winning, second, trump, rk,
                           rules.variant, rules.strict)
        if not legal >> card & 1:
            return seat, rk.card_str(card), no
    return None


def should_claim(view: SeatView) -> bool:
    """Whether the seat claims now: claims are open to it and an offence by another side is proved."""
    return view.can_claim and proven_offence(view) is not None
