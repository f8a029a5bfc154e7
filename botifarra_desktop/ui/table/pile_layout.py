"""Where everything sits in the two-player games with piles (rector i vicari, piles and a hand).

You sit at the bottom and the other player faces you.  From the top: the other
player's hand (backs, only with a hand), nameplate and row of piles; the trick
(two cards side by side); your row of piles, then your hand.  Each pile shows
its face-up card with the face-down cards peeking out below it as a small
stack.  The sizes come from one unit (the height of your hand's cards) chosen so
that the whole column fits the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from .layout import BOTTOM, TOP, WON_GROWTH, TableLayout

PEEK = 0.05  # of a pile card's height: how far each face-down card shows below the one above
THEIR_PILES = 0.7  # the other player's pile cards, against yours
TRICK = 0.78  # the trick's cards, against your hand's
INFO_ROOM = 240.0  # the info box's corner, top left, when the view has not said: their piles start to its right
SIDE_ROOM = 100.0  # kept free at each side of your cards at least: the Hint and Undo buttons sit bottom left
#: Kept left of your row of piles (with a hand) for your plate: the widest a plate is laid out, room for
#: its longest status line ("À vous de jouer !") beside the dealer mark
PLATE_ROOM = 230.0


@dataclass(frozen=True)
class PileLayout(TableLayout):
    piles: int = 6
    hand_cards: int = 0

    # ------------------------------------------------------------ the unit
    @property
    def _plate_h(self) -> float:
        return self.plate_size[1]

    @property
    def unit(self) -> float:
        """Your hand's card height (with no hand: your piles' card height)."""
        m = self.margin
        gap = m / 2
        if self.hand_cards:
            # m, their hand, gap, plate, gap, their piles, trick, lift, your piles, lift, gap, your hand, m
            fixed = 2 * m + self.side_card[1] + 4 * gap + self._plate_h
            per_unit = 0.72 * THEIR_PILES * (1 + 3 * PEEK) + TRICK + 0.08 + 0.72 * (1 + 3 * PEEK) + 0.08 + 1
            cap = 0.24
        else:
            # m, their plate, gap, their piles, trick, your plate, gap, lift, your piles, m
            fixed = 2 * m + 2 * self._plate_h + 4 * gap
            per_unit = THEIR_PILES * (1 + 3 * PEEK) + TRICK + 0.08 + (1 + 3 * PEEK)
            cap = 0.27
        u = min(self.height * cap * self.card_scale, (self.height - fixed) / per_unit)
        # the row of piles and the hand must fit across the table (in card widths of one unit)
        pile_row = (1.12 * (self.piles - 1) + 1) * (0.72 if self.hand_cards else 1.0)
        hand_row = 1 + (self.hand_cards - 1) * 0.62 if self.hand_cards else 0.0
        room = self.width - 2 * m - 2 * (self.plate_size[0] + m if self.hand_cards else self._side_room)
        u = min(u, room / pile_row * self.aspect)
        # the other player's row (smaller cards) stays right of the info box, with its won tricks beside it
        their_room = self.width - self._info_room - 2 * m - self.pile_card[1]
        u = min(u, their_room / (pile_row * THEIR_PILES) * self.aspect)
        if hand_row:
            u = min(u, (self.width - 2 * m - 2 * self._side_room) / hand_row * self.aspect)
        return max(40.0, u)

    @property
    def _info_room(self) -> float:
        """Left of the other player's row of piles: the info box's corner."""
        return self.info[0] + 2 * self.margin if self.info[0] else INFO_ROOM

    @property
    def _side_room(self) -> float:
        """Kept free at each side of your cards and piles: Hint and Undo sit bottom left."""
        return max(SIDE_ROOM, self.tools[0] + self.margin)

    @property
    def hand_card(self) -> tuple[float, float]:
        h = self.unit
        return h / self.aspect, h

    @property
    def side_card(self) -> tuple[float, float]:
        h = min(self.height, self.width) * 0.11
        return h / self.aspect, h

    def stack_card(self, side: int) -> tuple[float, float]:
        h = self.unit * (0.72 if self.hand_cards else 1.0) * (THEIR_PILES if side == TOP else 1.0)
        return h / self.aspect, h

    def peek(self, side: int) -> float:
        return max(3.0, self.stack_card(side)[1] * PEEK)

    def _stack_height(self, side: int) -> float:
        return self.stack_card(side)[1] + 3 * self.peek(side)

    def badge_place(self, side: int, index: int) -> tuple[QPointF, float]:
        """Centre and height of the badge that counts the face-down cards of pile ``index``: on the
        ends of those cards, a little taller than they show."""
        w, h = self.stack_card(side)
        peek = self.peek(side)
        pos = self.stack_slot(side, index)
        return QPointF(pos.x() + w / 2, pos.y() + h + 3 * peek / 2), max(16.0, 3 * peek + 4)

    def _stack_reach(self, side: int) -> float:
        """How far below the top of a row its piles reach, their count badges (and the badge's edge) too."""
        _, badge = self.badge_place(side, 0)
        return max(self._stack_height(side), self.stack_card(side)[1] + 3 * self.peek(side) / 2 + badge / 2 + 2)

    # ------------------------------------------------------------ bands
    @property
    def top_end(self) -> float:
        """Bottom edge of the other player's hand (the top margin when there is none)."""
        return self.margin + (self.side_card[1] + 4 if self.hand_cards else 0)

    def _their_plate_top(self) -> float:
        return self.top_end + (self.margin / 2 if self.hand_cards else 0)

    def _their_stack_top(self) -> float:
        return self._their_plate_top() + self._plate_h + self.margin / 2

    @property
    def hand_top(self) -> float:
        if self.hand_cards:
            return self.height - self.margin - self.hand_card[1]
        return self.height  # no hand

    def _my_stack_top(self) -> float:
        if self.hand_cards:
            return self.hand_top - self.lift - self.margin / 2 - self._stack_height(BOTTOM)
        return self.height - self.margin - self._stack_height(BOTTOM)

    @property
    def lift(self) -> float:
        return self.unit * 0.08

    def _centre_bottom(self) -> float:
        """The lower edge of the room for the trick."""
        top = self._my_stack_top() - self.lift
        return top if self.hand_cards else top - self.margin / 2 - self._plate_h

    @property
    def centre(self) -> QPointF:
        top = self._their_stack_top() + self._stack_reach(TOP)
        return QPointF(self.width / 2, (top + self._centre_bottom()) / 2)

    @property
    def trick_card(self) -> tuple[float, float]:
        room = self._centre_bottom() - self._their_stack_top() - self._stack_reach(TOP)
        h = max(30.0, min(self.unit * TRICK, room * 0.86))
        return h / self.aspect, h

    # ------------------------------------------------------------ slots
    def _row_left(self, side: int) -> float:
        w, _ = self.stack_card(side)
        width = w * 1.12 * (self.piles - 1) + w
        if side == TOP:
            # to the right of the middle, clear of the info box in the top left corner,
            # with the tricks the other player wins on its right
            right_aligned = self.width - self.margin * 2 - self.pile_card[1] - width
            return max((self.width - width) / 2, min(self._info_room, right_aligned))
        if self.hand_cards:
            # centred, or further right where your plate on its left needs the room for its words,
            # with the tricks you win still on its right (see :meth:`pile_slot`)
            m = self.margin
            right_aligned = self.width - m - self.pile_card[1] - WON_GROWTH - m - width
            return max((self.width - width) / 2, min(2 * m + PLATE_ROOM, right_aligned))
        return (self.width - width) / 2

    def stack_slot(self, side: int, index: int) -> QPointF:
        """Top-left of the face-up card of pile ``index`` (left to right as its owner sees them)."""
        w, _ = self.stack_card(side)
        step = w * 1.12
        x0 = self._row_left(side)
        if side == TOP:  # the other player faces us: their left-to-right is our right-to-left
            index = self.piles - 1 - index
            return QPointF(x0 + index * step, self._their_stack_top())
        return QPointF(x0 + index * step, self._my_stack_top())

    def hand_slots(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        if count <= 0:
            return []
        if seat == BOTTOM:
            w, h = self.hand_card
            step = min(w * 0.62, (self.width - 2 * self.margin - w) / max(1, count - 1)) if count > 1 else 0
            x0 = (self.width - (w + step * (count - 1))) / 2
            return [(QPointF(x0 + i * step, self.hand_top), 0.0) for i in range(count)]
        w, _ = self.side_card
        step = w * 0.32
        x0 = (self.width - (w + step * (count - 1))) / 2
        return [(QPointF(x0 + (count - 1 - i) * step, self.margin), 0.0) for i in range(count)]

    def trick_slot(self, seat: int) -> tuple[QPointF, float]:
        """Two cards side by side, yours a little lower and to the left."""
        w, h = self.trick_card
        c = self.centre
        dx, dy, rot = (-w * 0.58, h * 0.02, -3.0) if seat == BOTTOM else (w * 0.58, -h * 0.02, 2.0)
        return QPointF(c.x() + dx - w / 2, c.y() + dy - h / 2), rot

    def _row_right(self, side: int) -> float:
        w, _ = self.stack_card(side)
        return self._row_left(side) + w * 1.12 * (self.piles - 1) + w

    def pile_slot(self, seat: int) -> tuple[QPointF, float]:
        """Won tricks: face down, crosswise, to the right of the winner's row of piles."""
        w, h = self.pile_card
        m = self.margin
        x = min(self._row_right(seat) + m + h / 2, self.width - m - h / 2)
        if seat == BOTTOM:
            y = self._my_stack_top() + self.stack_card(BOTTOM)[1] / 2
        else:
            y = self._their_stack_top() + self.stack_card(TOP)[1] / 2
        return QPointF(x - w / 2, y - h / 2), 90.0

    def deck_slot(self, dealer: int) -> tuple[QPointF, float]:
        w, h = self.trick_card
        c = self.centre
        return QPointF(c.x() - w / 2, c.y() - h / 2 + (h * 0.3 if dealer == BOTTOM else -h * 0.3)), 0.0

    def aside_plate_rect(self, seat: int) -> QRectF:
        """Two players: the plates keep their places for an ending panel too."""
        return self.plate_rect(seat)

    def plate_room(self, seat: int, aside: bool = False) -> QRectF:
        """Two players: the plates keep the room they have in the hand for an ending panel too.  With a
        hand, your plate (left of your row of piles) widens leftwards for its words, as far as the
        table's edge, or Hint and Undo where they reach its height."""
        if seat != BOTTOM or not self.hand_cards:
            return super().plate_room(seat, False)
        rect = self.plate_rect(BOTTOM)
        m = self.margin
        left = m
        if self.tools[0] and rect.bottom() > self.height - m - self.tools[1] - m:
            left = m + self.tools[0] + m
        left = min(left, rect.left())
        return QRectF(left, rect.top(), rect.right() - left, rect.height())

    def plate_rect(self, seat: int) -> QRectF:
        pw, ph = self.plate_size
        m = self.margin
        if seat == TOP:  # above their piles
            mid = (self._row_left(TOP) + self._row_right(TOP)) / 2
            return QRectF(mid - pw / 2, self._their_plate_top(), pw, ph)
        if self.hand_cards:  # to the left of your row of piles, level with its cards
            w, h = self.stack_card(BOTTOM)
            return QRectF(max(m, self._row_left(BOTTOM) - m - pw), self._my_stack_top() + (h - ph) / 2, pw, ph)
        return QRectF(self.width / 2 - pw / 2, self._my_stack_top() - self.lift - m / 2 - ph, pw, ph)
