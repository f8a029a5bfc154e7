"""The "Who was right?" panel beside the table while a scenario is played.

It shows the scenario's story and question, the trick under discussion in cards big enough to
read (:data:`TRICK_CARD_WIDTH`: on a small window the table beside the panel draws its trick
tiny, and once the player has played the trick is gone from it), and, on request, the rules' answer
for the seat to move: the cards it may play and, for every other card, the
engine's reason -- and, when the file states another answer, that the file is
wrong.  Everything it says comes from the engine.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ...engine.tricks import trick_winner_index
from ...practice import Scenario
from ..common.deck import CardRenderer
from ..common.texts import card_name, refusal_text
from ..common.typography import TextSize, font_size
from ..context import Docks
from .cards import CardButton, card_and_reason, clear_layout, relative_seat_name

#: The width of the trick's cards in the panel (px): read at a glance, and three side by side
#: fit the narrowest panel.
TRICK_CARD_WIDTH = 64

translate = QCoreApplication.translate


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class ScenarioPanel(QDockWidget):
    #: "Play it again": the same scenario from the start.
    replay = Signal()

    def __init__(self, parent: QWidget, docks: Docks, renderer: Optional[CardRenderer] = None) -> None:
        super().__init__(translate("Practice", "Who was right?"), parent)
        self.renderer = renderer
        self.setObjectName("scenario_dock")
        self.scenario: Optional[Scenario] = None
        self.language = "en"
        body = QWidget()
        body.setStyleSheet(f"QLabel {{ {font_size(TextSize.BODY)} }} QPushButton {{ {font_size(TextSize.BODY)} padding: 6px 10px; }}")
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
        self.trick_title = QLabel(translate("Practice", "The trick on the table:"), body)
        self.trick_box = QWidget(body)
        self.trick_row = QHBoxLayout(self.trick_box)
        self.trick_row.setContentsMargins(0, 0, 0, 0)
        self.trick_row.setSpacing(8)
        #: The cards of the trick under discussion, as the panel shows them.
        self.trick_cards: list[CardButton] = []
        again = QPushButton(translate("Practice", "Play it again"), body)
        again.clicked.connect(self.replay)
        buttons = QVBoxLayout()  # one above the other: the dock is narrow and the text must not be cut
        buttons.addWidget(self.answer_button)
        buttons.addWidget(again)
        inner = QVBoxLayout(body)
        inner.addWidget(self.text)
        inner.addWidget(self.trick_title)
        inner.addWidget(self.trick_box)
        inner.addLayout(buttons)
        inner.addWidget(self.answer)
        inner.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(scroll)
        docks.add_tabbed(self)
        self.hide()

    def show_scenario(self, scenario: Scenario, language: str, deck_id: str = "") -> None:
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
        self._show_trick(scenario, deck_id)
        self.answer.setText("")
        self.answer_button.setEnabled(True)
        self.show()
        self.raise_()

    def _show_trick(self, scenario: Scenario, deck_id: str) -> None:
        """The trick under discussion: each card with who played it, the winning one said so."""
        clear_layout(self.trick_row)
        self.trick_cards = []
        view = scenario.view()
        shown = bool(view.trick) and self.renderer is not None and bool(deck_id)
        self.trick_title.setVisible(shown)
        self.trick_box.setVisible(shown)
        if not shown or self.renderer is None:
            return
        rk = view.rules.card_ranking
        trump = None if view.trump is None else "OCEB".index(view.trump)
        winner = trick_winner_index([rk.card_id(c) for _, c in view.trick], trump)
        self.trick_row.addStretch(1)
        for i, (seat, card) in enumerate(view.trick):
            column = QVBoxLayout()
            column.setSpacing(2)
            button = CardButton(self.renderer, deck_id, card, TRICK_CARD_WIDTH, self.trick_box, checkable=False)
            self.trick_cards.append(button)
            column.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            who = relative_seat_name(seat, view.seat)
            if i == winner:
                who = "<b>" + translate("Practice", "%1 · winning").replace("%1", who) + "</b>"
            caption = QLabel(who, self.trick_box)
            caption.setWordWrap(True)
            caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            caption.setFixedWidth(TRICK_CARD_WIDTH + 20)
            column.addWidget(caption, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addStretch(1)
            self.trick_row.addLayout(column)
        self.trick_row.addStretch(1)

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
