"""A duplicate match: its boards, the player's table, the other table and the scores.

The player sits at seat 0 (``PLAYER_SEAT``) with computer players in the other seats
(in the pairs game: a partner at seat 2 and two opponents).  At the other table the
same board is played ``replays`` times by four computer players of the chosen level
in the same seats; the board's *datum* is the mean of those replays' results for the
player's side, and the board scores ``scale.board_points(own - datum)``.  Boards are
scored one by one: there is no race to a target.

**A board abandoned mid-way.**  A match in progress keeps the board being played as
its table (``in_play``, the session's own record, written after every move by the
caller), so a match saved and opened again resumes the board at the card where it
stopped (``resume``).  A board the player gives up (``abandon``) is not played out by
anyone: it scores ``ABANDONED_POINTS`` (-3 board points, as bridge's "average minus"
for a board not played through one side's doing), whatever the other table did.

Ways to play: the comparison is the player's *side* against the same side at the
other table, so it is meaningful in every way to play (pairs: the pair; individual,
three players, two players: the player's own seat).  The scale is calibrated on the
pairs game, today's boards are the pairs game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from ..session import Seat, TableSession
from .boards import Board
from .scale import board_points
from .tables import LEVELS, TablePlay

PLAYER_SEAT = 0
ABANDONED_POINTS = -3
MATCH_FORMAT = "botifarra-duplicate-match"
MAX_REPLAYS = 32


@dataclass(frozen=True)
class BoardScore:
    board: Board
    own: Optional[TablePlay]  # None: abandoned
    others: tuple[TablePlay, ...]
    side: int

    @property
    def abandoned(self) -> bool:
        return self.own is None

    @property
    def datum(self) -> float:
        """The other table's mean result for the player's side."""
        return sum(o.net(self.side) for o in self.others) / len(self.others)

    @property
    def own_result(self) -> Optional[float]:
        return None if self.own is None else self.own.net(self.side)

    @property
    def difference(self) -> Optional[float]:
        own = self.own_result
        return None if own is None else own - self.datum

    @property
    def points(self) -> int:
        diff = self.difference
        return ABANDONED_POINTS if diff is None else board_points(diff)


@dataclass
class DuplicateMatch:
    """The state of a match (pure data; the caller plays the boards and the other table)."""

    key: str  # the boards' key (boards.seed_key / boards.date_key): also seeds the computer players
    boards: tuple[Board, ...]
    level: str  # the other table's level (and the computer players' at the player's table)
    replays: int
    own: dict[int, Optional[TablePlay]] = field(default_factory=dict)  # board number -> play (None: abandoned)
    others: dict[int, tuple[TablePlay, ...]] = field(default_factory=dict)
    in_play: Optional[dict[str, Any]] = None  # the board being played: {"board": n, "table": session dict}

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown computer level {self.level!r}: use one of {', '.join(LEVELS)}")
        if not isinstance(self.replays, int) or isinstance(self.replays, bool) \
                or not 1 <= self.replays <= MAX_REPLAYS:
            raise ValueError(f"the other table plays each board 1 to {MAX_REPLAYS} times, not {self.replays!r}")
        if not self.boards:
            raise ValueError("a match has at least one board")

    @property
    def side(self) -> int:
        return self.boards[0].rules.way.side_of(PLAYER_SEAT)

    def board(self, number: int) -> Board:
        for b in self.boards:
            if b.number == number:
                return b
        raise ValueError(f"this match has no board {number}")

    @property
    def next_board(self) -> Optional[Board]:
        """The first board the player has not finished (None: the match is over)."""
        return next((b for b in self.boards if b.number not in self.own), None)

    @property
    def finished(self) -> bool:
        return self.next_board is None

    def seats(self) -> list[Seat]:
        """Who sits at the player's table: the player, and computer players of the match's level."""
        players = self.boards[0].rules.way.players
        return [Seat.human() if s == PLAYER_SEAT else Seat.bot(self.level) for s in range(players)]

    # ------------------------------------------------------------ playing
    def keep_in_play(self, number: int, session: TableSession) -> None:
        """Remember the board being played (call after every move, then save the match)."""
        self.board(number)
        self.in_play = {"board": number, "table": session.to_dict()}

    def resume(self) -> Optional[tuple[Board, TableSession]]:
        """The board left mid-way and its table, where it stopped (None if none)."""
        if self.in_play is None:
            return None
        board = self.board(self.in_play["board"])
        return board, TableSession.from_dict(self.in_play["table"], seats=self.seats())

    def record(self, number: int, play: TablePlay) -> None:
        """The player's table finished board ``number``."""
        if number in self.own:
            raise ValueError(f"board {number} is already scored")
        self.board(number)
        self.own[number] = play
        if self.in_play is not None and self.in_play.get("board") == number:
            self.in_play = None

    def abandon(self, number: int) -> None:
        """The player gives board ``number`` up: it scores ``ABANDONED_POINTS``."""
        if number in self.own:
            raise ValueError(f"board {number} is already scored")
        self.board(number)
        self.own[number] = None
        if self.in_play is not None and self.in_play.get("board") == number:
            self.in_play = None

    def set_other_table(self, number: int, plays: tuple[TablePlay, ...]) -> None:
        if len(plays) != self.replays:
            raise ValueError(f"the other table plays each board {self.replays} times, not {len(plays)}")
        self.board(number)
        self.others[number] = plays

    # ------------------------------------------------------------ scores
    def score(self, number: int) -> Optional[BoardScore]:
        """Board ``number``'s score, once both tables have played it."""
        if number not in self.own or number not in self.others:
            return None
        return BoardScore(self.board(number), self.own[number], self.others[number], self.side)

    def scores(self) -> list[BoardScore]:
        return [s for s in (self.score(b.number) for b in self.boards) if s is not None]

    @property
    def total(self) -> int:
        return sum(s.points for s in self.scores())

    # ------------------------------------------------------------ saving
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": MATCH_FORMAT, "version": 1, "key": self.key, "level": self.level, "replays": self.replays,
            "boards": [b.to_dict() for b in self.boards],
            "own": {str(n): (None if p is None else p.to_dict()) for n, p in self.own.items()},
            "others": {str(n): [p.to_dict() for p in plays] for n, plays in self.others.items()},
            "in_play": self.in_play,
        }

    @classmethod
    def from_dict(cls, data: Any) -> "DuplicateMatch":
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
            raise ValueError("not a duplicate match")
        if data.get("version") != 1:
            raise ValueError(f"a duplicate match of version {data.get('version')!r} is not known to this program")
        try:
            match = cls(str(data["key"]), tuple(Board.from_dict(b) for b in data["boards"]), data["level"],
                        data["replays"])
            match.own = {int(n): (None if p is None else TablePlay.from_dict(p)) for n, p in data["own"].items()}
            match.others = {int(n): tuple(TablePlay.from_dict(p) for p in plays)
                            for n, plays in data["others"].items()}
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"a damaged duplicate match ({exc!r})") from None
        in_play = data.get("in_play")
        if in_play is not None and (not isinstance(in_play, dict) or "board" not in in_play or "table" not in in_play):
            raise ValueError("a damaged duplicate match (its board in play)")
        match.in_play = in_play
        return match
