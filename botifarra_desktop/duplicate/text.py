"""The result text of a day's boards: short, to copy and paste to friends.

Three lines, plain ASCII so that any chat keeps them::

    botifarra duplicate 1 2026-12-06 hard x4
    boards +14:+1 -32:-2 0:0 +8:+1 x:-3 +20:+2
    total -1 cards 3f9a1c0b check 51c2e07d9a

Line 1: the format's version, the day, the other table's level and replays.  Line 2:
each board's result for the player's side and its board points (``x``: abandoned).
Line 3: the total, ``cards`` (the first 8 hex digits of SHA-256 of every call and card
played at the player's table, board by board: two players who played the same cards
have the same value) and ``check`` (the first 10 hex digits of SHA-256 of everything
before it).  A text whose check does not match, whose total is not the sum of its
boards, or whose board points do not follow from its results and the other table (the
other table of a day is the same everywhere, so a reader with the same level and
replays knows it) is refused with a sentence saying why.

The check catches changes made by hand and damage in transit; it is not a signature
(anyone who reads this can make a text that passes).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import re
from dataclasses import dataclass
from typing import Optional

from .boards import TODAY_BOARDS, date_key
from .match import ABANDONED_POINTS, DuplicateMatch
from .scale import MAX_POINTS, board_points
from .tables import LEVELS

TEXT_VERSION = 1
_HEAD = re.compile(r"^botifarra duplicate (\d+) (\d{4}-\d{2}-\d{2}) ([a-z]+) x(\d+)$")
_BOARD = re.compile(r"^(x|[+-]?\d+(?:\.\d+)?):([+-]?\d+)$")
_TAIL = re.compile(r"^total ([+-]?\d+) cards ([0-9a-f]{8}) check ([0-9a-f]{10})$")


class RefusedText(ValueError):
    """A result text that cannot be read or was changed: the message says why, for the player."""


@dataclass(frozen=True)
class DayResult:
    day: _dt.date
    level: str
    replays: int
    boards: tuple[tuple[Optional[float], int], ...]  # (result or None if abandoned, board points)
    total: int
    cards: str


def _num(x: float) -> str:
    return f"{x:+g}" if x else "0"


def text_check(body: str) -> str:
    """The check of a result text's body (everything before `` check ``)."""
    return hashlib.sha256(body.encode()).hexdigest()[:10]


def cards_digest(match: DuplicateMatch) -> str:
    h = hashlib.sha256()
    for b in match.boards:
        play = match.own.get(b.number)
        moves = "-" if play is None else " ".join(f"{s}{k[0]}{v}" for s, k, v in play.moves)
        h.update(f"{b.number}|{moves}\n".encode())
    return h.hexdigest()[:8]


def day_of(match: DuplicateMatch) -> _dt.date:
    if not match.key.startswith("date:"):
        raise ValueError("only a day's boards have a result text")
    return _dt.date.fromisoformat(match.key[5:])


def result_text(match: DuplicateMatch) -> str:
    """The result text of a finished match on a day's boards."""
    day = day_of(match)
    if not match.finished or len(match.scores()) != len(match.boards):
        raise ValueError("the result text is made once every board is scored")
    cells = []
    for s in match.scores():
        own = s.own_result
        cells.append(f"{'x' if own is None else _num(own)}:{_num(s.points)}")
    body = (f"botifarra duplicate {TEXT_VERSION} {day.isoformat()} {match.level} x{match.replays}\n"
            f"boards {' '.join(cells)}\n"
            f"total {_num(match.total)} cards {cards_digest(match)}")
    return f"{body} check {text_check(body)}"


def parse_result_text(text: str) -> DayResult:
    """Read a pasted result text; ``RefusedText`` with a sentence if it cannot be used."""
    lines = [" ".join(line.split()) for line in text.strip().splitlines() if line.strip()]
    if len(lines) != 3:
        raise RefusedText("A result text has three lines (botifarra duplicate..., boards..., total...): "
                          "copy all three.")
    head, boards_line, tail = lines
    m_head, m_tail = _HEAD.match(head), _TAIL.match(tail)
    if m_head is None or m_tail is None or not boards_line.startswith("boards "):
        raise RefusedText("This is not a botifarra duplicate result text.")
    if int(m_head.group(1)) != TEXT_VERSION:
        raise RefusedText("This result text was made by another version of the program and cannot be read.")
    body = f"{head}\n{boards_line}\n{tail[:tail.index(' check ')]}"
    if text_check(body) != m_tail.group(3):
        raise RefusedText("This result text was changed after it was made (its check does not match): "
                          "it is not compared.")
    try:
        day = _dt.date.fromisoformat(m_head.group(2))
    except ValueError:
        raise RefusedText("The day in this result text is not a date.") from None
    level, replays = m_head.group(3), int(m_head.group(4))
    if level not in LEVELS or not 1 <= replays <= 32:
        raise RefusedText("The other table in this result text is not one this program plays.")
    boards: list[tuple[Optional[float], int]] = []
    for cell in boards_line.split()[1:]:
        m = _BOARD.match(cell)
        if m is None:
            raise RefusedText(f"A board in this result text cannot be read: {cell!r}.")
        points = int(m.group(2))
        result = None if m.group(1) == "x" else float(m.group(1))
        if abs(points) > MAX_POINTS or (result is None and points != ABANDONED_POINTS) \
                or (result is not None and abs(result) > 576):
            raise RefusedText(f"A board in this result text has an impossible score: {cell!r}.")
        boards.append((result, points))
    if len(boards) != TODAY_BOARDS:
        raise RefusedText(f"A day's result has {TODAY_BOARDS} boards, this one {len(boards)}.")
    total = int(m_tail.group(1))
    if total != sum(p for _, p in boards):
        raise RefusedText("The total of this result text is not the sum of its boards.")
    return DayResult(day, level, replays, tuple(boards), total, m_tail.group(2))


@dataclass(frozen=True)
class Comparison:
    """A friend's result beside one's own, board by board."""

    rows: tuple[tuple[int, Optional[float], int, Optional[float], int], ...]  # board, own res/pts, friend res/pts
    own_total: int
    friend_total: int
    same_cards: bool


def compare(match: DuplicateMatch, friend: DayResult) -> Comparison:
    """Compare a friend's result with one's own match on the same day's boards.  ``RefusedText``
    when they are not comparable (another day, another other table) or the friend's board points
    do not follow from their results and the other table (the same for both)."""
    if match.key != date_key(friend.day):
        raise RefusedText(f"This result is for the boards of {friend.day.isoformat()}, "
                          f"yours are for {day_of(match).isoformat()}.")
    if (friend.level, friend.replays) != (match.level, match.replays):
        raise RefusedText(f"This result was played against {friend.level} x{friend.replays} at the other table, "
                          f"yours against {match.level} x{match.replays}: the scores cannot be compared.")
    scores = match.scores()
    if len(scores) != len(friend.boards):
        raise RefusedText("Finish your own boards of the day before comparing.")
    rows = []
    for s, (result, points) in zip(scores, friend.boards):
        expected = ABANDONED_POINTS if result is None else board_points(result - s.datum)
        if expected != points:
            raise RefusedText(f"Board {s.board.number} of this result text does not score what its result "
                              f"scores against the other table: it was changed.")
        rows.append((s.board.number, s.own_result, s.points, result, points))
    return Comparison(tuple(rows), match.total, friend.total, cards_digest(match) == friend.cards)
