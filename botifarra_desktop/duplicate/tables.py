"""Playing a board at a table, and the other table's replays.

Every seat decides from its own ``SeatView`` only: the table is a ``TableSession``
and each turn is answered by that seat's decider with the turn's view
(``session.play_hand``; a forced card is played without asking).  The other table is
worked out from the board alone -- four computer players of one level in the same
seats -- so nothing of the player's table (or its cards) reaches it.

A replay's bots have seeds made from the match key, the board, the replay and the
seat (``bot_seed``), so the same match gives the same other-table results everywhere.
The player's table uses replay number ``PLAYER_TABLE`` for its computer seats.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ..ai import make_bot
from ..engine.actions import Declare, Double, Play
from ..engine.events import HandResult
from ..session import BOT_LEVELS, Seat, TableSession, Turn
from ..session import play_hand as play_hand_through
from .boards import Board

PLAYER_TABLE = -1  # the "replay" number of the player's own table (its computer seats' seeds)
LEVELS = BOT_LEVELS  # the computer levels, one definition (session.seats)

Decider = Callable[[Turn], str]


def bot_seed(key: str, board: Board, replay: int, seat: int) -> int:
    """The seed of the computer player at ``seat`` in replay ``replay`` of ``board`` (stable everywhere)."""
    digest = hashlib.sha256(f"botifarra duplicate bot v1|{key}|{board.number}|{replay}|{seat}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF


@dataclass(frozen=True)
class TablePlay:
    """One table's play of a board: every call and card in order, and the engine's result."""

    moves: tuple[tuple[int, str, str], ...]  # (seat, "declare" | "double" | "play", choice or card)
    result: HandResult

    def net(self, side: int) -> float:
        """The board's result for ``side`` (``rules.way.side_of(seat)``): its hand score minus the mean
        of the other sides' (pairs: the side's score, or minus the other side's; one of them is 0)."""
        score = self.result.score
        others = [s for i, s in enumerate(score) if i != side]
        return score[side] - sum(others) / len(others)

    def cards(self) -> tuple[tuple[int, str], ...]:
        return tuple((seat, card) for seat, kind, card in self.moves if kind == "play")

    def to_dict(self) -> dict[str, Any]:
        return {"moves": [list(m) for m in self.moves], "result": self.result.to_dict()}

    @classmethod
    def from_dict(cls, data: Any) -> "TablePlay":
        if not isinstance(data, dict):
            raise ValueError("a table's play must be a JSON object")
        moves = tuple((int(m[0]), str(m[1]), str(m[2])) for m in data["moves"])
        return cls(moves, HandResult.from_dict(data["result"]))


def moves_of(session: TableSession) -> tuple[tuple[int, str, str], ...]:
    out: list[tuple[int, str, str]] = []
    for action in session.actions:
        if isinstance(action, Declare):
            out.append((action.seat, "declare", action.choice))
        elif isinstance(action, Double):
            out.append((action.seat, "double", action.call))
        elif isinstance(action, Play):
            out.append((action.seat, "play", action.card))
    return tuple(out)


def board_session(board: Board, seats: Sequence[Seat], seed: int = 0,
                  names: Sequence[str] | None = None) -> TableSession:
    """A table ready to play ``board`` (started: the cards are dealt); ``seed`` seeds its computer players
    where the table's driver makes them (the app's bot runner)."""
    session = TableSession(board.rules, seed=seed, names=names, first_dealer=board.dealer, deal_numbers=[board.deal],
                           seats=list(seats))
    session.start()
    return session


def finish_board(session: TableSession, deciders: Mapping[int, Decider]) -> TablePlay:
    """Play the board's hand to its end, each turn answered by its seat's decider, which gets
    the ``Turn`` (its ``view`` is the seat's own)."""
    play_hand_through(session, lambda turn: deciders[turn.seat](turn))
    result = session.results[-1]
    return TablePlay(moves_of(session), result)


def bot_decider(level: str, seed: int) -> Decider:
    bot = make_bot(level, seed)
    return lambda turn: bot.decide(turn.view)


def computer_deciders(board: Board, level: str, key: str, replay: int,
                      seats: Sequence[int] | None = None) -> dict[int, Decider]:
    """Computer players of ``level`` for ``seats`` (default every seat) of a replay."""
    chosen = board.rules.way.seats if seats is None else seats
    return {seat: bot_decider(level, bot_seed(key, board, replay, seat)) for seat in chosen}


def replay_board(board: Board, level: str, key: str, replay: int) -> TablePlay:
    """Replay ``replay`` of the other table: four computer players of ``level`` play ``board``."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}: use one of {', '.join(LEVELS)}")
    session = board_session(board, [Seat.bot(level) for _ in board.rules.way.seats])
    return finish_board(session, computer_deciders(board, level, key, replay))


def other_table(board: Board, level: str, key: str, replays: int) -> tuple[TablePlay, ...]:
    """The other table: ``replays`` plays of ``board`` by computer players of ``level``."""
    if not isinstance(replays, int) or isinstance(replays, bool) or not 1 <= replays <= 32:
        raise ValueError(f"the other table plays a board 1 to 32 times, not {replays!r}")
    return tuple(replay_board(board, level, key, r) for r in range(replays))
