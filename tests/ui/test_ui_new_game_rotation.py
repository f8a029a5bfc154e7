"""New game after a finished one: the rotation goes on by default (seed 000), drawing stays a choice."""

from ui_helpers import press_ok

from botifarra_desktop.engine import Rules
from botifarra_desktop.ui.dialogs.new_game import NewGameDialog

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]


def test_after_a_finished_game_the_rotation_goes_on_by_default(qtbot):
    d = NewGameDialog(NAMES, ["medium"] * 3, "lliure", next_dealer=(4, 3))
    qtbot.addWidget(d)
    assert not d.rotation_row.isHidden() and d.rotation.currentData() == "continue"
    press_ok(d)
    assert d.result_setup.first_dealer == 3


def test_random_stays_an_option(qtbot):
    d = NewGameDialog(NAMES, ["medium"] * 3, "lliure", next_dealer=(4, 3))
    qtbot.addWidget(d)
    d.rotation.setCurrentIndex(d.rotation.findData("rules"))
    press_ok(d)
    assert d.result_setup.first_dealer is None and d.result_setup.rules == Rules()


def test_no_rotation_to_go_on_with_for_other_players_or_a_first_game(qtbot):
    d = NewGameDialog(NAMES, ["medium"] * 3, "lliure", next_dealer=(4, 3))
    qtbot.addWidget(d)
    d.way_box.setCurrentIndex(d.way_box.findData("three"))  # another number of players: not the same players
    assert d.rotation_row.isHidden()
    press_ok(d)
    assert d.result_setup.first_dealer is None
    first = NewGameDialog(NAMES, ["medium"] * 3, "lliure")
    qtbot.addWidget(first)
    assert first.rotation_row.isHidden()


def test_the_dialog_fits_a_small_screen_with_its_buttons_in_sight(qtbot):
    """800x600: the rules and players scroll, Start and Cancel stay outside the scrolled part."""
    from PySide6.QtWidgets import QDialogButtonBox, QScrollArea

    d = NewGameDialog(NAMES, ["medium"] * 3, "lliure", next_dealer=(4, 3))
    qtbot.addWidget(d)
    assert d.minimumSizeHint().height() <= 480  # the whole form alone is about 700 px tall
    scroll = d.findChild(QScrollArea)
    buttons = d.findChild(QDialogButtonBox)
    assert scroll is not None and scroll.widget().isAncestorOf(d.rules_form)
    assert not scroll.widget().isAncestorOf(buttons)
