"""Open and Save-as dialogs for named games.

``OpenGameDialog(store)`` lists the saves (date, players, rules and way to play,
score; a damaged file is shown as damaged, with the reason) and, on Open, loads the
game itself: it emits ``game_opened(SavedGame, problems)`` and keeps the game
in ``.opened``.  A save that cannot be used is reported inside the dialog and
the list refreshed -- nothing crashes, nothing is lost (the bad file is kept
aside by the store).

``SaveGameDialog(store, session, meta)`` asks for a name (the suggestion selected: typing
replaces it), warns while typing
when that name is taken, asks before replacing it, saves, and emits
``saved(name, problems)``.

Both use large type: the players are often older people.  The list fits its
dialog at any size: long texts wrap onto more lines instead of being cut, and
the name and the players also show whole in a tooltip.  A seat that kept its
place's default name is listed by that name in the current language ("Right",
"Dreta"), whatever language the game was started in, and the date as that language writes
it ("2/12/26 11:15" in Catalan).
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.ways import INDIVIDUAL, PAIRS, RECTOR, THREE, TWO_HAND, WAY_TABLE
from ...session import TableSession
from ...storage.meta import GameMeta
from ...storage.problems import Problem
from ...storage.saves import SavedGame, SaveExists, SaveInfo, SaveStore, file_stem
from ..common.screen_fit import fit_dialog
from ..common.texts import date_time_text, stored_names
from ..common.typography import make_readable
from ..table.layout import seat_sides
from .problem_texts import problem_text

BROKEN_COLOUR = QColor("#b03030")


translate = QCoreApplication.translate  # lupdate reads translate("Saves", "…") calls, not a wrapper's


def variant_label(variant: str) -> str:
    return {
        "lliure": translate("Saves", "Lliure"),
        "obligada": translate("Saves", "Obligada"),
        "intermedia": translate("Saves", "Intermèdia"),
    }.get(variant, variant)


def preset_label(preset: str) -> str:
    return {
        "lliure": translate("Saves", "Lliure"),
        "obligada": translate("Saves", "Obligada"),
        "intermedia": translate("Saves", "Intermèdia"),
        "butinet_tournament": translate("Saves", "ButiNET"),
        "lleida": translate("Saves", "Lleida"),
        "custom": translate("Saves", "Own rules"),
    }.get(preset, preset)


def way_label(way_name: str) -> str:
    """The way to play, short enough for a cell of the list."""
    return {
        PAIRS: translate("Saves", "Pairs"),
        INDIVIDUAL: translate("Saves", "Four players, no pairs"),
        THREE: translate("Saves", "Three players"),
        RECTOR: translate("Saves", "Two players: rector i vicari"),
        TWO_HAND: translate("Saves", "Two players: piles and a hand"),
    }.get(way_name, way_name)


def opponents_label(seat_kinds: tuple[str, ...], players: int) -> str:
    """Who plays the seats of the way to play: against the computer, the computer alone,
    over the network, or several people at this computer."""
    kinds = seat_kinds[:players]
    if "remote" in kinds:
        return translate("Saves", "over the network")
    humans = kinds.count("human")
    if humans == 0:
        return translate("Saves", "the computer plays alone")
    if humans == 1:
        return translate("Saves", "against the computer")
    return translate("Saves", "several people at this computer")


def date_label(when: Any, between: str = " ") -> str:
    """The date and time (local) as the UI language writes them short, ``between`` them: a space,
    or a new line for a narrow cell (see :func:`~botifarra_desktop.ui.common.texts.date_time_text`)."""
    if when is None:
        return translate("Saves", "unknown date")
    return date_time_text(when, between)


def problems_text(problems: list[Problem]) -> str:
    return "\n\n".join(problem_text(p) for p in problems)


class OpenGameDialog(QDialog):
    """Pick a saved game to continue."""

    game_opened = Signal(object, list)  # SavedGame, [Problem]

    COLUMNS = 5
    NAME, SAVED, PLAYERS, GAME, SCORE = range(COLUMNS)

    def __init__(self, store: SaveStore, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.store = store
        self.opened: Optional[SavedGame] = None
        self.infos: list[SaveInfo] = []
        self.setWindowTitle(self.tr("Open a saved game"))
        make_readable(self)
        self.table = QTableWidget(0, self.COLUMNS, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Saved"), self.tr("Players"), self.tr("Game"), self.tr("Score")])
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the buttons; the arrows choose a row
        self.table.verticalHeader().hide()
        # nothing is cut: the date and the score take what they need, the name, the players and
        # the game share the rest and wrap onto more lines; the rows grow to their text
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        for col in range(self.COLUMNS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        for col in (self.SAVED, self.SCORE):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self.open_selected())
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty = QLabel(self.tr("There are no saved games yet."), self)
        buttons = QDialogButtonBox(self)
        self.open_button = buttons.addButton(self.tr("Open"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.delete_button = buttons.addButton(self.tr("Delete"), QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table)
        layout.addWidget(self.details)
        layout.addWidget(buttons)
        fit_dialog(self, QSize(1050, 500))  # smaller on a small screen: the buttons stay in sight
        self.refresh()

    def refresh(self) -> None:
        """Read the list again (after a file was opened, moved aside or deleted)."""
        self.infos = self.store.list_saves()
        self.table.setRowCount(len(self.infos))
        for row, info in enumerate(self.infos):
            for col, text in enumerate(self._cells(info)):
                item = QTableWidgetItem(text)
                if info.broken:
                    item.setForeground(QBrush(BROKEN_COLOUR))
                    item.setToolTip(problem_text(info.problem))
                elif col in (self.NAME, self.PLAYERS):  # a word too long for the column shows whole here
                    item.setToolTip(text)
                self.table.setItem(row, col, item)
        self.empty.setVisible(not self.infos)
        self.table.setVisible(bool(self.infos))
        if self.infos:
            self.table.selectRow(0)
        self._selection_changed()

    def _cells(self, info: SaveInfo) -> list[str]:
        if info.broken:
            return [info.name, self.tr("damaged"), "", "", ""]
        rules = preset_label(info.preset)
        if info.preset == "custom":
            rules = f"{rules} ({variant_label(info.variant)})"
        if info.way_name in WAY_TABLE:
            players = WAY_TABLE[info.way_name].players
            names = stored_names(info.players, info.default_names, seat_sides(players), info.way_name == PAIRS)
            game = f"{rules}\n{way_label(info.way_name)}, {opponents_label(info.seat_kinds, players)}"
        else:  # a way to play this program does not know: the names as stored
            names = list(info.players)
            game = rules
        shown = ", ".join(n for n in names if n) or self.tr("(no names)")
        totals = info.totals or (0, 0)
        # two sides: "25 – 0"; each player on their own: "-5, -4, 9" (a score may be negative)
        score = (" – " if len(totals) == 2 else ", ").join(str(t) for t in totals)
        score += "\n" + self.tr("hand %1").replace("%1", str(info.hand_no))
        if info.over:
            score += "\n" + self.tr("(finished)")
        return [info.name, date_label(info.saved_at, "\n"), shown, game, score]

    def selected(self) -> Optional[SaveInfo]:
        rows = self.table.selectionModel().selectedRows()
        return self.infos[rows[0].row()] if rows else None

    def _selection_changed(self) -> None:
        info = self.selected()
        self.open_button.setEnabled(info is not None and info.usable)
        self.delete_button.setEnabled(info is not None)
        if info is None:
            self.details.setText("")
        elif info.broken:
            self.details.setText(self.tr("This saved game is damaged and cannot be opened:") + "\n" + problem_text(info.problem))
        elif info.problem is not None:
            self.details.setText(
                self.tr("This file is damaged; its backup copy will be opened instead:") + "\n" + problem_text(info.problem))
        else:
            self.details.setText("")

    def open_selected(self) -> None:
        info = self.selected()
        if info is None or info.broken:
            return
        game, problems = self.store.open(info)
        if game is None:
            self.refresh()
            self.details.setText(self.tr("The game could not be opened.") + "\n" + problems_text(problems))
            return
        self.opened = game
        self.game_opened.emit(game, problems)
        self.accept()

    def delete_selected(self) -> None:
        info = self.selected()
        if info is None:
            return
        question = self.tr("Delete the saved game “%1”? This cannot be undone.").replace("%1", info.name)
        if not self.confirm(self.tr("Delete"), question):
            return
        try:
            self.store.delete(info)
        except OSError as exc:
            self.details.setText(self.tr("The game could not be deleted:") + f"\n{exc}")
            return
        self.refresh()

    def confirm(self, title: str, question: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes


class SaveGameDialog(QDialog):
    """Save the game in play under a name."""

    saved = Signal(str, list)  # name, [Problem]

    def __init__(self, store: SaveStore, session: TableSession, meta: GameMeta,
                 parent: Optional[QWidget] = None, suggestion: str = "") -> None:
        super().__init__(parent)
        self.store, self.session, self.meta = store, session, meta
        self.saved_name: Optional[str] = None
        self.setWindowTitle(self.tr("Save the game"))
        make_readable(self)
        self.name_edit = QLineEdit(suggestion, self)
        self.name_edit.setFont(self.font())  # the dialog's large type, whatever a style gives a line edit
        self.name_edit.setMaxLength(64)
        self.name_edit.setPlaceholderText(self.tr("A name for this game"))
        self.name_edit.textChanged.connect(self._name_changed)
        self.warning = QLabel(self)
        self.warning.setWordWrap(True)
        existing = [i.name for i in store.list_saves() if i.usable]
        self.existing = QLabel(self)
        self.existing.setWordWrap(True)
        if existing:
            self.existing.setText(self.tr("Saved games: %1").replace("%1", ", ".join(existing)))
        buttons = QDialogButtonBox(self)
        self.save_button: QPushButton = buttons.addButton(self.tr("Save"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.save_button.clicked.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Name:"), self))
        layout.addWidget(self.name_edit)
        layout.addWidget(self.warning)
        layout.addWidget(self.existing)
        layout.addWidget(buttons)
        self.resize(600, 250)
        self._name_changed(self.name_edit.text())
        self.name_edit.setFocus()
        self.name_edit.selectAll()  # typing replaces the suggestion

    def _name_changed(self, text: str) -> None:
        try:
            file_stem(text)
        except ValueError:
            self.save_button.setEnabled(False)
            self.warning.setText(self.tr("Please write a name for the game.") if not text.strip()
                                 else self.tr("Use a name of up to 64 characters with some letters or digits."))
            return
        self.save_button.setEnabled(True)
        taken = self.store.exists(text)
        self.warning.setText(
            self.tr("A saved game with this name already exists: saving will replace it.") if taken else "")

    def save(self) -> None:
        name = self.name_edit.text().strip()
        try:
            problems = self.store.save_as(name, self.session, self.meta)
        except SaveExists:
            question = self.tr("Replace the saved game “%1” with this game?").replace("%1", name)
            if not self.confirm(self.tr("Replace"), question):
                return
            try:
                problems = self.store.save_as(name, self.session, self.meta, overwrite=True)
            except (OSError, ValueError) as exc:
                self._failed(exc)
                return
        except (OSError, ValueError) as exc:
            self._failed(exc)
            return
        self.saved_name = name
        self.saved.emit(name, problems)
        self.accept()

    def _failed(self, exc: Exception) -> None:
        self.warning.setText(self.tr("The game was not saved:") + f"\n{exc}")

    def confirm(self, title: str, question: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes
