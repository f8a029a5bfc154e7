"""Keeps the game in play on disk: the autosave, the hand history and the statistics.

``GameKeeper`` follows the controller.  Whenever every event has been shown
(``settled``: nothing moves, so the 15 ms of writing never stalls an animation)
and the game has changed since the last write, it

* records a newly scored hand in the hand history and the statistics, in every
  way to play (again if a claim under table rules changed its result: the stores
  replace it); a game started from a position (practice) is neither;
* autosaves the game -- after every call, card and trick, and in the state
  between hands;
* at game over, counts the game in the statistics (and, when every other seat is a
  computer player, in the rating: :mod:`botifarra_desktop.storage.rating`) and forgets
  the autosave.

Each store saves on its own (see :mod:`.saving`): one that fails -- a read-only
history folder, a full disk -- never stops the others; the failure is told once
and that store is tried again at every write.  A hand or a finished game that a
store could not write is kept in that store's pending journal on disk (see
:mod:`botifarra_desktop.storage.pending`) and written first at its next
successful save -- later in this game, in the next game or in a later run
(:meth:`GameKeeper.flush_pending` at start) -- so it is never dropped when the
next game starts.  "Saving works again" is said only once nothing is pending.
What a store could not write nor keep in its journal (the journal cannot be
written either, or is full) is in memory only: the player is told at once how
many hands are concerned and that they are lost if the window closes first, and
again at close (:meth:`GameKeeper.unkept_on_close`).  A damaged journal, an
entry of it kept aside and a damaged file met at start are each told as such.
A damaged file met while writing is kept aside and told as ``problem``.  An
autosave is only ever forgotten by the game that wrote it.
"""

from __future__ import annotations

from functools import partial
from typing import Optional

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine.events import HandResult
from ...session import TableSession
from ...storage import GameMeta, HandHistory, Problem, SaveStore, StatisticsStore
from ...storage import problems as codes
from ...storage.paths import AppDirs
from ...storage.rating import RatingStore
from ..play.controller import GameController
from .problem_texts import problems_text
from .saving import AUTOSAVE, HISTORY, STATISTICS, SaveHealth

translate = QCoreApplication.translate


class GameKeeper(QObject):
    # A damaged file was met while writing and kept aside: (what happened, the files' details).
    problem = Signal(str, str)

    def __init__(self, controller: GameController, dirs: AppDirs, parent: Optional[QObject] = None,
                 health: Optional[SaveHealth] = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.saves = SaveStore(dirs)
        self.history = HandHistory(dirs)
        self.statistics = StatisticsStore(dirs)
        self.rating = RatingStore(dirs)
        # Which stores fail; tells the player once per failure.
        self.health = health if health is not None else SaveHealth(self)
        self.meta: Optional[GameMeta] = None
        self._stamp = -1  # number of game events at the last write
        # per store: hand number -> the result recorded there (a claim can change a result)
        self._recorded: dict[str, dict[int, HandResult]] = {HISTORY: {}, STATISTICS: {}}
        self._game_stamp = -1  # the stamp at which the finished game was counted
        self._unkept_told: set[str] = set()  # stores whose unkept entries were told (until they recover)
        self.stopped = False  # another copy took the data folder: nothing is written any more
        controller.settled.connect(self.write)

    def follow(self, session: TableSession, meta: GameMeta, written: bool = False) -> None:
        """From now on ``session`` (about to be put on the table) is described by ``meta``.
        ``written``: it was just loaded from disk as it stands, so nothing needs writing yet
        (otherwise its last scored hand is recorded again, the earlier ones are taken as kept)."""
        if self.stopped:
            return
        self.meta = meta
        self._stamp = session.event_count if written else -1
        results = session.results
        kept = results if written else results[:-1]
        self._recorded = {store: dict(enumerate(kept, 1)) for store in (HISTORY, STATISTICS)}
        self._game_stamp = self._stamp if written and session.over else -1

    def flush_pending(self) -> None:
        """Write what earlier runs (or earlier games) could not: called at start.  A damaged
        journal is told as such; a store that still fails is told once, as at any write."""
        if self.stopped:
            return
        for store, kept, path in ((HISTORY, self.history, self.history.path),
                                  (STATISTICS, self.statistics, self.statistics.path)):
            waiting = bool(kept.pending)  # read now: a damaged journal is told before anything else
            if kept.pending.problems:
                self._tell_journal(store, kept.pending.problems, kept.pending.source == "backup")
                kept.pending.problems = []
            if waiting:
                self._tell(store, self.health.attempt(store, path, kept.flush_pending,
                                                      pending=partial(bool, kept.pending)), at_start=True)
                self._check_unkept(store)

    def unkept_on_close(self) -> str:
        """What is lost if the window closes now (hands and games kept in memory only), as one
        message; "" if nothing is."""
        lines = []
        for store in (HISTORY, STATISTICS):
            journal = self._store(store).pending
            if not journal.in_memory_only:
                continue
            count = str(journal.unkept)
            if store == HISTORY:
                text = translate("Keeper", "Lost: finished hands that could not be saved in your past hands, nor kept "
                                           "in %2 to be saved later: %1.")
            else:
                text = translate("Keeper", "Lost: hands or games that could not be counted in your statistics, nor "
                                           "kept in %2 to be counted later: %1.")
            lines.append(text.replace("%1", count).replace("%2", str(journal.path)))
        return "\n\n".join(lines)

    def stop(self) -> None:
        """Write nothing from now on (another copy took the data folder)."""
        self.stopped = True
        self.meta = None

    def forget(self) -> None:
        """Stop writing for the current game (no game, or one that is not ours to keep)."""
        self.meta = None

    # ------------------------------------------------------------ writing
    def write(self) -> None:
        """Write what changed since the last write, each store on its own (called when the
        table settles, and before leaving a game or closing).  A store that failed is tried
        again even when nothing changed."""
        s = self.controller.session
        if s is None or self.meta is None:
            return
        mine = (AUTOSAVE, HISTORY, STATISTICS)
        if s.event_count == self._stamp and not any(st in self.health.failing for st in mine):
            return
        self._stamp = s.event_count
        meta = self.meta
        # every way to play is kept; a game started from a position is practice, not history
        if s.start_position is None:
            self._record_hands(s, meta, HISTORY, self.history.path, self.history.record_hand)
            self._record_hands(s, meta, STATISTICS, self.statistics.path, self.statistics.record_hand)
            if s.over and self._game_stamp != self._stamp:  # again if a claim changed the last hand
                # written, or kept in the pending journal: counted either way, never dropped
                self._game_stamp = self._stamp
                self._tell(STATISTICS, self._attempt(STATISTICS, lambda: self.statistics.record_game(s, meta)))
                self._rate_game(s, meta)
        for store in (HISTORY, STATISTICS):  # a failing store with nothing new: try what it keeps pending
            kept = self.history if store == HISTORY else self.statistics
            if store in self.health.failing and kept.pending:
                self._tell(store, self._attempt(store, kept.flush_pending))
        if s.over:
            self.health.attempt(AUTOSAVE, self.saves.autosave_path, lambda: self.saves.clear_autosave(meta.game_id))
        else:
            self._tell(AUTOSAVE, self.health.attempt(AUTOSAVE, self.saves.autosave_path,
                                                     lambda: self.saves.autosave(s, meta)))

    def _rate_game(self, s: TableSession, meta: GameMeta) -> None:
        """A finished game where every other seat is a computer player counts in the rating
        (``duplicate.rating``; counted once per game).  A rating the disk refuses is left as it was:
        the game still counts in the statistics."""
        players = s.rules.way.players
        if meta.seat_kinds[0] != "human" or any(meta.seat_kinds[x] != "bot" for x in range(1, players)):
            return
        levels = [str(meta.ai_levels[x]) for x in range(players)]
        totals = list(s.totals)
        try:
            if s.rules.way_name == "pairs":
                self.rating.record_game(meta.game_id, levels[2], [levels[1], levels[3]], totals, True)
            else:
                self.rating.record_game(meta.game_id, None, levels[1:], totals, False)
        except (OSError, TimeoutError, ValueError):
            pass

    def _record_hands(self, s: TableSession, meta: GameMeta, store: str, path, record) -> None:
        """Record in ``store`` every scored hand it does not hold as it stands (oldest first);
        a hand the store refuses goes to its pending journal and is written with a later one."""
        recorded = self._recorded[store]
        for hand_no, result in enumerate(s.results, 1):
            if recorded.get(hand_no) == result:
                continue
            problems = self._attempt(store, partial(record, s, hand_no, meta))
            recorded[hand_no] = result  # written, or kept in the store's pending journal
            self._tell(store, problems)

    def _store(self, store: str) -> HandHistory | StatisticsStore:
        return self.history if store == HISTORY else self.statistics

    def _attempt(self, store: str, write):
        """One write of the history or the statistics; "works again" only once nothing is pending.
        What could not be kept anywhere (not even in the pending journal) is told at once."""
        kept = self._store(store)
        result = self.health.attempt(store, kept.path, write, pending=lambda: bool(kept.pending))
        self._check_unkept(store)
        return result

    def _check_unkept(self, store: str) -> None:
        """Hands or games the store could not write, nor keep in its journal, are in memory
        only: say at once what is lost if the window closes (once, until saving works again)."""
        journal = self._store(store).pending
        if not journal.in_memory_only:
            self._unkept_told.discard(store)
            return
        if store in self._unkept_told:
            return
        self._unkept_told.add(store)
        if store == HISTORY:
            intro = translate("Keeper", "Some finished hands cannot be kept anywhere for now: neither your past "
                                        "hands nor the file that keeps them until they can be saved can be written.")
            details = translate("Keeper", "Hands kept only in this window's memory: %1.\nIf Botifarra is closed "
                                          "before saving works again, they will be lost from your past hands."
                                          "\nFile: %2")
        else:
            intro = translate("Keeper", "Some hands or games cannot be counted anywhere for now: neither your "
                                        "statistics nor the file that keeps them until they can be counted can be "
                                        "written.")
            details = translate("Keeper", "Hands or games kept only in this window's memory: %1.\nIf Botifarra is "
                                          "closed before saving works again, your statistics will not include them."
                                          "\nFile: %2")
        self.problem.emit(intro, details.replace("%1", str(journal.unkept)).replace("%2", str(journal.path)))

    def _tell_journal(self, store: str, problems: list[Problem], from_backup: bool) -> None:
        """The pending journal itself was damaged and kept aside: say so (not that the store's file was)."""
        if from_backup:
            intro = translate("Keeper", "The file of what was waiting to be saved was damaged and has been kept "
                                        "aside; its backup copy is used.")
        elif store == HISTORY:
            intro = translate("Keeper", "The file of past hands waiting to be saved was damaged and has been kept "
                                        "aside; the hands it held are not in your past hands.")
        else:
            intro = translate("Keeper", "The file of hands and games waiting to be counted was damaged and has been "
                                        "kept aside; what it held is not counted. Your statistics file is not "
                                        "affected.")
        self.problem.emit(intro, problems_text(problems))

    def _tell(self, store: str, problems: Optional[list[Problem]], at_start: bool = False) -> None:
        """A damaged file was kept aside on the way: say what it means, once.  ``at_start``: the
        write was of what earlier runs left waiting (no hand is being played)."""
        if not problems:
            return
        rejected = [p for p in problems if p.code == codes.REJECTED_ENTRY]
        if rejected:
            intro = translate("Keeper", "Some of what was waiting to be saved could not be used and has been kept "
                                        "aside.")
            self.problem.emit(intro, problems_text(rejected))
        problems = [p for p in problems if p.code != codes.REJECTED_ENTRY]
        if not problems:
            return
        if store == STATISTICS:
            if self.statistics.source == "backup":
                intro = translate("Keeper", "Your statistics file was damaged and has been kept aside; the statistics "
                                            "go on from its backup copy.")
            elif at_start:
                intro = translate("Keeper", "Your statistics file was damaged and has been kept aside; counting starts "
                                            "again with the hands and games that were waiting to be counted.")
            else:
                intro = translate("Keeper", "Your statistics file was damaged and has been kept aside; counting starts "
                                            "again from this hand.")
        elif store == AUTOSAVE:
            intro = translate("Keeper", "The file of the game in play was damaged and has been kept aside; the game is "
                                        "saved again from now on.")
        elif at_start:
            intro = translate("Keeper", "A damaged file of the past hands has been kept aside; the hands that were "
                                        "waiting to be saved are saved now.")
        else:
            intro = translate("Keeper", "A damaged file of the past hands has been kept aside; this hand is saved.")
        self.problem.emit(intro, problems_text(problems))
