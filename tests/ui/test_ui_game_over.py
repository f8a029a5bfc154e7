"""The game-over screen: who won, the final score and the hands played, from the engine's
``GameOver``; Rematch keeps players, rules and the dealing rotation; offline and at a LAN table."""

import random

from lan_helpers import LOOPBACK, WAIT, bot_factory
from layout_helpers import bring_to, layout_problems
from PySide6.QtCore import Qt
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.background import HostThread, LocalTableClient
from botifarra_desktop.net.host import HostConfig
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.lan.source import NetworkSource
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.main_window import MainWindow


def runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def make_window(qtbot):
    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), runner, "en")
    qtbot.addWidget(w)
    w.resize(1366, 705)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_game_over_screen_says_what_the_engine_says_and_rematch_goes_on(qtbot):
    w = make_window(qtbot)
    over_events = []
    w.controller.game_over.connect(over_events.append)
    session = bring_to(qtbot.waitUntil, w, "pairs", "game_over", runner, as_played=True)
    [event] = over_events
    panel = w.table.game_over
    assert panel.isVisible() and not w.table.summary.isVisible()
    expected = "You win the game!" if event.winner_team == 0 else "The other side wins the game."
    assert panel.title.text() == expected
    assert [c.text() for c in panel.cells[1::2]] == [str(t) for t in event.totals]
    assert panel.hands.text() == f"Hands played: {event.hands_played}"
    assert all(b.isVisible() for b in (panel.rematch_button, panel.new_button, panel.review_button))
    assert layout_problems(w.table) == []
    # the score chart shows the whole game
    chart_rows = w.score_model.rowCount()
    assert chart_rows == len(session.results) == event.hands_played
    # Rematch: same rules and names, the next dealer from the session
    next_dealer = session.next_game_dealer()
    qtbot.mouseClick(panel.rematch_button, Qt.MouseButton.LeftButton)
    again = w.controller.session
    assert again is not session and again.rules == session.rules and again.names == session.names
    assert again.dealer == next_dealer
    assert not panel.isVisible()


def test_new_game_cancelled_leaves_the_game_over_screen(qtbot, monkeypatch):
    from botifarra_desktop.ui.dialogs import new_game

    w = make_window(qtbot)
    session = bring_to(qtbot.waitUntil, w, "three", "game_over", runner, as_played=True)
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda self: 0)
    qtbot.mouseClick(w.table.game_over.new_button, Qt.MouseButton.LeftButton)
    assert w.controller.session is session and w.table.game_over.isVisible()
    names = w.table.names
    winner = session.view(0).winner_team
    title = w.table.game_over.title.text()
    assert title == ("You win the game!" if winner == 0 else f"{names[winner]} wins the game.")


def play_until(qtbot, w, ended: list) -> None:
    """Answer the player's requests at random (never doubling) until ``ended`` gets something."""
    rng = random.Random(2)
    while not ended:
        qtbot.waitUntil(lambda: w.controller.request is not None or bool(ended), timeout=WAIT)
        req = w.controller.request
        if req is not None:
            w.controller.act(req.action, rng.choice(req.options) if req.action != "double" else "pass")


def test_a_lan_table_shows_the_game_over_from_the_hosts_messages(qtbot):
    w = make_window(qtbot)
    host = HostThread(HostConfig(rules=Rules(target=None, hands=1), human_seats=(0,), seed=5, hand_pause=600,
                                 grace=30), bot_factory, announce=False)
    host.start(LOOPBACK, 0)
    client = LocalTableClient(host)
    try:
        client.connect("Jo")
        source = NetworkSource()
        source.attach(client)
        qtbot.waitUntil(lambda: source.started, timeout=WAIT)
        over = []
        w.controller.game_over.connect(over.append)
        w.put_on_table(source)
        play_until(qtbot, w, over)
        qtbot.waitUntil(lambda: w.table.game_over.isVisible(), timeout=WAIT)
        panel = w.table.game_over
        assert [c.text() for c in panel.cells[1::2]] == [str(t) for t in over[0].totals]
        assert panel.hands.text() == "Hands played: 1"
        # no rematch or review of a table this window does not keep; Statistics and New game stay
        assert not panel.rematch_button.isVisible() and not panel.review_button.isVisible()
        assert panel.new_button.isVisible()
    finally:
        w.controller.stop()
        client.close()
        host.close()


def test_a_lan_table_ended_by_the_hosts_hand_limit_shows_the_game_over(qtbot):
    """``botifarra-host --hands``: the engine sends no GameOver, the host's ``game_over`` message
    (reason ``hands_done``) is what ends the game, and the table shows it after the last hand."""
    from botifarra_desktop.ui.lan.connection import LanSeat

    w = make_window(qtbot)
    host = HostThread(HostConfig(rules=Rules(), human_seats=(0,), seed=5, hand_pause=600, grace=30, max_hands=1),
                      bot_factory, announce=False)
    host.start(LOOPBACK, 0)
    client = LocalTableClient(host)
    try:
        client.connect("Jo")
        source = NetworkSource()
        source.attach(client)
        qtbot.waitUntil(lambda: source.started, timeout=WAIT)
        engine_over, limits = [], []
        w.controller.game_over.connect(engine_over.append)
        source.finished.connect(limits.append)
        w.lan.begin(LanSeat(source, client, address=LOOPBACK, name="Jo"))
        play_until(qtbot, w, limits)
        assert limits[0]["reason"] == "hands_done" and not engine_over
        qtbot.waitUntil(lambda: w.table.game_over.isVisible(), timeout=WAIT)
        panel = w.table.game_over
        assert [c.text() for c in panel.cells[1::2]] == [str(t) for t in limits[0]["totals"]]
        assert panel.hands.text() == "Hands played: 1"
    finally:
        w.controller.stop()
        client.close()
        host.close()
