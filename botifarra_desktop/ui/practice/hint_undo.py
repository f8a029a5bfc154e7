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

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QPushButton

from ...ai.hints import Suggestion, suggest
from ...ai.review import card_evaluation
from ...engine import Phase
from ...practice import can_undo, undo
from ..common.texts import call_name, card_name, suit_name
from ..common.typography import TextSize, font_size
from ..context import FeatureContext
from ..table.panels import PANEL_STYLE

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
    if known_out and view.phase is Phase.PLAY and len(view.legal) > 1:
        card, _values = card_evaluation(view, known_out=known_out)
        return Suggestion(card, "search_best", {"card": card})
    return suggest(view)


class _Relay(QObject):
    ready = Signal(int, object)  # ticket, Suggestion or an error message (str)


class HintUndo(QObject):
    def __init__(self, ctx: FeatureContext) -> None:
        super().__init__(ctx.parent_widget)
        self.ctx = ctx
        self._ticket = 0
        self.last_hint: Optional[Suggestion] = None
        self._relay = _Relay(self)
        self._relay.ready.connect(self._hint_ready)
        self.hint_button = QPushButton()  # the table takes them in (show_tool)
        self.undo_button = QPushButton()
        for b, slot in ((self.hint_button, self.hint), (self.undo_button, self.undo)):
            b.setStyleSheet(PANEL_STYLE + f"QPushButton {{ {font_size(TextSize.CONTROL)} padding: 6px 14px; }}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            b.hide()
        self.hint_action = QAction(ctx.parent_widget)
        self.hint_action.setShortcut("H")
        self.hint_action.triggered.connect(self.hint)
        self.undo_action = QAction(ctx.parent_widget)
        self.undo_action.setShortcut("Ctrl+Z")
        self.undo_action.triggered.connect(self.undo)
        self.retranslate()
        c = ctx.controller
        for signal in (c.session_started, c.request_changed, c.settled, c.thinking):
            signal.connect(lambda *_: self.update())
        ctx.settings_changed.connect(self.update)  # the Hint button comes and goes with the switch
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
        return self.ctx.controller.session is not None

    def hints_allowed(self) -> bool:
        c = self.ctx.controller
        return self._offline() and bool(self.ctx.settings().show_hints) and c.request is not None

    def undo_allowed(self) -> bool:
        return can_undo(self.ctx.controller.session, self.ctx.controller.human_seat)

    def update(self) -> None:
        offline = self._offline()
        self.hint_action.setEnabled(self.hints_allowed())
        self.undo_action.setEnabled(self.undo_allowed())
        self.hint_button.setEnabled(self.hints_allowed())
        self.undo_button.setEnabled(self.undo_allowed())
        # the table lays them out with its other widgets (bottom left) and shows them when they fit
        table = self.ctx.table
        table.show_tool(self.hint_button, offline and bool(self.ctx.settings().show_hints))
        table.show_tool(self.undo_button, offline)

    # ------------------------------------------------------------ hint
    def hint(self) -> None:
        if not self.hints_allowed():
            return
        c = self.ctx.controller
        view = c.view()
        start = c.session.start_position if c.session is not None else None
        known = tuple(x for cards in start.won_cards() for x in cards) if start is not None else ()
        self._ticket += 1
        ticket = self._ticket
        self.hint_button.setEnabled(False)
        self.ctx.status_bar.showMessage(translate("Hints", "Looking for a hint…"))

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
        self.ctx.status_bar.clearMessage()
        self.update()
        if ticket != self._ticket or not self.hints_allowed():
            return  # the table moved on
        table = self.ctx.table
        if isinstance(result, str):
            table.say(translate("Hints", "No hint now: %1").replace("%1", result))
            return
        self.last_hint = result
        table.say(translate("Hints", "Hint: %1").replace("%1", hint_text(result)), 9000)
        table.point_at(result.value)  # Enter plays it

    # ------------------------------------------------------------ undo
    def undo(self) -> None:
        ctx = self.ctx
        c = ctx.controller
        session = c.session
        if session is None or not can_undo(session, c.human_seat):
            return
        meta = ctx.table_meta()
        if meta is None:
            return
        back = undo(session, c.human_seat)
        keeper = ctx.keeper
        kept = keeper is not None and keeper.meta is not None  # a scenario is not kept
        self._ticket += 1
        ctx.table.hide_message()
        ctx.play(back, meta, resume=True, keep=kept, written=False)
        if keeper is not None and kept:
            keeper.write()  # the game on disk is the one on the table
        ctx.status_bar.showMessage(translate("Hints", "Your last move was taken back."), 5000)
        self.update()
