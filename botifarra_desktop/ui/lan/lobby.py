"""Host a game (friends join on the network or by an internet code): set the table up, open it,
wait for friends (with chat), then Start.

First page: your name, the table's name and password, the way to play and the
rules (the new-game dialog's ``RulesForm``) and, for each other seat the way to
play has (1-3), a friend or a computer player; side by side where the screen has room, else
one column that scrolls (an 800x600 screen), the buttons always in sight.  The table's time per
turn and its slow time per game (``HostConfig.overtime_per_game``: what a player's turns may take
beyond their first ``QUICK_TURN`` seconds, over a whole game; 5 minutes unless the host picks another)
are chosen there too.
"Open the table" (the default button: Enter in a field presses it) listens and
announces it; the second page shows the address to tell friends in large type
(with a Copy button), who has joined, and a chat.  "Invite over the internet" there
(``InvitePanel``) shows a code for each friend's seat still empty, for friends who are
not on the network (the servers: Preferences ▸ Internet, or the environment).
"Start" begins with whoever is there: a friend's seat still empty is played by a
computer at that seat's level.  The game also starts by itself when every
friend's seat is taken.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import Rules
from ...engine.ways import WAY_TABLE
from ...net import DEFAULT_PORT, HostConfig, JoinError
from ...net.messages import Seats
from ...net.protocol import MAX_NAME, clean_name
from ...net.turn_clock import QUICK_TURN
from ...session import DEFAULT_BOT_LEVEL
from ...storage import Settings
from ...storage.settings import DEFAULT_SEAT_NAMES
from ..common.screen_fit import dialog_room, fit_dialog
from ..common.scrolling import column_scroll
from ..common.texts import computer_names, default_seat_name, own_name
from ..common.typography import TextSize, font_size
from ..dialogs.new_game import level_names, seat_labels
from ..dialogs.rules_form import RulesForm
from ..table.layout import seat_sides
from .connection import Inbox, LanSeat, internet_settings, open_table
from .invite_panel import InvitePanel
from .widgets import (
    OVERTIMES,
    TURN_TIMES,
    add_seats_and_chat,
    add_table_code,
    fill_free_seat_menu,
    join_error_text,
    table_code_text,
    turn_time_text,
)

translate = QCoreApplication.translate

#: Seconds a dropped player has to come back, and the longest pause between hands.
GRACE_SECONDS = 60.0
HAND_PAUSE_SECONDS = 90.0


@dataclass(frozen=True)
class LobbyChoices:
    """What the player chose for the last table they opened (the password is never kept)."""

    rules: Rules
    table_name: str
    turn_time: Optional[float]
    overtime: Optional[float]  # seconds of slow turns a game (None: no cap)
    kinds: tuple[str, ...]  # seats 1-3: "friend" or "bot"
    levels: tuple[str, ...]


class HostLobbyDialog(QDialog):
    def __init__(self, settings: Settings, parent: Optional[QWidget] = None, bind: str = "0.0.0.0",
                 port: int = DEFAULT_PORT, announce: bool = True, bot_think: float = HostConfig.bot_think) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Lan", "Host a game"))
        self.setStyleSheet(f"QWidget {{ {font_size(TextSize.BODY)} }}")
        self.bind, self.port, self.announce = bind, port, announce
        self.bot_think = bot_think  # seconds a computer player takes at least for a card (tests: 0)
        self._settings = settings
        self._friends: tuple[int, ...] = ()
        # the table's codes come from its thread: an inbox brings them to this one
        self._invitations = Inbox(self)
        #: The table, once open; handed over (``take_seat``) when the game starts.
        self.seat: Optional[LanSeat] = None
        #: The choices the table was opened with (for the next Host dialog of the run).
        self.opened_with: Optional[LobbyChoices] = None
        self.started = False
        self.pages = QStackedWidget()
        self.pages.addWidget(self._setup_page(settings))
        self.pages.addWidget(self._waiting_page())
        self._show_page(0)
        lay = QVBoxLayout(self)
        lay.addWidget(self.pages)
        # Enter opens the table: made the default once it is the dialog's (before, Cancel took Enter)
        self.open_button.setDefault(True)
        self._fit_setup_page(self._setup_buttons)

    # ------------------------------------------------------------ page 1: the table
    def _setup_page(self, settings: Settings) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(0, 0, 0, 0)
        # the table, the seats and the rules scroll on a small screen; the error and the buttons stay in sight
        self.setup_body = body = QWidget()
        self.setup_scroll = scroll = column_scroll(body)
        outer.addWidget(scroll, 1)
        self.setup_columns = cols = QBoxLayout(QBoxLayout.Direction.LeftToRight, body)
        cols.setContentsMargins(0, 0, 0, 0)
        left = QVBoxLayout()
        table = QGroupBox(translate("Lan", "The table"))
        form = QFormLayout(table)
        me = own_name(settings.seat_names[0] if settings.seat_names else "", DEFAULT_SEAT_NAMES[0])
        self.name_edit = QLineEdit(me)
        self.name_edit.setMaxLength(MAX_NAME)
        form.addRow(translate("Lan", "Your name:"), self.name_edit)
        # "Me's table" would not tell friends whose table it is: without a name of the player's, plain Botifarra
        named = bool(me) and me != default_seat_name(0)
        self.table_edit = QLineEdit(translate("Lan", "%1's table").replace("%1", me) if named else "Botifarra")
        self.table_edit.setMaxLength(MAX_NAME)
        form.addRow(translate("Lan", "Table name:"), self.table_edit)
        self.password_edit = QLineEdit()
        self.password_edit.setPlaceholderText(translate("Lan", "none"))
        form.addRow(translate("Lan", "Password (optional):"), self.password_edit)
        self.turn_time_box = QComboBox()
        for seconds in TURN_TIMES:
            self.turn_time_box.addItem(turn_time_text(seconds), seconds)
        self.turn_time_box.setCurrentIndex(TURN_TIMES.index(60.0))
        self.turn_time_box.setToolTip(translate("Lan", "How long each player, you too, may think about each card; "
                                                       "then a little extra time a hand, and then the computer "
                                                       "plays their cards until the hand is over"))
        form.addRow(translate("Lan", "Time per turn:"), self.turn_time_box)
        self.overtime_box = QComboBox()
        for seconds in OVERTIMES:
            self.overtime_box.addItem(turn_time_text(seconds), seconds)
        self.overtime_box.setCurrentIndex(OVERTIMES.index(300.0))
        self.overtime_box.setToolTip(translate("Lan", "How much time each player may take, over the whole game, "
                                                      "beyond the first %1 seconds of their turns. Once it is "
                                                      "spent, each turn has %1 seconds: nobody can make the game "
                                                      "last hours by thinking to the end of every turn.")
                                     .replace("%1", str(int(QUICK_TURN))))
        form.addRow(translate("Lan", "Slow turns, per game:"), self.overtime_box)
        # without a turn clock nothing is slow: the choice has nothing to limit
        self.turn_time_box.currentIndexChanged.connect(
            lambda: self.overtime_box.setEnabled(self.turn_time_box.currentData() is not None))
        left.addWidget(table)

        seats = QGroupBox(translate("Lan", "Seats"))
        sform = QFormLayout(seats)
        self.seats_form = sform
        self.kind_boxes: list[QComboBox] = []
        self.level_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for seat in (1, 2, 3):
            kind = QComboBox()
            kind.addItem(translate("Lan", "A friend"), "friend")
            kind.addItem(translate("Lan", "A computer player"), "bot")
            level = QComboBox()
            for key, text in level_names().items():
                level.addItem(text, key)
            saved = settings.ai_levels[seat - 1] if seat - 1 < len(settings.ai_levels) else DEFAULT_BOT_LEVEL
            level.setCurrentIndex(max(0, level.findData(saved)))
            level.setToolTip(translate("Lan", "The computer player's level (also for a friend's seat left empty "
                                              "when you start)"))
            row = QHBoxLayout()
            row.addWidget(kind, 2)
            row.addWidget(level, 1)
            label = QLabel()
            sform.addRow(label, row)
            self.seat_labels.append(label)
            self.kind_boxes.append(kind)
            self.level_boxes.append(level)
        left.addWidget(seats)
        note = QLabel(translate("Lan", "A friend's seat still empty when you start is played by the computer, "
                                       "at the level beside it."))
        note.setWordWrap(True)
        note.setStyleSheet("color: #444;")
        left.addWidget(note)
        left.addStretch(1)
        self.setup_error = QLabel()
        self.setup_error.setWordWrap(True)
        self.setup_error.setStyleSheet(f"color: #b01010; font-weight: bold; {font_size(TextSize.CONTROL)}")
        outer.addWidget(self.setup_error)
        buttons = QHBoxLayout()
        self.open_button = QPushButton(translate("Lan", "Open the table"))
        self.open_button.setStyleSheet(f"{font_size(TextSize.STRONG)} font-weight: bold; padding: 8px 18px;")
        cancel = QPushButton(translate("Lan", "Cancel"))
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.open_button)
        outer.addLayout(buttons)
        self._setup_buttons = buttons
        self.open_button.clicked.connect(self.open_table)
        cancel.clicked.connect(self.reject)
        cols.addLayout(left, 1)
        self.rules_form = RulesForm(settings.rules_preset, ways=True)
        self.rules_form.way_box.currentIndexChanged.connect(self._way_changed)
        self._way_changed()
        right = QVBoxLayout()
        right.addWidget(self.rules_form)
        right.addStretch(1)
        cols.addLayout(right, 1)
        return page

    def _fit_setup_page(self, buttons: QHBoxLayout) -> None:
        """Side by side where the screen has room for both columns, else the rules under the seats (the
        page then scrolls): on an 800x600 screen the whole lobby, and Open the table, stay on it."""
        body, scroll = self.setup_body, self.setup_scroll
        bar = scroll.verticalScrollBar().sizeHint().width()
        outer = self.layout()
        frame = outer.contentsMargins() if outer is not None else None
        edges = (frame.left() + frame.right() + 8) if frame is not None else 30
        room = dialog_room(self)
        if room is not None and body.sizeHint().width() + bar + edges > room.width():
            self.setup_columns.setDirection(QBoxLayout.Direction.TopToBottom)
        body.adjustSize()
        scroll.setMinimumWidth(min(body.minimumSizeHint().width() + bar,
                                   room.width() - edges if room is not None else body.sizeHint().width() + bar))
        wanted = body.sizeHint() + QSize(bar + edges, buttons.sizeHint().height()
                                         + self.setup_error.sizeHint().height() + 48)
        fit_dialog(self, wanted)

    @property
    def way_name(self) -> str:
        return self.rules_form.way_box.currentData()

    def choices(self) -> LobbyChoices:
        """The table as set up (raises ValueError from the rules when they do not fit)."""
        return LobbyChoices(self.rules_form.rules(), self.table_edit.text(), self.turn_time_box.currentData(),
                            self.overtime_box.currentData(), tuple(box.currentData() for box in self.kind_boxes),
                            tuple(box.currentData() for box in self.level_boxes))

    def apply(self, choices: LobbyChoices) -> None:
        """Set the page up as the last table was (Game ▸ Host remembers it while the app runs)."""
        self.rules_form.way_box.setCurrentIndex(max(0, self.rules_form.way_box.findData(choices.rules.way_name)))
        self.rules_form.show_rules(choices.rules)
        if choices.table_name:
            self.table_edit.setText(choices.table_name)
        self.turn_time_box.setCurrentIndex(max(0, self.turn_time_box.findData(choices.turn_time)))
        self.overtime_box.setCurrentIndex(max(0, self.overtime_box.findData(choices.overtime)))
        for box, kind in zip(self.kind_boxes, choices.kinds):
            box.setCurrentIndex(max(0, box.findData(kind)))
        for box, level in zip(self.level_boxes, choices.levels):
            box.setCurrentIndex(max(0, box.findData(level)))

    def _way_changed(self) -> None:
        """Only the seats of the way to play, named by their place at the table."""
        players = WAY_TABLE[self.way_name].players
        labels, places = seat_labels(self.way_name), seat_sides(players)
        for seat in (1, 2, 3):
            used = seat < players
            self.seats_form.setRowVisible(seat - 1, used)
            if used:
                self.seat_labels[seat - 1].setText(labels[places[seat]])

    def _other_seats(self) -> tuple[int, ...]:
        return tuple(range(1, WAY_TABLE[self.way_name].players))

    def friend_seats(self) -> tuple[int, ...]:
        return tuple(seat for seat in self._other_seats() if self.kind_boxes[seat - 1].currentData() == "friend")

    def open_table(self) -> bool:
        """Listen, announce and seat our player; on to the waiting page.  False (with a message) if not."""
        name = self.name_edit.text().strip()
        if not name:
            self.setup_error.setText(translate("Lan", "Write your name: your friends see it at the table."))
            return False
        friends = self.friend_seats()
        if not friends:
            self.setup_error.setText(translate("Lan", "Choose at least one seat for a friend (for a game against "
                                                      "the computer only, use New game)."))
            return False
        try:
            rules = self.rules_form.rules()
        except ValueError as exc:
            self.setup_error.setText(str(exc))
            return False
        levels = {seat: self.level_boxes[seat - 1].currentData() for seat in self._other_seats()}
        # the computer players get first names of the language, kept for the table's games ("" for the
        # players' seats: a friend's seat left empty gets the next one)
        names = computer_names(rules.way.players - 1, random.Random())
        config = HostConfig(rules=rules, human_seats=(0, *friends), table_name=self.table_edit.text().strip()
                            or "Botifarra", password=self.password_edit.text() or None, grace=GRACE_SECONDS,
                            hand_pause=HAND_PAUSE_SECONDS, turn_time=self.turn_time_box.currentData(),
                            overtime_per_game=self.overtime_box.currentData(), bot_think=self.bot_think,
                            bot_names=("", *(clean_name(n)[:MAX_NAME] for n in names)))
        try:
            seat = open_table(config, levels, name, self.bind, self.port, self.announce)
        except (OSError, JoinError) as exc:
            self.setup_error.setText(join_error_text("port_taken", getattr(exc, "strerror", None) or str(exc)))
            return False
        self.seat = seat
        self._friends = friends
        self.opened_with = self.choices()
        src = seat.source
        src.seats_changed.connect(self._seats)
        src.chat.connect(self._chat)
        self.chat.send.connect(src.send_chat)
        self._show_address()
        self._show_page(1)
        self._fit_waiting_page()
        return True

    # ------------------------------------------------------------ page 2: waiting for friends
    def _fit_waiting_page(self) -> None:
        """As tall as the address, the seats and the chat need, or as the screen allows (they scroll then)."""
        scroll, body = self.waiting_scroll, self.waiting_scroll.widget()
        if body is None:
            return
        outer = self.layout()
        frame = outer.contentsMargins() if outer is not None else None
        edges = QSize(frame.left() + frame.right(), frame.top() + frame.bottom()) if frame is not None \
            else QSize(24, 24)
        # the wrapped sentences take fewer lines at the page's real width than at its narrowest
        width = self.width() - edges.width() - scroll.verticalScrollBar().sizeHint().width()
        tall = body.heightForWidth(width) if body.hasHeightForWidth() else body.sizeHint().height()
        buttons = self.start_button.sizeHint().height()
        fit_dialog(self, QSize(self.width(), tall + 2 * scroll.frameWidth() + buttons + edges.height() + 24))

    def _show_page(self, index: int) -> None:
        """Show page ``index``; only its size counts (the other page must not make the dialog too tall)."""
        for i in range(self.pages.count()):
            policy = QSizePolicy.Policy.Preferred if i == index else QSizePolicy.Policy.Ignored
            page = self.pages.widget(i)
            if page is not None:
                page.setSizePolicy(policy, policy)
        self.pages.setCurrentIndex(index)

    def _waiting_page(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(0, 0, 0, 0)
        # on a small screen the address, seats and chat scroll; Start the game stays in sight
        body = QWidget()
        self.waiting_scroll = scroll = column_scroll(body)
        outer.addWidget(scroll, 1)
        lay = QVBoxLayout(body)
        title = QLabel(translate("Lan", "Your table is open"))
        title.setStyleSheet(f"{font_size(TextSize.TITLE)} font-weight: bold;")
        lay.addWidget(title)
        tell = QLabel(translate("Lan", "Tell your friends this address (in Game ▸ Join a game):"))
        tell.setWordWrap(True)
        tell.setStyleSheet(font_size(TextSize.READING))
        lay.addWidget(tell)
        row = QHBoxLayout()
        self.address_label = QLabel()
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label.setStyleSheet(f"{font_size(TextSize.DISPLAY)} font-weight: bold; font-family: monospace;"
                                         " background: #fff8d6; border: 2px solid #b08a00; border-radius: 8px;"
                                         " padding: 6px 14px; color: #111;")
        self.copy_button = QPushButton(translate("Lan", "Copy"))
        self.copy_button.clicked.connect(self._copy)
        row.addWidget(self.address_label, 1)
        row.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignVCenter)
        lay.addLayout(row)
        self.announce_label = QLabel()
        self.announce_label.setWordWrap(True)
        self.announce_label.setStyleSheet(f"{font_size(TextSize.BODY)} color: #444;")
        lay.addWidget(self.announce_label)
        self.invite_panel = InvitePanel(self._seat_name)
        self.invite_panel.invite.connect(self.invite_over_internet)
        self.invite_panel.renew.connect(self.renew_code)
        self._invitations.received.connect(self.invite_panel.show_invitations)
        lay.addWidget(self.invite_panel)
        self.code_label = add_table_code(lay)
        self.seat_list, self.chat = add_seats_and_chat(lay)
        buttons = QHBoxLayout()
        self.close_button = QPushButton(translate("Lan", "Close the table"))
        self.start_button = QPushButton(translate("Lan", "Start the game"))
        self.start_button.setStyleSheet(f"{font_size(TextSize.LARGE)} font-weight: bold; padding: 10px 22px;"
                                        " background: #ffd400; color: #111;")
        self.start_button.setToolTip(translate("Lan", "Friends' seats still empty are played by the computer"))
        self.free_button = QPushButton(translate("Lan", "Free a seat"))
        self.free_menu = QMenu(self.free_button)
        self.free_menu.aboutToShow.connect(lambda: fill_free_seat_menu(
            self.free_menu, self.seat.source.seats if self.seat is not None else None, self.free_seat))
        self.free_button.setMenu(self.free_menu)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.free_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        outer.addLayout(buttons)
        self.close_button.clicked.connect(self.reject)
        self.start_button.clicked.connect(self.start_game)
        return page

    def _show_address(self) -> None:
        seat = self.seat
        if seat is None or seat.host is None:
            return
        self.address_label.setText("\n".join(seat.addresses()))
        self.code_label.setText(table_code_text(seat.host.table_code))
        if seat.host.announced:
            self.announce_label.setText(translate("Lan", "Friends on this network also see the table in their "
                                                         "list."))
        else:
            self.announce_label.setText(translate("Lan", "The table is not announced on the network: give your "
                                                         "friends the address."))

    def _seat_name(self, seat: int) -> str:
        """A seat as the setup page named it (its place at the table)."""
        players = WAY_TABLE[self.way_name].players
        return seat_labels(self.way_name)[seat_sides(players)[seat]]

    def invite_over_internet(self) -> bool:
        """Ask the table for a code per friend's seat still empty; False (said in the panel) if the
        servers set in Preferences or the environment are not usable."""
        if self.seat is None or self.seat.host is None:
            return False
        try:
            settings = internet_settings(self._settings)
        except ValueError as exc:
            self.invite_panel.problem(join_error_text("bad_servers", str(exc)))
            return False
        self.invite_panel.started()
        self.seat.host.invite(settings, self._friends, self._invitations.put)
        self._fit_waiting_page()
        return True

    def renew_code(self, seat: int) -> None:
        if self.seat is not None and self.seat.host is not None:
            self.seat.host.renew_code(seat)

    def _copy(self) -> None:
        if self.seat is not None and self.seat.addresses():
            QGuiApplication.clipboard().setText(self.seat.addresses()[0])

    def _seats(self, msg: Seats) -> None:
        self.seat_list.show_seats(msg, 0, self.way_name)
        if msg.started and not self.started:
            self.started = True
            self.accept()  # every friend's seat is taken, or Start was pressed

    def free_seat(self, seat: int) -> None:
        if self.seat is not None and self.seat.host is not None:
            self.seat.host.free_seat(seat)

    def start_game(self) -> None:
        if self.seat is not None and self.seat.host is not None and not self.started:
            self.seat.host.start_now()  # the seats message that follows closes the lobby

    def _chat(self, _seat: int, name: str, text: str) -> None:
        self.chat.add(name, text)

    def take_seat(self) -> Optional[LanSeat]:
        """The open table, now the caller's to keep and close."""
        seat, self.seat = self.seat, None
        if seat is not None:
            seat.source.seats_changed.disconnect(self._seats)
            seat.source.chat.disconnect(self._chat)
        return seat

    def reject(self) -> None:
        if self.seat is not None:  # closing the lobby closes the table
            seat, self.seat = self.seat, None
            seat.close()
        super().reject()
