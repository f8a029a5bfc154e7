"""The tricks each player wins lie clear of everything else at any window size.  A sweep over window
sizes found the won tricks of the player on your right and of the player in front on top of each other
in windows about as tall as they are wide, or taller (800x840, 1024x1020, 1280x960 with the score
dock open: portrait screens, half-screen windows), the column on the right over the tricks of the
player in front, and the tricks of the player in front, once they had won many, over their nameplate
in low windows.

Each seat's tricks are checked at their fullest (all twelve, the pile grown as far as it goes), from
the table's own layout at each size, with the corners the window's widgets really take; and the
table as it stands in the middle of a hand is checked as a player sees it."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, table_window
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QApplication

from botifarra_desktop.ui.table.layout import BOTTOM, RIGHT, TOP
from botifarra_desktop.ui.table.pile_rows import won_offset

#: the tall and narrow windows of the sweep, the dock open at 1280 wide; and the usual sizes
SIZES = ((800, 840), (800, 1000), (1024, 1020), (1100, 1080), (1280, 960), (1280, 1080),
         (800, 600), (1366, 700), (1600, 690), (1920, 1050))
SCALES = (1.0, 1.5, 2.0)


def card_rect(pos: QPointF, rotation: float, width: float, height: float) -> QRectF:
    """What a card laid at ``pos`` (its top left before turning) covers, turned about its centre."""
    turn = QTransform().translate(pos.x() + width / 2, pos.y() + height / 2).rotate(rotation)
    return turn.translate(-width / 2, -height / 2).mapRect(QRectF(0, 0, width, height))


def full_table(layout, sides) -> dict[str, QRectF]:
    """Every group on the table when it is fullest: each hand of twelve (yours with a card stood up),
    each seat's twelve won tricks, each nameplate, each card of a trick."""
    out: dict[str, QRectF] = {}
    for side in sides:
        w, h = layout.pile_card
        pos, rot = layout.pile_slot(side)
        last = won_offset(12 * 4 - 1)  # the last card of the twelfth trick
        out[f"won tricks {side}"] = card_rect(pos, rot, w, h).united(card_rect(pos + last, rot, w, h))
        out[f"plate {side}"] = layout.plate_rect(side)
        w, h = layout.hand_card if side == BOTTOM else layout.side_card
        hand = QRectF()
        for pos, rot in layout.hand_slots(side, 12):
            hand = hand.united(card_rect(pos, rot, w, h))
        out[f"hand {side}"] = hand.adjusted(0, -layout.lift, 0, 0) if side == BOTTOM else hand
        pos, rot = layout.trick_slot(side)
        out[f"trick card {side}"] = card_rect(pos, rot, *layout.trick_card)
    return out


def full_table_problems(layout, sides) -> list[str]:
    """Each pair of those groups that overlap (a pixel of rounding aside; the cards of a trick lie on
    each other by design), and each that leaves the table."""
    groups = list(full_table(layout, sides).items())
    table = QRectF(0, 0, layout.width, layout.height).adjusted(-0.5, -0.5, 0.5, 0.5)
    found = [f"{name} {rect.getRect()} leaves the table" for name, rect in groups if not table.contains(rect)]
    for i, (a, ra) in enumerate(groups):
        for b, rb in groups[i + 1:]:
            if a.startswith("trick") and b.startswith("trick"):
                continue
            if ra.adjusted(1, 1, -1, -1).intersects(rb.adjusted(1, 1, -1, -1)):
                found.append(f"{a} {ra.getRect()} overlaps {b} {rb.getRect()}")
    return found


@pytest.mark.parametrize("way_name", ("pairs", "three", "individual"))
def test_no_won_tricks_overlap_anything_at_any_size(qtbot, way_name):
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, way_name, "mid_trick", doubling_runner)
    scene = w.table.table
    assert len(scene.sides) == (3 if way_name == "three" else 4)
    for scale in SCALES:
        scene.set_card_scale(scale)
        for size in SIZES:
            w.resize(*size)
            qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
            QApplication.processEvents()
            where = (scale, size)
            L = scene.layout
            assert full_table_problems(L, scene.sides) == [], where
            assert layout_problems(w.table) == [], where
            # the other players' cards stay readable where their columns give way to the row in front
            assert min(L.side_card) >= L.side_least - 0.01, where


def test_the_row_in_front_and_the_columns_lie_beside_or_one_above_the_other(qtbot):
    """The row in front, with its won tricks, ends short of the tricks the player on your right won
    (a wide window, or the other players' cards a little smaller), or the columns at your sides lie
    below it (a tall narrow window, where that keeps their cards bigger)."""
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, "pairs", "mid_trick", doubling_runner)
    scene = w.table.table
    for size, way in (((1920, 1050), "beside"), ((1366, 700), "beside"), ((800, 1000), "below"),
                      ((1024, 1020), None)):
        w.resize(*size)
        qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
        QApplication.processEvents()
        L = scene.layout
        table = full_table(L, scene.sides)
        row = table[f"hand {TOP}"].united(table[f"won tricks {TOP}"])
        beside = row.right() + L.margin <= table[f"won tricks {RIGHT}"].left()
        below = L.column_extent()[0] >= row.bottom() + L.margin
        assert beside or below, (size, row.getRect(), table[f"won tricks {RIGHT}"].getRect(), L.column_extent())
        if way == "beside":
            assert beside, size
        elif way == "below":  # the row would reach the column's tricks: it is above them
            assert below and not beside, size


def test_a_planted_overlap_of_two_piles_is_found(qtbot):
    """The check sees piles on top of each other: the tricks of the player in front laid on the
    tricks of the player on the right."""
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, "pairs", "mid_trick", doubling_runner)
    L = w.table.table.layout
    sides = w.table.table.sides

    class Planted:
        def __getattr__(self, name):
            return getattr(L, name)

        def pile_slot(self, side):
            return L.pile_slot(1 if side == TOP else side)

    assert full_table_problems(L, sides) == []
    assert any("won tricks 1" in p and f"won tricks {TOP}" in p for p in full_table_problems(Planted(), sides))
