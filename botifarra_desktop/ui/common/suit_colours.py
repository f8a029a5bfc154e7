"""The high-contrast deck: each suit in a colour that colour-blind players tell apart.

The usual decks draw bastos green and copes red, the pair that protanopes and deuteranopes confuse.
With the high-contrast table (Preferences) every card is drawn with its suit's colours moved to the
Okabe–Ito palette, the same as the trump buttons (:data:`SUIT_HIGH`): oros yellow, copes vermilion,
espases sky blue, bastos reddish purple.  The shapes (cups, coins, swords, clubs) stay as they are.

It works on the colours written in a card's SVG (``#rrggbb`` and ``#rgb``): a colour of the card's
suit (a hue near the suit's usual one, and clearly coloured) takes the new suit colour's hue, its
shading kept (lighter and darker tones stay lighter and darker); every other colour (the outline,
skin, gold trim, white) is left alone.  So a player's own deck is recoloured too, as long as its
suits keep the usual hues.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor

#: Suit colours safe for every kind of colour blindness (Okabe & Ito), used for the trump buttons too.
SUIT_HIGH = {"O": "#F0E442", "C": "#D55E00", "E": "#56B4E9", "B": "#CC79A7"}
#: Each suit's usual main colour (the bundled decks'): its hue says which colours of a card are the suit's.
SUIT_USUAL = {"O": "#e8ad12", "C": "#d0202e", "E": "#2f6fd0", "B": "#3d9a34"}
#: How far (degrees) a colour's hue may be from the suit's usual hue and still be the suit's.
HUE_BAND = 30
#: Below this saturation a colour is a grey, white, skin or outline tone: not the suit's.
MIN_SATURATION = 0.35
MIN_VALUE = 0.12
#: A tone darker than this share of the suit's main colour is an outline or index: it keeps its darkness.
DARK = 0.75

_HEX = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")


def _hue_gap(a: float, b: float) -> float:
    gap = abs(a - b) % 360
    return min(gap, 360 - gap)


def high_contrast_colour(colour: str, suit: str) -> str:
    """``colour`` (``#rrggbb``) as the high-contrast deck draws it on a card of ``suit``."""
    c = QColor(colour)
    usual, high = QColor(SUIT_USUAL[suit]), QColor(SUIT_HIGH[suit])
    h, s, v = c.hsvHueF() * 360, c.hsvSaturationF(), c.valueF()
    if c.hsvHue() < 0 or s < MIN_SATURATION or v < MIN_VALUE:
        return colour
    uh = usual.hsvHueF() * 360
    if _hue_gap(h, uh) > HUE_BAND:
        return colour
    offset = ((h - uh + 180) % 360) - 180  # a nearby tone keeps a little of its difference
    hue = (high.hsvHueF() * 360 + offset * 0.25) % 360
    sat = min(1.0, s * high.hsvSaturationF() / max(usual.hsvSaturationF(), 1e-6))
    shade = v / max(usual.valueF(), 1e-6)  # darker or lighter than the suit's main colour
    # the dark tones (outlines, the corner index) stay as dark, to be read on white; the rest comes
    # nearer the new colour's brightness, so the suit's own tone fills the card
    val = min(1.0, high.valueF() * (shade if shade < DARK else shade ** 0.5))
    return QColor.fromHsvF(hue / 360, sat, val).name()


def recolour_svg(text: str, suit: str) -> str:
    """A card's SVG with the colours of ``suit`` replaced by the high-contrast ones."""
    def swap(match: re.Match[str]) -> str:
        digits = match.group(1)
        if len(digits) == 3:
            digits = "".join(d * 2 for d in digits)
        return high_contrast_colour("#" + digits.lower(), suit)

    return _HEX.sub(swap, text)
