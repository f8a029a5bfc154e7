"""Play a deal by number: type the number (or a LAN table's deal code), choose who deals and from which side."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.deals import format_deal, parse_deal
from ..common.typography import TextSize, font_size

translate = QCoreApplication.translate


class DealNumberDialog(QDialog):
    #: (deal number or code, dealer seat, from the other side); a code does not fit a C++ int
    chosen = Signal(object, int, bool)

    def __init__(self, number: int = 0, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("DealDialog", "Play a deal by number"))
        self.setStyleSheet(f"QWidget {{ {font_size(TextSize.CONTROL)} }}")
        self.number = QLineEdit(format_deal(max(0, number)))
        self.number.setMaxLength(48)
        self.number.setMinimumWidth(420)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a00000;")
        self.problem.hide()
        self.dealer = QComboBox()
        for seat, name in enumerate((translate("DealDialog", "You"), translate("DealDialog", "The player on your right"),
                                     translate("DealDialog", "Your partner"),
                                     translate("DealDialog", "The player on your left"))):
            self.dealer.addItem(name, seat)
        self.mine = QRadioButton(translate("DealDialog", "Your side: the cards dealt to you"))
        self.other = QRadioButton(translate("DealDialog", "The other side: the cards of the player on your right"))
        self.mine.setChecked(True)
        form = QFormLayout()
        form.addRow(translate("DealDialog", "Deal number or code:"), self.number)
        form.addRow(translate("DealDialog", "Dealer:"), self.dealer)
        note = QLabel(translate("DealDialog", "The same number and dealer give everyone the same cards: play a deal a "
                                              "friend played and compare, or play it from the other side. A LAN "
                                              "table shows each hand's deal code when the hand is over."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("DealDialog", "Play"))
        buttons.accepted.connect(self._play)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.problem)
        lay.addWidget(self.mine)
        lay.addWidget(self.other)
        lay.addWidget(note)
        lay.addWidget(buttons)

    def _play(self) -> None:
        try:
            number = parse_deal(self.number.text())
        except ValueError:
            self.problem.setText(translate("DealDialog", "Type a deal number (up to ten digits) or a deal code "
                                                         "(32 digits and letters a-f, as the table showed it)."))
            self.problem.show()
            self.number.setFocus()
            return  # the dialog stays open with what was typed
        self.accept()
        self.chosen.emit(number, self.dealer.currentData(), self.other.isChecked())
