"""The table host without I/O, shared by offline play, the LAN host, the arena and the tests."""

from .driver import ForcedPlayed, Step, play_hand, step
from .seats import GameFinished, HandOver, Next, Request, Seat, Turn, fallback_choice
from .table import TableSession, deal_number_for, default_seats

__all__ = ["ForcedPlayed", "GameFinished", "HandOver", "Next", "Request", "Seat", "TableSession", "Turn", "deal_number_for",
           "default_seats", "fallback_choice", "play_hand", "Step", "step"]
