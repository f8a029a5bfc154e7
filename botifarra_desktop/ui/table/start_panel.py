"""The panel on the empty table at start when a game was left unfinished: "Continue" or "New game".

Big, plain and on the table itself (not a pop-up): the player sees where the
game stood -- the hand, the score (Us / Them in the pairs game, every player's total in
the ways without pairs), who plays -- and one large button carries on.
A player who kept their place's default name is named in the current language
("Right", "Dreta"), and the date is written as that language writes it.  A screen reader
finds the panel by its title, with where the game stood as its description.
"""

from __future__ import annotations

import html
from typing import Optional

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.ways import PAIRS
from ...storage import SavedGame
from ..common.texts import date_time_text, plain, stored_names
from ..common.typography import TextSize, font_size
from .layout import seat_sides
from .panels import Panel

translate = QCoreApplication.translate


class ContinuePanel(Panel):
    continue_game = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.saved: Optional[SavedGame] = None
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.continue_button = QPushButton(self)
        self.continue_button.setStyleSheet(f"QPushButton {{ {font_size(TextSize.HERO)} padding: 14px 28px; background: #ffd400; }}")
        self.continue_button.setDefault(True)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("minor")
        self.continue_button.clicked.connect(self._continue)
        self.new_button.clicked.connect(self._new)
        row = QHBoxLayout()
        row.setSpacing(18)
        row.addWidget(self.continue_button, 2)
        row.addWidget(self.new_button, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(26, 20, 26, 22)
        lay.setSpacing(12)
        lay.addWidget(self.title)
        lay.addWidget(self.detail)
        lay.addLayout(row)

    def offer(self, saved: SavedGame) -> None:
        """Show what the unfinished game is and wait for the player's choice."""
        self.saved = saved
        session, info = saved.session, saved.info
        shown = stored_names(saved.meta.names, saved.meta.default_names, seat_sides(session.rules.way.players),
                             session.rules.way_name == PAIRS)
        names = [html.escape(n) for n in shown[1:] if n]  # the detail is rich text: a typed "<" stays a "<"
        self.title.setText(translate("StartPanel", "You have a game under way"))
        if session.rules.way_name == PAIRS:
            score = (translate("StartPanel", "Hand %1 · Us <b>%2</b> · Them <b>%3</b>")
                     .replace("%1", str(session.hand_no)).replace("%2", str(session.totals[0]))
                     .replace("%3", str(session.totals[1])))
        else:  # each player on their own: every player's total, beside their name
            each = " · ".join(f"{html.escape(name)} <b>{total}</b>" for name, total in zip(shown, session.totals))
            score = translate("StartPanel", "Hand %1 · %2").replace("%1", str(session.hand_no)).replace("%2", each)
        lines = [score]
        if names:
            lines.append(translate("StartPanel", "Playing with %1").replace("%1", ", ".join(names)))
        if info.saved_at is not None:
            lines.append(translate("StartPanel", "Saved on %1").replace("%1", date_time_text(info.saved_at)))
        lines.append(f"<span style='{font_size(TextSize.CONTROL)} color:#ddd'>"
                     + translate("StartPanel", "A new game replaces this one.") + "</span>")
        self.detail.setText("<br>".join(lines))
        self.continue_button.setText(translate("StartPanel", "Continue the game"))
        self.new_button.setText(translate("StartPanel", "New game"))
        # a screen reader entering the panel hears what it is about, not a nameless group
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(plain(self.detail.text()))
        self.adjustSize()
        self.show()
        self.raise_()
        self.continue_button.setFocus()

    def _continue(self) -> None:
        self.hide()
        self.continue_game.emit()

    def _new(self) -> None:
        self.hide()
        self.new_game.emit()
