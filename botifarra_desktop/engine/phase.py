"""The phases of a hand, in order: what the game waits for (``Game.phase``, ``SeatView.phase``).

A ``str`` enum: a phase is its own name on the wire and in saved games (``Phase.PLAY == "play"``),
and is read back with ``Phase(name)``; ``str()`` and f-strings give the name too.
"""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    DEAL = "deal"  # waiting for the next hand to be dealt
    DECLARE = "declare"
    DOUBLE = "double"
    PLAY = "play"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"

    def __str__(self) -> str:  # "play" in messages and f-strings, as the plain name was (not "Phase.PLAY")
        return self.value

    @property
    def over(self) -> bool:
        """The hand is over (scored): every trick of it may be looked at again."""
        return self in (Phase.HAND_OVER, Phase.GAME_OVER)
