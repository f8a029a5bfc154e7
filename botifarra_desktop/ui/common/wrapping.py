"""A check box whose text wraps to the width it is given.

A ``QCheckBox`` keeps its text on one line: a long option ("Obligada: the second player who can
neither follow nor trump may discard any card", longer still in French) makes its dialog wider than
an 800x600 screen.  :class:`WrappingCheckBox` is a ``QCheckBox`` (checked, toggled, text, shortcut,
focus and accessibility as usual) that asks for its one-line width when there is room and wraps its
text onto more lines when there is not, its box beside the first line.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QCheckBox, QSizePolicy, QStyle, QStyleOptionButton, QStyleOptionFocusRect, QWidget

#: Narrower than this many average characters the text is not wrapped further (a word a line is unreadable).
LEAST_CHARACTERS = 24
_FLAGS = (Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic | Qt.AlignmentFlag.AlignLeft
          | Qt.AlignmentFlag.AlignTop)
_LOOSE = 10000  # a height no text reaches: the text's own height is measured inside it


class WrappingCheckBox(QCheckBox):
    """A ``QCheckBox`` whose text wraps (its height follows its width)."""

    def __init__(self, text: str = "", parent: Optional[QWidget] = None) -> None:
        super().__init__(text, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # ------------------------------------------------------------ measuring
    def _indent(self) -> int:
        """The box and the space after it: where the text starts."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        style = self.style()
        return (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, option, self)
                + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, option, self))

    def _box_height(self) -> int:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        return self.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, option, self)

    def _text_rect(self, width: int) -> QRect:
        """The text's rectangle wrapped to ``width`` pixels (at least one character wide)."""
        return self.fontMetrics().boundingRect(QRect(0, 0, max(1, width), _LOOSE), _FLAGS, self.text())

    def _line_height(self) -> int:
        return max(self._box_height(), self.fontMetrics().height())

    def _margin(self) -> int:
        return 2  # room for the focus frame round the text

    def sizeHint(self) -> QSize:
        """The text on one line."""
        one_line = Qt.TextFlag.TextShowMnemonic | Qt.AlignmentFlag.AlignLeft
        text = self.fontMetrics().boundingRect(QRect(0, 0, _LOOSE, _LOOSE), one_line, self.text())
        return QSize(self._indent() + text.width() + 2 * self._margin(),
                     max(self._line_height(), text.height()) + 2 * self._margin())

    def minimumSizeHint(self) -> QSize:
        """At least :data:`LEAST_CHARACTERS` wide (less for a shorter text) and a line tall: the layout
        gives it the height its width needs (:meth:`heightForWidth`)."""
        least = min(self.sizeHint().width(),
                    self._indent() + LEAST_CHARACTERS * self.fontMetrics().averageCharWidth() + 2 * self._margin())
        return QSize(least, self.sizeHint().height())  # one line, as tall as its tallest letter («, Ç)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        text = self._text_rect(width - self._indent() - 2 * self._margin())
        return max(self._line_height(), text.height()) + 2 * self._margin()

    # ------------------------------------------------------------ drawing and clicking
    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)  # the words toggle the box, as a QCheckBox's do

    def paintEvent(self, event) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        style = self.style()
        margin = self._margin()
        # the box beside the first line of the text
        box = QStyleOptionButton(option)
        box.rect = QRect(margin, margin, self._indent(), self._line_height())
        box.rect = style.subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, box, self)
        painter = QPainter(self)
        style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorCheckBox, box, painter, self)
        indent = self._indent() + margin
        text = QRect(indent, margin, self.width() - indent - margin, self.height() - 2 * margin)
        first = self.fontMetrics().height()
        if first < self._line_height():  # the first line in the middle of the box's height
            text.translate(0, (self._line_height() - first) // 2)
        style.drawItemText(painter, text, int(_FLAGS), option.palette, self.isEnabled(), self.text(),
                           self.foregroundRole())
        if self.hasFocus():
            focus = QStyleOptionFocusRect()
            focus.initFrom(self)
            focus.rect = self._text_rect(text.width()).translated(text.topLeft()).adjusted(-2, -1, 2, 1)
            style.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus, painter, self)
        painter.end()
