"""Practice games started from a game of another way to play keep every player at their place at
the table.  A real-window walk opened a pairs scenario after a three-player game: the partner's
plate read "Esquerra" (Catalan for "left", the three-player game's left player) and the player on
the left lost their name; a deal by number for three players after pairs had the same mix-up."""

import pytest
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.resources import resource
from botifarra_desktop.storage import AppDirs, Settings
from botifarra_desktop.ui.dialogs.new_game import setup_for
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner

# by place: you, right, in front, left
PLACES = ("Rosa", "Joan", "Maria", "Pere")
LEVELS = ("easy", "medium", "hard")  # right, in front, left


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture
def window(main_window, tmp_path):
    settings = Settings(animation_speed="instant", seat_names=PLACES, ai_levels=LEVELS)
    return main_window(inline_runner, settings=settings, dirs=AppDirs.under(tmp_path))


def plate_names(w):
    return [p.name for p in w.table.table.plates[:w.table.table.players]]


def test_a_pairs_scenario_after_a_three_player_game_keeps_each_player_at_their_place(qtbot, window):
    w = window
    w.start_game(setup_for(Rules(way_name="three"), "custom", PLACES, LEVELS), seed=3)
    qtbot.waitUntil(lambda: w.controller.request is not None)
    assert plate_names(w) == ["Rosa", "Joan", "Pere"]  # seat 2 sits on the left with three players
    w.practice.ask_open_path = lambda: str(resource("scenarios", "company-guanya.json"))
    w.practice.open_scenario()
    qtbot.waitUntil(lambda: w.controller.request is not None)
    # pairs: seat 1 on the right, seat 2 in front, seat 3 on the left
    assert plate_names(w) == ["Rosa", "Joan", "Maria", "Pere"]
    assert w.table_meta is not None and w.table_meta.ai_levels == (None, "easy", "medium", "hard")


def test_a_three_player_deal_after_a_pairs_game_keeps_each_player_at_their_place(qtbot, window):
    w = window
    w.start_game(setup_for(Rules(), "custom", PLACES, LEVELS), seed=3)
    qtbot.waitUntil(lambda: w.controller.request is not None)
    assert plate_names(w) == list(PLACES)
    w.practice.start_deal(Rules(way_name="three"), 12345, 0, False)
    qtbot.waitUntil(lambda: w.controller.request is not None)
    assert plate_names(w) == ["Rosa", "Joan", "Pere"]
    assert w.table_meta is not None and w.table_meta.ai_levels[1:3] == ("easy", "hard")
