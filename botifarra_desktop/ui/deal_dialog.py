"""Play a deal by number: type the number, choose who deals and from which side you play it."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QRadioButton, QSpinBox, QVBoxLayout, QWidget,
)

translate = QCoreApplication.translate


class DealNumberDialog(QDialog):
    #: (deal number, dealer seat, from the other side)
    chosen = Signal(int, int, bool)

    def __init__(self, number: int = 0, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("DealDialog", "Play a deal by number"))
        self.setStyleSheet("QWidget { font-size: 17px; }")
        self.number = QSpinBox()
        self.number.setRange(0, 2**31 - 1)
        self.number.setValue(max(0, number))
        self.number.setMinimumWidth(180)
        self.dealer = QComboBox()
        for seat, name in enumerate((translate("DealDialog", "You"), translate("DealDialog", "The player on your right"),
                                     translate("DealDialog", "Your partner"),
                                     translate("DealDialog", "The player on your left"))):
            self.dealer.addItem(name, seat)
        self.mine = QRadioButton(translate("DealDialog", "Your side: the cards dealt to you"))
        self.other = QRadioButton(translate("DealDialog", "The other side: the cards of the player on your right"))
        self.mine.setChecked(True)
        form = QFormLayout()
        form.addRow(translate("DealDialog", "Deal number:"), self.number)
        form.addRow(translate("DealDialog", "Dealer:"), self.dealer)
        note = QLabel(translate("DealDialog", "The same number and dealer give everyone the same cards: play a deal a "
                                              "friend played and compare, or play it from the other side."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("DealDialog", "Play"))
        buttons.accepted.connect(self._play)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.mine)
        lay.addWidget(self.other)
        lay.addWidget(note)
        lay.addWidget(buttons)

    def _play(self) -> None:
        self.accept()
        self.chosen.emit(self.number.value(), self.dealer.currentData(), self.other.isChecked())
