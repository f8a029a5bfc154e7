"""What a seated LAN player knows of the table, from the host's messages: no socket, no thread.

Shared by the TCP client (``client.TableClient``) and the host's own in-process
player (``background.LocalTableClient``), so both read the host's messages and
build their answers the same way; a whole table of them runs in memory in a test.
"""

from __future__ import annotations

from typing import Any, Optional

from ..engine import SeatView
from .codec import DecodeError
from .views import view_from_dict

#: The wire key of each answer's value (docs/protocol.md).
ANSWER_KEYS = {"declare": "choice", "double": "call", "play": "card"}


class ClientCore:
    def __init__(self) -> None:
        self.seat: Optional[int] = None
        self.token: Optional[str] = None
        self.welcome: Optional[dict[str, Any]] = None
        self.view: Optional[SeatView] = None  # the latest state from the host
        self.request: Optional[dict[str, Any]] = None  # the request not yet answered

    def welcomed(self, welcome: dict[str, Any]) -> None:
        self.welcome, self.seat, self.token = welcome, welcome["seat"], welcome["token"]

    def receive(self, item: Any) -> bool:
        """Take in one message from the host; ``False`` when it is dropped (a garbled line, a state
        that cannot be read: the next state replaces it)."""
        if isinstance(item, DecodeError) or not isinstance(item, dict):
            return False
        kind = item.get("type")
        if kind == "state":
            try:
                self.view = view_from_dict(item.get("view"), self.view)
            except ValueError:
                return False
        elif kind == "request":
            self.request = item
        elif kind in ("host_closing", "game_over"):
            self.request = None
        return True

    def answer(self, action: str, value: str) -> dict[str, Any]:
        """The message answering the request with ``value`` (the request is then answered)."""
        key = ANSWER_KEYS.get(action)
        if key is None:
            raise ValueError(f"{action!r} is not an action")
        self.request = None
        return {"type": action, key: value}
