"""LAN play in the main window: the Game menu entries, the chat dock and the table's news.

``LanGame`` opens the lobby (host) or the join dialog, then puts the table on
the same controller and scene as offline play (``controller.start_source``).
While a LAN game is on: a chat dock; a dropped player's countdown on the table;
"Rejoin" after our connection is lost (the client keeps its token); and when the
host closes the table, a clear message and back to the start.  LAN games are
not autosaved, on either side: the host's game lives in its program only.

After the game, *Rematch* on the game-over screen starts the next game at once
for the host's player (the same seats, players, bots and rules; the rotation goes
on); for a guest it asks the table, and the screen says who is ready and who the
table still waits for.  The next game starts on the same table and source.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QMessageBox

from ...net import DEFAULT_PORT, JoinError, TableBrowser
from ...storage.settings import DEFAULT_SEAT_NAMES
from ..common import gc_guard
from ..common.texts import own_name
from ..common.typography import TextSize, font_size
from ..context import FeatureContext
from .connection import Connector, LanSeat, internet_settings
from .join import JoinDialog
from .lobby import HostLobbyDialog, LobbyChoices
from .widgets import ChatPanel, clock_text, fill_free_seat_menu, join_error_text, lan_problem_text

translate = QCoreApplication.translate


class LanGame(QObject):
    def __init__(self, ctx: FeatureContext) -> None:
        super().__init__(ctx.parent_widget)
        gc_guard.install()  # network threads must never free Qt objects
        self.ctx = ctx
        self.seat: Optional[LanSeat] = None
        self.lost = False  # our connection dropped; "Rejoin" is offered
        #: Where the lobby listens, whether it announces and how long its computer players think at least
        #: (``bind``, ``port``, ``announce``, ``bot_think``; tests: 127.0.0.1, port 0, no multicast, no pause).
        self.host_options: dict[str, Any] = {"bind": "0.0.0.0", "port": DEFAULT_PORT, "announce": True}
        self.browser_factory: Optional[Callable[..., Any]] = TableBrowser
        #: Seats held at tables, (address, port) -> token, to take one back by joining it again.
        self.tokens: dict[tuple[str, int], str] = {}
        self.lobby: Optional[HostLobbyDialog] = None
        #: What the last table opened in this run was set up with: the next Host dialog starts from it.
        self.last_lobby: Optional[LobbyChoices] = None
        self.join_dialog: Optional[JoinDialog] = None
        self.message_box: Optional[QMessageBox] = None
        self._ready_seats: set[int] = set()  # who asked for a rematch (seats as seen here)
        self.connector = Connector(self)
        self.connector.done.connect(self._rejoined)
        self.chat_dock = QDockWidget(translate("Lan", "Chat"), ctx.parent_widget)
        self.chat_dock.setObjectName("chat_dock")
        self.chat = ChatPanel()
        self.chat_dock.setWidget(self.chat)
        self.chat_dock.hide()
        self.chat.send.connect(self._send_chat)
        ctx.controller.session_started.connect(self._session_started)
        ctx.controller.problem.connect(self._problem)

    def add_actions(self, menu: QMenu) -> None:
        self.host_action = QAction(translate("Lan", "&Host a game…"), self.ctx.parent_widget)
        self.host_action.triggered.connect(self.host_game)
        self.join_action = QAction(translate("Lan", "&Join a game…"), self.ctx.parent_widget)
        self.join_action.triggered.connect(self.join_game)
        self.rejoin_action = QAction(translate("Lan", "&Rejoin the LAN table"), self.ctx.parent_widget)
        self.rejoin_action.triggered.connect(self.rejoin)
        self.leave_action = QAction(translate("Lan", "&Leave the LAN table"), self.ctx.parent_widget)
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
        if not self.ctx.may_leave():  # the LAN table's question, or the offline game's in progress
            return
        left = self._leave_for_another()
        dlg = HostLobbyDialog(self.ctx.settings(), self.ctx.parent_widget, **self.host_options)
        if self.last_lobby is not None:
            dlg.apply(self.last_lobby)  # as the last table the player opened
        self.lobby = dlg
        dlg.accepted.connect(lambda: self.begin(dlg.take_seat(), dlg.chat.texts()))
        dlg.finished.connect(lambda _result: self._remember(dlg))
        if left:
            dlg.rejected.connect(self.ctx.startup)  # no table any more: back to the start
        dlg.open()

    def _remember(self, dlg: HostLobbyDialog) -> None:
        """The choices of a table that was opened: the next Host dialog of this run starts from them."""
        if dlg.opened_with is not None:
            self.last_lobby = dlg.opened_with

    def _leave_for_another(self) -> bool:
        """The player agreed to leave the LAN table for another: it goes now (a table we host closes
        for everyone, a guest's seat goes to a computer), not once the other one opens.  Whether there
        was one."""
        if self.seat is None:
            return False
        self.leave()
        return True

    def join_game(self) -> None:
        if not self.ctx.may_leave():
            return
        left = self._leave_for_another()
        s = self.ctx.settings()
        name = own_name(s.seat_names[0] if s.seat_names else "", DEFAULT_SEAT_NAMES[0])
        dlg = JoinDialog(name, s.last_host_address, self.ctx.parent_widget, self.browser_factory, self.tokens,
                         internet=lambda: internet_settings(self.ctx.settings()))
        self.join_dialog = dlg
        dlg.accepted.connect(lambda: self._joined(dlg))
        if left:
            dlg.rejected.connect(self.ctx.startup)  # no table any more: back to the start
        dlg.open()

    def _joined(self, dlg: JoinDialog) -> None:
        seat = dlg.take_seat()
        if seat is None:
            return
        if dlg.address:  # (a code is single use: not remembered)
            try:
                self.ctx.save_settings(self.ctx.settings().replace(last_host_address=dlg.address))
            except ValueError:
                pass  # an address the settings cannot keep is simply not remembered
        self.begin(seat, dlg.chat.texts())

    def begin(self, seat: Optional[LanSeat], chat_lines: Sequence[str] = ()) -> None:
        """Put the LAN table ``seat`` on the window's table."""
        if seat is None:
            return
        self.leave()
        ctx = self.ctx
        self.seat, self.lost = seat, False
        src = seat.source
        src.chat.connect(self._chat)
        src.paused.connect(self._paused)
        src.clock.connect(self._clock)
        src.deal_told.connect(lambda hand_no, code: self._note(
            translate("Lan", "Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).")
            .replace("%1", str(hand_no)).replace("%2", code)))
        src.resumed.connect(ctx.table.hide_message)
        src.player_back.connect(lambda name: self._note(translate("Lan", "%1 is back.").replace("%1", name)))
        src.bot_took_seat.connect(lambda name: self._note(
            translate("Lan", "A computer player now plays for %1.").replace("%1", name)))
        src.closed.connect(self._closed)
        src.seats_changed.connect(lambda _msg: ctx.table.refresh_names())  # a seat taken or freed mid-game
        src.hands_done.connect(ctx.table.show_game_over)  # the host's hand limit ended the game
        src.rematch_votes.connect(self._votes)
        src.next_game.connect(self._next_game)
        self._ready_seats = set()
        if not seat.hosting and seat.token and seat.internet is None:
            self.tokens[(seat.address, seat.port)] = seat.token
        self.chat.lines.clear()
        for line in chat_lines:
            self.chat.lines.addItem(line)
        if self.chat_dock.isHidden():
            ctx.docks.add_below(self.chat_dock, (450, 250))  # under the score sheet: the chat stays in sight
        ctx.put_on_table(src)  # the offline game we leave is written up to its last card; this one is not kept
        ctx.parent_widget.setWindowTitle(translate("Lan", "Botifarra — LAN game"))
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
        self.ctx.table.say(text, ms)

    def _paused(self, name: str, seconds: float) -> None:
        self._banner(translate("Lan", "Waiting for %1… %2 s, then a computer player takes the seat.")
                     .replace("%1", name).replace("%2", str(max(0, round(seconds)))), 2500)

    def _clock(self, seat: int, name: str, seconds: float) -> None:
        welcome = self.seat.source.welcome if self.seat is not None else None
        mine = welcome is not None and seat == welcome.seat
        self._banner(clock_text(mine, name, seconds), 1500)

    def take_rematch(self) -> bool:
        """Rematch on the game-over screen at a LAN table (see :meth:`rematch`); False when none is on."""
        if not self.active:
            return False
        self.rematch()
        return True

    def rematch(self) -> None:
        """Rematch on the game-over screen: the host's player starts the next game, a guest asks for it."""
        seat = self.seat
        if seat is None:
            return
        if seat.host is not None:
            if not seat.host.rematch():
                self._banner(translate("Lan", "The table cannot start another game now."), 4000)
            return
        seat.source.ask_rematch(True)
        self.ctx.table.set_rematch_asked(True)

    def _next_game(self, _game_no: int) -> None:
        self._ready_seats = set()
        self._note(translate("Lan", "A new game begins: the same players and rules."))

    def _votes(self, ready: list, waiting: list) -> None:
        """The table's rematch votes (seats as seen here): on the game-over screen, and a note for each new one."""
        if self.seat is None:
            return
        names = self.seat.source.names()
        for s in sorted(set(ready) - self._ready_seats - {0}):
            self._note(translate("Lan", "%1 asks for a rematch.").replace("%1", names[s]))
        self._ready_seats = set(ready)
        if not self.seat.hosting:  # our vote as the table counts it (coming back after a drop clears it)
            self.ctx.table.set_rematch_asked(0 in ready)
        lines = []
        if ready:
            lines.append(translate("Lan", "Ready for a rematch: %1.").replace(
                "%1", ", ".join(names[s] for s in ready)))
        if waiting:
            lines.append(translate("Lan", "Waiting for: %1.").replace("%1", ", ".join(names[s] for s in waiting)))
        self.ctx.table.show_votes("\n".join(lines))

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
        self.ctx.startup()

    def _inform(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, translate("Lan", "LAN game"), text,
                          QMessageBox.StandardButton.Ok, self.ctx.parent_widget)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setStyleSheet(f"QLabel {{ {font_size(TextSize.READING)} }}")
        self.message_box = box
        box.open()

    def _ask_rejoin(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Lan", "LAN game"), text, QMessageBox.StandardButton.NoButton,
                          self.ctx.parent_widget)
        box.setTextFormat(Qt.TextFormat.PlainText)  # may quote the host's message
        box.setStyleSheet(f"QLabel {{ {font_size(TextSize.READING)} }}")
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
        if self.seat.internet is not None:  # joined by a code: back through the seat's rejoin point
            self._banner(translate("Lan", "Connecting to the table over the internet…"), 10000)
        else:
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
        if seat is None:
            return
        self.lost = False
        if seat.token and seat.internet is None:
            self.tokens[(seat.address, seat.port)] = seat.token  # the table gives a new token on every return
        self._update_actions()
        self.ctx.table.hide_message()
        seat.source.attach(seat.client, seat.welcome)  # the fresh state redraws the table

    # ------------------------------------------------------------ leaving
    def may_leave(self) -> bool:
        """Ask before a LAN game is left for another game; True if there is none or the player agrees."""
        if self.seat is None:
            return True
        text = translate("Lan", "Close your table? The game ends for everyone at it.") if self.seat.hosting else \
            translate("Lan", "Leave the LAN table? A computer player will take your seat.")
        answer = QMessageBox.question(self.ctx.parent_widget, translate("Lan", "LAN game"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def leave_asking(self) -> None:
        if self.seat is not None and self.may_leave():
            self._leave_to_start()

    def _leave_to_start(self) -> None:
        self.leave()
        self.ctx.startup()

    def _session_started(self) -> None:
        if self.seat is not None and self.ctx.controller.source is not self.seat.source:
            self.leave()  # another game was put on the table

    def leave(self) -> None:
        """Leave the LAN table at once (a hosted one closes for everyone) and clear the table; a Host
        dialog still open closes too, and with it the table it opened (and its internet invitations)."""
        if self.lobby is not None and self.lobby.isVisible():
            self.lobby.reject()
        seat, self.seat = self.seat, None
        self.lost = False
        if seat is None:
            return
        controller = self.ctx.controller
        seat.close()
        if controller.source is seat.source:
            controller.stop()
            self.ctx.table.clear()
        self.chat_dock.hide()
        self.ctx.parent_widget.setWindowTitle(translate("MainWindow", "Botifarra"))
        self._update_actions()
