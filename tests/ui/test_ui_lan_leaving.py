"""Leaving a LAN table for another (issue 45, point 9): "Close your table? Yes" closes the old
table before the Host dialog opens; a guest who leaves says goodbye, so the table gives its seat to
a computer player at once instead of waiting for it like a dropped player."""

from lan_helpers import WAIT
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox
from test_ui_lan import hosted_game, windows  # noqa: F401  (the fixture)


def say_yes(monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)


def test_closing_your_table_for_another_closes_it_before_the_host_dialog_opens(qtbot, windows, monkeypatch):  # noqa: F811
    host, guest, _ = hosted_game(qtbot, windows)
    old = host.lan.seat
    table = old.host
    assert table.running
    say_yes(monkeypatch)
    host.lan.host_game()
    lobby = host.lan.lobby
    assert lobby.isVisible() and lobby.seat is None  # the new table is not open yet...
    assert not table.running and host.lan.seat is None  # ...and the old one is closed already
    qtbot.waitUntil(lambda: not guest.lan.active, timeout=WAIT)  # its guest was told
    assert guest.lan.message_box is not None and guest.lan.message_box.text() == "The host has closed the table."
    guest.lan.message_box.done(QMessageBox.StandardButton.Ok)
    lobby.reject()  # no new table after all: back to the start, an offline game on the table
    qtbot.waitUntil(lambda: host.controller.session is not None, timeout=WAIT)


def test_a_guest_who_leaves_is_replaced_by_a_computer_player_at_once(qtbot, windows, monkeypatch):  # noqa: F811
    host, guest, _ = hosted_game(qtbot, windows)
    assert host.lan.seat.host.config.grace >= 60
    say_yes(monkeypatch)
    guest.lan.join_game()  # to join another table: the guest leaves this one
    assert guest.lan.seat is None
    guest.lan.join_dialog.reject()
    note = "A computer player now plays for Visita."
    qtbot.waitUntil(lambda: note in host.lan.chat.texts(), timeout=WAIT)  # not after the 60 s grace
    assert not any(t.startswith("Waiting for Visita") for t in host.lan.chat.texts())


def test_the_host_dialog_starts_from_the_last_table_opened(qtbot, windows):  # noqa: F811
    from botifarra_desktop.engine import Rules

    host = windows("Amfitrió")
    host.lan.host_game()
    first = host.lan.lobby
    first.rules_form.show_rules(Rules(variant="obligada", target=51))
    first.table_edit.setText("Cal Pere")
    first.turn_time_box.setCurrentIndex(first.turn_time_box.count() - 1)
    first.kind_boxes[0].setCurrentIndex(first.kind_boxes[0].findData("friend"))
    first.kind_boxes[1].setCurrentIndex(first.kind_boxes[1].findData("bot"))
    first.level_boxes[1].setCurrentIndex(first.level_boxes[1].findData("hard"))
    assert first.open_table(), first.setup_error.text()
    chosen = first.choices()
    first.reject()  # the table closes; what it was opened with is kept for the next one
    host.lan.host_game()
    second = host.lan.lobby
    assert second is not first and second.seat is None
    assert second.choices() == chosen
    assert second.rules_form.rules() == Rules(variant="obligada", target=51)
    assert second.password_edit.text() == ""  # never kept
    second.reject()


def test_the_computer_players_at_a_hosted_table_have_first_names_of_the_language(qtbot, windows):  # noqa: F811
    host, guest, _ = hosted_game(qtbot, windows)
    computer = host.table.names[2]  # the partner's seat, left to a computer player
    # the names of the language installed now (another test in this process may have installed one)
    names = QCoreApplication.translate(
        "Texts", "Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim",
        "the computer players' names at a LAN table: comma-separated first names usual in this language "
        "(at least three, different from each other)")
    assert computer in [n.strip() for n in names.split(",")], computer
    assert not computer.startswith("Bot")
    assert guest.table.names[1] == computer  # the same name at the guest's table
