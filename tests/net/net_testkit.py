"""Shared helpers for the net tests: a random-legal bot, scripted clients, a leak check.

Everything binds and connects to 127.0.0.1 only.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any, Optional

from botifarra_desktop.engine.events import CardPlayed, CardsDealt, HandStarted
from botifarra_desktop.net.client import TableClient

LOOPBACK = "127.0.0.1"
CARD = re.compile(r"^(?:[1-9]|1[0-2])[OCEB]$")
_QUOTED_CARD = re.compile(r'"((?:1[0-2]|[1-9])[OCEB])"')
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


async def wait_for_type(client: TableClient, kind: str, limit: int = 100_000) -> dict:
    for _ in range(limit):
        msg = await asyncio.wait_for(client.messages.get(), WAIT)
        if msg["type"] == kind:
            return msg
    raise AssertionError(f"no {kind} message")


def cards_in(obj: Any) -> set[str]:
    """Every string in a message that is exactly a card.

    Free text (an error's message quoting what the client sent) is a sentence,
    so it never matches; a card anywhere else, key or value, does.
    """
    return set(_QUOTED_CARD.findall(json.dumps(obj, ensure_ascii=False)))


def visible_cards(game: Any, seat: int) -> set[str]:
    """What ``seat`` may have seen by now: its own cards dealt this hand and the cards played this hand."""
    start: Optional[int] = None
    for i in range(len(game.events) - 1, -1, -1):
        if isinstance(game.events[i], HandStarted):
            start = i
            break
    if start is None:
        return set()
    seen: set[str] = set()
    for e in game.events[start:]:
        if isinstance(e, CardsDealt) and e.seat == seat:
            seen.update(e.cards)
        elif isinstance(e, CardPlayed):
            seen.add(e.card)
    return seen


class LeakRecorder:
    """A host wire tap: checks every message against what its seat may see at that moment."""

    def __init__(self) -> None:
        self.host = None
        self.messages = 0
        self.cards_checked = 0
        self.leaks: list[tuple[int, str, dict]] = []

    def __call__(self, seat: int, msg: dict) -> None:
        self.messages += 1
        cards = cards_in(msg)
        if not cards:
            return
        self.cards_checked += len(cards)
        allowed = visible_cards(self.host.session.game, seat) if self.host.session else set()
        for card in cards - allowed:
            self.leaks.append((seat, card, msg))
