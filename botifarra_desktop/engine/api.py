"""The public rules API for outside rule checkers and teachers (stable).

Cards are strings in RULES.md notation (``"9O"``, ``"12B"``); a trick is listed in
play order from the leader, and the player to move is next.  Standard ranking.
"""

from __future__ import annotations

from typing import Optional, Sequence

from .cards import RANKINGS, STANDARD, SUITS, card_points_of_rank, parse_card
from .rules import LLIURE, VARIANTS
from .scoring import hand_score
from .tricks import Refusal, explain, legal_mask, trick_winner_index

__all__ = ["legal_plays", "trick_winner", "card_points", "hand_score", "explain_play"]

_RK = RANKINGS[STANDARD]


def _cards(cards: Sequence[str], what: str) -> list[int]:
    if isinstance(cards, str) or not isinstance(cards, (list, tuple)):
        raise ValueError(f"the {what} must be a list of card strings like ['9O', '12B'], not {cards!r}")
    ids = []
    for c in cards:
        try:
            ids.append(_RK.card_id(c))
        except (ValueError, TypeError) as exc:
            raise ValueError(f"in the {what}: {exc}") from None
    seen = set()
    for c, i in zip(cards, ids):
        if i in seen:
            raise ValueError(f"the card {c} appears twice in the {what}")
        seen.add(i)
    return ids


def _trump(trump: Optional[str]) -> Optional[int]:
    if trump is None:
        return None
    if not isinstance(trump, str) or len(trump) != 1 or trump.upper() not in SUITS:
        raise ValueError(f"trump must be 'O', 'C', 'E', 'B' or None for botifarra, not {trump!r}")
    return SUITS.index(trump.upper())


#: (hand, its mask, the suit led or None, the winning card so far, partner winning, second to play, trump)
_Position = tuple[list[int], int, Optional[int], int, bool, bool, Optional[int]]


def _position(hand: Sequence[str], trick: Sequence[str], trump: Optional[str], variant: str) -> _Position:
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
    h = _cards(hand, "hand")
    t = _cards(trick, "trick")
    if not h:
        raise ValueError("the hand is empty: there is nothing to play")
    if len(t) > 3:
        raise ValueError(f"a trick has at most 3 cards before the player to move, not {len(t)}")
    both = set(h) & set(t)
    if both:
        raise ValueError(f"the card {_RK.card_str(min(both))} is both in the hand and on the trick")
    tr = _trump(trump)
    mask = 0
    for i in h:
        mask |= 1 << i
    if not t:
        return h, mask, None, 0, False, False, tr
    wi = trick_winner_index(t, tr)
    partner_winning = len(t) >= 2 and wi == len(t) - 2
    return h, mask, t[0] // 12, t[wi], partner_winning, len(t) == 1, tr


def legal_plays(hand: Sequence[str], trick: Sequence[str], trump: Optional[str], variant: str = LLIURE) -> list[str]:
    """The cards of ``hand`` that may be played now, in the order given."""
    h, mask, led, win, pw, second, tr = _position(hand, trick, trump, variant)
    legal = legal_mask(mask, led, win, pw, second, tr, _RK, variant)
    return [c for c, i in zip(hand, h) if legal >> i & 1]


def explain_play(
    hand: Sequence[str], trick: Sequence[str], trump: Optional[str], card: str, variant: str = LLIURE
) -> Optional[Refusal]:
    """``None`` when ``card`` may be played, else the obligation it breaks."""
    h, mask, led, win, pw, second, tr = _position(hand, trick, trump, variant)
    cid = _cards([card], "card")[0]
    return explain(cid, mask, led, win, pw, second, tr, _RK, variant)


def trick_winner(trick: Sequence[str], trump: Optional[str]) -> int:
    """Index in ``trick`` of the card winning it so far."""
    t = _cards(trick, "trick")
    if not t:
        raise ValueError("the trick is empty: nobody is winning it yet")
    if len(t) > 4:
        raise ValueError(f"a trick has at most 4 cards, not {len(t)}")
    return trick_winner_index(t, _trump(trump))


def card_points(card: str) -> int:
    rank, _ = parse_card(card)
    return card_points_of_rank(rank)
