"""A match: scores, a board resumed where it stopped, a board abandoned, saving."""

import json

import pytest

from botifarra_desktop.duplicate.boards import match_boards, seed_key
from botifarra_desktop.duplicate.match import ABANDONED_POINTS, DuplicateMatch
from botifarra_desktop.duplicate.scale import board_points
from botifarra_desktop.duplicate.tables import (
    PLAYER_TABLE,
    board_session,
    computer_deciders,
    finish_board,
    other_table,
)
from botifarra_desktop.session import Turn, play_hand

KEY = seed_key(4)


def _match(n=2):
    return DuplicateMatch(KEY, match_boards(4, n), "easy", 2)


def _deciders(board):
    return computer_deciders(board, "easy", KEY, PLAYER_TABLE)


def test_a_board_scores_the_difference_to_the_other_table_s_mean():
    m = _match(1)
    board = m.boards[0]
    m.set_other_table(1, other_table(board, "easy", KEY, 2))
    assert m.score(1) is None  # the player has not played it
    own = finish_board(board_session(board, m.seats()), _deciders(board))
    m.record(1, own)
    s = m.score(1)
    datum = sum(p.net(0) for p in m.others[1]) / 2
    assert s.datum == datum
    assert s.own_result == own.net(0) == own.result.score[0] - own.result.score[1]
    assert s.points == board_points(own.net(0) - datum) == m.total
    assert m.finished
    with pytest.raises(ValueError):
        m.record(1, own)


def test_a_board_left_mid_way_resumes_where_it_stopped():
    board = match_boards(4, 1)[0]
    whole = finish_board(board_session(board, _match().seats()), _deciders(board))

    m = _match()
    session = board_session(board, m.seats())
    deciders = _deciders(board)
    moves = 0

    class Stop(Exception):
        pass

    def decide(turn: Turn):
        nonlocal moves
        if moves == 17:
            raise Stop
        moves += 1
        answer = deciders[turn.seat](turn)
        return answer

    with pytest.raises(Stop):
        play_hand(session, decide)
    m.keep_in_play(1, session)
    saved = json.loads(json.dumps(m.to_dict()))  # the program closes here

    again = DuplicateMatch.from_dict(saved)
    board2, table = again.resume()
    assert board2 == board
    assert table.actions == session.actions  # at the same card
    finished = finish_board(table, _deciders(board2))
    assert finished == whole  # the same play as without the interruption
    again.record(1, finished)
    assert again.in_play is None and again.resume() is None


def test_an_abandoned_board_scores_average_minus():
    m = _match()
    m.set_other_table(1, other_table(m.boards[0], "easy", KEY, 2))
    m.keep_in_play(1, board_session(m.boards[0], m.seats()))
    m.abandon(1)
    assert m.in_play is None
    s = m.score(1)
    assert s.abandoned and s.points == ABANDONED_POINTS == -3 and m.total == -3
    assert m.next_board.number == 2 and not m.finished


def test_save_round_trip_and_damage():
    m = _match()
    board = m.boards[0]
    m.set_other_table(1, other_table(board, "easy", KEY, 2))
    m.record(1, finish_board(board_session(board, m.seats()), _deciders(board)))
    m.abandon(2)
    back = DuplicateMatch.from_dict(json.loads(json.dumps(m.to_dict())))
    assert back.own == m.own and back.others == m.others and back.total == m.total
    with pytest.raises(ValueError):
        DuplicateMatch.from_dict({"format": "botifarra-duplicate-match", "version": 1})
    with pytest.raises(ValueError):
        DuplicateMatch.from_dict({"format": "a saved game"})
    with pytest.raises(ValueError):
        DuplicateMatch(KEY, match_boards(4, 1), "easy", 0)
    with pytest.raises(ValueError):
        m.set_other_table(2, other_table(board, "easy", KEY, 1))  # 1 replay, the match wants 2
