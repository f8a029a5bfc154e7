"""The rules engine: pure Python, no Qt.

Public rules API (stable): ``legal_plays``, ``trick_winner``, ``card_points``,
``hand_score``.  The game itself: ``Game`` with ``Rules``, actions and events.
"""

from .actions import Claim, Deal, Declare, Double, Play, action_from_dict, action_to_dict
from .api import card_points, explain_play, hand_score, legal_plays, trick_winner
from .errors import (
    ActionError, BadAction, ClaimRefused, IllegalCard, InvalidChoice, NotInHand, OutOfTurn, UnknownCard, WrongPhase,
)
from .explain import explain_from_view
from .game import PARTNERS, SEATS, Game, Phase, partner_of, team_of
from .position import Position
from .rules import PRESETS, Rules
from .tricks import Refusal
from .view import SeatView

__all__ = [
    "legal_plays", "trick_winner", "card_points", "hand_score", "explain_play", "explain_from_view",
    "Game", "Phase", "Position", "Rules", "PRESETS", "SeatView", "Refusal", "team_of", "partner_of", "SEATS", "PARTNERS",
    "Deal", "Declare", "Double", "Play", "Claim", "action_to_dict", "action_from_dict",
    "ActionError", "BadAction", "ClaimRefused", "IllegalCard", "InvalidChoice", "NotInHand", "OutOfTurn",
    "UnknownCard", "WrongPhase",
]
