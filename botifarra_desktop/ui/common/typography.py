"""The type of the dialogs: larger than the system's, and never below 14 points.

Every dialog of the app (open, save, history, statistics, first start, the questions it asks)
and the menu bar take their type from here, so they read alike at any system font size.  The style
sheets take their sizes from one scale, :class:`TextSize`.
"""

from __future__ import annotations

from enum import IntEnum

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


class TextSize(IntEnum):
    """The type scale of the app's own style sheets, in pixels: every ``font-size`` the UI sets is one of
    these steps (a project test finds any other).  The roles say where each step is used."""

    SMALL = 14  # the compact table's buttons, the score tables' headers
    STATUS = 15  # the status bar, the score tables
    BODY = 16  # the text of dialogs and side panels, chat, lists
    CONTROL = 17  # buttons, status lines, the second line of a notice
    READING = 18  # text to read through: explanations, advice, the list of tables
    STRONG = 19  # a seat's name, a dialog's main button, a small panel's title
    LARGE = 20  # the table's panels, an address to type, a table's name
    BANNER = 21  # the table's large buttons, the banner
    FIGURE = 22  # a figure inside a line (the multiplier), a review's title
    TITLE = 24  # the titles of panels and lobbies
    HERO = 26  # the first start's Continue, a code to read out
    DISPLAY = 34  # the address read out across the room


def font_size(size: TextSize) -> str:
    """The style-sheet declaration of ``size``, e.g. ``font-size: 16px;``."""
    return f"font-size: {int(size)}px;"


def font_points(points: float) -> str:
    """The style-sheet declaration of a size in points (a size that follows the system's type)."""
    return f"font-size: {points:g}pt;"
