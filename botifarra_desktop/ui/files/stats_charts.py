"""The Statistics dialog's pictures: results over time, and compared by level and way to play.

Over time: the statistics remember the player's last games (with the day each
was played) and last hands (see :mod:`botifarra_desktop.storage.statistics`);
one chart shows the share of games won so far, game after game, the other the
points per hand with their average over the last ten (once ten hands are
remembered; before that only the hands themselves are drawn).  Both can be
narrowed to one way to play or one level of opponents.  With a single game or
hand its point stands in the middle of the axis (:func:`x_range`).  Compared: games won and points per
hand for each level of opponents and each way to play, over every game counted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, QDate, QLocale
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QFormLayout, QGridLayout, QVBoxLayout, QWidget

from ...engine.ways import WAYS
from ...session import BOT_LEVELS
from ...storage.meta import parse_iso
from ...storage.statistics import GROUPS, Statistics, Tally
from ..common.charts import Bar, BarChart, Guide, LineChart, LineChartData, Series

translate = QCoreApplication.translate

# Hands averaged in the points chart's smoothed line.
SMOOTHING = 10
# The buckets of the way to play (the group stored as "by_mode") and of the opponents.
WAY, OPPONENTS = GROUPS.index("by_mode"), GROUPS.index("by_opponents")
# (group index, key) of a filter; None: every game.
Filter = Optional[tuple[int, str]]


def _keep(entry: Mapping[str, Any], only: Filter) -> bool:
    return only is None or entry["buckets"][only[0]] == only[1]


def games_over_time(stats: Statistics, only: Filter = None) -> list[tuple[Optional[str], bool]]:
    """The remembered games, oldest first: (when first counted, won)."""
    return [(e.get("at"), bool(e["counts"].get("games_won", 0))) for e in stats.recent_games.values()
            if e["counts"].get("games_played", 0) and _keep(e, only)]


def hands_over_time(stats: Statistics, only: Filter = None) -> list[int]:
    """The remembered hands' points (cards and tricks, of 72), oldest first."""
    return [int(e["counts"].get("points", 0)) for e in stats.recent_hands.values()
            if e["counts"].get("hands_played", 0) and _keep(e, only)]


def running_share(won: list[bool]) -> list[float]:
    """The share (in %) of the games won up to and including each game."""
    out, wins = [], 0
    for i, w in enumerate(won, 1):
        wins += w
        out.append(100.0 * wins / i)
    return out


def moving_average(values: list[int], window: int = SMOOTHING) -> list[float]:
    """Each value's average with the ones before it (at most ``window`` of them)."""
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1):i + 1]
        out.append(sum(part) / len(part))
    return out


def x_range(count: int) -> tuple[float, float]:
    """The axis of ``count`` games or hands numbered from 1: 1 to ``count``; a single one (or none) in
    the middle of 0.5 to 1.5, numbered 1 only."""
    return (1.0, float(count)) if count > 1 else (0.5, 1.5)


def _day(at: Optional[str]) -> str:
    """The day a game was played, short, in the language's way."""
    try:
        when = parse_iso(at)
    except ValueError:
        return ""
    return QLocale().toString(QDate(when.year, when.month, when.day), QLocale.FormatType.ShortFormat)


class OverTimeCharts(QWidget):
    """Games won and points per hand, game after game, for everything or one way or level."""

    def __init__(self, stats: Statistics, way_label: Callable[[str], str], level_label: Callable[[str], str],
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.stats = stats
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.filter = QComboBox(self)
        self.filter.addItem(translate("StatisticsCharts", "All games"), None)
        for key in ordered({e["buckets"][WAY] for e in stats.recent_hands.values()}
                            | {e["buckets"][WAY] for e in stats.recent_games.values()}):
            self.filter.addItem(translate("StatisticsCharts", "Way to play: %1").replace("%1", way_label(key)),
                                (WAY, key))
        for key in ordered({e["buckets"][OPPONENTS] for e in stats.recent_hands.values()}
                            | {e["buckets"][OPPONENTS] for e in stats.recent_games.values()}):
            self.filter.addItem(translate("StatisticsCharts", "Opponents: %1").replace("%1", level_label(key)),
                                (OPPONENTS, key))
        # the box may be narrower than its longest entry (an 800x600 screen, a long Catalan way to play):
        # it then cuts the entry shown, never pushes the dialog off the screen; its list shows each whole
        self.filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.filter.setMinimumContentsLength(16)
        self.filter.view().setMinimumWidth(self.filter.view().sizeHintForColumn(0) + 24)
        form.addRow(translate("StatisticsCharts", "Show:"), self.filter)
        lay.addLayout(form)
        self.games = LineChart(self)
        self.points = LineChart(self)
        lay.addWidget(self.games, 1)
        lay.addWidget(self.points, 1)
        self.filter.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: Any) -> None:
        only = self.filter.currentData()
        games = games_over_time(self.stats, only)
        share = running_share([won for _, won in games])
        n = len(games)
        won = sum(w for _, w in games)
        # the first game's day and the last's (one day when there is one game)
        labels = [(1.0, _day(games[0][0]))] + ([(float(n), _day(games[-1][0]))] if n > 1 else []) if games else []
        self.games.set_data(LineChartData(
            title=translate("StatisticsCharts", "Games won, game after game (the last %1)").replace("%1", str(n)),
            series=[Series(translate("StatisticsCharts", "Won so far"), [(float(i + 1), v) for i, v in enumerate(share)],
                           end_label=translate("StatisticsCharts", "%1 of %2 won").replace("%1", str(won))
                           .replace("%2", str(n)), dots=n <= 60)],
            x_range=x_range(n), y_range=(0.0, 100.0),
            guides=[Guide(50.0, "50 %")],
            x_labels=labels,
            x_title=translate("StatisticsCharts", "Games, oldest first; share won so far in %"),
            empty_text=translate("StatisticsCharts", "No finished game yet."),
        ))
        hands = hands_over_time(self.stats, only)
        m = len(hands)
        # the average of 10 once there are ten hands; before, the hands alone, drawn as the chart's line
        averaged = m >= SMOOTHING
        series = [Series(translate("StatisticsCharts", "Each hand"),
                         [(float(i + 1), float(v)) for i, v in enumerate(hands)], thin=averaged, dots=m <= 80,
                         colour_index=0)]
        if averaged:
            smooth = moving_average(hands)
            series.append(Series(translate("StatisticsCharts", "Average of 10"),
                                 [(float(i + 1), v) for i, v in enumerate(smooth)], dots=False,
                                 end_label=translate("StatisticsCharts", "Average of 10: %1")
                                 .replace("%1", f"{smooth[-1]:.0f}"), colour_index=0))
        self.points.set_data(LineChartData(
            title=translate("StatisticsCharts", "Points per hand (the last %n hands)", None, m),
            series=series,
            x_range=x_range(m), y_range=(0.0, 72.0),
            guides=[Guide(36.0, translate("StatisticsCharts", "half: 36"))],
            x_title=translate("StatisticsCharts", "Hands, oldest first; points of 72"),
            empty_text=translate("StatisticsCharts", "No hand played yet."),
        ))


# The order bars and filters are shown in: levels from easy up, ways as the New game dialog lists them.
ORDER = {key: i for i, key in enumerate((*BOT_LEVELS, "mixed", "human", *WAYS))}


def ordered(keys: Any) -> list[str]:
    """Levels from easy to hard, then the ways to play in the game's order (the charts' and tables' order)."""
    return sorted(keys, key=lambda k: (ORDER.get(k, len(ORDER)), k))


def _bars(groups: Mapping[str, Tally], label: Callable[[str], str], value: Callable[[Tally], Optional[float]],
          note: Callable[[Tally], str]) -> list[Bar]:
    return [Bar(label(k), value(groups[k]), note(groups[k])) for k in ordered(groups)
            if groups[k].hands_played or groups[k].games_played]


def games_note(t: Tally) -> str:
    n = t.games_played  # (a plain name: lupdate reads the call's count only so)
    return translate("StatisticsCharts", "%n games", None, n)


def hands_note(t: Tally) -> str:
    n = t.hands_played
    return translate("StatisticsCharts", "%n hands", None, n)


def _games_share(t: Tally) -> Optional[float]:
    return 100.0 * t.games_won / t.games_played if t.games_played else None


class ComparedCharts(QWidget):
    """Games won and points per hand by level of opponents and by way to play."""

    def __init__(self, stats: Statistics, way_label: Callable[[str], str], level_label: Callable[[str], str],
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        self.charts: dict[str, BarChart] = {}
        nothing = translate("StatisticsCharts", "Nothing counted yet.")
        rows = (
            ("won_by_level", translate("StatisticsCharts", "Games won by opponents' level"), stats.by_opponents,
             level_label, _games_share, games_note, 100.0, " %"),
            ("points_by_level", translate("StatisticsCharts", "Points per hand by opponents' level"),
             stats.by_opponents, level_label, lambda t: t.average_points, hands_note, 72.0, ""),
            ("won_by_way", translate("StatisticsCharts", "Games won by way to play"), stats.by_mode, way_label,
             _games_share, games_note, 100.0, " %"),
            ("points_by_way", translate("StatisticsCharts", "Points per hand by way to play"), stats.by_mode,
             way_label, lambda t: t.average_points, hands_note, 72.0, ""),
        )
        for i, (key, title, groups, label, value, note, top, unit) in enumerate(rows):
            chart = BarChart(self)
            chart.set_bars(title, _bars(groups, label, value, note), top, unit, nothing)
            grid.addWidget(chart, i // 2, i % 2)
            self.charts[key] = chart


def chart_font(widget: QWidget) -> None:
    """Chart text a little smaller than the dialog's large type, so labels fit under bars."""
    font = QFont(widget.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(max(11.0, font.pointSizeF() * 0.85))
    widget.setFont(font)
