"""Practice -> Duplicate match: how many boards, the other table's level and replays, or today's boards."""

from __future__ import annotations

import datetime as dt
import random
from typing import Optional

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...duplicate.boards import TODAY_BOARDS, date_key, match_boards, seed_key, todays_boards
from ...duplicate.match import DuplicateMatch
from ...engine import Rules
from ...engine.rules import for_way

translate = QCoreApplication.translate


class DuplicateSetupDialog(QDialog):
    chosen = Signal(object)  # a DuplicateMatch
    go_on = Signal()

    def __init__(self, rules: Rules, level: str, paused: Optional[str] = None, parent: Optional[QWidget] = None,
                 today: Optional[dt.date] = None) -> None:
        super().__init__(parent)
        self.rules = for_way(rules, "pairs")  # in the window the pairs game: you, a partner, two opponents
        self.today = today or dt.date.today()
        self.setWindowTitle(translate("Duplicate", "Duplicate match"))
        layout = QVBoxLayout(self)
        intro = QLabel(translate(
            "Duplicate", "You play each board once with a computer partner against two computer opponents. "
            "At the other table four computer players play the same boards in the same seats, several times. "
            "Each board scores the difference between your result and theirs, so the luck of the cards is "
            "taken out."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.today_button = QRadioButton(translate("Duplicate", "Today's boards (%1 boards, the same for everyone "
                                                                "today)").replace("%1", str(TODAY_BOARDS)), self)
        self.match_button = QRadioButton(translate("Duplicate", "A match of new boards"), self)
        self.today_button.setChecked(True)
        layout.addWidget(self.today_button)
        layout.addWidget(self.match_button)
        form = QFormLayout()
        self.boards = QSpinBox(self)
        self.boards.setRange(1, 50)
        self.boards.setValue(6)
        self.level = QComboBox(self)
        for key, text in (("easy", translate("Duplicate", "Easy")), ("medium", translate("Duplicate", "Medium")),
                          ("hard", translate("Duplicate", "Hard"))):
            self.level.addItem(text, key)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.replays = QSpinBox(self)
        self.replays.setRange(1, 8)
        self.replays.setValue(4)
        form.addRow(translate("Duplicate", "Boards:"), self.boards)
        form.addRow(translate("Duplicate", "Computer players' level:"), self.level)
        form.addRow(translate("Duplicate", "Plays of each board at the other table:"), self.replays)
        layout.addLayout(form)
        self.today_button.toggled.connect(lambda on: self.boards.setEnabled(not on))
        self.boards.setEnabled(False)
        buttons = QDialogButtonBox(self)
        start = QPushButton(translate("Duplicate", "Start"), self)
        buttons.addButton(start, QDialogButtonBox.ButtonRole.AcceptRole)
        start.clicked.connect(self._start)
        if paused:
            go_on = QPushButton(paused, self)
            buttons.addButton(go_on, QDialogButtonBox.ButtonRole.ActionRole)
            go_on.clicked.connect(self._go_on)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def match(self) -> DuplicateMatch:
        level, replays = self.level.currentData(), self.replays.value()
        if self.today_button.isChecked():
            return DuplicateMatch(date_key(self.today), todays_boards(self.today), level, replays)
        seed = random.randrange(2**31)
        return DuplicateMatch(seed_key(seed), match_boards(seed, self.boards.value(), self.rules), level, replays)

    def _start(self) -> None:
        match = self.match()
        self.accept()
        self.chosen.emit(match)

    def _go_on(self) -> None:
        self.accept()
        self.go_on.emit()
