"""Rules that belong to the other ways to play (see ``modes.py``): the individual
discard order, two-player trick points, and how each way scores a hand."""

from __future__ import annotations

from typing import Any, Sequence

from .modes import Mode
from .scoring import score_hand
from .tricks import trick_winner_index

_SUIT = tuple(0xFFF << (12 * s) for s in range(4))


def discard_order_mask(legal: int) -> int:
    """Seed 000 (individual games): the cards of the first suit held in the order oros, copes, espases, bastos."""
    for sm in _SUIT:
        if legal & sm:
            return legal & sm
    return legal


def cannot_win_any_trick(game: Any, seat: int) -> bool:
    """Whether ``seat`` can no longer win any trick (individual games), judged from every hand.

    Our reading of seed 000's rule, documented in docs/ways-to-play.md: the player cannot
    take the trick on the table with a legal card, and no card it holds could ever win a
    trick -- a card can when no other player holds a higher card of its suit and, for a
    card that is not a trump, no other player could trump it (holds trumps but none of
    its suit).
    """
    rk = game.ranking
    trump = game.trump
    mine = game.hands[seat]
    if game.trick:
        cards = [c for _, c in game.trick]
        win = cards[trick_winner_index(cards, trump)]
        for c in _bits(game._obligation_mask(seat)):
            if rk.beats(c, win, trump):
                return False
    others = [game.hands[s] for s in range(game.players) if s != seat]
    for c in _bits(mine):
        suit = c // 12
        if any(o & rk.higher[c] for o in others):
            continue
        if trump is None or suit == trump:
            return False
        if not any((o & _SUIT[trump]) and not (o & _SUIT[suit]) for o in others):
            return False
    return True


def pile_hand_points(card_points: Sequence[int], tricks: Sequence[int], dealer: int) -> tuple[int, int]:
    """Two players: card points plus a point per two tricks; the odd trick's point goes to the
    player with fewer points in the hand (on a tie, to the player who did not deal)."""
    points = [card_points[i] + tricks[i] // 2 for i in range(2)]
    if tricks[0] % 2:
        behind = 0 if points[0] < points[1] else 1 if points[1] < points[0] else 1 - dealer
        points[behind] += 1
    return points[0], points[1]


def side_scores(way: Mode, points: Sequence[int], mult: int) -> tuple[int, ...]:
    if way.individual:  # each player scores the points above (or below) the base
        return tuple((p - way.base) * mult for p in points)
    return score_hand(points[0], mult)


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
