"""The score dock's chart: each side's running total hand by hand, towards the target.

Fed by the score sheet's model (:class:`~.models.ScoreSheetModel`), so the
chart and the sheet always show the same hands, a claim after scoring
included.  Pairs: "Us" (in the highlight colour) and "Them"; the other ways to
play: a line per player.  A game to a target has a dashed line at the target;
a game of a fixed number of hands runs its axis to the last hand.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QSplitter, QWidget

from ..common.charts import Guide, LineChart, LineChartData, Series
from .score_models import ScoreSheetModel

translate = QCoreApplication.translate


class ScoreChart(LineChart):
    def __init__(self, model: ScoreSheetModel, rules_source: Callable[[], Any],
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.model = model
        self.rules_source = rules_source
        self.setMinimumHeight(150)
        for signal in (model.modelReset, model.rowsInserted, model.dataChanged):
            signal.connect(self.refresh)
        self.refresh()

    def side_names(self, sides: int) -> list[str]:
        if self.model.columns is ScoreSheetModel.COLUMNS:
            return [translate("ScoreSheet", "Us"), translate("ScoreSheet", "Them")]
        names = self.model.names
        return [names[s] if s < len(names) and names[s] else str(s + 1) for s in range(sides)]

    def refresh(self, *_args: Any) -> None:
        rows = [self.model.result(r) for r in range(self.model.rowCount())]
        rules = self.rules_source()
        target = getattr(rules, "target", None)
        hands = getattr(rules, "hands", None)
        way = getattr(rules, "way", None)
        sides = len(rows[-1].totals) if rows else (way.sides if way is not None else 2)
        names = self.side_names(sides)
        series = []
        for side in range(sides):
            points = [(0.0, 0.0)] + [(float(r.hand_no), float(r.totals[side])) for r in rows]
            total = int(points[-1][1])
            series.append(Series(names[side], points if rows else [], end_label=f"{names[side]} {total}"))
        values = [t for r in rows for t in r.totals]
        top = max([0, *values, target or 0])
        low = min([0, *values])
        span = max(10, top - low)
        last = rows[-1].hand_no if rows else 0
        x_end = max(last, hands or 0, 4)
        guides = [Guide(float(target), translate("Table", "to %1").replace("%1", str(target)))] if target else []
        self.set_data(LineChartData(
            title=translate("ScoreChart", "The game so far"),
            series=series,
            x_range=(0.0, float(x_end)),
            y_range=(float(low), float(low + span * 1.05) if not target else float(max(top, target) * 1.05)),
            guides=guides,
            x_title=translate("ScoreChart", "Hand"),
            empty_text=translate("ScoreChart", "Each side's total will be drawn here after every hand."),
        ))


def with_score_chart(sheet: QWidget, model: ScoreSheetModel, rules_source: Callable[[], Any]) -> QSplitter:
    """The dock's content: the chart above ``sheet`` (the score sheet and tricks tabs); the
    player can drag the line between them."""
    splitter = QSplitter(Qt.Orientation.Vertical)
    splitter.setObjectName("score_chart_splitter")
    chart = ScoreChart(model, rules_source)
    font = QFont(chart.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * 1.15)  # as readable as the sheet under it
    chart.setFont(font)
    splitter.addWidget(chart)
    splitter.addWidget(sheet)
    splitter.setStretchFactor(0, 0)
    splitter.setStretchFactor(1, 1)
    splitter.setChildrenCollapsible(False)
    splitter.setSizes([190, 400])
    return splitter
