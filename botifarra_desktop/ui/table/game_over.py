"""The game-over screen on the table: who won, the final score and the hands played, and the ways on.

Everything it says comes from the engine's ``GameOver`` event (offline, or from the host at
a LAN table) or, for a finished game drawn again, from the seat's view: the UI decides nothing.
Its buttons: *Rematch* (same players and rules, the dealing rotation goes on: offline and at a
LAN table, where a guest's Rematch asks the table and the line under the score says who is ready),
*New game* (the new-game dialog; cancelling it leaves this screen up), *Review* (the player's cards
of the game's hands; at a LAN table from what the seat saw) and *Statistics*.  The keyboard starts
on *Review*: Enter never throws a game away nor starts one, and the panel stays until another game
is on the table; a key held down (auto-repeat) presses none of its buttons, so an Enter or Space
held on the last hand's "See the result" stops on this screen.  The buttons wrap onto a second row
where one row would cut their words.

The screen may be filled (:meth:`GameOverPanel.set_game_over`) while the last hand's breakdown is
still up, and shown when the player asks for it (:meth:`GameOverPanel.reveal`): news that comes in
between, such as a LAN table's rematch votes, is kept.

When the player's side wins, gold coins fall over the title and score as the screen comes up
(:mod:`.celebration`: at the table's animation speed, none at "instant", flat in high contrast, never
over the buttons) and a screen reader hears "Congratulations!" with the result.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .celebration import Celebration, table_look
from .panels import ButtonRows, Panel, side_names

translate = QCoreApplication.translate


def winner_text(winner: Optional[int], names: Sequence[str], pairs: bool) -> str:
    """Who won, as the player at seat 0 reads it (``None``: nobody, the totals are level)."""
    if winner is None:
        return translate("GameOver", "The game ends level.")
    if winner == 0:
        return translate("GameOver", "You win the game!")
    if pairs:
        return translate("GameOver", "The other side wins the game.")
    return translate("GameOver", "%1 wins the game.").replace("%1", names[winner])


# the keys that press a focused button
PRESS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class GameOverPanel(Panel):
    rematch = Signal()
    new_game = Signal()
    review = Signal()
    statistics = Signal()
    # the screen came up: what it says (who won, the score), for a screen reader
    revealed = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        self.title.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(24)
        self.hands = QLabel(self)
        self.hands.setTextFormat(Qt.TextFormat.PlainText)
        self.votes = QLabel(self)  # at a LAN table: who asked for a rematch (names are plain text)
        self.votes.setTextFormat(Qt.TextFormat.PlainText)
        self.votes.setWordWrap(True)
        self.votes.hide()
        self.cells: list[QLabel] = []
        # whether there are statistics to show (the window keeps them on disk)
        self.has_statistics = True
        self.rematch_button = QPushButton(self)
        self.new_button = QPushButton(self)
        self.review_button = QPushButton(self)
        self.stats_button = QPushButton(self)
        for b in (self.new_button, self.review_button, self.stats_button):
            b.setObjectName("minor")
        for b, signal in ((self.rematch_button, self.rematch), (self.new_button, self.new_game),
                          (self.review_button, self.review), (self.stats_button, self.statistics)):
            b.clicked.connect(signal)
            b.installEventFilter(self)
        row = ButtonRows()  # wrapped onto two rows where one would cut a button's words
        for b in (self.rematch_button, self.new_button, self.review_button, self.stats_button):
            row.addWidget(b)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(22, 16, 22, 18)
        lay.setSpacing(10)
        lay.addWidget(self.title)
        lay.addLayout(self.grid)
        lay.addWidget(self.hands)
        lay.addWidget(self.votes)
        lay.addLayout(row)
        #: The coins when the player's side wins (``won``), over the title and score only.
        self.celebration = Celebration(self)
        self.won = False
        self.retranslate()

    def retranslate(self) -> None:
        self.rematch_button.setText(translate("GameOver", "Rematch"))
        self.rematch_button.setToolTip(translate("GameOver", "The same players and rules; the deal passes on."))
        self.new_button.setText(translate("GameOver", "New game…"))
        self.review_button.setText(translate("GameOver", "Review"))
        self.review_button.setToolTip(translate("GameOver", "Your cards in the hands of this game."))
        self.stats_button.setText(translate("GameOver", "Statistics"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A key held down does not press a button here (it was held on the screen before)."""
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) and isinstance(event, QKeyEvent) \
                and event.isAutoRepeat() and event.key() in PRESS_KEYS:
            return True
        return super().eventFilter(watched, event)

    def show_game_over(self, winner: Optional[int], totals: Sequence[int], hands_played: int,
                       names: Sequence[str], pairs: bool, rematch: bool = True, review: bool = True) -> None:
        """The engine's end of the game: ``winner`` side (``None``: level), the final ``totals`` by
        side and how many hands were played.  ``rematch``, ``review``: those buttons are offered."""
        self.set_game_over(winner, totals, hands_played, names, pairs, rematch, review)
        self.reveal()

    def set_game_over(self, winner: Optional[int], totals: Sequence[int], hands_played: int,
                      names: Sequence[str], pairs: bool, rematch: bool = True, review: bool = True) -> None:
        """Fill the screen as :meth:`show_game_over` does, without showing it."""
        self.celebration.stop()
        self.won = winner == 0
        self.title.setText(winner_text(winner, names, pairs))
        for lab in self.cells:
            self.grid.removeWidget(lab)
            lab.deleteLater()
        self.cells = []
        heads = side_names(names, len(totals), pairs)
        for side, total in enumerate(totals):
            name, score = QLabel(heads[side], self), QLabel(str(total), self)
            name.setTextFormat(Qt.TextFormat.PlainText)
            score.setTextFormat(Qt.TextFormat.PlainText)
            if side == winner:
                for lab in (name, score):
                    font = lab.font()
                    font.setBold(True)
                    lab.setFont(font)
            self.grid.addWidget(name, side, 0)
            self.grid.addWidget(score, side, 1, Qt.AlignmentFlag.AlignRight)
            self.cells += [name, score]
        self.hands.setText(translate("GameOver", "Hands played: %1").replace("%1", str(hands_played)))
        # what a screen reader says of the panel; a win is cheered in words too
        self.setAccessibleName((translate("GameOver", "Congratulations!") + " " if self.won else "") + self.title.text())
        self.setAccessibleDescription(", ".join(f"{heads[s]} {t}" for s, t in enumerate(totals)) + ". "
                                      + self.hands.text())
        self.rematch_button.setVisible(rematch)
        self.set_rematch_asked(False)
        self.review_button.setVisible(review)
        self.show_votes("")
        self.stats_button.setVisible(self.has_statistics)
        self.adjustSize()

    def reveal(self) -> None:
        """Show the screen as filled, the keyboard on its first harmless button."""
        self.adjustSize()
        self.show()
        self.raise_()
        first = next((b for b in (self.review_button, self.stats_button, self.new_button) if not b.isHidden()))
        first.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.won:
            self.celebration.play(*table_look(self))
        self.revealed.emit(self.accessibleName() + "\n" + self.accessibleDescription())

    def hideEvent(self, event: QHideEvent) -> None:
        celebration = getattr(self, "celebration", None)  # (the panel starts hidden, before it has one)
        if celebration is not None:
            celebration.stop()  # a new game took the table: the coins go with the screen
        super().hideEvent(event)

    def set_rematch_asked(self, asked: bool) -> None:
        """A LAN guest asked the table for a rematch (the button waits for the others), or no longer."""
        self.rematch_button.setEnabled(not asked)
        self.rematch_button.setText(translate("GameOver", "Rematch asked") if asked else translate("GameOver", "Rematch"))
        self.adjustSize()

    def show_votes(self, text: str) -> None:
        """The line under the score: who is ready for a rematch at a LAN table (empty: none)."""
        self.votes.setText(text)
        self.votes.setVisible(bool(text))
        desc = self.accessibleDescription().split("\n")[0]
        self.setAccessibleDescription(desc + ("\n" + text if text else ""))
        self.adjustSize()
