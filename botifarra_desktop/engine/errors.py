"""Typed errors for every refused action.  The game state is unchanged after any of them."""

from __future__ import annotations

from typing import Any


class ActionError(Exception):
    """An action the game refuses.  ``code`` is stable, for translation and the protocol."""

    code = "refused"

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


class WrongPhase(ActionError):
    code = "wrong_phase"


class OutOfTurn(ActionError):
    code = "out_of_turn"


class UnknownCard(ActionError):
    code = "unknown_card"


class NotInHand(ActionError):
    code = "not_in_hand"


class IllegalCard(ActionError):
    """Carries the engine's ``Refusal``: which obligation, which card forces it."""

    code = "illegal_card"

    def __init__(self, refusal: Any) -> None:
        super().__init__(refusal.message, refusal=refusal)
        self.refusal = refusal


class InvalidChoice(ActionError):
    code = "invalid_choice"


class ClaimRefused(ActionError):
    code = "claim_refused"


class BadAction(ActionError):
    code = "bad_action"
