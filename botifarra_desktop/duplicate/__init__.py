"""Duplicate against the computer: the same boards at two tables, luck taken out (no Qt).

``boards`` (what a board is; a match's boards from a seed or a day), ``tables`` (playing a
board; the other table's replays, every seat from its own view), ``scale`` (the board
points), ``match`` (a match's state, scores, resuming and abandoning), ``text`` (a day's
result text to share), ``rating`` (OpenSkill, the computer levels as anchors) and ``cli``
(``botifarra-duplicate``).  docs/duplicate.md describes the whole.
"""

from .boards import TODAY_BOARDS, Board, match_boards, todays_boards
from .match import ABANDONED_POINTS, BoardScore, DuplicateMatch
from .scale import board_points
from .tables import TablePlay, other_table, replay_board

__all__ = ["ABANDONED_POINTS", "Board", "BoardScore", "DuplicateMatch", "TODAY_BOARDS", "TablePlay",
           "board_points", "match_boards", "other_table", "replay_board", "todays_boards"]
