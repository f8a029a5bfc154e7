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
