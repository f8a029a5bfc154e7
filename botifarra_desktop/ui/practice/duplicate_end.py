"""The end of a duplicate match: the total, a chart of the boards and, for today's boards, the
result text to share and a box to compare a friend's."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...duplicate.match import DuplicateMatch
from ...duplicate.text import RefusedText, compare, parse_result_text, result_text
from ..common.charts import Guide, LineChart, LineChartData, Series
from ..common.screen_fit import fit_dialog
from ..common.typography import font_points
from .duplicate_board import signed

translate = QCoreApplication.translate


class MatchEndDialog(QDialog):
    def __init__(self, match: DuplicateMatch, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.match = match
        self.setWindowTitle(translate("Duplicate", "Duplicate match"))
        layout = QVBoxLayout(self)
        self.total_label = QLabel(self)
        self.total_label.setStyleSheet(f"{font_points(16)} font-weight: bold;")
        self.total_label.setWordWrap(True)
        layout.addWidget(self.total_label)
        self.chart = LineChart(self)
        layout.addWidget(self.chart, 1)
        self.day_box = QGroupBox(translate("Duplicate", "Today's boards: share your result"), self)
        day = QHBoxLayout(self.day_box)
        mine = QVBoxLayout()
        mine.addWidget(QLabel(translate("Duplicate", "Your result, to copy to your friends:"), self.day_box))
        self.text = QPlainTextEdit(self.day_box)
        self.text.setReadOnly(True)
        mine.addWidget(self.text)
        self.copy_button = QPushButton(translate("Duplicate", "Copy"), self.day_box)
        self.copy_button.clicked.connect(self._copy)
        mine.addWidget(self.copy_button)
        day.addLayout(mine, 1)
        theirs = QVBoxLayout()
        theirs.addWidget(QLabel(translate("Duplicate", "Paste a friend's result to compare:"), self.day_box))
        self.paste = QPlainTextEdit(self.day_box)
        theirs.addWidget(self.paste)
        self.compare_button = QPushButton(translate("Duplicate", "Compare"), self.day_box)
        self.compare_button.clicked.connect(self.compare_pasted)
        theirs.addWidget(self.compare_button)
        self.comparison = QLabel(self.day_box)
        self.comparison.setWordWrap(True)
        theirs.addWidget(self.comparison)
        day.addLayout(theirs, 1)
        layout.addWidget(self.day_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_dialog(self, QSize(900, 680))

    def show_match(self, match: DuplicateMatch, waiting: list[int]) -> None:
        self.match = match
        scores = match.scores()
        if waiting:
            self.total_label.setText(translate("Duplicate", "The other table is still playing boards %1…")
                                     .replace("%1", ", ".join(str(n) for n in waiting)))
        else:
            self.total_label.setText(translate("Duplicate", "Total: %1 board points over %2 boards.")
                                     .replace("%1", signed(match.total)).replace("%2", str(len(scores))))
        points = [(float(s.board.number), float(s.points)) for s in scores]
        running, total = [], 0
        for s in scores:
            total += s.points
            running.append((float(s.board.number), float(total)))
        ys = [y for _, y in points + running] + [0.0]
        lo, hi = min(ys) - 1, max(ys) + 1
        self.chart.set_data(LineChartData(
            title=translate("Duplicate", "Board points, board by board"),
            series=[Series(translate("Duplicate", "Each board"), points,
                           end_label=translate("Duplicate", "Board: %1").replace("%1", signed(points[-1][1]))
                           if points else None),
                    Series(translate("Duplicate", "Running total"), running,
                           end_label=translate("Duplicate", "Total: %1").replace("%1", signed(total))
                           if running else None)],
            x_range=(1.0, float(max(2, len(match.boards)))), y_range=(lo, hi),
            guides=[Guide(0.0, translate("Duplicate", "even"))],
            x_title=translate("Duplicate", "Board"),
            empty_text=translate("Duplicate", "No board scored yet.")))
        is_day = match.key.startswith("date:")
        self.day_box.setVisible(is_day)
        if is_day and not waiting and match.finished:
            self.text.setPlainText(result_text(match))
        self.copy_button.setEnabled(bool(self.text.toPlainText()))
        self.compare_button.setEnabled(bool(self.text.toPlainText()))

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())

    def compare_pasted(self) -> None:
        """Read the pasted text; a refused one says why, and what was pasted stays in the box."""
        try:
            cmp = compare(self.match, parse_result_text(self.paste.toPlainText()))
        except RefusedText as exc:
            self.comparison.setText(self._refusal(str(exc)))
            return
        lines = [translate("Duplicate", "Your total %1, your friend's %2.").replace("%1", signed(cmp.own_total))
                 .replace("%2", signed(cmp.friend_total))]
        for number, own_res, own_pts, res, pts in cmp.rows:
            lines.append(translate("Duplicate", "Board %1: you %2 (%3), your friend %4 (%5)")
                         .replace("%1", str(number))
                         .replace("%2", "–" if own_res is None else signed(own_res)).replace("%3", signed(own_pts))
                         .replace("%4", "–" if res is None else signed(res)).replace("%5", signed(pts)))
        if cmp.same_cards:
            lines.append(translate("Duplicate", "You both played exactly the same cards."))
        self.comparison.setText("\n".join(lines))

    def _refusal(self, english: str) -> str:
        """The refusal in the player's language (``text.py`` words it in English for the log)."""
        if "changed after it was made" in english:
            return translate("Duplicate", "This result text was changed after it was made (its check does not "
                                          "match): it is not compared.")
        if "does not score what its result scores" in english:
            return translate("Duplicate", "A board of this result text does not score what its result scores "
                                          "against the other table: it was changed.")
        if "yours are for" in english:
            return translate("Duplicate", "This result is for another day's boards.")
        if "cannot be compared" in english:
            return translate("Duplicate", "This result was played against another other table (level or "
                                          "replays): the scores cannot be compared.")
        return translate("Duplicate", "This is not a botifarra duplicate result text that can be read: copy "
                                      "all three lines of it.")
