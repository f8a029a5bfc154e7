"""The trump and doubling panel covers no nameplate where the table has room for that: the plates
say who deals and what each player called ("Contro!") while you decide.  Before, it lay over the
side plates at 800x600 and over all four at 1366x700 with your cards at 150 %; and, with its rows
closed up, still over your plate and your partner's in low windows with very big cards (pairs,
cards at 150-200 %, 1280x600, 1600x690 and 720, 1920x720: about 234 px between them for 238)."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems, plates_covered, table_window
from layout_helpers import resize_window as resize


@pytest.mark.parametrize("way_name", ("pairs", "three", "individual"))
@pytest.mark.parametrize("phase", ("declare", "double"))
def test_the_trump_and_doubling_panel_covers_no_nameplate(qtbot, way_name, phase):
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, way_name, phase, doubling_runner)
    table = w.table
    panel = table.request_panel
    for scale in (1.0, 1.5, 2.0):
        table.table.set_card_scale(scale)
        for size in ((800, 600), (1366, 700), (1920, 1050), (1280, 600), (1600, 690), (1600, 720), (1920, 720)):
            resize(qtbot, w, size)
            assert plates_covered(table, panel, way_name) == [], (scale, size, panel.geometry().getRect())
            assert layout_problems(table) == [], (scale, size)


def type_sizes(panel):
    """The pixel size of the panel's words: its title, its text and each button's."""
    labels = [panel.title, panel.detail, *panel.buttons.values()]
    return [(label.font().pixelSize(), label.fontInfo().pixelSize()) for label in labels]


def test_the_panel_closes_its_rows_up_only_where_that_keeps_the_plates_clear(qtbot):
    w = table_window(qtbot, (1366, 768))
    bring_to(qtbot.waitUntil, w, "pairs", "declare", doubling_runner)
    table = w.table
    panel = table.request_panel
    table.table.set_card_scale(1.5)
    resize(qtbot, w, (1920, 1050))  # room between the plates as it is
    assert not panel.tight
    loose = panel.height()
    loose_type = type_sizes(panel)
    resize(qtbot, w, (1366, 700))  # only with its rows closer together
    assert panel.tight and panel.height() < loose
    assert plates_covered(table, panel, "pairs") == []
    # a low window with your cards at 200 %: closer still round the buttons' words, in the same type
    table.table.set_card_scale(2.0)
    for size in ((1280, 600), (1600, 690)):  # the small table's type (under 640 px high), and the usual
        resize(qtbot, w, size)
        assert panel.tight, size
        assert plates_covered(table, panel, "pairs") == [], size
        assert layout_problems(table) == [], size
        tight_type, tight_height = type_sizes(panel), panel.heightForWidth(panel.width())
        panel.set_tight(False)
        assert type_sizes(panel) == tight_type and panel.heightForWidth(panel.width()) > tight_height, size
        panel.set_tight(True)
    assert type_sizes(panel) == loose_type
    # room again: the rows as they were
    resize(qtbot, w, (1920, 1050))
    assert not panel.tight
