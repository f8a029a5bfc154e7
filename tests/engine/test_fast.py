"""The fast path agrees with the game, card for card, in every variant."""

import random

import pytest

from botifarra_desktop.engine import Deal, Declare, Double, Game, Phase, Play, Rules
from botifarra_desktop.engine.fast import play_out, random_play_out


def _game_and_masks(rules, n):
    g = Game(rules, n % 4)
    g.apply(Deal(n))
    g.apply(Declare(g.to_act(), ["O", "C", "E", "B", "botifarra"][n % 5]))
    g.apply(Double(g.to_act(), "pass"))
    g.apply(Double(g.to_act(), "pass"))
    return g


@pytest.mark.parametrize("variant,strict", [("lliure", False), ("lliure", True), ("obligada", False), ("intermedia", False)])
def test_play_out_agrees_with_game(variant, strict):
    rules = Rules(variant=variant, strict=strict)
    rk = rules.card_ranking
    for n in range(150):
        g = _game_and_masks(rules, n)
        rng = random.Random(n)
        moves = []

        def choose(seat, legal, trick):
            assert seat == g.to_act()
            assert legal == g.legal_mask_for(seat)
            cards = [c for c in range(48) if legal >> c & 1]
            c = rng.choice(cards)
            g.apply(Play(seat, rk.card_str(c)))
            moves.append(c)
            return c

        pts = play_out(list(g.hands), g.leader, g.trump, rk, choose, variant, strict)
        assert g.phase is Phase.HAND_OVER
        assert pts == g.results[-1].points


def test_random_play_out_is_legal_and_hands_out_72():
    rules = Rules()
    rk = rules.card_ranking
    for n in range(300):
        g = _game_and_masks(rules, n)
        # replay the rollout's choices through the game by recording them
        hands = list(g.hands)
        rng = random.Random(n)
        a, b = random_play_out(hands, g.leader, g.trump, rk, rng.random)
        assert a + b == 72 and hands == [0, 0, 0, 0]
        # the same random stream through play_out with a legal-uniform chooser gives a legal game
        rng2 = random.Random(n)
        seen = []

        def choose(seat, legal, trick):
            cards = [c for c in range(48) if legal >> c & 1]
            c = cards[int(rng2.random() * len(cards))]
            seen.append(c)
            return c

        assert play_out(list(g.hands), g.leader, g.trump, rk, choose) == (a, b)
