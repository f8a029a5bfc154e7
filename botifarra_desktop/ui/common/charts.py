"""Small charts drawn with QPainter: lines over time and labelled bars.

Colours come from the widget's palette (text, grid and background) so the
charts follow the system's light, dark or high-contrast theme; the player's own
series is drawn in the palette's highlight colour and the others in hues that
stay apart for colour-blind eyes.  A series is never told by its colour alone:
each has its own line style and a label at its end, and every bar carries its
value.  :meth:`LineChart.summary` and :meth:`BarChart.summary` say in words
what the chart shows (tooltip, and for screen readers).

A chart's title and the caption under its axis wrap onto more lines where the chart is too
narrow for them (a long Catalan caption at 800x600), and so do the labels at the lines' ends:
never cut; the plot gives them the room.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

#: Okabe and Ito's colour-blind-safe hues (blue, vermilion, bluish green, orange, reddish purple).
SAFE_HUES = ("#0072b2", "#d55e00", "#009e73", "#e69f00", "#cc79a7")
#: A line style for each series after the first, so colour is never the only difference.
STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)


#: How a chart's title and captions are drawn: left or centred, wrapped at word boundaries.
TITLE_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
#: A bar's label: centred under it, as many lines as its words need.
LABEL_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
CAPTION_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
END_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap


def wrapped_height(font: QFont, width: float, text: str, flags) -> float:
    """The height ``text`` takes in ``font`` wrapped at ``width`` pixels (0 for no text)."""
    if not text:
        return 0.0
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, max(1.0, width), 1e6), flags, text).height()


def _dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightnessF() < 0.5


def series_colour(palette: QPalette, index: int) -> QColor:
    """The colour of series ``index``: 0 is the palette's highlight, the rest safe hues that
    keep their contrast against the palette's base (lightened on a dark one)."""
    if index == 0:
        colour = palette.color(QPalette.ColorRole.Highlight)
        if abs(colour.lightnessF() - palette.color(QPalette.ColorRole.Base).lightnessF()) < 0.3:
            colour = palette.color(QPalette.ColorRole.Text)  # a highlight as pale as the base would vanish
        return colour
    colour = QColor(SAFE_HUES[index % len(SAFE_HUES)])
    if colour.name() == palette.color(QPalette.ColorRole.Highlight).name():
        colour = QColor(SAFE_HUES[(index + 1) % len(SAFE_HUES)])
    return colour.lighter(150) if _dark(palette) else colour


def nice_step(span: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` intervals over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


def _fmt(value: float) -> str:
    return str(int(round(value))) if abs(value - round(value)) < 1e-9 else f"{value:.1f}"


@dataclass
class Series:
    """One line: ``points`` are (x, y); ``end_label`` is written at its last point."""

    label: str
    points: list[tuple[float, float]]
    end_label: Optional[str] = None
    dots: bool = True
    thin: bool = False  # a faint line (raw values under a smoothed one)
    colour_index: Optional[int] = None


@dataclass
class Guide:
    """A dashed horizontal line with its label (the target of a game, a half-way mark)."""

    y: float
    label: str


@dataclass
class LineChartData:
    title: str = ""
    series: list[Series] = field(default_factory=list)
    x_range: tuple[float, float] = (0.0, 1.0)
    y_range: tuple[float, float] = (0.0, 1.0)
    guides: list[Guide] = field(default_factory=list)
    x_labels: list[tuple[float, str]] = field(default_factory=list)  # empty: round numbers
    x_title: str = ""
    empty_text: str = ""  # shown instead of the plot when there are no points


class LineChart(QWidget):
    """Lines over a numbered axis (hands, games), with a title, guides and end labels."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.data = LineChartData()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 120)

    def sizeHint(self) -> QSize:
        return QSize(320, 180)

    def set_data(self, data: LineChartData) -> None:
        self.data = data
        text = self.summary()
        self.setToolTip(text)
        self.setAccessibleName(data.title)
        self.setAccessibleDescription(text)
        self.update()

    def summary(self) -> str:
        """The chart in words: its title and where each line ends."""
        ends = [s.end_label or s.label for s in self.data.series if s.points and not s.thin]
        if not ends:
            return "\n".join(t for t in (self.data.title, self.data.empty_text) if t)
        return self.data.title + ("\n" if self.data.title else "") + "\n".join(ends)

    # ------------------------------------------------------------ geometry
    def plot_rect(self) -> QRectF:
        """Where the lines are drawn, inside the titles, tick labels and end labels."""
        fm = QFontMetricsF(self.font())
        bold = QFontMetricsF(self._bold())
        d = self.data
        lo, hi = d.y_range
        step = nice_step(hi - lo)
        ticks = [_fmt(v) for v in self._y_ticks(lo, hi, step)]
        left = max((fm.horizontalAdvance(t) for t in ticks), default=0) + 10
        ends = [s.end_label or s.label for s in d.series if s.points and not s.thin] + [g.label for g in d.guides]
        right = min(self.width() * 0.4, max((bold.horizontalAdvance(t) for t in ends), default=0) + 12)
        top = self.title_rect().bottom() + 4 if d.title else fm.height() / 2
        caption = wrapped_height(self.font(), self.width() - 8, d.x_title, CAPTION_FLAGS)
        bottom = fm.height() + 6 + (caption + 2 if d.x_title else 0)
        return QRectF(left, top, max(10.0, self.width() - left - right), max(10.0, self.height() - top - bottom))

    def title_rect(self) -> QRectF:
        """Where the title is drawn: the chart's width, as many lines as its words need."""
        width = self.width() - 8
        return QRectF(4, 2, width, wrapped_height(self._bold(), width, self.data.title, TITLE_FLAGS) + 4)

    def x_title_rect(self, plot: Optional[QRectF] = None) -> QRectF:
        """Where the caption under the axis is drawn: below the tick labels, the chart's width."""
        r = plot or self.plot_rect()
        width = self.width() - 8
        top = r.bottom() + QFontMetricsF(self.font()).height() + 4
        return QRectF(4, top, width, wrapped_height(self.font(), width, self.data.x_title, CAPTION_FLAGS))

    @staticmethod
    def _y_ticks(lo: float, hi: float, step: float) -> list[float]:
        first = math.ceil(lo / step) * step
        return [first + i * step for i in range(int((hi - first) / step + 1e-9) + 1)]

    def to_point(self, x: float, y: float, rect: Optional[QRectF] = None) -> QPointF:
        r = rect or self.plot_rect()
        (x0, x1), (y0, y1) = self.data.x_range, self.data.y_range
        px = r.left() + (x - x0) / (x1 - x0 or 1) * r.width()
        py = r.bottom() - (y - y0) / (y1 - y0 or 1) * r.height()
        return QPointF(px, py)

    def _bold(self) -> QFont:
        f = QFont(self.font())
        f.setBold(True)
        return f

    # ------------------------------------------------------------ painting
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        d = self.data
        fm = QFontMetricsF(self.font())
        if d.title:
            p.setFont(self._bold())
            p.setPen(text)
            p.drawText(self.title_rect(), TITLE_FLAGS, d.title)
            p.setFont(self.font())
        r = self.plot_rect()
        if not any(s.points for s in d.series):
            p.setPen(text)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, d.empty_text)
            return
        self._axes(p, r, fm, text)
        for g in d.guides:
            y = self.to_point(d.x_range[0], g.y, r).y()
            p.setPen(QPen(text, 1.5, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
        ends: list[tuple[float, str, QColor]] = []
        drawn = 0
        for i, s in enumerate(d.series):
            if not s.points:
                continue
            colour = series_colour(pal, s.colour_index if s.colour_index is not None else i)
            style = STYLES[0] if s.thin else STYLES[drawn % len(STYLES)]
            if not s.thin:
                drawn += 1
            pts = [self.to_point(x, y, r) for x, y in s.points]
            pen = QPen(colour if not s.thin else QColor(colour.red(), colour.green(), colour.blue(), 110),
                       1.2 if s.thin else 2.6, style)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            if len(pts) > 1:
                path = QPainterPath(pts[0])
                for pt in pts[1:]:
                    path.lineTo(pt)
                p.drawPath(path)
            if s.dots:
                p.setBrush(colour)
                p.setPen(QPen(pal.color(QPalette.ColorRole.Base), 1))
                radius = 2.5 if s.thin else 3.5
                for pt in pts:
                    p.drawEllipse(pt, radius, radius)
                p.setBrush(Qt.BrushStyle.NoBrush)
            if not s.thin:
                ends.append((pts[-1].y(), s.end_label or s.label, colour))
        for g in d.guides:
            ends.append((self.to_point(d.x_range[0], g.y, r).y(), g.label, text))
        self._end_labels(p, r, ends)

    def _axes(self, p: QPainter, r: QRectF, fm: QFontMetricsF, text: QColor) -> None:
        d = self.data
        grid = QColor(text)
        grid.setAlphaF(0.18)
        lo, hi = d.y_range
        for v in self._y_ticks(lo, hi, nice_step(hi - lo)):
            y = self.to_point(d.x_range[0], v, r).y()
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(text)
            p.drawText(QRectF(0, y - fm.height() / 2, r.left() - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _fmt(v))
        p.setPen(QPen(text, 1.2))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.drawLine(r.bottomLeft(), r.topLeft())
        labels = d.x_labels
        if not labels:
            x0, x1 = d.x_range
            step = max(1.0, nice_step(x1 - x0, 5))
            labels = [(v, _fmt(v)) for v in self._y_ticks(x0, x1, step)]
        last_right = -1e9
        for x, label in labels:
            px = self.to_point(x, d.y_range[0], r).x()
            w = fm.horizontalAdvance(label)
            left = min(max(0.0, px - w / 2), self.width() - w)
            if left < last_right + 6:
                continue  # labels never overlap: skip one that would
            p.drawText(QRectF(left, r.bottom() + 3, w + 1, fm.height()), Qt.AlignmentFlag.AlignCenter, label)
            last_right = left + w
        if d.x_title:
            p.drawText(self.x_title_rect(r), CAPTION_FLAGS, d.x_title)

    def end_label_rect(self, plot: Optional[QRectF] = None) -> QRectF:
        """The column right of the plot where the lines' labels go, as tall as one label: as many lines
        as the longest label needs there ("14 de 40 guanyades" takes two in a narrow chart)."""
        r = plot or self.plot_rect()
        bold = self._bold()
        width = self.width() - r.right() - 6
        line = QFontMetricsF(bold).height()
        labels = [s.end_label or s.label for s in self.data.series if s.points and not s.thin]
        labels += [g.label for g in self.data.guides]
        tallest = max((wrapped_height(bold, width, t, END_FLAGS) for t in labels), default=line)
        return QRectF(r.right() + 6, 0, width, max(line, tallest))

    def _end_labels(self, p: QPainter, r: QRectF, ends: list[tuple[float, str, QColor]]) -> None:
        """Each line's label at its right end, pushed apart so none covers another, below the title
        and above the axis' tick labels (in a smaller type when the chart is too short for them all)."""
        bold = self._bold()
        column = self.end_label_rect(r)
        full = column.height()
        top = self.title_rect().bottom() + 4 if self.data.title else 0.0
        ends.sort(key=lambda e: e[0])
        # down to the axis, never into the row of its tick labels (the last one may reach under this column)
        ys, h = place_end_labels([y for y, _, _ in ends], full, top, r.bottom() + 2)
        if h < full:  # too many labels for the height: smaller, still apart
            size = bold.pointSizeF() if bold.pointSizeF() > 0 else bold.pixelSize()
            scale = h / full
            if bold.pointSizeF() > 0:
                bold.setPointSizeF(max(1.0, size * scale))
            else:
                bold.setPixelSize(max(1, int(size * scale)))
        p.setFont(bold)
        for (_y, label, colour), y in zip(ends, ys):
            p.setPen(colour)
            p.drawText(QRectF(column.left(), y - h / 2, column.width(), h), END_FLAGS, label)
        p.setFont(self.font())


def place_end_labels(wanted: Sequence[float], h: float, top: float, bottom: float) -> tuple[list[float], float]:
    """Where the end labels go: ``wanted`` are the centres they would like (sorted, top down),
    ``h`` a label's height, and every label lies wholly between ``top`` and ``bottom``.  Returns
    the centres, each at least the returned height below the one before (``h``, or less when
    ``bottom - top`` has no room for them all at ``h``: they then share it evenly)."""
    n = len(wanted)
    if n == 0:
        return [], h
    h = min(h, (bottom - top) / n)
    lo, hi = top + h / 2, bottom - h / 2
    ys: list[float] = []
    for y in wanted:  # down: each below the one before
        y = min(max(y, lo), hi)
        ys.append(max(y, ys[-1] + h) if ys else y)
    ys[-1] = min(ys[-1], hi)
    for i in range(n - 2, -1, -1):  # up: each above the one after
        ys[i] = min(ys[i], ys[i + 1] - h)
    return ys, h


@dataclass
class Bar:
    label: str
    value: Optional[float]  # None: nothing to show yet ("–")
    note: str = ""  # under the label, e.g. how many games


class BarChart(QWidget):
    """Labelled vertical bars, each with its value written on it."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.bars: list[Bar] = []
        self.y_max = 1.0
        self.unit = ""
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 150)

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    def set_bars(self, title: str, bars: Sequence[Bar], y_max: float, unit: str = "", empty_text: str = "") -> None:
        self.title, self.bars, self.y_max, self.unit, self.empty_text = title, list(bars), y_max, unit, empty_text
        text = self.summary()
        self.setToolTip(text)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self.update()

    def value_text(self, value: Optional[float]) -> str:
        return "–" if value is None else _fmt(value) + self.unit

    def summary(self) -> str:
        if not self.bars:
            return "\n".join(t for t in (self.title, self.empty_text) if t)
        lines = [f"{b.label}: {self.value_text(b.value)}" + (f" ({b.note})" if b.note else "") for b in self.bars]
        return "\n".join([self.title, *lines])

    def bar_rects(self) -> list[QRectF]:
        """Where each bar stands (full height is ``y_max``)."""
        fm = QFontMetricsF(self.font())
        top = self.title_rect().bottom() + 4 + fm.height()  # the title, and room for the value over a full bar
        bottom = self.height() - self.label_height() - fm.height() - 8  # the label and the note under the bar
        n = max(1, len(self.bars))
        slot = (self.width() - 8) / n
        width = min(slot * 0.6, 90.0)
        out = []
        for i, b in enumerate(self.bars):
            h = 0.0 if b.value is None else max(0.0, min(1.0, b.value / (self.y_max or 1))) * (bottom - top)
            x = 4 + i * slot + (slot - width) / 2
            out.append(QRectF(x, bottom - h, width, h))
        return out

    def title_rect(self) -> QRectF:
        """Where the title is drawn: the chart's width, as many lines as its words need."""
        width = self.width() - 8
        return QRectF(4, 2, width, wrapped_height(self._bold(), width, self.title, TITLE_FLAGS) + 4)

    def _bold(self) -> QFont:
        f = QFont(self.font())
        f.setBold(True)
        return f

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        fm = QFontMetricsF(self.font())
        bold = self._bold()
        bfm = QFontMetricsF(bold)
        p.setFont(bold)
        p.setPen(text)
        title = self.title_rect()
        p.drawText(title, TITLE_FLAGS, self.title)
        if not self.bars:
            p.setFont(self.font())
            p.drawText(QRectF(0, title.bottom() + 4, self.width(), self.height() - title.bottom() - 4),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            return
        colour = series_colour(pal, 0)
        slot = (self.width() - 8) / len(self.bars)
        rects = self.bar_rects()
        base = rects[0].bottom()
        p.setPen(QPen(text, 1.2))
        p.drawLine(QPointF(4, base), QPointF(self.width() - 4, base))
        for b, rect in zip(self.bars, rects):
            p.setPen(QPen(text, 1))
            p.setBrush(colour)
            if rect.height() > 0:
                p.drawRect(rect)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setFont(bold)
            p.setPen(text)
            p.drawText(QRectF(rect.center().x() - slot / 2, rect.top() - bfm.height() - 2, slot, bfm.height()),
                       Qt.AlignmentFlag.AlignCenter, self.value_text(b.value))
        p.setFont(self.font())
        for b, (cell, label, note_top) in zip(self.bars, self.label_cells()):
            p.setPen(text)
            p.drawText(cell, LABEL_FLAGS, label)
            if b.note:
                muted = QColor(text)
                muted.setAlphaF(0.75)
                p.setPen(muted)
                p.drawText(QRectF(cell.left(), note_top, cell.width(), fm.height()),
                           Qt.AlignmentFlag.AlignCenter, fm.elidedText(b.note, Qt.TextElideMode.ElideRight,
                                                                       cell.width()))

    def _label_width(self) -> float:
        return (self.width() - 8) / max(1, len(self.bars)) - 4

    def _height(self, fm: QFontMetricsF, label: str) -> float:
        """The height ``label`` takes wrapped under its bar (whole pixels, so no line is cut)."""
        return math.ceil(fm.boundingRect(QRectF(0, 0, max(1.0, self._label_width()), 1e6), LABEL_FLAGS,
                                         label).height()) + 1

    def label_height(self) -> float:
        """The height of the longest label (at least two lines: the bars keep their height for short ones)."""
        fm = QFontMetricsF(self.font())
        return max([2 * fm.height(), *(self._height(fm, b.label) for b in self.bars)])

    def label_cells(self) -> list[tuple[QRectF, str, float]]:
        """Under each bar: where its label is written (whole, on as many lines as it needs), the text
        written, and the top of its note."""
        fm = QFontMetricsF(self.font())
        slot = self._label_width() + 4
        out = []
        for b, rect in zip(self.bars, self.bar_rects()):
            cell = QRectF(rect.center().x() - slot / 2 + 2, rect.bottom() + 3, slot - 4, self._height(fm, b.label))
            out.append((cell, b.label, cell.bottom()))
        return out
