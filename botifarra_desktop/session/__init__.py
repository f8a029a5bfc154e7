"""The table host without I/O, shared by offline and LAN play."""

from .table import Request, TableSession, deal_number_for, run_bots

__all__ = ["Request", "TableSession", "deal_number_for", "run_bots"]
