"""Shared helpers for the net tests: a random-legal bot, scripted clients, a leak check.

Everything binds and connects to 127.0.0.1 only.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any, Optional, Sequence

from botifarra_desktop.engine.events import CardPlayed, CardsDealt, HandStarted, PileCardTurned
from botifarra_desktop.net.channel import Channel, ClientOpening
from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.codec import DecodeError, LineDecoder
from botifarra_desktop.net.protocol import PROTOCOL_VERSION

LOOPBACK = "127.0.0.1"
CARD = re.compile(r"^(?:[1-9]|1[0-2])[OCEB]$")
_QUOTED_CARD = re.compile(rb'"((?:1[0-2]|[1-9])[OCEB])"')
WAIT = 30.0  # generous: a bound, never an expectation


class RandomLegalBot:
    """Test-only seat: a uniformly random legal choice."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: Any) -> str:
        return self.rng.choice(view.legal if view.phase == "play" else view.options)


def random_bots(seed: int = 0):
    return lambda seat: RandomLegalBot(seed * 10 + seat)


async def answer_requests(client: TableClient, rng: random.Random, until: str = "game_over",
                          max_messages: int = 2_000_000) -> list[dict]:
    """Answer every request with a random option until a message of type ``until``; returns what arrived."""
    seen = []
    for _ in range(max_messages):
        msg = await asyncio.wait_for(client.messages.get(), WAIT)
        seen.append(msg)
        if msg["type"] == until or msg["type"] == "disconnected":
            return seen
        if msg["type"] == "request":
            await client.act(msg["action"], rng.choice(msg["options"]))
    raise AssertionError("too many messages")


class RawPeer:
    """A bare protocol client (the channel of version 4 on) for hostile tests: it opens the channel, then sends whatever bytes
    it is told (sealed in records) and reads the host's messages one by one, nothing checked."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.channel: Optional[Channel] = None
        self.decoder = LineDecoder()
        self.pending: list[Any] = []
        self.raw = b""

    @classmethod
    async def connect(cls, port: int, password: Optional[str] = None, local: Optional[str] = None,
                      limit: int = 1 << 17, sock: Any = None) -> "RawPeer":
        """``sock``: an already connected socket to use (small buffers …)."""
        if sock is not None:
            reader, writer = await asyncio.open_connection(sock=sock, limit=limit)
        else:
            reader, writer = await asyncio.open_connection(
                LOOPBACK, port, limit=limit, local_addr=(local, 0) if local else None)
        peer = cls(reader, writer)
        opening = ClientOpening(password)
        writer.write(opening.first_line())
        peer.channel = opening.channel((await asyncio.wait_for(reader.readline(), WAIT)).strip())
        return peer

    def send_bytes(self, data: bytes) -> None:
        assert self.channel is not None
        self.writer.write(self.channel.sealer.seal(data))

    def send(self, message: dict) -> None:
        self.send_bytes(json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n")

    def hello(self, name: str, **fields: Any) -> None:
        self.send({"type": "hello", "protocol": PROTOCOL_VERSION, "name": name, **fields})

    async def message(self, timeout: float = WAIT) -> Optional[dict]:
        """The host's next message (None once the host closed the connection)."""
        assert self.channel is not None
        while not self.pending:
            if self.raw:
                if self.raw.startswith(b"{") and self.channel.opener.pending_bytes == 0:
                    if b"\n" in self.raw:  # the host's last words in clear (it could not read us)
                        line, _, self.raw = self.raw.partition(b"\n")
                        return json.loads(line)
                else:
                    data, self.raw = self.raw, b""
                    for plain in self.channel.opener.feed(data):
                        self.pending.extend(m for m in self.decoder.feed(plain) if not isinstance(m, DecodeError))
                    continue
            data = await asyncio.wait_for(self.reader.read(65536), timeout)
            if not data:
                return None
            self.raw += data
        return self.pending.pop(0)

    async def message_of(self, kind: str, limit: int = 100_000) -> dict:
        for _ in range(limit):
            msg = await self.message()
            if msg is None:
                raise AssertionError(f"closed before a {kind} message")
            if msg["type"] == kind:
                return msg
        raise AssertionError(f"no {kind} message")

    def close(self) -> None:
        self.writer.close()


async def raw_player(port: int, name: str, rng: random.Random, max_messages: int = 5_000_000) -> tuple[int, dict]:
    """A bare protocol player: reads only its requests and the end; returns (messages read, game_over)."""
    peer = await RawPeer.connect(port)
    peer.hello(name)
    count = 0
    try:
        for _ in range(max_messages):
            msg = await peer.message()
            if msg is None:
                raise AssertionError("the host closed the connection")
            count += 1
            if msg["type"] == "request":
                key = {"declare": "choice", "double": "call", "play": "card"}[msg["action"]]
                peer.send({"type": msg["action"], key: rng.choice(msg["options"])})
            elif msg["type"] == "game_over":
                return count, msg
        raise AssertionError("too many messages")
    finally:
        peer.close()


async def wait_for_type(client: TableClient, kind: str, limit: int = 100_000) -> dict:
    for _ in range(limit):
        msg = await asyncio.wait_for(client.messages.get(), WAIT)
        if msg["type"] == kind:
            return msg
    raise AssertionError(f"no {kind} message")


async def wait_until(client: TableClient, check, limit: int = 100_000) -> dict:
    """The first message for which ``check(message)`` is true (earlier ones are dropped)."""
    for _ in range(limit):
        msg = await asyncio.wait_for(client.messages.get(), WAIT)
        if check(msg):
            return msg
    raise AssertionError("no such message")


def cards_in(obj: Any) -> set[str]:
    """Every string in a message (a dict or a wire line) that is exactly a card.

    Free text (an error's message quoting what the client sent) is a sentence,
    so it never matches; a card anywhere else, key or value, does.
    """
    line = obj if isinstance(obj, bytes) else json.dumps(obj, ensure_ascii=False).encode("utf-8")
    return {c.decode() for c in _QUOTED_CARD.findall(line)}


def visible_cards(events: Sequence[Any], piles: Sequence[Any], seat: int) -> set[str]:
    """What ``seat`` may have seen by now (``events``: the table's as that seat sees them; ``piles``: its
    view's piles): its own cards dealt this hand, the cards played this hand and the face-up pile cards."""
    start: Optional[int] = None
    for i in range(len(events) - 1, -1, -1):
        if isinstance(events[i], HandStarted):
            start = i
            break
    if start is None:
        return set()
    seen: set[str] = set()
    for e in events[start:]:
        if isinstance(e, CardsDealt) and e.seat == seat:
            seen.update(e.cards)
        elif isinstance(e, (CardPlayed, PileCardTurned)):
            seen.add(e.card)
    # the pile games: every pile's top card lies face up for all to see
    for row in piles:
        seen.update(top for top, _ in row if top is not None)
    return seen


class LeakRecorder:
    """A host wire tap: checks every line against what its seat may see at the moment it is written."""

    def __init__(self) -> None:
        self.host = None
        self.messages = 0
        self.cards_checked = 0
        self.leaks: list[tuple[int, str, dict]] = []
        # Each seat's events since its last HandStarted, read on from where the last line left off: reading
        # the whole game's log again for every line made a 200-hand check grow with the square of its length.
        self._table: Any = None
        self._read: dict[int, int] = {}
        self._this_hand: dict[int, list[Any]] = {}

    def _hand_events(self, table: Any, seat: int) -> list[Any]:
        if table is not self._table:
            self._table, self._read, self._this_hand = table, {}, {}
        new, end = table.events(seat, self._read.get(seat, 0))
        self._read[seat] = end
        kept = self._this_hand.setdefault(seat, [])
        for e in new:
            if isinstance(e, HandStarted):
                kept.clear()
            kept.append(e)
        return kept

    def __call__(self, seat: int, msg: Any) -> None:
        self.messages += 1
        cards = cards_in(msg)
        if not cards:
            return
        self.cards_checked += len(cards)
        table = self.host.session
        allowed = visible_cards(self._hand_events(table, seat), table.view(seat).piles, seat) if table else set()
        for card in cards - allowed:
            self.leaks.append((seat, card, msg))
