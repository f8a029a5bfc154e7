"""Table sources: where the controller's game comes from.

The controller shows a stream of items one at a time (gated by animations) and
asks its source what the player may do.  Two sources feed it the same way:

* ``SessionSource``: a ``TableSession`` in this process (offline play); bots
  are asked by a ``BotRunner`` only once everything so far has been shown;
* ``net_source.NetworkSource``: the messages of a LAN table (host or client).

Items are engine events (animated), ``Step`` (a change applied when its turn
in the stream comes, e.g. the view after those events) and ``Redraw`` (draw the
table at once from a view: a resumed game, a rejoined LAN table).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, Signal

from ..engine import ActionError, Rules, SeatView
from ..engine.tricks import Refusal, explain, trick_winner_index
from ..session import Request, TableSession
from .bot_runner import BotRunner


@dataclass(frozen=True)
class Step:
    """Run ``apply`` when every earlier item has been shown."""

    apply: Callable[[], None]


@dataclass(frozen=True)
class Redraw:
    """Draw the table from ``view`` at once (events before it are not replayed)."""

    view: SeatView


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

    def explain(self, card: str) -> Optional[Refusal]:
        view = self.view()
        return None if view is None else explain_from_view(view, card)

    def close(self) -> None:
        pass


def explain_from_view(view: SeatView, card: str) -> Optional[Refusal]:
    """The engine's reason the view's player may not play ``card`` now (``None`` if it may).

    Only the player's own hand and the trick on the table count, which a view holds;
    the engine's ``explain`` decides.
    """
    rk = view.rules.card_ranking
    try:
        cid = rk.card_id(card)
    except (ValueError, TypeError):
        return None
    hand = 0
    for c in view.hand:
        hand |= 1 << rk.card_id(c)
    trump = None if view.trump is None else "OCEB".index(view.trump)
    led, win, partner_winning, second = None, 0, False, False
    if view.trick:
        cards = [rk.card_id(c) for _, c in view.trick]
        wi = trick_winner_index(cards, trump)
        led, win = cards[0] // 12, cards[wi]
        partner_winning = view.trick[wi][0] == view.seat ^ 2
        second = len(cards) == 1
    r = view.rules
    return explain(cid, hand, led, win, partner_winning, second, trump, rk, r.variant, r.strict)


class SessionSource(TableSource):
    """Offline: a ``TableSession`` in this process, the other seats played by a ``BotRunner``."""

    local = True

    def __init__(self, session: TableSession, runner: BotRunner, humans: set[int] = frozenset({0}),
                 human_seat: int = 0, resume: bool = False) -> None:
        super().__init__()
        self.session = session
        self.runner = runner
        self.humans = set(humans)
        self.human_seat = human_seat
        self._ticket = 0  # the current bot question; older answers are ignored
        self._waiting_bot: Optional[int] = None
        runner.decided.connect(self._bot_decided)
        runner.failed.connect(self._bot_failed)
        if session.game.hand_no == 0:
            session.start()
            resume = False
        self.resumed = resume
        # resuming: every event so far is already in the picture the views draw from the view
        self._since = len(session.game.events) if resume else 0

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
        return self._waiting_bot is not None

    def after_shown(self) -> Optional[Request]:
        s = self.session
        if self._waiting_bot is not None:
            return None
        req = s.pending()
        if req is None or req.seat in self.humans:
            return req
        if req.action == "play" and len(req.options) == 1:
            self._apply_bot(req.seat, req.options[0])  # one legal card: nothing to think about
            return None
        self._ticket += 1
        self._waiting_bot = req.seat
        self.thinking.emit(req.seat)
        self.runner.submit(self._ticket, req.seat, s.view(req.seat))
        return None

    def act(self, request: Request, kind: str, value: str) -> None:
        self.session.act(request.seat, kind, value)
        self.arrived.emit()

    def claim(self) -> None:
        self.session.claim(self.human_seat)
        self._ticket += 1  # the hand is over: a bot's pending answer is void
        if self._waiting_bot is not None:
            self._waiting_bot = None
            self.thinking.emit(-1)
        self.arrived.emit()

    def next_hand(self) -> bool:
        s = self.session
        if s.over or s.phase.value != "hand_over":
            return False
        s.next_hand()
        self.arrived.emit()
        return True

    def explain(self, card: str) -> Optional[Refusal]:
        return self.session.explain(self.human_seat, card)

    def close(self) -> None:
        self._ticket += 1
        if self._waiting_bot is not None:
            self._waiting_bot = None
            self.thinking.emit(-1)  # nobody thinks for a game that is gone
        try:
            self.runner.decided.disconnect(self._bot_decided)
            self.runner.failed.disconnect(self._bot_failed)
        except (RuntimeError, TypeError):
            pass
        self.runner.shutdown()

    # ------------------------------------------------------------ bots
    def _bot_decided(self, ticket: int, value: str) -> None:
        if ticket != self._ticket or self._waiting_bot is None:
            return  # an answer for a game or hand that is gone
        seat = self._waiting_bot
        self._waiting_bot = None
        self.thinking.emit(-1)
        self._apply_bot(seat, value)

    def _apply_bot(self, seat: int, value: str) -> None:
        s = self.session
        req = s.pending()
        if req is None or req.seat != seat:
            return
        try:
            s.act(seat, req.action, value)
        except ActionError as exc:
            self.problem.emit("bot_error", f"seat {seat} answered {value!r}: {exc.message}", None)
            return
        self.arrived.emit()

    def _bot_failed(self, ticket: int, message: str) -> None:
        if ticket != self._ticket:
            return
        self._waiting_bot = None
        self.thinking.emit(-1)
        self.problem.emit("bot_error", message, None)
