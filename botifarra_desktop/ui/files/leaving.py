"""Asking before a game in progress gives way to another one.

A game is *in progress* while it is not over and something has happened in it that would be
lost: a card played or a hand scored.  A game just dealt, a finished game and a practice
scenario (a game started from a position, played again with one click) give way without a
question.

``GameLeaving.may_leave()`` is the one question every path that replaces the offline game on the
table asks (Game > New game, Open…, a past hand played again, the Practice games, hosting or
joining a LAN table; the shell combines it with the LAN table's own question and passes it on).
The player may keep playing (the default, also Escape), save the game first (when it can be
saved: the Save as dialog, and the new game comes only once it is saved) or abandon it.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...session import TableSession
from ..common.typography import make_readable
from ..play.controller import GameController

translate = QCoreApplication.translate

#: The player's answers to :meth:`GameLeaving.ask`.
KEEP, SAVE, ABANDON = "keep", "save", "abandon"


def in_progress(session: Optional[TableSession]) -> bool:
    """Whether leaving ``session`` loses play: not over, with a card played or a hand scored (a
    practice scenario never: see the module's docstring)."""
    if session is None or session.over or session.start_position is not None:
        return False
    return bool(session.results) or any(action.type == "play" for action in session.actions)


class GameLeaving:
    """The question asked before the game on the table is replaced (see the module's docstring).

    ``can_save()``: whether the game on the table can be saved under a name now; ``save_first()``:
    ask for a name and save it, True once it is saved (False: the player cancelled)."""

    def __init__(self, parent: QWidget, controller: GameController, can_save: Callable[[], bool],
                 save_first: Callable[[], bool]) -> None:
        self.parent_widget = parent
        self.controller = controller
        self.can_save = can_save
        self.save_first = save_first
        # ``ask(can_save) -> KEEP | SAVE | ABANDON``: the question on screen (tests replace it)
        self.ask: Callable[[bool], str] = self.ask_player
        # the question box while it is on screen
        self.box: Optional[QMessageBox] = None

    def may_leave(self) -> bool:
        """True if the game on the table may be replaced: nothing to lose, or the player abandoned
        it or saved it first."""
        if not in_progress(self.controller.session):
            return True
        answer = self.ask(self.can_save())
        if answer == SAVE:
            return self.save_first()
        return answer == ABANDON

    def ask_player(self, can_save: bool) -> str:
        """The question box on screen, waiting for the player: KEEP, SAVE or ABANDON."""
        box = self.question(can_save)
        self.box = box
        try:
            box.exec()
            clicked = box.clickedButton()
            answer = clicked.property("answer") if clicked is not None else None
            return answer if answer in (SAVE, ABANDON) else KEEP
        finally:
            self.box = None
            box.deleteLater()

    def question(self, can_save: bool) -> QMessageBox:
        """The question box, in the large type of every dialog; keeping the game is its default."""
        box = QMessageBox(QMessageBox.Icon.Question, translate("Leaving", "Botifarra"),
                          translate("Leaving", "Abandon the game in progress?"), QMessageBox.StandardButton.NoButton,
                          self.parent_widget)
        if can_save:
            box.setInformativeText(translate("Leaving", "To go on with it another time, save it first."))
        keep = box.addButton(translate("Leaving", "&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        keep.setProperty("answer", KEEP)
        if can_save:
            save = box.addButton(translate("Leaving", "&Save it first…"), QMessageBox.ButtonRole.AcceptRole)
            save.setProperty("answer", SAVE)
        abandon = box.addButton(translate("Leaving", "&Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
        abandon.setProperty("answer", ABANDON)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        make_readable(box)
        return box
