"""The new-game dialog: a preset, every rule option, the bots' levels and the players' names."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget,
)

from ..engine import Rules
from ..storage.settings import AI_LEVELS, MAX_NAME_LENGTH
from .rules_form import RulesForm

translate = QCoreApplication.translate


def level_names() -> dict[str, str]:
    return {"easy": translate("NewGame", "Easy"), "medium": translate("NewGame", "Medium"),
            "hard": translate("NewGame", "Hard")}


@dataclass(frozen=True)
class GameSetup:
    rules: Rules
    preset: str  # a PRESETS key, or "custom"
    names: tuple[str, str, str, str]
    levels: tuple[str, str, str]  # seats 1, 2, 3


class NewGameDialog(QDialog):
    def __init__(self, names: Sequence[str], levels: Sequence[str], preset: str = "lliure",
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGame", "New game"))
        self.setStyleSheet("QWidget { font-size: 16px; }")
        lay = QVBoxLayout(self)

        self.rules_form = RulesForm(preset, self)
        lay.addWidget(self.rules_form)
        for name in ("preset", "variant", "announce_carrego", "strict", "ranking", "barraca", "sant_vicenc_bot",
                     "to_target", "target", "to_hands", "hands", "first_dealer", "table_rules"):
            setattr(self, name, getattr(self.rules_form, name))  # the widgets, for tests and callers

        players = QGroupBox(translate("NewGame", "Players"))
        pform = QFormLayout(players)
        seat_labels = (translate("NewGame", "You:"), translate("NewGame", "Right (rival):"),
                       translate("NewGame", "Partner (in front):"), translate("NewGame", "Left (rival):"))
        self.name_edits = []
        self.level_boxes = []
        for seat in range(4):
            row = QHBoxLayout()
            edit = QLineEdit(names[seat] if seat < len(names) else "")
            edit.setMaxLength(MAX_NAME_LENGTH)
            row.addWidget(edit, 2)
            self.name_edits.append(edit)
            if seat:
                box = QComboBox()
                for key, label in level_names().items():
                    box.addItem(label, key)
                lvl = levels[seat - 1] if seat - 1 < len(levels) else "medium"
                box.setCurrentIndex(max(0, list(AI_LEVELS).index(lvl) if lvl in AI_LEVELS else 1))
                row.addWidget(box, 1)
                self.level_boxes.append(box)
            pform.addRow(seat_labels[seat], row)
        lay.addWidget(players)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b01010; font-weight: bold;")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("NewGame", "Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

        self.result_setup: Optional[GameSetup] = None

    def rules(self) -> Rules:
        """The rules the widgets describe; raises ValueError (from ``Rules``) if they do not fit."""
        return self.rules_form.rules()

    def _accept(self) -> None:
        try:
            rules = self.rules()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        names = [e.text().strip() for e in self.name_edits]
        if any(not n for n in names):
            self.error.setText(translate("NewGame", "Every player needs a name."))
            return
        levels = tuple(b.currentData() for b in self.level_boxes)
        self.result_setup = GameSetup(rules, self.preset.currentData(), tuple(names), levels)  # type: ignore[arg-type]
        self.accept()
