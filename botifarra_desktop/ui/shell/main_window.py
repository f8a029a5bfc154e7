"""The main window: the table, the score sheet and trick history dock, menus and settings.

With the player's directories (``dirs``) it also keeps the game on disk (see
:mod:`..files.keeper`), offers to continue an unfinished game at start
(:meth:`MainWindow.startup`) and has Save as, Open, Past hands and Statistics
in the Game menu (see :mod:`..files.game_files`).  Whatever replaces a game in
progress asks first (:meth:`MainWindow.may_replace`, see :mod:`..files.leaving`).
The menus use the large type of the dialogs.  Every store saves on its own and a
failure is told once (see :mod:`..files.saving`); options given for one run
(``run_speed``) are used, never saved.
"""

from __future__ import annotations

import random
import sys
from typing import Callable, Optional, Sequence, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTableView,
    QTabWidget,
    QWidget,
)

from ...engine import PRESETS
from ...engine.ways import PAIRS
from ...resources import resource
from ...session import DEFAULT_BOT_LEVEL, TableSession
from ...storage import GameMeta, SavedGame, Settings, SettingsStore
from ...storage.paths import AppDirs
from ...storage.settings import DEFAULT_SEAT_NAMES
from ..common.deck import CardRenderer, DeckInfo
from ..common.screen_fit import place_window, state_of
from ..common.seats import TABLE_SEATS
from ..common.texts import default_name_flags
from ..common.typography import TextSize, font_size, make_readable, readable_font
from ..common.wheel_guard import install as guard_the_wheel
from ..context import Docks, FeatureContext, TableFeature
from ..dialogs.new_game import GameSetup, NewGameDialog, setup_for
from ..dialogs.preferences import PreferencesDialog, RulesDialog, about_text
from ..files.game_files import GameFiles
from ..files.keeper import GameKeeper
from ..files.leaving import GameLeaving
from ..files.saving import SETTINGS, SaveHealth
from ..lan.lan_game import LanGame
from ..play.bot_runner import BotRunner, ProcessBotRunner
from ..play.controller import GameController
from ..play.sources import SessionSource, TableSource
from ..practice.menu import Practice
from ..table.layout import seat_sides
from ..table.view import TableView
from .dock_focus import SHEET_STYLE, DockTabStops, TabFocusFrame
from .lifecycle import quit_requested
from .score_chart import with_score_chart
from .score_models import ScoreSheetModel, TrickHistoryModel

translate = QCoreApplication.translate

#: ``factory(levels by seat, seed) -> BotRunner``; tests pass in-thread bots.
RunnerFactory = Callable[[dict[int, str], int], BotRunner]


def process_runner(levels: dict[int, str], seed: int) -> BotRunner:
    """The app's bots in a worker process, each answer after at least ``MIN_THINK`` seconds."""
    return ProcessBotRunner(levels, seed)


def unpaced_process_runner(levels: dict[int, str], seed: int) -> BotRunner:
    """The same bots answering as soon as they have decided: ``--autoplay`` at ``--speed instant``, where
    no one watches the cards go down."""
    return ProcessBotRunner(levels, seed, min_think=0.0)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, store: Optional[SettingsStore], decks: Sequence[DeckInfo],
                 runner_factory: RunnerFactory = process_runner, language: str = "ca",
                 parent: Optional[QWidget] = None, dirs: Optional[AppDirs] = None,
                 run_speed: Optional[str] = None) -> None:
        super().__init__(parent)
        self._dock_auto_hidden = False  # the dock was hidden by a narrow window (resizeEvent), not by the player
        guard_the_wheel()  # the wheel never changes a setting it passes over, in any of our dialogs
        self.settings = settings
        self.store = store
        self.decks = list(decks)
        self.language = language
        self.runner_factory = runner_factory
        self.renderer = CardRenderer(self.decks)
        deck_id = settings.deck if any(d.id == settings.deck for d in self.decks) else self.decks[0].id

        self.controller = GameController(self)
        #: Who sits at the offline game on the table (``None`` at a LAN table or with no game).
        self.table_meta: Optional[GameMeta] = None
        self._before_full_screen = "normal"  # how the window was shown before View > Full screen
        self.table = TableView(self.controller, self.renderer, deck_id, self)
        self.table.set_speed(run_speed or settings.animation_speed)  # --speed: this run only
        self.table.set_card_scale(settings.card_scale)
        self.table.set_high_contrast(settings.high_contrast)
        self.setCentralWidget(self.table)

        self.score_model = ScoreSheetModel(self)
        self.trick_model = TrickHistoryModel(self)
        self.controller.event_shown.connect(self.score_model.on_event)
        self.controller.event_shown.connect(self.trick_model.on_event)
        self.controller.session_started.connect(self._session_started)
        self._thinking_text = ""  # the "… is thinking" in the status bar, if that is what it shows
        self.controller.thinking.connect(self._thinking)
        self.controller.problem.connect(self._problem)
        # Which of the stores (game, past hands, statistics, settings) fail to save; told once each.
        self.saving = SaveHealth(self)
        # Writes the autosave, hand history and statistics; ``None`` without player directories.
        self.keeper = GameKeeper(self.controller, dirs, self, health=self.saving) if dirs is not None else None
        self.files = GameFiles(self, self.controller, self.keeper, self.statusBar(), self.play, self.resume,
                               may_replace=lambda: self.may_replace(), announce=self.table.access.announce)
        # the question before a game in progress gives way to another one
        self.leaving = GameLeaving(self, self.controller, self.files.can_save, self.files.save_now)
        self.saving.failed.connect(lambda head, details: self.files.show_problems(head, [details]))
        self.saving.recovered.connect(lambda text: self.statusBar().showMessage(text, 8000))
        if self.keeper is not None:
            self.keeper.problem.connect(lambda intro, details: self.files.show_problems(intro, [details]))
        over = self.table.game_over
        over.has_statistics = self.keeper is not None
        over.rematch.connect(self.rematch)
        over.new_game.connect(self.new_game)
        over.statistics.connect(self.files.statistics)
        self.table.start_panel.continue_game.connect(self._continue_offered)
        self.table.start_panel.new_game.connect(lambda: self.start_game(self.default_setup()))
        self._build_dock()
        self.dock_tab_stops = DockTabStops(self)  # no Tab stop out of sight
        #: What the Practice menu and LAN play are given (they never get the window).
        self.context = FeatureContext(
            parent=self, controller=self.controller, table=self.table, keeper=self.keeper, renderer=self.renderer,
            language=language, settings=lambda: self.settings, save_settings=self.save_settings,
            status_bar=self.statusBar(), show_problems=self.files.show_problems, docks=Docks(self, self.dock),
            play=self.play, put_on_table=self.put_on_table, startup=self.startup, default_setup=self.default_setup,
            table_meta=lambda: self.table_meta, may_leave=lambda: self.may_replace())
        #: The features that may hold the table themselves (LAN play): asked before it gives way, offered
        #: the Rematch, let go when the window closes (see :class:`..context.TableFeature`).
        self.table_features: list[TableFeature] = []
        self._build_menus()
        over.review.connect(self.practice.review_last_hand)
        self.setWindowIcon(QIcon(str(resource("icons", "botifarra.svg"))))
        self.title_text = translate("MainWindow", "Botifarra")
        self.setWindowTitle(self.title_text)
        self.statusBar().setStyleSheet(f"QStatusBar {{ {font_size(TextSize.STATUS)} }}")
        place_window(self, settings.window_geometry)  # fits the screen's free area (see screen_fit)

    # ------------------------------------------------------------ building
    def _build_dock(self) -> None:
        self.dock = QDockWidget(translate("MainWindow", "Score"), self)
        self.dock.setObjectName("score_dock")
        tabs = QTabWidget()
        TabFocusFrame(tabs.tabBar())  # Tab on the tabs shows: the style drew no focus there
        self.score_view = self._table_view(self.score_model)
        self.trick_view = self._table_view(self.trick_model)
        # the whole sheet fits the dock, never a sideways scroll: what was called wraps, the rest is narrow
        header = self.score_view.horizontalHeader()
        self._stretch_col = ScoreSheetModel.COLUMNS.index("declaration")  # the same in every way to play
        header.setSectionResizeMode(self._stretch_col, QHeaderView.ResizeMode.Stretch)
        self.score_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # each trick column as wide as its heading or cells need (fitted by _fit_columns, the dock widened to
        # them): shared out evenly, "Partner" and "Winner" were cut; the last one takes what room is left
        self.trick_view.horizontalHeader().setStretchLastSection(True)
        self.trick_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)  # a floating dock
        tabs.addTab(self.score_view, translate("MainWindow", "Score sheet"))
        tabs.addTab(self.trick_view, translate("MainWindow", "Tricks"))
        self.trick_view.setToolTip(translate(
            "MainWindow", "During a hand only the last trick of each pile can be looked at again; every trick once"
            " the hand is over (or with the memory aid of the new-game options)."))
        self.dock.setWidget(with_score_chart(tabs, self.score_model, self.controller.rules))  # chart above
        self.dock.setMinimumWidth(220)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [self.DOCK_WIDTH], Qt.Orientation.Horizontal)
        for view, model in ((self.score_view, self.score_model), (self.trick_view, self.trick_model)):
            model.rowsInserted.connect(lambda *_, v=view: self._fit_columns(v, scroll=True))
            model.dataChanged.connect(lambda *_, v=view: self._fit_columns(v))
            model.modelReset.connect(lambda v=view: self._fit_columns(v))
            self._fit_columns(view)
        # a tab is fitted again when it is opened: the room the dock gives it is known only then
        tabs.currentChanged.connect(lambda _: self._fit_columns(cast(QTableView, tabs.currentWidget())))

    #: A player's name in a heading or cell of the Tricks tab takes at most this many pixels (a longer
    #: one ends in "…"): the usual names and "Winner" are whole in every language.
    TRICK_NAME_WIDTH = 96

    def _fit_columns(self, view: QTableView, scroll: bool = False) -> None:
        # ResizeToContents did not refit when rows came in (cells were cut off: "54–…"), so we do
        header = view.horizontalHeader()
        # a column per player (other ways to play): a long name in the header is cut, not the scores
        per_player = view is self.score_view and self.score_model.columns is not ScoreSheetModel.COLUMNS
        tricks = view is self.trick_view
        widths = {}
        for col in range(header.count()):
            if header.sectionResizeMode(col) == QHeaderView.ResizeMode.Fixed:
                head = header.sectionSizeHint(col)
                if per_player and col > self._stretch_col + 1:
                    head = min(head, 72)
                widths[col] = max(view.sizeHintForColumn(col), head)
                if tricks and self.trick_model.columns[col].startswith(("seat", "winner")):
                    widths[col] = min(widths[col], self.TRICK_NAME_WIDTH)
                header.resizeSection(col, widths[col])
        if not self.dock.isFloating():
            # nothing may be cut: widen the dock to the sheet or the tricks (within reason)
            chrome = 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width() + 24
            if tricks:
                need, most = sum(widths.values()), self.TRICKS_DOCK_MAX_WIDTH
                laid_out = self.dock.width() - view.viewport().width()  # the dock's frame and margins, exactly
                if view.isVisible() and 0 <= laid_out < chrome:
                    chrome = laid_out
            else:  # what was called is the score sheet's stretched column
                stretch = self._stretch_col
                need = sum(header.sectionSize(c) for c in range(header.count()) if c != stretch)
                need += max(view.sizeHintForColumn(stretch), header.sectionSizeHint(stretch))
                most = self.DOCK_MAX_WIDTH
            need += chrome
            if self.dock.width() < need <= most:
                self.resizeDocks([self.dock], [need], Qt.Orientation.Horizontal)
        if scroll:
            view.scrollToBottom()

    def _table_view(self, model) -> QTableView:
        v = QTableView()
        v.setModel(model)
        v.setStyleSheet(f"QTableView {{ {font_size(TextSize.STATUS)} }} QHeaderView::section {{ {font_size(TextSize.SMALL)} padding: 2px; }}"
                        + SHEET_STYLE)  # the focus shows: a frame in the highlight colour
        v.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        v.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        v.setTabKeyNavigation(False)  # Tab leaves the sheet (the arrows read its cells): no keyboard trap
        v.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # fitted by _fit_columns
        v.horizontalHeader().setMinimumSectionSize(24)
        v.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        v.setWordWrap(True)
        v.verticalHeader().hide()
        v.setAlternatingRowColors(True)
        return v

    def set_full_screen(self, on: bool) -> None:
        """The window over the whole screen (View ▸ Full screen, F11), or back as it was; kept on closing."""
        if on and not self.isFullScreen():
            self._before_full_screen = "maximized" if self.isMaximized() else "normal"
            self.showFullScreen()
        elif not on and self.isFullScreen():
            if self._before_full_screen == "maximized":
                self.showMaximized()
            else:
                self.showNormal()

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(translate("MainWindow", "&Game"))
        self.new_action = QAction(translate("MainWindow", "&New game…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_game)
        game.addAction(self.new_action)
        self.files.add_actions(game)
        game.addSeparator()
        self._add_lan_actions(game)
        game.addSeparator()
        prefs = QAction(translate("MainWindow", "&Preferences…"), self)
        prefs.triggered.connect(self.preferences)
        game.addAction(prefs)
        game.addSeparator()
        quit_action = QAction(translate("MainWindow", "&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)
        self.game_menu = game
        self._add_practice_menu()
        view = self.menuBar().addMenu(translate("MainWindow", "&View"))
        score = self.dock.toggleViewAction()
        score.setText(translate("MainWindow", "&Score"))  # the dock's title, with a key to open it by
        view.addAction(score)
        self.full_screen_action = QAction(translate("MainWindow", "&Full screen"), self)
        self.full_screen_action.setShortcut(QKeySequence.StandardKey.FullScreen)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.toggled.connect(self.set_full_screen)
        view.addAction(self.full_screen_action)
        view.aboutToShow.connect(lambda: self.full_screen_action.setChecked(self.isFullScreen()))
        help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        rules = QAction(translate("MainWindow", "How to &play"), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(lambda: RulesDialog(self).exec())
        help_menu.addAction(rules)
        about = QAction(translate("MainWindow", "&About Botifarra"), self)
        about.triggered.connect(lambda: self.about_box().exec())
        help_menu.addAction(about)
        self._readable_menus()

    def _readable_menus(self) -> None:
        """The menu bar and every menu (a menu opens in a window of its own, which takes no font from
        the bar) in the large type of the dialogs (:func:`..common.typography.readable_font`)."""
        font = readable_font(self.menuBar().font())
        self.menuBar().setFont(font)
        # the bar's entries without the room above and below their words: the larger type takes only a
        # few pixels from the table (at 800x600 every pixel of it counts)
        self.menuBar().setStyleSheet("QMenuBar::item { padding: 0px 8px; }")
        for menu in self.menuBar().findChildren(QMenu):
            menu.setFont(font)

    def about_box(self) -> QMessageBox:
        """Help > About, in the large type of every other dialog."""
        box = QMessageBox(QMessageBox.Icon.NoIcon, translate("MainWindow", "About Botifarra"), about_text(),
                          QMessageBox.StandardButton.Ok, self)
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        make_readable(box)
        return box

    def _add_practice_menu(self) -> None:
        """Rules coach, scenarios, hand review, deals played again (see :mod:`..practice.menu`)."""
        self.practice = Practice(self.context)
        self.practice.add_menu(self.menuBar())

    def _add_lan_actions(self, menu) -> None:
        """Host / join a game, on the network or over the internet (see :mod:`..lan.lan_game`)."""
        self.lan = LanGame(self.context)
        self.lan.add_actions(menu)
        self.table_features.append(self.lan)

    # ------------------------------------------------------------ games
    def may_replace(self) -> bool:
        """Whether the game on the table may give way to another: asks at a LAN table, and before an
        offline game in progress (a card played or a hand scored, not over) is abandoned."""
        return all(f.may_leave() for f in self.table_features) and self.leaving.may_leave()

    def new_game(self) -> None:
        if not self.may_replace():
            return
        rules = self.controller.rules()
        session = self.controller.session
        last = session.next_game_dealer() if session is not None else None
        dlg = NewGameDialog(self.settings.seat_names, self.settings.ai_levels, self.settings.rules_preset, self,
                            way_name=rules.way_name if rules is not None else PAIRS,
                            next_dealer=None if last is None or rules is None else (rules.way.players, last),
                            rules=rules)  # the last game's rules to start from, custom ones too
        if dlg.exec() and dlg.result_setup is not None:
            setup = dlg.result_setup
            self.save_settings(self.settings.replace(seat_names=setup.place_names or setup.names,
                                             ai_levels=setup.place_levels or setup.levels,
                                             rules_preset=setup.preset))
            self.start_game(setup)

    def rematch(self) -> None:
        """The game on the table is over: another with the same players, levels and rules, dealt on
        from where the rotation stopped (the session says who deals next): that player deals and makes
        trump, under the Lleida rule too (the 5 of espases decides only a game started from scratch)."""
        if any(f.take_rematch() for f in self.table_features):
            return  # a LAN table: the host starts it, a guest asks the table
        session, meta = self.controller.session, self.table_meta
        first = session.next_game_dealer() if session is not None else None
        if session is None or meta is None or first is None:
            self.new_game()
            return
        new = TableSession(session.rules, random.randrange(2**31), first_dealer=first, names=list(session.names),
                           goes_on=True)
        self.play(new, game_meta(new, human_seats(meta), bot_levels(meta), meta.preset))

    def start_game(self, setup: GameSetup, seed: Optional[int] = None, humans: frozenset = frozenset({0}),
                   other_level: str = DEFAULT_BOT_LEVEL) -> None:
        """Start a game; seats in ``humans`` are played here, the others by bots (seat 0 at ``other_level``)."""
        seed = random.randrange(2**31) if seed is None else seed
        first = setup.first_dealer
        if first is None:
            first = None if setup.rules.first_dealer == "random" else 0
        # a first dealer in the setup: the last game's rotation goes on, that seat deals and makes trump
        session = TableSession(setup.rules, seed, first_dealer=first, names=list(setup.names),
                               goes_on=setup.first_dealer is not None)
        levels = {seat: setup.levels[seat - 1] for seat in range(1, setup.rules.way.players)}
        for seat in TABLE_SEATS:  # the seats a way to play leaves empty keep a level the bot is never asked at
            if seat not in humans and seat not in levels:
                levels[seat] = other_level
        self.play(session, game_meta(session, humans, levels, setup.preset))

    def play(self, session: TableSession, meta: GameMeta, resume: bool = False, keep: bool = True,
             written: Optional[bool] = None) -> None:
        """Put an offline game on the table (a new game, a save, a practice deal, a scenario, an undo):
        the seats ``meta`` calls human are played here, the others by bots of their level.
        ``resume``: a game under way, drawn as it stands.  ``keep``: written to disk as it goes
        (autosave, hand history, statistics; a scenario is not).  ``written``: it is on disk as it
        stands already (default: when resumed)."""
        humans = human_seats(meta)
        runner = self.runner_factory(bot_levels(meta), session.seed)
        source = SessionSource(session, runner, humans, resume=resume)
        self.put_on_table(source, meta, keep, resume if written is None else written)

    def put_on_table(self, source: TableSource, meta: Optional[GameMeta] = None, keep: bool = False,
                     written: bool = False) -> None:
        """The one way a game reaches the table: offline ones through :meth:`play`, a LAN table
        directly (``meta`` ``None``: not ours to keep)."""
        if self.keeper is not None:
            self.keeper.write()  # the game we leave, up to its last card
            if keep and meta is not None and source.session is not None:
                self.keeper.follow(source.session, meta, written=written)
            else:
                self.keeper.forget()
        #: Who sits at the offline game on the table (``None`` at a LAN table).
        self.table_meta = meta
        self.controller.start_source(source)

    def resume(self, saved: SavedGame) -> None:
        """Go on with a saved game exactly where it was left."""
        self.play(saved.session, saved.meta, resume=True)

    def startup(self, seed: Optional[int] = None) -> None:
        """At start: offer to continue an unfinished game, else deal a new one.  A damaged
        autosave is reported (it was kept aside); its backup is offered if it is good, else
        a new game starts.  Hands and games an earlier run could not keep are written first."""
        if self.keeper is not None:
            self.keeper.flush_pending()
        saved, problems = self.keeper.saves.load_autosave() if self.keeper is not None else (None, [])
        if problems and saved is not None:
            self.files.show_problems(translate("MainWindow", "The file of the unfinished game could not be used and "
                                                             "was kept aside. Its backup copy, saved a moment "
                                                             "earlier, can be continued."), problems)
        elif problems:
            self.files.show_problems(translate("MainWindow", "The unfinished game could not be read, so a new game "
                                                             "starts."), problems)
        if saved is not None and not saved.session.over:
            self.table.start_panel.offer(saved)
            self.table.place_overlays()
        else:
            self.start_game(self.default_setup(), seed=seed)

    def _continue_offered(self) -> None:
        saved = self.table.start_panel.saved
        if saved is not None:
            self.resume(saved)

    def default_setup(self) -> GameSetup:
        preset = self.settings.rules_preset if self.settings.rules_preset in PRESETS else "lliure"
        return setup_for(PRESETS[preset], preset, self.settings.seat_names, self.settings.ai_levels)

    def _session_started(self) -> None:
        view = self.controller.view()
        names = self.table.names
        rules = view.rules if view is not None else self.controller.rules()  # a LAN table: its welcome's
        way = rules.way if rules is not None else None
        pairs = way is None or way.partners
        self.score_model.reset(view.results if view is not None else (), names,
                               way.sides if way is not None else 2, pairs)
        self.trick_model.reset(view.history if view is not None else (), names,
                               way.players if way is not None else 4, view.rules if view is not None else None,
                               view is not None and view.phase.over)
        header = self.score_view.horizontalHeader()
        for col in range(header.count()):  # the columns change with the way to play
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col == self._stretch_col
                                        else QHeaderView.ResizeMode.Fixed)
        self._fit_columns(self.score_view)
        self.setWindowTitle(self.title_text)
        self.files.update_actions()

    def _thinking(self, seat: int) -> None:
        """Who is thinking, in the status bar; a message told to the player there ("Loaded …", "Saved as
        …") stays for its time instead (the table shows whose turn it is too)."""
        bar = self.statusBar()
        shown = bar.currentMessage()
        if shown and shown != self._thinking_text:
            return
        if seat >= 0:
            self._thinking_text = translate("MainWindow", "%1 is thinking…").replace("%1", self.table.names[seat])
            bar.showMessage(self._thinking_text)
        else:
            self._thinking_text = ""
            bar.clearMessage()

    def _problem(self, code: str, message: str, refusal) -> None:
        if code == "bot_error":
            self.statusBar().showMessage(translate("MainWindow", "A computer player failed: %1").replace("%1", message))

    # ------------------------------------------------------------ settings
    def preferences(self) -> None:
        dlg = PreferencesDialog(self.settings, self.decks, self.language, self)
        dlg.changed.connect(self.apply_settings)
        dlg.exec()

    def apply_settings(self, settings: Settings) -> None:
        old = self.settings
        self.save_settings(settings)
        if settings.deck != old.deck and any(d.id == settings.deck for d in self.decks):
            self.table.set_deck(settings.deck)
        if settings.animation_speed != old.animation_speed:
            self.table.set_speed(settings.animation_speed)
        if settings.card_scale != old.card_scale:
            self.table.set_card_scale(settings.card_scale)
        if settings.high_contrast != old.high_contrast:
            self.table.set_high_contrast(settings.high_contrast)
        self.context.settings_changed.emit()  # e.g. the Hint button comes and goes with its switch
        self.table.viewport().update()

    def save_settings(self, settings: Settings) -> bool:
        """Keep ``settings`` and save them; whether they are on disk (a failure is told once)."""
        self.settings = settings
        if self.store is None:
            return True
        store = self.store
        return self.saving.attempt(SETTINGS, store.path, lambda: store.save(settings)) is not None

    def show_problems(self, messages: Sequence[str]) -> None:
        """Problems met while starting (settings, decks), shown once and not blocking the table."""
        if not messages:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Botifarra"),
                          translate("MainWindow", "Some of your files could not be used; the game goes on with "
                                                  "defaults."), QMessageBox.StandardButton.Ok, self)
        box.setDetailedText("\n".join(messages))
        box.setModal(False)
        box.show()

    #: Below this window width the score dock folds away by itself, so the cards keep their size.
    DOCK_MIN_WINDOW = 1100
    #: The dock's width at first: the whole score sheet, with two-line cells, fits it.
    DOCK_WIDTH = 300
    DOCK_MAX_WIDTH = 420
    #: The Tricks tab may widen the dock this far: a column per player and the winner, each name whole.
    TRICKS_DOCK_MAX_WIDTH = 480

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        narrow = self.width() < self.DOCK_MIN_WINDOW
        if narrow and not self.dock.isHidden() and not self.dock.isFloating():
            self._dock_auto_hidden = True
            self.dock.hide()
        elif not narrow and self._dock_auto_hidden:
            self._dock_auto_hidden = False
            self.dock.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        failing_before = set(self.saving.failing)
        self.saving.blockSignals(True)  # the window is going: what fails now is said below, not in a box it takes along
        try:
            self.save_settings(self.settings.replace(window_geometry=geometry, window_state=state_of(self)))
        except ValueError:
            pass  # an odd geometry is simply not kept
        if self.keeper is not None:
            self.keeper.write()  # a card still on its way is saved too
        self.saving.blockSignals(False)
        unsaved = self.saving.unsaved_on_close(
            failing_before, settings_path=self.store.path if self.store is not None else None)
        lost = self.keeper.unkept_on_close() if self.keeper is not None else ""  # told at once, and again now
        unsaved = "\n\n".join(text for text in (unsaved, lost) if text)
        if unsaved:
            self.closing_warning(unsaved)
        for feature in self.table_features:
            feature.leave()  # a LAN table we host closes for everyone (they are told)
        self.controller.stop()
        super().closeEvent(event)

    def closing_warning(self, text: str) -> None:
        """A message that must be read before the window goes (tests replace it).  Closing on a
        signal (logout, shutdown) nobody is there to read it: it goes to the error output."""
        if quit_requested():
            print(f"botifarra: {text}", file=sys.stderr)
            return
        QMessageBox.warning(self, translate("MainWindow", "Botifarra"), text)

    def stop_saving(self, text: str) -> None:
        """Another copy took the data folder while this one ran: write nothing more, and say so."""
        if self.keeper is not None:
            self.keeper.stop()
        self.store = None
        self.mark_not_saving(text)
        self.files.show_problems(text, [])

    def mark_not_saving(self, text: str) -> None:
        """This window keeps nothing on disk (another copy owns the data folder): say so for good."""
        self.title_text = translate("MainWindow", "Botifarra (not saving)")
        self.setWindowTitle(self.title_text)
        self.not_saving_label = QLabel(text)
        self.not_saving_label.setStyleSheet("font-weight: bold;")
        self.statusBar().addPermanentWidget(self.not_saving_label)



def human_seats(meta: GameMeta) -> set[int]:
    return {s for s, kind in enumerate(meta.seat_kinds) if kind == "human"}


def bot_levels(meta: GameMeta) -> dict[int, str]:
    """The level of every seat not played here (a seat once played over the network: Medium)."""
    return {s: level or DEFAULT_BOT_LEVEL for s, (kind, level) in enumerate(zip(meta.seat_kinds, meta.ai_levels))
            if kind != "human"}


def game_meta(session: TableSession, humans, levels: dict[int, str], preset: str) -> GameMeta:
    """The people at the table of a new game (names are cut to what a save can hold)."""
    return GameMeta(names=tuple(n[:32] for n in session.names),
                    default_names=default_name_flags(session.names, seat_sides(session.rules.way.players),
                                                     DEFAULT_SEAT_NAMES),
                    seat_kinds=tuple("human" if s in humans else "bot" for s in TABLE_SEATS),
                    ai_levels=tuple(None if s in humans else levels[s] for s in TABLE_SEATS),
                    preset=preset if preset in PRESETS else "custom")
