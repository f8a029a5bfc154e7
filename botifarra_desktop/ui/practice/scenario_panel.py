"""The "Who was right?" panel beside the table while a scenario is played.

It shows the scenario's story and question and, on request, the rules' answer
for the seat to move: the cards it may play and, for every other card, the
engine's reason -- and, when the file states another answer, that the file is
wrong.  Everything it says comes from the engine.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ...practice import Scenario
from .cards import card_and_reason
from ..common.texts import card_name, refusal_text

translate = QCoreApplication.translate


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class ScenarioPanel(QDockWidget):
    #: "Play it again": the same scenario from the start.
    replay = Signal()

    def __init__(self, window: Any) -> None:
        super().__init__(translate("Practice", "Who was right?"), window)
        self.setObjectName("scenario_dock")
        self.scenario: Optional[Scenario] = None
        self.language = "en"
        body = QWidget()
        body.setStyleSheet("QLabel { font-size: 16px; } QPushButton { font-size: 16px; padding: 6px 10px; }")
        self.text = QLabel(body)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.answer = QLabel(body)
        self.answer.setWordWrap(True)
        self.answer.setTextFormat(Qt.TextFormat.RichText)
        self.answer.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.answer_button = QPushButton(translate("Practice", "Show the rules' answer"), body)
        self.answer_button.clicked.connect(self.show_answer)
        again = QPushButton(translate("Practice", "Play it again"), body)
        again.clicked.connect(self.replay)
        buttons = QVBoxLayout()  # one above the other: the dock is narrow and the text must not be cut
        buttons.addWidget(self.answer_button)
        buttons.addWidget(again)
        inner = QVBoxLayout(body)
        inner.addWidget(self.text)
        inner.addLayout(buttons)
        inner.addWidget(self.answer)
        inner.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(scroll)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        score = getattr(window, "dock", None)
        if score is not None:
            window.tabifyDockWidget(score, self)
        self.hide()

    def show_scenario(self, scenario: Scenario, language: str) -> None:
        self.scenario = scenario
        self.language = language
        parts = []
        title = scenario.text("title", language)
        if title:
            parts.append(f"<h3>{title}</h3>")
        for name in ("description", "question"):
            text = scenario.text(name, language)
            if text:
                parts.append(f"<p>{'<b>' + text + '</b>' if name == 'question' else text}</p>")
        parts.append("<p>" + translate("Practice", "You play from the bottom of the table; the computer plays the "
                                                   "others.") + "</p>")
        self.text.setText("".join(parts))
        self.answer.setText("")
        self.answer_button.setEnabled(True)
        self.show()
        self.raise_()

    def show_answer(self) -> None:
        sc = self.scenario
        if sc is None:
            return
        legal = sc.legal()
        lines = ["<b>" + translate("Practice", "The rules allow: %1.").replace(
            "%1", ", ".join(card_name(c) for c in legal)) + "</b>"]
        for card, r in sc.refusals().items():
            lines.append(card_and_reason("✗", _capital(card_name(card)), refusal_text(r.code, r.params, r.message,
                                                                                  r.card)))
        wrong = sc.disagreement()
        if wrong is not None:
            lines.append("<b style='color:#b01010'>" + translate(
                "Practice", "The file says the cards allowed are %1: by the rules that is wrong.").replace(
                "%1", ", ".join(card_name(c) for c in wrong[0])) + "</b>")
        explanation = sc.text("explanation", self.language)
        if explanation:
            lines.append(explanation)
        self.answer.setText("<br><br>".join(lines))
        self.answer_button.setEnabled(False)

    def hide_panel(self) -> None:
        self.scenario = None
        self.hide()
