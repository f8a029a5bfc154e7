"""Join a game: the tables found on the network, an address typed in, or an internet code; then wait.

The list updates by itself (``TableBrowser``; its callbacks come from zeroconf's
thread and are brought to the GUI thread with a queued signal).  Typing the
address always works, also where the network hides tables.  The same box takes the
code a host gives for a seat across the internet ("6-manilla-contro": a number, a
dash, words); what was typed is told apart by its shape, and a code joins through
the internet servers (``internet``: Preferences, or the environment).  Enter, wherever the
focus is on that page, presses Join (the default button).  Joining runs in a
worker thread (``Connector``): the window never hangs, and every refusal is
said plainly (version, full, password, no answer).  After joining, the dialog
shows who sits where and a chat until the host starts the game.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.ways import PAIRS
from ...net import DEFAULT_PORT, JoinError, TableBrowser, TableInfo
from ...net.codes import looks_like_code, parse_code
from ...net.internet import InternetSettings
from ...net.messages import Seats
from ...net.protocol import MAX_NAME
from ..common.screen_fit import grow_to_layout
from ..common.typography import TextSize, font_size
from .connection import Connector, Inbox, LanSeat, parse_address
from .widgets import add_seats_and_chat, add_table_code, join_error_text, table_code_text

translate = QCoreApplication.translate

#: ``factory(on_add, on_remove) -> object with start() and close()``; tests pass one without multicast.
BrowserFactory = Callable[[Callable[[TableInfo], None], Callable[[TableInfo], None]], Any]


def address_text(host: str, port: int) -> str:
    host = f"[{host}]" if ":" in host else host
    return host if port == DEFAULT_PORT else f"{host}:{port}"


class JoinDialog(QDialog):
    def __init__(self, name: str, last_address: str = "", parent: Optional[QWidget] = None,
                 browser_factory: Optional[BrowserFactory] = TableBrowser,
                 tokens: Optional[dict[tuple[str, int], str]] = None,
                 internet: Optional[Callable[[], InternetSettings]] = None) -> None:
        super().__init__(parent)
        #: The internet servers for a code (called when one is used; ValueError: unusable, said so).
        self.internet = internet or InternetSettings
        self.setWindowTitle(translate("Lan", "Join a game"))
        self.setStyleSheet(f"QWidget {{ {font_size(TextSize.BODY)} }}")
        self.seat: Optional[LanSeat] = None
        self.started = False
        #: Seats we held at tables (address, port) -> token: joining one again takes the seat back.
        self.tokens = dict(tokens or {})
        self.connector = Connector(self)
        self.connector.done.connect(self._joined)
        self._connecting = False
        self._done = False
        self._where: Optional[tuple[str, int]] = None
        self.pages = QStackedWidget()
        self.pages.addWidget(self._find_page(name, last_address))
        self.pages.addWidget(self._waiting_page())
        lay = QVBoxLayout(self)
        lay.addWidget(self.pages)
        # Enter joins: made the default once it is the dialog's (before, the dialog never knew it and Cancel took Enter)
        self.join_button.setDefault(True)
        self.setMinimumWidth(760)  # a table's name, seats and address on one line
        # zeroconf calls back in its own thread: its news wait in an inbox the GUI thread empties
        inbox = Inbox(self)
        inbox.received.connect(self._table_found)
        self.browser = None
        if browser_factory is not None:
            self.browser = browser_factory(lambda t: inbox.put((t, True)), lambda t: inbox.put((t, False)))
            if not self.browser.start():
                self.browser = None
        self._update_empty()

    # ------------------------------------------------------------ page 1: find a table
    def _find_page(self, name: str, last_address: str) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        form = QFormLayout()
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_NAME)
        form.addRow(translate("Lan", "Your name:"), self.name_edit)
        lay.addLayout(form)
        found = QGroupBox(translate("Lan", "Tables on this network"))
        fl = QVBoxLayout(found)
        self.table_list = QListWidget()
        self.table_list.setStyleSheet(f"QListWidget {{ {font_size(TextSize.READING)} }} QListWidget::item {{ padding: 6px; }}")
        self.table_list.setMinimumHeight(160)
        self.table_list.setWordWrap(True)
        self.table_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table_list.currentItemChanged.connect(self._picked)
        self.table_list.itemDoubleClicked.connect(lambda _item: self.join())
        self.empty_label = QLabel()
        self.empty_label.setWordWrap(True)
        self.empty_label.setStyleSheet("color: #444;")
        fl.addWidget(self.table_list)
        fl.addWidget(self.empty_label)
        lay.addWidget(found, 1)
        manual = QGroupBox(translate("Lan", "Or type the address, or the internet code, the host gives you"))
        mf = QFormLayout(manual)
        self.address_edit = QLineEdit(last_address)
        self.address_edit.setPlaceholderText(translate("Lan", "192.168.1.20:47047 or 6-manilla-contro"))
        self.address_edit.setStyleSheet(f"{font_size(TextSize.LARGE)} font-family: monospace; padding: 4px;")
        mf.addRow(translate("Lan", "Address or code:"), self.address_edit)
        self.password_edit = QLineEdit()
        self.password_edit.setPlaceholderText(translate("Lan", "only if the table has one"))
        mf.addRow(translate("Lan", "Password:"), self.password_edit)
        lay.addWidget(manual)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # may quote the host's message
        self.status.setWordWrap(True)
        self.status.setStyleSheet(f"{font_size(TextSize.CONTROL)} font-weight: bold;")
        lay.addWidget(self.status)
        buttons = QHBoxLayout()
        cancel = QPushButton(translate("Lan", "Cancel"))
        self.join_button = QPushButton(translate("Lan", "Join"))
        self.join_button.setStyleSheet(f"{font_size(TextSize.STRONG)} font-weight: bold; padding: 8px 22px;")
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.join_button)
        lay.addLayout(buttons)
        cancel.clicked.connect(self.reject)
        self.join_button.clicked.connect(self.join)
        return page

    def _table_found(self, news: tuple[TableInfo, bool]) -> None:
        table, added = news
        for i in range(self.table_list.count()):
            item = self.table_list.item(i)
            old = item.data(Qt.ItemDataRole.UserRole)
            if (old.service and old.service == table.service) or (old.address, old.port) == (table.address, table.port):
                self.table_list.takeItem(i)
                break
        if added:
            item = QListWidgetItem(self.table_text(table))
            item.setData(Qt.ItemDataRole.UserRole, table)
            if not table.compatible or table.free_seats == 0:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.table_list.addItem(item)
        self._update_empty()

    @staticmethod
    def table_text(t: TableInfo) -> str:
        parts = [t.name]
        if not t.compatible:
            parts.append(translate("Lan", "another version of Botifarra"))
        elif t.free_seats == 0:
            parts.append(translate("Lan", "full"))
        else:
            n = t.free_seats  # (a plain name: lupdate reads the call's count only so)
            parts.append(translate("Lan", "%n free seats", None, n))
        if t.password:
            parts.append(translate("Lan", "password"))
        return " — ".join(parts) + f"   ({address_text(t.address, t.port)})"

    def _update_empty(self) -> None:
        if self.table_list.count():
            self.empty_label.hide()
            return
        self.empty_label.show()
        if self.browser is None:
            self.empty_label.setText(translate("Lan", "Tables cannot be looked for on this network. Type the "
                                                      "address below."))
        else:
            self.empty_label.setText(translate("Lan", "Looking for tables… None found yet. You can also type the "
                                                      "address below."))

    def _picked(self, item: Optional[QListWidgetItem]) -> None:
        if item is not None:
            t = item.data(Qt.ItemDataRole.UserRole)
            self.address_edit.setText(address_text(t.address, t.port))

    # ------------------------------------------------------------ joining
    def join(self) -> bool:
        """Join the address in the box (picked from the list or typed), in a worker thread."""
        if self._connecting:
            return False
        name = self.name_edit.text().strip()
        if not name:
            self._say(translate("Lan", "Write your name: the others see it at the table."), error=True)
            return False
        text = self.address_edit.text().strip()
        if looks_like_code(text):
            return self._join_code(text, name)
        where = parse_address(text)
        if where is None:
            self._say(join_error_text("bad_address"), error=True)
            return False
        self._connecting = True
        self.join_button.setEnabled(False)
        self._say(translate("Lan", "Connecting to %1…").replace("%1", address_text(*where)))
        self._where = where
        self.connector.join(where[0], where[1], name, self.password_edit.text() or None, self.tokens.get(where))
        return True

    def _join_code(self, text: str, name: str) -> bool:
        """Join by an internet code: a mistyped one, or unusable servers, are said before anything is sent."""
        if parse_code(text) is None:
            self._say(join_error_text("bad_code"), error=True)
            return False
        try:
            settings = self.internet()
        except ValueError as exc:
            self._say(join_error_text("bad_servers", str(exc)), error=True)
            return False
        self._connecting = True
        self.join_button.setEnabled(False)
        self._say(translate("Lan", "Looking for the table of this code over the internet…"))
        self._where = None
        self.connector.join_code(settings, text, name)
        return True

    def _say(self, text: str, error: bool = False) -> None:
        self.status.setStyleSheet(f"{font_size(TextSize.CONTROL)} font-weight: bold;" + (" color: #b01010;" if error else ""))
        self.status.setText(text)
        grow_to_layout(self)


    def _joined(self, seat: Optional[LanSeat], error: Optional[JoinError]) -> None:
        self._connecting = False
        self.join_button.setEnabled(True)
        if seat is None:
            code = error.code if error else ""
            if code == "wrong_password" and self._where is None:
                code = "wrong_code"  # a code's words are its password: that code is burnt now
            self._say(join_error_text(code, error.message, error.retry_after) if error else "", error=True)
            return
        if self._done:
            seat.close()  # the dialog was closed while connecting
            return
        self.seat = seat
        #: What to remember as the last address ("" for a code: it is single use).
        self.address = address_text(*self._where) if self._where is not None else ""
        src = seat.source
        src.seats_changed.connect(self._seats)
        src.chat.connect(self._chat)
        self.chat.send.connect(src.send_chat)
        src.closed.connect(self._lost)
        welcome = seat.welcome
        src.attach(seat.client, welcome)
        self.table_label.setText(translate("Lan", "You are at the table “%1”. The game starts when the host "
                                                  "says so.").replace("%1", welcome.table if welcome else ""))
        self.code_label.setText(table_code_text(seat.client.table_code))
        self.pages.setCurrentIndex(1)
        if welcome is not None and welcome.reconnected:
            self._begin()  # back at a game under way

    # ------------------------------------------------------------ page 2: waiting for the start
    def _waiting_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        self.table_label = QLabel()
        self.table_label.setTextFormat(Qt.TextFormat.PlainText)  # the table's name comes from the host
        self.table_label.setWordWrap(True)
        self.table_label.setStyleSheet(f"{font_size(TextSize.LARGE)} font-weight: bold;")
        lay.addWidget(self.table_label)
        self.code_label = add_table_code(lay)
        self.seat_list, self.chat = add_seats_and_chat(lay)
        buttons = QHBoxLayout()
        leave = QPushButton(translate("Lan", "Leave the table"))
        buttons.addWidget(leave)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        leave.clicked.connect(self.reject)
        return page

    def _seats(self, msg: Seats) -> None:
        me = self.seat.client.seat if self.seat is not None and self.seat.client.seat is not None else 0
        way_name = self.seat.source.rules().way_name if self.seat is not None else PAIRS
        self.seat_list.show_seats(msg, me, way_name)
        if msg.started:
            self._begin()

    def _chat(self, _seat: int, name: str, text: str) -> None:
        self.chat.add(name, text)

    def _lost(self, kind: str, reason: str) -> None:
        if self.seat is None or self.started:
            return
        seat, self.seat = self.seat, None
        self._drop(seat)
        seat.close()
        self.pages.setCurrentIndex(0)
        text = translate("Lan", "The host has closed the table.") if kind == "host_closing" else \
            translate("Lan", "The connection to the table was lost.")
        self._say(text, error=True)

    def _begin(self) -> None:
        if not self.started and self.seat is not None:
            self.started = True
            self.accept()

    def _drop(self, seat: LanSeat) -> None:
        src = seat.source
        for signal, slot in ((src.seats_changed, self._seats), (src.chat, self._chat), (src.closed, self._lost),
                             (self.chat.send, src.send_chat)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def take_seat(self) -> Optional[LanSeat]:
        """The joined table, now the caller's to keep and close."""
        seat, self.seat = self.seat, None
        if seat is not None:
            self._drop(seat)
        return seat

    def done(self, result: int) -> None:
        self._done = True
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        if result != QDialog.DialogCode.Accepted and self.seat is not None:
            seat, self.seat = self.seat, None
            self._drop(seat)
            seat.close()
        super().done(result)
