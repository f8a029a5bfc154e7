"""A moment of celebration on the game-over screen when the player's side wins the game.

Gold coins (*oros*, the deck's own suit of gold) fall and spin across the screen's title and score
for a couple of seconds, then are gone; they pass behind the words, which stay readable.  It is decoration only:

* it never covers the screen's buttons (:meth:`Celebration.room` ends above the first row of them)
  and lets every click through, so Rematch and Review work while it plays;
* it honours the animation speed: its length follows the table's speed factor, and at "instant"
  (factor 0) it does not play at all;
* in high contrast the coins are flat pure yellow with a black rim, never see-through (no faint
  gradients over the text), and fewer;
* a screen reader hears the win and "Congratulations!" in the game-over announcement
  (``GameOverPanel.reveal``); the coins themselves say nothing.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsView, QPushButton, QWidget

#: How long the coins fall at the "normal" speed (factor 1), in ms.
DURATION_MS = 2600
#: Coins in the normal look, and in high contrast (fewer, flat: calmer over the text).
COINS, COINS_HIGH_CONTRAST = 22, 14
#: The room left between the coins' area and the buttons' first row, in px.
BUTTON_GAP = 6

GOLD_LIGHT, GOLD, GOLD_DARK, GOLD_RIM = QColor("#fff4b0"), QColor("#ffd400"), QColor("#c99700"), QColor("#8a6400")
#: High contrast: one flat colour with a black rim.
HIGH_CONTRAST_FILL, HIGH_CONTRAST_RIM = QColor("#ffff00"), QColor("#000000")


@dataclass(frozen=True)
class Coin:
    x: float  # across the area, 0..1
    delay: float  # when it starts falling, share of the animation
    size: float  # diameter, px
    turns: float  # how many times it spins while falling
    phase: float
    drift: float  # sideways sway, px


def coins(count: int, seed: int = 45) -> list[Coin]:
    """The same shower every time (a fixed seed): nothing about it depends on chance at a table."""
    rng = random.Random(seed)
    return [Coin(x=(i + rng.uniform(0.15, 0.85)) / count, delay=rng.uniform(0.0, 0.45), size=rng.uniform(14, 24),
                 turns=rng.uniform(1.0, 2.5), phase=rng.uniform(0, math.pi), drift=rng.uniform(-14, 14))
            for i in range(count)]


def table_look(widget: QWidget) -> tuple[float, bool]:
    """The animation speed factor and high contrast of the table ``widget`` is drawn on (its parent
    view's scene: ``speed``, ``high_contrast``); a widget not on a table: normal speed, normal look."""
    parent = widget.parentWidget()
    scene = parent.scene() if isinstance(parent, QGraphicsView) else None
    if scene is None:
        return 1.0, False
    return float(getattr(scene, "speed", 1.0)), bool(getattr(scene, "high_contrast", False))


class Celebration(QWidget):
    """The falling coins, a child of the game-over panel laid over its upper part (see the module)."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__(panel)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.high_contrast = False
        self._coins = coins(COINS)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._tick)
        self._anim.finished.connect(self.hide)
        self.hide()

    # ------------------------------------------------------------ playing
    def play(self, speed: float, high_contrast: bool) -> bool:
        """Start the shower at the table's ``speed`` factor (0: "instant", nothing plays); True if it plays."""
        self.stop()
        if speed <= 0:
            return False
        self.high_contrast = high_contrast
        self._coins = coins(COINS_HIGH_CONTRAST if high_contrast else COINS)
        self._anim.setDuration(max(1, int(DURATION_MS * speed)))
        self.setGeometry(self.room())
        self.show()
        self.lower()  # behind the panel's words: the title and the score stay readable on top of the coins
        self._anim.start()
        return True

    def stop(self) -> None:
        self._anim.stop()
        self.hide()

    @property
    def running(self) -> bool:
        return self._anim.state() == QAbstractAnimation.State.Running

    @property
    def progress(self) -> float:
        """How far the shower is, 0..1."""
        duration = self._anim.duration()
        return min(1.0, self._anim.currentTime() / duration) if duration > 0 else 1.0

    def seek(self, share: float) -> None:
        """Show the shower ``share`` (0..1) of the way through (screenshots and tests)."""
        self._anim.setCurrentTime(int(self._anim.duration() * share))
        self.update()

    def room(self) -> QRect:
        """The panel's area above its first row of buttons, inside its border."""
        panel = self.parentWidget()
        if panel is None:
            return QRect()
        buttons = [b for b in panel.findChildren(QPushButton) if not b.isHidden()]
        bottom = min((b.mapTo(panel, QPoint(0, 0)).y() for b in buttons), default=panel.height()) - BUTTON_GAP
        return QRect(3, 3, max(0, panel.width() - 6), max(0, bottom - 3))

    def _tick(self, _value: object) -> None:
        room = self.room()
        if room != self.geometry():  # the panel was laid out again (a vote line, a tighter table)
            self.setGeometry(room)
        self.update()

    # ------------------------------------------------------------ drawing
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self.paint_coins(painter, self.width(), self.height(), self.progress)
        finally:
            painter.end()

    def paint_coins(self, painter: QPainter, width: int, height: int, progress: float) -> None:
        """Draw the coins ``progress`` (0..1) of the way through on an area of ``width`` x ``height``."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipRect(QRectF(0, 0, width, height))
        for coin in self._coins:
            t = (progress - coin.delay) / (1.0 - coin.delay)
            if t <= 0 or t >= 1:
                continue
            r = coin.size / 2
            y = -coin.size + t * (height + 2 * coin.size)
            x = coin.x * width + math.sin(t * math.pi * 2 + coin.phase) * coin.drift
            squeeze = max(0.15, abs(math.cos(coin.phase + t * coin.turns * 2 * math.pi)))  # the coin spins
            rect = QRectF(x - r * squeeze, y - r, 2 * r * squeeze, 2 * r)
            if self.high_contrast:
                painter.setPen(QPen(HIGH_CONTRAST_RIM, 2))
                painter.setBrush(HIGH_CONTRAST_FILL)
                painter.drawEllipse(rect)
                continue
            fade = 1.0 if t < 0.75 else max(0.0, (1.0 - t) / 0.25)
            painter.setOpacity(0.8 * fade)
            gradient = QRadialGradient(QPointF(x - r * squeeze * 0.3, y - r * 0.3), r * 1.2)
            gradient.setColorAt(0.0, GOLD_LIGHT)
            gradient.setColorAt(0.55, GOLD)
            gradient.setColorAt(1.0, GOLD_DARK)
            painter.setPen(QPen(GOLD_RIM, 1.5))
            painter.setBrush(QBrush(gradient))
            painter.drawEllipse(rect)
            if squeeze > 0.45:  # the coin's ring, as on the oros
                inner = rect.adjusted(r * squeeze * 0.35, r * 0.35, -r * squeeze * 0.35, -r * 0.35)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(GOLD_DARK, 1.2))
                painter.drawEllipse(inner)
        painter.setOpacity(1.0)

