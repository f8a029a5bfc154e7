"""Play a deal again: by deal number, from the same seat or from the other side (duplicate practice).

``deal_hands(n, dealer)`` deals counterclockwise from the dealer's right, so the
same deal number with the dealer one seat earlier turns every hand one seat:
seat 0 then holds what seat 1 held.  "From the other side" is exactly that: the
human (seat 0) gets the cards of the right-hand opponent, and every other player
the cards of the seat on their right, the dealer moving with the cards.
"""

from __future__ import annotations

import secrets
from typing import Optional, Sequence

from ..engine import Rules
from ..engine.rules import FIRST_DEALER_RANDOM
from ..session import TableSession


def first_dealer_for(deal_seat: int, other_side: bool) -> int:
    """The first dealer that gives the deal dealt from ``deal_seat`` to the same seats, or
    (``other_side``) turned one seat so the human holds the right-hand opponent's cards."""
    return (deal_seat - 1) % 4 if other_side else deal_seat % 4


def deal_session(rules: Rules, deal_number: int, deal_seat: int, other_side: bool = False,
                 first_hand: bool = True, seed: Optional[int] = None,
                 names: Optional[Sequence[str]] = None) -> TableSession:
    """A new game whose first hand is ``deal_number`` dealt from ``deal_seat``, already dealt.

    ``first_hand``: the deal was a game's first hand (the Lleida rule chose its
    declarer by the 5 of espases); a later hand is replayed with the random
    first-dealer rule so the same seat deals.  Later hands come from ``seed``.
    """
    if isinstance(deal_number, bool) or not isinstance(deal_number, int) or deal_number < 0:
        raise ValueError(f"a deal number is a whole number from 0 up, not {deal_number!r}")
    if not first_hand:
        rules = rules.with_changes(first_dealer=FIRST_DEALER_RANDOM)
    session = TableSession(rules, secrets.randbelow(2**31) if seed is None else seed,
                           first_dealer=first_dealer_for(deal_seat, other_side), deal_numbers=[deal_number],
                           names=list(names) if names else None)
    session.start()
    return session


def last_deal(session: TableSession) -> Optional[tuple[int, int, bool]]:
    """(deal number, seat it was dealt from, was it a first hand whose declarer the Lleida rule may
    have chosen: a game's first, unless the game went on with the rotation) of the session's last
    scored hand, or ``None`` before any hand is scored."""
    results, numbers = session.results, session.deal_numbers
    if not results or not numbers:
        return None
    hand_no = len(results)
    deal_seat = session.first_dealer if hand_no == 1 else results[-1].dealer
    return numbers[hand_no - 1], deal_seat, hand_no == 1 and not session.goes_on
