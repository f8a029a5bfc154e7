"""Every way to play from the app's host lobby: one player against computer players plays a hand."""

import pytest
from lan_helpers import WAIT
from test_ui_lan import answer, windows  # noqa: F401  (the fixture)
from ui_helpers import RandomLegal

from botifarra_desktop.engine.ways import WAY_TABLE
from botifarra_desktop.ui.shell.score_models import ScoreSheetModel


@pytest.mark.parametrize("way", ["pairs", "individual", "three", "rector", "two_hand"])
def test_one_player_against_bots_plays_a_hand_of_every_way_from_the_host_lobby(qtbot, windows, way):  # noqa: F811
    host = windows("Amfitrió")
    try:
        host.lan.host_game()
        lobby = host.lan.lobby
        lobby.rules_form.way_box.setCurrentIndex(lobby.rules_form.way_box.findData(way))
        players = WAY_TABLE[way].players
        # only the seats of the way to play are offered
        shown = [not lobby.seats_form.isRowVisible(i) for i in range(3)]
        assert shown == [seat >= players for seat in (1, 2, 3)]
        for kind, level in zip(lobby.kind_boxes, lobby.level_boxes):
            kind.setCurrentIndex(kind.findData("friend"))
            level.setCurrentIndex(level.findData("easy"))
        assert lobby.open_table(), lobby.setup_error.text()
        config = lobby.seat.host.host.config
        assert config.human_seats == tuple(range(players))
        assert config.bot_think == 0  # the host options of these tests: the bots answer without a pause
        lobby.start_button.click()  # nobody else came: computer players take the friends' seats
        qtbot.waitUntil(lambda: host.lan.active, timeout=WAIT)
        rows = lobby.seat_list.text().split("\n")
        assert len(rows) == players and rows[0].endswith("Amfitrió")  # a row per seat of the way
        assert host.controller.rules().way_name == way
        # the score sheet has a column per player in the ways without pairs, as offline
        assert (host.score_model.columns is ScoreSheetModel.COLUMNS) == (way == "pairs")
        scored = []
        host.controller.hand_scored.connect(scored.append)
        rng = RandomLegal(3).rng
        while not scored:
            qtbot.waitUntil(lambda: host.controller.request is not None or bool(scored), timeout=WAIT)
            answer(host, rng)
        result = scored[0]
        sides = 2 if way == "pairs" else players
        assert len(result.score) == sides and len(result.totals) == sides
        view = host.controller.view()
        assert view.seat == 0 and len(view.hand_counts) == players
        assert all(name for name in host.table.names[:players])
    finally:
        host.lan.leave()
        host.controller.stop()
