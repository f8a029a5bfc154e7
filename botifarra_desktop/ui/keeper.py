"""Keeps the game in play on disk: the autosave, the hand history and the statistics.

``GameKeeper`` follows the controller.  Whenever every event has been shown
(``settled``: nothing moves, so the 15 ms of writing never stalls an animation)
and the game has changed since the last write, it

* records a newly scored hand in the hand history and the statistics, in every
  way to play (again if a claim under table rules changed its result: the stores
  replace it); a game started from a position (practice) is neither;
* autosaves the game -- after every call, card and trick, and in the state
  between hands;
* at game over, counts the game in the statistics and forgets the autosave.

Disk failures never stop the game: they come out once as ``problem`` (an
English message with the reason) until a write works again.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, Signal

from ..engine.events import HandResult
from ..session import TableSession
from ..storage import GameMeta, HandHistory, SaveStore, StatisticsStore
from ..storage.paths import AppDirs
from .controller import GameController


class GameKeeper(QObject):
    #: Something could not be written or read (English message, with the file and the reason).
    problem = Signal(str)

    def __init__(self, controller: GameController, dirs: AppDirs, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.saves = SaveStore(dirs)
        self.history = HandHistory(dirs)
        self.statistics = StatisticsStore(dirs)
        self.meta: Optional[GameMeta] = None
        self._stamp = -1  # number of game events at the last write
        self._recorded: Optional[HandResult] = None  # the last hand recorded
        self._failing = False
        controller.settled.connect(self.write)

    def follow(self, session: TableSession, meta: GameMeta, written: bool = False) -> None:
        """From now on ``session`` (about to be put on the table) is described by ``meta``.
        ``written``: it was just loaded from disk as it stands, so nothing needs writing yet."""
        self.meta = meta
        self._stamp = session.event_count if written else -1
        self._recorded = session.results[-1] if written and session.results else None

    def forget(self) -> None:
        """Stop writing for the current game (no game, or one that is not ours to keep)."""
        self.meta = None

    # ------------------------------------------------------------ writing
    def write(self) -> None:
        """Write what changed since the last write (called when the table settles, and
        before leaving a game or closing)."""
        s = self.controller.session
        if s is None or self.meta is None or s.event_count == self._stamp:
            return
        self._stamp = s.event_count
        problems = []
        try:
            results = s.results
            # every way to play is kept; a game started from a position is practice, not history
            kept = s.start_position is None
            if kept and results and results[-1] != self._recorded:
                problems += self.history.record_hand(s, len(results), self.meta)
                problems += self.statistics.record_hand(s, len(results), self.meta)
                self._recorded = results[-1]
            if s.over:
                if kept:
                    problems += self.statistics.record_game(s, self.meta)
                self.saves.clear_autosave()
            else:
                problems += self.saves.autosave(s, self.meta)
        except (OSError, ValueError) as exc:
            if not self._failing:
                self._failing = True
                reason = f"{exc.strerror} ({exc.filename})" if isinstance(exc, OSError) and exc.strerror else str(exc)
                self.problem.emit(reason)
            return
        self._failing = False
        if problems:  # a damaged file was moved aside and replaced: say so once
            self.problem.emit("\n".join(p.message for p in problems))
