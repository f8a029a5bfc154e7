"""What a seated LAN player knows of the table, from the host's messages: no socket, no thread.

``ClientCore`` is the one place a client reads the host's messages: the welcome's rules,
who sits where (``seats``, ``names``), the latest view, the pending request and each
event, parsed once.  Every message it takes in comes back as a ``Received`` (the
message's dict, with what the core read from it attached), so whoever shows the table
(the UI's network source, the headless ``botifarra-join``) uses those objects and never
parses the wire again.

``SeatClient`` is the one surface of a seated player (``act``, ``declare``, ``play``,
``chat`` …) shared by the asyncio client, its threaded wrapper and the host's own
in-process player; each only says how a message is sent.
"""

from __future__ import annotations

import abc
from typing import Any, Optional

from ..engine import Rules, SeatView
from ..engine.events import Event, event_from_dict
from ..session import Request
from .codec import DecodeError
from .views import view_from_dict

#: The wire key of each answer's value (docs/protocol.md).
ANSWER_KEYS = {"declare": "choice", "double": "call", "play": "card"}


class Received(dict[str, Any]):
    """A host message (the dict as it came) and what the core read from it: ``view`` (a state),
    ``request`` (a request, seat as the table numbers it), ``event`` (an event), ``rules`` (a
    welcome: None if they could not be read) or ``names`` (seats: the name in each seat)."""

    view: Optional[SeatView] = None
    request: Optional[Request] = None
    event: Optional[Event] = None
    rules: Optional[Rules] = None
    names: Optional[list[str]] = None


class ClientCore:
    def __init__(self) -> None:
        self.seat: Optional[int] = None
        self.token: Optional[str] = None
        self.welcome: Optional[dict[str, Any]] = None
        self.rules: Optional[Rules] = None  # the table's rules, from the welcome
        self.seats: Optional[dict[str, Any]] = None  # the host's last ``seats`` message
        self.names: list[str] = []  # the name in each seat, from ``seats``
        self.view: Optional[SeatView] = None  # the latest state from the host
        self.request: Optional[dict[str, Any]] = None  # the request not yet answered

    def welcomed(self, welcome: dict[str, Any]) -> None:
        self.welcome, self.seat, self.token = welcome, welcome["seat"], welcome["token"]
        try:
            self.rules = Rules.from_dict(welcome.get("rules"))
        except (KeyError, TypeError, ValueError, AttributeError):
            self.rules = None  # the table's rules could not be read: the UI shows the usual ones

    def receive(self, item: Any) -> Optional[Received]:
        """Take in one message from the host; None when it is dropped (a garbled line, a state or an
        event that cannot be read: the next state replaces it)."""
        if isinstance(item, DecodeError) or not isinstance(item, dict):
            return None
        out = Received(item)
        kind = item.get("type")
        try:
            if kind == "welcome":
                if not isinstance(item.get("seat"), int) or not isinstance(item.get("token"), str):
                    return None
                self.welcomed(item)
                out.rules = self.rules
            elif kind == "state":
                self.view = out.view = view_from_dict(item.get("view"), self.view)
            elif kind == "request":
                out.request = Request(0 if self.seat is None else self.seat, str(item["action"]),
                                      tuple(str(o) for o in item["options"]))
                self.request = item
            elif kind == "event":
                out.event = event_from_dict(item["event"])
            elif kind == "seats":
                names = ["" for _ in item["seats"]]
                for s in item["seats"]:
                    names[int(s["seat"])] = str(s.get("name", ""))
                self.seats, self.names = item, names
                out.names = list(names)
            elif kind in ("host_closing", "game_over"):
                self.request = None
            elif kind == "new_game":  # a rematch: the last game's view and results are not this one's
                self.request, self.view = None, None
        except (KeyError, TypeError, ValueError, IndexError):
            return None
        return out

    def answer(self, action: str, value: str) -> dict[str, Any]:
        """The message answering the request with ``value`` (the request is then answered)."""
        key = ANSWER_KEYS.get(action)
        if key is None:
            raise ValueError(f"{action!r} is not an action")
        self.request = None
        return {"type": action, key: value}


class SeatClient(abc.ABC):
    """A seated player's methods, over ``core`` and ``send``.  With an asyncio client ``send`` is a
    coroutine and so is every method here (await them); with the threaded and in-process ones
    they return at once."""

    @property
    @abc.abstractmethod
    def core(self) -> ClientCore:
        """What this player knows of the table."""

    @abc.abstractmethod
    def send(self, message: dict[str, Any]) -> Any:
        """Send one message to the host."""

    @property
    def seat(self) -> Optional[int]:
        return self.core.seat

    @property
    def token(self) -> Optional[str]:
        return self.core.token

    @property
    def welcome(self) -> Optional[dict[str, Any]]:
        return self.core.welcome

    @property
    def view(self) -> Optional[SeatView]:
        """The latest state from the host."""
        return self.core.view

    @property
    def request(self) -> Optional[dict[str, Any]]:
        """The request not yet answered."""
        return self.core.request

    def act(self, action: str, value: str) -> Any:
        """Answer a request: ``action`` is its "action" ("declare", "double" or "play")."""
        return self.send(self.core.answer(action, value))

    def declare(self, choice: str) -> Any:
        return self.act("declare", choice)

    def double(self, call: str) -> Any:
        return self.act("double", call)

    def play(self, card: str) -> Any:
        return self.act("play", card)

    def claim(self) -> Any:
        """Table rules: claim an illegal card of the other side (``view.can_claim``)."""
        return self.send({"type": "claim"})

    def chat(self, text: str) -> Any:
        return self.send({"type": "chat", "text": text})

    def ready(self) -> Any:
        return self.send({"type": "ready"})

    def rematch(self, ready: bool = True) -> Any:
        """After the game: ask for another with the same players and rules (``False``: take it back)."""
        return self.send({"type": "rematch", "ready": ready})
