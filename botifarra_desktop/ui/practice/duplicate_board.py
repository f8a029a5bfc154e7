"""After a board of a duplicate match: both tables side by side, card by card, and the board's score."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...duplicate.match import BoardScore, DuplicateMatch
from ...duplicate.tables import TablePlay
from ..common.screen_fit import fit_dialog
from ..common.texts import call_name, card_name, declaration_name
from ..common.typography import font_points

translate = QCoreApplication.translate


def signed(value: float) -> str:
    text = f"{value:+.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("+0", "-0") else text


def move_text(move: tuple[int, str, str], names: Sequence[str]) -> str:
    seat, kind, value = move
    what = card_name(value) if kind == "play" else declaration_name(value) if kind == "declare" else call_name(value)
    return f"{names[seat]}: {what}"


class BoardDialog(QDialog):
    """Board ``number``: what you played beside what the other table played, and its board points."""

    next_board = Signal()
    #: "Review your hand": the hand review of your decisions at this board (the table still holds it)
    review = Signal()

    def __init__(self, match: DuplicateMatch, number: int, names: Sequence[str],
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.match, self.number, self.names = match, number, list(names)
        self.board = match.board(number)
        self.setWindowTitle(translate("Duplicate", "Board %1 of %2").replace("%1", str(number))
                            .replace("%2", str(len(match.boards))))
        layout = QVBoxLayout(self)
        self.score_label = QLabel(self)
        self.score_label.setStyleSheet(f"{font_points(16)} font-weight: bold;")
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        layout.addWidget(self.score_label)
        layout.addWidget(self.detail)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("Duplicate", "Compare with the other table's play:"), self))
        self.replay = QComboBox(self)
        for r in range(match.replays):
            self.replay.addItem(translate("Duplicate", "replay %1").replace("%1", str(r + 1)), r)
        self.replay.currentIndexChanged.connect(lambda _i: self._fill())
        row.addWidget(self.replay)
        row.addStretch(1)
        layout.addLayout(row)
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels([translate("Duplicate", "Trick"), translate("Duplicate", "Your table"),
                                              translate("Duplicate", "The other table")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)  # one line a card: the 48 cards scroll in a compact list
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(self)
        last = match.next_board is None
        self.next_button = QPushButton(translate("Duplicate", "See the match's total") if last
                                       else translate("Duplicate", "Next board"), self)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button = QPushButton(translate("Duplicate", "Review your hand"), self)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(self.review.emit)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.next_button.clicked.connect(self._next)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_score(match.score(number))
        fit_dialog(self, QSize(900, 680))

    def _next(self) -> None:
        self.accept()
        self.next_board.emit()

    def show_score(self, score: Optional[BoardScore]) -> None:
        """The board's score once the other table has played it (until then: it is playing)."""
        self.score = score
        dealer = self.names[self.board.dealer]
        own = self.match.own.get(self.number)
        if score is None:
            self.score_label.setText(translate("Duplicate", "The other table is still playing this board…"))
            self.detail.setText(translate("Duplicate", "Dealt by %1. Your side's result: %2.")
                                .replace("%1", dealer)
                                .replace("%2", "–" if own is None else signed(own.net(self.match.side))))
            self.replay.setEnabled(False)
        else:
            self.score_label.setText(translate("Duplicate", "Board points: %1").replace("%1", signed(score.points)))
            others = ", ".join(signed(o.net(score.side)) for o in score.others)
            if score.own_result is None:
                text = translate("Duplicate", "Dealt by %1. You gave this board up: it scores %2 board points.") \
                    .replace("%1", dealer).replace("%2", signed(score.points))
            else:
                text = translate(
                    "Duplicate", "Dealt by %1. Your side's result: %2. The other table (%3): %4, mean %5. "
                    "The difference, %6 game points, scores %7 board points.").replace("%1", dealer) \
                    .replace("%2", signed(score.own_result)).replace("%3", self._level()) \
                    .replace("%4", others).replace("%5", signed(score.datum)) \
                    .replace("%6", signed(score.difference or 0.0)).replace("%7", signed(score.points))
            self.detail.setText(text)
            self.replay.setEnabled(True)
        self._fill()

    def _level(self) -> str:
        level = {"easy": translate("Duplicate", "Easy"), "medium": translate("Duplicate", "Medium"),
                 "hard": translate("Duplicate", "Hard")}[self.match.level]
        return translate("Duplicate", "%1, %2 times").replace("%1", level).replace("%2", str(self.match.replays))

    def _fill(self) -> None:
        own = self.match.own.get(self.number)
        other: Optional[TablePlay] = None
        if self.score is not None:
            other = self.score.others[self.replay.currentData() or 0]
        rows = self.rows(own, other)
        self.table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))

    def rows(self, own: Optional[TablePlay], other: Optional[TablePlay]) -> list[tuple[str, str, str]]:
        """The table's rows: the calls of both tables, then the cards, trick by trick."""
        players = self.board.rules.way.players

        def split(play: Optional[TablePlay]) -> tuple[list[str], list[str]]:
            if play is None:
                return [], []
            calls = [move_text(m, self.names) for m in play.moves if m[1] != "play"]
            cards = [move_text(m, self.names) for m in play.moves if m[1] == "play"]
            return calls, cards

        own_calls, own_cards = split(own)
        other_calls, other_cards = split(other)
        out: list[tuple[str, str, str]] = []
        for i in range(max(len(own_calls), len(other_calls))):
            out.append((translate("Duplicate", "Calls") if i == 0 else "",
                        own_calls[i] if i < len(own_calls) else "", other_calls[i] if i < len(other_calls) else ""))
        for i in range(max(len(own_cards), len(other_cards))):
            out.append((str(i // players + 1) if i % players == 0 else "",
                        own_cards[i] if i < len(own_cards) else "", other_cards[i] if i < len(other_cards) else ""))
        return out
