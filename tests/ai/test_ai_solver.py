"""The endgame solver gives the exact optimum: compared with plain minimax on small positions."""

import random

import pytest

from botifarra_desktop.ai.solver import EndgameSolver
from botifarra_desktop.engine.cards import RANKINGS
from botifarra_desktop.engine.fast import mask_cards
from botifarra_desktop.engine.tricks import legal_mask, trick_winner_index


def brute(hands, trick, seat, trump, rk, variant, strict):
    """Team 0's points from here by exhaustive minimax, written independently of the solver."""
    if not any(hands):
        return 0
    if trick:
        cards = [c for _, c in trick]
        wi = trick_winner_index(cards, trump)
        legal = legal_mask(hands[seat], cards[0] // 12, cards[wi], trick[wi][0] == seat ^ 2, len(trick) == 1, trump,
                           rk, variant, strict)
    else:
        legal = hands[seat]
    vals = []
    for c in mask_cards(legal):
        h = list(hands)
        h[seat] &= ~(1 << c)
        t = trick + [(seat, c)]
        if len(t) == 4:
            cards = [x for _, x in t]
            w = t[trick_winner_index(cards, trump)][0]
            pts = 1 + sum(rk.points[x] for x in cards)
            vals.append((pts if w % 2 == 0 else 0) + brute(h, [], w, trump, rk, variant, strict))
        else:
            vals.append(brute(h, t, (seat + 1) % 4, trump, rk, variant, strict))
    return max(vals) if seat % 2 == 0 else min(vals)


def points_left(hands, trick, rk):
    """Every point still to be won: the cards in the hands and on the trick, plus one per trick to play."""
    held = [c for h in hands for c in mask_cards(h)]
    tricks = (len(held) + len(trick)) // 4
    return sum(rk.points[c] for c in held) + sum(rk.points[c] for _, c in trick) + tricks


@pytest.mark.parametrize("variant,strict,ranking", [("lliure", False, "standard"), ("obligada", False, "standard"),
                                                    ("intermedia", False, "three_second"), ("lliure", True, "standard")])
def test_solver_matches_brute_force(variant, strict, ranking):
    rk = RANKINGS[ranking]
    rng = random.Random(hash((variant, strict, ranking)) & 0xFFFF)
    for case in range(25):
        tricks = 2 + case % 2
        deck = list(range(48))
        rng.shuffle(deck)
        # Few suits make the obligations bite.
        deck = [c for c in deck if c // 12 in (0, 1, 2)][: 4 * tricks]
        hands = [0, 0, 0, 0]
        for i, c in enumerate(deck):
            hands[i % 4] |= 1 << c
        trump = rng.choice([None, 0, 1, 2, 3])
        leader = rng.randrange(4)
        # Sometimes start in the middle of a trick.
        trick = []
        for j in range(rng.randrange(3)):
            seat = (leader + j) % 4
            c = min(mask_cards(hands[seat]))
            hands[seat] &= ~(1 << c)
            trick.append((seat, c))
        # Keep the cards to play consistent: later seats have one card more than earlier ones.
        seat = (leader + len(trick)) % 4
        solver = EndgameSolver(trump, rk, variant, strict)
        expected = brute(list(hands), list(trick), seat, trump, rk, variant, strict)
        assert solver.solve(list(hands), trick, seat) == expected
        values = solver.best_cards(list(hands), trick, seat)
        total = points_left(hands, trick, rk)
        for c, v in values.items():
            h = list(hands)
            h[seat] &= ~(1 << c)
            t = trick + [(seat, c)]
            if len(t) == 4:
                cards = [x for _, x in t]
                w = t[trick_winner_index(cards, trump)][0]
                pts = 1 + sum(rk.points[x] for x in cards)
                v0 = (pts if w % 2 == 0 else 0) + brute(h, [], w, trump, rk, variant, strict)
            else:
                v0 = brute(h, t, (seat + 1) % 4, trump, rk, variant, strict)
            assert v == (v0 if seat % 2 == 0 else total - v0)
