"""The player's statistics: first the results over time (charts, see :mod:`.stats_charts`) with the
totals and best comeback beside them (each number beside its label, or all under them in a narrow
column: never cut), then the charts compared, then the tables by way to play, variant and AI level on
one page (three tabs: they fit a 1366 px screen in every language; the dialog fits an 800x600 one).

Each table of "In numbers" has one column per thing it counts, its heading saying what it is ("Games
won", "Hands won", "Points per hand", "Contros won") on two lines; a cell of games, hands or contros
won says of how many ("11 of 30": of the games played, the contros called).  The tables fit the page
at 800x600 in every language: the first column takes what the numbers leave and wraps its names.

``StatisticsDialog(stats, problems)`` shows a
:class:`~botifarra_desktop.storage.statistics.Statistics`;
``StatisticsDialog.from_store(store)`` loads them first.  Problems met while
loading (a damaged file that was kept aside) are told at the top.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...storage.problems import Problem
from ...storage.statistics import Statistics, StatisticsStore, Tally
from ..common.screen_fit import fit_dialog
from ..dialogs.rules_form import way_names
from .saves_dialog import make_readable, problems_text, variant_label
from .stats_charts import ComparedCharts, OverTimeCharts, chart_font, ordered


def level_label(level: str) -> str:
    # literal calls: lupdate only extracts translate("Context", "text") written out in full
    return {
        "easy": QCoreApplication.translate("StatisticsDialog", "Easy"),
        "medium": QCoreApplication.translate("StatisticsDialog", "Medium"),
        "hard": QCoreApplication.translate("StatisticsDialog", "Hard"),
        "mixed": QCoreApplication.translate("StatisticsDialog", "Mixed levels"),
        "human": QCoreApplication.translate("StatisticsDialog", "People"),
    }.get(level, level)


class TotalsPage(QWidget):
    """The page of the totals: each number beside its label when the page has room for every label and
    number side by side, else every number under its label (a label longer than the page wraps its words), so
    that no number is ever cut and the rows all read the same way (Qt's own choice, row by row, cut
    "35.0" to "35." in a 1000 px dialog and ran past the column in an 800 px one)."""

    def __init__(self, form: QFormLayout, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.form = form
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)

    def minimumSizeHint(self) -> QSize:
        """As narrow as the widest number: the scroll area then always gives the page its own width, and
        :meth:`resizeEvent` lays the rows out for that width."""
        return QSize(self._widest(QFormLayout.ItemRole.FieldRole) + self._margins(), super().minimumSizeHint().height())

    def _widgets(self, role: QFormLayout.ItemRole) -> list[QLabel]:
        found = []
        for row in range(self.form.rowCount()):
            item = self.form.itemAt(row, role)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QLabel):
                found.append(widget)
        return found

    def _widest(self, role: QFormLayout.ItemRole) -> int:
        """The widest text of the labels or the numbers on one line."""
        return max((w.fontMetrics().horizontalAdvance(w.text()) + 2 * w.margin() + 2
                    for w in self._widgets(role)), default=0)

    def _margins(self) -> int:
        outer = self.layout()
        m = outer.contentsMargins() if outer is not None else self.contentsMargins()
        return m.left() + m.right()

    def side_by_side_width(self) -> int:
        """The least width that shows every number beside its label, each label on one line."""
        spacing = max(0, self.form.horizontalSpacing())
        return self._widest(QFormLayout.ItemRole.LabelRole) + spacing \
            + self._widest(QFormLayout.ItemRole.FieldRole) + self._margins()

    def resizeEvent(self, event) -> None:
        wanted = (QFormLayout.RowWrapPolicy.DontWrapRows if event.size().width() >= self.side_by_side_width()
                  else QFormLayout.RowWrapPolicy.WrapAllRows)
        if self.form.rowWrapPolicy() != wanted:
            self.form.setRowWrapPolicy(wanted)
        # a label wraps its words only where the page is narrower than it on one line
        one_line = event.size().width() >= self._widest(QFormLayout.ItemRole.LabelRole) + self._margins()
        for label in self._widgets(QFormLayout.ItemRole.LabelRole):
            if label.wordWrap() == one_line:
                label.setWordWrap(not one_line)
        super().resizeEvent(event)


def two_lines(text: str, metrics: QFontMetrics) -> str:
    """``text`` on two lines broken at the space that makes the wider line narrowest ("Games won" ->
    "Games" / "won"): a heading as narrow as it can be and still read as words."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return text
    best = min(spaces, key=lambda i: max(metrics.horizontalAdvance(text[:i]), metrics.horizontalAdvance(text[i + 1:])))
    return text[:best] + "\n" + text[best + 1:]


class NumbersTable(QTableWidget):
    """A table of counts by group: the numbers take what they need, the first column the rest and wraps
    its names; as tall as its rows (the page scrolls, never the table), however wide it is made."""

    MIN_NAMES = 60  # px: the first column never narrower, whatever the numbers take

    def __init__(self, rows: int, headings: list[str], parent: Optional[QWidget] = None) -> None:
        super().__init__(rows, len(headings), parent)
        self.setHorizontalHeaderLabels(headings)
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # Tab goes on to the next control; the arrows read the cells
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)  # set in fit_rows: what the numbers leave
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def fit_rows(self) -> None:
        """The first column as wide as the numbers leave, each row as tall as its text then, and the
        table as tall as its rows.  (A stretched column would resize later, unannounced, leaving the
        rows as tall as a narrower column made them.)"""
        numbers = sum(self.horizontalHeader().sectionSize(col) for col in range(1, self.columnCount()))
        self.horizontalHeader().resizeSection(0, max(self.MIN_NAMES, self.viewport().width() - numbers))
        self.resizeRowsToContents()
        self.setFixedHeight(self.horizontalHeader().sizeHint().height() + self.verticalHeader().length()
                            + 2 * self.frameWidth())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_rows()


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, problems: Optional[list[Problem]] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(self.tr("Statistics"))
        make_readable(self)
        layout = QVBoxLayout(self)
        self.problems_label = QLabel(problems_text(problems or []), self)
        self.problems_label.setWordWrap(True)
        self.problems_label.setVisible(bool(problems))
        layout.addWidget(self.problems_label)

        total = stats.total
        self.summary = QFormLayout()  # each number beside its label, or all under them (see TotalsPage)
        self.summary.addRow(self.tr("Games played:"), QLabel(str(total.games_played)))
        self.summary.addRow(self.tr("Games won:"), QLabel(self._with_share(total.games_won, total.games_played)))
        self.summary.addRow(self.tr("Hands played:"), QLabel(str(total.hands_played)))
        self.summary.addRow(self.tr("Hands won:"), QLabel(self._with_share(total.hands_won, total.hands_played)))
        self.summary.addRow(self.tr("Average points per hand (of 72):"), QLabel(self._average(total.average_points)))
        self.summary.addRow(self.tr("Average score per hand:"), QLabel(self._average(total.average_score)))
        self.summary.addRow(self.tr("Contros called / won:"),
                            QLabel(f"{total.contros_called} / {total.contros_won}"))
        comeback = (self.tr("%n points behind, and won", None, stats.best_comeback)
                    if stats.best_comeback else self.tr("none yet"))
        self.summary.addRow(self.tr("Best comeback:"), QLabel(comeback))
        summary_page = TotalsPage(self.summary, self)  # the totals and what they count, beside the charts
        page_layout = QVBoxLayout(summary_page)
        page_layout.addLayout(self.summary)

        explain = QLabel(self.tr(
            "Counted for your side: you and your partner in the pairs game, you alone in the other ways "
            "to play. A hand is won when your side has the best score of the hand (in the pairs game and "
            "with two players, when it scores); without pairs a score can be below zero. A contro counts "
            "when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side "
            "then won the hand. The best comeback is the largest deficit in a game your side went on to "
            "win. The partner's level counts the pairs game only."), self)
        explain.setWordWrap(True)
        page_layout.addWidget(explain)
        page_layout.addStretch(1)

        self.tabs = QTabWidget(self)
        ways = way_names()
        self.tables = {
            "by_mode": self._table(stats.by_mode, lambda key: ways.get(key, key), self.tr("Way to play")),
            "by_variant": self._table(stats.by_variant, variant_label, self.tr("Variant")),
            "by_opponents": self._table(stats.by_opponents, level_label, self.tr("Opponents")),
            "by_partner": self._table(stats.by_partner, level_label, self.tr("Partner")),
        }
        way_label: Callable[[str], str] = lambda key: ways.get(key) or key  # noqa: E731
        self.over_time = OverTimeCharts(stats, way_label, level_label, self)
        self.compared = ComparedCharts(stats, way_label, level_label, self)
        for page in (self.over_time, self.compared):
            chart_font(page)
        # first the picture: the results over time, with the totals beside it
        scroll = QScrollArea(self)  # on a small screen the totals scroll rather than push the dialog off it
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(summary_page)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # long labels go above
        scroll.setMinimumWidth(280)
        scroll.setMaximumWidth(min(520, max(summary_page.sizeHint().width(), summary_page.side_by_side_width())
                                   + scroll.verticalScrollBar().sizeHint().width()))
        first = QWidget(self)
        row = QHBoxLayout(first)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.over_time, 3)
        row.addWidget(scroll, 2)
        self.tabs.addTab(first, self.tr("Over time"))
        self.tabs.addTab(self.compared, self.tr("Compared"))
        # the four tables one under the other on one page: few tabs, so they fit any screen
        detail = QWidget(self)
        detail_layout = QVBoxLayout(detail)
        for key, heading in (("by_mode", self.tr("By way to play")), ("by_variant", self.tr("By variant")),
                             ("by_opponents", self.tr("By opponents' level")),
                             ("by_partner", self.tr("By partner's level"))):
            title = QLabel(heading, detail)
            title.setStyleSheet("font-weight: bold;")
            detail_layout.addWidget(title)
            detail_layout.addWidget(self.tables[key])
        detail_layout.addStretch(1)
        detail_scroll = QScrollArea(self)
        detail_scroll.setWidgetResizable(True)
        detail_scroll.setFrameShape(QFrame.Shape.NoFrame)
        detail_scroll.setWidget(detail)
        self.tabs.addTab(detail_scroll, self.tr("In numbers"))
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_dialog(self, QSize(1000, 720))

    @classmethod
    def from_store(cls, store: StatisticsStore, parent: Optional[QWidget] = None) -> StatisticsDialog:
        stats, problems = store.load()
        return cls(stats, problems, parent)

    def _table(self, groups: dict[str, Tally], label, heading: str) -> QTableWidget:
        # each heading says what its column counts; a count of won says of how many
        counted = [self.tr("Games won"), self.tr("Hands won"), self.tr("Points per hand"), self.tr("Contros won")]
        metrics = QFontMetrics(self.font())
        table = NumbersTable(len(groups), [heading] + [two_lines(text, metrics) for text in counted], self)
        for row, key in enumerate(ordered(groups)):  # as the bars: easy, medium, hard
            t = groups[key]
            cells = [label(key), self._of(t.games_won, t.games_played), self._of(t.hands_won, t.hands_played),
                     self._average(t.average_points), self._of(t.contros_won, t.contros_called)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, col, item)
        table.fit_rows()
        return table

    def _of(self, part: int, whole: int) -> str:
        return self.tr("%1 of %2", "in a table: 11 games won of 30 played").replace("%1", str(part)).replace(
            "%2", str(whole))

    def _with_share(self, part: int, whole: int) -> str:
        return f"{part} ({round(100 * part / whole)} %)" if whole else str(part)

    def _average(self, value: Optional[float]) -> str:
        return "–" if value is None else f"{value:.1f}"
