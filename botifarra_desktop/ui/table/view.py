"""The table widget: the scene in a view, the on-table panels, and the human's input.

Mouse: click a card to play it.  Keyboard: Left/Right move the highlight,
Enter/Space plays it, digits 1-9 and 0 pick the 1st-10th card; Tab reaches every
button on the table, and a panel that asks something takes the focus.  A refused
card is explained with the engine's reason (translated by code), never ignored.
What a screen reader finds and hears is in :mod:`.access` (``access/table_access.py``).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Optional

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QMessageBox,
    QPushButton,
    QWidget,
)

from ...engine import Phase
from ...engine import events as ev
from ...storage.settings import DEFAULT_SEAT_NAMES
from ..common.deck import CardRenderer
from ..common.texts import card_name, display_names, hands_text, refusal_text
from ..common.typography import TextSize, font_size
from ..play.controller import GameController
from .access.table_access import TableAccess
from .access.tree import install_factory
from .card_item import FRAME_PAD, CardItem
from .contrast import suit_button
from .game_over import GameOverPanel
from .layout import LEFT, RIGHT, free_spot
from .panels import PANEL_STYLE, Banner, InfoBox, Panel, RequestPanel, SummaryPanel, suit_strip
from .scene import TableScene
from .start_panel import ContinuePanel

translate = QCoreApplication.translate


def _panel_height(panel: QWidget, width: int) -> int:
    """How tall ``panel`` is at ``width`` (never less than it needs)."""
    return max(panel.heightForWidth(width), panel.minimumSizeHint().height())


def way_of(controller: GameController):
    """The way to play of the game on the table (``None`` with no game)."""
    rules = controller.rules()
    return None if rules is None else rules.way


class TableView(QGraphicsView):
    #: a screen reader reads this view as the card table (:mod:`.access.tree`), even while it is built
    accessible_table = True

    def __init__(self, controller: GameController, renderer: CardRenderer, deck_id: str,
                 parent: Optional[QWidget] = None) -> None:
        install_factory()  # before the view exists: a running screen reader asks about it at once
        self.table = TableScene(renderer, deck_id)
        super().__init__(self.table, parent)
        self.controller = controller
        self.names = ["", "", "", ""]
        self._compact: Optional[bool] = None  # a small window's smaller type; None until the first layout
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt gradient is costly to redraw
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)

        self.info = InfoBox(self)
        self.banner = Banner(self)
        self.banner.shown.connect(lambda _text: self._place_overlays())  # a message gets a free place too
        self.request_panel = RequestPanel(self)
        self.summary = SummaryPanel(self)
        self.game_over = GameOverPanel(self)
        self.start_panel = ContinuePanel(self)
        # pairs: our / their last trick; the other ways to play: one button shows every player's
        self.last_buttons = [QPushButton(self), QPushButton(self)]
        self.pairs = True
        self._cleared = True  # no game yet
        self._over_ready = False  # the game-over screen is filled for the game on the table
        self.claim_button = QPushButton(self)
        for b in (*self.last_buttons, self.claim_button):
            b.setStyleSheet(PANEL_STYLE + f"QPushButton {{ {font_size(TextSize.CONTROL)} padding: 6px 12px; }}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.last_buttons[0].clicked.connect(lambda: self.show_last_trick(0) if self.pairs else self.show_last_tricks())
        self.last_buttons[1].clicked.connect(lambda: self.show_last_trick(1))
        self.claim_button.clicked.connect(self._claim)
        self.claim_button.hide()
        for b in self.last_buttons:
            b.hide()  # until there is a game
        #: buttons features put on the table (Hint, Undo), laid out bottom left; whether each is wanted
        self.tools: dict[QPushButton, bool] = {}
        self._table_rules = False
        self._last_shown: list[QGraphicsItem] = []  # cards, and the winners' name tags
        self._last_timer = QTimer(self)
        self._last_timer.setSingleShot(True)
        self._last_timer.timeout.connect(self.hide_last_trick)

        self.info.suit_pixmap = self.request_panel.suit_pixmap = self.suit_pixmap
        controller.animator = self.table.choreography.animate
        self.table.choreography.view_source = controller.view
        controller.session_started.connect(self._session_started)
        controller.event_shown.connect(self._event_shown)
        controller.view_changed.connect(self._refresh_info)
        controller.game_over.connect(self._game_over)
        controller.request_changed.connect(self._request_changed)
        controller.thinking.connect(self._thinking)
        controller.hand_scored.connect(self._hand_scored)
        controller.problem.connect(self._problem)
        self.table.card_clicked.connect(self.card_clicked)
        self.request_panel.chosen.connect(self._chosen)
        self.summary.next_hand.connect(controller.next_hand)
        self.summary.see_result.connect(self._see_result)
        for panel in (self.request_panel, self.summary, self.game_over):
            panel.installEventFilter(self)  # a panel that closes gives the keyboard back to the table
        self.retranslate()
        self.access = TableAccess(self, self)  # what a screen reader finds and hears (after the slots above)

    # ------------------------------------------------------------ layout
    def retranslate(self) -> None:
        self.last_buttons[0].setText(translate("Table", "Our last trick") if self.pairs
                                     else translate("Table", "Last tricks"))
        self.last_buttons[1].setText(translate("Table", "Their last trick"))
        self.claim_button.setText(translate("Table", "Claim an illegal card"))
        self._refresh_info()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.dpr = self.viewport().devicePixelRatioF()
        self.table.resize(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())
        self._place_overlays()

    # For the window's feature objects (LAN news, practice, settings): what they may ask of the table
    # (the ``FeatureTable`` of ui/context.py).
    @property
    def deck_id(self) -> str:
        """The deck the cards are drawn with."""
        return self.table.deck_id

    def place_overlays(self) -> None:
        """Lay the panels and banners over the table again (one of them changed size or showed)."""
        self._place_overlays()

    def refresh_names(self) -> None:
        """The players' names changed at the table (a LAN seat taken or given up): the nameplates,
        the info box and the accessible names follow; the cards move only if the info box's corner
        must grow for a longer name (a total never hides under the cards)."""
        if self.controller.rules() is None:
            return
        self.names = display_names(self.controller.names(), self.table.sides, self.pairs, DEFAULT_SEAT_NAMES)
        self.table.set_names(self.names)
        self._refresh_info()
        self._place_overlays()

    def refresh_info(self) -> None:
        """Redraw the info box (the trump sign comes from the deck)."""
        self._refresh_info()

    @property
    def last_shown(self) -> list[QGraphicsItem]:
        """The cards of the last trick(s) shown on the table (empty when none is)."""
        return self._last_shown

    def set_high_contrast(self, on: bool) -> None:
        """Switch the table (felt, plates, score box, trump buttons, card marks) to high contrast or back
        (see :mod:`.contrast`)."""
        scene = self.table
        if scene.high_contrast == on:
            return  # the normal table is built normal: nothing to redo at start
        scene.high_contrast = on
        scene.resize(scene.layout.width, scene.layout.height)  # the felt
        self.request_panel.suit_style = suit_button if on else suit_strip
        info = self.info
        info.background, info.muted = ("#000000", "#ffffff") if on else ("rgba(0,0,0,150)", "#bbb")
        info.set_font_px(info.font_px)
        self._refresh_info()
        self.resetCachedContent()
        self.viewport().update()

    def set_deck(self, deck_id: str) -> None:
        """Draw the cards with the deck ``deck_id`` (and the trump sign in the score box)."""
        self.table.set_deck(deck_id)
        self.refresh_info()  # the trump sign comes from the deck

    def set_speed(self, name: str) -> None:
        """How fast the cards move (one of ``ANIMATION_SPEEDS``)."""
        self.table.set_speed(name)

    def set_card_scale(self, scale: float) -> None:
        """How large the cards are drawn, against the size that fits the table."""
        self.table.set_card_scale(scale)

    def say(self, text: str, ms: int = 7000) -> None:
        """A message over the table for ``ms`` milliseconds (a hint, a LAN player's news)."""
        self.banner.show_message(text, ms)
        self._place_overlays()

    def hide_message(self) -> None:
        """The message over the table goes (what it said is over)."""
        self.banner.hide()

    def set_rematch_asked(self, asked: bool) -> None:
        """A LAN guest asked the table for a rematch (the game-over screen's button waits for the
        others), or no longer."""
        self.game_over.set_rematch_asked(asked)
        self._place_overlays()

    def show_votes(self, text: str) -> None:
        """Who is ready for a rematch at a LAN table, under the game-over screen's score (empty: none)."""
        self.game_over.show_votes(text)
        self._place_overlays()

    def add_summary_button(self, index: int, button: QPushButton) -> None:
        """A feature's button on the end-of-hand panel, at ``index`` before the panel's own ones."""
        button.setParent(self.summary)
        self.summary.button_rows.insertWidget(index, button)

    def summary_changed(self) -> None:
        """A feature's button on the end-of-hand panel came or went: the panel on screen fits again."""
        if self.summary.isVisible():  # it was sized before the button came or went
            self.summary.adjustSize()
            self._place_overlays()

    def point_at(self, value: str) -> None:
        """The keyboard goes to the card or the choice ``value`` of what the player is asked (a hint's
        answer): Enter then plays or chooses it."""
        req = self.controller.request
        if req is not None and req.action == "play":
            item = self.table.hand.hand_item(value)
            if item is not None:
                self.table.hand.set_cursor(self.table.hand.playable_items().index(item))
        else:
            button = self.request_panel.buttons.get(value)
            if button is not None:
                button.setFocus()

    def show_tool(self, button: QPushButton, wanted: bool) -> None:
        """A feature's button on the table (Hint, Undo): laid out with the rest, bottom left, in their
        type, and shown when ``wanted`` and no end-of-hand or end-of-game panel needs the table."""
        if button not in self.tools:
            button.setParent(self)
            button.setStyleSheet(self._corner_style())  # the type of the buttons already there
        self.tools[button] = wanted
        self._place_overlays()

    def _corner_style(self) -> str:
        """The style of the buttons in the table's corners (last tricks, claim, Hint, Undo): one type for
        them all, smaller in a small window."""
        compact = bool(self._compact)
        return PANEL_STYLE + f"QPushButton {{ {font_size(TextSize.SMALL if compact else TextSize.CONTROL)} padding: 5px 10px; }}"

    def _ending(self) -> bool:
        """The end-of-hand summary or the game-over screen is up: it takes the whole table."""
        return not self.summary.isHidden() or not self.game_over.isHidden()

    def _show_corners(self) -> None:
        """The info box, the last-trick buttons and the tools: shown with a game, stepped aside for an ending panel."""
        game = self.controller.view() is not None and not self._cleared
        on = game and not self._ending()
        self.info.setVisible(on)
        self.last_buttons[0].setVisible(on)
        self.last_buttons[1].setVisible(on and self.pairs)
        self.claim_button.setVisible(on and self._table_rules)
        for button, wanted in self.tools.items():
            button.setVisible(wanted and not self._ending())

    def _place_overlays(self) -> None:
        """Every widget on the table gets its own region from one layout: the info box top left, the
        last-trick buttons top right, Hint and Undo bottom left (the scene lays no card there), and a
        panel where it covers none of them nor your cards, nor, where the window has room for that,
        any nameplate; the end-of-hand and game-over panels, as narrow as they must be, leave at least
        the nameplates on your left and right in sight (see :meth:`_panel_spot`)."""
        self._show_corners()
        self.table.set_plates_aside(False)  # where they sit in a hand, unless an ending panel needs their room
        w, h = self.viewport().width(), self.viewport().height()
        m = int(max(8.0, min(w, h) * 0.02))  # the table layout's margin
        compact = w < 1000 or h < 640  # smaller type in small windows, so nothing overlaps the cards
        if compact != self._compact:
            self._compact = compact
            self.info.set_font_px(15 if compact else 18)
            for b in (*self.last_buttons, self.claim_button, *self.tools):
                b.setStyleSheet(self._corner_style())
            for panel in (self.request_panel, self.summary, self.game_over):
                panel.set_compact(compact)
            self._refresh_info()
        # the corners: their sizes are kept free of cards by the scene's layout
        # the info box: wide enough in a small window for a score and the game's length on one line
        info_w = int(min(max(w * 0.28, 240), 330))
        self.info.set_width(info_w)  # as high as its words need at that width
        info_h = self.info.largest_height(info_w, self.table.players, self.pairs)
        self.info.move(m, m)
        column = [b for b in (*self.last_buttons, self.claim_button) if not b.isHidden()] or [self.last_buttons[0]]
        for b in column:
            b.adjustSize()
        col_w = max(b.width() for b in column)
        y = m
        for b in column:
            b.move(w - b.width() - m, y)
            y += b.height() + 6
        col_h = y - 6 - m
        tools = [b for b in self.tools] or []
        for b in tools:
            b.adjustSize()
        tools_w = max((b.width() for b in tools), default=0)
        y = h - m
        for b in tools:
            y -= b.height()
            b.move(m, y)
            y -= 6
            b.raise_()
        tools_h = h - m - y - 6 if tools else 0
        self.table.set_corners((info_w, info_h), (col_w, col_h), (tools_w, tools_h))
        L = self.table.layout
        # the panels: clear of the widgets in the corners and of your own cards with their frames (a
        # playable card standing up keeps the keyboard's frame in sight above it)
        taken = [QRectF(b.geometry()) for b in (self.info, *column, *tools) if b.isVisible()]
        mine = self.table.own_cards_rect()
        if not mine.isEmpty():
            pad = FRAME_PAD
            taken.append(QRectF(self.mapFromScene(mine.adjusted(-pad, -pad, pad, pad)).boundingRect()))
        area = QRectF(m, m, w - 2 * m, h - 2 * m)
        for panel in (self.request_panel, self.summary, self.game_over):
            if panel.isHidden():
                continue
            prefer = L.centre.y() if panel is self.request_panel else h / 2
            panel.setMaximumWidth(int(min(w - 2 * m, 760)))
            spot = self._panel_spot(panel, area, taken, prefer)
            panel.setGeometry(spot.toRect())
            panel.raise_()
            taken.append(QRectF(panel.geometry()))
        self.start_panel.setMaximumWidth(int(min(w - 2 * m, 720)))
        self.start_panel.adjustSize()
        self.start_panel.move(int((w - self.start_panel.width()) / 2), int(max(m, (h - self.start_panel.height()) / 2)))
        self.banner.setMaximumWidth(int(min(w - 2 * m, 720)))
        self.banner.adjustSize()
        if self.banner.isHidden():
            self.banner.move(int((w - self.banner.width()) / 2), int(max(m, L.hand_top - self.banner.height() - 14)))
        else:  # above your cards, clear of the corners and of any panel (a LAN note at the game's end),
            # and of the nameplates and the trick where there is room
            banner_h = self.banner.height()
            trick = [QRectF(self.mapFromScene(it.sceneBoundingRect()).boundingRect())
                     for _, it in self.table.trick if it.isVisible()]
            spot = free_spot(area, [self.banner.width()], lambda _w: banner_h, taken,
                             L.hand_top - banner_h / 2 - 14, self._plates_on_view() + trick)
            self.banner.setGeometry(spot.toRect())
        self._tab_order()

    def _tab_order(self) -> None:
        """Tab goes from the table through its buttons in the order the eye reads them, top to bottom
        and left to right: the last-trick buttons (top right), a panel's buttons (row by row), Undo
        over Hint (bottom left); then on to the score dock.  Each panel keeps its buttons together."""
        groups: list[tuple[float, float, list[QWidget]]] = []
        for b in (*self.last_buttons, self.claim_button, *self.tools):
            groups.append((b.y(), b.x(), [b]))
        for panel in (self.request_panel, self.summary, self.game_over):
            if panel.isHidden():
                continue
            lay = panel.layout()
            if lay is not None:
                lay.activate()  # the buttons where they are drawn
            buttons = sorted((b for b in panel.findChildren(QPushButton) if not b.isHidden()),
                             key=lambda b: (b.mapTo(panel, QPoint(0, 0)).y(), b.mapTo(panel, QPoint(0, 0)).x()))
            if buttons:
                groups.append((panel.y(), panel.x(), list(buttons)))
        chain: list[QWidget] = [self] + [w for _y, _x, ws in sorted(groups, key=lambda g: (g[0], g[1])) for w in ws]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A panel with the keyboard focus closes: the focus comes back to the table (your cards), not
        to whatever widget follows its buttons in the Tab order (Qt's choice, which may lie in the dock)."""
        if event.type() == QEvent.Type.Hide and watched in (self.request_panel, self.summary, self.game_over):
            focus = QApplication.focusWidget()
            if isinstance(watched, QWidget) and focus is not None and watched.isAncestorOf(focus):
                self.setFocus(Qt.FocusReason.OtherFocusReason)
        return super().eventFilter(watched, event)

    def _panel_spot(self, panel: Panel, area: QRectF, taken: list[QRectF], prefer: float) -> QRectF:
        """Where a panel goes: clear of every nameplate where the table has room for that, at the
        widest width that finds it.  Trump and doubling: in the pile games first clear of the other
        players' face-up piles too (:meth:`_request_spot_clear_of`: two suits a row, or without its
        explanation, where only that finds room); then as it is, else with its rows closer
        together (the same type); without room for that, where it always went, clear of your cards and
        the corners' widgets -- wider, or wider with its rows closer, where only that finds such room
        (the panel may cover the other player's piles, never yours).  The end-of-hand
        breakdown and the game-over screen: first with the plates where they sat in the hand; else with
        yours and your partner's stood aside to where the cards were (the hand is over: see
        :meth:`.TableLayout.aside_plate_rect`); else, for the breakdown, also with its rows closer
        together.  Without room for any of that: between the side plates, over the others (a table
        too small to show everything)."""
        ending = panel is not self.request_panel
        if not ending:
            self.request_panel.set_narrow(False)
            self.request_panel.set_bare(False)
            piles = self._others_piles_on_view()
            if piles:  # the pile games: the other players' face-up piles stay in sight as well
                clear = self._request_spot_clear_of(area, taken, prefer, self._plates_on_view() + piles)
                if clear is not None:
                    return clear
        tries = [(False, False), (True, False), (True, True)] if ending else [(False, False), (False, True)]
        if panel is self.game_over:
            tries = tries[:2]
        for aside, tight in tries:
            self.table.set_plates_aside(aside)
            panel.set_tight(tight)
            plates = self._plates_on_view()
            spot = free_spot(area, self._panel_widths(panel), partial(_panel_height, panel), taken, prefer,
                             self._side_plates_on_view() if ending else [], plates)
            if not any(spot.intersects(plate) for plate in plates):
                return spot
        if not ending:  # no room clear of the plates: the usual place, as it was, clear of your cards and
            # the corners' widgets; where that finds no room, wider (its words on fewer lines), then with its
            # rows closer together too (two players with piles in a netbook's window)
            height = partial(_panel_height, panel)
            for tight, wider in ((False, False), (False, True), (True, True)):
                panel.set_tight(tight)
                widths = self._panel_widths(panel)
                if wider:
                    widths = self._wider_widths(panel) + widths
                spot = free_spot(area, widths, height, taken, prefer)
                if not any(spot.intersects(r) for r in taken):
                    return spot
            panel.set_tight(False)
            spot = free_spot(area, self._panel_widths(panel), height, taken, prefer)
        return spot

    def _request_spot_clear_of(self, area: QRectF, taken: list[QRectF], prefer: float,
                               clear: list[QRectF]) -> Optional[QRectF]:
        """A place for the trump or doubling panel clear of ``clear`` too (the plates, the other players'
        piles): as it is, with its rows closer, then two suits a row (narrower and taller, to lie beside
        the cards in play), then without the explanation under its title (in its tooltip).  ``None``
        (the panel as it was) where none of them finds such room."""
        panel = self.request_panel
        for narrow, tight, bare in ((False, False, False), (False, True, False), (True, False, False),
                                    (True, True, False), (False, True, True), (True, True, True)):
            panel.set_narrow(narrow)
            panel.set_tight(tight)
            panel.set_bare(bare)
            spot = free_spot(area, self._panel_widths(panel), partial(_panel_height, panel), taken, prefer, [], clear)
            if not any(spot.intersects(r) for r in [*taken, *clear]):
                return spot
        panel.set_narrow(False)
        panel.set_tight(False)
        panel.set_bare(False)
        return None

    def _others_piles_on_view(self) -> list[QRectF]:
        """The other players' rows of piles (the pile games), in the view, one rectangle a row."""
        stacks = self.table.stacks
        out = []
        for seat in range(1, len(stacks.piles)):
            items: list[QGraphicsItem] = [i for pile in stacks.piles[seat] for i in pile if i.isVisible()]
            items += [b for b in stacks.badges[seat] if b.isVisible()]
            if items:
                rect = QRectF()
                for item in items:  # what each draws (a card without the room for its highlight frame)
                    rect = rect.united(item.sceneTransform().mapRect(item.shape().boundingRect()))
                out.append(QRectF(self.mapFromScene(rect).boundingRect()))
        return out

    @staticmethod
    def _wider_widths(panel: QWidget) -> list[int]:
        """The widths wider than the panel's own it may take (up to its maximum width), narrowest first."""
        panel.adjustSize()
        most = panel.maximumWidth()
        return list(range(panel.width() + 40, most, 40)) + ([most] if most > panel.width() else [])

    @staticmethod
    def _panel_widths(panel: QWidget) -> list[int]:
        """The widths a panel may take, its own first, down to the narrowest it may be (a panel already
        narrower than that keeps its width)."""
        panel.adjustSize()
        least = min(max(panel.minimumSizeHint().width(), 200), panel.width())
        return list(range(panel.width(), least, -40)) + [least]

    def _plates_on_view(self) -> list[QRectF]:
        """The visible nameplates, in the view: a message keeps clear of them when it can."""
        return [QRectF(self.mapFromScene(p.sceneBoundingRect()).boundingRect()) for p in self.table.plates
                if p.isVisible()]

    def _side_plates_on_view(self) -> list[QRectF]:
        """The visible nameplates of the players on your left and right, in the view: an end-of-hand or
        game-over panel lies between them, narrower where it must, so who sits where stays in sight
        (the plates in front and under the trick lie in the middle, where the panel goes unless the
        window has room to keep them clear too)."""
        return [QRectF(self.mapFromScene(p.sceneBoundingRect()).boundingRect())
                for p, side in zip(self.table.plates, self.table.sides) if p.isVisible() and side in (LEFT, RIGHT)]

    def suit_pixmap(self, suit: str, height: int):
        """The ace of ``suit`` from the deck on the table, ``height`` px high: the suit's sign."""
        deck = self.table.renderer.deck(self.table.deck_id)
        width = max(1, round(height / deck.aspect))
        return self.table.renderer.pixmap(deck, "1" + suit, width, height, self.table.dpr)

    # ------------------------------------------------------------ controller → table
    def _session_started(self) -> None:
        c = self.controller
        self._cleared = False
        self._over_ready = False
        rules = c.rules()
        if rules is None:
            return  # nothing on the table yet
        way = rules.way
        self.pairs = not way.individual and way.players == 4
        self.table.set_way(way.players, way.piles, way.hand_cards)
        self.names = display_names(c.names(), self.table.sides, self.pairs, DEFAULT_SEAT_NAMES)
        self.table.set_names(self.names)
        self.retranslate()
        self.table.ranking = rules.card_ranking
        self.table.choreography.stop()
        self.start_panel.hide()
        self.summary.hide()
        self.game_over.hide()
        self.request_panel.hide()
        self.banner.hide()
        self.hide_last_trick()
        self._table_rules = rules.table_rules
        view = c.view()
        if c.resumed and view is not None:
            self.table.show_view(view)
            if view.phase.over and view.results:
                self._hand_scored(view.results[-1])  # the hand's summary, with its button
            if view.phase is Phase.GAME_OVER:  # a finished game drawn again: its end, from the view
                self._show_game_over(view.winner_team, view.totals, len(view.results))
        self._refresh_info()
        self._place_overlays()

    def clear(self) -> None:
        """An empty table: no cards, plates or panels (a LAN table that went away)."""
        self._cleared = True
        self._over_ready = False
        self.table.choreography.stop()
        self.table.show_view_cleared()
        for w in (self.summary, self.game_over, self.request_panel, self.banner, self.claim_button,
                  *self.last_buttons, self.info):
            w.hide()
        self.hide_last_trick()

    def _refresh_info(self) -> None:
        view = self.controller.view()
        if view is None:
            self._show_corners()
            return
        r = view.rules
        target = (translate("Table", "to %1").replace("%1", str(r.target)) if r.target is not None
                  else hands_text(r.hands))
        self.info.names = self.names
        self.info.show_view(view, target)
        self._show_corners()
        if self.pairs:
            for team, b in enumerate(self.last_buttons):
                b.setEnabled(view.last_tricks[team] is not None)
        else:
            self.last_buttons[0].setEnabled(any(t is not None for t in view.last_tricks))
        self.claim_button.setEnabled(view.can_claim)

    def _event_shown(self, event: ev.Event) -> None:
        if isinstance(event, (ev.HandStarted, ev.Declared, ev.DoubleCalled, ev.PlayStarted, ev.TrickWon,
                              ev.HandScored)):
            self._refresh_info()
        if isinstance(event, ev.HandStarted):
            self.summary.hide()
            self.hide_last_trick()
            self._place_overlays()  # the corners' widgets come back
        if isinstance(event, ev.IllegalCardClaimed):
            self.banner.show_message(
                translate("Table", "%1 claims: %2 played the %3 illegally in trick %4.")
                .replace("%1", self.names[event.claimer]).replace("%2", self.names[event.offender])
                .replace("%3", card_name(event.card)).replace("%4", str(event.trick_no)))
            self._place_overlays()

    def _request_changed(self, req: Any) -> None:
        self.request_panel.hide()
        if req is None:
            self.table.hand.set_legal(None)
            plate = self.table.plates[0]
            if plate.status == translate("Table", "Your turn!"):
                plate.set(status="")
            return
        view = self.controller.view()
        self.table.set_turn(req.seat)
        if req.action == "play":
            self.table.hand.set_legal(set(req.options))
            self.table.plates[req.seat].set(status=translate("Table", "Your turn!"))
            self.setFocus()
        else:
            self.table.hand.set_legal(None)
            self.request_panel.show_request(req.action, req.options, self.names, view)
            self._place_overlays()
        self._refresh_info()

    def _thinking(self, seat: int) -> None:
        self.table.set_thinking(seat, translate("Table", "thinking…") if seat >= 0 else "")

    def _hand_scored(self, result: Any) -> None:
        view = self.controller.view()
        self._refresh_info()
        # at a LAN table the view may come after the event: game_over then shows the winner
        winner = view.winner_team if view is not None and view.results and view.results[-1] == result else None
        self._last_result = result
        self.summary.show_result(result, self.names, winner, way_of(self.controller))
        self._place_overlays()

    def _game_over(self, event: ev.GameOver) -> None:
        """The engine's ``GameOver`` (offline, or from the host at a LAN table): the game-over screen."""
        self._show_game_over(event.winner_team, event.totals, event.hands_played)

    def show_game_over(self, winner: Optional[int], totals: Any, hands_played: int) -> None:
        """The game-over screen for a game that ended without the engine's ``GameOver`` event (a LAN
        host's hand limit): ``winner`` is the side as the player sees it, None when level."""
        self._show_game_over(winner, totals, hands_played)

    def _show_game_over(self, winner: Optional[int], totals: Any, hands_played: int) -> None:
        """The game-over screen in place of the hand's panels and of the banner (at a LAN table the last
        hand's deal code: it stays in the chat); news after this, such as a rematch asked, shows again.
        While the last hand's breakdown is up, the screen waits behind it: the breakdown's button
        says "See the result" and shows it."""
        self.request_panel.hide()
        self.banner.hide()
        source = self.controller.source
        offline = self.controller.session is not None
        self.game_over.set_game_over(winner, tuple(totals), hands_played, self.names, self.pairs,
                                     rematch=source is not None and source.offers_rematch(),
                                     review=offline or (source is not None and bool(source.seen_decisions())))
        self._over_ready = True
        if self.summary.isHidden():
            self.game_over.reveal()
        else:
            self.game_over.hide()
            self.summary.lead_to_result()
        self._place_overlays()

    def _see_result(self) -> None:
        """The last hand's breakdown was read: the game-over screen (the summary hid itself).  At a LAN
        table the end of the game may still be on its way: it shows as it comes."""
        if self._over_ready:
            self.game_over.reveal()
        self._place_overlays()

    def _problem(self, code: str, message: str, refusal: Any) -> None:
        if refusal is not None:
            text = refusal_text(refusal.code, refusal.params, refusal.message, refusal.card)
        else:
            text = refusal_text(code, None, message)
        self.banner.show_message(text)
        self._place_overlays()

    # ------------------------------------------------------------ the human → controller
    def _chosen(self, kind: str, value: str) -> None:
        if self.controller.act(kind, value):
            self.request_panel.hide()

    def card_clicked(self, card: str) -> None:
        """Play ``card`` if the engine allows it, or say why not."""
        c = self.controller
        req = c.request
        if req is None or req.action != "play":
            view = c.view()
            if view is not None and view.phase is Phase.PLAY:
                self.banner.show_message(translate("Table", "Wait for your turn."), 2500)
                self._place_overlays()
            return
        if card in req.options:
            self.banner.hide()
            c.act("play", card)
            return
        refusal = c.explain(card)
        text = refusal_text(refusal.code, refusal.params, refusal.message, refusal.card) if refusal else ""
        rules = c.rules()
        if rules is not None and rules.table_rules and refusal is not None and refusal.code != "not_in_hand":
            # Table rules: the card may be played, and claimed by the other side.
            answer = QMessageBox.question(
                self, translate("Table", "Play an illegal card?"),
                text + "\n\n" + translate("Table", "With table rules you may play it anyway, but if the other side "
                                                   "claims it you lose the hand. Play it?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer == QMessageBox.StandardButton.Yes:
                c.act("play", card)
            return
        self.banner.show_message(text)
        self._place_overlays()

    def _claim(self) -> None:
        self.controller.claim()
        self._refresh_info()

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.table.hand.move_cursor(-1 if key == Qt.Key.Key_Left else 1)
            self.access.focus_card()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            card = self.table.hand.cursor_card()
            if card is not None:
                self.card_clicked(card)
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            digit = key - Qt.Key.Key_0
            self.table.hand.set_cursor(9 if digit == 0 else digit - 1)
            self.access.focus_card()
        elif key == Qt.Key.Key_Escape:
            self.banner.hide()
            self.hide_last_trick()
        else:
            super().keyPressEvent(event)

    # ------------------------------------------------------------ last tricks
    def show_last_trick(self, team: int) -> None:
        """Show the last trick won by a side (RULES.md: only that one may be looked at)."""
        self.hide_last_trick()
        view = self.controller.view()
        if view is None or view.last_tricks[team] is None:
            return
        L = self.table.layout
        w, h = L.side_card[0] * 1.15, L.side_card[1] * 1.15
        x0 = self.last_buttons[team].x() + self.last_buttons[team].width() - 4 * (w * 0.62) - w * 0.4
        self._show_trick_row(view.last_tricks[team], x0, self._below_buttons(), w, h)
        self._last_timer.start(6000)

    def show_last_tricks(self) -> None:
        """Without pairs: the last trick each player won, one row per player, with the winner's name."""
        self.hide_last_trick()
        view = self.controller.view()
        if view is None:
            return
        tricks = [t for t in view.last_tricks if t is not None]
        if not tricks:
            return
        L = self.table.layout
        y0 = self._below_buttons()
        room = self.viewport().height() - y0 - L.margin
        h = min(L.side_card[1] * 1.15, room / len(tricks) - 8)
        w = h / self.table.aspect
        n = max(len(t.cards) for t in tricks)
        x0 = self.viewport().width() - L.margin - (n - 1) * w * 0.62 - w
        for row, trick in enumerate(tricks):
            self._show_trick_row(trick, x0, y0 + row * (h + 8), w, h, label=self.names[trick.winner])
        self._last_timer.start(8000)

    def _below_buttons(self) -> float:
        last = self.claim_button if self.claim_button.isVisible() else \
            self.last_buttons[1] if self.last_buttons[1].isVisible() else self.last_buttons[0]
        return last.y() + last.height() + 10

    def _show_trick_row(self, trick: Any, x0: float, y0: float, w: float, h: float, label: str = "") -> None:
        origin = self.mapToScene(QPoint(int(x0), int(y0)))
        for i, (seat, card) in enumerate(trick.cards):
            item = CardItem(self.table.renderer, self.table.deck_id, card, w, h, face_up=True)
            item.place(origin + QPointF(i * w * 0.62, 0), 0, True, 2000 + i)
            # a name is text, never markup (Qt takes tooltips that look like HTML for rich text)
            item.setToolTip(QtGui.Qt.convertFromPlainText(f"{self.names[seat]}: {card_name(card)}"))
            item.set_state(False, seat == trick.winner)
            self.table.addItem(item)
            self._last_shown.append(item)
        if label:
            text = QGraphicsSimpleTextItem(label)
            font = QFont(self.font())
            font.setPixelSize(max(13, int(h * 0.18)))
            font.setBold(True)
            text.setFont(font)
            text.setBrush(QColor("#ffffff"))
            back = QGraphicsRectItem(text.boundingRect().adjusted(-6, -3, 6, 3))
            back.setBrush(QColor(0, 0, 0, 170))
            back.setPen(QPen(Qt.PenStyle.NoPen))
            text.setParentItem(back)
            back.setPos(origin + QPointF(-text.boundingRect().width() - 14, h / 2 - text.boundingRect().height() / 2))
            back.setZValue(2100)
            self.table.addItem(back)
            self._last_shown.append(back)

    def hide_last_trick(self) -> None:
        for item in self._last_shown:
            self.table.removeItem(item)
        self._last_shown = []

    def card_pos(self, card: str) -> Optional[QPoint]:
        """Where on the viewport the human's ``card`` can be clicked (tests, accessibility)."""
        item = self.table.hand.hand_item(card)
        if item is None:
            return None
        w, h = item.size
        if item not in self.table.hands[0]:  # a pile's face-up card: nothing covers it
            return self.mapFromScene(item.mapToScene(QPointF(w * 0.5, h * 0.4)))
        # the left part of a card is always visible (cards overlap to the right)
        return self.mapFromScene(item.mapToScene(QPointF(min(w * 0.18, 20), h * 0.5)))
