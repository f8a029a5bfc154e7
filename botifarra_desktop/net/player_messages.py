"""Every client → host message (docs/protocol.md, *Client → host*) as a frozen dataclass.

``protocol.parse_client`` is the one way in: it checks a decoded JSON object and gives back
one of these, its fields cleaned and of the types declared here, or refuses it with a
``ProtocolError``.  The host (``TableHost``) and its game (``TableFlow``) read only these
objects, never the wire's dicts.  ``to_wire`` is the inverse for a message ``parse_client``
gave: ``parse_client(m.to_wire()) == m`` (clients build their dicts by hand; tests check both
agree).  This is the host half of what ``messages.from_wire`` does for the client.

Every message may carry ``seat``; the host refuses one that is not the connection's own
(``not_your_seat``), so ``seat`` is on every class, None when the message left it out.
The classes for ``chat``, ``ping`` and ``pong`` are ``PlayerChat``, ``PlayerPing`` and
``PlayerPong``: ``messages`` has the host's messages of the same types.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from typing import ClassVar, Optional, Union

from .codec import Wire


@dataclass(frozen=True)
class _FromPlayer:
    """What every client message has: its wire ``TYPE`` and the ``seat`` it says it acts for."""

    TYPE: ClassVar[str] = ""
    _: KW_ONLY
    seat: Optional[int] = None

    def _wire(self, **fields: object) -> Wire:
        out: Wire = {"type": self.TYPE, **fields}
        if self.seat is not None:
            out["seat"] = self.seat
        return out


@dataclass(frozen=True)
class Hello(_FromPlayer):
    """The first message in the channel: the client's ``protocol`` version, the player's ``name``
    (cleaned: ``protocol.clean_name``), and the ``token`` of a seat to take back (None to join)."""

    TYPE: ClassVar[str] = "hello"
    protocol: int
    name: str
    token: Optional[str] = None

    def to_wire(self) -> Wire:
        return self._wire(protocol=self.protocol, name=self.name, token=self.token)


@dataclass(frozen=True)
class Declare(_FromPlayer):
    """The answer to a ``declare`` request: a trump suit, ``botifarra`` or ``delegate``."""

    TYPE: ClassVar[str] = "declare"
    choice: str

    def to_wire(self) -> Wire:
        return self._wire(choice=self.choice)


@dataclass(frozen=True)
class Double(_FromPlayer):
    """The answer to a ``double`` request: ``contro``, ``recontro``, ``sant_vicenc``, ``barraca`` or ``pass``."""

    TYPE: ClassVar[str] = "double"
    call: str

    def to_wire(self) -> Wire:
        return self._wire(call=self.call)


@dataclass(frozen=True)
class Play(_FromPlayer):
    """The answer to a ``play`` request: the ``card`` ("9O")."""

    TYPE: ClassVar[str] = "play"
    card: str

    def to_wire(self) -> Wire:
        return self._wire(card=self.card)


@dataclass(frozen=True)
class Claim(_FromPlayer):
    """Table rules: the other side played an illegal card in this hand (the engine decides)."""

    TYPE: ClassVar[str] = "claim"

    def to_wire(self) -> Wire:
        return self._wire()


@dataclass(frozen=True)
class PlayerChat(_FromPlayer):
    """A chat line to everyone at the table: ``text`` cleaned (``protocol.clean_text``), never empty."""

    TYPE: ClassVar[str] = "chat"
    text: str

    def to_wire(self) -> Wire:
        return self._wire(text=self.text)


@dataclass(frozen=True)
class Ready(_FromPlayer):
    """Between hands: deal the next hand now (ignored at other times)."""

    TYPE: ClassVar[str] = "ready"

    def to_wire(self) -> Wire:
        return self._wire()


@dataclass(frozen=True)
class Rematch(_FromPlayer):
    """After the game: this player wants another (``ready``), or takes that back."""

    TYPE: ClassVar[str] = "rematch"
    ready: bool = True

    def to_wire(self) -> Wire:
        return self._wire(ready=self.ready)


@dataclass(frozen=True)
class PlayerPing(_FromPlayer):
    """Answered with a ``pong`` carrying the same ``id`` (opaque to the host: echoed as it came)."""

    TYPE: ClassVar[str] = "ping"
    id: Union[str, int, None] = None

    def to_wire(self) -> Wire:
        return self._wire(id=self.id)


@dataclass(frozen=True)
class PlayerPong(_FromPlayer):
    """The answer to the host's ``ping``: that it arrived at all is what counts."""

    TYPE: ClassVar[str] = "pong"
    id: Union[str, int, None] = None

    def to_wire(self) -> Wire:
        return self._wire(id=self.id)


@dataclass(frozen=True)
class Leave(_FromPlayer):
    """The player leaves the table for good; the client closes the connection next."""

    TYPE: ClassVar[str] = "leave"

    def to_wire(self) -> Wire:
        return self._wire()


PlayerMessage = Union[Hello, Declare, Double, Play, Claim, PlayerChat, Ready, Rematch, PlayerPing, PlayerPong, Leave]

#: Each client message class by its wire ``type``, in the order ``protocol.CLIENT_TYPES`` lists them.
PLAYER_TYPES: dict[str, type[PlayerMessage]] = {cls.TYPE: cls for cls in (
    Hello, Declare, Double, Play, Claim, PlayerChat, Ready, Rematch, PlayerPing, PlayerPong, Leave)}
