"""The Game menu's files: Save as…, Open…, Past hands…, Statistics…, and telling file problems.

``GameFiles`` is given what it uses: the parent of its dialogs, the
controller, the :class:`~.keeper.GameKeeper` (its stores), the status bar,
the window's ``play`` / ``resume`` to put games on the table, and
``may_replace``, asked before an opened game or a past hand played again
replaces the game on the table (see :mod:`.leaving`).  After a load the status
bar says which game was loaded.  The dialogs open
window-modal without blocking the event loop (``open()``, not ``exec()``); the one on screen is ``.dialog``
(only "save it first", asked before a game gives way to another, waits for its Save as).  A damaged
file is shown in a message box that lists the problems; nothing crashes.
"""

from __future__ import annotations

from datetime import datetime
from typing import Callable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QStatusBar, QWidget

from ...session import TableSession
from ...storage import GameMeta, HandRecord, Problem, SavedGame, replay_same_deal
from ...storage.meta import preset_name
from ..common.one_dialog import OneDialog
from ..play.controller import GameController
from .history_dialog import HandHistoryDialog
from .keeper import GameKeeper
from .problem_texts import problem_text
from .saves_dialog import OpenGameDialog, SaveGameDialog
from .stats_dialog import StatisticsDialog

translate = QCoreApplication.translate


class GameFiles(QObject):
    def __init__(self, parent: QWidget, controller: GameController, keeper: Optional[GameKeeper],
                 status_bar: QStatusBar, play: Callable[[TableSession, GameMeta], None],
                 resume: Callable[[SavedGame], None], may_replace: Callable[[], bool] = lambda: True,
                 announce: Callable[[str], None] = lambda text: None) -> None:
        """``announce``: says a sentence to a screen reader (what the status bar tells of a load or a save)."""
        super().__init__(parent)
        self.parent_widget = parent
        self.controller = controller
        #: Writes the game in play to disk; ``None`` without player directories (nothing to keep).
        self.keeper = keeper
        self.status_bar = status_bar
        self.play = play
        self.resume = resume
        self.may_replace = may_replace
        self.announce = announce
        self.dialogs = OneDialog()  # the dialog on screen: ``dialog``
        self.problem_box: Optional[QMessageBox] = None
        self.save_action = QAction(translate("MainWindow", "&Save as…"), parent)
        self.save_action.setShortcut("Ctrl+S")
        self.save_action.triggered.connect(self.save_as)
        self.open_action = QAction(translate("MainWindow", "&Open…"), parent)
        self.open_action.setShortcut("Ctrl+O")
        self.open_action.triggered.connect(self.open_game)
        self.history_action = QAction(translate("MainWindow", "Past &hands…"), parent)
        self.history_action.triggered.connect(self.past_hands)
        self.stats_action = QAction(translate("MainWindow", "S&tatistics…"), parent)
        self.stats_action.triggered.connect(self.statistics)

    def add_actions(self, menu: QMenu) -> None:
        """Into the Game menu; without player directories (autoplay) there is nothing to keep."""
        if self.keeper is None:
            return
        menu.addAction(self.save_action)
        menu.addAction(self.open_action)
        menu.addSeparator()
        menu.addAction(self.history_action)
        menu.addAction(self.stats_action)
        self.update_actions()

    def update_actions(self) -> None:
        self.save_action.setEnabled(self.can_save())

    def can_save(self) -> bool:
        """Whether the game on the table can be saved under a name (an offline game that is kept)."""
        return self.keeper is not None and self.keeper.meta is not None and self.controller.session is not None

    @property
    def dialog(self) -> Optional[QDialog]:
        """The dialog this menu has on screen, if any."""
        return self.dialogs.current

    # ------------------------------------------------------------ the four menu entries
    def save_as(self) -> None:
        dialog = self._save_dialog()
        if dialog is not None:
            self.dialogs.show(dialog)

    def save_now(self) -> bool:
        """Save as, waiting for the player (before the game gives way to another): True once saved."""
        dialog = self._save_dialog()
        if dialog is None:
            return False
        try:
            return dialog.exec() == QDialog.DialogCode.Accepted and dialog.saved_name is not None
        finally:
            dialog.deleteLater()

    def _save_dialog(self) -> Optional[SaveGameDialog]:
        session = self.controller.session
        if self.keeper is None or self.keeper.meta is None or session is None:
            return None
        self.keeper.write()  # the autosave as well, so both hold the same moment
        suggestion = translate("MainWindow", "Game of %1").replace("%1", datetime.now().strftime("%d-%m-%Y %H.%M"))
        dialog = SaveGameDialog(self.keeper.saves, session, self.keeper.meta, self.parent_widget, suggestion)
        dialog.saved.connect(self._saved)
        return dialog

    def _saved(self, name: str, problems: list) -> None:
        self._tell(translate("MainWindow", "The game was saved as “%1”.").replace("%1", name))
        if problems:
            self.show_problems(translate("MainWindow", "A damaged saved game of that name was kept aside."), problems)

    def open_game(self) -> None:
        if self.keeper is None:
            return
        dialog = OpenGameDialog(self.keeper.saves, self.parent_widget)
        dialog.game_opened.connect(self._opened)
        self.dialogs.show(dialog)

    def _opened(self, saved: SavedGame, problems: list) -> None:
        if not self.may_replace():
            return
        if problems:
            self.show_problems(translate("MainWindow", "The saved game was damaged; its backup copy was opened."),
                               problems)
        self.resume(saved)
        self._tell(translate("MainWindow", "Loaded “%1”.").replace("%1", saved.info.name))

    def _tell(self, text: str) -> None:
        """In the status bar for a while, and to a screen reader (it does not read the status bar)."""
        self.status_bar.showMessage(text, 8000)
        self.announce(text)

    def past_hands(self) -> None:
        if self.keeper is None:
            return
        dialog = HandHistoryDialog(self.keeper.history, self.parent_widget)
        dialog.play_again.connect(self._play_again)
        self.dialogs.show(dialog)

    def _play_again(self, record: HandRecord) -> None:
        """A new game whose first hand has the record's cards, with the same players."""
        if not self.may_replace():
            return
        self.dialogs.close()
        session = replay_same_deal(record)
        old = record.meta
        kinds = tuple("human" if k == "human" else "bot" for k in old.seat_kinds)
        levels = tuple(None if k == "human" else (lv or "medium") for k, lv in zip(kinds, old.ai_levels))
        meta = GameMeta(names=old.names, default_names=old.default_names, seat_kinds=kinds, ai_levels=levels,
                        preset=preset_name(session.rules))
        self.play(session, meta)

    def statistics(self) -> None:
        if self.keeper is not None:
            self.dialogs.show(StatisticsDialog.from_store(self.keeper.statistics, self.parent_widget))

    # ------------------------------------------------------------ problems
    def show_problems(self, intro: str, problems: Sequence[Problem | str]) -> None:
        """Tell the player what was wrong with their files; the list is visible, not folded away."""
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Botifarra"), intro,
                          QMessageBox.StandardButton.Ok, self.parent_widget)
        box.setInformativeText("\n\n".join(problem_text(p) for p in problems))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setModal(False)
        box.finished.connect(lambda _r, b=box: self._box_closed(b))
        self.problem_box = box
        box.show()

    def _box_closed(self, box: QMessageBox) -> None:
        if self.problem_box is box:
            self.problem_box = None
