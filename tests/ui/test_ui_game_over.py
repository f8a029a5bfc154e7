"""The game-over screen: who won, the final score and the hands played, from the engine's
``GameOver``; Rematch keeps players, rules and the dealing rotation; Review looks back over the
hands; offline and at a LAN table (host and guest)."""

import random

from lan_helpers import LOOPBACK, WAIT, bot_factory
from layout_helpers import bring_to, layout_problems
from PySide6.QtCore import Qt
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.background import HostThread, LocalTableClient
from botifarra_desktop.net.client import ThreadedTableClient
from botifarra_desktop.net.host import HostConfig
from botifarra_desktop.ui.lan.connection import LanSeat
from botifarra_desktop.ui.lan.source import NetworkSource
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner

SIZE = (1366, 705)
BOT_THINK = 0.05  # the host's computer players answer at once (the default 0.8 s would make these tests a minute)


def runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def test_the_game_over_screen_says_what_the_engine_says_and_rematch_goes_on(qtbot, main_window):
    w = main_window(runner, SIZE)
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


def test_new_game_cancelled_leaves_the_game_over_screen(qtbot, main_window, monkeypatch):
    from botifarra_desktop.ui.dialogs import new_game

    w = main_window(runner, SIZE)
    session = bring_to(qtbot.waitUntil, w, "three", "game_over", runner, as_played=True)
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda self: 0)
    qtbot.mouseClick(w.table.game_over.new_button, Qt.MouseButton.LeftButton)
    assert w.controller.session is session and w.table.game_over.isVisible()
    names = w.table.names
    winner = session.view(0).winner_team
    title = w.table.game_over.title.text()
    assert title == ("You win the game!" if winner == 0 else f"{names[winner]} wins the game.")


def last_breakdown_up(w) -> bool:
    return w.table.summary.isVisible() and w.table.summary.leads_to_result


def see_the_result(qtbot, w) -> None:
    """The last hand's breakdown comes first, then its "See the result" button shows the game-over screen."""
    summary = w.table.summary
    qtbot.waitUntil(lambda: last_breakdown_up(w), timeout=WAIT)
    assert w.table.game_over.isHidden() and summary.button.text() == "See the result"
    qtbot.mouseClick(summary.button, Qt.MouseButton.LeftButton)
    assert w.table.game_over.isVisible() and not summary.isVisible()


def play_until(qtbot, w, ended: list) -> None:
    """Answer the player's requests at random (never doubling) until ``ended`` gets something."""
    rng = random.Random(2)
    while not ended:
        qtbot.waitUntil(lambda: w.controller.request is not None or bool(ended), timeout=WAIT)
        req = w.controller.request
        if req is not None:
            w.controller.act(req.action, rng.choice(req.options) if req.action != "double" else "pass")


def test_a_lan_table_shows_the_game_over_from_the_hosts_messages(qtbot, main_window):
    w = main_window(runner, SIZE)
    host = HostThread(HostConfig(rules=Rules(target=None, hands=1), human_seats=(0,), seed=5, hand_pause=600,
                                 grace=30, bot_think=BOT_THINK), bot_factory, announce=False)
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
        see_the_result(qtbot, w)
        panel = w.table.game_over
        assert [c.text() for c in panel.cells[1::2]] == [str(t) for t in over[0].totals]
        assert panel.hands.text() == "Hands played: 1"
        # the host's own player may start a rematch and review the hand as its seat saw it
        assert panel.rematch_button.isVisible() and panel.review_button.isVisible()
        assert panel.new_button.isVisible()
    finally:
        w.controller.stop()
        client.close()
        host.close()


def test_a_lan_table_ended_by_the_hosts_hand_limit_shows_the_game_over(qtbot, main_window):
    """``botifarra-host --hands``: the engine sends no GameOver, the host's ``game_over`` message
    (reason ``hands_done``) is what ends the game, and the table shows it after the last hand."""
    w = main_window(runner, SIZE)
    host = HostThread(HostConfig(rules=Rules(), human_seats=(0,), seed=5, hand_pause=600, grace=30, max_hands=1,
                                 bot_think=BOT_THINK),
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
        assert limits[0].reason == "hands_done" and not engine_over
        see_the_result(qtbot, w)  # the end is known after the breakdown is up: its button then leads on
        panel = w.table.game_over
        assert [c.text() for c in panel.cells[1::2]] == [str(t) for t in limits[0].totals]
        assert panel.hands.text() == "Hands played: 1"
        # the last hand's deal code was told (it stays in the chat) but its banner does not linger
        # under the game-over screen
        assert any(t.startswith("Hand 1 was dealt from the code") for t in w.lan.chat.texts())
        assert w.table.banner.isHidden()
        assert layout_problems(w.table) == []
    finally:
        w.controller.stop()
        client.close()
        host.close()


def play_both_until(qtbot, windows, done) -> None:
    """Both windows answer their requests at random (never doubling) until ``done()``."""
    rng = random.Random(3)
    while not done():
        qtbot.waitUntil(lambda: done() or any(w.controller.request is not None for w in windows), timeout=WAIT)
        for w in windows:
            req = w.controller.request
            if req is not None:
                w.controller.act(req.action, rng.choice(req.options) if req.action != "double" else "pass")


def test_a_lan_rematch_asked_by_the_guest_and_started_by_the_host_goes_on_with_the_rotation(qtbot, main_window):
    from botifarra_desktop.ui.practice.review_dialog import ReviewDialog

    host_w, guest_w = main_window(runner, SIZE), main_window(runner, SIZE)
    host = HostThread(HostConfig(rules=Rules(target=None, hands=1), human_seats=(0, 1), seed=5, hand_pause=600,
                                 grace=30, bot_think=0), bot_factory, announce=False)
    port = host.start(LOOPBACK, 0)
    local, remote = LocalTableClient(host), ThreadedTableClient()
    try:
        local.connect("Amfitrió")
        host_src = NetworkSource()
        host_src.attach(local)
        host_w.lan.begin(LanSeat(host_src, local, host=host, name="Amfitrió"))
        welcome = remote.connect(LOOPBACK, port, "Visita", timeout=10)
        guest_src = NetworkSource()
        guest_src.attach(remote, welcome)
        guest_w.lan.begin(LanSeat(guest_src, remote, address=LOOPBACK, port=port, name="Visita"))
        qtbot.waitUntil(lambda: host_src.started and guest_src.started, timeout=WAIT)
        windows = (host_w, guest_w)
        # the guest sat down after the host's table was drawn: its nameplate follows the table's seats
        qtbot.waitUntil(lambda: "Visita" in host_w.table.names, timeout=WAIT)
        assert "Visita" in [p.name for p in host_w.table.table.plates]
        play_both_until(qtbot, windows, lambda: all(last_breakdown_up(w) for w in windows))
        for w in windows:
            see_the_result(qtbot, w)
            panel = w.table.game_over
            assert panel.rematch_button.isVisible() and panel.review_button.isVisible()
            problems = layout_problems(w.table)
            assert problems == [], problems
        old = host.table.flow.session
        next_dealer = old.next_game_dealer()

        # Review: the guest's own cards of the hand, each with the view its seat was sent just before
        seen = guest_src.seen_decisions()
        assert list(seen) == [1] and len(seen[1]) == 12
        assert all(p.view.seat == 0 and p.played in p.view.hand and p.played in p.view.legal for p in seen[1])
        qtbot.mouseClick(guest_w.table.game_over.review_button, Qt.MouseButton.LeftButton)
        [dialog] = [d for d in guest_w.findChildren(ReviewDialog) if d.isVisible()]
        assert [p.played for p in dialog.points] == [p.played for p in seen[1]]
        dialog.reject()

        # the guest asks: its button waits, and the host's screen says who is ready and who is awaited
        guest_panel, host_panel = guest_w.table.game_over, host_w.table.game_over
        qtbot.mouseClick(guest_panel.rematch_button, Qt.MouseButton.LeftButton)
        assert not guest_panel.rematch_button.isEnabled() and guest_panel.rematch_button.text() == "Rematch asked"
        qtbot.waitUntil(lambda: host_panel.votes.isVisible(), timeout=WAIT)
        assert host_panel.votes.text() == "Ready for a rematch: Visita.\nWaiting for: Amfitrió."
        assert "Visita asks for a rematch." in host_w.lan.chat.texts()
        assert layout_problems(host_w.table) == []

        # the host starts it: a new game on both tables, dealt on from where the rotation stopped
        qtbot.mouseClick(host_panel.rematch_button, Qt.MouseButton.LeftButton)
        frames = {host_w: host_src.frame, guest_w: guest_src.frame}
        for w in windows:
            qtbot.waitUntil(lambda w=w: not w.table.game_over.isVisible() and w.controller.view() is not None
                            and w.controller.view().hand_no == 1 and w.controller.view().phase != "game_over",
                            timeout=WAIT)
            view = w.controller.view()
            assert view.dealer == frames[w].seat(next_dealer) and view.totals == (0, 0) and view.results == ()
            assert w.score_model.rowCount() == 0  # the score sheet starts again
        assert host.table.flow.game_no == 2 and host.table.flow.session.goes_on
        assert guest_src.seen_decisions() == {}
        # and the new game plays to its end
        play_both_until(qtbot, windows, lambda: all(last_breakdown_up(w) for w in windows))
        for w in windows:
            see_the_result(qtbot, w)
    finally:
        for w in (host_w, guest_w):
            w.controller.stop()
        remote.close()
        local.close()
        host.close()


class QueuedClient:
    """Just the message queue of a seated client and its core: the test gives it the host's messages."""

    def __init__(self):
        import queue

        from botifarra_desktop.net.client_core import ClientCore

        self.messages = queue.Queue()
        self.core = ClientCore()
        self.sent = []

    def put(self, wire):
        """A host message, as a real client queues it: what its core could read."""
        received = self.core.receive(wire)
        if received is not None:
            self.messages.put(received)

    def rematch(self, ready=True):
        self.sent.append({"type": "rematch", "ready": ready})


def test_a_malformed_rematch_message_from_the_table_is_skipped_and_a_good_one_turned_to_our_seat(qtbot):
    from botifarra_desktop.ui.play.sources import NextGame, Step

    source, client = NetworkSource(), QueuedClient()
    votes, games = [], []
    source.rematch_votes.connect(lambda ready, waiting: votes.append((ready, waiting)))
    source.next_game.connect(games.append)
    source.attach(client, client.core.receive({
        "type": "welcome", "protocol": 6, "seat": 1, "token": "t", "table": "T", "rules": {}, "reconnected": False,
        "grace": 60, "hand_pause": 5, "max_hands": None, "turn_time": 60, "away_budget": 60,
        "away_budget_game": 180, "overtime_per_game": 300, "quick_turn": 20}))

    def run_items():
        kinds = []
        for item in source.take():
            kinds.append(type(item))
            if isinstance(item, Step):
                item.apply()
        return kinds

    for bad in ({"type": "rematch_votes", "ready": "01", "waiting_for": []},
                {"type": "rematch_votes", "ready": [7], "waiting_for": []},
                {"type": "rematch_votes", "ready": [True], "waiting_for": []},
                {"type": "rematch_votes", "ready": []},
                {"type": "new_game", "game_no": "two"}):
        client.put(bad)
    source.poll()
    assert run_items() == [] and votes == [] and games == []  # skipped, nothing else lost
    client.put({"type": "rematch_votes", "ready": [1], "waiting_for": [0, 2]})
    client.put({"type": "new_game", "game_no": 2, "first_dealer": 3})
    source.poll()
    assert NextGame in run_items()
    assert votes == [([0], [3, 1])] and games == [2]  # seat 1 is ours: seat 0 here
    source.ask_rematch()
    assert client.sent == [{"type": "rematch", "ready": True}]
    source.close()
