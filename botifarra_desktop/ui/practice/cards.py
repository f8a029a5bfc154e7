"""Cards for the practice dialogs: a big clickable card, and a board showing one seat's moment.

``PositionBoard`` draws what the seat to move sees -- the trick on the table with
who played each card and which one is winning, trump and the rules variant, and
the seat's own hand -- from a ``SeatView``.  It shows; it never decides a rule:
which cards are legal always comes from the engine (the caller).
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...engine import SeatView
from ...engine.tricks import trick_winner_index
from ..common.deck import CardRenderer
from ..common.texts import card_name, declaration_name, suit_name
from ..common.typography import TextSize, font_size
from ..table.panels import pixmap_html

translate = QCoreApplication.translate

RIGHT_COLOUR = QColor("#1b8a2e")
WRONG_COLOUR = QColor("#c0161b")
CHOSEN_COLOUR = QColor("#f0b400")
LIFT = 16


def variant_name(variant: str) -> str:
    return {"lliure": translate("Practice", "Lliure"), "obligada": translate("Practice", "Obligada"),
            "intermedia": translate("Practice", "Intermèdia")}.get(variant, variant)


def card_and_reason(mark: str, name: str, reason: str) -> str:
    """ "✗ <b>2 of copes</b>: why" -- the colon as the language writes it (French: a no-break space first)."""
    return mark + " " + translate("Practice", "%1: %2", "a card in bold, then why").replace("%1", f"<b>{name}</b>") \
        .replace("%2", reason)


def relative_seat_name(seat: int, me: int) -> str:
    return {0: translate("Practice", "You"), 1: translate("Practice", "Right rival"),
            2: translate("Practice", "Partner"), 3: translate("Practice", "Left rival")}[(seat - me) % 4]


def seat_label(seat: int) -> str:
    return {0: translate("ScenarioEditor", "South (bottom)"), 1: translate("ScenarioEditor", "East (right)"),
            2: translate("ScenarioEditor", "North (top)"), 3: translate("ScenarioEditor", "West (left)")}[seat]


def seat_badge(seat: int) -> str:
    """One letter on a card dealt to that seat."""
    return {0: translate("ScenarioEditor", "S", "South, on a card dealt there"),
            1: translate("ScenarioEditor", "E", "East, on a card dealt there"),
            2: translate("ScenarioEditor", "N", "North, on a card dealt there"),
            3: translate("ScenarioEditor", "W", "West, on a card dealt there")}[seat]



class _BuddyLabel(QLabel):
    """The words of a check box: a click on them toggles the box (they are part of it)."""

    def __init__(self, text: str, check: QCheckBox) -> None:
        super().__init__(text)
        self.check = check

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.check.toggle()


def wrapped_check(check: QCheckBox) -> QWidget:
    """A check box whose text wraps (a QCheckBox's own text never does): the text moves to a label."""
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    label = _BuddyLabel(check.text(), check)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setMinimumWidth(320)  # the form's guess of a wrapped label's height is made at this width
    label.setBuddy(check)
    check.setText("")
    check.setAccessibleName(label.text())
    row.addWidget(check, 0, Qt.AlignmentFlag.AlignTop)
    row.addWidget(label, 1)
    box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
    return box


class CardButton(QAbstractButton):
    """A card that can be chosen (lifted, yellow edge) and then marked right (green) or wrong (red)."""

    def __init__(self, renderer: CardRenderer, deck_id: str, card: str, width: int = 104,
                 parent: Optional[QWidget] = None, checkable: bool = True) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.deck_id = deck_id
        self.card = card
        self.card_width = width
        self.verdict: Optional[bool] = None  # None: not judged yet
        self.badge = ""  # a short word drawn over the card (where the editor put it)
        self.setCheckable(checkable)
        self.setCursor(Qt.CursorShape.PointingHandCursor if checkable else Qt.CursorShape.ArrowCursor)
        self.setToolTip(card_name(card))
        self.setAccessibleName(card_name(card))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if checkable else Qt.FocusPolicy.NoFocus)
        self.setFixedSize(self.sizeHint())  # a card never shrinks: it would be cut, not scaled

    def card_size(self) -> tuple[int, int]:
        return self.renderer.size_for_width(self.deck_id, self.card_width)

    def sizeHint(self) -> QSize:
        w, h = self.card_size()
        return QSize(w + 8, h + (LIFT if self.isCheckable() else 0) + 8)

    def set_badge(self, text: str) -> None:
        if text != self.badge:
            self.badge = text
            self.update()

    def set_verdict(self, verdict: Optional[bool]) -> None:
        self.verdict = verdict
        self.update()

    def paintEvent(self, event) -> None:
        w, h = self.card_size()
        lifted = self.isChecked()
        x, y = 4, 4 + (0 if lifted or not self.isCheckable() else LIFT)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.drawPixmap(x, y, self.renderer.pixmap(self.deck_id, self.card, w, h, self.devicePixelRatioF()))
        colour = None
        if self.verdict is not None:
            colour = RIGHT_COLOUR if self.verdict else WRONG_COLOUR
        elif lifted:
            colour = CHOSEN_COLOUR
        if colour is not None:
            p.setPen(QPen(colour, 6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(x + 1, y + 1, w - 2, h - 2), 8, 8)
        if self.verdict is not None:  # a big tick or cross in a disc, readable on any card
            r = QRectF(x + w - 40, y + 6, 34, 34)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawEllipse(r)
            p.setPen(QColor("white"))
            font = QFont(self.font())
            font.setPixelSize(24)
            font.setBold(True)
            p.setFont(font)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "✓" if self.verdict else "✗")
        if self.badge:  # the card is placed: shade it and say where, big and dark
            p.fillRect(QRectF(x, y, w, h), QColor(0, 0, 0, 90))
            font = QFont(self.font())
            font.setPixelSize(max(14, w // 3))
            font.setBold(True)
            p.setFont(font)
            r = QRectF(x + 3, y + h / 2 - w / 4, w - 6, w / 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#1d2b4f"))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(QColor("white"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.badge)
        if self.hasFocus() and (self.isCheckable() or self.focusPolicy() != Qt.FocusPolicy.NoFocus):
            p.setPen(QPen(QColor("#1d4fd8"), 3, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(1.5, 1.5, self.width() - 3, self.height() - 3), 10, 10)
        p.end()


class PositionBoard(QWidget):
    """One seat's moment: rules and trump, the trick with who played what, and the seat's hand.

    Rules and trump stand in a column ``side_width`` wide left of the trick (as much room right of
    it, so the trick is in the middle); with ``side_width`` 0 they take one line above the trick
    instead, for a narrow dialog.  The trick's cards are ``trick_width`` wide (by default four
    fifths of the hand's ``card_width``).  Made taller than its cards, the board keeps the trick
    at its top and the hand at its bottom edge (the felt between them, as on the table).
    """

    #: The chosen cards changed (a card of the hand was clicked).
    selection_changed = Signal()

    def __init__(self, renderer: CardRenderer, deck_id: str, parent: Optional[QWidget] = None,
                 card_width: int = 96, hand_space: int = 760, side_width: int = 230,
                 trick_width: Optional[int] = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.deck_id = deck_id
        self.card_width = card_width
        self.trick_width = trick_width or round(card_width * 0.8)
        self.side_width = side_width
        #: The width a whole hand may take: a long hand gets smaller cards, never a cut one.
        self.hand_space = hand_space
        self.setObjectName("board")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet("QWidget#board { background: #0f5a2f; border-radius: 14px; }"
                           f" QWidget#board QLabel {{ color: white; {font_size(TextSize.READING)} }}")
        self.info = QLabel(self)
        self.info.setTextFormat(Qt.TextFormat.RichText)
        self.info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.info.setWordWrap(True)
        self.trick_row = QHBoxLayout()
        self.trick_row.setSpacing(18)
        self.hand_area = QVBoxLayout()  # one row of cards, or two for a long hand
        self.hand_area.setSpacing(2)
        top = QHBoxLayout()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 10, 16, 10)
        lay.setSpacing(6)
        if side_width:
            self.info.setFixedWidth(side_width)
            top.addWidget(self.info)
            top.addLayout(self.trick_row, 1)
            top.addSpacing(side_width)  # as wide as the info, so the trick sits in the middle of the table
        else:
            lay.addWidget(self.info)
            top.addLayout(self.trick_row, 1)
        lay.addLayout(top)
        lay.addStretch(1)  # only when the board is taller than its cards
        lay.addLayout(self.hand_area)
        self.buttons: dict[str, CardButton] = {}

    def show_view(self, view: SeatView, selectable: bool = True) -> None:
        """Draw ``view`` (the seat to move's own view); its hand can be chosen when ``selectable``."""
        rules = view.rules
        if view.trump is None:
            trump = "<b>" + declaration_name("botifarra") + "</b> " + translate("Practice", "(no trumps)")
        else:
            deck = self.renderer.deck(self.deck_id)
            w = 30 if self.side_width else 18  # on one line: no taller than the line
            sign = pixmap_html(self.renderer.pixmap(deck, "1" + view.trump, w, round(w * deck.aspect),
                                                    self.devicePixelRatioF()))
            trump = f"{sign} <b>{suit_name(view.trump).capitalize()}</b>"
        extras = [variant_name(rules.variant)]
        if rules.strict:
            extras.append(translate("Practice", "strict rules"))
        if rules.ranking == "three_second":
            extras.append(translate("Practice", "the 3 ranks second"))
        sep = "<br>" if self.side_width else " · "  # a column, or one line above the trick
        self.info.setText(sep.join([translate("Practice", "Trump: %1").replace("%1", trump)] + extras))
        self._show_trick(view)
        self._show_hand(view, selectable)

    def _show_trick(self, view: SeatView) -> None:
        clear_layout(self.trick_row)
        rk = view.rules.card_ranking
        winner = None
        if view.trick:
            trump = None if view.trump is None else "OCEB".index(view.trump)
            winner = trick_winner_index([rk.card_id(c) for _, c in view.trick], trump)
        self.trick_row.addStretch(1)
        if not view.trick:
            self.trick_row.addWidget(QLabel(translate("Practice", "You lead: the table is empty."), self))
        width = self.trick_width
        for i, (seat, card) in enumerate(view.trick):
            box = QWidget(self)
            col = QVBoxLayout(box)
            col.setContentsMargins(0, 0, 0, 0)
            col.setSpacing(2)
            col.addWidget(CardButton(self.renderer, self.deck_id, card, width, box, checkable=False), 0,
                          Qt.AlignmentFlag.AlignHCenter)
            caption = relative_seat_name(seat, view.seat)
            if i == winner:
                caption = "<b style='color:#ffd400'>" + translate("Practice", "%1 · winning").replace("%1", caption) \
                          + "</b>"
            text = QLabel(caption, box)
            text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            text.setWordWrap(True)  # "Adversário da esquerda" must not widen the dialog
            # without side columns the trick has the hand's width: its captions share it (fewer lines)
            shared = (self.hand_space - 18 * (len(view.trick) - 1)) // len(view.trick)
            text.setFixedWidth(max(width + 40, 140 if self.side_width else shared))
            col.addWidget(text)
            self.trick_row.addWidget(box)
        self.trick_row.addStretch(1)

    def _show_hand(self, view: SeatView, selectable: bool) -> None:
        clear_layout(self.hand_area)
        self.buttons = {}
        cards = sorted(view.hand, key=lambda c: ("OCEB".index(c[-1]), -view.rules.card_ranking.card_id(c)))
        per_row = max(1, self.hand_space // (self.card_width + 14))
        rows = -(-len(cards) // per_row) if cards else 1
        size = -(-len(cards) // rows) if cards else 0  # balanced rows: 6 and 6, not 7 and 5
        for r in range(rows):
            row = QHBoxLayout()
            row.setSpacing(6)
            row.addStretch(1)
            for card in cards[r * size:(r + 1) * size]:
                b = CardButton(self.renderer, self.deck_id, card, self.card_width, self, checkable=selectable)
                b.toggled.connect(lambda _on: self.selection_changed.emit())
                row.addWidget(b)
                self.buttons[card] = b
            row.addStretch(1)
            self.hand_area.addLayout(row)

    def chosen(self) -> set[str]:
        return {c for c, b in self.buttons.items() if b.isChecked()}

    def set_chosen(self, cards: Sequence[str]) -> None:
        for c, b in self.buttons.items():
            b.setChecked(c in cards)

    def mark(self, verdicts: Optional[dict[str, bool]]) -> None:
        """Right (True) / wrong (False) per card; ``None`` clears the marks."""
        for c, b in self.buttons.items():
            b.set_verdict(None if verdicts is None else verdicts.get(c))


def clear_layout(layout) -> None:
    """Remove (and delete) everything in a box layout, rows inside it too."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()
            w.deleteLater()
        elif item.layout() is not None:
            clear_layout(item.layout())
            item.layout().deleteLater()


def fit_list_items(view, margin: int = 36) -> None:
    """QListWidget guesses one line per item and then cuts wrapped text ("…"): measure each item, its text
    ``margin`` pixels narrower than the list's viewport (the item's padding, and the style's text margins)."""
    fm = view.fontMetrics()
    width = view.viewport().width() - margin
    for i in range(view.count()):
        item = view.item(i)
        rect = fm.boundingRect(0, 0, width, 1000, Qt.TextFlag.TextWordWrap, item.text())
        item.setSizeHint(QSize(width, rect.height() + 20))
