"""Tables across the internet through the windows: the lobby's codes, joining by code, coming back, errors.

The real magic-wormhole mailbox server and transit relay run on 127.0.0.1 (tests/net/internet_kit.py's
``wormhole_servers``); the windows find them through their saved settings (Preferences ▸ Internet).
Waits are generous and nothing is timed.
"""

import random
import sys
from pathlib import Path

import pytest
from lan_helpers import LOOPBACK, WAIT
from test_ui_lan import answer
from test_ui_table import inline_runner

from botifarra_desktop.net.internet import MAILBOX_ENV, RELAY_ENV
from botifarra_desktop.net.mailbox import DEFAULT_MAILBOX
from botifarra_desktop.net.relay import DEFAULT_RELAY
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.dialogs.preferences import PreferencesDialog
from botifarra_desktop.ui.lan.connection import internet_settings
from botifarra_desktop.ui.lan.invite_panel import read_aloud
from botifarra_desktop.ui.lan.widgets import join_error_text
from botifarra_desktop.ui.shell.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "net"))
from internet_kit import dead_port, wormhole_servers  # noqa: F401 - the fixture, found by its name


@pytest.fixture(autouse=True)
def no_server_environment(monkeypatch):
    """The servers come from the settings here: the environment's choice would win over them."""
    monkeypatch.delenv(MAILBOX_ENV, raising=False)
    monkeypatch.delenv(RELAY_ENV, raising=False)


def make_window(qtbot, name, mailbox, relay):
    w = MainWindow(Settings(animation_speed="instant", seat_names=(name, "Dreta", "Company", "Esquerra"),
                            internet_mailbox=mailbox, internet_relay=relay), None,
                   find_decks(None), inline_runner, "en")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.lan.host_options = {"bind": LOOPBACK, "port": 0, "announce": False, "bot_think": 0}
    w.lan.browser_factory = None
    w.show()
    return w


@pytest.fixture
def windows(qtbot, wormhole_servers):  # noqa: F811 - the fixture
    made = []

    def make(name, mailbox=wormhole_servers.mailbox, relay=wormhole_servers.relay):
        made.append(make_window(qtbot, name, mailbox, relay))
        return made[-1]

    yield make
    for w in made:
        w.lan.leave()
        w.controller.stop()


def open_lobby(host, friends=(1,)):
    host.lan.host_game()
    lobby = host.lan.lobby
    for seat, (kind, lvl) in enumerate(zip(lobby.kind_boxes, lobby.level_boxes), 1):
        kind.setCurrentIndex(kind.findData("friend" if seat in friends else "bot"))
        lvl.setCurrentIndex(lvl.findData("easy"))
    assert lobby.open_table(), lobby.setup_error.text()
    return lobby


def invited(qtbot, lobby, seats):
    lobby.invite_panel.invite_button.click()
    qtbot.waitUntil(lambda: set(lobby.invite_panel.codes()) == set(seats), timeout=WAIT)
    return lobby.invite_panel.codes()


def join_by_code(qtbot, guest, code):
    guest.lan.join_game()
    dlg = guest.lan.join_dialog
    dlg.address_edit.setText(code)
    assert dlg.join()
    return dlg


def test_the_lobby_shows_a_code_per_friends_seat_and_a_guest_joins_by_code_plays_and_comes_back(qtbot, windows):
    host, guest = windows("Amfitrió"), windows("Visita")
    guest.settings = guest.settings.replace(last_host_address="192.168.1.20")
    lobby = open_lobby(host, friends=(1, 2))
    codes = invited(qtbot, lobby, {1, 2})
    assert codes[1] != codes[2]
    panel = lobby.invite_panel
    assert panel.invite_button.isHidden()  # asked once: the table keeps the codes from now on
    for seat in (1, 2):
        row = panel.rows[seat]
        assert row.code_label.text() == codes[seat]
        assert row.seat_label.text() == lobby.seat_labels[seat - 1].text()  # the seat, as the setup named it
        assert row.note.text() == "Read it out as: " + read_aloud(codes[seat])
    panel.rows[1].copy_button.click()
    from PySide6.QtGui import QGuiApplication
    assert QGuiApplication.clipboard().text() == codes[1]

    # the guest types the code as heard (upper case, spaces): the dialog tells it from an address
    said = codes[1].upper().replace("-", " ")
    dlg = join_by_code(qtbot, guest, said)
    qtbot.waitUntil(lambda: dlg.pages.currentIndex() == 1, timeout=WAIT)
    assert dlg.code_label.text() == lobby.code_label.text()  # the same table key, through the relay
    qtbot.waitUntil(lambda: lobby.seat_list.names[1].text() == "Visita", timeout=WAIT)
    # the used code goes; the other seat keeps its own
    qtbot.waitUntil(lambda: set(panel.codes()) == {2}, timeout=WAIT)
    assert panel.codes()[2] == codes[2] and panel.rows[1].code_label.isHidden()
    lobby.start_button.click()
    qtbot.waitUntil(lambda: host.lan.active and guest.lan.active, timeout=WAIT)
    assert guest.lan.seat.internet is not None and guest.lan.seat.address == "internet"
    assert guest.settings.last_host_address == "192.168.1.20"  # a code is single use: not remembered
    # the game is on: seat 2 is the computer's, so its code is withdrawn (nobody could use it)
    qtbot.waitUntil(lambda: host.lan.seat.host.internet_codes() == {}, timeout=WAIT)

    # the line drops: the guest comes back through its seat's rejoin point, without a new code
    table = host.lan.seat.host

    async def drop():
        (conn,) = [c for c in table.table.conns if c.seat == 1]
        conn.writer.transport.abort()

    rng = random.Random(3)
    for _ in range(6):  # a few turns first
        qtbot.waitUntil(lambda: host.controller.request is not None or guest.controller.request is not None,
                        timeout=WAIT)
        answer(host, rng)
        answer(guest, rng)
    table.run(drop(), 5)
    qtbot.waitUntil(lambda: guest.lan.lost and guest.lan.message_box is not None, timeout=WAIT)
    rejoin = next(b for b in guest.lan.message_box.buttons() if b.text() == "Rejoin")
    rejoin.click()
    qtbot.waitUntil(lambda: not guest.lan.lost and guest.controller.view() is not None
                    and guest.controller.view().hand_counts[0] == len(guest.controller.view().hand), timeout=WAIT)
    qtbot.waitUntil(lambda: "Visita is back." in host.lan.chat.texts(), timeout=WAIT)
    # and plays on from there: its answers reach the table again
    answered = 0
    while answered < 2:
        qtbot.waitUntil(lambda: host.controller.request is not None or guest.controller.request is not None,
                        timeout=WAIT)
        if guest.controller.request is not None:
            answered += 1
        answer(host, rng)
        answer(guest, rng)
    qtbot.waitUntil(lambda: host.controller.request is not None or guest.controller.request is not None,
                    timeout=WAIT)  # the table took the guest's answer and went on


def test_a_mistyped_or_unknown_code_says_why_and_the_dialog_stays_usable(qtbot, windows):
    guest = windows("Visita")
    guest.lan.join_game()
    dlg = guest.lan.join_dialog
    dlg.address_edit.setText("7-notaword-contro")
    assert not dlg.join()  # told at once, nothing sent
    assert dlg.status.text() == join_error_text("bad_code") and "6\u2011manilla\u2011contro" in dlg.status.text()
    dlg.address_edit.setText("987-manilla-contro")  # a real code's shape, but no table behind it
    assert dlg.join()
    qtbot.waitUntil(lambda: dlg.join_button.isEnabled(), timeout=WAIT)
    assert dlg.status.text() == join_error_text("unknown_code")
    assert dlg.pages.currentIndex() == 0 and dlg.address_edit.text() == "987-manilla-contro"


def test_a_dead_mailbox_is_said_in_the_lobby_and_lan_joins_still_work(qtbot, windows):
    host = windows("Amfitrió", mailbox=f"ws://{LOOPBACK}:{dead_port()}/v1")
    guest = windows("Visita")
    lobby = open_lobby(host)
    lobby.invite_panel.invite_button.click()
    row = lambda: lobby.invite_panel.rows.get(1)  # noqa: E731
    qtbot.waitUntil(lambda: row() is not None and row().code_label.text() == "No code now", timeout=WAIT)
    status = lobby.invite_panel.status
    qtbot.waitUntil(lambda: status.text().startswith(join_error_text("mailbox_unreachable")), timeout=WAIT)
    assert "friends on this network can still join" in status.text() and not status.isHidden()
    guest.lan.join_game()
    dlg = guest.lan.join_dialog
    dlg.address_edit.setText(f"{LOOPBACK}:{lobby.seat.port}")
    assert dlg.join()
    qtbot.waitUntil(lambda: dlg.pages.currentIndex() == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: lobby.seat_list.names[1].text() == "Visita", timeout=WAIT)


def test_unusable_servers_from_the_environment_are_said_before_anything_is_sent(qtbot, windows, monkeypatch):
    monkeypatch.setenv(MAILBOX_ENV, "http://not-a-mailbox")
    host = windows("Amfitrió")
    lobby = open_lobby(host)
    assert not lobby.invite_over_internet()
    assert "http://not-a-mailbox" in lobby.invite_panel.status.text()
    assert not lobby.invite_panel.invite_button.isHidden()  # may be pressed again once fixed


def test_internet_servers_round_trip_through_the_settings_and_the_environment_wins():
    saved = Settings(internet_mailbox="ws://club.example:4000/v1", internet_relay="club.example:4001")
    loaded, problems = Settings.from_payload(saved.to_payload())
    assert loaded == saved and problems == []
    old, problems = Settings.from_payload({"language": "ca"})  # a file written before the fields existed
    assert (old.internet_mailbox, old.internet_relay) == ("", "") and problems == []
    bad, problems = Settings.from_payload({"internet_mailbox": "http://x", "internet_relay": "a b"})
    assert (bad.internet_mailbox, bad.internet_relay) == ("", "")
    assert {p.field for p in problems} == {"internet_mailbox", "internet_relay"}
    assert internet_settings(Settings(), environ={}).mailbox == DEFAULT_MAILBOX
    assert internet_settings(Settings(), environ={}).relay == DEFAULT_RELAY
    chosen = internet_settings(saved, environ={})
    assert (chosen.mailbox, chosen.relay) == ("ws://club.example:4000/v1", "club.example:4001")
    env = {MAILBOX_ENV: "ws://127.0.0.1:9/v1", RELAY_ENV: "tcp:127.0.0.1:10"}
    chosen = internet_settings(saved, environ=env)
    assert (chosen.mailbox, chosen.relay) == ("ws://127.0.0.1:9/v1", "tcp:127.0.0.1:10")


def test_preferences_save_usable_servers_and_keep_the_old_ones_on_a_bad_one(qtbot):
    dlg = PreferencesDialog(Settings(), find_decks(None), "en", environ={})
    qtbot.addWidget(dlg)
    saved = []
    dlg.changed.connect(saved.append)
    assert dlg.mailbox_edit.placeholderText() == DEFAULT_MAILBOX and dlg.internet_note.isHidden()
    dlg.mailbox_edit.setText("ws://club.example:4000/v1")
    dlg.relay_edit.setText("club.example:4001")
    dlg.mailbox_edit.editingFinished.emit()
    assert saved[-1].internet_mailbox == "ws://club.example:4000/v1"
    assert saved[-1].internet_relay == "club.example:4001"
    dlg.relay_edit.setText("club.example")  # no port
    dlg.relay_edit.editingFinished.emit()
    assert len(saved) == 1 and dlg.internet_error.text().startswith("Not saved:")
    assert "transit.magic-wormhole.io:4001" in dlg.internet_error.text()
    assert dlg.relay_edit.text() == "club.example"  # what was typed is not lost
    dlg.relay_edit.setText("")  # empty: the public relay
    dlg.relay_edit.editingFinished.emit()
    assert saved[-1].internet_relay == "" and dlg.internet_error.isHidden()
    told = PreferencesDialog(Settings(), find_decks(None), "en", environ={MAILBOX_ENV: "ws://x/v1"})
    qtbot.addWidget(told)
    assert not told.internet_note.isHidden() and MAILBOX_ENV in told.internet_note.text()


def test_a_wrong_code_is_refused_and_burnt_and_the_lobby_shows_a_new_one_and_new_code_replaces_one(qtbot, windows):
    host, guest = windows("Amfitrió"), windows("Visita")
    lobby = open_lobby(host, friends=(1, 2))
    codes = invited(qtbot, lobby, {1, 2})
    number, words = codes[1].split("-", 1)
    wrong = "contro-manilla" if words != "contro-manilla" else "manilla-contro"
    dlg = join_by_code(qtbot, guest, f"{number}-{wrong}")  # the seat's number, other words
    qtbot.waitUntil(lambda: dlg.join_button.isEnabled(), timeout=WAIT)
    assert dlg.status.text() == join_error_text("wrong_code") and dlg.pages.currentIndex() == 0
    panel = lobby.invite_panel
    qtbot.waitUntil(lambda: panel.codes().get(1) not in (None, codes[1]), timeout=WAIT)  # burnt: a new one
    assert panel.codes()[2] == codes[2]  # the other seat's is untouched
    panel.rows[2].renew_button.click()  # New code: withdrawn and replaced
    qtbot.waitUntil(lambda: panel.codes().get(2) not in (None, codes[2]), timeout=WAIT)
    dlg.address_edit.setText(panel.codes()[2])
    assert dlg.join()
    qtbot.waitUntil(lambda: dlg.pages.currentIndex() == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: lobby.seat_list.names[2].text() == "Visita", timeout=WAIT)  # the code's own seat


def test_leaving_while_the_host_dialog_is_open_closes_its_table_and_invitations(qtbot, windows):
    """A window that goes (or leaves the LAN feature) with its Host dialog open closes the table that dialog
    opened: before, its host thread went on inviting through a dead mailbox after the window had gone."""
    host = windows("Amfitrió", mailbox=f"ws://{LOOPBACK}:{dead_port()}/v1")
    lobby = open_lobby(host)
    lobby.invite_panel.invite_button.click()
    seat = lobby.seat
    assert seat is not None
    host.lan.leave()
    assert not lobby.isVisible() and lobby.seat is None
    assert seat.host is not None and not seat.host.running
