"""Panels that lie ON the table (never modal pop-ups hiding the cards).

The declaration/doubling panel shows exactly the options of the engine's
request; the hand summary breaks down card points, tricks, multiplier and score;
the info box shows trump, multiplier and the score; the banner explains refused
cards.  Big type and high contrast throughout.

The buttons of the end-of-hand and game-over panels lie in :class:`ButtonRows`: one row where the
panel is wide enough for every button's whole text, else as many rows as that takes (a button is
never squeezed below the width its words need, in any language).  A minor button (Review, New
game…) is light with dark words and a solid edge, its words as big as the main button's; a disabled one (Undo with nothing to undo) is
dark grey with dim words and a dashed edge, so the two are never alike.

A trump suit is shown with the ace of that suit from the deck in use (the cup,
coin, sword or club the players know), never with French suit signs; the
panels get the picture from ``suit_pixmap(suit, height)`` (set by the table view).
"""

from __future__ import annotations

import html
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
    QWidgetItem,
)

from ...engine.events import HandResult
from ...engine.scoring import multiplier as stake_after
from ..common.texts import SUIT_COLOUR, call_name, declaration_name, suit_name
from ..common.typography import TextSize, font_size

translate = QCoreApplication.translate

#: A button that cannot be pressed now (Undo with nothing to undo, a LAN guest's Rematch asked): dim
#: words on a dark grey with a dashed edge, so it never looks like a minor button, which is light with
#: dark words and a solid dark edge (see MINOR_STYLE).
DISABLED_STYLE = "QPushButton:disabled { background: #3a463d; color: #b4beb6; border: 2px dashed #8e9a91; }"

#: A minor button (Pass, Review, Same deal again, New game…, Statistics): words as big as the main
#: button's beside it (Pass and Review are what Enter presses: never in smaller type), a little less
#: bold, still plainly a button to press: light, dark words, a solid dark edge.
MINOR_STYLE = ("QPushButton#minor { font-weight: 600; background: #ebe6d6; color: #111;"
               " border: 2px solid #111; }")

PANEL_STYLE = f"""
QFrame#panel {{ background: rgb(12, 38, 22); border: 3px solid #ffd400; border-radius: 14px; }}
QLabel {{ color: white; {font_size(TextSize.LARGE)} }}
QLabel#title {{ {font_size(TextSize.TITLE)} font-weight: bold; color: #ffd400; }}
QPushButton {{ {font_size(TextSize.BANNER)} font-weight: bold; padding: 10px 18px; min-height: 34px; border-radius: 10px;
              background: #f4f1e6; color: #111; border: 2px solid #333; }}
QPushButton:hover, QPushButton:focus {{ background: #ffe766; border: 3px solid #111; }}
""" + MINOR_STYLE + """
QPushButton#minor:hover, QPushButton#minor:focus { background: #ffe766; border: 3px solid #111; }
""" + DISABLED_STYLE


PANEL_COMPACT = f"""
QLabel {{ {font_size(TextSize.BODY)} }}
QLabel#title {{ {font_size(TextSize.STRONG)} }}
QPushButton {{ {font_size(TextSize.CONTROL)} padding: 5px 12px; min-height: 28px; }}
"""

#: The trump and doubling panel's buttons with its rows closed up (:meth:`RequestPanel.set_tight`): less
#: room round their words and suit signs, the same type (a low window with very big cards); the first
#: for the usual type, the second after :data:`PANEL_COMPACT`.
REQUEST_TIGHT = "QPushButton { padding: 4px 12px; }"
REQUEST_TIGHT_COMPACT = "QPushButton { padding: 2px 6px; }"


def _name(names: Sequence[str], seat: Optional[int]) -> str:
    return "" if seat is None else names[seat]


def elided(text: str, px: int, width: int, bold: bool = False) -> str:
    """``text`` cut with "…" to ``width`` pixels in a ``px`` font, escaped for rich text."""
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return html.escape(QFontMetrics(f).elidedText(text, Qt.TextElideMode.ElideRight, width))


def _unbroken(text: str) -> str:
    """``text`` (plain words or escaped, no tags) kept on one line: its spaces never break it."""
    return text.replace(" ", "&nbsp;")


def side_names(names: Sequence[str], sides: int, pairs: bool) -> list[str]:
    """Who each score column is: "A / B" for each pair, else each player (seat order)."""
    if pairs:
        return [f"{names[0]} / {names[2]}", f"{names[1]} / {names[3]}"]
    return [names[s] for s in range(sides)]


#: ``suit_pixmap(suit letter, height in px)``: a small picture of the suit (the ace of the deck).
SuitPixmap = Callable[[str, int], QPixmap]


def suit_button_text(choice: str) -> str:
    return declaration_name(choice)


def pixmap_html(pixmap: QPixmap) -> str:
    """An ``<img>`` of ``pixmap`` for rich text, at its size in logical pixels."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    pixmap.save(buffer, "PNG")
    size = pixmap.deviceIndependentSize()
    return (f"<img src='data:image/png;base64,{bytes(data.toBase64().data()).decode('ascii')}' "
            f"width={round(size.width())} height={round(size.height())} style='vertical-align:middle'>")


def safe_choice(action: str, options: Sequence[str]) -> str:
    """The answer the keyboard starts on, so that Enter never raises the stakes: pass when asked to
    double; when making trump, let the partner choose where that is allowed, else the first suit
    (botifarra, which doubles the score, only when nothing else is offered)."""
    for safe in ("pass", "delegate"):
        if safe in options:
            return safe
    return next((o for o in options if o != "botifarra"), options[0] if options else "")


def suit_strip(suit: str) -> str:
    return f"QPushButton {{ border-left: 10px solid {SUIT_COLOUR[suit]}; }}"


class ButtonRows(QLayout):
    """A panel's buttons, right-aligned: all on one row when the width allows, else wrapped onto
    as many rows as needed, in their order, so that every button keeps the width its text needs
    (its size hint).  Hidden buttons take no room.  Only a button wider than the whole row by
    itself is narrowed, to that width."""

    def __init__(self, spacing: int = 10) -> None:
        super().__init__()
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def insertWidget(self, index: int, widget: QWidget) -> None:
        """``widget`` at ``index`` in the order of the buttons."""
        self.addChildWidget(widget)
        self._items.insert(index, QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> Optional[QLayoutItem]:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> Optional[QLayoutItem]:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._rows_height(self._rows(width))

    def sizeHint(self) -> QSize:  # everything on one row
        shown = self._shown()
        width = sum(i.sizeHint().width() for i in shown) + self.spacing() * max(0, len(shown) - 1)
        return QSize(width, max((i.sizeHint().height() for i in shown), default=0))

    def minimumSize(self) -> QSize:  # one button a row
        shown = self._shown()
        return QSize(max((i.sizeHint().width() for i in shown), default=0),
                     max((i.sizeHint().height() for i in shown), default=0))

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        y = rect.y()
        for row in self._rows(rect.width()):
            widths = [min(i.sizeHint().width(), rect.width()) for i in row]
            height = max(i.sizeHint().height() for i in row)
            x = rect.right() + 1 - (sum(widths) + self.spacing() * (len(row) - 1))
            for item, width in zip(row, widths):
                item.setGeometry(QRect(x, y, width, height))
                x += width + self.spacing()
            y += height + self.spacing()

    def rows(self, width: int) -> list[list[Optional[QWidget]]]:
        """The shown buttons, row by row, at ``width``."""
        return [[i.widget() for i in row] for row in self._rows(width)]

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        rows: list[list[QLayoutItem]] = []
        used = 0
        for item in self._shown():
            w = item.sizeHint().width()
            if rows and used + self.spacing() + w <= width:
                rows[-1].append(item)
                used += self.spacing() + w
            else:
                rows.append([item])
                used = w
        return rows

    def _rows_height(self, rows: list[list[QLayoutItem]]) -> int:
        heights = [max(i.sizeHint().height() for i in row) for row in rows]
        return sum(heights) + self.spacing() * max(0, len(heights) - 1)


class Panel(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self._tight = False
        self.hide()

    def set_compact(self, compact: bool) -> None:
        """Smaller type and padding on a small table, so the panel finds room beside everything else."""
        self.setStyleSheet(PANEL_STYLE + (PANEL_COMPACT if compact else ""))

    def set_tight(self, tight: bool) -> None:
        """Rows closer together, in the same type: the panel a little shorter, for a table where it
        would otherwise cover a nameplate (see ``TableView._place_overlays``)."""
        if tight != self._tight:
            self._tight = tight
            self._space_out()

    @property
    def tight(self) -> bool:
        """The rows are closer together (:meth:`set_tight`)."""
        return self._tight

    def _space_out(self) -> None:
        """The panel's edges and spaces, as :attr:`tight` asks (a panel with nothing to close up keeps them)."""


class RequestPanel(Panel):
    """Declaration (four suits, botifarra, delegate) or doubling (contro ... / pass): one button per option."""

    chosen = Signal(str, str)  # kind, value

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it quotes a player's name: never markup
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.row = QGridLayout()
        self.row.setSpacing(10)
        self._compact = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 14, 18, 16)
        lay.setSpacing(6)
        lay.addWidget(self.title)
        lay.addWidget(self.detail)
        lay.addLayout(self.row)
        self.buttons: dict[str, QPushButton] = {}
        #: the choice the keyboard starts on (Enter takes it): see :func:`safe_choice`
        self.safe_choice = ""
        self._action = ""
        #: two suits a row instead of four (:meth:`set_narrow`)
        self.narrow = False
        #: the title and the buttons only (:meth:`set_bare`)
        self.bare = False
        self.suit_pixmap: Optional[SuitPixmap] = None
        #: the style of a suit's button: a strip of the suit's colour (see :mod:`.contrast`)
        self.suit_style: Callable[[str], str] = suit_strip

    def set_compact(self, compact: bool) -> None:
        self._compact = compact
        self._restyle()

    def _space_out(self) -> None:
        """Tight: narrower edges, rows and buttons closer together, less room round each button's
        words and suit sign (the same type)."""
        lay = self.layout()
        smallest = self._tight and self.narrow
        if lay is not None:
            lay.setContentsMargins(*((10, 8, 10, 8) if smallest else (14, 8, 14, 8) if self._tight else (18, 14, 18, 16)))
            lay.setSpacing(2 if self._tight else 6)
        # bare (a small window's pile game): the buttons say it all; the explanation goes to the
        # tooltip (a screen reader still reads it: the panel's description)
        self.detail.setVisible(not self.bare)
        self.setToolTip(self.detail.text() if self.bare else "")
        self.row.setVerticalSpacing(6 if self._tight else 10)
        self.row.setHorizontalSpacing(6 if self._tight else 10)
        self._restyle()

    def _restyle(self) -> None:
        tight = (REQUEST_TIGHT_COMPACT if self._compact else REQUEST_TIGHT) if self._tight else ""
        self.setStyleSheet(PANEL_STYLE + (PANEL_COMPACT if self._compact else "") + tight)

    def show_request(self, action: str, options: Sequence[str], names: Sequence[str], view: Any) -> None:
        for b in self.buttons.values():
            self.row.removeWidget(b)
            b.deleteLater()
        self.buttons = {}
        if action == "declare":
            if view.delegated:
                self.title.setText(translate("Panels", "Your partner passed it to you: choose trump"))
            else:
                self.title.setText(translate("Panels", "You make trump"))
            if "delegate" in options:
                self.detail.setText(translate("Panels", "Look at your cards and choose a trump suit, botifarra (no "
                                                        "trump, double score) or let your partner choose."))
            else:
                self.detail.setText(translate("Panels", "Look at your cards and choose a trump suit or botifarra (no "
                                                        "trump, double score)."))
        else:
            decl = declaration_name("botifarra" if view.trump is None else view.trump)
            self.title.setText(made_text(names, view.declarer, decl, view.multiplier))
            self.detail.setText(translate("Panels", "Do you double the stakes?"))
        for opt in options:
            text = suit_button_text(opt) if action == "declare" else call_name(opt)
            b = QPushButton(text, self)
            if opt in SUIT_COLOUR:
                b.setStyleSheet(self.suit_style(opt))
                if action == "declare" and self.suit_pixmap is not None:
                    pixmap = self.suit_pixmap(opt, 46)
                    b.setIcon(QIcon(pixmap))
                    b.setIconSize(pixmap.deviceIndependentSize().toSize())
            if opt in ("delegate", "pass"):
                b.setObjectName("minor")
            b.setProperty("choice", opt)
            b.clicked.connect(lambda _=False, o=opt: self.chosen.emit(action, o))
            self.buttons[opt] = b
        self._action = action
        self._grid()
        self._space_out()  # the explanation's tooltip, if the panel is at its smallest
        self.safe_choice = safe_choice(action, options)
        self.adjustSize()
        self.show()
        self.raise_()


    def set_narrow(self, narrow: bool) -> None:
        """Two suits a row (and botifarra, letting your partner choose, each on a row of its own):
        about half as wide and a row taller, for a table with room only beside the cards in play
        (two players with piles in a small window: the other player's plate and piles stay in sight).
        Narrow and tight, its edges are narrower still."""
        if narrow != self.narrow:
            self.narrow = narrow
            self._grid()
            self._space_out()
            self.adjustSize()

    def set_bare(self, bare: bool) -> None:
        """The title and the buttons only, the explanation under the title in the tooltip: the last
        resort for a table where the panel would otherwise hide the other player's piles."""
        if bare != self.bare:
            self.bare = bare
            self._space_out()
            self.adjustSize()

    def _grid(self) -> None:
        for b in self.buttons.values():
            self.row.removeWidget(b)
        suits = 2 if self.narrow else 4
        for i, b in enumerate(self.buttons.values()):
            if self._action != "declare":
                self.row.addWidget(b, i // 2, i % 2)
            elif i < 4:
                self.row.addWidget(b, i // suits, i % suits)
            elif self.narrow:  # botifarra and delegate: the whole row, so their words are never cut
                self.row.addWidget(b, 2 + i - 4, 0, 1, 2)
            else:  # two columns each
                self.row.addWidget(b, 1, (i - 4) * 2, 1, 2)


class SummaryPanel(Panel):
    """End of hand: card points, tricks, total points, multiplier and score of each side, who doubled the
    stakes (:func:`calls_html`); "Next hand".

    After the game's last hand the same breakdown shows, with "See the result" in place of "Next
    hand": it leads to the game-over screen (:meth:`lead_to_result`, also when the end of the game
    is only known after the breakdown is up, as at a LAN table)."""

    next_hand = Signal()
    # the player asked for the game-over screen after the last hand's breakdown
    see_result = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # "Hand 3: <declarer> made …": a name is never markup
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(24)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        # always markup, every part escaped: under Qt's guess a note without a tag would show
        # "s&#x27;apunten" or "O&#x27;Neill" instead of the apostrophe
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.button = QPushButton(self)
        self.button.clicked.connect(self._clicked)
        self._over = False
        self._sides = 2
        self._compact = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(22, 16, 22, 18)
        lay.addWidget(self.title)
        lay.addLayout(self.grid)
        lay.addWidget(self.note)
        #: "Next hand" and the buttons other features put before it (``insertWidget``): see :class:`ButtonRows`
        self.button_rows = ButtonRows()
        self.button_rows.addWidget(self.button)
        lay.addLayout(self.button_rows)
        self.cells: dict[tuple[int, int], QLabel] = {}

    def _cell(self, r: int, c: int, text: str, bold: bool = False, spoken: str = "") -> None:
        """One cell of the breakdown; ``spoken``: what a screen reader says for it (default its text)."""
        lab = self.cells.get((r, c))
        if lab is None:
            lab = self.cells[(r, c)] = QLabel(self)
            lab.setTextFormat(Qt.TextFormat.RichText)  # escaped text, never Qt's guess (see the note)
            self.grid.addWidget(lab, r, c, Qt.AlignmentFlag.AlignRight if c else Qt.AlignmentFlag.AlignLeft)
        lab.setText(f"<b>{text}</b>" if bold else text)
        lab.setAccessibleName(spoken)

    def show_result(self, r: HandResult, names: Sequence[str], winner_team: Optional[int], way: Any = None) -> None:
        pairs = way is None or way.name == "pairs"
        sides = len(r.points)
        for lab in self.cells.values():  # the columns of the last way to play shown
            self.grid.removeWidget(lab)
            lab.deleteLater()
        self.cells = {}
        col_px = {2: 230, 3: 130, 4: 104}.get(sides, 104)
        self._sides = sides
        self._space_out()
        heads = []
        for i, full in enumerate(side_names(names, sides, pairs)):
            if pairs:  # one name per line, each cut to the column: long names never run into each other
                a, b = (names[0], names[2]) if i == 0 else (names[1], names[3])
                heads.append(elided(a, 20, col_px, True) + " /<br>" + elided(b, 20, col_px, True))
            else:
                heads.append(elided(full, 20, col_px, True))
        decl = declaration_name("botifarra" if r.trump is None else r.trump)
        if r.declarer == YOU:
            self.title.setText(translate("Panels", "Hand %1: you made %2").replace("%1", str(r.hand_no))
                               .replace("%2", decl))
        else:
            self.title.setText(translate("Panels", "Hand %1: %2 made %3").replace("%1", str(r.hand_no))
                               .replace("%2", _name(names, r.declarer)).replace("%3", decl))
        rows = [
            ("", heads, True),
            (translate("Panels", "Card points"), r.card_points, False),
            (translate("Panels", "Tricks"), r.tricks, False),
            (translate("Panels", "Points (cards + tricks)"), r.points, True),
            (translate("Panels", "Multiplier"), [f"×{r.multiplier}"] * sides, False),
            (translate("Panels", "Score this hand"), r.score, True),
            (translate("Panels", "Total"), r.totals, True),
        ]
        full_names = side_names(names, sides, pairs)
        for i, (label, values, bold) in enumerate(rows):
            if label:  # the corner above the row names stays empty: no blank entry for a screen reader
                self._cell(i, 0, html.escape(label), bold)
            for j, value in enumerate(values):
                # a screen reader walks the cells one by one: each number says its row and side
                spoken = full_names[j] if not label else translate(
                    "Panels", "%1, %2: %3", "a number of the hand's breakdown read out: row, side, number "
                    "(\"Tricks, Me / Partner: 3\")").replace("%1", label).replace("%2", full_names[j]).replace(
                    "%3", str(value))
                self._cell(i, j + 1, str(value), bold, spoken)
        for j, full in enumerate(full_names):
            self.cells[(0, j + 1)].setToolTip(full)
        notes = []
        if r.calls:
            notes.append(calls_html(r.calls, r.botifarra, names))
        if r.claimed_by == YOU:
            notes.append(html.escape(translate("Panels", "You claimed an illegal card: the other side loses the hand.")))
        elif r.claimed_by is not None:
            notes.append(html.escape(translate("Panels", "%1 claimed an illegal card: the other side loses the hand.")
                                     .replace("%1", _name(names, r.claimed_by))))
        if way is not None and way.two_player:
            notes.append(html.escape(translate("Panels", "A point for every two tricks; the odd trick's point goes to "
                                                         "the player with fewer points in the hand.")))
        if way is not None and way.individual:
            notes.append(html.escape(translate("Panels", "Each player scores (points − %1) × %2: below %1 the score "
                                                         "is negative.")
                                     .replace("%1", str(way.base)).replace("%2", str(r.multiplier))))
        elif not any(r.score):
            notes.append(html.escape(translate("Panels", "36 to 36: nobody scores.")))
        else:
            side = max(range(sides), key=lambda i: r.score[i])
            who = side_names(names, sides, pairs)[side]
            notes.append(html.escape(score_text(who, side, pairs, r.points[side], r.multiplier, r.score[side])))
        self._over = winner_team is not None
        if self._over:
            if winner_team == 0:
                won = translate("Panels", "You win the game!")
            elif pairs:
                won = translate("Panels", "The other side wins the game.")
            else:
                won = translate("Panels", "%1 wins the game.").replace("%1", _name(names, winner_team))
            notes.append("<b>" + html.escape(won) + "</b>")
        self.button.setText(translate("Panels", "See the result") if self._over else translate("Panels", "Next hand"))
        self.note.setText("<br>".join(notes))
        self.adjustSize()
        self.show()
        self.raise_()
        self.button.setFocus()

    def set_compact(self, compact: bool) -> None:
        """On a small table also narrower edges and columns closer together: the breakdown then fits
        between the side players' nameplates (see ``TableView._place_overlays``)."""
        super().set_compact(compact)
        self._compact = compact
        self._space_out()

    def _space_out(self) -> None:
        lay = self.layout()
        if lay is not None:
            lay.setContentsMargins(*((14, 10, 14, 12) if self._compact else (22, 16, 22, 18)))
            lay.setSpacing(2 if self._tight else 6)
        self.grid.setHorizontalSpacing((12 if self._compact else 24) if self._sides == 2 else 10)
        self.grid.setVerticalSpacing(0 if self._tight else 6)

    @property
    def leads_to_result(self) -> bool:
        """The breakdown is the game's last: its button leads to the game-over screen."""
        return self._over

    def lead_to_result(self) -> None:
        """The game ended with the hand shown here: the button leads to the game-over screen."""
        self._over = True
        self.button.setText(translate("Panels", "See the result"))
        self.adjustSize()

    def _clicked(self) -> None:
        self.hide()
        (self.see_result if self._over else self.next_hand).emit()


class Banner(QLabel):
    """A message on the table (why a card is refused); goes away by itself or on a click."""

    shown = Signal(str)  # the message, for screen readers

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # messages may quote players' names: never markup
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(f"QLabel {{ background: #fff4c2; color: #111; {font_size(TextSize.BANNER)} font-weight: bold;"
                           " border: 3px solid #b01010; border-radius: 12px; padding: 12px 18px; }")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, text: str, ms: int = 7000) -> None:
        self.setText(text)
        self.adjustSize()
        self.show()
        self.raise_()
        self._timer.start(ms)
        self.shown.emit(text)

    def mousePressEvent(self, event) -> None:
        self.hide()


class InfoBox(QLabel):
    """Top-left: hand number, trump, multiplier, calls and the score."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.set_font_px(18)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)  # the box keeps to its corner's width (see set_width)
        self.suit_pixmap: Optional[SuitPixmap] = None
        self.names: Sequence[str] = ("", "", "", "")  # the players, for scores without pairs
        self._signs: dict[tuple[str, int], str] = {}  # (suit, pixmap cache key) -> <img> html
        self._target = ""  # the game's length as the box last said it ("to 101", "2 hands")

    #: the box's background and the colour of its quieter words (high contrast: black and white)
    background, muted = "rgba(0,0,0,150)", "#bbb"

    @property
    def font_px(self) -> int:
        """The size of the box's words, in pixels."""
        return self._font_px

    def set_font_px(self, px: int) -> None:
        self._font_px = px
        self.setStyleSheet(f"QLabel {{ background: {self.background}; color: white; font-size: {px}px;"
                           " border-radius: 10px; padding: 8px 12px; }")

    def set_width(self, width: int) -> None:
        """The box ``width`` pixels wide (its corner of the table), as high as its words then need:
        a narrower box wraps onto more lines and grows down, so no line is ever cut off."""
        self.setFixedWidth(width)
        self.resize(width, self.heightForWidth(width))

    def largest_height(self, width: int, players: int, pairs: bool) -> int:
        """The box's height at ``width`` with the most it ever says in the UI language (a long call
        list, each score at its widest, the players' names as the box shows them), and never less
        than a generic long score line takes (two six-letter names a line, four without pairs): the
        room the table keeps for it, so that cards never move as the box fills."""
        text, rich = self.text(), self.textFormat()
        sign = round(self._font_px * 3.2)
        calls = ", ".join(call_name(c) for c in ("contro", "recontro", "sant_vicenc", "barraca"))
        target = self._target or translate("Table", "to %1").replace("%1", "101")
        if pairs:
            score = self._score_line(None, target, (-999, -999))
        else:
            score = self._score_line([(self._name(self.names[s]), -999) for s in range(players)], target)
        head = [translate("Panels", "Hand %1").replace("%1", "99"),
                translate("Panels", "Trump: %1").replace(
                    "%1", f"<img width={sign} height={sign}> <b>{suit_name('E').capitalize()}</b>"),
                translate("Panels", "Multiplier: %1").replace("%1", f"<b style='{font_size(TextSize.FIGURE)}'>×16</b>")
                + f" ({calls})"]
        parts = [f"{'M' * 6} <b>-999</b>"] * (2 if pairs else len(self.names))
        generic = "<br>".join(" · ".join(parts[i:i + 2]) for i in range(0, len(parts), 2)) + " (to 101)"
        height = 0
        for lines in ([*head, score], [*head, generic]):
            self.setText("<br>".join(lines))
            height = max(height, self.heightForWidth(width))
        self.setTextFormat(rich)
        self.setText(text)
        return max(height, self.heightForWidth(width))

    def show_view(self, view: Any, target_text: str) -> None:
        lines = []
        if view.hand_no:
            lines.append(translate("Panels", "Hand %1").replace("%1", str(view.hand_no)))
        if view.declared:
            if view.trump is None:
                trump = "<b>" + declaration_name("botifarra") + "</b>"
            else:
                trump = f"{self._sign(view.trump)} <b>{suit_name(view.trump).capitalize()}</b>"
            lines.append(translate("Panels", "Trump: %1").replace("%1", trump))
            mult = f"<b style='{font_size(TextSize.FIGURE)}'>×{view.multiplier}</b>"
            calls = ", ".join(call_name(c) for _, c in view.calls)
            lines.append(translate("Panels", "Multiplier: %1").replace("%1", mult) + (f" ({calls})" if calls else ""))
        self._target = target_text
        if len(view.totals) == 2 and view.rules.way_name == "pairs":
            lines.append(self._score_line(None, target_text, view.totals))
        else:  # one score per player, with their names
            names = [self._name(self.names[s]) for s in range(len(view.totals))]
            lines.append(self._score_line(list(zip(names, view.totals)), target_text))
        self.setText("<br>".join(lines))
        self.resize(self.width(), self.heightForWidth(self.width()))

    def _name(self, name: str) -> str:
        """A player's name as the box shows it: cut with "…" to six letters' room, escaped."""
        return elided(name, self._font_px, self._font_px * 6)

    def _score_line(self, players: Optional[Sequence[tuple[str, int]]], target_text: str,
                    totals: Sequence[int] = ()) -> str:
        """The score: "Us 0 · Them 0" (``players`` None: the pairs' ``totals``), else each player's
        (shown name, total), two to a line; then the game's length ``target_text``.  Where the box is
        too narrow for a line, it wraps only after a "·", between two totals: a name and its number,
        and the game's length, stay whole on one line."""
        if players is None:
            template = translate("Panels", "Us %1 · Them %2")
            score = " · ".join(_unbroken(part) for part in template.split(" · ")) \
                .replace("%1", f"<b>{totals[0]}</b>").replace("%2", f"<b>{totals[1]}</b>")
            rows = [score]
        else:
            parts = [f"{_unbroken(name)}&nbsp;<b>{total}</b>" for name, total in players]
            rows = [" · ".join(parts[i:i + 2]) for i in range(0, len(parts), 2)]
        rows = [row.replace(" · ", "&nbsp;· ") for row in rows]
        return "<br>".join(rows) + f" <span style='color:{self.muted}'>({_unbroken(target_text)})</span>"

    def _sign(self, suit: str) -> str:
        """The ace of ``suit`` as a small card, or nothing if no deck can draw it."""
        if self.suit_pixmap is None:
            return ""
        pixmap = self.suit_pixmap(suit, round(self._font_px * 3.2))  # big enough to tell a cup from a coin
        key = (suit, pixmap.cacheKey())
        if key not in self._signs:
            if len(self._signs) > 16:  # other decks or sizes: start afresh
                self._signs.clear()
            self._signs[key] = pixmap_html(pixmap)
        return self._signs[key]


#: The seat of the player at this screen: you sit at the bottom, and sentences about you say "you".
YOU = 0


def made_text(names: Sequence[str], seat: Optional[int], declaration: str, multiplier: int) -> str:
    """Who made trump, what and the stakes ("Right made Oros (×2)"); "You made Oros (×2)" when it was
    you: your name ("Me", "Jo") is a name on the nameplates, never the subject of a sentence."""
    if seat == YOU:
        return translate("Panels", "You made %1 (×%2)").replace("%1", declaration).replace("%2", str(multiplier))
    return (translate("Panels", "%1 made %2 (×%3)").replace("%1", _name(names, seat))
            .replace("%2", declaration).replace("%3", str(multiplier)))


def calls_html(calls: Sequence[tuple[int, str]], botifarra: bool, names: Sequence[str]) -> str:
    """Who doubled the stakes and to what, from the hand's result, as escaped rich text: "Contro: Right
    (×2) · Recontro: you (×4)" (the engine's calls in order, each with the multiplier it made).  A line
    breaks only between two calls or inside a long name: never between a call, its caller and its
    multiplier."""
    parts = []
    for level, (seat, call) in enumerate(calls, 1):
        mult = str(stake_after(botifarra, level))
        name = _unbroken(html.escape(call_name(call)))
        if seat == YOU:
            template = translate("Panels", "%1: you (×%2)", "a doubling you called, in the hand's breakdown: "
                                 "call, multiplier (\"Recontro: you (×4)\")")
            parts.append(_unbroken(html.escape(template)).replace("%1", name).replace("%2", mult))
        else:
            template = translate("Panels", "%1: %2 (×%3)", "a doubling in the hand's breakdown: call, who called "
                                 "it, multiplier (\"Contro: Anna (×2)\")")
            parts.append(_unbroken(html.escape(template)).replace("%1", name)
                         .replace("%2", html.escape(_name(names, seat))).replace("%3", mult))
    return " · ".join(parts)


def score_text(who: str, side: int, pairs: bool, points: int, multiplier: int, score: int) -> str:
    """How the side that scores got its score: "We score (45 − 36) × 4 = 36." for your side, "You score …"
    for you on your own, else with the side's names ``who`` ("Right / Left score …", "Right scores …")."""
    nums = (str(points), str(multiplier), str(score))
    if side == YOU:
        text = translate("Panels", "We score (%1 − 36) × %2 = %3.") if pairs \
            else translate("Panels", "You score (%1 − 36) × %2 = %3.")
        return text.replace("%1", nums[0]).replace("%2", nums[1]).replace("%3", nums[2])
    text = translate("Panels", "%1 score (%2 − 36) × %3 = %4.") if pairs \
        else translate("Panels", "%1 scores (%2 − 36) × %3 = %4.")
    return text.replace("%1", who).replace("%2", nums[0]).replace("%3", nums[1]).replace("%4", nums[2])
