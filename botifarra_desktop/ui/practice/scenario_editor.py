"""The scenario editor: build a position by clicking cards, check it with the engine, save it, play it.

Choose where a click sends a card (a seat's hand or the trick), then click cards
of the deck: a free card goes there, a card already there comes back, a card
elsewhere moves.  The rules, trump, dealer, delegation, calls and leader are
chosen above.  Every change rebuilds the ``Position``; if the engine refuses it,
its message is shown in words under the deck (nothing crashes), and Save and
"Play from here" wait until the position is possible.

The editor fits the screen it opens on (:func:`~botifarra_desktop.ui.common.screen_fit.fit_dialog`).
With the room of a 1366x768 screen or more (:data:`WIDE`) the table's facts stand in a column beside
the deck.  With less (800x600, 1024x768) the editor is narrow: the deck (a suit a row, its cards as
wide as the row allows, :data:`NARROW_CARD` at least) comes first and the table's facts under it,
and the engine's word on the position stays in sight above the buttons.
Either way everything above the Open, Save, Play and Close buttons scrolls, so they stay in sight.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import Position, Rules, partner_of
from ...engine.cards import SUITS, full_deck
from ...engine.scoring import DOUBLE_NAMES
from ...practice import Scenario, load_scenario, localized, save_scenario
from ..common.deck import CardRenderer
from ..common.screen_fit import dialog_room, fit_dialog
from ..common.scrolling import column_scroll
from ..common.texts import call_name, card_name, suit_name
from ..common.typography import TextSize, font_size
from ..files.file_dialogs import chosen_path, file_dialog
from .cards import CardButton, seat_badge, seat_label, variant_name, wrapped_check

translate = QCoreApplication.translate

TRICK = 4  # the target "on the trick"
# The least room (:func:`dialog_room`) for the facts beside the deck (a 1366x768 screen's room has it).
WIDE = QSize(1240, 640)
# The deck's cards: this wide beside the facts, and at least the narrow editor's (a row of 12 on 800x600).
WIDE_CARD, NARROW_CARD = 54, 46
# A card button is this much wider than its card; the deck's spacing between them.
CARD_EDGE, DECK_SPACING = 8, 3


def narrow_card(room: QSize) -> int:
    """The narrow editor's card width: a row of 12 fits the ``room``'s width (less the dialog's margins
    and a scroll bar), from :data:`NARROW_CARD` to :data:`WIDE_CARD`."""
    by_width = (room.width() - 60 - 11 * DECK_SPACING) // 12 - CARD_EDGE
    return max(NARROW_CARD, min(by_width, WIDE_CARD))


class ScenarioEditor(QDialog):
    #: "Play from here": the scenario to put on the table.
    play_requested = Signal(object)

    def __init__(self, renderer: CardRenderer, deck_id: str, language: str, parent: Optional[QWidget] = None,
                 start_dir: str = "") -> None:
        super().__init__(parent)
        self.language = language
        self.start_dir = start_dir
        self.hands: list[list[str]] = [[], [], [], []]
        self.trick: list[str] = []
        self.texts: dict[str, object] = {}  # texts of an opened file (other languages are kept)
        self.extra: dict = {}
        self.base_rules = Rules()
        self.base_calls: tuple = ()
        self.base_won: Optional[tuple[tuple[str, ...], tuple[str, ...]]] = None
        self.base_totals = (0, 0)
        self.path: Optional[Path] = None
        self.scenario: Optional[Scenario] = None
        self.setWindowTitle(translate("ScenarioEditor", "Scenario editor"))
        self.setStyleSheet(f"QWidget {{ {font_size(TextSize.BODY)} }} QLabel#problem {{ {font_size(TextSize.CONTROL)} font-weight: bold; }}")
        room = dialog_room(self)
        # The screen's room is short of the facts beside the deck: the deck first, the facts under it.
        self.narrow = room is not None and (room.width() < WIDE.width() or room.height() < WIDE.height())
        fit_dialog(self, QSize(1260, 780), room)  # never larger than the screen: the editor scrolls
        #: Replaced by tests: the file dialogs and the question before replacing a file.
        self.ask_save_path: Callable[[], str] = self._ask_save_path
        self.ask_open_path: Callable[[], str] = self._ask_open_path
        self.confirm_replace: Callable[[Path], bool] = self._confirm_replace

        # ------------------------------------------------ the table's facts
        self.variant = QComboBox()
        for v in ("lliure", "obligada", "intermedia"):
            self.variant.addItem(variant_name(v), v)
        self.strict = QCheckBox(translate("ScenarioEditor", "Strict: beat and trump even over your partner"))
        self.three_second = QCheckBox(translate("ScenarioEditor", "The 3 ranks second"))
        self.trump = QComboBox()
        for s in SUITS:
            self.trump.addItem(suit_name(s).capitalize(), s)
        self.trump.addItem(translate("ScenarioEditor", "Botifarra (no trumps)"), None)
        self.dealer = self._seat_box()
        self.delegated = QCheckBox(translate("ScenarioEditor", "Delegated: the dealer's partner made trump"))
        self.calls = QComboBox()
        self.leader = self._seat_box()
        self.leader.setCurrentIndex(1)
        form = QFormLayout()
        form.addRow(translate("ScenarioEditor", "Rules:"), self.variant)
        form.addRow(wrapped_check(self.strict))
        form.addRow(wrapped_check(self.three_second))
        form.addRow(translate("ScenarioEditor", "Trump:"), self.trump)
        form.addRow(translate("ScenarioEditor", "Dealer:"), self.dealer)
        form.addRow(wrapped_check(self.delegated))
        form.addRow(translate("ScenarioEditor", "Calls:"), self.calls)
        form.addRow(translate("ScenarioEditor", "Leads the trick:"), self.leader)
        self.title = QLineEdit()
        self.question = QLineEdit()
        self.description = QPlainTextEdit()
        self.description.setFixedHeight(110)
        self.explanation = QPlainTextEdit()
        self.explanation.setFixedHeight(110)
        form.addRow(translate("ScenarioEditor", "Title:"), self.title)
        form.addRow(translate("ScenarioEditor", "Story:"), self.description)
        form.addRow(translate("ScenarioEditor", "Question:"), self.question)
        form.addRow(translate("ScenarioEditor", "Answer:"), self.explanation)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(form)
        column.addStretch(1)  # spare height below the form, not between its rows
        if not self.narrow:
            left.setFixedWidth(410)

        # ------------------------------------------------ the cards
        self.target_group = QButtonGroup(self)
        targets = QGridLayout()  # the label above the choices: long names in some languages
        across = 3 if self.narrow else 5  # the choices a row
        targets.addWidget(QLabel(translate("ScenarioEditor", "A click puts the card in:")), 0, 0, 1, across + 1)
        for t in range(5):
            radio = QRadioButton(seat_label(t) if t < 4 else translate("ScenarioEditor", "the trick"))
            self.target_group.addButton(radio, t)
            targets.addWidget(radio, 1 + t // across, t % across)
        targets.setColumnStretch(across, 1)
        self.target_group.button(0).setChecked(True)
        self.deck_grid = QGridLayout()
        self.deck_grid.setSpacing(DECK_SPACING)
        self.card_buttons: dict[str, CardButton] = {}
        card_width = narrow_card(room) if self.narrow and room is not None else WIDE_CARD
        for i, card in enumerate(full_deck()):
            b = CardButton(renderer, deck_id, card, card_width, None, checkable=False)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            b.clicked.connect(lambda _=False, c=card: self.card_clicked(c))
            row, col = divmod(i, 12)
            self.deck_grid.addWidget(b, row, col, Qt.AlignmentFlag.AlignHCenter)
            self.card_buttons[card] = b
        self.per_seat = QSpinBox()
        self.per_seat.setRange(1, 12)
        self.per_seat.setValue(5)
        fill = QPushButton(translate("ScenarioEditor", "Fill the rest at random"))
        fill.clicked.connect(self.fill_random)
        clear = QPushButton(translate("ScenarioEditor", "Clear the cards"))
        clear.clicked.connect(self.clear_cards)
        tools = QVBoxLayout()  # one row; narrow, the number above its two buttons
        number, actions = QHBoxLayout(), QHBoxLayout()
        number.addWidget(QLabel(translate("ScenarioEditor", "Cards per player:")))
        number.addWidget(self.per_seat)
        actions.addWidget(fill)
        actions.addWidget(clear)
        actions.addStretch(1)
        if self.narrow:
            number.addStretch(1)
            tools.addLayout(number)
            tools.addLayout(actions)
        else:
            number.addLayout(actions)
            tools.addLayout(number)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        centre = QVBoxLayout()
        centre.addLayout(targets)
        centre.addLayout(self.deck_grid)
        centre.addLayout(tools)
        centre.addWidget(self.summary)
        if not self.narrow:  # narrow, it stays in sight above the buttons (the deck fills the screen)
            centre.addWidget(self.problem)
        centre.addStretch(1)

        self.open_button = QPushButton(translate("ScenarioEditor", "Open…"))
        self.open_button.clicked.connect(self.open_file)
        self.save_button = QPushButton(translate("ScenarioEditor", "Save…"))
        self.save_button.clicked.connect(self.save_file)
        self.play_button = QPushButton(translate("ScenarioEditor", "Play from here"))
        self.play_button.setStyleSheet("QPushButton { font-weight: bold; }")
        self.play_button.clicked.connect(self._play)
        close = QPushButton(translate("ScenarioEditor", "Close"))
        close.clicked.connect(self.reject)
        # Enter pressed out of habit never deals, clears, nor opens a file window: it plays from here, once
        # the position is ready (Space still presses the button that has the focus)
        for button in (fill, clear, self.open_button, self.save_button):
            button.setAutoDefault(False)
        self.play_button.setDefault(True)
        bottom = QHBoxLayout()
        bottom.addWidget(self.open_button)
        bottom.addWidget(self.save_button)
        bottom.addStretch(1)
        bottom.addWidget(self.play_button)
        bottom.addWidget(close)
        # the facts and the deck scroll (a small screen, long words); the buttons stay in sight
        content = QWidget()
        body = QVBoxLayout(content) if self.narrow else QHBoxLayout(content)
        body.setContentsMargins(0, 0, 12, 0)  # room between the fields and the scroll bar
        if self.narrow:  # the deck first: it is what the editor is for
            body.addLayout(centre)
            body.addWidget(left)
        else:
            body.addWidget(left)
            body.addLayout(centre, 1)
        self.body_scroll = column_scroll(content)
        # never narrower than the deck and the facts: nothing is cut, long texts wrap
        self.body_scroll.setMinimumWidth(content.minimumSizeHint().width()
                                         + self.body_scroll.verticalScrollBar().sizeHint().width())
        lay = QVBoxLayout(self)
        lay.addWidget(self.body_scroll, 1)
        if self.narrow:
            lay.addWidget(self.problem)
        lay.addLayout(bottom)

        for box in (self.variant, self.trump, self.dealer, self.calls, self.leader):
            box.currentIndexChanged.connect(self.refresh)
        for check in (self.strict, self.three_second, self.delegated):
            check.toggled.connect(self.refresh)
        self.trump.currentIndexChanged.connect(self._fill_calls)
        self._fill_calls()
        self.refresh()

    def _seat_box(self) -> QComboBox:
        box = QComboBox()
        for s in range(len(self.hands)):
            box.addItem(seat_label(s), s)
        return box

    # ------------------------------------------------------------ building the position
    def rules(self) -> Rules:
        """The opened file's rules (options not shown here are kept) with the choices made here."""
        base, variant = self.base_rules, self.variant.currentData()
        carrego = base.announce_carrego if base.variant == variant else variant == "intermedia"
        return base.with_changes(variant=variant, strict=self.strict.isChecked(), announce_carrego=carrego,
                                 ranking="three_second" if self.three_second.isChecked() else "standard")

    def _fill_calls(self) -> None:
        keep = self.calls.currentIndex()
        self.calls.blockSignals(True)
        self.calls.clear()
        self.calls.addItem(translate("ScenarioEditor", "None"), 0)
        most = self.rules().max_doubles(self.trump.currentData() is None)
        for n in range(1, most + 1):
            self.calls.addItem(" + ".join(call_name(c) for c in DOUBLE_NAMES[:n]), n)
        self.calls.setCurrentIndex(min(max(keep, 0), self.calls.count() - 1))
        self.calls.blockSignals(False)

    def position(self) -> Position:
        """The position the editor shows; raises ValueError with the engine's words."""
        dealer = self.dealer.currentData()
        declarer = partner_of(dealer) if self.delegated.isChecked() else dealer
        calls = tuple((self._caller(i, declarer), DOUBLE_NAMES[i]) for i in range(self.calls.currentData() or 0))
        leader = self.leader.currentData()
        trick = tuple(((leader + i) % 4, c) for i, c in enumerate(self.trick))
        if len(self.trick) > 3:
            raise ValueError(translate("ScenarioEditor", "The trick has at most 3 cards: the fourth would end it."))
        position = Position(rules=self.rules(), hands=tuple(tuple(h) for h in self.hands),
                            dealer=dealer, declarer=declarer, trump=self.trump.currentData(),
                            delegated=self.delegated.isChecked(), calls=calls, trick=trick, leader=leader,
                            totals=self.base_totals)
        if self.base_won is not None:  # an opened file's won cards, while they still fit the hands
            try:
                return replace(position, won=self.base_won)
            except ValueError:
                pass
        return position

    def _caller(self, level: int, declarer: int) -> int:
        """Who made call ``level``: as in the opened file when that player is of the right side, else
        the opponent on the declarer's right (contro, Sant Vicenç) or the declarer (recontro, barraca)."""
        side = declarer % 2 if level % 2 else 1 - declarer % 2
        if level < len(self.base_calls) and self.base_calls[level][0] % 2 == side:
            return self.base_calls[level][0]
        return declarer if level % 2 else (declarer + 1) % 4

    def refresh(self) -> None:
        if self.sender() is self.variant or self.sender() is self.trump:
            self._fill_calls()
        for card, button in self.card_buttons.items():
            button.set_badge(self._where_short(card))
        lines = []
        for s in range(len(self.hands)):
            cards = ", ".join(card_name(c) for c in self.hands[s]) or "—"
            lines.append(f"<b>{seat_label(s)}</b> · " + translate("ScenarioEditor", "seat %1").replace("%1", str(s))
                         + f" ({len(self.hands[s])}): {cards}")
        leader = self.leader.currentData()
        on_trick = ", ".join(f"{seat_label((leader + i) % 4)}: {card_name(c)}" for i, c in enumerate(self.trick))
        lines.append("<b>" + translate("ScenarioEditor", "On the trick") + "</b>: " + (on_trick or "—"))
        self.summary.setText("<br>".join(lines))
        try:
            position = self.position()
        except (ValueError, TypeError) as exc:
            self.scenario = None
            self.problem.setStyleSheet("QLabel { color: #b01010; }")
            self.problem.setText(translate("ScenarioEditor", "Not a possible position yet: %1")
                                 .replace("%1", self._problem_text(str(exc))))
        else:
            self.scenario = self._scenario(position)
            seat = self.scenario.to_play
            legal = ", ".join(card_name(c) for c in self.scenario.legal())
            self.problem.setStyleSheet("QLabel { color: #1b6a2e; }")
            self.problem.setText(translate("ScenarioEditor", "Ready. %1 is to play and may play: %2.")
                                 .replace("%1", seat_label(seat)).replace("%2", legal))
        for b in (self.save_button, self.play_button):
            b.setEnabled(self.scenario is not None)

    def _problem_text(self, message: str) -> str:
        """The engine's reason in the player's language when we know it (the one a half-built deal
        meets), else the engine's own words."""
        if not message.startswith("every seat must hold the same number of cards"):
            return message
        leader = self.leader.currentData()
        on_trick = {(leader + i) % 4 for i in range(len(self.trick))}
        counts = ", ".join(f"{seat_label(s)} {len(self.hands[s]) + (1 if s in on_trick else 0)}"
                           for s in range(len(self.hands)))
        return translate("ScenarioEditor", "every player must hold the same number of cards (1 to 12), counting a "
                                           "card already on the trick: %1.").replace("%1", counts)

    def _where_short(self, card: str) -> str:
        for s in range(len(self.hands)):
            if card in self.hands[s]:
                return seat_badge(s)
        if card in self.trick:
            return translate("ScenarioEditor", "T%1", "card on the trick, in order").replace(
                "%1", str(self.trick.index(card) + 1))
        return ""

    def current(self) -> Scenario:
        """The scenario as shown now, texts included (call only when ``self.scenario`` is set)."""
        return self._scenario(self.position())

    def _scenario(self, position: Position) -> Scenario:
        def text(name: str, value: str):
            old = self.texts.get(name)
            if isinstance(old, dict):  # keep the other languages of an opened file
                return {**old, self.language.split("_")[0]: value} if value else old
            return value

        return Scenario(position=position, title=text("title", self.title.text().strip()),
                        description=text("description", self.description.toPlainText().strip()),
                        question=text("question", self.question.text().strip()),
                        explanation=text("explanation", self.explanation.toPlainText().strip()), extra=self.extra)

    # ------------------------------------------------------------ cards
    def card_clicked(self, card: str) -> None:
        target = self.target_group.checkedId()
        here = self.trick if target == TRICK else self.hands[target]
        was_here = card in here
        for place in (*self.hands, self.trick):
            if card in place:
                place.remove(card)
        if not was_here:
            if target == TRICK and len(self.trick) >= 3:
                self.refresh()
                self.problem.setText(translate("ScenarioEditor", "The trick has at most 3 cards: the fourth would "
                                                                 "end it."))
                return
            here.append(card)
        self.refresh()

    def fill_random(self) -> None:
        """Deal the free cards so every seat has the chosen number (counting its card on the trick)."""
        n = self.per_seat.value()
        leader = self.leader.currentData()
        on_trick = {(leader + i) % 4 for i in range(len(self.trick))}
        used = {c for h in self.hands for c in h} | set(self.trick)
        free = [c for c in full_deck() if c not in used]
        need = [n - len(self.hands[s]) - (1 if s in on_trick else 0) for s in range(len(self.hands))]
        if min(need) < 0:
            self.problem.setText(translate("ScenarioEditor", "A player already holds more than %n cards: raise the "
                                                             "number of cards per player.", None, n))
            return
        random.shuffle(free)
        for s in range(len(self.hands)):
            self.hands[s].extend(free[: need[s]])
            free = free[need[s]:]
        self.refresh()

    def clear_cards(self) -> None:
        self.hands = [[], [], [], []]
        self.trick = []
        self.refresh()

    def load(self, scenario: Scenario) -> None:
        """Show ``scenario`` in the editor."""
        p = scenario.position
        self.hands = [list(h) for h in p.hands]
        self.trick = [c for _, c in p.trick]
        self.texts = {n: getattr(scenario, n) for n in ("title", "description", "question", "explanation")}
        self.extra = dict(scenario.extra)
        self.base_rules = p.rules
        self.base_calls = p.calls
        self.base_won, self.base_totals = p.won, p.totals
        for box, value in ((self.variant, p.rules.variant), (self.trump, p.trump), (self.dealer, p.dealer),
                           (self.leader, p.trick_leader)):
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(value))
            box.blockSignals(False)
        for check, value in ((self.strict, p.rules.strict), (self.three_second, p.rules.ranking == "three_second"),
                             (self.delegated, p.delegated)):
            check.blockSignals(True)
            check.setChecked(value)
            check.blockSignals(False)
        self._fill_calls()
        self.calls.setCurrentIndex(len(p.calls))
        self.title.setText(localized(scenario.title, self.language))
        self.description.setPlainText(localized(scenario.description, self.language))
        self.question.setText(localized(scenario.question, self.language))
        self.explanation.setPlainText(localized(scenario.explanation, self.language))
        self.per_seat.setValue(max(1, len(p.hands[scenario.to_play]) + (1 if any(s == scenario.to_play
                                                                                    for s, _ in p.trick) else 0)))
        self.refresh()

    # ------------------------------------------------------------ files
    def open_file(self) -> None:
        path = self.ask_open_path()
        if not path:
            return
        scenario, message = load_scenario(path)
        if scenario is None:
            QMessageBox.warning(self, translate("ScenarioEditor", "Scenario editor"),
                                translate("ScenarioEditor", "This file cannot be opened.") + "\n\n" + message)
            return
        self.path = Path(path)
        self.load(scenario)

    def save_file(self) -> bool:
        if self.scenario is None:
            return False
        path = self.ask_save_path()
        if not path:
            return False
        target = Path(path)
        if target.suffix.lower() != ".json":
            target = target.with_name(target.name + ".json")
        if target.exists() and not self.confirm_replace(target):
            return False
        try:
            save_scenario(target, self.current())
        except OSError as exc:
            QMessageBox.warning(self, translate("ScenarioEditor", "Scenario editor"),
                                translate("ScenarioEditor", "The scenario could not be saved: %1")
                                .replace("%1", f"{exc.strerror or exc} ({target})"))
            return False
        self.path = target
        return True

    def _play(self) -> None:
        if self.scenario is not None:
            self.play_requested.emit(self.current())

    def _dir(self) -> str:
        return str(self.path.parent) if self.path else self.start_dir

    def _ask_save_path(self) -> str:
        # the editor asks before replacing a file itself (``confirm_replace``)
        return chosen_path(file_dialog(self, translate("ScenarioEditor", "Save the scenario"), self._dir(),
                                       translate("ScenarioEditor", "Scenarios (*.json)"), save=True,
                                       confirm_overwrite=False))

    def _ask_open_path(self) -> str:
        return chosen_path(file_dialog(self, translate("ScenarioEditor", "Open a scenario"), self._dir(),
                                       translate("ScenarioEditor", "Scenarios (*.json)")))

    def _confirm_replace(self, path: Path) -> bool:
        answer = QMessageBox.question(
            self, translate("ScenarioEditor", "Replace the file?"),
            translate("ScenarioEditor", "%1 already exists. Replace it?").replace("%1", path.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes
