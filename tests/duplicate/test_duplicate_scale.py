"""Board points: the documented table, symmetric, bounded."""

import pytest

from botifarra_desktop.duplicate.scale import MAX_POINTS, board_points


@pytest.mark.parametrize("diff,points", [
    (0, 0), (1.5, 0), (1.7, 1), (4, 1), (7.3, 1), (7.4, 2), (18.6, 2), (18.7, 3), (41.2, 3), (41.3, 4),
    (86.5, 4), (86.6, 5), (177, 5), (178, 6), (358, 6), (359, 7), (720, 7), (721, 8), (1152, 8),
])
def test_the_documented_table(diff, points):
    assert board_points(diff) == points
    assert board_points(-diff) == -points


def test_monotonic_and_bounded():
    values = [board_points(d / 4) for d in range(0, 4 * 1152 + 1)]
    assert values == sorted(values)
    assert max(values) == MAX_POINTS
    # one x16 swing is worth at most 8 board points: a few ordinary boards outweigh it
    assert board_points(1152) < 4 * board_points(20) + 1


def test_not_a_number_is_refused():
    with pytest.raises(ValueError):
        board_points(float("nan"))
