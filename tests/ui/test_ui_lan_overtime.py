"""The host lobby's slow time per game (``HostConfig.overtime_per_game``) reaches the table: a friend who
joins reads it in the host's welcome.  5 minutes unless the host picks another; no choice without a turn clock."""

import pytest

from botifarra_desktop.net.client import ThreadedTableClient
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.lan.lobby import HostLobbyDialog

LOOPBACK = "127.0.0.1"


def open_lobby(qtbot, overtime=None):
    lobby = HostLobbyDialog(Settings(), bind=LOOPBACK, port=0, announce=False)
    qtbot.addWidget(lobby)
    lobby.kind_boxes[0].setCurrentIndex(lobby.kind_boxes[0].findData("friend"))
    if overtime != "default":
        lobby.overtime_box.setCurrentIndex(lobby.overtime_box.findData(overtime))
    assert lobby.open_table(), lobby.setup_error.text()
    return lobby


def welcome_of(lobby) -> dict:
    guest = ThreadedTableClient()
    try:
        return guest.connect(LOOPBACK, lobby.seat.port, "Visita", timeout=10)
    finally:
        guest.close()


@pytest.mark.parametrize("chosen", ["default", 600.0, None])
def test_the_slow_time_chosen_in_the_lobby_is_in_the_hosts_welcome(qtbot, chosen):
    lobby = open_lobby(qtbot, chosen)
    try:
        expected = 300.0 if chosen == "default" else chosen
        assert lobby.seat.host.host.config.overtime_per_game == expected
        assert lobby.seat.host.host.config.bot_think == 0.8  # unless told, the computer players take their pause
        welcome = welcome_of(lobby)
        assert welcome["overtime_per_game"] == expected
        assert lobby.opened_with is not None and lobby.opened_with.overtime == expected
    finally:
        lobby.reject()


def test_the_choice_says_what_it_limits_and_is_kept_for_the_next_table(qtbot):
    lobby = HostLobbyDialog(Settings(), bind=LOOPBACK, port=0, announce=False)
    qtbot.addWidget(lobby)
    assert lobby.overtime_box.currentData() == 300.0
    tip = lobby.overtime_box.toolTip()
    assert "whole game" in tip and "20 seconds" in tip
    # no turn clock: nothing is slow, the choice is greyed
    lobby.turn_time_box.setCurrentIndex(lobby.turn_time_box.findData(None))
    assert not lobby.overtime_box.isEnabled()
    lobby.turn_time_box.setCurrentIndex(lobby.turn_time_box.findData(60.0))
    assert lobby.overtime_box.isEnabled()
    lobby.overtime_box.setCurrentIndex(lobby.overtime_box.findData(1200.0))
    again = HostLobbyDialog(Settings(), bind=LOOPBACK, port=0, announce=False)
    qtbot.addWidget(again)
    again.apply(lobby.choices())
    assert again.overtime_box.currentData() == 1200.0
