"""At a hand's end your partner's plate stands aside to the top of the table for the breakdown
(where the partner's cards were).  With a long name (15 characters and more, as a friend at a LAN
table may choose) and the dealer mark, at 800 px wide, the whole name shows: the plate widens
leftwards over the info box's corner (the info box steps aside for the breakdown too), short of the
tricks the player on your left won, and covers no card, plate, panel or button."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, resize_window, table_window
from test_ui_side_plates_fit import cut_words

from botifarra_desktop.ui.table.layout import TOP

LONG_NAMES = ("Montserrat Puig", "Bartomeu Ferrer", "Maria Dolors Vila")
#: 800 px wide: the least window, the least a 1024x600 netbook leaves, and taller
SIZES = ((800, 600), (800, 534), (800, 700), (800, 1000))


@pytest.mark.parametrize("way_name", ("pairs", "individual"))
def test_the_partners_long_name_shows_whole_on_its_plate_stood_aside(qtbot, way_name):
    w = table_window(qtbot, (1280, 800))
    bring_to(qtbot.waitUntil, w, way_name, "summary", doubling_runner)
    scene = w.table.table
    seat = scene.sides.index(TOP)
    plate = scene.plates[seat]
    aside = 0
    for size in SIZES:
        w.setMinimumSize(*size)
        resize_window(qtbot, w, size)
        for name in LONG_NAMES:
            plate.set(name=name, dealer=True)
            w.table.place_overlays()  # the breakdown finds its place with the plate as it is now
            aside += scene.plates_aside
            problems = cut_words(plate) + [p for p in layout_problems(w.table) if f"plate {seat}" in p]
            assert problems == [], (way_name, size, name, scene.plates_aside)
    assert aside  # the breakdown stood the plates aside at some of those sizes
