"""Helpers for the engine tests: random legal play."""

import random

from botifarra_desktop.engine import Deal, Declare, Double, Game, Phase, Play


def random_step(g: Game, rng: random.Random, double_bias: float = 0.3) -> None:
    """One random legal action (dealing with a random deal number when needed)."""
    p = g.phase
    if p in (Phase.DEAL, Phase.HAND_OVER):
        g.apply(Deal(rng.randrange(10**9)))
    elif p is Phase.DECLARE:
        s = g.to_act()
        g.apply(Declare(s, rng.choice(g.declare_options(s))))
    elif p is Phase.DOUBLE:
        s = g.to_act()
        call, _ = g.double_options(s)
        g.apply(Double(s, call if rng.random() < double_bias else "pass"))
    elif p is Phase.PLAY:
        s = g.to_act()
        g.apply(Play(s, rng.choice(g.legal_cards(s))))
    else:
        raise AssertionError("game over")


def play_random_game(rules, seed: int, max_hands: int = 400) -> Game:
    rng = random.Random(seed)
    g = Game(rules, rng.randrange(rules.way.players))
    while g.phase is not Phase.GAME_OVER:
        random_step(g, rng)
        assert g.hand_no <= max_hands
    return g


def play_to_phase(g: Game, rng: random.Random, phase: Phase) -> None:
    while g.phase is not phase:
        random_step(g, rng)
