"""The New game dialog starts from the last game's rules (issue 45's wishes: it remembers the last
choices), custom ones too: before, it showed the saved preset's rules, and Custom fell back to Lliure."""

import pytest
from layout_helpers import table_window

from botifarra_desktop.engine import Rules
from botifarra_desktop.ui.dialogs import new_game
from botifarra_desktop.ui.dialogs.new_game import GameSetup


@pytest.fixture
def shown(monkeypatch):
    dialogs = []
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dialog: dialogs.append(dialog) or 0)
    return dialogs


def test_new_game_starts_from_the_last_games_custom_rules(qtbot, shown):
    w = table_window(qtbot, (1366, 768))
    custom = Rules(variant="obligada", target=51, strict=True)
    w.start_game(GameSetup(custom, "custom", ("Jo", "Dreta", "Company", "Esquerra"), ("easy",) * 3), seed=4)
    qtbot.waitUntil(lambda: w.controller.rules() == custom)
    w.new_game()
    (dialog,) = shown
    assert dialog.rules_form.rules() == custom
    assert dialog.preset.currentData() == "custom"


def test_a_preset_game_shows_its_preset(qtbot, shown):
    from botifarra_desktop.engine import PRESETS

    w = table_window(qtbot, (1366, 768))
    preset = next(k for k in PRESETS if k != "lliure")
    w.start_game(GameSetup(PRESETS[preset], preset, ("Jo", "Dreta", "Company", "Esquerra"), ("easy",) * 3), seed=4)
    qtbot.waitUntil(lambda: w.controller.rules() == PRESETS[preset])
    w.new_game()
    assert shown[-1].preset.currentData() == preset and shown[-1].rules_form.rules() == PRESETS[preset]
