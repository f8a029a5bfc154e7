"""The one object between a table source and the views.

A source (:mod:`.sources`: a ``TableSession`` in this process, or a LAN table)
brings events; the controller hands them to the animator (the table's choreography) one
at a time and waits until each animation has finished before handing out the
next, so the table never runs ahead of what the player sees.  When no item is
left it says so (``settled``: nothing moves, a good moment to autosave) and asks
the source for the player's request (offline, a bot whose turn it is is asked
then, off the GUI thread).

A resumed game (``load_session``) or a rejoined LAN table is not replayed event
by event: the views draw it from the seat's ``SeatView`` (``resumed`` is true
during ``session_started``) and the flow goes on from the pending request.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable, Collection, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import ActionError, Phase, Rules, SeatView
from ...engine import events as ev
from ...session import Request, TableSession
from .bot_runner import BotRunner
from .sources import NextGame, Redraw, SessionSource, Step, TableSource

#: ``animator(event, done)``: show ``event`` and call ``done()`` when it is finished.
Animator = Callable[[ev.Event, Callable[[], None]], None]


class GameController(QObject):
    #: A new game was attached (models reset, scene rebuilt), or a LAN table is redrawn.
    session_started = Signal()
    #: Emitted for every event, in order, as it is shown (after the previous one finished).
    event_shown = Signal(object)
    #: The view changed without an event of its own (a LAN table's state after its events).
    view_changed = Signal()
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
        self.source: Optional[TableSource] = None
        self.animator: Optional[Animator] = None
        self._queue: deque[Any] = deque()
        self._busy = False  # an event is being animated
        self._draining = False
        self._acting = False
        self._rounds = 0
        self._generation = 0
        self._request: Optional[Request] = None
        #: True while a resumed game is announced: draw it from the view, no events will replay it.
        self.resumed = False
        #: Deal the next hand by itself after this many ms (offline autoplay); None waits for ``next_hand()``.
        self.auto_next_hand_ms: Optional[int] = None

    # ------------------------------------------------------------ setting up
    def start(self, session: TableSession, runner: BotRunner, humans: Collection[int] = frozenset({0}),
              human_seat: int = 0, resume: bool = False) -> None:
        """Attach an offline session and run it.  A new one (dealt here when not started yet) is
        shown event by event from its start; with ``resume`` it is drawn as it stands now."""
        self.start_source(SessionSource(session, runner, humans, human_seat, resume))

    def load_session(self, session: TableSession, runner: BotRunner, humans: Collection[int] = frozenset({0}),
                     human_seat: int = 0) -> None:
        """Resume a game already under way (a save, the autosave): drawn from the seat's view,
        then on from the pending request (a bot whose turn it is goes on by itself)."""
        self.start(session, runner, humans, human_seat, resume=True)

    def start_source(self, source: TableSource) -> None:
        """Put ``source``'s game on the table (it belongs to the controller until ``stop``)."""
        self.stop()
        self.source = source
        source.arrived.connect(self._pump)
        source.thinking.connect(self.thinking)
        source.problem.connect(self._source_problem)
        self._announce(getattr(source, "resumed", False))
        self._pump()

    def stop(self) -> None:
        self._generation += 1  # an animation of the old game that still ends is ignored
        source, self.source = self.source, None
        if source is not None:
            source.close()  # says "nobody thinks" while still connected
            for signal, slot in ((source.arrived, self._pump), (source.thinking, self.thinking),
                                 (source.problem, self._source_problem)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self._queue.clear()
        self._busy = False
        if self._request is not None:
            self._request = None
            self.request_changed.emit(None)

    def _announce(self, resumed: bool) -> None:
        self.resumed = resumed
        try:
            self.session_started.emit()
        finally:
            self.resumed = False

    # ------------------------------------------------------------ reading
    @property
    def session(self) -> Optional[TableSession]:
        """The offline session on the table (``None`` at a LAN table or with no game)."""
        return None if self.source is None else self.source.session

    @property
    def human_seat(self) -> int:
        return 0 if self.source is None else self.source.human_seat

    def view(self) -> Optional[SeatView]:
        return None if self.source is None else self.source.view()

    def names(self) -> list[str]:
        return ["", "", "", ""] if self.source is None else self.source.names()

    def rules(self) -> Optional[Rules]:
        return None if self.source is None else self.source.rules()

    @property
    def request(self) -> Optional[Request]:
        """The human's current request, once every earlier event has been shown."""
        return self._request

    @property
    def idle(self) -> bool:
        """Nothing being animated or queued, no bot thinking."""
        return not self._busy and not self._queue and not (self.source is not None and self.source.busy)

    def explain(self, card: str):
        """The engine's reason the human may not play ``card`` now, or ``None``."""
        return None if self.source is None else self.source.explain(card)

    # ------------------------------------------------------------ the human acts
    def act(self, kind: str, value: str) -> bool:
        """The human's answer to its request; ``False`` (and ``problem``) if it was refused here.
        At a LAN table the host may still refuse it: ``problem`` then, and the request comes back."""
        req = self._request
        if self.source is None or req is None or req.action != kind:
            return False
        self._acting = True  # what the act brings is shown after the request is gone
        try:
            self.source.act(req, kind, value)
        except ActionError as exc:
            self.problem.emit(exc.code, exc.message, getattr(exc, "refusal", None))
            return False
        finally:
            self._acting = False
        self._set_request(None)
        self._pump()
        return True

    def claim(self) -> bool:
        """Table rules: claim an illegal card of the other side."""
        if self.source is None:
            return False
        self._acting = True
        try:
            self.source.claim()
        except ActionError as exc:
            self.problem.emit(exc.code, exc.message, None)
            return False
        finally:
            self._acting = False
        self._set_request(None)
        self._pump()
        return True

    def next_hand(self) -> bool:
        view = self.view()
        if view is None or view.phase is not Phase.HAND_OVER or not self.idle or self.source is None:
            return False
        return self.source.next_hand()

    # ------------------------------------------------------------ the flow
    def _pump(self) -> None:
        """Queue the source's new items, then show them one at a time."""
        if self.source is None or self._acting:
            return
        self._queue.extend(self.source.take())
        self._drain()

    def _drain(self) -> None:
        if self._draining:  # an animator that finishes at once calls back into us
            return
        self._draining = True
        try:
            while not self._busy and self._queue:
                item = self._queue.popleft()
                if isinstance(item, Step):
                    item.apply()
                    self.view_changed.emit()
                elif isinstance(item, Redraw):
                    self._announce(True)
                elif isinstance(item, NextGame):
                    self._announce(False)
                else:
                    self._busy = True
                    self._show(item)
        finally:
            self._draining = False
        if not self._busy and not self._queue and self.source is not None:
            self.settled.emit()
            self._after_events()

    def _show(self, event: ev.Event) -> None:
        self.event_shown.emit(event)
        if isinstance(event, ev.HandScored):
            self.hand_scored.emit(event.result)
        elif isinstance(event, ev.GameOver):
            self.game_over.emit(event)
        done_called: list[bool] = []
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
        source = self.source
        if source is None or source.busy:
            return
        self._rounds += 1
        round_no = self._rounds
        req = source.after_shown()  # offline, a bot with one card plays it here: a nested round
        if source is not self.source or round_no != self._rounds:
            return  # the source went away, or a nested round already decided
        self._set_request(req)
        view = self.view()
        if req is None and source.local and view is not None and view.phase is Phase.HAND_OVER \
                and self.auto_next_hand_ms is not None:
            QTimer.singleShot(self.auto_next_hand_ms, self.next_hand)

    def _set_request(self, req: Optional[Request]) -> None:
        if req != self._request:
            self._request = req
            self.request_changed.emit(req)

    def _source_problem(self, code: str, message: str, details: Any) -> None:
        self.problem.emit(code, message, details)
        self._pump()  # a refused answer at a LAN table brings the request back
