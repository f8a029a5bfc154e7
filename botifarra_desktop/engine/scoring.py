"""Hand scoring: card points plus tricks, the side above 36 scores the excess times the multiplier."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from .rules import Rules

HAND_TOTAL = 72  # 60 card points + 12 tricks
HALF = 36
DOUBLE_NAMES = ("contro", "recontro", "sant_vicenc", "barraca")


def multiplier(botifarra: bool, doubles: int) -> int:
    """x2 for botifarra, times x2 for each doubling level called (RULES.md)."""
    return (2 if botifarra else 1) << doubles


def score_hand(points_a: int, mult: int) -> tuple[int, int]:
    if points_a > HALF:
        return (points_a - HALF) * mult, 0
    if points_a < HALF:
        return 0, (HALF - points_a) * mult
    return 0, 0


def hand_score(points_a: int, botifarra: bool, doubles: int, rules: Optional["Rules"] = None) -> tuple[int, int]:
    """Public API: the score of each side for a hand.

    ``points_a`` is side A's card points plus tricks (0-72); ``doubles`` the doubling
    levels called (0 none, 1 contro, 2 recontro, 3 Sant Vicenç, 4 barraca).  A number of
    levels the ``rules`` (default: the default game) do not allow is refused: Sant Vicenç
    only with a trump suit unless ``sant_vicenc_on_botifarra``, barraca only with the
    ``barraca`` option and never on botifarra (x16 is the highest multiplier, RULES.md).
    """
    if not isinstance(points_a, int) or isinstance(points_a, bool) or not 0 <= points_a <= HAND_TOTAL:
        raise ValueError(f"points_a must be a whole number from 0 to 72, not {points_a!r}")
    if not isinstance(botifarra, bool):
        raise ValueError(f"botifarra must be True or False, not {botifarra!r}")
    if not isinstance(doubles, int) or isinstance(doubles, bool) or not 0 <= doubles <= 4:
        raise ValueError(
            f"doubles must be 0 (none), 1 (contro), 2 (recontro), 3 (Sant Vicenç) or 4 (barraca), not {doubles!r}"
        )
    from .rules import Rules

    if rules is None:
        rules = Rules()
    elif not isinstance(rules, Rules):
        raise ValueError(f"rules must be a Rules value, not {rules!r}")
    most = rules.max_doubles(botifarra)
    if doubles > most:
        allowed = ", ".join(("none",) + DOUBLE_NAMES[:most])
        raise ValueError(
            f"{doubles} doubling levels ({DOUBLE_NAMES[doubles - 1]}) are not allowed"
            f" {'on botifarra' if botifarra else 'with a trump suit'} under these rules: at most {most} ({allowed})"
        )
    return score_hand(points_a, multiplier(botifarra, doubles))
