"""The table host without I/O, shared by offline play, the LAN host, the arena and the tests."""

from .driver import ForcedPlayed, Step, play_hand, step
from .seats import BOT_LEVELS, DEFAULT_BOT_LEVEL, GameFinished, HandOver, Next, Request, Seat, Turn, fallback_choice
from .table import TableSession, deal_number_for, default_seats

__all__ = ["BOT_LEVELS", "DEFAULT_BOT_LEVEL", "ForcedPlayed", "GameFinished", "HandOver", "Next", "Request", "Seat",
           "TableSession", "Turn", "deal_number_for", "default_seats", "fallback_choice", "play_hand", "Step", "step"]
