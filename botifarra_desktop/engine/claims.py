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
recorded that card as an offence, and the claim stands.

The individual games' discard order (a player who can no longer win any trick plays
oros, then copes, espases, bastos) depends on every hand at that moment, so it is proved
only once the view fixes every hand: when every other player's cards are shown or are
the only ones left unseen (the last trick, at the latest the end of the hand, when the
history shows every card).  Then the seat asks the engine's own question
(``restriction.can_still_win``, deterministic) of the same hands, and finds what the
engine recorded.

Not claimed: in the pile games a card shown later may have been face down (and not
playable) at the time, so nothing is proved there from what a seat sees.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Optional

from .cards import RANKINGS, SUITS, Ranking
from .restriction import can_still_win
from .tricks import legal_mask, trick_winner_index
from .view import SeatView
from .way_rules import discard_order_mask
from .ways import deck_for


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
                           rules.variant, rules.strict, rules.second_discards_freely)
        if not legal >> card & 1:
            return seat, rk.card_str(card), no
    if way.individual:
        return _discard_order_offence(view, rk, trump, [(no, cards) for no, cards in tricks])
    return None


def _hands_now(view: SeatView, rk: Ranking, seen: int) -> Optional[list[int]]:
    """Every seat's cards now, if this view fixes them: its own, and the unseen cards when at most
    one other seat still holds any (``None`` otherwise)."""
    unseen = rk.mask_of(deck_for(view.rules.way)) & ~seen & ~rk.mask_of(view.hand)
    holders = [q for q, n in enumerate(view.hand_counts) if n and q != view.seat]
    if len(holders) > 1 or (holders and view.hand_counts[holders[0]] != unseen.bit_count()):
        return None
    hands = [0] * view.players
    hands[view.seat] = rk.mask_of(view.hand)
    if holders:
        hands[holders[0]] = unseen
    return hands


def _discard_order_offence(view: SeatView, rk: Ranking, trump: Optional[int],
                           tricks: list[tuple[int, list[tuple[int, int]]]]) -> Optional[tuple[int, str, int]]:
    """The first card of another player that broke the discard order, once the view fixes every hand."""
    seen = rk.mask_of(view.played_before)
    for _, cards in tricks:
        for _, c in cards:
            seen |= 1 << c
    hands = _hands_now(view, rk, seen)
    if hands is None:
        return None
    for _, cards in tricks:  # back to the first trick of the history: every card goes back to its seat
        for q, c in cards:
            hands[q] |= 1 << c
    return _first_out_of_order(view, rk, trump, tricks, hands)


def _first_out_of_order(view: SeatView, rk: Ranking, trump: Optional[int], tricks: list[tuple[int, list[tuple[int, int]]]],
                        start: list[int]) -> Optional[tuple[int, str, int]]:
    """Replay the tricks from the hands ``start`` and ask, at each card out of the discard order, the
    engine's question: could that player still win a trick?"""
    rules = view.rules
    way = rules.way
    me = way.side_of(view.seat)
    hands = list(start)
    for no, cards in tricks:
        for i, (seat, card) in enumerate(cards):
            hand = hands[seat]
            hands[seat] = hand & ~(1 << card)
            if way.side_of(seat) == me:
                continue
            if i:
                before = [c for _, c in cards[:i]]
                wi = trick_winner_index(before, trump)
                legal = legal_mask(hand, before[0] // 12, before[wi], False, False, trump, rk, rules.variant,
                                   rules.strict, rules.second_discards_freely)
            else:
                legal = hand
            ordered = discard_order_mask(legal)
            if not legal >> card & 1 or ordered >> card & 1:
                continue  # refused by the obligations (proved above, if at all), or in order
            held = list(hands)
            held[seat] = hand
            if not _can_still_win(tuple(held), seat, tuple(cards[:i]), trump, rules.variant):
                return seat, rk.card_str(card), no
    return None


@lru_cache(maxsize=512)
def _can_still_win(hands: tuple, seat: int, trick: tuple, trump: Optional[int], variant: str) -> bool:
    """The engine's question, remembered: every bot at the table asks it of the same hands at the end
    of a hand (the answer depends on nothing else)."""
    return can_still_win(hands, seat, trick, trump, variant)


def should_claim(view: SeatView) -> bool:
    """Whether the seat claims now: claims are open to it and an offence by another side is proved."""
    return view.can_claim and proven_offence(view) is not None
