"""Hint and Undo in offline games (never at a LAN table).

*Hint* (H, or the button on the table): what the Hard level would do now and why
(``ai.hints.suggest`` on the player's own view), worked out in a thread so the
table never freezes; the suggested card gets the keyboard highlight (Enter plays
it), a suggested call gets the focus.  Shown only when the settings allow hints.

*Undo* (Ctrl+Z, or the button): takes back the player's last call or card of the
hand in play and everything the computer did after it
(:func:`botifarra_desktop.practice.undo`: the session is rebuilt from its record),
then the table is drawn again as it was.  The computer players are deterministic
(their seed and what they see), so they answer the same way again unless the
player changes their own card.  The game on disk follows at once.
"""

from __future__ import annotations

import threading
from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QPushButton

from ...ai.hints import Suggestion, suggest
from ...ai.review import card_evaluation
from ...practice import can_undo, undo
from ..table.panels import PANEL_STYLE
from ..table.layout import BOTTOM, LEFT
from ..common.texts import call_name, card_name, suit_name

translate = QCoreApplication.translate


def hint_text(s: Suggestion) -> str:
    """The suggestion in the player's language (from its code; English reason as a fallback)."""
    p = s.params
    card = card_name(p["card"]) if "card" in p else ""
    suit = suit_name(p["suit"]) if "suit" in p else ""
    templates = {
        "only_card": translate("Hints", "The %card is your only legal card."),
        "draw_trumps": translate("Hints", "Lead the %card to draw the rivals' trumps (arrastrar)."),
        "lead_boss": translate("Hints", "Lead the %card: it is the highest %suit card left."),
        "lead_low": translate("Hints", "Lead the %card: a low card keeps your strong cards for later."),
        "lead_trump": translate("Hints", "Lead the %card, a trump."),
        "load_partner": translate("Hints", "Your partner is winning the trick: load it with the %card (carregar)."),
        "keep_low": translate("Hints", "Your partner is winning the trick: play the %card and keep your good cards."),
        "trump_to_win": translate("Hints", "Cut with the %card to win the trick."),
        "win_boss": translate("Hints", "Win the trick with the %card: it is the highest %suit card left."),
        "win_cheap": translate("Hints", "Win the trick with the %card."),
        "play_low": translate("Hints", "You cannot win this trick cheaply: play the %card, it costs you least."),
        "declare_trump": translate("Hints", "Name %suit as trumps: you hold %count of them."),
        "declare_botifarra": translate("Hints", "Say botifarra: your manilles and aces should win most of the "
                                                "points."),
        "delegate": translate("Hints", "Delegate: your hand is weak, let your partner choose."),
        "double_call": translate("Hints", "Say %call: your side expects about %points of the 72 points."),
        "double_pass": translate("Hints", "Pass: your side expects about %points of the 72 points, not enough to "
                                          "raise the stake."),
        "search_best": translate("Hints", "Play the %card: the Hard level's search expects the most points for your "
                                          "side with it."),
    }
    text = templates.get(s.code)
    if text is None:
        return s.reason or s.value
    fill = {"%card": card, "%suit": suit, "%count": str(p.get("count", "")),
            "%call": call_name(p.get("call", "")), "%points": str(p.get("points", ""))}
    for key in sorted(fill, key=len, reverse=True):
        text = text.replace(key, fill[key])
    return text


def compute_hint(view: Any, known_out: tuple[str, ...]) -> Suggestion:
    """The Hard level's advice.  At a scenario (cards won before the position are not in the view's
    history) the card comes from ``ai.review``'s search with those cards counted as played."""
    if known_out and view.phase == "play" and len(view.legal) > 1:
        card, _values = card_evaluation(view, known_out=known_out)
        return Suggestion(card, "search_best", {"card": card})
    return suggest(view)


class _Relay(QObject):
    ready = Signal(int, object)  # ticket, Suggestion or an error message (str)


class HintUndo(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self._ticket = 0
        self.last_hint: Optional[Suggestion] = None
        self._relay = _Relay(self)
        self._relay.ready.connect(self._hint_ready)
        table = window.table
        self.hint_button = QPushButton(table)
        self.undo_button = QPushButton(table)
        for b, slot in ((self.hint_button, self.hint), (self.undo_button, self.undo)):
            b.setStyleSheet(PANEL_STYLE + "QPushButton { font-size: 17px; padding: 6px 14px; }"
                            " QPushButton:disabled { color: #8a8a8a; background: #cfcabc; border-color: #999; }")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            b.hide()
        self.hint_action = QAction(window)
        self.hint_action.setShortcut("H")
        self.hint_action.triggered.connect(self.hint)
        self.undo_action = QAction(window)
        self.undo_action.setShortcut("Ctrl+Z")
        self.undo_action.triggered.connect(self.undo)
        self.retranslate()
        c = window.controller
        for signal in (c.session_started, c.request_changed, c.settled, c.thinking):
            signal.connect(lambda *_: self.update())
        table.installEventFilter(self)  # to keep the buttons in their corner when the table resizes
        self.update()

    def retranslate(self) -> None:
        self.hint_button.setText(translate("Hints", "Hint"))
        self.undo_button.setText(translate("Hints", "Undo"))
        self.hint_action.setText(translate("Hints", "&Hint"))
        self.undo_action.setText(translate("Hints", "&Undo my last card"))
        self.hint_button.setAccessibleDescription(translate("Hints", "What the hard level would play, and why (H)."))
        self.undo_button.setAccessibleDescription(translate("Hints", "Takes back your last card (Ctrl+Z)."))

    def add_actions(self, menu: QMenu) -> None:
        menu.addAction(self.hint_action)
        menu.addAction(self.undo_action)

    # ------------------------------------------------------------ state
    def _offline(self) -> bool:
        return self.window.controller.session is not None

    def hints_allowed(self) -> bool:
        c = self.window.controller
        return self._offline() and bool(self.window.settings.show_hints) and c.request is not None

    def undo_allowed(self) -> bool:
        return can_undo(self.window.controller.session, self.window.controller.human_seat)

    def update(self) -> None:
        offline = self._offline()
        self.hint_action.setEnabled(self.hints_allowed())
        self.undo_action.setEnabled(self.undo_allowed())
        self.hint_button.setVisible(offline and bool(self.window.settings.show_hints))
        self.hint_button.setEnabled(self.hints_allowed())
        self.undo_button.setVisible(offline)
        self.undo_button.setEnabled(self.undo_allowed())
        self._place()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        table = self.window.table
        m = 14
        buttons = (self.hint_button, self.undo_button)
        for b in buttons:
            b.adjustSize()
        x, y = m, table.viewport().height() - m
        above = hand_reaches_corner(table, m + max(b.width() for b in buttons) + 6)
        if above is not None:
            x, y = above
        for b in buttons:
            y -= b.height()
            b.move(x, y)
            y -= 8
            b.raise_()

    # ------------------------------------------------------------ hint
    def hint(self) -> None:
        if not self.hints_allowed():
            return
        c = self.window.controller
        view = c.view()
        start = c.session.start_position
        known = tuple(x for cards in start.won_cards() for x in cards) if start is not None else ()
        self._ticket += 1
        ticket = self._ticket
        self.hint_button.setEnabled(False)
        self.window.statusBar().showMessage(translate("Hints", "Looking for a hint…"))

        def work() -> None:
            try:
                result: Any = compute_hint(view, known)
            except Exception as exc:  # a failing hint must not take the table down
                result = f"{type(exc).__name__}: {exc}"
            try:
                self._relay.ready.emit(ticket, result)
            except RuntimeError:  # the window closed meanwhile
                pass

        threading.Thread(target=work, daemon=True, name="hint").start()

    def _hint_ready(self, ticket: int, result: Any) -> None:
        self.window.statusBar().clearMessage()
        self.update()
        if ticket != self._ticket or not self.hints_allowed():
            return  # the table moved on
        table = self.window.table
        if isinstance(result, str):
            table.banner.show_message(translate("Hints", "No hint now: %1").replace("%1", result))
            table.place_overlays()
            return
        self.last_hint = result
        table.banner.show_message(translate("Hints", "Hint: %1").replace("%1", hint_text(result)), 9000)
        table.place_overlays()
        req = self.window.controller.request
        if req.action == "play":
            scene = table.table
            item = scene.hand_item(result.value)
            if item is not None:
                scene.set_cursor(scene.playable_items().index(item))  # Enter plays it
        else:
            button = table.request_panel.buttons.get(result.value)
            if button is not None:
                button.setFocus()

    # ------------------------------------------------------------ undo
    def undo(self) -> None:
        w = self.window
        c = w.controller
        session = c.session
        if not can_undo(session, c.human_seat):
            return
        meta = w.table_meta
        if meta is None:
            return
        back = undo(session, c.human_seat)
        kept = w.keeper is not None and w.keeper.meta is not None  # a scenario is not kept
        self._ticket += 1
        w.table.banner.hide()
        w.play(back, meta, resume=True, keep=kept, written=False)
        if kept:
            w.keeper.write()  # the game on disk is the one on the table
        w.statusBar().showMessage(translate("Hints", "Your last move was taken back."), 5000)
        self.update()


def hand_reaches_corner(table, corner_width: float) -> Optional[tuple[int, int]]:
    """On a narrow table a full hand reaches into the bottom-left corner: then the buttons stand
    above the hand, right of the left player's nameplate and won tricks (the bottom-left of that
    spot), so they never cover a card.  ``None`` when the corner is free (or a pile game lays the table out)."""
    scene = table.table
    if scene.pile_count:
        return None
    L = scene.layout
    first = L.hand_slots(BOTTOM, scene.hand_cards)[0][0]
    if table.mapFromScene(first).x() >= corner_width:
        return None
    # right of the left player's nameplate and of the tricks they have won (a card lying crosswise)
    # (the pile grows by 2 px a trick: won_offset)
    right = max(L.plate_rect(LEFT).right(), 2 * L.margin + L.side_card[1] + L.pile_card[1] + 2 * 11)
    spot = table.mapFromScene(QPointF(right + 8, L.hand_top - L.lift - 6))
    return spot.x(), spot.y()
