"""Preferences: the card size in percent, as a player says it, kept as the factor the settings store."""

from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.dialogs.preferences import PreferencesDialog


def make(qtbot, settings):
    d = PreferencesDialog(settings, find_decks(None), "en")
    qtbot.addWidget(d)
    seen = []
    d.changed.connect(seen.append)
    return d, seen


def test_the_card_size_is_shown_in_percent_from_75_to_200_in_steps_of_5(qtbot):
    d, _ = make(qtbot, Settings())
    box = d.scale
    assert box.text() == "100 %"
    assert (box.minimum(), box.maximum(), box.singleStep()) == (75, 200, 5)
    box.stepUp()
    assert box.text() == "105 %"
    d.scale.setValue(75)
    assert box.text() == "75 %"


def test_the_setting_stays_a_factor_and_a_saved_size_loads_the_same(qtbot):
    d, seen = make(qtbot, Settings(card_scale=1.25))
    assert d.scale.value() == 125
    d.scale.setValue(150)
    assert seen[-1].card_scale == 1.5 and isinstance(seen[-1].card_scale, float)
    d.scale.setValue(75)
    assert seen[-1].card_scale == 0.75
    # a saved size between two steps is shown rounded and kept as it was while another choice changes
    d, seen = make(qtbot, Settings(card_scale=1.234))
    assert d.scale.text() == "123 %"
    d.show_hints.setChecked(not d.show_hints.isChecked())
    assert seen[-1].card_scale == 1.234
