"""What a seated LAN player knows of the table, from the host's messages: no socket, no thread.

``ClientCore`` is the one place a client reads the host's messages: each goes through
``messages.from_wire`` here, once, and comes back as a ``Received`` whose ``message`` is
the typed message (a ``Welcome``, ``State``, ``RequestMessage``, ``EventMessage`` …); a
message that cannot be read is dropped with a warning naming what was wrong.  The core
keeps what a player needs between messages: the welcome's rules, who sits where
(``seats``, ``names``), the latest view and the pending request.  Whoever shows the
table (the UI's network source, the headless ``botifarra-join``) reads those objects and
never the wire.

``SeatClient`` is the one surface of a seated player (``act``, ``declare``, ``play``,
``chat`` …) shared by the asyncio client, its threaded wrapper and the host's own
in-process player; each only says how a message is sent.
"""

from __future__ import annotations

import abc
import logging
from typing import Generic, Mapping, Optional, TypeVar, Union

from ..engine import Rules, SeatView
from .codec import DecodeError
from .messages import (
    ClientMessage,
    GameOver,
    HostClosing,
    MessageError,
    NewGame,
    RequestMessage,
    Seats,
    State,
    Welcome,
    Wire,
    from_wire,
)

log = logging.getLogger(__name__)

#: The wire key of each answer's value (docs/protocol.md).
ANSWER_KEYS = {"declare": "choice", "double": "call", "play": "card"}


class Received(dict[str, object]):
    """A message as it came (the dict, for logs and tests) and ``message``, what the core read from it:
    the one object its readers use."""

    def __init__(self, wire: Mapping[str, object], message: ClientMessage) -> None:
        super().__init__(wire)
        self.message = message

    @classmethod
    def of(cls, message: ClientMessage) -> "Received":
        """A message made on this side (``Disconnected``): its wire form is ``to_wire``."""
        return cls(message.to_wire(), message)


class ClientCore:
    def __init__(self) -> None:
        self.seat: Optional[int] = None
        self.token: Optional[str] = None
        self.welcome: Optional[Welcome] = None
        self.rules: Optional[Rules] = None  # the table's rules, from the welcome (None: unreadable)
        self.seats: Optional[Seats] = None  # the host's last ``seats`` message
        self.names: list[str] = []  # the name in each seat, from ``seats``
        self.view: Optional[SeatView] = None  # the latest state from the host
        self.request: Optional[RequestMessage] = None  # the request not yet answered

    def welcomed(self, welcome: Union[Welcome, Wire]) -> None:
        """Seated: ``welcome`` (read, or as it came: then ``MessageError`` if it cannot be read)."""
        if not isinstance(welcome, Welcome):
            welcome = Welcome.read(welcome)
        self.welcome, self.seat, self.token, self.rules = welcome, welcome.seat, welcome.token, welcome.rules

    def receive(self, item: object) -> Optional[Received]:
        """Take in one message from the host; None when it is dropped (a garbled line, or a message that
        cannot be read: the next state replaces a state or an event that is lost so)."""
        if isinstance(item, DecodeError) or not isinstance(item, dict):
            return None
        try:
            message = from_wire(item, self.view)
        except MessageError as exc:
            log.warning("skipping a message from the table: %s", exc)
            return None
        match message:
            case Welcome():
                self.welcomed(message)
            case State():
                self.view = message.view
            case RequestMessage():
                self.request = message
            case Seats():
                self.seats, self.names = message, message.names
            case HostClosing() | GameOver():
                self.request = None
            case NewGame():  # a rematch: the last game's view and results are not this one's
                self.request, self.view = None, None
        return Received(item, message)

    def answer(self, action: str, value: str) -> Wire:
        """The message answering the request with ``value`` (the request is then answered)."""
        key = ANSWER_KEYS.get(action)
        if key is None:
            raise ValueError(f"{action!r} is not an action")
        self.request = None
        return {"type": action, key: value}


#: What a client's ``send`` gives back: an awaitable for the asyncio client, None for the others.
Sent = TypeVar("Sent")


class SeatClient(abc.ABC, Generic[Sent]):
    """A seated player's methods, over ``core`` and ``send``.  With an asyncio client ``send`` is a
    coroutine and so is every method here (await them); with the threaded and in-process ones
    they return at once."""

    @property
    @abc.abstractmethod
    def core(self) -> ClientCore:
        """What this player knows of the table."""

    @abc.abstractmethod
    def send(self, message: Wire) -> Sent:
        """Send one message to the host."""

    @property
    def seat(self) -> Optional[int]:
        return self.core.seat

    @property
    def token(self) -> Optional[str]:
        return self.core.token

    @property
    def welcome(self) -> Optional[Welcome]:
        return self.core.welcome

    @property
    def view(self) -> Optional[SeatView]:
        """The latest state from the host."""
        return self.core.view

    @property
    def request(self) -> Optional[RequestMessage]:
        """The request not yet answered."""
        return self.core.request

    def act(self, action: str, value: str) -> Sent:
        """Answer a request: ``action`` is its "action" ("declare", "double" or "play")."""
        return self.send(self.core.answer(action, value))

    def declare(self, choice: str) -> Sent:
        return self.act("declare", choice)

    def double(self, call: str) -> Sent:
        return self.act("double", call)

    def play(self, card: str) -> Sent:
        return self.act("play", card)

    def claim(self) -> Sent:
        """Table rules: claim an illegal card of the other side (``view.can_claim``)."""
        return self.send({"type": "claim"})

    def chat(self, text: str) -> Sent:
        return self.send({"type": "chat", "text": text})

    def ready(self) -> Sent:
        return self.send({"type": "ready"})

    def rematch(self, ready: bool = True) -> Sent:
        """After the game: ask for another with the same players and rules (``False``: take it back)."""
        return self.send({"type": "rematch", "ready": ready})
