"""Where everything sits on the table, for a given table size.

Seats are placed as the player sees them: you (seat 0) at the bottom, your
partner (seat 2) at the top, seat 1 on your right and seat 3 on your left (play
goes counterclockwise, so the next player is the one on the right).  All sizes
follow the window, so the table re-lays out on every resize.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from PySide6.QtCore import QPointF, QRectF

#: Screen side of each seat, seen from the human at seat 0.
BOTTOM, RIGHT, TOP, LEFT = 0, 1, 2, 3
#: How far a pile of won tricks grows down and right (2 px a trick: ``pile_rows.won_offset``).
WON_GROWTH = 2.0 * 11
#: The other players' cards (backs) are never narrower than this share of the table's shorter side,
#: nor than ``SIDE_LEAST_PX``: however big your own cards are set, how many cards each player holds
#: and where the won tricks lie stay plain to see.
SIDE_LEAST = 0.042
SIDE_LEAST_PX = 22.0
#: A side player's column of 12 cards, in card widths (each card shows a third of its width).
COLUMN = 1 + 11 * 0.32
#: The won tricks' cards, against the other players' cards.
PILE = 0.85


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
    #: the corners the table's widgets take (width, height): the info box top left, the last-trick
    #: buttons top right, Hint and Undo bottom left.  No card or plate is laid out in them.
    info: tuple[float, float] = (0.0, 0.0)
    buttons: tuple[float, float] = (0.0, 0.0)
    tools: tuple[float, float] = (0.0, 0.0)
    #: someone sits in front of you (four at the table): their cards and won tricks take the top
    across: bool = True

    # ------------------------------------------------------------ sizes
    @property
    def margin(self) -> float:
        return max(8.0, min(self.width, self.height) * 0.02)

    @property
    def hand_card(self) -> tuple[float, float]:
        """Your own cards: as big as the table allows (older players read them at a glance), short of
        squeezing the side players' columns below their least size (:attr:`side_least`)."""
        w, h = self._hand_across
        # the side columns sit between the top corners and their nameplates above your cards
        top = self.column_band_top
        tallest = (self.height - 3 * self.margin - self.plate_size[1] - top - self.side_least * COLUMN) / 1.08
        if h > tallest:
            h = max(tallest, min(h, 40.0))
            w = h / self.aspect
        return w, h

    @property
    def _hand_across(self) -> tuple[float, float]:
        """Your cards as big as the chosen card size and the table's width allow."""
        h = self.height * 0.25 * self.card_scale
        w = h / self.aspect
        # 12 cards must fit with at least a third of each card showing.
        room = self.hand_room
        need = w * (1 + 11 * 0.36)
        if need > room:
            w = room / (1 + 11 * 0.36)
            h = w * self.aspect
        return w, h

    @property
    def side_least(self) -> float:
        """The narrowest the other players' cards get (see ``SIDE_LEAST``)."""
        return max(SIDE_LEAST_PX, min(self.width, self.height) * SIDE_LEAST)

    @property
    def hand_room(self) -> float:
        """The width your hand may take: clear of the side players' columns and of Hint and Undo."""
        side = max(min(self.height, self.width) * 0.13 * 0.9, self.tools[0] + self.margin if self.tools[0] else 0.0)
        return self.width - 2 * self.margin - 2 * side

    @property
    def column_band(self) -> tuple[float, float]:
        """Top and bottom of the room for a side player's column of cards: below the corners the
        info box and the buttons take, above that player's nameplate (which sits above your hand)."""
        m = self.margin
        top = self.column_band_top
        bottom = self.side_plate_bottom - self.plate_size[1] - m
        return top, max(top + 40.0, bottom)

    @property
    def side_plate_bottom(self) -> float:
        """Bottom of the side players' nameplates: a margin above your cards (standing up when
        playable), and above Hint and Undo in the bottom left corner, where a small window leaves
        those buttons taller than your cards."""
        m = self.margin
        bottom = self.height - m - self.hand_card[1] * 1.08 - m
        if self.tools[1]:
            bottom = min(bottom, self.height - m - self.tools[1] - m)
        return bottom

    @property
    def column_band_top(self) -> float:
        """Top of the side players' columns: below the info box and the buttons in the top corners."""
        m = self.margin
        corner = max(self.info[1], self.buttons[1])
        return m + corner + m if corner else m

    @property
    def side_card(self) -> tuple[float, float]:
        """The other players' cards (backs) -- small: only how many they hold matters, but never
        smaller than :attr:`side_least` (your cards make room for them).

        Where the row in front, with its won tricks, would reach the column on the right (a table
        about as tall as it is wide, or taller: a portrait screen, a half-screen window), the columns
        lie below that row (:meth:`column_extent`): the cards are as big as lets the row and a column
        one above the other fit the band, or as lets the row stay clear of the columns beside it,
        whichever is bigger."""
        h = min(self.height, self.width) * 0.13
        top, bottom = self.column_band
        w = min(h / self.aspect, (bottom - top) / COLUMN)  # a column of 12 fits its band
        if self.across and self._row_meets_columns(w):
            # the row (from ``_top_start``, not lower with smaller cards), a margin, the column
            under = (bottom - self._top_start(w) - 4 - self.margin) / (self.aspect + COLUMN)
            beside = (self.width / 2 - 4 * self.margin - 2 * WON_GROWTH) / (COLUMN / 2 + (1 + 2 * PILE) * self.aspect)
            w = min(w, max(under, beside))
        return w, w * self.aspect

    def _row_meets_columns(self, side_w: float) -> bool:
        """Whether the row of the player in front, with the tricks they won on its right, comes within a
        margin of the tricks the player on the right won, which lie on the inner side of that player's
        column (the row's left end stays farther from the left column: it has no tricks beside it).
        With the other players' cards ``side_w`` wide; see :meth:`pile_slot`."""
        m = self.margin
        h = side_w * self.aspect
        row_right = self.width / 2 + side_w * COLUMN / 2 + m + PILE * h + WON_GROWTH
        column_left = self.width - m - h - m - PILE * h - WON_GROWTH
        return row_right + m > column_left

    @property
    def trick_card(self) -> tuple[float, float]:
        """The trick's cards: nearly as big as your cards would be without the side columns' due (the
        room your cards give up goes to the trick), as far as the room between the nameplates allows."""
        w, h = self._hand_across
        room_h = self.hand_top - self.top_end - 2 * self.plate_size[1] - 3 * self.margin
        th = min(h * 0.85, room_h / 1.8)
        return th / self.aspect, th

    @property
    def plate_size(self) -> tuple[float, float]:
        return max(150.0, min(230.0, self.width * 0.19)), max(46.0, min(62.0, self.height * 0.075))

    # ------------------------------------------------------------ bands
    @property
    def top_start(self) -> float:
        """Top edge of the player in front's cards: the top margin when their cards, nameplate and won
        tricks fit between the corners (info box, buttons), else below those corners (a narrow table)."""
        return self._top_start(self.side_card[0])

    def _top_start(self, side_w: float) -> float:
        """:attr:`top_start` with the other players' cards ``side_w`` wide (never lower for narrower cards)."""
        m = self.margin
        span = side_w * COLUMN / 2
        to_left = max(span, self.plate_size[0] / 2)
        to_right = max(span + m + PILE * side_w * self.aspect + WON_GROWTH, self.plate_size[0] / 2)  # their won tricks
        left = m + self.info[0] + m if self.info[0] else 0.0
        right = self.width - (m + self.buttons[0] + m if self.buttons[0] else 0.0)
        if self.width / 2 - to_left >= left and self.width / 2 + to_right <= right:
            return m
        return m + max(self.info[1], self.buttons[1]) + m

    @property
    def top_end(self) -> float:
        """Bottom edge of the partner's cards."""
        return self.top_start + self.side_card[1] + 4

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
            room = self.hand_room
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
            return [(QPointF(x0 + (count - 1 - i) * step, self.top_start), 0.0) for i in range(count)]
        # side seats: cards lie sideways in a column; rotation about the card centre
        total = w + step * (count - 1)
        top, bottom = self.column_extent()
        y0 = (top + bottom) / 2 - total / 2
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
        return w * PILE, h * PILE

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
        grow = WON_GROWTH  # the pile grows down and right as tricks come in
        if seat == BOTTOM:
            pw, _ = self.plate_size
            centre = QPointF(c.x() + pw / 2 + m + h / 2, self.hand_top - self.lift - m / 2 - w / 2 - grow)
        elif seat == TOP:  # level with their cards, grown no lower than them: their nameplate is under them
            span = self.side_card[0] * COLUMN
            centre = QPointF(c.x() + span / 2 + m + h / 2,
                             min(self.top_start + self.side_card[1] / 2, self.top_end - grow - w / 2))
        elif seat == RIGHT:  # beside the column's top, away from the nameplate under it
            centre = QPointF(self.width - m - self.side_card[1] - m - h / 2 - grow, top + w / 2)
        else:
            centre = QPointF(m + self.side_card[1] + m + h / 2, top + w / 2)
        return QPointF(centre.x() - w / 2, centre.y() - h / 2), 90.0

    def deck_slot(self, dealer: int) -> tuple[QPointF, float]:
        """Where the dealer's pack sits while dealing: just in front of the dealer."""
        w, h = self.trick_card
        c = self.centre
        off = {BOTTOM: (0, h * 0.9), TOP: (0, -h * 0.9), RIGHT: (w * 1.6, 0), LEFT: (-w * 1.6, 0)}[dealer]
        return QPointF(c.x() + off[0] - w / 2, c.y() + off[1] - h / 2), 0.0

    def column_extent(self) -> tuple[float, float]:
        """Top and bottom of the side players' card columns: level with the trick, inside their band,
        and below the row in front where that row would reach them (see :attr:`side_card`)."""
        w = self.side_card[0]
        span = w * COLUMN
        top, bottom = self.column_band
        if self.across and self._row_meets_columns(w):
            top = max(top, self.top_end + self.margin)
        y0 = min(max(self.centre.y() - span / 2, top), bottom - span)
        return y0, y0 + span

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
        y = min(self.column_extent()[1] + m, self.side_plate_bottom - ph)
        if seat == RIGHT:
            return QRectF(self.width - m - pw, y, pw, ph)
        return QRectF(m, y, pw, ph)

    def plate_room(self, seat: int, aside: bool = False) -> QRectF:
        """The space a nameplate may widen into when its words need more than :attr:`plate_size`
        (a long status line in French or Italian, a long name), at its own height, so it covers no
        other plate nor any card.  Your plate widens leftwards only (the tricks you won lie just
        right of it: :meth:`pile_slot`), the side players' plates inwards from the table's edges:
        the gap between the plate on your left and yours is shared half and half
        (:meth:`side_plate_reach`), and the plate on your right stops short of your won tricks.
        Your partner's plate widens between the side players' places; stood aside to the top of the
        table (:meth:`aside_plate_rect`) it widens leftwards only (the tricks it won lie right of it),
        short of the tricks the player on your left won where they lie level with it.  The info box's
        corner does not bound it there: the plates stand aside only for an ending panel, and the info
        box steps aside for that panel too."""
        rect = self.aside_plate_rect(seat) if aside else self.plate_rect(seat)
        pw, _ = self.plate_size
        m = self.margin
        reach = self.side_plate_reach()
        if seat == BOTTOM:
            left = max(reach + m, 2 * m + pw)
            return QRectF(left, rect.top(), rect.right() - left, rect.height())
        if seat == TOP and not aside:
            return QRectF(2 * m + pw, rect.top(), self.width - 4 * m - 2 * pw, rect.height())
        if seat == TOP:  # stood aside to the top: leftwards, clear of the left column's tricks beside it
            left = min(self._left_won_right(rect) + m, rect.left())
            return QRectF(left, rect.top(), rect.right() - left, rect.height())
        if seat == LEFT:
            return QRectF(rect.left(), rect.top(), max(reach, rect.right()) - rect.left(), rect.height())
        if seat == RIGHT:
            w, h = self.pile_card
            won = self.width / 2 + pw / 2 + m + h + WON_GROWTH  # the right edge of the tricks you won
            left = min(max(self.width - reach, won + m), rect.left())
            return QRectF(left, rect.top(), rect.right() - left, rect.height())
        return rect

    def _left_won_right(self, rect: QRectF) -> float:
        """The right edge of the tricks the player on your left won (they lie right of that player's
        column, from its top: :meth:`pile_slot`), where they reach the rows of ``rect``; else the
        table's left edge (no margin)."""
        w, h = self.pile_card
        top = self.column_extent()[0]
        if not self.across or top > rect.bottom() or top + w + WON_GROWTH < rect.top():
            return 0.0
        return self.margin + self.side_card[1] + self.margin + h + WON_GROWTH

    def side_plate_reach(self) -> float:
        """How far in from the left edge the plate on your left may widen (the plate on your right
        as far from the right edge): halfway to your own plate's place, a half margin short of it."""
        pw, _ = self.plate_size
        m = self.margin
        return (m + pw + self.width / 2 - pw / 2) / 2 - m / 2

    def aside_plate_rect(self, seat: int) -> QRectF:
        """The nameplate stood aside for the hand's breakdown (or the game's end) where that panel has
        no room between the plates of the hand (at 1366x700 the breakdown is taller than that): every
        card has been played, so your plate goes down to where your cards were and your partner's up
        to where theirs were.  The panel then has the middle of the table between them, and covers
        no name.  The plates on your left and right stay: the panel lies between them."""
        pw, ph = self.plate_size
        m = self.margin
        c = self.centre
        if seat == BOTTOM:
            return QRectF(c.x() - pw / 2, self.height - m - ph, pw, ph)
        if seat == TOP:
            # centred, short of the tricks they won, which lie to the right of their cards' place
            right = min(c.x() + pw / 2, c.x() + self.side_card[0] * COLUMN / 2 + m / 2)
            return QRectF(right - pw, self.top_start, pw, ph)
        return self.plate_rect(seat)


def free_spot(area: QRectF, widths: Sequence[int], height_for: Callable[[int], int], taken: Sequence[QRectF],
              prefer_y: float, rather_not: Sequence[QRectF] = (), best_clear: Sequence[QRectF] = ()) -> QRectF:
    """Where a panel goes: the rectangle inside ``area`` that meets none of the ``taken`` ones,
    centred as near the middle and ``prefer_y`` as it can be; the widest of ``widths`` that finds
    room (``height_for(width)`` is the panel's height at that width).  Without room anywhere: the
    narrowest, centred in the area (a table too small to show everything).

    The candidates are the preferred place and every position touching an edge of a taken
    rectangle or of the area: a free rectangle can always slide to one of them.  Where the
    ``rather_not`` rectangles can be kept clear too (the side nameplates beside an end-of-hand panel),
    they are.  Before that, where the panel at one of ``widths`` (the widest that can) finds room
    clear of the ``best_clear`` ones too (every nameplate), it goes there: a panel a little
    narrower and taller covers no one's name."""
    if best_clear:
        spot = _free_spot(area, widths, height_for, [*taken, *rather_not, *best_clear], prefer_y)
        if spot is not None:
            return spot
    if rather_not:
        spot = _free_spot(area, widths, height_for, [*taken, *rather_not], prefer_y)
        if spot is not None:
            return spot
    spot = _free_spot(area, widths, height_for, taken, prefer_y)
    if spot is not None:
        return spot
    cx = area.center().x()
    width = min(widths[-1], int(area.width()))
    height = min(height_for(width), int(area.height()))
    return QRectF(cx - width / 2, max(area.top(), min(prefer_y - height / 2, area.bottom() - height)), width, height)


def _free_spot(area: QRectF, widths: Sequence[int], height_for: Callable[[int], int], taken: Sequence[QRectF],
               prefer_y: float) -> Optional[QRectF]:
    cx = area.center().x()
    for width in widths:
        height = height_for(width)
        if width > area.width() or height > area.height():
            continue
        xs = {cx - width / 2, area.left(), area.right() - width}
        ys = {prefer_y - height / 2, area.top(), area.bottom() - height}
        for r in taken:
            xs |= {r.right() + 1, r.left() - width - 1}
            ys |= {r.bottom() + 1, r.top() - height - 1}
        best: Optional[QRectF] = None
        best_d = 0.0
        for x in xs:
            if x < area.left() or x + width > area.right() + 0.5:
                continue
            for y in ys:
                if y < area.top() or y + height > area.bottom() + 0.5:
                    continue
                rect = QRectF(x, y, width, height)
                if any(rect.intersects(r) for r in taken):
                    continue
                d = abs(x + width / 2 - cx) + abs(y + height / 2 - prefer_y)
                if best is None or d < best_d:
                    best, best_d = rect, d
        if best is not None:
            return best
    return None
