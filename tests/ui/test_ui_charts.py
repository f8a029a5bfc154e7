"""The score dock's chart and the Statistics charts: what they draw is the game's and the player's numbers."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QColor, QPalette
from stats_helpers import weeks_of_play
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage.statistics import Statistics
from botifarra_desktop.ui.common.charts import LineChart, nice_step, series_colour
from botifarra_desktop.ui.dialogs.rules_form import adapted
from botifarra_desktop.ui.files.stats_charts import (
    games_over_time,
    hands_over_time,
    moving_average,
    running_share,
)
from botifarra_desktop.ui.files.stats_dialog import StatisticsDialog
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.score_chart import ScoreChart

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]


def bots(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture
def window(main_window):
    return main_window(bots, (1366, 768))


def play_hands(qtbot, w, rules, hands):
    c = w.controller
    c.auto_next_hand_ms = 1
    c.start(TableSession(rules, 3, first_dealer=0, names=NAMES), bots({0, 1, 2, 3}, 0), humans=set())
    qtbot.waitUntil(lambda: len(c.session.results) >= hands or c.session.phase.value == "game_over",
                    timeout=30000)
    qtbot.waitUntil(lambda: w.score_model.rowCount() == len(c.session.results) and c.idle, timeout=10000)
    return c.session.results


def colour_near(image, point, colour, radius=2):
    """Some pixel within ``radius`` of ``point`` has ``colour`` (give or take antialiasing)."""
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            got = image.pixelColor(round(point.x()) + dx, round(point.y()) + dy)
            if max(abs(got.red() - colour.red()), abs(got.green() - colour.green()),
                   abs(got.blue() - colour.blue())) < 40:
                return True
    return False


def test_the_score_chart_draws_each_sides_running_total_towards_the_target(qtbot, window):
    chart = window.findChild(ScoreChart)
    assert chart is not None and chart.isVisible()
    assert chart.summary().endswith("Each side's total will be drawn here after every hand.")
    results = play_hands(qtbot, window, Rules(), 4)
    us, them = chart.data.series
    assert us.points == [(0.0, 0.0)] + [(float(r.hand_no), float(r.totals[0])) for r in results]
    assert them.points[-1] == (float(results[-1].hand_no), float(results[-1].totals[1]))
    assert (us.end_label, them.end_label) == (f"Us {results[-1].totals[0]}", f"Them {results[-1].totals[1]}")
    (target,) = chart.data.guides
    assert target.y == Rules().target and target.label == f"to {Rules().target}"
    assert chart.data.y_range[1] >= Rules().target
    # drawn where it says: the last point of each line is painted in that line's colour
    image = chart.grab().toImage()
    for i, s in enumerate((us, them)):
        point = chart.to_point(*s.points[-1])
        assert colour_near(image, point, series_colour(chart.palette(), i)), s.label
    assert f"Us {results[-1].totals[0]}" in chart.toolTip()


def test_without_pairs_the_chart_has_a_line_per_player(qtbot, window):
    results = play_hands(qtbot, window, adapted(Rules(), "three"), 2)
    chart = window.findChild(ScoreChart)
    assert [s.label for s in chart.data.series] == window.table.names[:3]
    for seat, s in enumerate(chart.data.series):
        assert s.points[-1][1] == results[-1].totals[seat]
    assert chart.data.y_range[0] <= min(min(r.totals) for r in results)


def test_colours_follow_the_palette_and_stay_visible_on_a_dark_one(qapp):
    light, dark = QPalette(QColor("#f0f0f0")), QPalette(QColor("#202020"))
    dark.setColor(QPalette.ColorRole.Base, QColor("#101010"))
    dark.setColor(QPalette.ColorRole.Highlight, QColor("#2a82da"))
    assert series_colour(light, 0) == light.color(QPalette.ColorRole.Highlight)
    for palette in (light, dark):
        base = palette.color(QPalette.ColorRole.Base).lightnessF()
        colours = [series_colour(palette, i) for i in range(4)]
        assert len({c.name() for c in colours}) == 4
        assert all(abs(c.lightnessF() - base) > 0.25 for c in colours[1:])
    chart = LineChart()
    chart.setPalette(dark)
    assert series_colour(chart.palette(), 0).name() == "#2a82da"


def test_nice_steps():
    assert [nice_step(s) for s in (100, 72, 10, 3, 0)] == [50, 20, 5, 1, 1]


# ------------------------------------------------------------ statistics over time
def test_running_share_and_moving_average():
    assert running_share([True, False, False, True]) == [100.0, 50.0, 100 / 3, 50.0]
    assert moving_average([10, 20, 30, 40], window=2) == [10, 15, 25, 35]


def test_over_time_reads_the_remembered_games_and_hands_oldest_first_and_filters():
    stats = weeks_of_play(games=12, hands_per_game=3)
    games = games_over_time(stats)
    assert len(games) == 12 and games[0][0] < games[-1][0]
    assert sum(w for _, w in games) == stats.total.games_won
    assert len(hands_over_time(stats)) == 36
    assert sum(hands_over_time(stats)) == stats.total.points
    individual = games_over_time(stats, (0, "individual"))
    assert len(individual) == stats.by_mode["individual"].games_played == 3
    hard = hands_over_time(stats, (2, "hard"))
    assert sum(hard) == stats.by_opponents["hard"].points


def test_the_statistics_dialog_charts_show_the_numbers(qtbot):
    stats = weeks_of_play()
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    over = dialog.over_time
    (share,) = over.games.data.series
    assert len(share.points) == 40 and share.points[-1][1] == pytest.approx(100 * stats.total.games_won / 40)
    assert share.end_label == f"{stats.total.games_won} of 40 won"
    raw, smooth = over.points.data.series
    assert len(raw.points) == len(smooth.points) == 200
    # the filter narrows both charts to one level of opponents
    over.filter.setCurrentIndex(over.filter.findText("Opponents: Hard"))
    assert len(over.games.data.series[0].points) == stats.by_opponents["hard"].games_played
    bars = dialog.compared.charts["won_by_level"].bars
    assert [b.label for b in bars] == ["Easy", "Medium", "Hard"]
    easy = stats.by_opponents["easy"]
    assert bars[0].value == pytest.approx(100 * easy.games_won / easy.games_played)
    assert bars[0].note == f"{easy.games_played} games"
    points = dialog.compared.charts["points_by_way"]
    assert [b.label for b in points.bars] == ["Pairs (the main game)", "Four players, each on their own"]
    assert points.bars[0].value == pytest.approx(stats.by_mode["pairs"].average_points)
    assert "Pairs (the main game): " in points.toolTip()
    for chart in (over.games, over.points, *dialog.compared.charts.values()):
        assert not chart.grab().isNull()


def test_with_nothing_counted_the_charts_say_so(qtbot):
    dialog = StatisticsDialog(Statistics())
    qtbot.addWidget(dialog)
    assert dialog.over_time.games.summary().endswith("No finished game yet.")
    assert dialog.compared.charts["won_by_way"].summary().endswith("Nothing counted yet.")
    assert not dialog.grab().isNull()



def test_one_hand_and_one_game_stand_in_the_middle_without_an_average(qtbot):
    dialog = StatisticsDialog(weeks_of_play(games=1, hands_per_game=1))
    qtbot.addWidget(dialog)
    dialog.resize(1000, 700)
    dialog.show()
    over = dialog.over_time
    (hand,) = over.points.data.series  # no average of 10 drawn or named for a single hand
    assert len(hand.points) == 1 and not hand.thin and hand.label == "Each hand"
    assert "Average" not in over.points.summary()
    for chart in (over.games, over.points):
        assert chart.data.x_range == (0.5, 1.5)  # an axis around the one point, not 1 to 2
        x, y = chart.data.series[0].points[0]
        plot = chart.plot_rect()
        assert chart.to_point(x, y, plot).x() == pytest.approx(plot.center().x())
    assert len(over.games.data.x_labels) == 1  # the game's day, once
    assert not over.points.grab().isNull()


@pytest.mark.parametrize("hands, averaged", [(9, False), (10, True)])
def test_the_average_of_ten_is_drawn_once_there_are_ten_hands(qtbot, hands, averaged):
    dialog = StatisticsDialog(weeks_of_play(games=hands, hands_per_game=1))
    qtbot.addWidget(dialog)
    chart = dialog.over_time.points
    assert chart.data.x_range == (1.0, float(hands))
    assert [s.label for s in chart.data.series] == ["Each hand"] + (["Average of 10"] if averaged else [])
    assert chart.data.series[0].thin == averaged  # the hands faint only under the average
    assert ("Average of 10: " in chart.summary()) == averaged

@settings(max_examples=300, deadline=None)
@given(st.lists(st.floats(-500, 800), max_size=8), st.floats(8, 30), st.floats(0, 40), st.floats(60, 400))
def test_end_labels_never_cover_each_other_nor_leave_the_chart(wanted, h, top, height):
    from botifarra_desktop.ui.common.charts import place_end_labels

    ys, used = place_end_labels(sorted(wanted), h, top, top + height)
    assert len(ys) == len(wanted) and used <= h
    for a, b in zip(ys, ys[1:]):
        assert b - a >= used - 1e-6  # one label's height apart: never on top of each other
    for y in ys:
        assert top - 1e-6 <= y - used / 2 and y + used / 2 <= top + height + 1e-6  # below the title, inside
    if wanted and len(wanted) * h <= height:  # with room for them all, each keeps the full height
        assert used == h


def test_a_short_chart_with_many_players_keeps_its_labels_apart(qapp):
    from botifarra_desktop.ui.common.charts import LineChart, LineChartData, Series

    chart = LineChart()
    chart.resize(240, 120)
    series = [Series(f"Player {i}", [(0.0, 0.0), (1.0, float(i))], end_label=f"Player {i} {i}") for i in range(4)]
    chart.set_data(LineChartData(title="The game so far", series=series, x_range=(0.0, 4.0), y_range=(0.0, 10.0)))
    assert not chart.grab().isNull()  # paints, with a smaller type for the labels


@pytest.mark.parametrize("lang", ("ca", "es", "en", "fr", "it", "pt"))
def test_statistics_open_on_the_picture_with_the_numbers_beside_and_the_tabs_fit_1366(qtbot, lang):
    from PySide6.QtWidgets import QApplication

    from botifarra_desktop.ui.common.i18n import Translations

    translations = Translations()
    translations.install(lang)
    try:
        dialog = StatisticsDialog(weeks_of_play())
        qtbot.addWidget(dialog)
        dialog.resize(1366 - 40, 700)  # a 1366 px screen, less the window's frame and a margin
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        tabs = dialog.tabs
        assert tabs.currentIndex() == 0 and dialog.over_time.isVisible()
        numbers = dialog.summary.parentWidget()
        assert numbers.isVisible()
        charts = dialog.over_time.geometry()
        beside = numbers.mapTo(tabs.currentWidget(), numbers.rect().topLeft())
        assert beside.x() >= charts.right() and charts.width() > numbers.width()  # the picture first, wider
        bar = tabs.tabBar()
        # every section's tab in sight: no scroll arrows
        assert bar.sizeHint().width() <= tabs.width() and bar.tabRect(tabs.count() - 1).right() <= bar.width()
    finally:
        translations.install("en")


@pytest.mark.parametrize("lang", ("ca", "es", "en", "fr", "it", "pt"))
@pytest.mark.parametrize("screen", ((800, 600), (1366, 768)))
def test_chart_titles_and_axis_captions_are_whole_in_every_language(qtbot, monkeypatch, lang, screen):
    """The walk found "…partida rere partida (les" and "s, de la més antiga; punts d" at 800x600: one line
    each, cut at the chart's edges, and "14 de 40 guanyad" at a line's end.  Now each wraps: the rectangle
    it is drawn in holds all its words, lies inside the chart, the title above the plot, the caption below
    it and the end labels right of it."""
    from PySide6.QtCore import QRect, QRectF
    from PySide6.QtGui import QFont, QFontMetricsF, QScreen
    from PySide6.QtWidgets import QApplication

    from botifarra_desktop.ui.common.charts import CAPTION_FLAGS, END_FLAGS, TITLE_FLAGS
    from botifarra_desktop.ui.common.i18n import Translations

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, *screen))
    translations = Translations()
    translations.install(lang)
    try:
        dialog = StatisticsDialog(weeks_of_play())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        for chart in (dialog.over_time.games, dialog.over_time.points):
            plot = chart.plot_rect()
            title, caption = chart.title_rect(), chart.x_title_rect()
            bold = QFont(chart.font())
            bold.setBold(True)
            for rect, font, flags, text in ((title, bold, TITLE_FLAGS, chart.data.title),
                                            (caption, chart.font(), CAPTION_FLAGS, chart.data.x_title)):
                needed = QFontMetricsF(font).boundingRect(rect, flags, text)
                assert needed.width() <= rect.width() + 0.5 and needed.height() <= rect.height() + 0.5, (lang, text)
                assert QRectF(chart.rect()).contains(rect), (lang, text, rect, chart.size())
            assert title.bottom() <= plot.top() and caption.top() >= plot.bottom(), lang
            column = chart.end_label_rect()  # the labels at the lines' ends ("14 de 40 guanyades")
            assert column.left() >= plot.right() and column.right() <= chart.width(), lang
            for text in [s.end_label or s.label for s in chart.data.series if not s.thin] + \
                        [g.label for g in chart.data.guides]:
                needed = QFontMetricsF(bold).boundingRect(column, END_FLAGS, text)
                assert needed.width() <= column.width() + 0.5 and needed.height() <= column.height() + 0.5, text
    finally:
        translations.install("en")



@pytest.mark.parametrize("size", ((760, 540), (1000, 708)))  # the dialog on an 800x600 and a 1366x768 screen
def test_bar_labels_are_written_whole_however_long(qtbot, size):
    """A long way to play under its bar ("Four players, each on their own" in Catalan) takes the lines it
    needs, never cut with "…"; its note still comes under it, inside the chart."""
    from PySide6.QtCore import Qt

    from botifarra_desktop.ui.common.i18n import Translations

    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    translations = Translations()
    assert translations.install("ca")
    try:
        dialog = StatisticsDialog(weeks_of_play())
        qtbot.addWidget(dialog)
        dialog.resize(*size)
        dialog.show()
        dialog.tabs.setCurrentWidget(dialog.compared)
        qtbot.waitExposed(dialog)
        for key, chart in dialog.compared.charts.items():
            fm = chart.fontMetrics()
            cells = chart.label_cells()
            assert [text for _, text, _ in cells] == [bar.label for bar in chart.bars], key
            for (cell, text, note_top), rect in zip(cells, chart.bar_rects()):
                used = fm.boundingRect(cell.toRect(), int(flags.value), text)
                assert used.height() <= cell.height() + 1, (key, text, used, cell)  # every line of it is drawn
                assert cell.top() >= rect.bottom() and note_top >= cell.top() + used.height() - 1, (key, text)
                assert note_top + fm.height() <= chart.height(), (key, text)  # the note inside the chart
    finally:
        translations.install("en")
