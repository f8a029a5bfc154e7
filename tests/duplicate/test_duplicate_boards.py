"""Boards: the same key gives the same boards everywhere; today's boards come from the date."""

import datetime as dt

import pytest

from botifarra_desktop.duplicate.boards import (
    TODAY_BOARDS,
    Board,
    boards_for,
    match_boards,
    parse_day,
    todays_boards,
)
from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.deals import format_deal, is_deal_code


def test_same_seed_same_boards_other_seed_other_boards():
    a, b = match_boards(5, 12), match_boards(5, 12)
    assert a == b
    assert len({x.deal for x in a}) == 12
    assert all(is_deal_code(x.deal) for x in a)
    assert {x.deal for x in match_boards(6, 12)}.isdisjoint({x.deal for x in a})
    assert match_boards(5, 20)[:12] == a  # more boards of a match: the first ones unchanged


def test_the_dealer_goes_round_and_is_part_of_the_board():
    boards = match_boards(1, 8)
    assert [b.dealer for b in boards] == [0, 1, 2, 3, 0, 1, 2, 3]
    three = boards_for("seed:1", 6, Rules(way_name="three"))
    assert [b.dealer for b in three] == [0, 1, 2, 0, 1, 2]


def test_todays_boards_depend_only_on_the_date():
    day = dt.date(2026, 12, 6)
    assert todays_boards(day) == todays_boards(dt.date.fromisoformat("2026-12-06"))
    assert len(todays_boards(day)) == TODAY_BOARDS
    assert {b.deal for b in todays_boards(day)}.isdisjoint({b.deal for b in todays_boards(dt.date(2026, 12, 7))})
    assert all(b.rules == Rules(target=None, hands=1) for b in todays_boards(day))


def test_todays_boards_are_pinned():
    # SHA-256 of the date: the same cards on every computer and in every version of Python.  A change
    # here means players on different versions would no longer play the same boards.
    first = todays_boards(dt.date(2026, 12, 6))[0]
    assert format_deal(first.deal) == "a0af-7fab-6dee-370b-c704-e671-45ec-9145"
    assert first.dealer == 0


def test_board_round_trip_and_refusals():
    b = match_boards(3, 2)[1]
    assert Board.from_dict(b.to_dict()) == b
    with pytest.raises(ValueError):
        Board.from_dict({"number": 1, "deal": "zz", "dealer": 0})
    with pytest.raises(ValueError):
        Board(1, 12345, 0, Rules())  # a deal number, not a code
    with pytest.raises(ValueError):
        match_boards(1, 0)
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        parse_day("6/12/2026")
