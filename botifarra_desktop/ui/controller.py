"""The one object between the table session and the views.

The session's events become Qt signals, one at a time: the controller hands an
event to the animator (the table scene) and waits until its animation has
finished before handing out the next one, so the table never runs ahead of what
the player sees.  When no event is left it says so (``settled``: nothing moves,
a good moment to autosave) and looks at the session's request: the human seat
gets ``request_changed``; a bot seat goes to the bot runner, whose answer comes
back later (never blocking the GUI thread).

A resumed game (``load_session``) is not replayed event by event: the views
draw it from the seat's ``SeatView`` (``resumed`` is true during
``session_started``) and the flow goes on from the pending request.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import ActionError, SeatView
from ..engine import events as ev
from ..session import Request, TableSession
from .bot_runner import BotRunner

#: ``animator(event, done)``: show ``event`` and call ``done()`` when it is finished.
Animator = Callable[[Any, Callable[[], None]], None]


class GameController(QObject):
    #: A new session was attached (models reset, scene rebuilt).
    session_started = Signal()
    #: Emitted for every event, in order, as it is shown (after the previous one finished).
    event_shown = Signal(object)
    #: The human seat must act (a ``Request``) or no longer has to (``None``).
    request_changed = Signal(object)
    #: A bot seat is thinking (seat) / stopped thinking (-1).
    thinking = Signal(int)
    #: A hand was scored: the ``HandResult``.
    hand_scored = Signal(object)
    #: The game is over: the ``GameOver`` event.
    game_over = Signal(object)
    #: Something went wrong or an action was refused: (code, English message, details).
    problem = Signal(str, str, object)
    #: Every event so far has been shown and nothing moves (before the next request or bot question).
    settled = Signal()

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.session: Optional[TableSession] = None
        self.human_seat = 0
        self.humans: set[int] = {0}
        self.runner: Optional[BotRunner] = None
        self.animator: Optional[Animator] = None
        self._queue: deque[Any] = deque()
        self._since = 0
        self._busy = False  # an event is being animated
        self._draining = False
        self._ticket = 0  # current bot question; older answers are ignored
        self._generation = 0
        self._waiting_bot: Optional[int] = None
        self._request: Optional[Request] = None
        #: True while a resumed session is announced: draw it from the view, no events will replay it.
        self.resumed = False
        #: Deal the next hand by itself after this many ms (autoplay); None waits for ``next_hand()``.
        self.auto_next_hand_ms: Optional[int] = None

    # ------------------------------------------------------------ setting up
    def start(self, session: TableSession, runner: BotRunner, humans: set[int] = frozenset({0}),
              human_seat: int = 0, resume: bool = False) -> None:
        """Attach a session and run it.  A new one (dealt here when not started yet) is shown
        event by event from its start; with ``resume`` it is drawn as it stands now."""
        self.stop()
        self.session = session
        self.humans = set(humans)
        self.human_seat = human_seat
        self.runner = runner
        runner.decided.connect(self._bot_decided)
        runner.failed.connect(self._bot_failed)
        self._queue.clear()
        self._busy = False
        self._request = None
        if session.game.hand_no == 0:
            session.start()
            resume = False
        # resuming: every event so far is already in the picture the views draw from the view
        self._since = len(session.game.events) if resume else 0
        self.resumed = resume
        try:
            self.session_started.emit()
        finally:
            self.resumed = False
        self._pump()

    def load_session(self, session: TableSession, runner: BotRunner, humans: set[int] = frozenset({0}),
                     human_seat: int = 0) -> None:
        """Resume a game already under way (a save, the autosave): drawn from the seat's view,
        then on from the pending request (a bot whose turn it is goes on by itself)."""
        self.start(session, runner, humans, human_seat, resume=True)

    def stop(self) -> None:
        self._ticket += 1
        self._generation += 1  # an animation of the old game that still ends is ignored
        if self._waiting_bot is not None:
            self._waiting_bot = None
            self.thinking.emit(-1)  # nobody thinks for a game that is gone
        if self.runner is not None:
            try:
                self.runner.decided.disconnect(self._bot_decided)
                self.runner.failed.disconnect(self._bot_failed)
            except (RuntimeError, TypeError):
                pass
            self.runner.shutdown()
            self.runner = None
        self._queue.clear()
        self._busy = False
        if self._request is not None:
            self._request = None
            self.request_changed.emit(None)

    # ------------------------------------------------------------ reading
    def view(self) -> Optional[SeatView]:
        return None if self.session is None else self.session.view(self.human_seat)

    @property
    def request(self) -> Optional[Request]:
        """The human's current request, once every earlier event has been shown."""
        return self._request

    @property
    def idle(self) -> bool:
        """Nothing being animated or queued, no bot thinking."""
        return not self._busy and not self._queue and self._waiting_bot is None

    def explain(self, card: str):
        """The engine's reason the human may not play ``card`` now, or ``None``."""
        return None if self.session is None else self.session.explain(self.human_seat, card)

    # ------------------------------------------------------------ the human acts
    def act(self, kind: str, value: str) -> bool:
        """The human's answer to its request; ``False`` (and ``problem``) if the engine refused it."""
        req = self._request
        if self.session is None or req is None or req.action != kind:
            return False
        try:
            self.session.act(req.seat, kind, value)
        except ActionError as exc:
            self.problem.emit(exc.code, exc.message, getattr(exc, "refusal", None))
            return False
        self._set_request(None)
        self._pump()
        return True

    def claim(self) -> bool:
        """Table rules: claim an illegal card of the other side."""
        if self.session is None:
            return False
        try:
            self.session.claim(self.human_seat)
        except ActionError as exc:
            self.problem.emit(exc.code, exc.message, None)
            return False
        self._ticket += 1  # the hand is over: a bot's pending answer is void
        self._waiting_bot = None
        self._set_request(None)
        self._pump()
        return True

    def next_hand(self) -> bool:
        s = self.session
        if s is None or s.over or s.phase.value != "hand_over" or not self.idle:
            return False
        s.next_hand()
        self._pump()
        return True

    # ------------------------------------------------------------ the flow
    def _pump(self) -> None:
        """Queue the session's new events, then show them one at a time."""
        if self.session is None:
            return
        events, self._since = self.session.events(self.human_seat, self._since)
        self._queue.extend(events)
        self._drain()

    def _drain(self) -> None:
        if self._draining:  # an animator that finishes at once calls back into us
            return
        self._draining = True
        try:
            while not self._busy and self._queue:
                event = self._queue.popleft()
                self._busy = True
                self._show(event)
        finally:
            self._draining = False
        if not self._busy and not self._queue:
            self.settled.emit()
            self._after_events()

    def _show(self, event: Any) -> None:
        self.event_shown.emit(event)
        if isinstance(event, ev.HandScored):
            self.hand_scored.emit(event.result)
        elif isinstance(event, ev.GameOver):
            self.game_over.emit(event)
        done_called = []
        generation = self._generation

        def done() -> None:
            if done_called or generation != self._generation:
                return
            done_called.append(True)
            self._busy = False
            if not self._draining:
                self._drain()

        if self.animator is None:
            done()
        else:
            self.animator(event, done)

    def _after_events(self) -> None:
        s = self.session
        if s is None or self._waiting_bot is not None:
            return
        req = s.pending()
        if req is None:
            if s.phase.value == "hand_over" and self.auto_next_hand_ms is not None:
                QTimer.singleShot(self.auto_next_hand_ms, self.next_hand)
            return
        if req.seat in self.humans:
            self._set_request(req)
            return
        if req.action == "play" and len(req.options) == 1:
            self._apply_bot(req.seat, req.options[0])  # one legal card: nothing to think about
            return
        self._ticket += 1
        self._waiting_bot = req.seat
        self.thinking.emit(req.seat)
        assert self.runner is not None
        self.runner.submit(self._ticket, req.seat, s.view(req.seat))

    def _set_request(self, req: Optional[Request]) -> None:
        if req != self._request:
            self._request = req
            self.request_changed.emit(req)

    def _bot_decided(self, ticket: int, value: str) -> None:
        if ticket != self._ticket or self._waiting_bot is None:
            return  # an answer for a game or hand that is gone
        seat = self._waiting_bot
        self._waiting_bot = None
        self.thinking.emit(-1)
        self._apply_bot(seat, value)

    def _apply_bot(self, seat: int, value: str) -> None:
        s = self.session
        req = s.pending() if s else None
        if s is None or req is None or req.seat != seat:
            return
        try:
            s.act(seat, req.action, value)
        except ActionError as exc:
            self.problem.emit("bot_error", f"seat {seat} answered {value!r}: {exc.message}", None)
            return
        self._pump()

    def _bot_failed(self, ticket: int, message: str) -> None:
        if ticket != self._ticket:
            return
        self._waiting_bot = None
        self.thinking.emit(-1)
        self.problem.emit("bot_error", message, None)
