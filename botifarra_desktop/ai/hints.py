"""Hints for the human player: what the Hard level would do now, and a short reason.

Reasons are templates: ``code`` and ``params`` let the UI translate them, and
``reason`` is the English sentence built from the same template.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import SUIT_NAMES, SUITS
from ..engine.phase import Phase
from ..engine.view import SeatView
from .bots import HardBot, our_declaration
from .knowledge import SUIT_MASKS, read_view

TEMPLATES = {
    "only_card": "The {card} is your only legal card.",
    "draw_trumps": "Lead the {card} to draw the rivals' trumps (arrastrar).",
    "lead_boss": "Lead the {card}: it is the highest {suit_name} card left.",
    "lead_low": "Lead the {card}: a low card keeps your strong cards for later.",
    "lead_trump": "Lead the {card}, a trump.",
    "load_partner": "Your partner is winning the trick: load it with the {card} (carregar).",
    "keep_low": "Your partner is winning the trick: play the {card} and keep your good cards.",
    "trump_to_win": "Cut with the {card} to win the trick.",
    "win_boss": "Win the trick with the {card}: it is the highest {suit_name} card left.",
    "win_cheap": "Win the trick with the {card}.",
    "play_low": "You cannot win this trick cheaply: play the {card}, it costs you least.",
    "declare_trump": "Name {suit_name} as trumps: you hold {count} of them.",
    "declare_botifarra": "Say botifarra: your manilles and aces should win most of the points.",
    "delegate": "Delegate: your hand is weak, let your partner choose.",
    "double_call": "Say {call_name}: your side expects about {points} of the 72 points.",
    "double_pass": "Pass: your side expects about {points} of the 72 points, not enough to raise the stake.",
}

CALL_NAMES = {"contro": "contro", "recontro": "recontro", "sant_vicenc": "Sant Vicenç", "barraca": "barraca"}


@dataclass(frozen=True)
class Suggestion:
    value: str  # the card, declaration or call to send
    code: str  # template key, for translation
    params: dict[str, Any] = field(default_factory=dict)
    reason: str = ""


def _make(value: str, code: str, **params: Any) -> Suggestion:
    return Suggestion(value, code, params, TEMPLATES[code].format(**params))


def suggest(view: SeatView, seed: int = 0) -> Suggestion:
    """The Hard level's choice for the seat to act, with its reason.  Raises ValueError if it is not its turn."""
    if not view.my_turn or view.phase not in (Phase.DECLARE, Phase.DOUBLE, Phase.PLAY):
        raise ValueError("there is nothing for this seat to decide now")
    bot = HardBot(seed)
    if view.phase is Phase.PLAY and len(view.legal) == 1:
        return _make(view.legal[0], "only_card", card=view.legal[0])
    value = bot.decide(view)
    if view.phase is Phase.DECLARE:
        if value == "delegate":
            return _make(value, "delegate")
        if value == "botifarra":
            return _make(value, "declare_botifarra")
        count = sum(1 for c in view.hand if c.endswith(value))
        return _make(value, "declare_trump", suit=value, suit_name=SUIT_NAMES[value], count=count)
    if view.phase is Phase.DOUBLE:
        points = round(bot.last_values.get("expected_points", 36.0))
        if value == "pass":
            return _make(value, "double_pass", points=points)
        return _make(value, "double_call", call=value, call_name=CALL_NAMES[value], points=points)
    return _explain_card(view, value)


def _explain_card(view: SeatView, card: str) -> Suggestion:
    k = read_view(view)
    rk = k.rk
    c = rk.card_id(card)
    suit = SUITS[c // 12]
    names = {"card": card, "suit": suit, "suit_name": SUIT_NAMES[suit]}
    trump_card = k.trump is not None and c // 12 == k.trump
    if not k.trick:
        if trump_card and our_declaration(view):
            return _make(card, "draw_trumps", **names)
        if k.is_boss(c):
            return _make(card, "lead_boss", **names)
        if trump_card:
            return _make(card, "lead_trump", **names)
        return _make(card, "lead_low", **names)
    st = k.state()
    if st.partner_winning:
        return _make(card, "load_partner" if rk.points[c] >= 2 else "keep_low", **names)
    wins = (c // 12 == st.win // 12 and c > st.win) or (trump_card and st.win // 12 != k.trump)
    if wins:
        if trump_card and st.led != k.trump:
            return _make(card, "trump_to_win", **names)
        if k.is_boss(c) or not (k.unknown & rk.higher[c] & SUIT_MASKS[c // 12]):
            return _make(card, "win_boss", **names)
        return _make(card, "win_cheap", **names)
    return _make(card, "play_low", **names)
