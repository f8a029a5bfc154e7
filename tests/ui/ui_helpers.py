"""Shared helpers for the UI tests (test-only bots and game drivers)."""

import random


class RandomLegal:
    """Test-only seat: a uniformly random legal choice (never shipped as a level)."""

    def __init__(self, seed, double_bias=0.0):
        self.rng = random.Random(seed)
        self.double_bias = double_bias

    def decide(self, view):
        if view.phase == "play":
            return self.rng.choice(view.legal)
        if view.phase == "double":
            call = view.options[0]
            return call if self.rng.random() < self.double_bias else "pass"
        return self.rng.choice([o for o in view.options if o != "delegate"])


def play_hand_as_human(qtbot, controller, declare="botifarra", timeout=10000):
    """Answer the human's requests (first legal card, pass on doubles) until the hand is scored."""
    hand_no = controller.session.hand_no

    def settled():
        s = controller.session
        done = s.phase.value in ("hand_over", "game_over") and s.hand_no == hand_no and controller.idle
        return controller.request is not None or done

    while True:
        qtbot.waitUntil(settled, timeout=timeout)
        req = controller.request
        if req is None:
            return controller.session.results[-1]
        value = {"declare": declare, "double": "pass"}.get(req.action, req.options[0])
        assert controller.act(req.action, value)


def press_ok(dialog):
    """Click the dialog's OK button (whatever it says: Start, Play, …) the way the player does."""
    from PySide6.QtWidgets import QDialogButtonBox

    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
