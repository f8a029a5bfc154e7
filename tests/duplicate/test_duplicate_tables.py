"""The other table: reproducible, and every seat (the player's too) decides from its own view only."""

import re

import pytest

from botifarra_desktop.duplicate import tables
from botifarra_desktop.duplicate.boards import match_boards, seed_key
from botifarra_desktop.duplicate.tables import (
    PLAYER_TABLE,
    board_session,
    computer_deciders,
    finish_board,
    other_table,
)
from botifarra_desktop.engine import SeatView
from botifarra_desktop.session import Seat

KEY = seed_key(9)


def test_same_seed_same_other_table():
    boards = match_boards(9, 3)
    first = [other_table(b, "medium", KEY, 3) for b in boards]
    again = [other_table(b, "medium", KEY, 3) for b in boards]
    assert first == again
    # the replays are not all the same play (each replay's players have their own seeds)
    assert any(len({p.moves for p in plays}) > 1 for plays in first)
    # another match key: other computer players
    assert [other_table(b, "medium", seed_key(10), 3) for b in boards] != first


def _unplayed_elsewhere(session, seat):
    return {card for other in range(4) if other != seat for card in session.hand_of(other)}


def test_the_player_seat_sees_only_its_own_cards():
    board = match_boards(9, 1)[0]
    session = board_session(board, [Seat.human()] + [Seat.bot("easy")] * 3)
    deciders = computer_deciders(board, "easy", KEY, PLAYER_TABLE)
    bot0 = computer_deciders(board, "easy", KEY, PLAYER_TABLE, seats=[0])[0]
    seen = []

    def player(turn):
        assert isinstance(turn.view, SeatView) and turn.view.seat == 0
        hidden = _unplayed_elsewhere(session, 0)
        text = repr(turn.view)
        leaked = [card for card in hidden if re.search(rf"'{re.escape(card)}'", text)]
        assert not leaked, f"the player's view shows other seats' cards: {leaked}"
        assert set(turn.view.hand) == set(session.hand_of(0))
        seen.append(turn.view.phase)
        return bot0(turn)

    deciders[0] = player
    finish_board(session, deciders)
    assert "play" in seen


def test_the_other_table_is_computed_from_each_seat_s_view(monkeypatch):
    """Every computer player of the other table is handed its own seat's view, nothing else, and
    the other table does not depend on what happens at the player's table."""
    board = match_boards(9, 1)[0]
    real = tables.make_bot
    calls = []

    class Spy:
        def __init__(self, level, seed):
            self.bot = real(level, seed)

        def decide(self, view):
            calls.append(view)
            assert isinstance(view, SeatView) and view.my_turn
            return self.bot.decide(view)

    monkeypatch.setattr(tables, "make_bot", Spy)
    plays = other_table(board, "medium", KEY, 2)
    assert calls and {v.seat for v in calls} == {0, 1, 2, 3}
    for view in calls:
        played = {c for t in view.history for _, c in t.cards} | {c for _, c in view.trick}
        assert len(view.hand) + len(played) <= 48
    monkeypatch.setattr(tables, "make_bot", real)
    assert other_table(board, "medium", KEY, 2) == plays  # the spy changed nothing


def test_refusals():
    board = match_boards(9, 1)[0]
    with pytest.raises(ValueError):
        other_table(board, "medium", KEY, 0)
    with pytest.raises(ValueError):
        tables.replay_board(board, "oracle", KEY, 0)
