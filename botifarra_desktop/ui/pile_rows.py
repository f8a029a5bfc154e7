"""The piles of the two-player games on the table: each player's row of piles.

A pile is a list of card items, bottom first; only the top one is face up (its
card comes from the engine: the view's public pile tops, or ``PileCardTurned``).
The face-down cards lie under it, each peeking out a little lower, and a small
badge says how many there are.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .card_item import CardItem


class CountBadge(QGraphicsItem):
    """How many face-down cards a pile still has ("3")."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self._rect = QRectF(0, 0, 24, 18)
        self.setZValue(400)

    def set_geometry(self, centre: QPointF, height: float) -> None:
        self.prepareGeometryChange()
        h = max(14.0, height)
        self._rect = QRectF(-h * 0.75, -h / 2, h * 1.5, h)
        self.setPos(centre)

    def set_count(self, count: int) -> None:
        self.count = count
        self.setVisible(count > 0)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: Optional[QWidget] = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(0, 0, 0, 190))
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.2))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        f = QFont(painter.font())
        f.setBold(True)
        f.setPixelSize(int(r.height() * 0.78))
        painter.setFont(f)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(self.count))


class PileRows:
    """Every seat's piles; the scene places them through ``place`` and asks for slots via its layout."""

    def __init__(self, scene, new_card: Callable[[int, Optional[str]], CardItem]) -> None:
        self.scene = scene
        self.new_card = new_card
        self.piles: list[list[list[CardItem]]] = []  # seat -> pile -> items, bottom first
        self.badges: list[list[CountBadge]] = []

    def clear(self) -> None:
        for item in self.items():
            self.scene.removeItem(item)
        for row in self.badges:
            for b in row:
                self.scene.removeItem(b)
        self.piles, self.badges = [], []

    def items(self) -> list[CardItem]:
        return [i for row in self.piles for pile in row for i in pile]

    def build(self, seat: int, piles: tuple[tuple[Optional[str], int], ...], start: Optional[QPointF] = None) -> list[CardItem]:
        """The seat's piles from the engine's (face-up card, size) pairs; returns the new items."""
        while len(self.piles) <= seat:
            self.piles.append([])
            self.badges.append([])
        row: list[list[CardItem]] = []
        made: list[CardItem] = []
        for top, size in piles:
            pile = [self.new_card(seat, None) for _ in range(max(0, size - 1))]
            if size:
                pile.append(self.new_card(seat, top))
            for item in pile:
                if start is not None:
                    item.place(start, 0, False, 50)
            row.append(pile)
            made += pile
        self.piles[seat] = row
        badges = []
        for _ in row:
            b = CountBadge()
            b.hide()
            self.scene.addItem(b)
            badges.append(b)
        self.badges[seat] = badges
        return made

    def tops(self, seat: int) -> list[CardItem]:
        """The face-up cards of a seat's piles, left to right (empty piles left out)."""
        if seat >= len(self.piles):
            return []
        return [pile[-1] for pile in self.piles[seat] if pile]

    def take(self, seat: int, card: str) -> Optional[CardItem]:
        """Remove and return the face-up ``card`` from the seat's piles, if it is one."""
        if seat >= len(self.piles):
            return None
        for pile in self.piles[seat]:
            if pile and pile[-1].card == card:
                return pile.pop()
        return None

    def turned(self, seat: int, index: int, card: str) -> Optional[CardItem]:
        """The card now on top of pile ``index`` is ``card`` (face up); its item, to flip."""
        if seat >= len(self.piles) or index >= len(self.piles[seat]) or not self.piles[seat][index]:
            return None
        item = self.piles[seat][index][-1]
        item.card = card
        return item

    def targets(self, seat: int, layout) -> list[tuple[CardItem, QPointF, bool, float]]:
        """(item, top-left, face up, z) of every card of a seat's piles, for the layout."""
        side = self.scene.sides[seat]
        out = []
        peek = layout.peek(side)
        for i, pile in enumerate(self.piles[seat] if seat < len(self.piles) else []):
            top_left = layout.stack_slot(side, i)
            n = len(pile)
            for k, item in enumerate(pile):
                depth = n - 1 - k  # 0 for the top card
                pos = top_left + QPointF(depth * 1.0, depth * peek)
                out.append((item, pos, depth == 0 and item.card is not None, 60 + k))
        return out

    def place_badges(self, seat: int, layout) -> None:
        side = self.scene.sides[seat]
        w, h = layout.stack_card(side)
        peek = layout.peek(side)
        for i, badge in enumerate(self.badges[seat] if seat < len(self.badges) else []):
            pile = self.piles[seat][i]
            pos = layout.stack_slot(side, i)
            below = max(0, len(pile) - 1)
            badge.set_geometry(QPointF(pos.x() + w / 2, pos.y() + h + 3 * peek / 2), max(16.0, 3 * peek + 4))
            badge.set_count(below)
