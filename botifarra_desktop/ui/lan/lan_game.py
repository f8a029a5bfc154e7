"""LAN play in the main window: the Game menu entries, the chat dock and the table's news.

``LanGame`` opens the lobby (host) or the join dialog, then puts the table on
the same controller and scene as offline play (``controller.start_source``).
While a LAN game is on: a chat dock; a dropped player's countdown on the table;
"Rejoin" after our connection is lost (the client keeps its token); and when the
host closes the table, a clear message and back to the start.  LAN games are
not autosaved, on either side: the host's game lives in its program only.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QMessageBox

from ...net import DEFAULT_PORT, JoinError, TableBrowser
from ..common import gc_guard
from .join import JoinDialog
from .lobby import HostLobbyDialog
from .connection import Connector, LanSeat
from .widgets import ChatPanel, clock_text, fill_free_seat_menu, join_error_text, lan_problem_text

translate = QCoreApplication.translate


class LanGame(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        gc_guard.install()  # network threads must never free Qt objects
        self.window = window
        self.seat: Optional[LanSeat] = None
        self.lost = False  # our connection dropped; "Rejoin" is offered
        #: Where the lobby listens and whether it announces (tests: 127.0.0.1, port 0, no multicast).
        self.host_options: dict[str, Any] = {"bind": "0.0.0.0", "port": DEFAULT_PORT, "announce": True}
        self.browser_factory: Optional[Callable[..., Any]] = TableBrowser
        #: Seats held at tables, (address, port) -> token, to take one back by joining it again.
        self.tokens: dict[tuple[str, int], str] = {}
        self.lobby: Optional[HostLobbyDialog] = None
        self.join_dialog: Optional[JoinDialog] = None
        self.message_box: Optional[QMessageBox] = None
        self.connector = Connector(self)
        self.connector.done.connect(self._rejoined)
        self.chat_dock = QDockWidget(translate("Lan", "Chat"), window)
        self.chat_dock.setObjectName("chat_dock")
        self.chat = ChatPanel()
        self.chat_dock.setWidget(self.chat)
        self.chat_dock.hide()
        self.chat.send.connect(self._send_chat)
        window.controller.session_started.connect(self._session_started)
        window.controller.problem.connect(self._problem)

    def add_actions(self, menu: QMenu) -> None:
        self.host_action = QAction(translate("Lan", "&Host a LAN game…"), self.window)
        self.host_action.triggered.connect(self.host_game)
        self.join_action = QAction(translate("Lan", "&Join a LAN game…"), self.window)
        self.join_action.triggered.connect(self.join_game)
        self.rejoin_action = QAction(translate("Lan", "&Rejoin the LAN table"), self.window)
        self.rejoin_action.triggered.connect(self.rejoin)
        self.leave_action = QAction(translate("Lan", "&Leave the LAN table"), self.window)
        self.leave_action.triggered.connect(self.leave_asking)
        for action in (self.host_action, self.join_action, self.rejoin_action, self.leave_action):
            menu.addAction(action)
        # The host's player may give a friend's seat to a computer player (someone who left for good).
        self.free_menu = menu.addMenu(translate("Lan", "&Free a friend's seat"))
        self.free_menu.aboutToShow.connect(lambda: fill_free_seat_menu(
            self.free_menu, self.seat.source.seats if self.seat is not None else None, self.free_seat))
        self._update_actions()

    @property
    def active(self) -> bool:
        return self.seat is not None

    def _update_actions(self) -> None:
        if hasattr(self, "leave_action"):
            self.leave_action.setEnabled(self.active)
            self.rejoin_action.setEnabled(self.active and self.lost)
            self.free_menu.setEnabled(self.seat is not None and self.seat.hosting)

    # ------------------------------------------------------------ opening and joining
    def host_game(self) -> None:
        if not self.may_leave():
            return
        dlg = HostLobbyDialog(self.window.settings, self.window, **self.host_options)
        self.lobby = dlg
        dlg.accepted.connect(lambda: self.begin(dlg.take_seat(), dlg.chat.texts()))
        dlg.open()

    def join_game(self) -> None:
        if not self.may_leave():
            return
        s = self.window.settings
        name = s.seat_names[0] if s.seat_names else ""
        dlg = JoinDialog(name, s.last_host_address, self.window, self.browser_factory, self.tokens)
        self.join_dialog = dlg
        dlg.accepted.connect(lambda: self._joined(dlg))
        dlg.open()

    def _joined(self, dlg: JoinDialog) -> None:
        seat = dlg.take_seat()
        if seat is None:
            return
        try:
            self.window.save_settings(self.window.settings.replace(last_host_address=dlg.address))
        except ValueError:
            pass  # an address the settings cannot keep is simply not remembered
        self.begin(seat, dlg.chat.texts())

    def begin(self, seat: Optional[LanSeat], chat_lines: list[str] = ()) -> None:
        """Put the LAN table ``seat`` on the window's table."""
        if seat is None:
            return
        self.leave()
        w = self.window
        self.seat, self.lost = seat, False
        src = seat.source
        src.chat.connect(self._chat)
        src.paused.connect(self._paused)
        src.clock.connect(self._clock)
        src.deal_told.connect(lambda hand_no, code: self._note(
            translate("Lan", "Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).")
            .replace("%1", str(hand_no)).replace("%2", code)))
        src.resumed.connect(lambda: w.table.banner.hide())
        src.player_back.connect(lambda name: self._note(translate("Lan", "%1 is back.").replace("%1", name)))
        src.bot_took_seat.connect(lambda name: self._note(
            translate("Lan", "A computer player now plays for %1.").replace("%1", name)))
        src.closed.connect(self._closed)
        if not seat.hosting and seat.token:
            self.tokens[(seat.address, seat.port)] = seat.token
        self.chat.lines.clear()
        for line in chat_lines:
            self.chat.lines.addItem(line)
        if self.chat_dock.isHidden():
            # under the score sheet, not a tab behind it: the chat stays in sight
            # (splitDockWidget would make it a tab when the score dock shares a tab group)
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chat_dock, Qt.Orientation.Vertical)
            self.chat_dock.show()
            w.resizeDocks([w.dock, self.chat_dock], [450, 250], Qt.Orientation.Vertical)
        w.put_on_table(src)  # the offline game we leave is written up to its last card; this one is not kept
        w.setWindowTitle(translate("Lan", "Botifarra — LAN game"))
        self._update_actions()

    # ------------------------------------------------------------ the table's news
    def _chat(self, _seat: int, name: str, text: str) -> None:
        self.chat.add(name, text)

    def _send_chat(self, text: str) -> None:
        if self.seat is not None:
            self.seat.source.send_chat(text)

    def _note(self, text: str) -> None:
        self.chat.note(text)
        self._banner(text, 5000)

    def _banner(self, text: str, ms: int) -> None:
        table = self.window.table
        table.banner.show_message(text, ms)
        table.place_overlays()

    def _paused(self, name: str, seconds: float) -> None:
        self._banner(translate("Lan", "Waiting for %1… %2 s, then a computer player takes the seat.")
                     .replace("%1", name).replace("%2", str(max(0, round(seconds)))), 2500)

    def _clock(self, seat: int, name: str, seconds: float) -> None:
        welcome = self.seat.source.welcome if self.seat is not None else None
        mine = welcome is not None and seat == welcome.get("seat")
        self._banner(clock_text(mine, name, seconds), 1500)

    def free_seat(self, seat: int) -> None:
        if self.seat is not None and self.seat.host is not None:
            self.seat.host.free_seat(seat)

    def _problem(self, code: str, message: str, refusal: Any) -> None:
        text = lan_problem_text(code, message) if self.active else None
        if text:
            self._banner(text, 4000)

    def _closed(self, kind: str, reason: str) -> None:
        seat = self.seat
        if seat is None:
            return
        if seat.hosting:
            return  # our own table: we closed it
        if kind == "disconnected":
            self.lost = True
            self._update_actions()
            self._ask_rejoin(translate("Lan", "The connection to the table was lost."))
            return
        text = translate("Lan", "The host has closed the table.") if kind == "host_closing" else \
            translate("Lan", "Your seat was taken from another window or computer.")
        self.leave()
        self._inform(text)
        self.window.startup()

    def _inform(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, translate("Lan", "LAN game"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setStyleSheet("QLabel { font-size: 18px; }")
        self.message_box = box
        box.open()

    def _ask_rejoin(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Lan", "LAN game"), text, QMessageBox.StandardButton.NoButton,
                          self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # may quote the host's message
        box.setStyleSheet("QLabel { font-size: 18px; }")
        box.setInformativeText(translate("Lan", "Your seat is kept for a while: rejoin to play on."))
        rejoin = box.addButton(translate("Lan", "Rejoin"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("Lan", "Leave the table"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(rejoin)
        box.finished.connect(lambda _r: self.rejoin() if box.clickedButton() is rejoin else self._leave_to_start())
        self.message_box = box
        box.open()

    def rejoin(self) -> None:
        if self.seat is None or self.seat.hosting or not self.lost:
            return
        self._banner(translate("Lan", "Connecting to %1…").replace("%1", self.seat.address), 10000)
        self.connector.rejoin(self.seat)

    def _rejoined(self, seat: Optional[LanSeat], error: Optional[JoinError]) -> None:
        if self.seat is None:
            if seat is not None:
                seat.close()
            return
        if error is not None:
            self._ask_rejoin(join_error_text(error.code, error.message))
            return
        self.lost = False
        if seat.token:
            self.tokens[(seat.address, seat.port)] = seat.token  # the table gives a new token on every return
        self._update_actions()
        self.window.table.banner.hide()
        seat.source.attach(seat.client, seat.welcome)  # the fresh state redraws the table

    # ------------------------------------------------------------ leaving
    def may_leave(self) -> bool:
        """Ask before a LAN game is left for another game; True if there is none or the player agrees."""
        if self.seat is None:
            return True
        text = translate("Lan", "Close your table? The game ends for everyone at it.") if self.seat.hosting else \
            translate("Lan", "Leave the LAN table? A computer player will take your seat.")
        answer = QMessageBox.question(self.window, translate("Lan", "LAN game"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def leave_asking(self) -> None:
        if self.seat is not None and self.may_leave():
            self._leave_to_start()

    def _leave_to_start(self) -> None:
        self.leave()
        self.window.startup()

    def _session_started(self) -> None:
        if self.seat is not None and self.window.controller.source is not self.seat.source:
            self.leave()  # another game was put on the table

    def leave(self) -> None:
        """Leave the LAN table at once (a hosted one closes for everyone) and clear the table."""
        seat, self.seat = self.seat, None
        self.lost = False
        if seat is None:
            return
        controller = self.window.controller
        seat.close()
        if controller.source is seat.source:
            controller.stop()
            self.window.table.clear()
        self.chat_dock.hide()
        self.window.setWindowTitle(translate("MainWindow", "Botifarra"))
        self._update_actions()
