"""The table host without I/O, shared by offline play, the LAN host, the arena and the tests."""

from .seats import GameFinished, HandOver, Next, Request, Seat, Turn, fallback_choice
from .table import TableSession, deal_number_for, default_seats

__all__ = ["GameFinished", "HandOver", "Next", "Request", "Seat", "TableSession", "Turn", "deal_number_for",
           "default_seats", "fallback_choice"]
