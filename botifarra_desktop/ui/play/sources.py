"""Table sources: where the controller's game comes from.

The controller shows a stream of items one at a time (gated by animations) and
asks its source what the player may do.  Two sources feed it the same way:

* ``SessionSource``: a ``TableSession`` in this process (offline play); bots
  are asked by a ``BotRunner`` only once everything so far has been shown (a
  forced card too, so it takes as long as a choice), and the session decides the
  rest (a failing bot's fallback);
* ``net_source.NetworkSource``: the messages of a LAN table (host or client).

Items are engine events (animated), ``Step`` (a change applied when its turn
in the stream comes, e.g. the view after those events), ``Redraw`` (draw the
table at once from a view: a resumed game, a rejoined LAN table) and ``NextGame``
(a LAN table's rematch: the next game starts on the same source).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Collection, Optional

from PySide6.QtCore import QObject, Signal

from ...engine import Rules, SeatView
from ...engine.explain import explain_from_view
from ...engine.tricks import Refusal
from ...practice import DecisionPoint
from ...session import HandOver, Request, Seat, TableSession, Turn
from .bot_runner import BotRunner


@dataclass(frozen=True)
class Step:
    """Run ``apply`` when every earlier item has been shown."""

    apply: Callable[[], None]


@dataclass(frozen=True)
class Redraw:
    """Draw the table from ``view`` at once (events before it are not replayed)."""

    view: SeatView


@dataclass(frozen=True)
class NextGame:
    """The next game starts at the same table (a LAN rematch): the views start again as for a new game."""


class TableSource(QObject):
    #: New items can be taken.
    arrived = Signal()
    #: A seat is thinking (seat) / nobody any more (-1).
    thinking = Signal(int)
    #: Refused or failed: (code, English message, refusal or None).
    problem = Signal(str, str, object)

    #: The offline session, when there is one (autosave, Save as); ``None`` at a LAN table.
    session: Optional[TableSession] = None
    #: The player's seat (always 0 at a LAN table: the source turns seats so the player sits at 0).
    human_seat = 0
    #: True when the items may be played by themselves between hands (offline autoplay).
    local = False

    def names(self) -> list[str]:
        raise NotImplementedError

    def rules(self) -> Rules:
        raise NotImplementedError

    def view(self) -> Optional[SeatView]:
        """The player's view as far as it has been shown."""
        raise NotImplementedError

    def take(self) -> list[Any]:
        """The items that arrived since the last call."""
        raise NotImplementedError

    def after_shown(self) -> Optional[Request]:
        """Everything taken has been shown: the player's request now, if any (offline: bots go on)."""
        raise NotImplementedError

    @property
    def busy(self) -> bool:
        """Something is being decided that will bring items (a bot thinking)."""
        return False

    def act(self, request: Request, kind: str, value: str) -> None:
        """Answer ``request``; raises ``ActionError`` when refused at once (offline)."""
        raise NotImplementedError

    def claim(self) -> None:
        raise NotImplementedError

    def next_hand(self) -> bool:
        raise NotImplementedError

    def offers_rematch(self) -> bool:
        """Once the game is over: may the player ask for a rematch here (offline: the window starts it)."""
        return self.session is not None

    def seen_decisions(self) -> dict[int, list[DecisionPoint]]:
        """The player's cards of each hand of this game (by hand number), each with the seat's view
        just before it: what a LAN table's seat was sent.  Empty offline (the session replays them)."""
        return {}

    def explain(self, card: str) -> Optional[Refusal]:
        view = self.view()
        return None if view is None else explain_from_view(view, card)

    def close(self) -> None:
        pass


class SessionSource(TableSource):
    """Offline: a ``TableSession`` in this process, the other seats played by a ``BotRunner``.

    A thin driver: the session says whose turn it is; a bot's turn goes to the
    runner (a worker process) and its answer back to the session, which plays a
    legal fallback when the bot fails.  Nothing about the turn flow is decided here.
    """

    local = True
    session: TableSession  # always one here

    def __init__(self, session: TableSession, runner: BotRunner, humans: Collection[int] = frozenset({0}),
                 human_seat: int = 0, resume: bool = False) -> None:
        super().__init__()
        self.session = session
        self.runner = runner
        self.humans = set(humans)
        self.human_seat = human_seat
        session.seats = [Seat.human() if seat in self.humans else Seat.bot(level)
                         for seat, level in enumerate(_levels(runner, session.players))]
        self._waiting: Optional[Turn] = None  # the bot decision asked for; other answers are ignored
        runner.decided.connect(self._bot_decided)
        runner.failed.connect(self._bot_failed)
        if session.hand_no == 0:
            session.start()
            resume = False
        self.resumed = resume
        # resuming: every event so far is already in the picture the views draw from the view
        self._since = session.event_count if resume else 0

    def names(self) -> list[str]:
        return list(self.session.names)

    def rules(self) -> Rules:
        return self.session.rules

    def view(self) -> SeatView:
        return self.session.view(self.human_seat)

    def take(self) -> list[Any]:
        events, self._since = self.session.events(self.human_seat, self._since)
        return list(events)

    @property
    def busy(self) -> bool:
        return self._waiting is not None

    def after_shown(self) -> Optional[Request]:
        s = self.session
        if self._waiting is not None:
            return None
        turn = s.next()
        if not isinstance(turn, Turn):
            return None
        if turn.seat_kind != "bot":
            return turn.request
        self._waiting = turn
        self.thinking.emit(turn.seat)
        # A forced card goes to the runner like a choice and takes as long: timing tells nothing.
        self.runner.submit(turn.key, turn.seat, turn.view, forced=turn.forced)
        return None

    def act(self, request: Request, kind: str, value: str) -> None:
        self.session.act(request.seat, kind, value)
        self.arrived.emit()

    def claim(self) -> None:
        self.session.claim(self.human_seat)
        self._forget_bot()  # the hand is over: a bot's pending answer is void
        self.arrived.emit()

    def next_hand(self) -> bool:
        s = self.session
        if not isinstance(s.next(), HandOver):
            return False
        s.next_hand()
        self.arrived.emit()
        return True

    def explain(self, card: str) -> Optional[Refusal]:
        return self.session.explain(self.human_seat, card)

    def close(self) -> None:
        self._forget_bot()  # nobody thinks for a game that is gone
        try:
            self.runner.decided.disconnect(self._bot_decided)
            self.runner.failed.disconnect(self._bot_failed)
        except (RuntimeError, TypeError):
            pass
        self.runner.shutdown()

    # ------------------------------------------------------------ bots
    def _forget_bot(self) -> None:
        if self._waiting is not None:
            self._waiting = None
            self.thinking.emit(-1)

    def _answer_for(self, key: int) -> Optional[Turn]:
        turn = self._waiting
        if turn is None or turn.key != key:
            return None  # an answer for a game or hand that is gone
        self._waiting = None
        self.thinking.emit(-1)
        return turn

    def _bot_decided(self, key: int, value: str) -> None:
        turn = self._answer_for(key)
        if turn is None:
            return
        self.session.bot_answered(turn, value)  # a refused answer: the session plays the fallback
        if value not in turn.options:  # told after the fallback is played: the table is never stuck on it
            self.problem.emit("bot_error", f"seat {turn.seat} answered {value!r}, which is not a legal choice", None)
        self.arrived.emit()

    def _bot_failed(self, key: int, message: str) -> None:
        turn = self._answer_for(key)
        if turn is None:
            return
        self.session.bot_failed(turn, message)  # the fallback, once for this decision
        self.problem.emit("bot_error", message, None)
        self.arrived.emit()


def _levels(runner: BotRunner, players: int) -> list[str]:
    levels = getattr(runner, "levels", {})
    return [levels.get(seat, "bot") for seat in range(players)]
