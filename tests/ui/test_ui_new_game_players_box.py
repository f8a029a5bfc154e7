"""The new-game dialog keeps the size it opened with when the way to play changes; the players' box
then shows only its used rows with no empty band inside it (a real-window walk at 1920x1080 found
the box stretched round three rows, as if a player were missing)."""

import pytest
from PySide6.QtWidgets import QApplication

from botifarra_desktop.ui.dialogs.new_game import NewGameDialog

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]


@pytest.mark.parametrize("way_name", ("three", "rector", "two_hand"))
def test_fewer_players_leave_no_empty_band_in_the_players_box(qtbot, way_name):
    d = NewGameDialog(NAMES, ["medium"] * 3)
    qtbot.addWidget(d)
    d.resize(760, 700)  # as the dialog opens on a big screen, for pairs
    d.show()
    qtbot.waitExposed(d)
    d.way_box.setCurrentIndex(d.way_box.findData(way_name))
    for _ in range(4):  # the form, the scroll area's body and the box lay themselves out in turn
        QApplication.processEvents()
    form = d.players_form
    players = form.parentWidget()
    last = max(form.itemAt(r, form.ItemRole.FieldRole).geometry().bottom()
               for r in range(form.rowCount()) if form.isRowVisible(r))
    # below the last row: only the box's own margin and frame, no room for another row
    assert players.height() - last < 40, (players.height(), last)
    # the rules above keep their own height too
    assert d.rules_form.height() <= d.rules_form.sizeHint().height() + 2
