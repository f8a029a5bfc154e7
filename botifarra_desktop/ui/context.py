"""What a feature of the main window is given: a typed context, never the window itself.

The Practice menu (``ui/practice``) and LAN play (``ui/lan``) each get one
:class:`FeatureContext`, built by the shell (``ui/shell/main_window.py``).  It
holds what they use: the controller, the table (only the few things a feature may
ask of it: :class:`FeatureTable`, never the whole ``TableView`` and its panels), the keeper of the game on
disk, the settings, a way to tell the player (the status bar, file problems),
the docks beside the table, and the window's few game actions (play a game,
go back to the start, the setup of a new game).  What one feature asks of
another goes through here too (``may_leave``: whether the game on the table may be
left for another -- a LAN table, or an offline game in progress)
or through a signal (``settings_changed``), never through the window's
attributes.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Protocol, Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QMainWindow, QPushButton, QStatusBar, QWidget

from ..session import TableSession
from ..storage import GameMeta, Problem, Settings
from .common.deck import CardRenderer
from .dialogs.new_game import GameSetup
from .files.keeper import GameKeeper
from .play.controller import GameController
from .play.sources import TableSource


class FeatureTable(Protocol):
    """What a feature may ask of the table on screen (``ui/table/view.py``'s ``TableView`` is one):
    messages, its buttons on the table and the end-of-hand panel, the LAN rematch state, the
    keyboard pointed at an answer.  The table's panels and scene stay its own."""

    @property
    def deck_id(self) -> str:
        """The deck the cards are drawn with."""
        ...

    def say(self, text: str, ms: int = 7000) -> None:
        """A message over the table for ``ms`` milliseconds."""

    def hide_message(self) -> None:
        """The message over the table goes."""

    def refresh_names(self) -> None:
        """The players' names changed (a LAN seat taken or given up)."""

    def show_game_over(self, winner: Optional[int], totals: Any, hands_played: int) -> None:
        """The game-over screen for a game that ended without the engine's ``GameOver`` (a LAN host's
        hand limit)."""

    def clear(self) -> None:
        """An empty table (a LAN table that went away)."""

    def set_rematch_asked(self, asked: bool) -> None:
        """A LAN guest asked the table for a rematch, or no longer."""

    def show_votes(self, text: str) -> None:
        """Who is ready for a rematch at a LAN table (empty: none)."""

    def show_tool(self, button: QPushButton, wanted: bool) -> None:
        """A feature's button on the table (Hint, Undo), shown when ``wanted`` and there is room."""

    def add_summary_button(self, index: int, button: QPushButton) -> None:
        """A feature's button on the end-of-hand panel, before the panel's own ones."""

    def summary_changed(self) -> None:
        """A feature's button on the end-of-hand panel came or went."""

    def point_at(self, value: str) -> None:
        """The keyboard goes to the card or the choice ``value`` (Enter then plays it)."""


class TableFeature(Protocol):
    """A feature that may hold the table itself (LAN play), as the main window sees it: the window
    asks each one before the game on the table gives way, offers it the game-over screen's Rematch,
    and lets it go when the window closes -- without naming the feature."""

    def may_leave(self) -> bool:
        """Whether its table may give way to another game (asks the player); True when it holds none."""
        ...

    def take_rematch(self) -> bool:
        """Rematch on the game-over screen: True if its table took it, False when it holds no table."""
        ...

    def leave(self) -> None:
        """Let its table go at once (the window closes)."""


class PlayGame(Protocol):
    """Put an offline game on the table (see ``MainWindow.play``)."""

    def __call__(self, session: TableSession, meta: GameMeta, resume: bool = False, keep: bool = True,
                 written: Optional[bool] = None) -> None: ...


class Docks:
    """The docks beside the table: the score dock and the ones features add next to it."""

    def __init__(self, window: QMainWindow, score: QDockWidget) -> None:
        self._window = window
        self.score = score

    def add_tabbed(self, dock: QDockWidget) -> None:
        """On the right, a tab behind the score dock."""
        self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self._window.tabifyDockWidget(self.score, dock)

    def add_below(self, dock: QDockWidget, heights: tuple[int, int]) -> None:
        """On the right under the score sheet, not a tab behind it (the dock stays in sight);
        ``heights``: the score dock's and this one's."""
        # splitDockWidget would make it a tab when the score dock shares a tab group
        self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock, Qt.Orientation.Vertical)
        dock.show()
        self._window.resizeDocks([self.score, dock], list(heights), Qt.Orientation.Vertical)


class FeatureContext(QObject):
    """What a feature of the main window uses (see the module's docstring)."""

    #: The settings were changed (Preferences); ``settings()`` gives the new ones.
    settings_changed = Signal()

    def __init__(self, *, parent: QWidget, controller: GameController, table: FeatureTable,
                 keeper: Optional[GameKeeper], renderer: CardRenderer, language: str,
                 settings: Callable[[], Settings], save_settings: Callable[[Settings], bool],
                 status_bar: QStatusBar, show_problems: Callable[[str, Sequence[Problem | str]], None],
                 docks: Docks, play: PlayGame, put_on_table: Callable[[TableSource], None],
                 startup: Callable[[], None], default_setup: Callable[[], GameSetup],
                 table_meta: Callable[[], Optional[GameMeta]], may_leave: Callable[[], bool]) -> None:
        super().__init__(parent)
        #: The parent of the feature's dialogs, actions and message boxes.
        self.parent_widget = parent
        self.controller = controller
        #: The table on screen, as far as a feature may use it.
        self.table = table
        #: Writes the game in play to disk; ``None`` without player directories.
        self.keeper = keeper
        self.renderer = renderer
        self.language = language
        self.settings = settings
        self.save_settings = save_settings
        #: A line for the player under the table.
        self.status_bar = status_bar
        #: Tell the player what was wrong with their files (an introduction, then the problems).
        self.show_problems = show_problems
        self.docks = docks
        self.play = play
        #: A LAN table on the table (not kept on disk).
        self.put_on_table = put_on_table
        #: Back to the start: the unfinished game, else a new one.
        self.startup = startup
        self.default_setup = default_setup
        #: Who sits at the offline game on the table (``None`` at a LAN table).
        self.table_meta = table_meta
        #: Whether the table may be left for another game (asks at a LAN table, and before an
        #: offline game in progress is abandoned).
        self.may_leave = may_leave
