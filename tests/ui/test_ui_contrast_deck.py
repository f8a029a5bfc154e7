"""The high-contrast table recolours the cards themselves (issue 45, point 4): bastos green and
copes red, the pair colour-blind players confuse, become reddish purple and vermilion, and every
suit stays apart in a protanopia, deuteranopia and tritanopia simulation."""

import itertools
import math

import pytest
from PySide6.QtGui import QColor
from test_ui_contrast import seen_as

from botifarra_desktop.ui.common.deck import CardRenderer, find_decks

SUITS = "OCEB"


def suit_colour(renderer, deck_id, suit) -> str:
    """The card's colour as the eye takes it in: the mean of its clearly coloured pixels (the suit's
    pips and index) over the ace and the 5 of ``suit`` (a figure adds colours of its own: gold, skin)."""
    total, n = [0.0, 0.0, 0.0], 0
    for rank in ("1", "5"):
        image = renderer.pixmap(deck_id, rank + suit, 120, 180).toImage()
        for y in range(0, image.height(), 2):
            for x in range(0, image.width(), 2):
                c = image.pixelColor(x, y)
                if c.alpha() == 255 and c.hsvSaturationF() > 0.35 and c.valueF() > 0.3:
                    total = [total[0] + c.redF(), total[1] + c.greenF(), total[2] + c.blueF()]
                    n += 1
    return QColor.fromRgbF(*(t / n for t in total)).name()


def colours(deck_id, high_contrast):
    renderer = CardRenderer(find_decks(None))
    renderer.high_contrast = high_contrast
    return {suit: suit_colour(renderer, deck_id, suit) for suit in SUITS}


def closest(colours_by_suit, kind):
    return min((math.dist(seen_as(a, kind), seen_as(b, kind)), sa + sb)
               for (sa, a), (sb, b) in itertools.combinations(colours_by_suit.items(), 2))


@pytest.mark.parametrize("deck_id", [d.id for d in find_decks(None)])
def test_each_suit_takes_another_colour_and_all_stay_apart_for_colour_blind_eyes(qtbot, deck_id):
    normal, high = colours(deck_id, False), colours(deck_id, True)
    for suit in SUITS:  # every suit is drawn in another colour
        assert math.dist(seen_as(normal[suit], "normal"), seen_as(high[suit], "normal")) >= 10, (suit, normal, high)
    for kind in ("protanopia", "deuteranopia", "tritanopia"):  # ΔE (CIE76): told apart at a glance
        assert closest(high, kind)[0] >= 18, (kind, closest(high, kind), high)
    # the measure would catch the usual deck: bastos and copes look alike to a deuteranope
    assert closest(normal, "deuteranopia")[0] < 10 and closest(normal, "deuteranopia")[1] == "CB"


def test_the_high_contrast_table_draws_its_cards_in_the_new_colours(qtbot):
    from layout_helpers import table_window

    w = table_window(qtbot, (1366, 768))
    renderer = w.table.table.renderer
    before = renderer.pixmap(renderer.decks[0], "1B", 60, 90).toImage()
    w.table.set_high_contrast(True)
    assert renderer.high_contrast
    assert renderer.pixmap(renderer.decks[0], "1B", 60, 90).toImage() != before
    w.table.set_high_contrast(False)
    assert renderer.pixmap(renderer.decks[0], "1B", 60, 90).toImage() == before
