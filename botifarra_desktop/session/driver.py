"""The one step of the drivers of a ``TableSession`` that answer at once, and their hand loop.

A driver (the offline source, the LAN host, the arena, the benchmarks) asks the
session what comes next and turns the answer into its own kind of work: a
request to a player, a think for a bot, a pause between hands.  The forced-card
check is the session's for all of them: ``Turn.forced`` is the only legal card,
or None.  The drivers differ in what they do with it:

* the offline source and the LAN host send a forced bot card through the bot's
  think like any choice (the timing must tell nobody which cards were forced), so
  they dispatch ``TableSession.next()`` themselves;
* the arena, the benchmarks and the tests answer every turn at once: ``step`` plays
  a forced card of a bot seat without asking (``TableSession.play_forced``) and
  tells the driver (``ForcedPlayed``); ``play_hand`` loops it until the hand is over.

Pure Python, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Union

from ..engine.events import Event
from .seats import GameFinished, HandOver, Next, Turn
from .table import TableSession


@dataclass(frozen=True)
class ForcedPlayed:
    """A bot seat's only legal card was played without asking (``events``: what the table did)."""

    turn: Turn
    events: list[Event]


Step = Union[Turn, HandOver, GameFinished, ForcedPlayed]


def bot_seat(turn: Turn) -> bool:
    """The session's own idea of who answers: a bot seat (``Seat.bot``)."""
    return turn.seat_kind == "bot"


def step(session: TableSession, is_bot: Callable[[Turn], bool] = bot_seat) -> Step:
    """What the table waits for now; a forced card of a bot seat (``is_bot``) is played first.

    Returns the ``Turn`` that needs an answer, ``HandOver`` (deal on with ``next_hand``
    when the driver likes), ``GameFinished``, or ``ForcedPlayed`` after playing a forced
    card (step again for what follows)."""
    nxt: Next = session.next()
    if isinstance(nxt, Turn) and nxt.forced is not None and is_bot(nxt):
        return ForcedPlayed(nxt, session.play_forced(nxt))
    return nxt


def play_hand(session: TableSession, decide: Callable[[Turn], Any]) -> Union[HandOver, GameFinished]:
    """Answer every turn until the hand is over: forced cards without asking, every other turn
    with ``decide(turn)`` through ``TableSession.bot_answered`` (a refused answer: the fallback).
    Returns the ``HandOver`` or ``GameFinished`` that ends the hand.  An exception raised by
    ``decide`` is not caught: a driver that plays this way wants to know."""
    while True:
        nxt = step(session, lambda turn: True)
        if isinstance(nxt, ForcedPlayed):
            continue
        if not isinstance(nxt, Turn):
            return nxt
        session.bot_answered(nxt, decide(nxt))
