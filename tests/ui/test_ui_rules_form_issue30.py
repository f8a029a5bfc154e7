"""Issue 30 in the rules form: obligada's exception for the second player, and the targets 50 and 150."""

from botifarra_desktop.ui.dialogs.new_game import NewGameDialog

PLACES = ["Jo", "Dreta", "Company", "Esquerra"]


def test_the_second_player_exception_is_offered_with_obligada_in_pairs(qtbot):
    d = NewGameDialog(PLACES, ["medium"] * 3)
    qtbot.addWidget(d)
    d.show()
    d.preset.setCurrentIndex(d.preset.findData("obligada"))
    assert d.second_free.isVisible() and d.second_free.isEnabled() and not d.second_free.isChecked()
    d.second_free.setChecked(True)
    assert d.rules().second_discards_freely and d.rules().variant == "obligada"
    assert d.preset.currentData() == "custom"  # no preset has it
    d.variant.setCurrentIndex(d.variant.findData("intermedia"))
    assert d.second_free.isEnabled() and d.rules().second_discards_freely
    d.variant.setCurrentIndex(d.variant.findData("lliure"))
    assert not d.second_free.isEnabled() and not d.rules().second_discards_freely  # nothing to except from
    d.variant.setCurrentIndex(d.variant.findData("obligada"))
    d.way_box.setCurrentIndex(d.way_box.findData("individual"))
    assert not d.second_free.isVisible() and not d.rules().second_discards_freely  # no partner still to play


def test_targets_50_and_150_are_offered(qtbot):
    d = NewGameDialog(PLACES, ["medium"] * 3)
    qtbot.addWidget(d)
    offered = [d.target.itemData(i) for i in range(d.target.count())]
    assert {50, 150, 51, 151, 101} <= set(offered)
    d.target.setCurrentIndex(d.target.findData(150))
    assert d.rules().target == 150
