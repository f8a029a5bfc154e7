"""The Statistics window's Rating page: the player's rating over time, beside the computer levels."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...duplicate.rating import ANCHORS
from ...storage.rating import Rating
from ..common.charts import Guide, LineChart, LineChartData, Series

translate = QCoreApplication.translate


def level_name(level: str) -> str:
    return {"easy": translate("Rating", "Easy"), "medium": translate("Rating", "Medium"),
            "hard": translate("Rating", "Hard"), "mixed": translate("Rating", "Mixed levels")}.get(level, level)


class RatingPage(QWidget):
    """The rating (OpenSkill's mu) after each match or game that counted, with a band of two
    uncertainties (sigma) on each side, and the computer levels as lines across."""

    def __init__(self, rating: Rating, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        skill = rating.skill
        if rating.history:
            text = translate("Rating", "Your rating: %1 (give or take %2). Matches and games counted: %3.") \
                .replace("%1", f"{skill.mu:.1f}").replace("%2", f"{2 * skill.sigma:.1f}") \
                .replace("%3", str(len(rating.history)))
        else:
            text = translate("Rating", "No rating yet: play a duplicate match or a game against the computer.")
        self.headline = QLabel(text, self)
        self.headline.setStyleSheet("font-weight: bold;")
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.chart = LineChart(self)
        layout.addWidget(self.chart, 1)
        explain = QLabel(translate(
            "Rating", "Your rating moves after every duplicate match (you against the other table's level) and "
            "every game where all the other players are the computer. The computer levels stay where they are: "
            "Medium is 25. The band shows how sure the rating is; it narrows as you play."), self)
        explain.setWordWrap(True)
        layout.addWidget(explain)
        self.chart.set_data(self.chart_data(rating))

    @staticmethod
    def chart_data(rating: Rating) -> LineChartData:
        history = rating.history
        mu = [(float(i), e.mu) for i, e in enumerate(history, 1)]
        high = [(float(i), e.mu + 2 * e.sigma) for i, e in enumerate(history, 1)]
        low = [(float(i), e.mu - 2 * e.sigma) for i, e in enumerate(history, 1)]
        values = [y for _, y in mu + high + low] + list(ANCHORS.values())  # the band stays inside the plot
        lo, hi = min(values) - 3, max(values) + 3
        end = translate("Rating", "You: %1").replace("%1", f"{history[-1].mu:.1f}") if history else None
        return LineChartData(
            title=translate("Rating", "Your rating over time"),
            series=[Series(translate("Rating", "You"), mu, end_label=end),
                    Series(translate("Rating", "Give or take"), high, dots=False, thin=True, colour_index=0),
                    Series(translate("Rating", "Give or take"), low, dots=False, thin=True, colour_index=0)],
            x_range=(1.0, float(max(2, len(history)))), y_range=(lo, hi),
            guides=[Guide(v, level_name(level)) for level, v in ANCHORS.items()],
            x_title=translate("Rating", "Matches and games that counted"),
            empty_text=translate("Rating", "Nothing counted yet."))
