#!/usr/bin/env python3
"""Draw the bundled Spanish-deck card art as SVG text.

Writes, under the resources folder (the parent of this script's folder, or ``--out DIR``):

    decks/classic/       1O.svg ... 12B.svg, back.svg, manifest.json
    decks/large-index/   the same art with extra-large corner indices, manifest.json
    icons/botifarra.svg  the application icon

Standard library only. The output is byte-for-byte deterministic (a test compares a fresh
run with the committed files), so after changing the art run the script and commit its output.

The SVG stays inside what Qt's QSvgRenderer (SVG Tiny 1.2) draws: paths, basic shapes,
linear/radial gradients, transforms and ``use`` of shapes defined in the same file. The
rank numerals are drawn as stroked paths, not text, so they look the same on every system.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path

W, H = 200, 300
SUITS = "OCEB"
RANKS = range(1, 13)
MANIFEST_FORMAT = 1
OUTLINE = "#2b1d12"
SKIN = "#f6d2ae"
SKIN_LINE = "#8a5a3a"
HAIR = "#5b3a1e"
HORSE = "#efe8dc"
HORSE_DARK = "#4a3426"
GOLD = "#f0bf2a"
GOLD_DARK = "#8a5a00"

# Catalan card names, for the <title> of each file
SUIT_NAMES_CA = {"O": "oros", "C": "copes", "E": "espases", "B": "bastos"}
RANK_NAMES_CA = {1: "as", 10: "sota", 11: "cavall", 12: "rei"}


@dataclass(frozen=True)
class Palette:
    main: str  # the suit colour
    light: str
    dark: str  # outlines of the suit sign
    ink: str  # corner numerals
    trim: str  # contrasting trim on clothing


PALETTES = {
    "O": Palette(main="#e8ad12", light="#fff0a6", dark="#6e4a00", ink="#8a5a00", trim="#9c2a1c"),
    "C": Palette(main="#d0202e", light="#f7a0a0", dark="#650812", ink="#b8121f", trim="#f0bf2a"),
    "E": Palette(main="#2f6fd0", light="#cfe0f7", dark="#12306a", ink="#1a4a9e", trim="#f0bf2a"),
    "B": Palette(main="#3d9a34", light="#b2e09a", dark="#1b4d16", ink="#1d6a28", trim="#a8682a"),
}


@dataclass(frozen=True)
class DeckStyle:
    id: str
    name: dict
    digit_height: float  # height of the corner numeral
    sign_size: float  # height of the suit sign under it
    margin: float  # distance of the index from the card edge
    pip_spread: tuple[float, float]  # scale of the pip positions around the card centre (x, y)
    pip_scale: float  # scale of the pips themselves
    figure_scale: float  # scale of the court figures around the card centre
    ace_scale: float  # scale of the single big sign of a 1


STYLES = (
    DeckStyle(
        id="classic",
        name={"ca": "Clàssica", "es": "Clásica", "en": "Classic"},
        digit_height=40,
        sign_size=30,
        margin=8,
        pip_spread=(1.0, 1.0),
        pip_scale=1.0,
        figure_scale=1.0,
        ace_scale=1.0,
    ),
    DeckStyle(
        id="large-index",
        name={"ca": "Índexs grans", "es": "Índices grandes", "en": "Large index"},
        digit_height=56,
        sign_size=42,
        margin=7,
        pip_spread=(0.75, 0.88),
        pip_scale=0.76,
        figure_scale=0.8,
        ace_scale=0.77,
    ),
)


def num(x: float) -> str:
    """A compact, deterministic number for SVG attributes."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("", "-0") else s


def path_d(d: str) -> str:
    """Normalise the spacing of hand-written path data."""
    return " ".join(d.split())


# ---------------------------------------------------------------- suit signs
# Each sign is drawn around (0, 0) and is about 100 units tall.

NATIVE_WIDTH = {"O": 100, "C": 80, "E": 44, "B": 44}
# long signs are drawn taller in the corner index so they are as easy to see as round ones
INDEX_SIGN_SCALE = {"O": 1.0, "C": 1.05, "E": 1.35, "B": 1.35}


def gradients(suit: str) -> str:
    p = PALETTES[suit]
    if suit == "O":
        return (
            '<radialGradient id="gO" cx="0.38" cy="0.34" r="0.7">'
            '<stop offset="0" stop-color="#fff6c2"/><stop offset="0.45" stop-color="#f4c531"/>'
            '<stop offset="1" stop-color="#c98a00"/></radialGradient>'
        )
    if suit == "C":
        return (
            '<linearGradient id="gC" x1="0" y1="0" x2="1" y2="0">'
            f'<stop offset="0" stop-color="{p.light}"/><stop offset="0.35" stop-color="{p.main}"/>'
            '<stop offset="1" stop-color="#8e0f1a"/></linearGradient>'
        )
    if suit == "E":
        return (
            '<linearGradient id="gE" x1="0" y1="0" x2="1" y2="0">'
            '<stop offset="0" stop-color="#e6effb"/><stop offset="0.5" stop-color="#8fb4ea"/>'
            f'<stop offset="1" stop-color="{p.main}"/></linearGradient>'
        )
    return (
        '<linearGradient id="gB" x1="0" y1="0" x2="1" y2="0">'
        f'<stop offset="0" stop-color="{p.light}"/><stop offset="0.4" stop-color="{p.main}"/>'
        '<stop offset="1" stop-color="#245f1e"/></linearGradient>'
    )


def coin(detail: bool) -> str:
    p = PALETTES["O"]
    if not detail:
        return (
            f'<circle r="46" fill="url(#gO)" stroke="{p.dark}" stroke-width="8"/>'
            f'<circle r="24" fill="none" stroke="{p.dark}" stroke-width="6"/>'
            f'<circle r="8" fill="{p.dark}"/>'
        )
    parts = [
        f'<circle r="47" fill="url(#gO)" stroke="{p.dark}" stroke-width="3.5"/>',
        f'<circle r="37" fill="none" stroke="{p.dark}" stroke-width="2.5"/>',
    ]
    dots = []
    for k in range(16):
        a = math.radians(k * 22.5)
        dots.append(f"M{num(42 * math.sin(a) - 1.8)} {num(-42 * math.cos(a))}a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0")
    parts.append(f'<path fill="{p.dark}" d="{"".join(dots)}"/>')
    for k in range(8):
        parts.append(
            f'<ellipse cy="-18" rx="6" ry="13" fill="#f9d25a" stroke="{p.dark}" stroke-width="2"'
            f' transform="rotate({k * 45})"/>'
        )
    parts.append(f'<circle r="7.5" fill="{p.light}" stroke="{p.dark}" stroke-width="2.2"/>')
    return "".join(parts)


def cup(detail: bool) -> str:
    p = PALETTES["C"]
    sw = "3" if detail else "7"
    parts = [
        f'<path fill="url(#gC)" stroke="{p.dark}" stroke-width="{sw}" stroke-linejoin="round" '
        f'd="{path_d("M -7 28 C -9 37 -25 40 -31 45 L -31 50 L 31 50 L 31 45 C 25 40 9 37 7 28 Z")}"/>',
        f'<rect x="-6" y="4" width="12" height="26" fill="{p.main}" stroke="{p.dark}" stroke-width="{sw}"/>',
        f'<ellipse cy="17" rx="12" ry="5.5" fill="{p.main}" stroke="{p.dark}" stroke-width="{sw}"/>',
        f'<path fill="url(#gC)" stroke="{p.dark}" stroke-width="{sw}" stroke-linejoin="round" '
        f'd="{path_d("M -39 -40 C -39 -4 -21 8 0 8 C 21 8 39 -4 39 -40 Z")}"/>',
    ]
    if detail:
        parts.append(
            f'<path fill="none" stroke="{GOLD}" stroke-width="4.5" '
            f'd="{path_d("M -37 -26 C -20 -19 20 -19 37 -26")}"/>'
        )
    parts.append(f'<ellipse cy="-40" rx="39" ry="8" fill="#7a0a14" stroke="{p.dark}" stroke-width="{sw}"/>')
    return "".join(parts)


def sword(detail: bool) -> str:
    p = PALETTES["E"]
    sw = "2.5" if detail else "5"
    parts = [
        f'<path fill="url(#gE)" stroke="{p.dark}" stroke-width="{sw}" stroke-linejoin="round" '
        f'd="M0 -50 L8 -37 L8 20 L-8 20 L-8 -37 Z"/>',
    ]
    if detail:
        parts.append(f'<path fill="none" stroke="{p.main}" stroke-width="2.5" d="M0 -36 L0 16"/>')
    parts += [
        f'<rect x="-5" y="24" width="10" height="19" fill="{p.dark}" stroke="{p.dark}" stroke-width="{sw}"/>',
        f'<rect x="-18" y="18" width="36" height="8" rx="4" fill="{p.main}" stroke="{p.dark}" stroke-width="{sw}"/>',
        f'<circle cx="-18" cy="22" r="4.5" fill="{p.main}" stroke="{p.dark}" stroke-width="{sw}"/>',
        f'<circle cx="18" cy="22" r="4.5" fill="{p.main}" stroke="{p.dark}" stroke-width="{sw}"/>',
        f'<circle cy="46" r="5.5" fill="{p.main}" stroke="{p.dark}" stroke-width="{sw}"/>',
    ]
    return "".join(parts)


# cut branch stubs along the club: (x, y on the edge, direction in degrees, length, half width)
CLUB_STUBS = ((-13, -24, -150, 10, 4), (12.5, -8, -30, 10, 4), (-10, 10, -155, 8, 3.5), (8.5, 26, -25, 7, 3))


def club(detail: bool) -> str:
    p = PALETTES["B"]
    sw = "2.5" if detail else "6"
    parts = []
    for x, y, angle, length, half in CLUB_STUBS:
        a = math.radians(angle)
        ux, uy = math.cos(a), math.sin(a)  # along the stub
        nx, ny = -uy, ux  # across it
        ex, ey = x + ux * length, y + uy * length
        corners = (
            (x + nx * half - ux * 4, y + ny * half - uy * 4),
            (ex + nx * half, ey + ny * half),
            (ex - nx * half, ey - ny * half),
            (x - nx * half - ux * 4, y - ny * half - uy * 4),
        )
        pts = " ".join(f"{num(cx)},{num(cy)}" for cx, cy in corners)
        parts.append(f'<polygon points="{pts}" fill="{p.main}" stroke="{p.dark}" stroke-width="{sw}" stroke-linejoin="round"/>')
        parts.append(
            f'<ellipse transform="translate({num(ex)} {num(ey)}) rotate({num(angle)})" rx="2.4" ry="{num(half)}" '
            f'fill="#e2bd84" stroke="{p.dark}" stroke-width="{"1.5" if detail else "4"}"/>'
        )
    parts.append(
        f'<path fill="url(#gB)" stroke="{p.dark}" stroke-width="{sw}" stroke-linejoin="round" '
        f'd="{path_d("M -15 -41 C -17 -26 -12 -12 -11 2 C -10 18 -6 30 -6.5 44 C -6 50 6 50 6.5 44 C 7 30 10 16 10.5 2 C 11 -12 17 -26 15 -41 Z")}"/>'
    )
    parts.append(f'<ellipse cy="-41" rx="15" ry="5.5" fill="#e2bd84" stroke="{p.dark}" stroke-width="{sw}"/>')
    if detail:
        parts.append('<ellipse cy="-41" rx="8" ry="2.8" fill="none" stroke="#a87838" stroke-width="1.5"/>')
        parts.append(
            f'<path fill="none" stroke="{p.dark}" stroke-width="1.6" stroke-linecap="round" '
            f'd="{path_d("M -9 -30 C -5 -28 -3 -24 -4 -20 M 6 -20 C 9 -16 9 -12 7 -9 M -6 -2 C -3 2 -3 6 -5 9 M 3 14 C 5 17 5 21 3 24 M -3 32 C -1 34 -1 37 -2 39")}"/>'
        )
    return "".join(parts)


SIGN_DRAWERS = {"O": coin, "C": cup, "E": sword, "B": club}


def sign_defs(suit: str) -> str:
    """The suit sign: detailed as "s" for the art, bold and simple as "i" for the index."""
    draw = SIGN_DRAWERS[suit]
    return gradients(suit) + f'<g id="s">{draw(True)}</g><g id="i">{draw(False)}</g>'


def use(ref: str, x: float, y: float, height: float, rotate: float = 0.0) -> str:
    t = f"translate({num(x)} {num(y)})"
    if rotate:
        t += f" rotate({num(rotate)})"
    t += f" scale({num(height / 100)})"
    return f'<use xlink:href="#{ref}" transform="{t}"/>'


# ---------------------------------------------------------------- pip layouts
# Positions are offsets from the card centre in the classic layout, with a sign height.
# Round signs (oros, copes) and long signs (espases, bastos) are laid out differently so
# that every pip stays big and none overlaps.

ROUND_LAYOUTS = {
    1: (112, [(0, 0)]),
    2: (66, [(0, -72), (0, 72)]),
    3: (60, [(0, -92), (0, 0), (0, 92)]),
    4: (46, [(-26, -66), (26, -66), (-26, 66), (26, 66)]),
    5: (46, [(-26, -86), (26, -86), (0, 0), (-26, 86), (26, 86)]),
    6: (46, [(-26, -90), (26, -90), (-26, 0), (26, 0), (-26, 90), (26, 90)]),
    7: (44, [(-26, -96), (26, -96), (0, -48), (-26, 0), (26, 0), (-26, 96), (26, 96)]),
    8: (44, [(-26, -108), (26, -108), (-26, -36), (26, -36), (-26, 36), (26, 36), (-26, 108), (26, 108)]),
    9: (40, [(-25, -116), (25, -116), (-25, -44), (25, -44), (0, 0), (-25, 44), (25, 44), (-25, 116), (25, 116)]),
}
LONG_LAYOUTS = {
    1: (236, [(0, 0)]),
    2: (128, [(0, -68), (0, 68)]),
    3: (88, [(0, -92), (0, 0), (0, 92)]),
    4: (112, [(-26, -64), (26, -64), (-26, 64), (26, 64)]),
    5: (84, [(-26, -92), (26, -92), (0, 0), (-26, 92), (26, 92)]),
    6: (84, [(-26, -92), (26, -92), (-26, 0), (26, 0), (-26, 92), (26, 92)]),
    7: (76, [(-34, -90), (0, -90), (34, -90), (0, 0), (-34, 90), (0, 90), (34, 90)]),
    8: (76, [(-34, -90), (0, -90), (34, -90), (-18, 0), (18, 0), (-34, 90), (0, 90), (34, 90)]),
    9: (76, [(-34, -90), (0, -90), (34, -90), (-34, 0), (0, 0), (34, 0), (-34, 90), (0, 90), (34, 90)]),
}


def pip_layout(rank: int, suit: str) -> tuple[float, list[tuple[float, float]]]:
    """(sign height, [(dx, dy), ...]) of a pip card in the classic layout."""
    table = ROUND_LAYOUTS if suit in "OC" else LONG_LAYOUTS
    return table[rank]


def pips(rank: int, suit: str, style: DeckStyle) -> str:
    size, spots = pip_layout(rank, suit)
    if rank == 1:
        return use("s", W / 2, H / 2, size * style.ace_scale)
    sx, sy = style.pip_spread
    return "".join(use("s", W / 2 + dx * sx, H / 2 + dy * sy, size * style.pip_scale) for dx, dy in spots)


# ---------------------------------------------------------------- court figures
# Drawn in card coordinates around the centre of the classic card; the large-index deck
# scales them down around the centre.


def held_sign(suit: str, hand_x: float, hand_y: float, round_size: float, long_size: float) -> str:
    """The suit sign held in a hand at (hand_x, hand_y); drawn after the hand."""
    if suit in "OC":
        # the hand holds the sign from below
        return use("s", hand_x, hand_y - round_size * 0.42, round_size)
    # a sword is gripped at its handle, a club near its thin end; both lean outwards
    grip = 34 if suit == "E" else 36
    a = math.radians(12)
    k = long_size / 100
    cx = hand_x + math.sin(a) * grip * k
    cy = hand_y - math.cos(a) * grip * k
    return use("s", cx, cy, long_size, 12)


def hand(x: float, y: float, r: float = 6.5) -> str:
    return f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="2"/>'


def face(cx: float, cy: float, r: float) -> str:
    e = r * 0.36
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="2"/>'
        f'<circle cx="{num(cx - e)}" cy="{num(cy - r * 0.08)}" r="1.9" fill="{OUTLINE}"/>'
        f'<circle cx="{num(cx + e)}" cy="{num(cy - r * 0.08)}" r="1.9" fill="{OUTLINE}"/>'
        f'<path fill="none" stroke="#a0402a" stroke-width="1.8" stroke-linecap="round" '
        f'd="M{num(cx - r * 0.3)} {num(cy + r * 0.42)} Q{num(cx)} {num(cy + r * 0.62)} {num(cx + r * 0.3)} {num(cy + r * 0.42)}"/>'
    )


def sota(suit: str) -> str:
    p = PALETTES[suit]
    o = f'stroke="{OUTLINE}" stroke-width="2.5" stroke-linejoin="round"'
    out = [
        # legs in hose and shoes
        f'<path fill="{p.dark}" {o} d="M84 176 L83 252 L97 252 L99 176 Z M101 176 L103 252 L117 252 L116 176 Z"/>',
        f'<path fill="{OUTLINE}" d="M78 252 C78 246 98 246 98 252 L98 258 L78 258 Z M102 252 C102 246 122 246 122 252 L122 258 L102 258 Z"/>',
        # hanging arm (behind the tunic)
        f'<path fill="{p.main}" {o} d="M78 94 C66 110 62 140 64 160 L76 160 C76 140 80 118 88 104 Z"/>',
        hand(70, 164),
        # tunic
        f'<path fill="{p.main}" {o} d="M80 90 L120 90 C126 110 128 150 134 182 L66 182 C72 150 74 110 80 90 Z"/>',
        f'<path fill="none" stroke="{p.trim}" stroke-width="4" d="M100 92 L100 180 M68 174 L132 174"/>',
        f'<rect x="72" y="126" width="56" height="8" fill="{p.dark}" stroke="{OUTLINE}" stroke-width="1.5"/>',
        f'<rect x="95" y="124" width="10" height="12" fill="{GOLD}" stroke="{OUTLINE}" stroke-width="1.5"/>',
        # raised arm towards the sign
        f'<path fill="{p.main}" {o} d="M116 92 C132 96 144 106 148 118 L138 124 C134 114 124 108 114 106 Z"/>',
        # ruff collar, head, hair, cap with feather
        f'<ellipse cx="100" cy="89" rx="19" ry="6" fill="#ffffff" stroke="{OUTLINE}" stroke-width="2"/>',
        f'<path fill="{HAIR}" d="M80 66 C78 40 122 40 120 66 L120 78 L112 78 L112 62 L88 62 L88 78 L80 78 Z"/>',
        face(100, 66, 15),
        '<path fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" d="M112 44 C124 34 132 34 138 40"/>',
        f'<path fill="none" stroke="{OUTLINE}" stroke-width="1.2" d="M112 44 C124 34 132 34 138 40"/>',
        f'<ellipse cx="100" cy="49" rx="24" ry="8" fill="{p.main}" stroke="{OUTLINE}" stroke-width="2.5"/>',
        f'<path fill="{p.main}" stroke="{OUTLINE}" stroke-width="2.5" d="M84 48 C86 34 114 34 116 48 Z"/>',
        hand(144, 122),
        held_sign(suit, 144, 118, 52, 108),
    ]
    return "".join(out)


def tube(points: tuple[tuple[float, float], ...], width: float, fill: str, line: str) -> str:
    """A limb: a round-capped polyline with an outline (a wide dark stroke under a narrower one)."""
    d = "M" + " L".join(f"{num(x)} {num(y)}" for x, y in points)
    common = 'fill="none" stroke-linecap="round" stroke-linejoin="round"'
    return (
        f'<path {common} stroke="{line}" stroke-width="{num(width + 5)}" d="{d}"/>'
        f'<path {common} stroke="{fill}" stroke-width="{num(width)}" d="{d}"/>'
    )


def cavall(suit: str) -> str:
    p = PALETTES[suit]
    o = f'stroke="{HORSE_DARK}" stroke-width="2.5" stroke-linejoin="round"'
    legs = (
        ((62, 196), (54, 226), (60, 250)),
        ((76, 200), (74, 226), (78, 250)),
        ((128, 200), (130, 226), (126, 250)),
        ((142, 198), (146, 224), (144, 250)),
    )
    out = [
        # tail
        f'<path fill="{HORSE_DARK}" d="M50 174 C34 180 30 204 36 232 C42 220 48 204 58 190 Z"/>',
    ]
    for leg in legs:
        out.append(tube(leg, 11, HORSE, HORSE_DARK))
        x, y = leg[-1]
        out.append(f'<rect x="{num(x - 8)}" y="{num(y - 1)}" width="16" height="9" rx="2.5" fill="{HORSE_DARK}"/>')
    out += [
        # body, neck, mane, head (facing right)
        f'<ellipse cx="98" cy="186" rx="55" ry="25" fill="{HORSE}" {o}/>',
        f'<path fill="{HORSE}" {o} d="M120 172 C128 148 136 128 146 114 L166 122 C164 146 160 170 152 198 Z"/>',
        f'<path fill="{HORSE_DARK}" d="M144 106 L148 90 L156 104 Z"/>',
        f'<path fill="{HORSE}" {o} d="M142 114 C146 100 162 98 170 112 L186 140 C190 150 182 158 172 152 L150 138 C144 132 140 122 142 114 Z"/>',
        f'<path fill="{HORSE_DARK}" d="M144 108 C136 124 128 146 118 170 L128 168 C134 146 142 128 152 114 Z"/>',
        f'<circle cx="161" cy="122" r="2.6" fill="{OUTLINE}"/>',
        f'<circle cx="180" cy="146" r="1.6" fill="{OUTLINE}"/>',
        # saddle cloth
        f'<path fill="{p.main}" stroke="{OUTLINE}" stroke-width="2" d="M76 158 L124 158 L130 204 L70 204 Z"/>',
        f'<path fill="none" stroke="{p.trim}" stroke-width="4" d="M72 197 L128 197"/>',
        # rider: torso, bent leg with boot, rein arm
        f'<path fill="{p.main}" stroke="{OUTLINE}" stroke-width="2.5" stroke-linejoin="round" d="M86 108 L114 108 C118 126 118 146 116 164 L84 164 C82 146 82 126 86 108 Z"/>',
        f'<rect x="84" y="138" width="32" height="6" fill="{p.dark}"/>',
        tube(((100, 158), (120, 166), (118, 194)), 12, p.dark, OUTLINE),
        f'<path fill="{OUTLINE}" d="M111 192 L127 192 C133 192 135 200 129 202 L111 202 Z"/>',
        tube(((90, 116), (96, 138), (120, 140)), 10, p.main, OUTLINE),
        hand(122, 140, 6),
        f'<path fill="none" stroke="{p.dark}" stroke-width="2.2" d="M124 140 L178 148"/>',
        # arm holding the sign up, collar, head with hat
        tube(((110, 114), (124, 106), (132, 90)), 10, p.main, OUTLINE),
        f'<ellipse cx="100" cy="106" rx="15" ry="5" fill="#ffffff" stroke="{OUTLINE}" stroke-width="2"/>',
        face(100, 88, 14),
        f'<ellipse cx="100" cy="76" rx="24" ry="5.5" fill="{p.dark}" stroke="{OUTLINE}" stroke-width="2"/>',
        f'<path fill="{p.main}" stroke="{OUTLINE}" stroke-width="2" d="M87 76 C88 60 112 60 113 76 Z"/>',
        hand(133, 86),
        held_sign(suit, 133, 82, 46, 80),
    ]
    return "".join(out)


def rei(suit: str) -> str:
    p = PALETTES[suit]
    o = f'stroke="{OUTLINE}" stroke-width="2.5" stroke-linejoin="round"'
    ermine_spots = "".join(
        f"M{num(x)} {num(y)}l-2 5l4 0z" for x, y in ((72, 246), (88, 248), (112, 248), (128, 246), (100, 200), (100, 222))
    )
    out = [
        # cape behind
        f'<path fill="{p.dark}" {o} d="M78 96 C60 140 56 200 54 256 L146 256 C144 200 140 140 122 96 Z"/>',
        # robe
        f'<path fill="{p.main}" {o} d="M82 96 L118 96 C128 140 136 200 140 254 L60 254 C64 200 72 140 82 96 Z"/>',
        # ermine: hem and front band
        f'<path fill="#ffffff" {o} d="M60 240 L140 240 L141 256 L59 256 Z"/>',
        f'<path fill="#ffffff" stroke="{OUTLINE}" stroke-width="2" d="M94 110 L106 110 L108 240 L92 240 Z"/>',
        f'<path fill="{OUTLINE}" d="{ermine_spots}"/>',
        f'<path fill="{OUTLINE}" d="M80 256 L96 256 L96 262 L78 262 Z M104 256 L120 256 L122 262 L104 262 Z"/>',
        # arm across the chest and arm raised to the sign
        f'<path fill="{p.main}" {o} d="M82 100 C70 120 72 140 86 150 L102 148 L100 140 L88 136 C84 126 88 112 92 106 Z"/>',
        hand(104, 144),
        f'<path fill="{p.main}" {o} d="M116 98 C132 102 144 112 148 126 L138 132 C134 122 124 116 112 114 Z"/>',
        f'<path fill="{p.trim}" stroke="{OUTLINE}" stroke-width="2" d="M80 96 L120 96 L114 110 L86 110 Z"/>',
        # head, beard, crown
        face(100, 74, 16),
        f'<path fill="{HAIR}" stroke="{OUTLINE}" stroke-width="1.5" d="M84 72 C84 100 116 100 116 72 C112 80 106 82 100 80 C94 82 88 80 84 72 Z"/>',
        f'<path fill="{HAIR}" d="M92 80 C96 76 104 76 108 80 C104 80 100 82 100 82 C100 82 96 80 92 80 Z"/>',
        f'<path fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2" stroke-linejoin="round" d="M82 62 L80 38 L90 50 L95 32 L100 48 L105 32 L110 50 L120 38 L118 62 Z"/>',
        f'<circle cx="80" cy="37" r="3" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5"/>',
        f'<circle cx="95" cy="31" r="3" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5"/>',
        f'<circle cx="105" cy="31" r="3" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5"/>',
        f'<circle cx="120" cy="37" r="3" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5"/>',
        f'<rect x="82" y="55" width="36" height="6" fill="{GOLD_DARK}"/>',
        '<circle cx="100" cy="58" r="2.5" fill="#c8102e"/>',
        hand(144, 130),
        held_sign(suit, 144, 126, 52, 108),
    ]
    return "".join(out)


FIGURES = {10: sota, 11: cavall, 12: rei}


def figure(rank: int, suit: str, style: DeckStyle) -> str:
    art = FIGURES[rank](suit)
    s = style.figure_scale
    if s == 1:
        return art
    tx, ty = W / 2 * (1 - s), H / 2 * (1 - s)
    return f'<g transform="translate({num(tx)} {num(ty)}) scale({num(s)})">{art}</g>'


# ---------------------------------------------------------------- corner index
# Stroked numerals on a 100-unit-high grid (the stroke is included in the box).
DIGIT_STROKE = 14
DIGITS = {
    "0": (62, "M31 7 C47 7 55 24 55 50 C55 76 47 93 31 93 C15 93 7 76 7 50 C7 24 15 7 31 7 Z"),
    "1": (42, "M9 25 L29 7 L29 93"),
    "2": (62, "M8 26 C9 13 19 7 31 7 C44 7 54 16 54 28 C54 40 47 49 36 59 L8 93 L56 93"),
    "3": (62, "M9 16 C14 10 22 7 30 7 C43 7 52 15 52 27 C52 39 43 46 29 46 C45 46 55 56 55 69 C55 84 44 93 29 93 C20 93 12 90 7 83"),
    "4": (64, "M44 93 L44 7 L7 66 L58 66"),
    "5": (62, "M52 7 L15 7 L11 45 C17 40 24 38 31 38 C45 38 55 49 55 65 C55 82 44 93 29 93 C20 93 12 90 7 83"),
    "6": (62, "M49 12 C44 8 38 7 33 7 C17 7 8 25 8 55 C8 80 17 93 31 93 C45 93 55 83 55 67 C55 52 45 42 32 42 C20 42 10 50 8 60"),
    "7": (62, "M7 7 L55 7 L22 93"),
    "8": (62, "M31 7 C42 7 50 15 50 27 C50 39 42 47 31 47 C20 47 12 39 12 27 C12 15 20 7 31 7 Z M31 47 C45 47 55 57 55 70 C55 83 45 93 31 93 C17 93 7 83 7 70 C7 57 17 47 31 47 Z"),
    "9": (62, "M14 88 C19 92 25 93 30 93 C46 93 55 75 55 45 C55 20 46 7 32 7 C18 7 8 17 8 33 C8 48 18 58 31 58 C43 58 53 50 55 40"),
}
DIGIT_GAP = 4
TWO_DIGIT_SQUEEZE = 0.86


def numeral_width(text: str) -> float:
    w = sum(DIGITS[c][0] for c in text) + DIGIT_GAP * (len(text) - 1)
    return w * (TWO_DIGIT_SQUEEZE if len(text) > 1 else 1)


def numeral(text: str, colour: str, height: float, centre_x: float, top: float) -> str:
    """The rank numeral, horizontally centred on centre_x, with its top at top."""
    k = height / 100
    sx = k * (TWO_DIGIT_SQUEEZE if len(text) > 1 else 1)
    x0 = centre_x - numeral_width(text) * k / 2
    d, x = [], 0.0
    for c in text:
        w, glyph = DIGITS[c]
        d.append(f'<path transform="translate({num(x)} 0)" d="{glyph}"/>')
        x += w + DIGIT_GAP
    return (
        f'<g transform="translate({num(x0)} {num(top)}) scale({num(sx)} {num(k)})" fill="none" '
        f'stroke="{colour}" stroke-width="{DIGIT_STROKE}" stroke-linecap="round" stroke-linejoin="round">'
        + "".join(d)
        + "</g>"
    )


def index_column_width(style: DeckStyle) -> float:
    """Width of the corner index column, the widest of numeral and suit sign."""
    widest = max(numeral_width(str(r)) for r in RANKS) * style.digit_height / 100
    sign = max(NATIVE_WIDTH[s] * INDEX_SIGN_SCALE[s] for s in SUITS) * style.sign_size / 100
    return max(widest, sign)


#: Ranks whose index reads as another rank upside down; printed decks underline them.
UNDERLINED = frozenset({6, 9})
UNDERLINE_WIDTH = 0.11  # of the digit height
UNDERLINE_GAP = 0.07  # between the numeral and the line, of the digit height


def underline(text: str, colour: str, height: float, centre_x: float, numeral_bottom: float) -> tuple[str, float]:
    """The bar under a 6 or a 9 (so the corner rotated by half a turn is not misread), and its
    bottom edge."""
    half = numeral_width(text) * height / 100 / 2
    thick = height * UNDERLINE_WIDTH
    y = numeral_bottom + height * UNDERLINE_GAP + thick / 2
    bar = (f'<path d="M{num(centre_x - half)} {num(y)} L{num(centre_x + half)} {num(y)}" fill="none" '
           f'stroke="{colour}" stroke-width="{num(thick)}" stroke-linecap="round"/>')
    return bar, y + thick / 2


def corner_index(rank: int, suit: str, style: DeckStyle) -> str:
    p = PALETTES[suit]
    cx = style.margin + index_column_width(style) / 2
    top = style.margin + 1
    sign_h = style.sign_size * INDEX_SIGN_SCALE[suit]
    one = numeral(str(rank), p.ink, style.digit_height, cx, top)
    below = top + style.digit_height
    if rank in UNDERLINED:
        bar, below = underline(str(rank), p.ink, style.digit_height, cx, below)
        one += bar
    sign_y = below + sign_h * 0.12 + sign_h / 2
    one += use("i", cx, sign_y, sign_h)
    return f"<g>{one}</g><g transform=\"rotate(180 {W // 2} {H // 2})\">{one}</g>"


# ---------------------------------------------------------------- whole files
SVG_OPEN = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'version="1.2" baseProfile="tiny" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
)
CARD_EDGE = f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="13" ry="13" fill="#ffffff" stroke="#262626" stroke-width="2.5"/>'


def card_title(rank: int, suit: str) -> str:
    name = RANK_NAMES_CA.get(rank, str(rank))
    suit_name = SUIT_NAMES_CA[suit]
    article = "d'" if suit_name[0] in "aeiou" else "de "
    return f"{name} {article}{suit_name}"


def card_svg(rank: int, suit: str, style: DeckStyle) -> str:
    art = pips(rank, suit, style) if rank <= 9 else figure(rank, suit, style)
    return (
        SVG_OPEN.format(w=W, h=H)
        + f"<title>{card_title(rank, suit)}</title>"
        + f"<defs>{sign_defs(suit)}</defs>"
        + CARD_EDGE
        + art
        + corner_index(rank, suit, style)
        + "</svg>\n"
    )


def rosette(radius: float, fill: str, line: str) -> str:
    petals = "".join(
        f'<ellipse cy="{num(-radius * 0.55)}" rx="{num(radius * 0.2)}" ry="{num(radius * 0.42)}" '
        f'transform="rotate({k * 30})"/>'
        for k in range(12)
    )
    return (
        f'<g fill="{fill}" stroke="{line}" stroke-width="1.5">{petals}'
        f'<circle r="{num(radius * 0.2)}"/></g>'
    )


def back_svg() -> str:
    red, deep, cream = "#8c1c26", "#5e0f17", "#f3e3c3"
    x0, y0, x1, y1 = 20, 20, 180, 280
    step = 16
    diamonds = []
    row = 0
    y = y0 + step / 2
    while y <= y1 - step / 2 + 0.01:
        x = x0 + step / 2 + (step / 2 if row % 2 else 0)
        while x <= x1 - step / 2 + 0.01:
            diamonds.append(f"M{num(x)} {num(y - 6)}l6 6l-6 6l-6 -6z")
            x += step
        y += step / 2
        row += 1
    return (
        SVG_OPEN.format(w=W, h=H)
        + "<title>revers</title>"
        + f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="13" ry="13" fill="{red}" stroke="#262626" stroke-width="2.5"/>'
        + f'<rect x="11" y="11" width="178" height="278" rx="7" ry="7" fill="{deep}" stroke="{cream}" stroke-width="3"/>'
        + f'<path fill="#b23a44" d="{"".join(diamonds)}"/>'
        + f'<ellipse cx="100" cy="150" rx="50" ry="66" fill="{deep}" stroke="{cream}" stroke-width="3"/>'
        + f'<ellipse cx="100" cy="150" rx="42" ry="58" fill="none" stroke="{GOLD}" stroke-width="1.5"/>'
        + f'<g transform="translate(100 150)">{rosette(36, GOLD, "#6e4a00")}</g>'
        + "</svg>\n"
    )


def icon_svg() -> str:
    """A fan of three aces (copes, espases, oros on top), filling a 256 x 256 square."""
    size = 256
    fan = (
        # angle, suit, sign position on the card, sign height; side signs sit where the top card leaves them visible
        (-16, "C", (-30, -196), 66),
        (16, "E", (30, -178), 118),
        (0, "O", (0, -168), 92),
    )
    cards = []
    for angle, suit, (x, y), height in fan:
        sign = f'<g transform="translate({x} {y}) scale({num(height / 100)})">{SIGN_DRAWERS[suit](True)}</g>'
        cards.append(
            f'<g transform="translate(128 287) rotate({angle})">'
            '<rect x="-57" y="-252" width="114" height="172" rx="12" ry="12" '
            'fill="#ffffff" stroke="#262626" stroke-width="5"/>'
            f"{sign}</g>"
        )
    return (
        SVG_OPEN.format(w=size, h=size)
        + "<title>Botifarra</title>"
        + "<defs>"
        + "".join(gradients(s) for s in SUITS)
        + "</defs>"
        + "".join(cards)
        + "</svg>\n"
    )


def card_codes() -> list[str]:
    return [f"{rank}{suit}" for suit in SUITS for rank in RANKS]


def manifest(style: DeckStyle) -> str:
    data = {
        "format": MANIFEST_FORMAT,
        "id": style.id,
        "name": style.name,
        "aspect": H / W,
        "back": "back.svg",
        "cards": {code: f"{code}.svg" for code in card_codes()},
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def generated_files() -> dict[str, str]:
    """Relative path (POSIX) -> file text, for everything this script writes."""
    files: dict[str, str] = {}
    back = back_svg()
    for style in STYLES:
        base = f"decks/{style.id}"
        for suit in SUITS:
            for rank in RANKS:
                files[f"{base}/{rank}{suit}.svg"] = card_svg(rank, suit, style)
        files[f"{base}/back.svg"] = back
        files[f"{base}/manifest.json"] = manifest(style)
    files["icons/botifarra.svg"] = icon_svg()
    return files


def write_all(out: Path) -> list[Path]:
    written = []
    for rel, text in generated_files().items():
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parent.parent,
        help="resources folder to write decks/ and icons/ into (default: the one holding this script)",
    )
    args = parser.parse_args(argv)
    written = write_all(args.out)
    print(f"wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
