"""A minor button (Review, Same deal again, New game…, Statistics) looks like a button to press and a
disabled one (Undo with nothing to undo) looks disabled: the walk found both grey-beige, hard to tell
apart.  Measured on the buttons as they are drawn, on the normal and the high-contrast table."""

import pytest
from PySide6.QtGui import QColor
from ui_helpers import RandomLegal, play_hand_as_human

from botifarra_desktop.engine import Rules
from botifarra_desktop.storage import AppDirs, Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.dialogs.new_game import GameSetup
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.main_window import MainWindow
from botifarra_desktop.ui.table.contrast import contrast_ratio

NAMES = ("Jo", "Dreta", "Company", "Esquerra")


def runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def colours(button):
    """(background, words) of ``button`` as drawn: the background left of its words, the words the
    pixel of its middle row that stands out most from it."""
    image = button.grab().toImage()
    h = image.height()
    background = image.pixelColor(8, h // 2).name()
    words = max((image.pixelColor(x, y).name() for y in range(h // 2 - 4, h // 2 + 5)
                 for x in range(10, image.width() - 10)), key=lambda c: contrast_ratio(c, background))
    return background, words


@pytest.mark.parametrize("high_contrast", (False, True))
def test_a_minor_button_looks_pressable_and_a_disabled_one_does_not(qtbot, tmp_path, high_contrast):
    w = MainWindow(Settings(animation_speed="instant", high_contrast=high_contrast, show_hints=True), None,
                   find_decks(None), runner, "en", dirs=AppDirs.under(tmp_path))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(GameSetup(Rules(), "custom", NAMES, ("easy",) * 3), seed=5)
    qtbot.waitUntil(lambda: w.controller.request is not None)
    undo = w.practice.play_tools.undo_button
    assert undo.isVisible() and not undo.isEnabled()  # nothing to undo yet
    off_bg, off_words = colours(undo)
    play_hand_as_human(qtbot, w.controller)
    minor = w.practice.summary_buttons[1]  # "Same deal again"
    assert minor.isVisible() and minor.isEnabled() and not minor.hasFocus()
    on_bg, on_words = colours(minor)
    assert contrast_ratio(on_words, on_bg) >= 7.0, (on_words, on_bg)  # AAA: plainly readable
    assert contrast_ratio(on_bg, off_bg) >= 3.0, (on_bg, off_bg)  # light against dark: never alike
    assert contrast_ratio(off_words, off_bg) < contrast_ratio(on_words, on_bg)  # the disabled words are dimmer
    assert contrast_ratio(off_words, off_bg) >= 3.0  # yet still legible: the player sees what is off
    assert QColor(on_bg).lightnessF() > QColor(off_bg).lightnessF()
