"""Past hands: the list, a trick-by-trick look at one hand, and "Play this deal again".

``HandHistoryDialog(history)`` lists the stored hands newest first (damaged
records shown as damaged, with the reason).  Choosing one shows it one step at
a time with :func:`~botifarra_desktop.storage.history.replay_steps`: the
way to play, the declaration and the full hands, then each trick with the
cards in play order and who won it, the hands left, and the result at the end.
A finished hand is public, so every hand is shown, and in the pile games every
pile card, face up or face down.  Scores are by pair in the pairs game and by
player in the other ways.  "Play this deal again" emits
``play_again(HandRecord)``; the window starts the new game with
:func:`~botifarra_desktop.storage.history.replay_same_deal`.

Sentences about the player at this screen say "you" ("You declared oros.", "Trick 3 of 12:
you win it"): the hand was played at seat 0 of this computer, whose name ("Me", "Jo") is kept for
the lists (the cards of a trick, the hands).  A record whose seat 0 was not a person at this
screen names every seat.

A seat that kept its place's default name is named in the current language
("Right", "Dreta"), whatever language the hand was played in (a record written
before the flags existed names its seats as stored); the dates are written as
the current language writes them.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...engine import partner_of
from ...engine.ways import PAIRS
from ...storage.history import HandEntry, HandHistory, HandRecord, ReplayStep, replay_steps
from ..common.screen_fit import fit_dialog
from ..common.texts import call_name, card_name, stored_names, suit_name, team_name
from ..common.typography import make_readable
from ..dialogs.rules_form import way_names
from ..table.layout import seat_sides
from ..table.panels import YOU
from .problem_texts import problem_text
from .saves_dialog import BROKEN_COLOUR, date_label


class HandHistoryDialog(QDialog):
    play_again = Signal(object)  # HandRecord

    def __init__(self, history: HandHistory, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.history = history
        self.entries: list[HandEntry] = []
        self.record: Optional[HandRecord] = None
        self.steps: list[ReplayStep] = []
        self.step_index = 0
        self.setWindowTitle(self.tr("Past hands"))
        make_readable(self)

        self.hand_list = QListWidget(self)
        self.hand_list.setWordWrap(True)  # many players' scores wrap rather than being cut
        self.hand_list.setSpacing(4)  # each hand a block of its own: two wrapped entries never run together
        self.hand_list.currentRowChanged.connect(self.show_entry)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.bidding = QLabel(self)
        self.bidding.setWordWrap(True)
        self.trick_label = QLabel(self)
        self.trick_label.setWordWrap(True)
        self.trick_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hands_label = QLabel(self)
        self.hands_label.setWordWrap(True)
        self.hands_label.setTextFormat(Qt.TextFormat.PlainText)
        self.result_label = QLabel(self)
        self.result_label.setWordWrap(True)

        self.first_button = QPushButton(self.tr("First"), self)
        self.previous_button = QPushButton(self.tr("Previous trick"), self)
        self.next_button = QPushButton(self.tr("Next trick"), self)
        self.last_button = QPushButton(self.tr("Last"), self)
        self.first_button.clicked.connect(lambda: self.step_to(0))
        self.previous_button.clicked.connect(lambda: self.step_to(self.step_index - 1))
        self.next_button.clicked.connect(lambda: self.step_to(self.step_index + 1))
        self.last_button.clicked.connect(lambda: self.step_to(len(self.steps) - 1))
        self.again_button = QPushButton(self.tr("Play this deal again"), self)
        self.again_button.clicked.connect(self._play_again)

        steps_row = QHBoxLayout()
        for button in (self.first_button, self.previous_button, self.next_button, self.last_button):
            steps_row.addWidget(button)
        viewer = QWidget(self)
        right = QVBoxLayout(viewer)
        right.addWidget(self.title)
        # the hand scrolls (a pile game lists every pile card); the step buttons stay in sight
        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        for widget in (self.bidding, self.trick_label, self.hands_label, self.result_label):
            inner.addWidget(widget)
        inner.addStretch(1)
        self.hand_scroll = QScrollArea(viewer)
        self.hand_scroll.setWidgetResizable(True)
        self.hand_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.hand_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hand_scroll.setWidget(content)
        right.addWidget(self.hand_scroll, 1)
        right.addLayout(steps_row)
        right.addWidget(self.again_button)
        splitter = QSplitter(self)
        splitter.addWidget(self.hand_list)
        splitter.addWidget(viewer)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([380, 720])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        layout.addWidget(buttons)
        fit_dialog(self, QSize(1100, 700))  # smaller on a small screen: the buttons stay in sight
        self.refresh()

    # ------------------------------------------------------------ the list
    def refresh(self) -> None:
        self.entries = list(reversed(self.history.list_hands()))  # newest first
        self.hand_list.clear()
        for entry in self.entries:
            item = QListWidgetItem(self._entry_text(entry))
            if entry.record is None:
                item.setForeground(BROKEN_COLOUR)
                item.setToolTip(problem_text(entry.problem))
            self.hand_list.addItem(item)
        if not self.entries:
            self.title.setText(self.tr("No hands have been played yet."))
        self.hand_list.setCurrentRow(0 if self.entries else -1)
        if not self.entries:
            self.show_entry(-1)

    def _entry_text(self, entry: HandEntry) -> str:
        record = entry.record
        if record is None:
            return self.tr("Damaged record")
        score = record.result.score
        first = self.tr("Hand %1: %2").replace("%1", str(record.hand_no)).replace("%2", self._declaration(record))
        if _pairs(record):
            # a side and its score never split over two lines
            second = self.tr("%1 %2, %3 %4").replace("%1 %2", "%1\u00a0%2").replace("%3 %4", "%3\u00a0%4")
            second = second.replace("%1", team_name(0)).replace("%2", str(score[0])).replace(
                "%3", team_name(1)).replace("%4", str(score[1]))
            return f"{first}\n{date_label(record.recorded_at)} · {second}"
        second = self._per_player(record, score)
        return f"{first}\n{way_names().get(record.rules.way_name, record.rules.way_name)}\n" \
               f"{date_label(record.recorded_at)} · {second}"

    # ------------------------------------------------------------ one hand
    def show_entry(self, row: int) -> None:
        entry = self.entries[row] if 0 <= row < len(self.entries) else None
        self.record = entry.record if entry else None
        self.steps = list(replay_steps(self.record)) if self.record else []
        self.again_button.setEnabled(self.record is not None)
        if entry is not None and entry.record is None:
            self.title.setText(self.tr("This record is damaged and cannot be shown:") + "\n" + problem_text(entry.problem))
        if not self.steps or self.record is None:
            for label in (self.bidding, self.trick_label, self.hands_label, self.result_label):
                label.setText("")
            self._update_buttons()
            return
        self.bidding.setText(self._bidding_text(self.record))
        self.step_to(0)

    def step_to(self, index: int) -> None:
        """Show step ``index`` (0 is before the first trick) of the chosen hand."""
        if not self.steps:
            return
        self.step_index = max(0, min(index, len(self.steps) - 1))
        step = self.steps[self.step_index]
        self.title.setText(self._step_title(step))
        self.trick_label.setText(self._trick_text(step))
        self.hands_label.setText(self._hands_text(step))
        self.result_label.setText(self._result_text(step.result) if step.result else "")
        self._update_buttons()

    def _update_buttons(self) -> None:
        has = bool(self.steps)
        at_start = self.step_index == 0
        at_end = self.step_index >= len(self.steps) - 1
        self.first_button.setEnabled(has and not at_start)
        self.previous_button.setEnabled(has and not at_start)
        self.next_button.setEnabled(has and not at_end)
        self.last_button.setEnabled(has and not at_end)

    def _play_again(self) -> None:
        if self.record is not None:
            self.play_again.emit(self.record)

    # ------------------------------------------------------------ texts
    def seat_name(self, seat: int, record: Optional[HandRecord] = None) -> str:
        record = record or self.record
        names = shown_names(record) if record else []
        name = names[seat] if seat < len(names) else ""
        return name or self.tr("Seat %1").replace("%1", str(seat + 1))

    def is_you(self, seat: Optional[int], record: Optional[HandRecord] = None) -> bool:
        """Whether ``seat`` is the player at this screen: seat 0, played by a person here."""
        record = record or self.record
        return record is not None and seat == your_seat(record)

    def _per_player(self, record: HandRecord, values) -> str:
        """ "Anna 4, Pere -6, Joan 2": one number per player (the ways without pairs)."""
        return ", ".join(f"{self.seat_name(seat, record)} {value}" for seat, value in enumerate(values))

    def _declaration(self, record: HandRecord) -> str:
        trump = record.result.trump
        text = self.tr("Botifarra") if trump is None else suit_name(trump).capitalize()
        if record.result.calls:
            text += ", " + call_name(record.result.calls[-1][1])
        return text

    def _bidding_text(self, record: HandRecord) -> str:
        result = record.result
        declarer = self.seat_name(result.declarer)
        if result.trump is None and self.is_you(result.declarer):
            text = self.tr("You declared botifarra.")
        elif result.trump is None:
            text = self.tr("%1 declared botifarra.").replace("%1", declarer)
        elif self.is_you(result.declarer):
            text = self.tr("You declared %1.").replace("%1", suit_name(result.trump))
        else:
            text = self.tr("%1 declared %2.").replace("%1", declarer).replace("%2", suit_name(result.trump))
        if result.delegated:
            delegator = partner_of(result.declarer)
            text += " " + (self.tr("(You delegated.)") if self.is_you(delegator)
                           else self.tr("(%1 delegated.)").replace("%1", self.seat_name(delegator)))
        for seat, call in result.calls:
            said = self.tr("You said %1.").replace("%1", call_name(call)) if self.is_you(seat) \
                else self.tr("%1: %2.").replace("%1", self.seat_name(seat)).replace("%2", call_name(call))
            text += " " + said
        text += " " + self.tr("Each point counts ×%1.").replace("%1", str(result.multiplier))
        way = self.tr("Way to play: %1.").replace("%1", way_names().get(record.rules.way_name, record.rules.way_name))
        return way + "\n" + text

    def _shown(self) -> HandRecord:
        """The record whose steps are shown (the step texts are made only while one is)."""
        assert self.record is not None, "a hand is shown"
        return self.record

    def _step_title(self, step: ReplayStep) -> str:
        if step.kind == "start":
            return self.tr("Hand %1: the cards as dealt").replace("%1", str(self._shown().hand_no))
        claim = step.claim
        if step.kind == "claim" and claim is not None and self.is_you(claim.claimer):
            return self.tr("You claimed an illegal card: the %1 played by %2 in trick %3.").replace(
                "%1", card_name(claim.card)).replace("%2", self.seat_name(claim.offender)).replace(
                "%3", str(claim.trick_no))
        if step.kind == "claim" and claim is not None and self.is_you(claim.offender):
            return self.tr("%1 claimed an illegal card: the %2 you played in trick %3.").replace(
                "%1", self.seat_name(claim.claimer)).replace("%2", card_name(claim.card)).replace(
                "%3", str(claim.trick_no))
        if step.kind == "claim" and claim is not None:
            return self.tr("%1 claimed an illegal card: the %2 played by %3 in trick %4.").replace(
                "%1", self.seat_name(claim.claimer)).replace("%2", card_name(claim.card)).replace(
                "%3", self.seat_name(claim.offender)).replace("%4", str(claim.trick_no))
        trick = step.trick
        assert trick is not None, "a trick step has its trick"
        if self.is_you(trick.winner):
            return self.tr("Trick %1 of %2: you win it (%n points)", None, trick.points).replace(
                "%1", str(step.trick_no)).replace("%2", str(self._shown().rules.way.tricks))
        return self.tr("Trick %1 of %2: %3 wins it (%n points)", None, trick.points).replace(
            "%1", str(step.trick_no)).replace("%2", str(self._shown().rules.way.tricks)).replace(
            "%3", self.seat_name(trick.winner))

    def _trick_text(self, step: ReplayStep) -> str:
        cards = step.trick.cards if step.trick else step.table
        lines = []
        for seat, card in cards:
            mark = "  ◀" if step.trick and seat == step.trick.winner else ""
            lines.append(f"{self.seat_name(seat)}: {card_name(card)}{mark}")
        return "\n".join(lines)

    def _hands_text(self, step: ReplayStep) -> str:
        lines = []
        if self._shown().rules.way.hand_cards:  # rector i vicari has no cards in hand
            lines.append(self.tr("Cards in hand:"))
            for seat, hand in enumerate(step.hands):
                shown = ", ".join(card_name(c) for c in hand) if hand else self.tr("(none)")
                lines.append(f"{self.seat_name(seat)}: {shown}")
        if step.piles:  # every pile card: the hand is over, nothing is secret any more
            lines.append(self.tr("Piles (the top card was face up):"))
            for seat, row in enumerate(step.piles):
                for i, pile in enumerate(row):
                    lines.append(self._pile_text(seat, i, pile))
        return "\n".join(lines)

    def _pile_text(self, seat: int, index: int, pile: tuple[str, ...]) -> str:
        head = self.tr("%1, pile %2:").replace("%1", self.seat_name(seat)).replace("%2", str(index + 1))
        if not pile:
            return f"{head} {self.tr('(none)')}"
        top = self.tr("%1 on top").replace("%1", card_name(pile[-1]))
        under = ", ".join(card_name(c) for c in reversed(pile[:-1]))  # from the top down, as it turns up
        if not under:
            return f"{head} {top}"
        return f"{head} {top}; " + self.tr("under it: %1").replace("%1", under)

    def _result_text(self, result) -> str:
        record = self._shown()
        if not _pairs(record):
            per = lambda values: self._per_player(record, values)  # noqa: E731
            return self.tr("Points: %1.  Score: %2.  Totals: %3.").replace("%1", per(result.points)).replace(
                "%2", per(result.score)).replace("%3", per(result.totals))
        us, them = team_name(0), team_name(1)
        return self.tr("Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.").replace(
            "%1", us).replace("%2", str(result.points[0])).replace("%3", them).replace(
            "%4", str(result.points[1])).replace("%5", str(result.score[0])).replace(
            "%6", str(result.score[1])).replace("%7", str(result.totals[0])).replace("%8", str(result.totals[1]))


def _pairs(record: HandRecord) -> bool:
    return record.rules.way_name == PAIRS


def your_seat(record: HandRecord) -> Optional[int]:
    """The seat of the player at this screen in ``record``: seat 0 when a person played it here (the
    way every game of this computer is kept: the statistics count from the same seat), else ``None``."""
    return YOU if record.meta.seat_kinds[YOU] == "human" else None


def shown_names(record: HandRecord) -> list[str]:
    """The names of the hand's players by seat, a default one in the current language."""
    meta = record.meta
    return stored_names(meta.names, meta.default_names, seat_sides(record.rules.way.players), _pairs(record))
