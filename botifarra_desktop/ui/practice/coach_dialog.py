"""The rules coach: one obligation at a time, find every card you may play, then check.

The lessons and their positions come from ``resources/coach`` (see
:mod:`botifarra_desktop.practice.coach`).  The player chooses cards of the hand
(click, or Tab and Space) and presses Check: each card turns green when the
player judged it as the engine does and red otherwise, and the engine's reason
is given for every card the rules refuse.  Nothing here knows a rule.

The dialog fits the screen it opens on (:func:`~botifarra_desktop.ui.common.screen_fit.fit_dialog`).
With the room of a 1366x768 screen or more (:data:`WIDE`) the lessons stand in a column beside the
exercise and the card's board has side columns.  With less (800x600, 1024x768) the dialog is narrow:
a slimmer column of lessons, the board without side columns (rules and trump on a line above the
trick) and smaller cards (:data:`NARROW_CARD` wide, up to the hand's size on the table), and the
buttons in two rows under both.  Either way the exercise (texts, board, question and the feedback)
scrolls above the buttons, so they stay in sight, and Check brings the feedback into view.

Enter presses the button drawn as the default (yellow, bold): Check, and after a right answer
Next ▶ (when there is a next exercise) until the player changes the answer or a new exercise is shown.
Both are wide enough for their words in bold, in every language (:func:`room_for_bold`).
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...practice import Lesson, all_right, check_answer
from ..common.deck import CardRenderer
from ..common.screen_fit import dialog_room, fit_dialog
from ..common.scrolling import column_scroll
from ..common.texts import card_name, refusal_text
from ..common.typography import TextSize, font_size
from .cards import PositionBoard, card_and_reason, fit_list_items

translate = QCoreApplication.translate

# The least room (:func:`dialog_room`) for the wide dialog (a 1366x768 screen's room has it).
WIDE = QSize(1100, 660)
# The narrow dialog's hand cards: this wide at least (800x600), wider with room, up to the wide one's.
NARROW_CARD, WIDE_CARD = 80, 96
# The widths of the column of lessons.
NARROW_LIST, WIDE_LIST = 190, 280
# The wide board's columns beside the trick (rules and trump in the left one).
WIDE_SIDE = 170
# Cards in a row of the narrow board's hand (the lessons' hands have 5 cards).
NARROW_ROW = 5


def narrow_card(room: QSize) -> int:
    """The narrow board's card width in ``room``: as wide as :data:`NARROW_ROW` cards a row fit beside
    the column of lessons, from :data:`NARROW_CARD` to :data:`WIDE_CARD`."""
    by_width = (room.width() - NARROW_LIST - 110) // NARROW_ROW - 14
    return max(NARROW_CARD, min(by_width, WIDE_CARD))

# The buttons' text size (pixels) in :data:`STYLE`.
BUTTON_TEXT = 18

STYLE = f"""
QLabel {{ {font_size(TextSize.READING)} }}
QLabel#title {{ {font_size(TextSize.TITLE)} font-weight: bold; }}
QLabel#feedback {{ background: #fffbe6; border: 2px solid #d8c77a; border-radius: 10px; padding: 10px; }}
QListWidget::item {{ padding: 8px 6px; }}
QPushButton {{ {font_size(TextSize.READING)} padding: 8px 16px; min-height: 30px; }}
QPushButton:default {{ font-weight: bold; background: #ffe766; border: 2px solid #333; border-radius: 8px; }}
"""


def room_for_bold(button: QPushButton) -> None:
    """Make ``button`` wide enough for its words in the default style's bold: a style sheet's
    ``:default`` font is left out of the button's size, so its first and last letters were cut."""
    button.ensurePolished()
    normal = QFont(button.font())
    normal.setPixelSize(BUTTON_TEXT)
    bold = QFont(normal)
    bold.setBold(True)
    extra = QFontMetrics(bold).horizontalAdvance(button.text()) - QFontMetrics(normal).horizontalAdvance(button.text())
    button.setMinimumWidth(button.sizeHint().width() + max(0, extra) + 4)  # and the default's thicker border


class CoachDialog(QDialog):
    def __init__(self, lessons: Sequence[Lesson], renderer: CardRenderer, deck_id: str, language: str,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.lessons = list(lessons)
        self.language = language
        self.lesson_index = 0
        self.exercise_index = 0
        self.solved: set[tuple[int, int]] = set()
        self.checked = False
        self.right_answer = False  # the answer checked is the engine's: Enter moves on
        self.setWindowTitle(translate("Coach", "Rules coach"))
        self.setStyleSheet(STYLE)
        room = dialog_room(self)
        # The screen's room is short of the wide dialog's: slimmer lessons, a board without side columns.
        self.narrow = room is not None and (room.width() < WIDE.width() or room.height() < WIDE.height())
        fit_dialog(self, QSize(1180, 760), room)  # never larger than the screen: the exercise scrolls

        self.lesson_list = QListWidget(self)
        self.lesson_list.setFixedWidth(NARROW_LIST if self.narrow else WIDE_LIST)
        font = self.lesson_list.font()
        font.setPixelSize(18)  # set here, not in the style sheet, so the item heights below measure it
        self.lesson_list.setFont(font)
        self.lesson_list.setWordWrap(True)
        self.lesson_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lesson_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.lesson_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        for i, lesson in enumerate(self.lessons):
            self.lesson_list.addItem(QListWidgetItem(f"{i + 1}. {lesson.text('title', language)}"))
        self.lesson_list.currentRowChanged.connect(self._lesson_chosen)

        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.exercise_label = QLabel(self)
        self.exercise_label.setWordWrap(True)  # a long exercise title must not widen the dialog
        if self.narrow and room is not None:
            width = narrow_card(room)
            self.board = PositionBoard(renderer, deck_id, self, card_width=width,
                                       hand_space=NARROW_ROW * (width + 14), side_width=0)
        else:  # side columns of WIDE_SIDE: a trick of three cards and its captions fit the 1180 pixels
            self.board = PositionBoard(renderer, deck_id, self, card_width=WIDE_CARD, side_width=WIDE_SIDE)
        self.board.selection_changed.connect(self._selection_changed)
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.feedback.setMinimumHeight(120)

        self.check_button = QPushButton(translate("Coach", "Check"), self)
        self.check_button.clicked.connect(self.check)
        self.answer_button = QPushButton(translate("Coach", "Show the answer"), self)
        self.answer_button.clicked.connect(self.show_answer)
        self.again_button = QPushButton(translate("Coach", "Try again"), self)
        self.again_button.clicked.connect(self.try_again)
        self.previous_button = QPushButton(translate("Coach", "◀ Previous"), self)
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button = QPushButton(translate("Coach", "Next ▶"), self)
        self.next_button.clicked.connect(lambda: self.step(1))
        close = QPushButton(translate("Coach", "Close"), self)
        close.clicked.connect(self.reject)
        # Enter presses the default button wherever the focus is (a card, the lessons, another button):
        # only that one is drawn as the default, none becomes it by taking the focus
        for b in (self.check_button, self.answer_button, self.again_button, self.previous_button,
                  self.next_button, close):
            b.setAutoDefault(False)
        for b in (self.check_button, self.next_button):  # the two drawn as the default, in turn
            room_for_bold(b)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, lambda: self.enter_button().click())
        QShortcut(QKeySequence(Qt.Key.Key_PageDown), self, lambda: self.step(1))
        QShortcut(QKeySequence(Qt.Key.Key_PageUp), self, lambda: self.step(-1))

        # the exercise scrolls (a small screen, a long text in some languages); the buttons stay in sight
        exercise = QWidget(self)
        right = QVBoxLayout(exercise)
        right.setContentsMargins(0, 0, 12, 0)  # room between the texts and the scroll bar
        right.addWidget(self.title)
        right.addWidget(self.intro)
        right.addWidget(self.exercise_label)
        right.addWidget(self.board)
        right.addWidget(self.question)
        right.addWidget(self.feedback, 1)
        self.exercise_scroll = column_scroll(exercise, self)
        # one row of buttons; narrow, two: answering, then moving on
        answering, moving = QHBoxLayout(), QHBoxLayout()
        for b in (self.check_button, self.answer_button, self.again_button):
            answering.addWidget(b)
        answering.addStretch(1)
        for b in (self.previous_button, self.next_button):
            moving.addWidget(b)
        if self.narrow:
            moving.addStretch(1)
        moving.addWidget(close)
        buttons = QVBoxLayout()
        buttons.addLayout(answering)
        if self.narrow:
            buttons.addLayout(moving)
        else:
            answering.addLayout(moving)
        body = QHBoxLayout()
        body.addWidget(self.lesson_list)
        body.addWidget(self.exercise_scroll, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(body, 1)
        lay.addLayout(buttons)
        if self.lessons:
            self.lesson_list.setCurrentRow(0)
        else:
            self.title.setText(translate("Coach", "The lessons could not be found."))
            for b in (self.check_button, self.answer_button, self.again_button, self.previous_button,
                      self.next_button):
                b.setEnabled(False)

    # ------------------------------------------------------------ moving around
    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.lesson_index]

    @property
    def scenario(self):
        return self.lesson.exercises[self.exercise_index].scenario

    def _lesson_chosen(self, row: int) -> None:
        if 0 <= row < len(self.lessons):
            self.show_exercise(row, 0)

    def show_exercise(self, lesson: int, exercise: int) -> None:
        self.lesson_index, self.exercise_index = lesson, exercise
        if self.lesson_list.currentRow() != lesson:
            self.lesson_list.blockSignals(True)
            self.lesson_list.setCurrentRow(lesson)
            self.lesson_list.blockSignals(False)
        les = self.lesson
        sc = self.scenario
        self.title.setText(les.text("title", self.language))
        self.intro.setText(les.text("intro", self.language))
        ex_title = sc.text("title", self.language)
        self.exercise_label.setText(
            translate("Coach", "Exercise %1 of %2").replace("%1", str(exercise + 1))
            .replace("%2", str(len(les.exercises))) + (f": <b>{ex_title}</b>" if ex_title else ""))
        self.board.show_view(sc.view(), selectable=True)
        # never narrower than the board: its cards are never cut (the texts wrap)
        content = self.exercise_scroll.widget()
        if content is not None:
            self.exercise_scroll.setMinimumWidth(content.minimumSizeHint().width()
                                                 + self.exercise_scroll.verticalScrollBar().sizeHint().width())
        question = sc.text("question", self.language) or translate("Coach", "Which cards may you play?")
        self.question.setText(f"<b>{question}</b> " + translate(
            "Coach", "Click every card you may play (click again to take it back), then press Check."))
        self.try_again()
        total = len(self.lessons)
        self.previous_button.setEnabled(lesson > 0 or exercise > 0)
        self.next_button.setEnabled(lesson < total - 1 or exercise < len(les.exercises) - 1)
        self._follow_enter()

    def step(self, delta: int) -> None:
        order = [(i, j) for i, les in enumerate(self.lessons) for j in range(len(les.exercises))]
        k = order.index((self.lesson_index, self.exercise_index)) + delta
        if 0 <= k < len(order):
            self.show_exercise(*order[k])

    # ------------------------------------------------------------ answering
    def enter_button(self) -> QPushButton:
        """The button Enter presses: Next ▶ after a right answer (if there is a next exercise), else Check."""
        if self.right_answer and self.next_button.isEnabled():
            return self.next_button
        return self.check_button

    def _follow_enter(self) -> None:
        """Draw the button Enter presses as the default, and only that one."""
        target = self.enter_button()
        other = self.next_button if target is self.check_button else self.check_button
        other.setDefault(False)
        target.setDefault(True)

    def _selection_changed(self) -> None:
        if self.checked:  # changing the answer after a check starts a new try
            self.checked = False
            self.right_answer = False
            self.board.mark(None)
            self.feedback.setText("")
            self._follow_enter()

    def try_again(self) -> None:
        self.checked = False
        self.right_answer = False
        self.board.set_chosen(())
        self.board.mark(None)
        self.feedback.setText("")
        self._follow_enter()

    def show_answer(self) -> None:
        self.board.set_chosen(self.scenario.legal())
        self.check(shown=True)

    def check(self, shown: bool = False) -> None:
        chosen = self.board.chosen()
        if not chosen:
            self.feedback.setText(translate("Coach", "Choose the cards you may play first: click them."))
            return
        verdicts = check_answer(self.scenario, chosen)
        self.board.blockSignals(True)
        # the chosen cards turn green or red; a card left out is red only if it could be played
        self.board.mark({v.card: v.legal and v.chosen for v in verdicts if v.chosen or v.legal})
        self.board.blockSignals(False)
        self.checked = True
        right = all_right(verdicts)
        self.right_answer = right and not shown
        self._follow_enter()
        lines = []
        if shown:
            lines.append("<b>" + translate("Coach", "These are the cards you may play.") + "</b>")
        elif right:
            self.solved.add((self.lesson_index, self.exercise_index))
            self._mark_lesson()
            lines.append("<b style='color:#1b8a2e'>" + translate("Coach", "Right! You found every card you may play.")
                         + "</b>")
        else:
            lines.append("<b style='color:#c0161b'>" + translate("Coach", "Not quite. The red cards are wrong:")
                         + "</b>")
        for v in verdicts:
            name = card_name(v.card)
            name = name[:1].upper() + name[1:]
            reason = "" if v.refusal is None else refusal_text(v.refusal.code, v.refusal.params, v.refusal.message,
                                                                v.refusal.card)
            if not (right or shown):  # only the mistakes, each with the engine's reason
                if v.chosen and not v.legal:
                    lines.append(card_and_reason("✗", name, reason))
                elif v.legal and not v.chosen:
                    lines.append(card_and_reason("✗", name, translate("Coach", "you may play this card too.")))
            elif v.refusal is not None:  # every refused card and why
                lines.append(card_and_reason("·", name, reason))
        if not (right or shown):
            lines.append(translate("Coach", "Change your choice and press Check again, or press Show the answer."))
        explanation = self.scenario.text("explanation", self.language)
        if explanation and (right or shown):
            lines.append("<br>" + explanation)
        self.feedback.setText("<br>".join(lines))
        self.exercise_scroll.ensureWidgetVisible(self.feedback, 0, 0)  # the verdict in sight, under the cards

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_lesson_items()

    def _fit_lesson_items(self) -> None:
        fit_list_items(self.lesson_list)

    def _mark_lesson(self) -> None:
        i = self.lesson_index
        done = all((i, j) in self.solved for j in range(len(self.lesson.exercises)))
        item = self.lesson_list.item(i)
        text = f"{i + 1}. {self.lesson.text('title', self.language)}"
        item.setText(("✓ " + text) if done else text)
        self._fit_lesson_items()

