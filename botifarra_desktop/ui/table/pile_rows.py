"""Piles on the table: the two-player games' rows of piles, and the tricks each seat has won.

A pile is a list of card items, bottom first; only the top one is face up (its
card comes from the engine: the view's public pile tops, or ``PileCardTurned``).
The face-down cards lie under it, each peeking out a little lower, and a small
badge says how many there are.  :class:`PileRows` also moves them for the
table scene: dealt, placed (the human's playable tops stand up a little, as
hand cards do) and turned up.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, QPointF, QRectF, Qt
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

    @staticmethod
    def of_view(view, seat: int) -> tuple:
        """The seat's piles in a view: (face-up card, size) each, public in the pile games."""
        return view.piles[seat] if view is not None and seat < len(view.piles) else ()

    @staticmethod
    def hand_part(cards, piles) -> tuple[list[Optional[str]], int]:
        """Of a seat's listed cards (hand and face-up pile tops), the ones in hand; and how many
        cards the seat has in piles."""
        tops = {top for top, _ in piles}
        return [c for c in cards if c not in tops], sum(n for _, n in piles)

    def lifted(self, seat: int, layout, legal: Optional[set[str]]) -> list[tuple[CardItem, QPointF, bool, float]]:
        """:meth:`targets`, with the human's playable face-up cards (``legal``) standing up a little."""
        out = []
        for item, pos, face, z in self.targets(seat, layout):
            if seat == 0 and face and legal is not None and item.card in legal:
                pos = pos - QPointF(0, layout.lift)
            out.append((item, pos, face, z))
        return out

    def place(self, seat: int, layout, legal: Optional[set[str]], ms: int, group: QAnimationGroup) -> None:
        """Every card of the seat's piles where it belongs: moved in ``ms`` (added to ``group``) or at once."""
        size = layout.stack_card(self.scene.sides[seat])
        for item, pos, face, z in self.lifted(seat, layout, legal):
            item.set_size(*size)
            if ms:
                group.addAnimation(item.animation_to(pos, 0.0, face, z, ms))
            else:
                item.place(pos, 0.0, face, z)

    def deal(self, seat: int, layout, legal: Optional[set[str]], ms: int, group: QAnimationGroup) -> None:
        """The seat's piles fly out from the deck, a pile (packet of four) after another."""
        size = layout.stack_card(self.scene.sides[seat])
        for k, (item, pos, face, z) in enumerate(self.lifted(seat, layout, legal)):
            item.set_size(*size)
            if ms:
                group.addAnimation(item.animation_to(pos, 0.0, face, z, ms * 2, ms * (k // 4)))
            else:
                item.place(pos, 0.0, face, z)
        self.place_badges(seat, layout)

    def turn_up(self, seat: int, index: int, card: str, layout, legal: Optional[set[str]],
                ms: int) -> Optional[QAbstractAnimation]:
        """The card under a played pile card turns face up where it lies (``PileCardTurned``)."""
        item = self.turned(seat, index, card)
        self.place_badges(seat, layout)
        if item is None:
            return None
        target = next(((pos, z) for it, pos, _face, z in self.lifted(seat, layout, legal) if it is item), None)
        if target is None:
            return None
        pos, z = target
        if not ms:
            item.place(pos, 0.0, True, z)
            return None
        return item.animation_to(pos, 0.0, True, z, ms)

    def targets(self, seat: int, layout) -> list[tuple[CardItem, QPointF, bool, float]]:
        """(item, top-left, face up, z) of every card of a seat's piles, for the layout."""
        side = self.scene.sides[seat]
        out: list[tuple[CardItem, QPointF, bool, float]] = []
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
        for i, badge in enumerate(self.badges[seat] if seat < len(self.badges) else []):
            pile = self.piles[seat][i]
            badge.set_geometry(*layout.badge_place(side, i))
            badge.set_count(max(0, len(pile) - 1))


# ---------------------------------------------------------------- the tricks won
def won_offset(k: int) -> QPointF:
    return QPointF((k // 4) * 2.0, (k // 4) * 2.0)  # each trick a little offset: a visible stack


def place_won(pile: list[CardItem], layout, side: int) -> None:
    """A seat's won tricks, face down by its place, at once."""
    pos, rot = layout.pile_slot(side)
    for i, item in enumerate(pile):
        item.set_size(*layout.pile_card)
        item.place(pos + won_offset(i), rot, False, 10 + i)


def collect_won(pile: list[CardItem], items: list[CardItem], layout, side: int, ms: int,
                group: QAnimationGroup) -> None:
    """The cards of a trick go face down onto the winner's ``pile``: moved in ``ms`` or at once."""
    pos, rot = layout.pile_slot(side)
    for item in items:
        k = len(pile)
        pile.append(item)
        item.set_size(*layout.pile_card)
        if ms:
            group.addAnimation(item.animation_to(pos + won_offset(k), rot, False, 10 + k, ms))
        else:
            item.place(pos + won_offset(k), rot, False, 10 + k)
