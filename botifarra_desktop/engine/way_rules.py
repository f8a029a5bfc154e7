"""Rules that belong to the other ways to play (see ``ways.py``): the individual
discard order, two-player trick points, and how each way scores a hand."""

from __future__ import annotations

from typing import Any, Sequence

from .restriction import can_still_win
from .scoring import score_hand
from .ways import Way

_SUIT = tuple(0xFFF << (12 * s) for s in range(4))


def discard_order_mask(legal: int) -> int:
    """Seed 000 (individual games): the cards of the first suit held in the order oros, copes, espases, bastos."""
    for sm in _SUIT:
        if legal & sm:
            return legal & sm
    return legal


def cannot_win_any_trick(game: Any, seat: int) -> bool:
    """Whether ``seat`` (to play now) can no longer win any trick (individual games).

    Decided exactly from every hand, as a referee would (seed 000; docs/ways-to-play.md):
    the player is restricted only when no sequence of plays the trick obligations allow,
    by everyone from the position on the table, lets them win a trick
    (``restriction.can_still_win``).  The answer is kept per position, since the game asks
    it for the legal cards, the explanation and the play of the same card.
    """
    key = (tuple(game.hands), tuple(game.trick), seat)
    cache = game.can_win_cache
    known = cache.get(key)
    if known is None:
        known = can_still_win(game.hands, seat, game.trick, game.trump, game.rules.variant)
        if len(cache) > 256:
            cache.clear()
        cache[key] = known
    return not known


def pile_hand_points(card_points: Sequence[int], tricks: Sequence[int], dealer: int) -> tuple[int, int]:
    """Two players: card points plus a point per two tricks; the odd trick's point goes to the
    player with fewer points in the hand (on a tie, to the player who did not deal)."""
    points = [card_points[i] + tricks[i] // 2 for i in range(2)]
    if tricks[0] % 2:
        behind = 0 if points[0] < points[1] else 1 if points[1] < points[0] else 1 - dealer
        points[behind] += 1
    return points[0], points[1]


def side_scores(way: Way, points: Sequence[int], mult: int) -> tuple[int, ...]:
    if way.individual:  # each player scores the points above (or below) the base
        return tuple((p - way.base) * mult for p in points)
    return score_hand(points[0], mult)
