"""LAN play through the windows: host from the lobby, join by address, play a hand, errors, faults.

Everything stays on 127.0.0.1 with ephemeral ports; waits are generous and nothing is timed.
"""

import random
import socket

import pytest
from lan_helpers import LOOPBACK, WAIT
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.net import HostConfig, HostThread, LocalTableClient
from botifarra_desktop.net.messages import Seats
from botifarra_desktop.net.protocol import PROTOCOL_VERSION
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.lan.seat_frame import SeatFrame
from botifarra_desktop.ui.lan.widgets import join_error_text


@pytest.fixture
def windows(main_window):
    """Makes main windows whose player is ``name``, hosting on the loopback and joining by typed address."""
    made = []

    def make(name):
        w = main_window(settings=Settings(animation_speed="instant", seat_names=(name, "Dreta", "Company", "Esquerra")),
                        exposed=False)
        w.lan.host_options = {"bind": LOOPBACK, "port": 0, "announce": False, "bot_think": 0}
        w.lan.browser_factory = None  # no multicast in tests: the address is typed
        made.append(w)
        return w

    yield make
    for w in made:
        w.lan.leave()
        w.controller.stop()


def open_lobby(qtbot, host, friends=(1, 2), level="easy"):
    host.lan.host_game()
    lobby = host.lan.lobby
    for seat, (kind, lvl) in enumerate(zip(lobby.kind_boxes, lobby.level_boxes), 1):
        kind.setCurrentIndex(kind.findData("friend" if seat in friends else "bot"))
        lvl.setCurrentIndex(lvl.findData(level))
    assert lobby.open_table(), lobby.setup_error.text()
    return lobby


def join(qtbot, guest, address, password=""):
    guest.lan.join_game()
    dlg = guest.lan.join_dialog
    dlg.address_edit.setText(address)
    dlg.password_edit.setText(password)
    assert dlg.join()
    return dlg


def answer(w, rng):
    """Answer the window's request the way a player does: a button of the panel or a click on a card."""
    req = w.controller.request
    if req is None:
        return
    if req.action == "play":
        w.table.card_clicked(rng.choice(req.options))
    else:
        value = "pass" if req.action == "double" else rng.choice(req.options)
        w.table.request_panel.buttons[value].click()


def hosted_game(qtbot, windows):
    host, guest = windows("Amfitrió"), windows("Visita")
    lobby = open_lobby(qtbot, host)
    port = lobby.seat.port
    assert lobby.seat.addresses() == [f"{LOOPBACK}:{port}"]
    dlg = join(qtbot, guest, f"{LOOPBACK}:{port}")
    qtbot.waitUntil(lambda: dlg.pages.currentIndex() == 1, timeout=WAIT)
    # The host's lobby and the guest's dialog show the same table code (the table's key).
    code = lobby.seat.host.table_code
    assert code in lobby.code_label.text() and dlg.code_label.text() == lobby.code_label.text()
    qtbot.waitUntil(lambda: lobby.seat_list.names[1].text() == "Visita", timeout=WAIT)  # right of the host
    assert "waiting" in lobby.seat_list.names[2].text()
    dlg.chat.edit.setText("Bona tarda!")
    dlg.chat.button.click()
    qtbot.waitUntil(lambda: "Visita: Bona tarda!" in lobby.chat.texts(), timeout=WAIT)
    lobby.start_button.click()  # the partner's seat is still empty: a computer plays it
    qtbot.waitUntil(lambda: host.lan.active and guest.lan.active, timeout=WAIT)
    return host, guest, port


def test_a_hosted_table_and_a_joined_one_play_a_hand_and_show_the_same_tricks_and_score(qtbot, windows):
    host, guest, port = hosted_game(qtbot, windows)
    assert guest.settings.last_host_address == f"{LOOPBACK}:{port}"
    assert host.controller.session is None and guest.controller.session is None  # not autosaved, no Save as
    assert "Visita: Bona tarda!" in guest.lan.chat.texts() and not guest.lan.chat_dock.isHidden()
    # each sees itself at the bottom: the guest holds real seat 1
    assert host.table.names[0] == "Amfitrió" and host.table.names[1] == "Visita"
    assert guest.table.names[0] == "Visita" and guest.table.names[3] == "Amfitrió"
    assert "(computer)" not in host.table.names[2] and host.table.names[2]  # the bot's name
    rng = [RandomLegal(0).rng, RandomLegal(1).rng]
    scored = {0: [], 1: []}
    host.controller.hand_scored.connect(scored[0].append)
    guest.controller.hand_scored.connect(scored[1].append)
    while not (scored[0] and scored[1]):
        qtbot.waitUntil(lambda: host.controller.request is not None or guest.controller.request is not None
                        or bool(scored[0] and scored[1]), timeout=WAIT)
        answer(host, rng[0])
        answer(guest, rng[1])
    qtbot.waitUntil(lambda: host.trick_model.rowCount() == 12 and guest.trick_model.rowCount() == 12, timeout=WAIT)
    back = SeatFrame(1)
    for i in range(12):
        h, g = host.trick_model.trick(i), guest.trick_model.trick(i)
        assert [(back.real(s), c) for s, c in g.cards] == list(h.cards)
        assert back.real(g.winner) == h.winner and g.points == h.points
    rh, rg = host.score_model.result(0), guest.score_model.result(0)
    assert rh.totals == (rg.totals[1], rg.totals[0]) and rh.points == (rg.points[1], rg.points[0])
    assert host.table.summary.isVisible() and guest.table.summary.isVisible()
    # chat during the game
    guest.lan.chat.edit.setText("Quina mà!")
    qtbot.keyClick(guest.lan.chat.edit, Qt.Key.Key_Return)  # Enter sends too
    qtbot.waitUntil(lambda: "Visita: Quina mà!" in host.lan.chat.texts(), timeout=WAIT)


def test_when_the_host_closes_the_guest_is_told_and_returns_to_the_start(qtbot, windows):
    host, guest, _ = hosted_game(qtbot, windows)
    host.lan.leave()
    qtbot.waitUntil(lambda: not guest.lan.active, timeout=WAIT)
    box = guest.lan.message_box
    assert box is not None and box.text() == "The host has closed the table."
    box.done(QMessageBox.StandardButton.Ok)
    assert guest.lan.chat_dock.isHidden()
    assert guest.controller.session is not None  # back at the start: an offline game on the table
    assert guest.new_action.isEnabled()


def test_a_dropped_guest_is_waited_for_and_rejoins_with_its_token(qtbot, windows):
    host, guest, _ = hosted_game(qtbot, windows)
    table = host.lan.seat.host

    async def drop():  # the network drops: the guest's connection is cut off, without a word
        (conn,) = [c for c in table.table.conns if c.seat == 1]
        conn.writer.transport.abort()

    table.run(drop(), 5)
    qtbot.waitUntil(lambda: guest.lan.lost and guest.lan.message_box is not None, timeout=WAIT)

    def waiting():
        return "Waiting for Visita" in host.table.banner.text() and host.table.banner.isVisible()

    rng = random.Random(4)
    for _ in range(100):  # the table plays on without the guest until it is the guest's turn, then waits
        qtbot.waitUntil(lambda: waiting() or host.controller.request is not None, timeout=WAIT)
        if waiting():
            break
        answer(host, rng)
    assert waiting()
    box = guest.lan.message_box
    rejoin = next(b for b in box.buttons() if b.text() == "Rejoin")
    rejoin.click()
    qtbot.waitUntil(lambda: not guest.lan.lost and guest.controller.view() is not None
                    and guest.controller.view().hand_counts[0] == len(guest.controller.view().hand), timeout=WAIT)
    view = guest.controller.view()
    assert view.seat == 0 and len(guest.table.table.hands[0]) == len(view.hand)  # redrawn from the fresh state
    qtbot.waitUntil(lambda: "Visita is back." in host.lan.chat.texts(), timeout=WAIT)


def free_port():
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("case", ["wrong_password", "table_full", "unreachable", "bad_address"])
def test_a_join_that_fails_says_why_and_leaves_the_app_usable(qtbot, windows, case):
    guest = windows("Visita")
    host = None
    if case in ("wrong_password", "table_full"):
        host = HostThread(HostConfig(bot_think=0, rules=Rules(), human_seats=(0, 1) if case == "wrong_password" else (0,),
                                     password="secret" if case == "wrong_password" else None),
                          lambda seat: RandomLegal(seat), announce=False)
        port = host.start(LOOPBACK, 0)
        LocalTableClient(host).connect("Amfitrió")
        address = f"{LOOPBACK}:{port}"
    elif case == "unreachable":
        address = f"{LOOPBACK}:{free_port()}"
    else:
        address = "no address at all"
    try:
        guest.lan.join_game()
        dlg = guest.lan.join_dialog
        dlg.address_edit.setText(address)
        dlg.password_edit.setText("wrong" if case == "wrong_password" else "")
        dlg.join()
        expected = join_error_text(case)
        qtbot.waitUntil(lambda: dlg.status.text() == expected, timeout=WAIT)
        assert dlg.pages.currentIndex() == 0 and dlg.join_button.isEnabled() and dlg.isVisible()
        assert not guest.lan.active
        dlg.reject()
        guest.start_game(guest.default_setup(), seed=3)  # the app goes on
        qtbot.waitUntil(lambda: guest.controller.view() is not None, timeout=WAIT)
    finally:
        if host is not None:
            host.close()


def test_a_throttled_wrong_password_says_how_long_to_wait(qtbot, windows):
    from botifarra_desktop.net.admission import PasswordThrottle

    guest = windows("Visita")
    host = HostThread(HostConfig(bot_think=0, rules=Rules(), human_seats=(0, 1), password="secret"),
                      lambda seat: RandomLegal(seat), announce=False)
    port = host.start(LOOPBACK, 0)
    now = [0.0]
    throttle = PasswordThrottle(clock=lambda: now[0])
    for _ in range(8):  # eight wrong guesses already, each as soon as it was allowed
        now[0] += throttle.retry_after(LOOPBACK)
        throttle.attempt(LOOPBACK)
        throttle.failed(LOOPBACK)
    now[0] += throttle.retry_after(LOOPBACK)
    host.table.throttle = throttle
    try:
        guest.lan.join_game()
        dlg = guest.lan.join_dialog
        dlg.address_edit.setText(f"{LOOPBACK}:{port}")
        dlg.password_edit.setText("wrong")
        dlg.join()
        expected = join_error_text("wrong_password", "", 16)
        assert expected.endswith("Try again in 16 s.")
        qtbot.waitUntil(lambda: dlg.status.text() == expected, timeout=WAIT)
        dlg.reject()
    finally:
        host.close()


def test_tables_found_on_the_network_appear_and_go_from_the_join_list(qtbot, windows):
    import threading

    from botifarra_desktop.net import TableInfo
    from botifarra_desktop.ui.lan.join import JoinDialog

    class FakeBrowser:  # calls back from its own thread, as zeroconf does
        def __init__(self, on_add, on_remove):
            self.on_add, self.on_remove = on_add, on_remove

        def start(self):
            return True

        def close(self):
            pass

    guest = windows("Visita")
    made = []
    dlg = JoinDialog("Visita", "", guest, lambda a, r: made.append(FakeBrowser(a, r)) or made[-1])
    qtbot.addWidget(dlg)
    ours = TableInfo("Casal", "192.168.1.31", 47047, PROTOCOL_VERSION, 2, True, "casal")
    old = TableInfo("Vella", "192.168.1.40", 47050, 99, 3, False, "vella")
    for t in (ours, old):
        threading.Thread(target=made[0].on_add, args=(t,)).start()
    qtbot.waitUntil(lambda: dlg.table_list.count() == 2, timeout=WAIT)
    items = {dlg.table_list.item(i).text(): dlg.table_list.item(i) for i in range(2)}
    casal = next(i for t, i in items.items() if t.startswith("Casal"))
    assert "2 free seats" in casal.text() and "password" in casal.text()
    vella = next(i for t, i in items.items() if t.startswith("Vella"))
    assert not vella.flags() & Qt.ItemFlag.ItemIsEnabled  # another protocol version: cannot be joined
    dlg.table_list.setCurrentItem(casal)
    assert dlg.address_edit.text() == "192.168.1.31"  # the usual port is left out
    threading.Thread(target=made[0].on_remove, args=(ours,)).start()
    qtbot.waitUntil(lambda: dlg.table_list.count() == 1, timeout=WAIT)
    dlg.reject()


def test_names_from_the_table_are_shown_as_plain_text(qtbot):
    from botifarra_desktop.ui.lan.widgets import ChatPanel, SeatList

    seats = SeatList()
    qtbot.addWidget(seats)
    evil = '<b style="font-size:90px">Mallory</b><img src="x">'
    seats.show_seats(Seats.read({"started": False, "waiting_for": 0, "paused": False,
                                 "seats": [{"seat": 0, "name": evil, "player": "human", "status": "connected"},
                                           {"seat": 1, "name": "Bernat", "player": "human", "status": "away"}]}), 0)
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in seats.names + seats.roles)
    assert seats.names[0].text() == evil  # shown as written, tags and all
    seats.resize(600, 200)
    assert seats.names[0].sizeHint().height() < 60  # not rendered 90 px tall
    chat = ChatPanel()
    qtbot.addWidget(chat)
    chat.add(evil, "<i>hola</i>")
    item = chat.lines.item(0)
    assert item.text() == f"{evil}: <i>hola</i>" and "&lt;i&gt;" in item.toolTip()


def test_the_lobby_sets_the_turn_time_and_frees_a_friends_seat_and_the_table_shows_the_clock(qtbot, windows):
    host, guest = windows("Amfitrió"), windows("Visita")
    host.lan.host_game()
    lobby = host.lan.lobby
    assert lobby.turn_time_box.currentData() == 60.0  # the default
    lobby.turn_time_box.setCurrentIndex(lobby.turn_time_box.findData(None))  # no limit
    for seat, kind in enumerate(lobby.kind_boxes, 1):
        kind.setCurrentIndex(kind.findData("friend" if seat in (1, 2) else "bot"))
    assert lobby.open_table()
    assert lobby.seat.host.host.config.turn_time is None
    dlg = join(qtbot, guest, f"{LOOPBACK}:{lobby.seat.port}")
    qtbot.waitUntil(lambda: lobby.seat_list.names[1].text() == "Visita", timeout=WAIT)
    lobby.free_menu.aboutToShow.emit()
    (action,) = lobby.free_menu.actions()
    assert action.text() == "Free Visita's seat"
    action.trigger()
    qtbot.waitUntil(lambda: "waiting" in lobby.seat_list.names[1].text(), timeout=WAIT)
    dlg.reject()
    # The clock's countdown and a hand's deal code reach the table as text.
    src = lobby.seat.source
    lobby.start_button.click()
    qtbot.waitUntil(lambda: host.lan.active, timeout=WAIT)
    src.clock.emit(1, "Visita", 7.2)
    assert host.table.banner.text() == "Visita has 7 s left to play."
    src.clock.emit(0, "Amfitrió", 3.0)
    assert host.table.banner.text() == "Your turn: 3 s left to play."
    src.deal_told.emit(2, "0123-4567-89ab-cdef-0123-4567-89ab-cdef")
    assert any("0123-4567-89ab-cdef-0123-4567-89ab-cdef" in t and "Hand 2" in t for t in host.lan.chat.texts())
