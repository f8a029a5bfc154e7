"""Hand review: step through your cards of a hand and see where the Hard level would have played otherwise.

Each of your cards is rated from your own view at that moment (your cards, the
table, the tricks played: never the hidden hands) by the Hard level's search
(:mod:`botifarra_desktop.ai.review`): the points your side could expect from
there with the card you played and with its card.  The rating runs in a thread
(about a tenth of a second a card) and the list fills in as it comes.  Given the
cards of several hands (``hands``), a labelled chooser beside the title looks back over each: a list of
the hands ("Hand 3 of 5", Alt+H) with a Previous hand and a Next hand button.

On a screen with less room than :data:`WIDE` (smaller than about 1366x768: 800x600, 1024x768,
1280x800) the dialog is narrow: its board has no side columns (rules and trump on a line above the
trick) and Previous and Next hand show their arrows only.  Where the room is tall enough (:data:`TALL`:
1024x768, 1280x800) the card's details fill the room under the board, as in the wide dialog, and the
board's cards grow with the dialog's height (:func:`narrow_card`, from :data:`NARROW_CARD` up to
:data:`NARROW_CARD_MOST`).  On a shorter screen (800x600, 1024x600) the dialog is compact, so it fits
whole: the hand's list of cards, in short rows ("✗ 3. 8 of copes (−1.5)") with room for at least
:data:`LISTED` of them, the card's details and the summary (scrolling together) and a row of buttons
(Previous and Next card as arrows) share a column beside the board, its cards :data:`NARROW_CARD` wide
and the trick's :data:`NARROW_TRICK` (the table's own trick on an 800x600 screen); the board is as tall
as the column, a late trick's few cards at the felt's bottom edge.
"""

from __future__ import annotations

import threading
from typing import Mapping, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...practice import DecisionPoint, ReviewedDecision, review
from ..common.deck import CardRenderer
from ..common.screen_fit import dialog_room, fit_dialog
from ..common.texts import card_name
from ..common.typography import TextSize, font_size
from .cards import PositionBoard, fit_list_items

translate = QCoreApplication.translate

#: Below this the search's difference is within its own noise: shown as "about the same".
CLOSE_CALL = 0.5
#: The least room (a dialog's share of the screen, :func:`dialog_room`) for the wide dialog: the list of
#: cards beside a board with its side columns, up to about 1340x670 (a 1366x768 screen).  Less: the narrow one.
WIDE = QSize(1300, 640)
#: The least room's height for the card's details under the board (a 1024x768 screen's 678 has it); shorter
#: (an 800x600 or a 1024x600 screen) the dialog is compact: the list of cards, short rows, shares a column with
#: the details beside the board.
TALL = 620
#: The padding round a row's text in the list of cards (the style sheet's).
ITEM_PADDING = 6
#: The compact dialog's list shows at least this many rows (of a hand's 12 cards) at once.
LISTED = 5
#: The narrow dialog's smallest cards: the hand's, and the trick's (the table's own on an 800x600 screen).
NARROW_CARD, NARROW_TRICK = 72, 64
#: The narrow dialog's largest hand card (a taller dialog than a 1024x768 screen's grows its cards up to it).
NARROW_CARD_MOST = 96


def narrow_card(dialog: QSize, list_width: int = 360) -> int:
    """The narrow board's card width in a dialog of size ``dialog``: :data:`NARROW_CARD`, a pixel wider for
    each 4 pixels of height over a 1024x768 screen's dialog (678; the details under the board keep their
    lines), at most :data:`NARROW_CARD_MOST` and as wide as six cards a row fit beside a list ``list_width``
    wide."""
    by_height = NARROW_CARD + max(0, dialog.height() - 678) // 4
    by_width = (dialog.width() - list_width - 60) // 6 - 14
    return max(NARROW_CARD, min(by_height, by_width, NARROW_CARD_MOST))


def points_text(value: float) -> str:
    return str(round(value)) if abs(value - round(value)) < 0.05 else f"{value:.1f}"


class _Relay(QObject):
    """Carries results from the rating thread to the GUI thread (queued signals)."""

    rated = Signal(int, int, object)  # (the rating's run, the card's row, its rating)
    finished = Signal(int)


class _CardList(QListWidget):
    """The list of the hand's cards: each row as tall as its wrapped text, measured at the width the row draws
    it; with ``listed`` it keeps room for that many rows.  Resized, it measures again and keeps the chosen row
    in sight."""

    def __init__(self, parent: QWidget, listed: int = 0) -> None:
        super().__init__(parent)
        self.listed = listed

    def fit_rows(self) -> None:
        # the text is narrower than the row by its padding and the style's text margins, and by a scroll bar
        # still to come (measured narrower, a row may get a line too many, never one too few: nothing cut)
        style = self.style()
        margin = 2 * ITEM_PADDING + 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1)
        if not self.verticalScrollBar().isVisible():
            margin += style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        fit_list_items(self, margin)
        if self.listed:
            # the tallest rows: any ``listed`` in a row are whole in sight (the list scrolls a row at a time)
            rows = sorted((self.item(i).sizeHint().height() for i in range(self.count())), reverse=True)
            self.setMinimumHeight(sum(rows[:self.listed]) + 2 * self.frameWidth() + 2 * self.spacing())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_rows()
        if self.currentItem() is not None:
            self.scrollToItem(self.currentItem())


class ReviewDialog(QDialog):
    def __init__(self, points: Sequence[DecisionPoint], renderer: CardRenderer, deck_id: str,
                 title: str = "", parent: Optional[QWidget] = None, seed: int = 0,
                 rollouts: Optional[int] = None,
                 hands: Optional[Mapping[int, Sequence[DecisionPoint]]] = None) -> None:
        """``points``: the cards shown first; ``hands``: every hand's cards by hand number, to choose from
        (``points`` is the last of them)."""
        super().__init__(parent)
        self.points = list(points)
        self.results: dict[int, ReviewedDecision] = {}
        self.hands = dict(hands or {})
        self._seed, self._rollouts = seed, rollouts
        self._run = 0
        self.setWindowTitle(translate("Review", "Review of the hand"))
        self.setStyleSheet(f"QLabel {{ {font_size(TextSize.READING)} }} "
                           f" QListWidget::item {{ padding: {ITEM_PADDING}px; }}"
                           f" QPushButton {{ {font_size(TextSize.CONTROL)} padding: 6px 14px; }}"
                           f" QComboBox, QComboBox QAbstractItemView {{ {font_size(TextSize.READING)} }}"
                           " QComboBox { padding: 4px 10px; min-width: 9em; }"
                           f" QLabel#title {{ {font_size(TextSize.FIGURE)} font-weight: bold; }}"
                           " QLabel#handLabel { font-weight: bold; }")
        room = dialog_room(self)
        #: The screen's room is short of the wide dialog's: a board without side columns.
        self.narrow = room is not None and (room.width() < WIDE.width() or room.height() < WIDE.height())
        #: Too short for the card's details under the board: they share the list's column, beside it.
        self.compact = room is not None and room.height() < TALL
        # never taller than the screen: the card's details scroll
        fit_dialog(self, QSize(980, 740) if self.compact else QSize(1180, 860), room)
        self.title = QLabel(title or translate("Review", "Your cards in this hand"), self)
        self.title.setObjectName("title")
        self.hand_chooser = self._make_hand_chooser()
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.decision_list = _CardList(self, LISTED if self.compact else 0)
        if self.compact:
            self.decision_list.setMinimumWidth(170)
            # a row at a time (some styles scroll by the pixel): the rows in sight are whole
            self.decision_list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerItem)
        else:
            self.decision_list.setFixedWidth(360)
        self.decision_list.setWordWrap(True)
        self.decision_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.decision_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        font = self.decision_list.font()
        font.setPixelSize(17)  # here, not in the style sheet, so fit_list_items measures it
        self.decision_list.setFont(font)
        self.decision_list.currentRowChanged.connect(self.show_decision)
        if self.narrow:  # six cards a row at most; rules and trump above the trick
            width = NARROW_CARD if self.compact else narrow_card(self.size())
            self.board = PositionBoard(renderer, deck_id, self, card_width=width, hand_space=6 * (width + 14),
                                       side_width=0, trick_width=max(NARROW_TRICK, round(width * 0.8)))
            self.board.setMinimumWidth(6 * (width + 14) + 32)  # as wide with any hand: nothing jumps
        else:
            self.board = PositionBoard(renderer, deck_id, self, card_width=84, hand_space=740)
        # never shorter than its cards and captions: in a short dialog the details scroll, the cards never overlap;
        # beside the list (compact) it fills the column's height, a late trick's few cards at the felt's bottom
        self.board.setSizePolicy(QSizePolicy.Policy.Preferred,
                                 QSizePolicy.Policy.Minimum if self.compact else QSizePolicy.Policy.Fixed)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail_scroll = QScrollArea(self)  # a card's values, one line each, would push the buttons off
        if self.compact:  # the card's details first (they change as a card is chosen), the summary under them
            details = QWidget(self)
            column = QVBoxLayout(details)
            column.setContentsMargins(0, 0, 0, 0)
            column.addWidget(self.detail)
            rule = QFrame(details)
            rule.setFrameShape(QFrame.Shape.HLine)
            column.addWidget(rule)
            column.addWidget(self.summary)
            column.addStretch(1)
            self.detail_scroll.setWidget(details)
        else:
            self.detail_scroll.setWidget(self.detail)
        self.detail_scroll.setWidgetResizable(True)
        self.detail_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.detail_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.previous_button = QPushButton(translate("Review", "◀ Previous card"), self)
        self.previous_button.clicked.connect(lambda: self._step(-1))
        self.next_button = QPushButton(translate("Review", "Next card ▶"), self)
        self.next_button.clicked.connect(lambda: self._step(1))
        close = QPushButton(translate("Review", "Close"), self)
        close.clicked.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.hand_chooser)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        body = QHBoxLayout()
        nav = QHBoxLayout()
        nav.addWidget(self.previous_button)
        nav.addWidget(self.next_button)
        nav.addStretch(1)
        nav.addWidget(close)
        if self.compact:  # list, details (the summary last) and the buttons in a column beside the board
            lay.setContentsMargins(8, 6, 8, 6)
            self.setStyleSheet(self.styleSheet() + " QPushButton { padding: 6px 8px; }")
            for button, name in ((self.previous_button, translate("Review", "Previous card")),
                                 (self.next_button, translate("Review", "Next card"))):
                button.setAccessibleName(name)  # the arrow alone: its name said by the tooltip and to a screen reader
                button.setToolTip(name)
                button.setText("◀" if button is self.previous_button else "▶")
            # the list's height set by its rows (fit_rows), never by the card chosen: nothing jumps
            self.detail_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
            self.detail.ensurePolished()  # its style sheet's font
            self.detail_scroll.setMinimumHeight(4 * QFontMetrics(self.detail.font()).lineSpacing())  # 4 lines
            left = QVBoxLayout()
            left.addWidget(self.decision_list, 3)
            left.addWidget(self.detail_scroll, 2)
            left.addLayout(nav)
            body.addLayout(left, 1)
            body.addWidget(self.board)
        else:  # the list of cards beside the board, the card's details under it
            right = QVBoxLayout()
            right.addWidget(self.board)
            right.addWidget(self.detail_scroll, 1)
            right.addLayout(nav)
            lay.addWidget(self.summary)
            body.addWidget(self.decision_list)
            body.addLayout(right, 1)
        lay.addLayout(body, 1)

        self._relay = _Relay(self)
        self._relay.rated.connect(self._rated)
        self._relay.finished.connect(lambda run: self._update_summary() if run == self._run else None)
        self._cancel = threading.Event()
        self._load()

    def _make_hand_chooser(self) -> QWidget:
        """"Hand:" and the list of ``hands`` (the last one chosen), between a Previous and a Next hand button;
        only there when there is more than one hand to look at."""
        chooser = QWidget(self)
        row = QHBoxLayout(chooser)
        row.setContentsMargins(0, 0, 0, 0)
        self.hand_box = QComboBox(chooser)
        self.hand_box.setAccessibleName(translate("Review", "Hand"))
        last = max(self.hands, default=0)
        for hand_no in sorted(self.hands):
            self.hand_box.addItem(translate("Review", "Hand %1 of %2").replace("%1", str(hand_no))
                                  .replace("%2", str(last)), hand_no)
        self.hand_box.setCurrentIndex(self.hand_box.count() - 1)
        self.hand_label = QLabel(translate("Review", "&Hand:"), chooser)
        self.hand_label.setObjectName("handLabel")
        self.hand_label.setBuddy(self.hand_box)  # Alt+H
        self.previous_hand_button = QPushButton(translate("Review", "◀ Previous hand"), chooser)
        self.previous_hand_button.setAccessibleName(translate("Review", "Previous hand"))
        self.previous_hand_button.clicked.connect(lambda: self._step_hand(-1))
        self.next_hand_button = QPushButton(translate("Review", "Next hand ▶"), chooser)
        self.next_hand_button.setAccessibleName(translate("Review", "Next hand"))
        self.next_hand_button.clicked.connect(lambda: self._step_hand(1))
        for button in (self.previous_hand_button, self.next_hand_button):
            button.setAutoDefault(False)  # Enter in the list of cards never changes the hand
            if self.narrow:  # the arrow alone (its name said by the tooltip and to a screen reader)
                button.setToolTip(button.accessibleName())
                button.setText("◀" if button is self.previous_hand_button else "▶")
        for w in (self.hand_label, self.hand_box, self.previous_hand_button, self.next_hand_button):
            row.addWidget(w)
        self.hand_box.currentIndexChanged.connect(self._hand_chosen)
        self._hand_chosen(self.hand_box.currentIndex(), load=False)
        chooser.setVisible(len(self.hands) > 1)
        return chooser

    def _hand_chosen(self, index: int, load: bool = True) -> None:
        self.previous_hand_button.setEnabled(index > 0)
        self.next_hand_button.setEnabled(index < self.hand_box.count() - 1)
        if load:
            self.show_hand(self.hand_box.itemData(index))

    def _step_hand(self, delta: int) -> None:
        index = self.hand_box.currentIndex() + delta
        if 0 <= index < self.hand_box.count():
            self.hand_box.setCurrentIndex(index)

    def show_hand(self, hand_no: int) -> None:
        """Look at the cards of hand ``hand_no`` (one of ``hands``): rated afresh, chosen in the chooser."""
        if hand_no not in self.hands:
            return
        index = self.hand_box.findData(hand_no)
        if index != self.hand_box.currentIndex():
            self.hand_box.setCurrentIndex(index)  # back here through _hand_chosen
            return
        self.title.setText(translate("Review", "Hand %1").replace("%1", str(hand_no)))
        self.points = list(self.hands[hand_no])
        self._load()

    def _load(self) -> None:
        """List ``points`` and rate them in a new thread (a rating still running for other cards stops)."""
        self._cancel.set()
        self._cancel = threading.Event()
        self._run += 1
        self.results = {}
        self.decision_list.clear()
        for p in self.points:
            self.decision_list.addItem(QListWidgetItem(self._row_text(p, None)))
        self.decision_list.fit_rows()
        self._update_summary()
        if self.points:
            self.decision_list.setCurrentRow(0)
            self._thread = threading.Thread(target=self._rate, args=(list(self.points), self._run, self._cancel),
                                            daemon=True, name="hand-review")
            self._thread.start()
        else:
            self.summary.setText(translate("Review", "You played no card in this hand."))

    # ------------------------------------------------------------ rating (thread)
    def _rate(self, points: list[DecisionPoint], run: int, cancel: threading.Event) -> None:
        relay = self._relay
        try:
            for i, result in enumerate(review(points, self._seed, self._rollouts)):
                if cancel.is_set():
                    return
                relay.rated.emit(run, i, result)
        except RuntimeError:  # the dialog was deleted while rating
            return
        try:
            relay.finished.emit(run)
        except RuntimeError:
            pass

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.decision_list.fit_rows()

    def done(self, result: int) -> None:
        self._cancel.set()
        super().done(result)

    @property
    def complete(self) -> bool:
        return len(self.results) == len(self.points)

    def _rated(self, run: int, index: int, result: ReviewedDecision) -> None:
        if run != self._run:
            return  # a rating of the hand looked at before
        self.results[index] = result
        self.decision_list.item(index).setText(self._row_text(self.points[index], result))
        self.decision_list.fit_rows()
        if index == self.decision_list.currentRow():
            self.show_decision(index)
        self._update_summary()

    # ------------------------------------------------------------ showing
    def _row_text(self, p: DecisionPoint, r: Optional[ReviewedDecision]) -> str:
        if self.compact:
            return self._short_row_text(p, r)
        head = translate("Review", "Trick %1: you played the %2").replace("%1", str(p.trick_no)) \
            .replace("%2", card_name(p.played))
        if r is None:
            return head + "\n" + translate("Review", "being rated…")
        if r.best is None:
            return head + "\n" + translate("Review", "an illegal card (table rules): not rated")
        if p.forced:
            return head + "\n" + translate("Review", "your only card")
        if not r.differs or r.loss < CLOSE_CALL:
            return "✓ " + head + "\n" + translate("Review", "as the Hard level would")
        return "✗ " + head + "\n" + translate("Review", "Hard level: the %1 (−%2 points)") \
            .replace("%1", card_name(r.best)).replace("%2", points_text(r.loss))

    def _short_row_text(self, p: DecisionPoint, r: Optional[ReviewedDecision]) -> str:
        """The compact dialog's row: "✗ 3. 8 of copes (−1.5)" -- the trick, your card, and what it cost."""
        head = translate("Review", "%1. %2", "a short row of the review: the trick's number, the card you played") \
            .replace("%1", str(p.trick_no)).replace("%2", card_name(p.played))
        if r is None:
            return head + " …"
        if r.best is None or p.forced:
            return head
        if not r.differs or r.loss < CLOSE_CALL:
            return "✓ " + head
        return f"✗ {head} (−{points_text(r.loss)})"

    def show_decision(self, row: int) -> None:
        if not 0 <= row < len(self.points):
            return
        p = self.points[row]
        self.board.show_view(p.view, selectable=False)
        r = self.results.get(row)
        marks = {p.played: True}
        lines = [translate("Review", "You played the <b>%1</b>.").replace("%1", card_name(p.played))]
        if r is None:
            lines.append(translate("Review", "The Hard level is still thinking about this card…"))
        elif r.best is None:
            lines.append(translate("Review", "That card broke the rules (table rules), so it is not rated."))
        elif p.forced:
            lines.append(translate("Review", "It was your only legal card."))
        else:
            if r.differs and r.loss >= CLOSE_CALL:
                marks = {p.played: False, r.best: True}
                lines.append(translate("Review", "The Hard level would have played the <b>%1</b>: by its reckoning "
                                                 "that is worth %2 points more for your side.")
                             .replace("%1", card_name(r.best)).replace("%2", points_text(r.loss)))
            elif r.differs:
                lines.append(translate("Review", "The Hard level prefers the %1, but by less than half a point: "
                                                 "as good.").replace("%1", card_name(r.best)))
            else:
                lines.append(translate("Review", "The Hard level would have played the same card."))
            values = sorted(r.values.items(), key=lambda kv: -kv[1])
            rows = "".join(f"<tr><td>{card_name(c)}</td><td align='right'>&nbsp;&nbsp;{v:.1f}</td></tr>"
                           for c, v in values)
            lines.append(translate("Review", "Points your side could expect from here, by card (the Hard level's "
                                             "estimate from what you could see):")
                         + f"<table>{rows}</table>")
        self.board.mark(marks)
        self.detail.setText("<br>".join(lines))
        self.previous_button.setEnabled(row > 0)
        self.next_button.setEnabled(row < len(self.points) - 1)

    def _step(self, delta: int) -> None:
        row = self.decision_list.currentRow() + delta
        if 0 <= row < len(self.points):
            self.decision_list.setCurrentRow(row)

    def _update_summary(self) -> None:
        if not self.points:
            return
        done = len(self.results)
        differ = [r for r in self.results.values() if r.differs and r.loss >= CLOSE_CALL]
        lost = sum(r.loss for r in differ)
        if done < len(self.points):
            text = translate("Review", "The Hard level is rating your cards: %1 of %2…").replace("%1", str(done)) \
                .replace("%2", str(len(self.points)))
        elif not differ:
            text = translate("Review", "The Hard level would have played every card as you did.")
        else:
            text = translate("Review", "The Hard level would have played %1 of your %2 cards otherwise, worth "
                                       "about %3 points in its estimate.").replace("%1", str(len(differ))) \
                .replace("%2", str(len(self.points))).replace("%3", points_text(lost))
        self.summary.setText(text)
