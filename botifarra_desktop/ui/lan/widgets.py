"""Pieces shared by the LAN lobby, the join dialog and a LAN game: chat, seats, messages.

Every message a player may meet at a LAN table is here, translated by the
protocol's stable codes (the host's English text is the fallback).
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.ways import PAIRS, WAY_TABLE
from ...net.messages import SeatInfo, Seats
from ..common.seats import TABLE_SEATS
from ..common.typography import TextSize, font_size
from ..dialogs.new_game import seat_labels
from ..table.layout import seat_sides
from .seat_frame import SeatFrame

translate = QCoreApplication.translate


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as it is: Qt would take text that looks like HTML for markup."""
    return QtGui.Qt.convertFromPlainText(text)


MAX_CHAT = 300  # the protocol's limit


def table_code_text(code: Optional[str]) -> str:
    """The table's code as the host's lobby and the joining player's dialog show it."""
    if not code:
        return ""
    return translate("Lan", "Table code: %1. The host's window and every player's show the same code: compare it "
                            "out loud to be sure nobody sits in between.").replace("%1", code)


def add_table_code(layout: Any) -> QLabel:
    """The label under the table's name where the lobby and the join dialog show
    :func:`table_code_text` (selectable, so it can be copied)."""
    label = QLabel()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setStyleSheet(f"{font_size(TextSize.BODY)} color: #333;")
    layout.addWidget(label)
    return label


def join_error_text(code: str, message: str = "", retry_after: Optional[float] = None) -> str:
    """Why joining (or opening) a table did not work, for the player; ``retry_after``: how many seconds
    the table asks to wait before the next try (a password typed wrong too often)."""
    wait = ""
    if retry_after:
        wait = " " + translate("Lan", "Try again in %1 s.").replace("%1", str(max(1, round(retry_after))))
    texts = {
        "protocol_mismatch": translate("Lan", "This table runs a different version of Botifarra. Both computers "
                                              "need the same version."),
        "table_full": translate("Lan", "This table is full (or its game is over)."),
        "wrong_password": translate("Lan", "The password is not right. Ask the host for it.") + wait,
        "try_later": translate("Lan", "Too many wrong passwords from this computer.") + wait,
        "seat_in_use": translate("Lan", "Your seat is still connected from another window or computer. Close "
                                        "that one, or wait until the table notices it is gone, and try again."),
        "wrong_table": translate("Lan", "The table at that address is not the one your seat is at (its code "
                                        "changed). Your seat's token was not sent."),
        "bad_handshake": translate("Lan", "The connection to the table could not be set up safely."),
        "bad_record": translate("Lan", "The connection to the table was tampered with, or the password is "
                                       "not right."),
        "bad_token": translate("Lan", "Your seat at this table is gone. Join again as a new player."),
        "server_busy": translate("Lan", "The table is busy. Try again in a moment."),
        "unreachable": translate("Lan", "No table answers at that address. Check the address and the port, and "
                                        "that the host has opened the table."),
        "timeout": translate("Lan", "The table did not answer in time. Check the address and try again."),
        "closed": translate("Lan", "The table closed the connection. Try again."),
        "bad_address": translate("Lan", "Type the address the host gives you, for example 192.168.1.20:47047."),
        "port_taken": translate("Lan", "The table could not be opened on this computer: %1").replace("%1", message),
        **internet_error_texts(message),
    }
    return texts.get(code) or message or code


def internet_error_texts(message: str = "") -> dict[str, str]:
    """Why a code, or the internet servers, did not work (``net.internet``'s error codes)."""
    unreachable = translate("Lan", "The internet meeting point cannot be reached. Check this computer's "
                                   "connection, or the servers in Preferences ▸ Internet.")
    return {
        # (the example kept on one line: non-breaking hyphens)
        "bad_code": translate("Lan", "That is not a Botifarra code. A code is a number and words, for example "
                                     "6-manilla-contro: check the spelling.").replace("6-manilla-contro",
                                                                                     "6\u2011manilla\u2011contro"),
        "bad_servers": translate("Lan", "The internet servers in Preferences are not usable: %1").replace(
            "%1", message),
        "unknown_code": translate("Lan", "No table answers on this code: it is mistyped, already used, or its "
                                         "table is closed. Check it, or ask the host for a new code."),
        "wrong_code": translate("Lan", "The words of this code are not right, and a code works only once: ask "
                                       "the host for the seat's new code."),
        "not_a_table": translate("Lan", "What answered on this code is not a Botifarra table."),
        "crowded": translate("Lan", "Someone else is using this code. Ask the host for a new one."),
        "host_gone": translate("Lan", "The table did not come to the relay: the host may have closed it, or it "
                                      "uses other servers."),
        "bad_mailbox_url": translate("Lan", "The mailbox address is not usable: %1").replace("%1", message),
        "bad_relay_address": translate("Lan", "The relay address is not usable: %1").replace("%1", message),
        "mailbox_unreachable": unreachable,
        "mailbox_timeout": unreachable,
        "mailbox_closed": unreachable,
        "mailbox_refused": translate("Lan", "The internet meeting point refused us: %1").replace("%1", message),
        "relay_unreachable": translate("Lan", "The relay cannot be reached. Check this computer's connection, or "
                                              "the servers in Preferences ▸ Internet."),
        "relay_alone": translate("Lan", "The other side did not come to the relay in time."),
    }


def lan_problem_text(code: str, message: str = "") -> Optional[str]:
    """A refusal from the host that is not about a card (those are ``texts.refusal_text``)."""
    return {
        "not_started": translate("Lan", "The game has not started yet."),
        "rate_limited": translate("Lan", "Too many clicks at once; wait a moment."),
        "game_over": translate("Lan", "The game is over."),
        "bot_plays": translate("Lan", "Your time ran out: a computer player plays your cards until this hand "
                                      "is over."),
        "chat_limited": translate("Lan", "Too many chat messages at once; wait a moment."),
        "seat_freed": translate("Lan", "The host has given your seat to a computer player."),
    }.get(code)


def clock_text(mine: bool, name: str, seconds: float) -> str:
    """The turn clock's countdown, for the player to act or for the others."""
    left = str(max(0, round(seconds)))
    if mine:
        return translate("Lan", "Your turn: %1 s left to play.").replace("%1", left)
    return translate("Lan", "%1 has %2 s left to play.").replace("%1", name).replace("%2", left)


TURN_TIMES = (30.0, 60.0, 120.0, 300.0, None)  # the lobby's choices; 60 s unless the host picks another
#: The lobby's choices of slow time a game (``HostConfig.overtime_per_game``); 5 minutes unless the host picks
#: another, as ``botifarra-host --overtime-per-game``.
OVERTIMES = (120.0, 300.0, 600.0, 1200.0, None)


def turn_time_text(seconds: "float | None") -> str:
    if seconds is None:
        return translate("Lan", "No limit")
    if seconds < 60:
        n = int(seconds)
        return translate("Lan", "%n seconds", None, n)
    n = int(seconds // 60)
    return translate("Lan", "%n minutes", None, n)


def fill_free_seat_menu(menu: Any, seats: Optional[Seats], free: Any) -> None:
    """The host's "Free a seat" menu: one entry per friend's seat (not the host's own, seat 0)."""
    menu.clear()
    started = seats is not None and seats.started
    for s in seats.seats if seats is not None else ():
        if s.human and s.status in ("connected", "away") and s.seat != 0:
            name = s.name.replace("&", "&&")  # a name is text, never a shortcut key
            text = translate("Lan", "Give %1's seat to a computer player") if started else \
                translate("Lan", "Free %1's seat")
            action = menu.addAction(text.replace("%1", name))
            action.triggered.connect(lambda _checked=False, seat=s.seat: free(seat))
    if menu.isEmpty():
        menu.addAction(translate("Lan", "No friend's seat to free")).setEnabled(False)


class SeatList(QWidget):
    """Who sits where, from the host's ``seats`` message, seen from ``me``."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(16)
        self.roles: list[QLabel] = []
        self.names: list[QLabel] = []
        for row in TABLE_SEATS:
            role, name = QLabel(), QLabel()
            for label in (role, name):
                label.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is text, never markup
            role.setStyleSheet(f"{font_size(TextSize.CONTROL)} color: #444;")
            name.setStyleSheet(f"{font_size(TextSize.STRONG)} font-weight: bold;")
            grid.addWidget(role, row, 0)
            grid.addWidget(name, row, 1)
            self.roles.append(role)
            self.names.append(name)
        grid.setColumnStretch(1, 1)
        self.show_seats(None, 0)

    def show_seats(self, seats: Optional[Seats], me: int, way_name: str = PAIRS) -> None:
        """The seats of the host's ``seats`` message as ``me`` sees them, named by their place at the
        table in the way to play ``way_name``."""
        by_seat = {s.seat: s for s in seats.seats} if seats is not None else {}
        players = WAY_TABLE[way_name].players if way_name in WAY_TABLE else len(TABLE_SEATS)
        frame = SeatFrame(me, players, way_name == PAIRS)
        labels, places = seat_labels(way_name), seat_sides(players)
        for d in TABLE_SEATS:
            shown = d < players
            self.roles[d].setVisible(shown)
            self.names[d].setVisible(shown)
            if shown:
                self.roles[d].setText(labels[places[d]])
                self.names[d].setText(self.seat_text(by_seat.get(frame.real(d))))

    @staticmethod
    def seat_text(s: Optional[SeatInfo]) -> str:
        if s is None:
            return "…"
        name, status = s.name, s.status
        if status == "open":
            return translate("Lan", "waiting for a friend…")
        if status == "away":
            return translate("Lan", "%1 (connection lost)").replace("%1", name)
        if status == "bot":
            if s.human:
                return translate("Lan", "%1 (a computer player plays for them)").replace("%1", name)
            return translate("Lan", "%1 (computer)").replace("%1", name)
        return name

    def text(self) -> str:
        return "\n".join(f"{r.text()} {n.text()}" for r, n in zip(self.roles, self.names) if not r.isHidden())


class ChatLines(QListWidget):
    """The chat's messages: a few lines at least, more wherever the page has room (never asking for the
    list's large default height, which made the lobby scroll on a 1366x768 screen)."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), 4 * self.fontMetrics().height() + 2 * self.frameWidth())


class ChatPanel(QWidget):
    """Messages to everyone at the table: a short list and a line to type in."""

    send = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.lines = ChatLines()
        self.lines.setWordWrap(True)
        self.lines.setStyleSheet(f"QListWidget {{ {font_size(TextSize.BODY)} }}")
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.edit = QLineEdit()
        self.edit.setMaxLength(MAX_CHAT)
        self.edit.setStyleSheet(f"{font_size(TextSize.BODY)} padding: 4px;")
        self.edit.setPlaceholderText(translate("Lan", "Write to the table…"))
        self.button = QPushButton(translate("Lan", "Send"))
        self.button.setStyleSheet(f"{font_size(TextSize.BODY)} padding: 4px 12px;")
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.button)
        lay.addWidget(self.lines, 1)
        lay.addLayout(row)
        self.edit.returnPressed.connect(self._send)
        self.button.clicked.connect(self._send)

    def _send(self) -> None:
        text = self.edit.text().strip()
        if text:
            self.send.emit(text)
            self.edit.clear()

    def add(self, name: str, text: str) -> None:
        item = QListWidgetItem(f"{name}: {text}" if name else text)
        item.setToolTip(plain_tooltip(text))
        self.lines.addItem(item)
        while self.lines.count() > 200:
            self.lines.takeItem(0)
        self.lines.scrollToBottom()

    def note(self, text: str) -> None:
        """A line from the table itself (someone joined, left, came back)."""
        item = QListWidgetItem(text)
        font = item.font()
        font.setItalic(True)
        item.setFont(font)
        self.lines.addItem(item)
        self.lines.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.lines.item(i).text() for i in range(self.lines.count())]


def add_seats_and_chat(layout: Any) -> tuple["SeatList", "ChatPanel"]:
    """The lobby's and the join dialog's waiting page: who is at the table, and the chat."""
    players = QGroupBox(QCoreApplication.translate("Lan", "At the table"))
    seat_list = SeatList()
    QVBoxLayout(players).addWidget(seat_list)
    layout.addWidget(players)
    chat_box = QGroupBox(QCoreApplication.translate("Lan", "Chat"))
    chat = ChatPanel()
    chat.setMinimumHeight(150)
    QVBoxLayout(chat_box).addWidget(chat)
    layout.addWidget(chat_box, 1)
    return seat_list, chat
