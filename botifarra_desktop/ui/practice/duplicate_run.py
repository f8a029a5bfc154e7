"""A duplicate match in the window: each board at the table, the other table in the background.

``DuplicateRun(ctx, ...)`` plays a :class:`~...duplicate.match.DuplicateMatch`: each board is put on
the window's table as an ordinary offline game of one hand (seat 0 is the player, computer players of
the match's level in the other seats; practice: neither autosaved nor counted in the statistics).
The other table's replays are worked out meanwhile in a worker process (``OtherTable``), board after
board, from the boards alone.  When the table's hand is over the board is scored and
:class:`~.duplicate_board.BoardDialog` shows both tables; after the last board
:class:`~.duplicate_end.MatchEndDialog` shows the total, and the rating counts the match.

A board left for another game on the table (a new game, a saved one, a LAN table) is given up: it
scores -3 board points (docs/duplicate.md), and Practice -> Duplicate match goes on with the next board.
The match is written to ``path`` (``<data>/duplicate-match.json``, atomically) whenever the table
settles during a board and after each board, so a program that is closed or crashes mid-board goes on
at the same card next time (Practice -> Duplicate match offers it); the file goes once the match's
total is shown.
"""

from __future__ import annotations

import json
import multiprocessing
import secrets
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...duplicate.match import DuplicateMatch
from ...duplicate.tables import PLAYER_TABLE, TablePlay, board_session, bot_seed, moves_of, other_table
from ...engine import Rules
from ...session import TableSession
from ...storage import GameMeta
from ...storage.atomic import atomic_write_text
from ...storage.meta import preset_name
from ...storage.rating import RatingStore
from ..common.one_dialog import OneDialog
from ..context import FeatureContext
from ..play.bot_runner import exit_with_parent, interrupts_ignored_by_children
from .duplicate_board import BoardDialog
from .duplicate_end import MatchEndDialog

translate = QCoreApplication.translate
DUPLICATE_FILENAME = "duplicate-match.json"  # in the data folder: the match in progress


class WorkerProcess(Executor):
    """One worker process (``multiprocessing``'s pool, spawned: forking a process that runs Qt threads
    is unsafe) as an executor whose ``shutdown`` ends the worker at once, even mid-board, so quitting
    the program never waits for the other table (``ProcessPoolExecutor`` would finish the board)."""

    def __init__(self) -> None:
        with interrupts_ignored_by_children():
            self.pool = multiprocessing.get_context("spawn").Pool(1, initializer=exit_with_parent)

    def submit(self, fn, /, *args, **kwargs) -> Future:
        fut: Future = Future()
        fut.set_running_or_notify_cancel()
        self.pool.apply_async(fn, args, kwargs, callback=fut.set_result, error_callback=fut.set_exception)
        return fut

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.pool.terminate()
        if wait:
            self.pool.join()


def process_pool() -> Executor:
    return WorkerProcess()


class OtherTable(QObject):
    """The other table's replays of every board, one board after another, in a worker."""

    ready = Signal(int, object)  # board number, tuple[TablePlay, ...]
    failed = Signal(int, str)

    def __init__(self, match: DuplicateMatch, executor: Executor, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.match = match
        self.executor = executor
        self.futures: list[Future] = []

    def start(self) -> None:
        """Submit every board not played yet (connect ``ready`` and ``failed`` first)."""
        match = self.match
        with interrupts_ignored_by_children():
            for board in match.boards:
                if board.number in match.others:
                    continue
                fut = self.executor.submit(other_table, board, match.level, match.key, match.replays)
                fut.add_done_callback(self._done(board.number))
                self.futures.append(fut)

    def _done(self, number: int) -> Callable[[Future], None]:
        def done(fut: Future) -> None:  # in an executor thread: the queued signal brings it home
            if fut.cancelled():
                return
            exc = fut.exception()
            if exc is not None:
                self.failed.emit(number, f"{type(exc).__name__}: {exc}")
            else:
                self.ready.emit(number, fut.result())

        return done

    def shutdown(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)


class DuplicateRun(QObject):
    # the match ended (its total); the rating was counted
    finished = Signal(int)

    def __init__(self, ctx: FeatureContext, names: Callable[[Rules], list[str]],
                 rating: Optional[RatingStore], executor_factory: Callable[[], Executor] = process_pool,
                 review: Optional[Callable[[], None]] = None, path: Optional[Path] = None) -> None:
        super().__init__(ctx.parent_widget)
        self.ctx = ctx
        self.names = names
        self.rating = rating
        self.executor_factory = executor_factory
        self.review = review  # the hand review of the hand on the table (Practice's)
        self.path = path  # where the match in progress is kept (None: not kept)
        self.dialogs = OneDialog()
        self.match: Optional[DuplicateMatch] = None
        self.match_id = ""
        self.session: Optional[TableSession] = None  # the board on the table
        self.number = 0
        self.other: Optional[OtherTable] = None
        self.problem = ""
        self.ended = False  # the match's total was shown with every board scored
        ctx.controller.game_over.connect(lambda _r: self._table_over())
        ctx.controller.settled.connect(self._settled)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)  # the worker ends with the program, mid-board or not
        ctx.controller.session_started.connect(self._session_started)

    @property
    def dialog(self):
        return self.dialogs.current

    @property
    def paused(self) -> bool:
        """A match to go on with: a board left to play and none being played (the last one was
        finished or given up), or all played and the total not seen yet."""
        match = self.match
        if match is None:
            return False
        if match.finished:
            return not self.ended
        return self.session is None or self.number in match.own

    # ------------------------------------------------------------ flow
    def start(self, match: DuplicateMatch) -> None:
        if not self.ctx.may_leave():
            return
        self.stop()
        self.match = match
        self.match_id = (f"{match.key}|{match.level}|x{match.replays}" if match.key.startswith("date:")
                         else f"{match.key}|{secrets.token_hex(6)}")
        self.problem = ""
        self.ended = False
        self._start_other_table()
        self.save()
        self.play_next()

    def _start_other_table(self) -> None:
        if self.match is None or self.other is not None:
            return
        self.other = OtherTable(self.match, self.executor_factory(), self)
        self.other.ready.connect(self._other_ready)
        self.other.failed.connect(self._other_failed)
        self.other.start()

    # ------------------------------------------------------------ on disk
    def save(self) -> None:
        """Write the match in progress (atomically); a refusal is told in the status bar, and play goes on."""
        if self.path is None or self.match is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(self.match.to_dict()))
        except OSError as exc:
            self.ctx.status_bar.showMessage(translate("Duplicate", "The duplicate match could not be saved: %1")
                                            .replace("%1", str(exc)), 10000)

    def load(self) -> bool:
        """The match a previous run left (paused, its board in play kept); False if none or unreadable."""
        if self.match is not None or self.path is None or not self.path.is_file():
            return False
        try:
            match = DuplicateMatch.from_dict(json.loads(self.path.read_text(encoding="utf-8")))
        except (OSError, ValueError) as exc:
            self.ctx.show_problems(translate("Duplicate", "The saved duplicate match could not be read."), [str(exc)])
            return False
        self.match, self.session, self.ended = match, None, False
        self.match_id = (f"{match.key}|{match.level}|x{match.replays}" if match.key.startswith("date:")
                         else f"{match.key}|{secrets.token_hex(6)}")
        return True

    def _forget(self) -> None:
        if self.path is not None:
            try:
                self.path.unlink(missing_ok=True)
            except OSError:
                pass

    def stop(self) -> None:
        if self.other is not None:
            self.other.shutdown()
            self.other = None
        self.match, self.session = None, None

    def play_next(self) -> None:
        match = self.match
        if match is None:
            return
        board = match.next_board
        if board is None:
            self._show_end()
            return
        if self.session is None and self.ctx.controller.session is not None and not self.ctx.may_leave():
            return  # (the board just played, on the table, is left without asking)
        self.dialogs.close()
        self._start_other_table()  # (a match read back from disk starts it here)
        names = self.names(board.rules)
        resumed = match.resume() if match.in_play is not None else None
        if resumed is not None and resumed[0] == board:
            session = resumed[1]  # the board left mid-way, at the card where it stopped
        else:
            seed = bot_seed(match.key, board, PLAYER_TABLE, 0)
            session = board_session(board, match.seats(), seed=seed, names=names)
        meta = GameMeta(names=tuple(n[:32] for n in names), seat_kinds=("human", "bot", "bot", "bot"),
                        ai_levels=(None, match.level, match.level, match.level), preset=preset_name(board.rules))
        self.session, self.number = session, board.number
        # practice: the game on disk stays as it was
        self.ctx.play(session, meta, resume=resumed is not None, keep=False)
        self.ctx.status_bar.showMessage(
            translate("Duplicate", "Duplicate match: board %1 of %2.").replace("%1", str(board.number))
            .replace("%2", str(len(match.boards))), 10000)

    def _session_started(self) -> None:
        if self.session is None or self.match is None or self.ctx.controller.session is self.session:
            return
        if self.number not in self.match.own:  # the board was left for another game: given up
            self.match.abandon(self.number)
            self.save()
            self.ctx.status_bar.showMessage(translate(
                "Duplicate", "Duplicate match: board %1 was given up (-3 board points).").replace(
                "%1", str(self.number)), 10000)
        self.session = None

    def _table_over(self) -> None:
        session, match = self.session, self.match
        if session is None or match is None or self.ctx.controller.session is not session or not session.results:
            return
        if self.number not in match.own:
            match.record(self.number, TablePlay(moves_of(session), session.results[-1]))
            self.save()
        self._show_board(self.number)

    def _settled(self) -> None:
        """The table is still: keep the board in play as it stands (the match goes on from here)."""
        session, match = self.session, self.match
        if session is None or match is None or self.ctx.controller.session is not session \
                or self.number in match.own or not session.actions:
            return
        match.keep_in_play(self.number, session)
        self.save()

    # ------------------------------------------------------------ the other table
    def _other_ready(self, number: int, plays) -> None:
        if self.match is None or number in self.match.others:
            return
        self.match.set_other_table(number, tuple(plays))
        self.save()
        dlg = self.dialog
        if isinstance(dlg, BoardDialog) and dlg.number == number:
            dlg.show_score(self.match.score(number))
        if isinstance(dlg, MatchEndDialog) or (self.match.finished and self.session is None):
            self._show_end()

    def _other_failed(self, number: int, error: str) -> None:
        self.problem = error
        self.ctx.show_problems(translate("Duplicate", "The other table could not play board %1.").replace(
            "%1", str(number)), [error])

    # ------------------------------------------------------------ dialogs
    def _show_board(self, number: int) -> None:
        match = self.match
        if match is None:
            return
        dlg = BoardDialog(match, number, self.names(match.boards[0].rules), self.ctx.parent_widget)
        dlg.next_board.connect(self.play_next)
        dlg.review_button.setVisible(self.review is not None and match.own.get(number) is not None)
        if self.review is not None:
            dlg.review.connect(self.review)
        self.dialogs.show(dlg)

    def _show_end(self) -> None:
        match = self.match
        if match is None:
            return
        waiting = [b.number for b in match.boards if b.number not in match.others]
        dlg = self.dialog
        if not isinstance(dlg, MatchEndDialog):
            dlg = MatchEndDialog(match, self.ctx.parent_widget)
            self.dialogs.show(dlg)
        dlg.show_match(match, waiting)
        if not waiting:
            self.ended = True
            self._forget()
            self._rate(match)

    def _rate(self, match: DuplicateMatch) -> None:
        if self.rating is None:
            return
        try:
            problems = self.rating.record_duplicate(self.match_id, match.level, match.total)
        except (OSError, TimeoutError) as exc:
            self.ctx.show_problems(translate("Duplicate", "The rating could not be saved."), [str(exc)])
            return
        if problems:
            self.ctx.show_problems(translate("Duplicate", "The rating file had a problem."), problems)
        self.finished.emit(match.total)  # (recorded once: the rating knows the match's id)
