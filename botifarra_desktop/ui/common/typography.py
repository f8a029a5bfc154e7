"""The type of the dialogs: larger than the system's, and never below 14 points.

Every dialog of the app (open, save, history, statistics, first start, the questions it asks)
and the menu bar take their type from here, so they read alike at any system font size.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

MIN_POINT_SIZE = 14  # the least a dialog's text is, in points
DIALOG_SCALE = 1.3  # a dialog's type against the system's


def readable_font(font: QFont, scale: float = DIALOG_SCALE) -> QFont:
    """``font`` made larger for a dialog (at least ``MIN_POINT_SIZE`` points)."""
    font = QFont(font)
    size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    font.setPointSizeF(max(MIN_POINT_SIZE, size * scale))
    return font


def make_readable(widget: QWidget, scale: float = DIALOG_SCALE) -> None:
    """Larger type for the whole dialog (at least ``MIN_POINT_SIZE`` points)."""
    widget.setFont(readable_font(widget.font(), scale))
