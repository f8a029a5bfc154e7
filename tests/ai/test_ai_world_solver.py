"""The endgame solver of the other ways to play: on sampled worlds of real late positions, its
values equal a plain minimax (the seat against everyone else) written independently."""

import random

import pytest
from ai_helpers import play_hand

from botifarra_desktop.ai.knowledge import bits, read_view
from botifarra_desktop.ai.sampling import sample_layout
from botifarra_desktop.ai.world_legal import legal_in_world
from botifarra_desktop.ai.world_solver import WorldSolver
from botifarra_desktop.ai.worlds import copy_layout
from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.tricks import trick_winner_index


def brute(k, hands, piles, trick, seat):
    """The seat k.seat's points from here, everyone else minimising them; hands/piles as in a world."""
    n = k.players
    held = [hands[s] | sum(sum(1 << c for c in p) for p in piles[s]) for s in range(n)]
    if not held[seat]:
        return 0.0
    playable = hands[seat] | sum(1 << p[-1] for p in piles[seat] if p)
    legal = legal_in_world(k, held, playable, seat, trick)
    vals = []
    for c in bits(legal):
        h, ps = copy_layout((hands, piles))
        if h[seat] >> c & 1:
            h[seat] &= ~(1 << c)
        else:
            next(p for p in ps[seat] if p and p[-1] == c).pop()
        t = trick + [(seat, c)]
        if len(t) == n:
            cards = [x for _, x in t]
            w = t[trick_winner_index(cards, k.trump)][0]
            pts = (0.5 if n == 2 else 1.0) + sum(k.rk.points[x] for x in cards)
            vals.append((pts if w == k.seat else 0.0) + brute(k, h, ps, [], w))
        else:
            vals.append(brute(k, h, ps, t, (seat + 1) % n))
    return max(vals) if seat == k.seat else min(vals)


@pytest.mark.parametrize("way_name,tricks", [("individual", 2), ("three", 2), ("rector", 3), ("two_hand", 3)])
def test_world_solver_matches_plain_minimax(way_name, tricks):
    rng = random.Random(5)
    late = []

    def grab(s, req, view, value):
        if req.action == "play" and len(view.legal) > 1:
            k = read_view(view)
            if k.tricks_left <= tricks:
                late.append(view)

    for seed in range(3):
        play_hand(Rules(way_name=way_name), seed, ["medium", "easy"], dealer=seed % Rules(way_name=way_name).way.players,
                  on_decision=grab)
    assert late
    for view in late[:6]:
        k = read_view(view)
        hands, piles = sample_layout(k, rng)
        held = [hands[s] | sum(sum(1 << c for c in p) for p in piles[s]) for s in range(k.players)]
        legal = [k.rk.card_id(c) for c in view.legal]
        values = WorldSolver(k, hands, piles).card_values(held, k.trick, legal)
        assert set(values) == set(legal)
        for c, v in values.items():
            h, ps = copy_layout((hands, piles))
            if h[k.seat] >> c & 1:
                h[k.seat] &= ~(1 << c)
            else:
                next(p for p in ps[k.seat] if p and p[-1] == c).pop()
            t = k.trick + [(k.seat, c)]
            n = k.players
            if len(t) == n:
                cards = [x for _, x in t]
                w = t[trick_winner_index(cards, k.trump)][0]
                pts = (0.5 if n == 2 else 1.0) + sum(k.rk.points[x] for x in cards)
                expected = (pts if w == k.seat else 0.0) + brute(k, h, ps, [], w)
            else:
                expected = brute(k, h, ps, t, (k.seat + 1) % n)
            assert v == pytest.approx(expected), (way_name, view.trick, c)
