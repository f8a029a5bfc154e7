"""The player's statistics: totals, best comeback, charts over time and compared (see
:mod:`.stats_charts`), and tables by way to play, variant and AI level.

``StatisticsDialog(stats, problems)`` shows a
:class:`~botifarra_desktop.storage.statistics.Statistics`;
``StatisticsDialog.from_store(store)`` loads them first.  Problems met while
loading (a damaged file that was kept aside) are told at the top.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QFrame, QHeaderView, QLabel, QScrollArea, QTableWidget,
    QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from ...storage.problems import Problem
from ...storage.statistics import Statistics, StatisticsStore, Tally
from ..dialogs.rules_form import way_names
from .saves_dialog import make_readable, problems_text, variant_label
from ..common.screen_fit import fit_dialog
from .stats_charts import ComparedCharts, OverTimeCharts, chart_font


def level_label(level: str) -> str:
    # literal calls: lupdate only extracts translate("Context", "text") written out in full
    return {
        "easy": QCoreApplication.translate("StatisticsDialog", "Easy"),
        "medium": QCoreApplication.translate("StatisticsDialog", "Medium"),
        "hard": QCoreApplication.translate("StatisticsDialog", "Hard"),
        "mixed": QCoreApplication.translate("StatisticsDialog", "Mixed levels"),
        "human": QCoreApplication.translate("StatisticsDialog", "People"),
    }.get(level, level)


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
        self.summary = QFormLayout()
        self.summary.addRow(self.tr("Games played:"), QLabel(str(total.games_played)))
        self.summary.addRow(self.tr("Games won:"), QLabel(self._with_share(total.games_won, total.games_played)))
        self.summary.addRow(self.tr("Hands played:"), QLabel(str(total.hands_played)))
        self.summary.addRow(self.tr("Hands won:"), QLabel(self._with_share(total.hands_won, total.hands_played)))
        self.summary.addRow(self.tr("Average points per hand (of 72):"), QLabel(self._average(total.average_points)))
        self.summary.addRow(self.tr("Average score per hand:"), QLabel(self._average(total.average_score)))
        self.summary.addRow(self.tr("Contros called / won:"),
                            QLabel(f"{total.contros_called} / {total.contros_won}"))
        comeback = (self.tr("%1 points behind, and won").replace("%1", str(stats.best_comeback))
                    if stats.best_comeback else self.tr("none yet"))
        self.summary.addRow(self.tr("Best comeback:"), QLabel(comeback))
        summary_page = QWidget(self)  # the totals and what they count, first of the tabs
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
        scroll = QScrollArea(self)  # on a small screen the totals scroll rather than push the dialog off it
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(summary_page)
        self.tabs.addTab(scroll, self.tr("Summary"))
        self.tabs.addTab(self.over_time, self.tr("Over time"))
        self.tabs.addTab(self.compared, self.tr("Compared"))
        self.tabs.addTab(self.tables["by_mode"], self.tr("By way to play"))
        self.tabs.addTab(self.tables["by_variant"], self.tr("By variant"))
        self.tabs.addTab(self.tables["by_opponents"], self.tr("By opponents' level"))
        self.tabs.addTab(self.tables["by_partner"], self.tr("By partner's level"))
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
        headings = [heading, self.tr("Games"), self.tr("Won"), self.tr("Hands"), self.tr("Won"),
                    self.tr("Points per hand"), self.tr("Contros"), self.tr("Won")]
        table = QTableWidget(len(groups), len(headings), self)
        table.setHorizontalHeaderLabels(headings)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for row, key in enumerate(sorted(groups)):
            t = groups[key]
            cells = [label(key), str(t.games_played), str(t.games_won), str(t.hands_played), str(t.hands_won),
                     self._average(t.average_points), str(t.contros_called), str(t.contros_won)]
            for col, text in enumerate(cells):
                table.setItem(row, col, QTableWidgetItem(text))
        return table

    def _with_share(self, part: int, whole: int) -> str:
        return f"{part} ({round(100 * part / whole)} %)" if whole else str(part)

    def _average(self, value: Optional[float]) -> str:
        return "–" if value is None else f"{value:.1f}"
