"""Where everything sits on the table, for a given table size.

Seats are placed as the player sees them: you (seat 0) at the bottom, your
partner (seat 2) at the top, seat 1 on your right and seat 3 on your left (play
goes counterclockwise, so the next player is the one on the right).  All sizes
follow the window, so the table re-lays out on every resize.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

#: Screen side of each seat, seen from the human at seat 0.
BOTTOM, RIGHT, TOP, LEFT = 0, 1, 2, 3


def seat_sides(players: int) -> tuple[int, ...]:
    """The screen side of each seat.  Play goes counterclockwise, so seat 1 is always on your
    right: with three players seat 2 sits on your left; with two, the other player faces you."""
    return {4: (BOTTOM, RIGHT, TOP, LEFT), 3: (BOTTOM, RIGHT, LEFT), 2: (BOTTOM, TOP)}[players]


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    aspect: float = 1.5  # card height / width
    card_scale: float = 1.0

    # ------------------------------------------------------------ sizes
    @property
    def margin(self) -> float:
        return max(8.0, min(self.width, self.height) * 0.02)

    @property
    def hand_card(self) -> tuple[float, float]:
        """Your own cards: as big as the table allows (older players read them at a glance)."""
        h = self.height * 0.25 * self.card_scale
        w = h / self.aspect
        # 12 cards must fit with at least a third of each card showing.
        room = self.width - 2 * self.margin - 2 * self.side_card[1] * 0.9
        need = w * (1 + 11 * 0.36)
        if need > room:
            w = room / (1 + 11 * 0.36)
            h = w * self.aspect
        return w, h

    @property
    def side_card(self) -> tuple[float, float]:
        """The other players' cards (backs) -- small: only how many they hold matters."""
        h = min(self.height, self.width) * 0.13
        return h / self.aspect, h

    @property
    def trick_card(self) -> tuple[float, float]:
        w, h = self.hand_card
        room_h = self.hand_top - self.top_end - 2 * self.plate_size[1] - 3 * self.margin
        th = min(h * 0.85, room_h / 1.8)
        return th / self.aspect, th

    @property
    def plate_size(self) -> tuple[float, float]:
        return max(150.0, min(230.0, self.width * 0.19)), max(46.0, min(62.0, self.height * 0.075))

    # ------------------------------------------------------------ bands
    @property
    def top_end(self) -> float:
        """Bottom edge of the partner's cards."""
        return self.margin + self.side_card[1] + 4

    @property
    def hand_top(self) -> float:
        return self.height - self.margin - self.hand_card[1]

    @property
    def centre(self) -> QPointF:
        """The middle of the trick: halfway between the two nameplates."""
        return QPointF(self.width / 2, (self.top_end + self.hand_top - self.lift) / 2)

    # ------------------------------------------------------------ slots
    def hand_slots(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        """Top-left position and rotation of each card of a seat's hand, left to right as that player holds them."""
        if count <= 0:
            return []
        m = self.margin
        if seat == BOTTOM:
            w, h = self.hand_card
            room = self.width - 2 * m - 2 * self.side_card[1] * 0.9
            step = min(w * 0.62, (room - w) / max(1, count - 1)) if count > 1 else 0
            total = w + step * (count - 1)
            x0 = (self.width - total) / 2
            return [(QPointF(x0 + i * step, self.hand_top), 0.0) for i in range(count)]
        w, h = self.side_card
        step = w * 0.32
        if seat == TOP:
            total = w + step * (count - 1)
            x0 = (self.width - total) / 2
            # partner faces us: their left-to-right is our right-to-left
            return [(QPointF(x0 + (count - 1 - i) * step, m), 0.0) for i in range(count)]
        # side seats: cards lie sideways in a column; rotation about the card centre
        total = w + step * (count - 1)
        cy = self.centre.y()
        y0 = cy - total / 2
        if seat == RIGHT:
            cx = self.width - m - h / 2
            return [(QPointF(cx - w / 2, y0 + (count - 1 - i) * step + w / 2 - h / 2), 90.0) for i in range(count)]
        cx = m + h / 2
        return [(QPointF(cx - w / 2, y0 + i * step + w / 2 - h / 2), 90.0) for i in range(count)]

    def trick_slot(self, seat: int) -> tuple[QPointF, float]:
        """Where the card a seat plays lands, slightly towards that seat."""
        w, h = self.trick_card
        c = self.centre
        dx, dy, rot = {
            BOTTOM: (0.0, h * 0.40, -3.0),
            TOP: (0.0, -h * 0.40, 2.0),
            RIGHT: (w * 0.95, 0.0, 6.0),
            LEFT: (-w * 0.95, 0.0, -5.0),
        }[seat]
        return QPointF(c.x() + dx - w / 2, c.y() + dy - h / 2), rot

    @property
    def pile_card(self) -> tuple[float, float]:
        w, h = self.side_card
        return w * 0.85, h * 0.85

    @property
    def lift(self) -> float:
        """How far a playable card of your hand stands up."""
        return self.hand_card[1] * 0.08

    def pile_slot(self, seat: int) -> tuple[QPointF, float]:
        """The tricks a seat has won lie face down, crosswise, in front of it."""
        w, h = self.pile_card
        m = self.margin
        c = self.centre
        top, bottom = self.column_extent()
        if seat == BOTTOM:
            pw, _ = self.plate_size
            centre = QPointF(c.x() + pw / 2 + m + h / 2, self.hand_top - self.lift - m / 2 - w / 2)
        elif seat == TOP:
            span = self.side_card[0] * (1 + 11 * 0.32)
            centre = QPointF(c.x() + span / 2 + m + h / 2, m + self.side_card[1] / 2)
        elif seat == RIGHT:
            centre = QPointF(self.width - m - self.side_card[1] - m - h / 2, bottom - w / 2)
        else:
            centre = QPointF(m + self.side_card[1] + m + h / 2, bottom - w / 2)
        return QPointF(centre.x() - w / 2, centre.y() - h / 2), 90.0

    def deck_slot(self, dealer: int) -> tuple[QPointF, float]:
        """Where the dealer's pack sits while dealing: just in front of the dealer."""
        w, h = self.trick_card
        c = self.centre
        off = {BOTTOM: (0, h * 0.9), TOP: (0, -h * 0.9), RIGHT: (w * 1.6, 0), LEFT: (-w * 1.6, 0)}[dealer]
        return QPointF(c.x() + off[0] - w / 2, c.y() + off[1] - h / 2), 0.0

    def column_extent(self) -> tuple[float, float]:
        """Top and bottom of the side players' card columns."""
        span = self.side_card[0] * (1 + 11 * 0.32)
        cy = self.centre.y()
        return cy - span / 2, cy + span / 2

    def plate_rect(self, seat: int) -> QRectF:
        """The nameplate: name, dealer mark, the last call, whose turn it is."""
        pw, ph = self.plate_size
        m = self.margin
        tw, th = self.trick_card
        c = self.centre
        if seat == BOTTOM:
            # centred between the trick and your cards
            return QRectF(c.x() - pw / 2, self.hand_top - self.lift - ph - m / 2, pw, ph)
        if seat == TOP:
            # centred between the partner's cards and the trick, mirroring yours
            return QRectF(c.x() - pw / 2, self.top_end + m / 2, pw, ph)
        # under the side columns, clear of the corners the info box and buttons use
        y = min(self.column_extent()[1] + m, self.hand_top - ph - m)
        if seat == RIGHT:
            return QRectF(self.width - m - pw, y, pw, ph)
        return QRectF(m, y, pw, ph)
