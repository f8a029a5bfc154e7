"""The two-player games with piles: your nameplate shows its whole "Your turn!" in every language,
with and without the dealer mark, from the least window 800 px wide (800x534, a 1024x600 netbook's,
and 800x600) to a tall 800x1000 and a maximised window on a 1366x768 or 1920x1080 screen.  With a
hand your plate sits left of your row of piles: the row leaves it room (it moves right of the middle
where it must, its won tricks still beside it), and the plate widens leftwards into it, covering no
card, plate or button."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, resize_window, table_window
from PySide6.QtCore import QCoreApplication
from test_ui_side_plates_fit import LANGUAGES, cut_words

SIZES = ((800, 534), (800, 600), (800, 800), (800, 1000), (1366, 749), (1920, 1061))


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("way_name", ("two_hand", "rector"))
def test_your_plate_shows_your_whole_turn_in_the_two_player_games(qtbot, way_name, language):
    w = table_window(qtbot, (1280, 800), language=language)
    bring_to(qtbot.waitUntil, w, way_name, "mid_trick", doubling_runner)
    plate = w.table.table.plates[0]
    assert plate.status == QCoreApplication.translate("Table", "Your turn!")
    for size in SIZES:
        w.setMinimumSize(*size)
        resize_window(qtbot, w, size)
        for dealer in (False, True):  # the dealer mark takes room from the words
            plate.set(dealer=dealer)
            problems = cut_words(plate) + [p for p in layout_problems(w.table) if "plate 0" in p]
            assert problems == [], (way_name, size, dealer)
