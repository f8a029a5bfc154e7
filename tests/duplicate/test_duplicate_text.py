"""A day's result text: round trip, comparison with one's own, tampered texts refused."""

import datetime as dt

import pytest

from botifarra_desktop.duplicate.boards import date_key, todays_boards
from botifarra_desktop.duplicate.cli import run
from botifarra_desktop.duplicate.text import RefusedText, compare, parse_result_text, result_text, text_check

DAY = dt.date(2026, 12, 6)


@pytest.fixture(scope="module")
def matches():
    boards = todays_boards(DAY)
    mine, _ = run(boards, date_key(DAY), "medium", "easy", 2)
    friend, _ = run(boards, date_key(DAY), "easy", "easy", 2)
    return mine, friend


def test_round_trip_and_comparison(matches):
    mine, friend = matches
    text = result_text(friend)
    assert len(text.splitlines()) == 3 and text.isascii()
    read = parse_result_text("\n  " + text.replace("\n", "\r\n") + "  \n")  # as a chat may paste it
    assert read.day == DAY and read.level == "easy" and read.replays == 2 and read.total == friend.total
    assert [p for _, p in read.boards] == [s.points for s in friend.scores()]
    assert [r for r, _ in read.boards] == [s.own_result for s in friend.scores()]
    cmp = compare(mine, read)
    assert cmp.own_total == mine.total and cmp.friend_total == friend.total
    assert [row[0] for row in cmp.rows] == [1, 2, 3, 4, 5, 6]
    assert not cmp.same_cards  # another player in seat 0: other cards played
    assert compare(friend, parse_result_text(text)).same_cards


def _retag(text: str) -> str:
    """The text with a check made again for its changed body (a careful forger)."""
    body = text[:text.index(" check ")]
    return f"{body} check {text_check(body)}"


def test_tampered_texts_are_refused(matches):
    mine, friend = matches
    text = result_text(friend)
    head, boards, tail = text.splitlines()
    first = boards.split()[1]
    result, points = first.split(":")
    better = f"{result}:{int(points) + 1:+d}"
    changed = "\n".join([head, boards.replace(first, better, 1), tail])
    with pytest.raises(RefusedText, match="changed after it was made"):
        parse_result_text(changed)
    # the total edited too and the check made again: the total still has to add up ...
    with pytest.raises(RefusedText, match="not the sum"):
        parse_result_text(_retag(changed))
    total = int(tail.split()[1]) + 1
    forged = _retag("\n".join([head, boards.replace(first, better, 1),
                               tail.replace(f"total {tail.split()[1]}", f"total {total:+d}" if total else "total 0")]))
    read = parse_result_text(forged)  # it reads ...
    with pytest.raises(RefusedText, match="does not score what its result scores"):
        compare(mine, read)  # ... but its points do not follow from its result and the other table
    with pytest.raises(RefusedText, match="three lines"):
        parse_result_text(head)
    with pytest.raises(RefusedText, match="not a botifarra duplicate result"):
        parse_result_text("hello\nworld\nagain")


def test_other_day_or_other_table_cannot_be_compared(matches):
    mine, friend = matches
    text = result_text(friend)
    other_day = _retag(text.replace(DAY.isoformat(), "2026-12-07"))
    with pytest.raises(RefusedText, match="boards of 2026-12-07"):
        compare(mine, parse_result_text(other_day))
    other_level = _retag(text.replace(" easy x2", " hard x2"))
    with pytest.raises(RefusedText, match="cannot be compared"):
        compare(mine, parse_result_text(other_level))
