"""One card on the table: a sprite that moves, turns and flips in one animation.

As in KPat, a moving card animates position, rotation and its face flip
together and is raised above every other card while it moves.  The art comes
from the deck's ``CardRenderer`` at the painter's device pixel ratio (cached),
so the card stays sharp at any window size.
"""

from __future__ import annotations

import math
from typing import Callable, Optional

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..common.deck import CardRenderer
from .contrast import paint_card_marks

Z_MOVING = 1000.0
#: How far a card's highlight frame reaches out of it (high contrast: the outline and the keyboard's
#: thick frame): its bounding rect, and the room a panel keeps from your cards.
FRAME_PAD = 11.0
HIGHLIGHT = QColor("#ffd400")


class CardItem(QGraphicsObject):
    """A card of a deck, face up or down; ``card`` is ``None`` while nobody at this seat may know it."""

    def __init__(self, renderer: CardRenderer, deck_id: str, card: Optional[str], width: float, height: float,
                 face_up: bool = False) -> None:
        super().__init__()
        self.renderer = renderer
        self._deck_id = deck_id
        self._card = card
        self._w = width
        self._h = height
        self._flip = 1.0 if face_up else 0.0  # 0 = back shown, 1 = face shown
        self.dimmed = False
        self.highlighted = False
        self.seat: Optional[int] = None
        self.base_z = 0.0
        self.on_click: Optional[Callable[["CardItem"], None]] = None
        self.setTransformOriginPoint(width / 2, height / 2)
        # Drawn once for the way it sits on the screen, then copied: a card that only moves costs a
        # plain copy a frame, a turned one (the side players' hands) no longer a filtered redraw.
        # Whatever changes its look calls update(), which draws it afresh.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def card(self) -> Optional[str]:
        return self._card

    @card.setter
    def card(self, card: Optional[str]) -> None:
        if card != self._card:
            self._card = card
            self.update()

    @property
    def deck_id(self) -> str:
        return self._deck_id

    @deck_id.setter
    def deck_id(self, deck_id: str) -> None:
        if deck_id != self._deck_id:
            self._deck_id = deck_id
            self.update()

    # ------------------------------------------------------------ geometry
    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height
            self.setTransformOriginPoint(width / 2, height / 2)

    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:
        pad = FRAME_PAD
        return QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()  # clicks hit the card, never the frame drawn around it
        path.addRect(QRectF(0, 0, self._w, self._h))
        return path

    # ------------------------------------------------------------ face
    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def set_face_up(self, up: bool) -> None:
        self._set_flip(1.0 if up else 0.0)

    def set_state(self, dimmed: bool, highlighted: bool) -> None:
        if (dimmed, highlighted) != (self.dimmed, self.highlighted):
            self.dimmed, self.highlighted = dimmed, highlighted
            self.update()

    # ------------------------------------------------------------ painting
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        # The flip narrows the card to nothing and opens it with the other side.
        sx = abs(math.cos(math.pi * self._flip))
        show_face = self._flip >= 0.5 and self.card is not None
        w, h = self._w, self._h
        if sx < 0.02:
            return
        painter.save()
        if sx < 0.999:
            painter.translate(w / 2, 0)
            painter.scale(sx, 1.0)
            painter.translate(-w / 2, 0)
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        # Render at the size on screen if the view is ever zoomed: the length of the card's
        # vertical axis does not change with rotation or the flip, so the cache key stays put.
        t = painter.worldTransform()
        zoom = round(math.hypot(t.m21(), t.m22()) * 4) / 4 or 1.0
        px_w, px_h = max(1, round(w)), max(1, round(h))
        ratio = max(0.5, dpr * zoom)
        pm = self.renderer.pixmap(self.deck_id, self.card if show_face and self.card is not None else "back", px_w, px_h, ratio)
        if sx >= 0.999 and zoom == 1.0 and t.type().value <= QTransform.TransformationType.TxTranslate.value:
            # at its own size and not turned: a plain copy of the pixmap (no filtering), the cheap
            # path for every card at rest and in flight; the rounded size differs by under half a pixel
            painter.drawPixmap(QPointF(0, 0), pm)
        else:
            painter.drawPixmap(QRectF(0, 0, w, h), pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.065, w * 0.065)
        if self.highlighted:
            pen = QPen(HIGHLIGHT)
            pen.setWidthF(4.0)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-2, -2, w + 4, h + 4), w * 0.07, w * 0.07)
        if getattr(self.scene(), "high_contrast", False):
            paint_card_marks(painter, self, w, h)
        painter.restore()

    # ------------------------------------------------------------ input
    def mousePressEvent(self, event) -> None:
        if self.on_click is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.on_click(self)
            return
        super().mousePressEvent(event)

    # ------------------------------------------------------------ movement
    def place(self, pos: QPointF, rotation: float, face_up: bool, z: float) -> None:
        """Put the card somewhere at once (the scene does this only when nothing is moving)."""
        self.setPos(pos)
        self.setRotation(rotation)
        self.set_face_up(face_up)
        self.base_z = z
        self.setZValue(z)

    def animation_to(self, pos: QPointF, rotation: float, face_up: bool, z: float, duration: int,
                     delay: int = 0) -> QAbstractAnimation:
        """One animation of position, rotation and flip; the card rides above the other cards meanwhile
        (under the nameplates: :data:`.nameplate.Z_PLATE`).

        Start values are taken when it starts, so animations of one card can be chained.
        """
        group = QParallelAnimationGroup(self)
        curve = QEasingCurve(QEasingCurve.Type.OutCubic)
        for prop, end in ((b"pos", pos), (b"rotation", float(rotation)), (b"flip", 1.0 if face_up else 0.0)):
            a = QPropertyAnimation(self, prop, group)
            a.setDuration(duration)
            a.setEndValue(end)
            a.setEasingCurve(curve)
            group.addAnimation(a)
        if delay:
            seq = QSequentialAnimationGroup(self)
            seq.addPause(delay)
            seq.addAnimation(group)
            outer: QAbstractAnimation = seq
        else:
            outer = group

        def state_changed(new_state, _old) -> None:
            if new_state == QAbstractAnimation.State.Running:
                self.setZValue(Z_MOVING + z)
            elif new_state == QAbstractAnimation.State.Stopped:
                self.base_z = z
                self.setZValue(z)

        group.stateChanged.connect(state_changed)
        return outer
