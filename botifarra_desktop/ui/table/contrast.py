"""The high-contrast table (Preferences), safe for colour-blind players too.

What changes when it is on:

- the felt is a plain very dark green, so cards, plates and words stand out
  (white text on it: 17:1; WCAG asks 7:1 for AAA);
- nameplates and the score box are opaque black with white words and a white edge;
- the four suits keep their own shapes (the deck's cups, coins, swords and clubs, and
  the ace on each trump button) and get colours from the Okabe–Ito palette that stay
  apart under protanopia, deuteranopia and tritanopia (oros yellow, copes vermilion,
  espases sky blue, bastos reddish purple), on black trump buttons and on the cards
  themselves (:mod:`..common.suit_colours`: the deck is drawn in those colours);
- a card that may be played is raised *and* outlined in white; one that may not is
  darkened *and* hatched; the keyboard's card has a thick yellow and black frame.

Nothing here decides which card is playable: the scene's ``legal`` set (the engine's
request) is read as it is.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient

from ..common.suit_colours import SUIT_HIGH

#: the felt's gradient (centre, rim) in the normal table
FELT = ("#2b8a4b", "#124a26")
#: the felt of the high-contrast table: one dark colour
FELT_HIGH = "#0b2414"
PLAYABLE_EDGE = QColor("#ffffff")
CURSOR_EDGE = QColor("#ffd400")
PLATE_HIGH = QColor("#000000")


def felt_brush(width: float, height: float, high_contrast: bool) -> QBrush:
    """The table's background."""
    if high_contrast:
        return QBrush(QColor(FELT_HIGH))
    g = QRadialGradient(width / 2, height / 2, max(width, height))
    g.setColorAt(0.0, QColor(FELT[0]))
    g.setColorAt(1.0, QColor(FELT[1]))
    return QBrush(g)


def suit_button(suit: str) -> str:
    """A trump button of the high-contrast table: black, white words, a wide strip of the suit's colour."""
    return (f"QPushButton {{ background: #000; color: #fff; border: 3px solid #fff; "
            f"border-left: 16px solid {SUIT_HIGH[suit]}; }}"
            "QPushButton:hover, QPushButton:focus { background: #ffe766; color: #000; border-color: #000; "
            f"border-left: 16px solid {SUIT_HIGH[suit]}; }}")


def relative_luminance(colour: str) -> float:
    """WCAG 2 relative luminance of a ``#rrggbb`` colour."""
    c = QColor(colour)

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def paint_card_marks(painter: QPainter, item: Any, w: float, h: float) -> None:
    """The high-contrast marks of a card of the player's hand: playable, not playable, keyboard's card."""
    scene = item.scene()
    legal = getattr(getattr(scene, "hand", None), "legal", None)  # the scene's HumanHand (see .human_hand)
    radius = w * 0.07
    if item.dimmed:  # not playable: darkened (as always) and hatched, so it shows without colour
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(0, 0, 0, 200), Qt.BrushStyle.BDiagPattern))
        painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)
    elif legal is not None and item.seat == 0 and item.card in legal:
        pen = QPen(PLAYABLE_EDGE)
        pen.setWidthF(3.0)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(-5, -5, w + 10, h + 10), radius, radius)
    if item.highlighted:
        for colour, width, grow in ((QColor("#000000"), 9.0, 6.0), (CURSOR_EDGE, 5.0, 6.0)):
            pen = QPen(colour)
            pen.setWidthF(width)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-grow, -grow, w + 2 * grow, h + 2 * grow), radius, radius)
