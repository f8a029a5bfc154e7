"""The high-contrast table: colour-blind safe suits, WCAG contrast, playable cards shown by more than colour."""

import itertools
import math

import pytest
from PySide6.QtGui import QColor
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.common.texts import SUIT_COLOUR
from botifarra_desktop.ui.dialogs.preferences import PreferencesDialog
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.main_window import MainWindow
from botifarra_desktop.ui.table import contrast

# Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB
CVD = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _linear(v):
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lab(rgb):
    r, g, b = (min(1.0, max(0.0, c)) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen_as(colour, kind):
    c = QColor(colour)
    lin = [_linear(v) for v in (c.redF(), c.greenF(), c.blueF())]
    return _lab([sum(m * v for m, v in zip(row, lin)) for row in CVD[kind]])


def closest_pair(colours, kind):
    return min(math.dist(seen_as(a, kind), seen_as(b, kind)) for a, b in itertools.combinations(colours, 2))


@pytest.mark.parametrize("kind", sorted(CVD))
def test_the_suit_colours_stay_apart_for_every_kind_of_colour_blindness(kind):
    # ΔE (CIE76) of at least 20 between any two suits: told apart at a glance
    assert closest_pair(contrast.SUIT_HIGH.values(), kind) >= 20
    for colour in contrast.SUIT_HIGH.values():  # each strip stands out on the black button
        assert contrast.contrast_ratio(colour, "#000000") >= 3


def test_the_check_would_catch_the_normal_colours():
    # the normal table's suit colours (chosen for looks) fall well short: the measure tells them apart
    assert min(closest_pair(SUIT_COLOUR.values(), kind) for kind in CVD) < 15


def test_felt_words_and_marks_have_wcag_contrast():
    assert contrast.contrast_ratio("#ffffff", "#000000") == pytest.approx(21)
    assert contrast.contrast_ratio("#ffffff", contrast.FELT_HIGH) >= 7  # AAA for words on the felt
    assert contrast.contrast_ratio("#111111", "#ffd400") >= 7  # the nameplate whose turn it is
    for mark in (contrast.PLAYABLE_EDGE.name(), contrast.CURSOR_EDGE.name(), "#f4f1e6"):  # outlines, card faces
        assert contrast.contrast_ratio(mark, contrast.FELT_HIGH) >= 3  # WCAG 1.4.11, non-text contrast
    # the normal felt's centre does not reach AAA with white words: the option is needed
    assert contrast.contrast_ratio("#ffffff", contrast.FELT[0]) < 7


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def window_at_play(qtbot, high_contrast):
    w = MainWindow(Settings(animation_speed="instant", high_contrast=high_contrast), None, find_decks(None),
                   inline_runner, "en")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.controller.start(TableSession(Rules(), 5, first_dealer=1, names=["Jo", "Dreta", "Company", "Esquerra"]),
                       inline_runner({1, 2, 3}, 0))
    c = w.controller
    while True:
        qtbot.waitUntil(lambda: c.request is not None, timeout=10000)
        req = c.request
        if req.action == "play" and len(req.options) < len(c.view().hand):
            return w, req
        c.act(req.action, "pass" if req.action == "double" else req.options[0])


def pixel_above(w, item):
    """The colour just above the visible left part of a card (where the high-contrast outline runs)."""
    table = w.table
    point = table.mapFromScene(item.mapToScene(15, -5))  # the middle of the 3 px line
    return QColor(table.viewport().grab().toImage().pixel(point))


def test_playable_cards_are_outlined_and_the_others_hatched_in_high_contrast(qtbot):
    w, req = window_at_play(qtbot, True)
    scene = w.table.table
    scene.hand.set_cursor(-1)  # no keyboard frame in the way
    for plate in scene.plates:  # nor a nameplate near a raised card
        plate.hide()
    hand = scene.hands[0]
    assert scene.hand.cursor_card() is None and not any(it.highlighted for it in hand)
    playable = [it for it in hand if it.card in req.options]
    blocked = [it for it in hand if it.card not in req.options]
    assert playable and blocked
    # the outline of a playable card is white, raised above the felt; nothing is drawn above the others
    assert all(pixel_above(w, it).lightness() > 200 for it in playable)
    # (a playable card's outline may reach two cards on, where cards overlap closely: those are left out)
    after_blocked = [it for k, it in enumerate(hand) if k > 1 and it in blocked and hand[k - 1] in blocked
                     and hand[k - 2] in blocked]
    assert after_blocked and all(pixel_above(w, it).name() == contrast.FELT_HIGH for it in after_blocked)
    # and a card that may not be played is hatched: its face has many more dark pixels than when normal
    item = blocked[0]
    image = w.table.viewport().grab().toImage()
    rect = w.table.mapFromScene(item.mapToScene(item.boundingRect())).boundingRect()
    dark_hc = sum(QColor(image.pixel(x, y)).lightness() < 60 for x in range(rect.left() + 14, rect.left() + 30)
                  for y in range(rect.top() + 40, rect.top() + 120))
    scene.high_contrast = False
    w.table.viewport().repaint()
    image = w.table.viewport().grab().toImage()
    dark = sum(QColor(image.pixel(x, y)).lightness() < 60 for x in range(rect.left() + 14, rect.left() + 30)
               for y in range(rect.top() + 40, rect.top() + 120))
    assert dark_hc > dark + 100


def test_the_preference_switches_the_table_and_is_saved(qtbot):
    w, _ = window_at_play(qtbot, False)
    assert w.table.table.backgroundBrush().gradient() is not None  # the normal felt
    dlg = PreferencesDialog(w.settings, w.decks, "en", w)
    qtbot.addWidget(dlg)
    dlg.changed.connect(w.apply_settings)
    assert not dlg.high_contrast.isChecked()
    dlg.high_contrast.setChecked(True)
    assert w.settings.high_contrast is True
    scene = w.table.table
    assert scene.high_contrast and scene.backgroundBrush().color() == QColor(contrast.FELT_HIGH)
    assert w.table.info.background == "#000000" and "#000000" in w.table.info.styleSheet()
    assert w.table.request_panel.suit_style("O") == contrast.suit_button("O")
    dlg.high_contrast.setChecked(False)
    assert not scene.high_contrast and scene.backgroundBrush().gradient() is not None


def test_the_setting_has_a_safe_default_and_survives_a_bad_value():
    assert Settings().high_contrast is False
    assert Settings.from_payload({"high_contrast": True})[0].high_contrast is True
    settings, problems = Settings.from_payload({"high_contrast": "yes"})
    assert settings.high_contrast is False and [p.field for p in problems] == ["high_contrast"]
    assert Settings(high_contrast=True).to_payload()["high_contrast"] is True
