"""A player's nameplate: name, dealer mark, last call, and a bright frame when it is their turn."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .card_item import Z_MOVING

TURN = QColor("#ffd400")
PLATE = QColor(0, 0, 0, 150)
PLATE_HIGH = QColor(0, 0, 0)
#: Plates lie above every card, a moving one too: a card played from a hand to the trick crosses its
#: player's plate (which sits between them) and passes under it, never hiding the name.
Z_PLATE = Z_MOVING + 500.0  # above a moving card (its own z is under 500), under a last trick shown


class NameplateItem(QGraphicsItem):
    def __init__(self, name: str = "") -> None:
        super().__init__()
        self.name = name
        self.status = ""  # the last call ("Contro!"), or "thinking…"
        self.dealer = False
        self.turn = False
        self.team_us = False
        self.dealer_label = "D"
        self._rect = QRectF(0, 0, 180, 52)
        #: where the layout puts the plate, and the room it may widen into for its words
        self._base = QRectF(0, 0, 180, 52)
        self._room = QRectF(self._base)
        self.setZValue(Z_PLATE)
        # drawn once, then copied each frame; set() and set_rect() draw it afresh
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF, room: Optional[QRectF] = None) -> None:
        """Place the plate at ``rect``; when its name or status needs more width than that, it widens
        about its middle as far as ``room`` (the space it may take) allows, so the words are read whole."""
        self._base = QRectF(rect)
        self._room = QRectF(room) if room is not None else QRectF(rect)
        self._fit()

    def _fit(self) -> None:
        base, room = self._base, self._room
        w = min(max(base.width(), self.needed_width(base.height())), max(room.width(), base.width()))
        x = min(max(base.center().x() - w / 2, room.left()), room.right() - w)
        x = max(min(x, base.left()), base.right() - w)  # always covers the place the layout gave it
        self.prepareGeometryChange()
        self.setPos(x, base.top())
        self._rect = QRectF(0, 0, w, base.height())
        self.update()

    def _fonts(self, height: float) -> tuple[QFont, QFont]:
        """The name's font and the status line's, for a plate this tall."""
        f = QFont(self.font_base())
        f.setBold(True)
        f.setPixelSize(int(max(15, min(22, height * 0.40))))
        f2 = QFont(f)
        f2.setBold(False)
        f2.setPixelSize(int(max(13, min(18, height * 0.32))))
        return f, f2

    def font_base(self) -> QFont:
        scene = self.scene()
        return scene.font() if scene is not None else QFont()

    def _badge(self, height: float) -> float:
        return height * 0.55 + 8 if self.dealer else 0.0

    def needed_width(self, height: float) -> float:
        """The plate width its name and status line need, drawn whole, at this height."""
        f, f2 = self._fonts(height)
        words = QFontMetricsF(f).horizontalAdvance(self.name)
        if self.status:
            words = max(words, QFontMetricsF(f2).horizontalAdvance(self.status))
        return words + 18 + self._badge(height) + 2

    def name_font(self) -> QFont:
        """The font the name is written in, at the plate's height."""
        return self._fonts(self._rect.height())[0]

    def status_font(self) -> QFont:
        """The font the status line is written in, at the plate's height."""
        return self._fonts(self._rect.height())[1]

    def text_rect(self) -> QRectF:
        """Where the name and status are written, in the plate's coordinates (right of it: the dealer mark)."""
        return self._rect.adjusted(10, 3, -8 - self._badge(self._rect.height()), -3)

    def set(self, *, name: Optional[str] = None, status: Optional[str] = None, dealer: Optional[bool] = None,
            turn: Optional[bool] = None) -> None:
        if name is not None:
            self.name = name
        if status is not None:
            self.status = status
        if dealer is not None:
            self.dealer = dealer
        if turn is not None:
            self.turn = turn
        if name is not None or status is not None or dealer is not None:
            self._fit()
        else:
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()  # the plate itself, without the room its turn glow takes
        path.addRect(self._rect)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        high = getattr(self.scene(), "high_contrast", False)  # opaque, with a white edge
        painter.setBrush(TURN if self.turn else PLATE_HIGH if high else PLATE)
        pen = QPen(QColor("#ffffff") if high else TURN if self.turn else QColor(255, 255, 255, 90))
        pen.setWidthF((4.0 if self.turn else 2.0) if high else 3.0 if self.turn else 1.0)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 10, 10)
        text = QColor("#111111") if self.turn else QColor("#ffffff")
        if self.dealer:  # a round "D" token, as the dealer button on a card table
            d = r.height() * 0.55
            br = QRectF(r.right() - d - 6, r.top() + (r.height() - d) / 2, d, d)
            painter.setBrush(QColor("#ffffff"))
            painter.setPen(QPen(QColor("#333333"), 1.5))
            painter.drawEllipse(br)
            f = QFont(painter.font())
            f.setPixelSize(int(d * 0.6))
            f.setBold(True)
            painter.setFont(f)
            painter.setPen(QColor("#b01010"))
            painter.drawText(br, Qt.AlignmentFlag.AlignCenter, self.dealer_label)
        inner = self.text_rect()
        f, f2 = self._fonts(r.height())
        painter.setFont(f)
        painter.setPen(text)
        fm = QFontMetricsF(f)
        name = fm.elidedText(self.name, Qt.TextElideMode.ElideRight, inner.width())
        if self.status:
            top = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.55)
            painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
            painter.setFont(f2)
            fm2 = QFontMetricsF(f2)
            status = fm2.elidedText(self.status, Qt.TextElideMode.ElideRight, inner.width())
            bottom = QRectF(inner.left(), inner.top() + inner.height() * 0.52, inner.width(), inner.height() * 0.48)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, status)
        else:
            painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
