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
from botifarra_desktop.net.client import TableClient
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


async def raw_player(port: int, name: str, rng: random.Random, max_lines: int = 5_000_000) -> tuple[int, dict]:
    """A bare TCP player: parses only its requests and the end; returns (lines read, game_over)."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, limit=1 << 17)
    writer.write(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "name": name}).encode() + b"\n")
    lines = 0
    try:
        for _ in range(max_lines):
            line = await asyncio.wait_for(reader.readline(), WAIT)
            if not line:
                raise AssertionError("the host closed the connection")
            lines += 1
            if line.startswith(b'{"type":"request"'):
                req = json.loads(line)
                key = {"declare": "choice", "double": "call", "play": "card"}[req["action"]]
                writer.write(json.dumps({"type": req["action"], key: rng.choice(req["options"])}).encode() + b"\n")
            elif line.startswith(b'{"type":"game_over"'):
                return lines, json.loads(line)
        raise AssertionError("too many lines")
    finally:
        writer.close()


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

    def __call__(self, seat: int, msg: Any) -> None:
        self.messages += 1
        cards = cards_in(msg)
        if not cards:
            return
        self.cards_checked += len(cards)
        table = self.host.session
        allowed = visible_cards(table.events(seat)[0], table.view(seat).piles, seat) if table else set()
        for card in cards - allowed:
            self.leaks.append((seat, card, msg))
