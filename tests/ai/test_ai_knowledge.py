"""Inference and deal sampling: consistent with the view, and never wrong about the real hands."""

import random

import pytest
from ai_helpers import play_hand

from botifarra_desktop.ai.knowledge import FULL, read_view
from botifarra_desktop.ai.sampling import sample_deal, signal_weights
from botifarra_desktop.engine import Rules

VARIANTS = [Rules(), Rules(variant="obligada"), Rules(variant="intermedia"), Rules(strict=True),
            Rules(ranking="three_second")]


def _positions(rules, seeds):
    out = []

    def grab(s, req, view, value):
        if req.action == "play":
            out.append((view, s.open_hands()))

    for seed in seeds:
        play_hand(rules, seed, ["medium", "easy"], dealer=seed % 4, on_decision=grab)
    return out


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: f"{r.variant}-{r.strict}-{r.ranking}")
def test_inferred_exclusions_are_true_and_samples_consistent(rules):
    rng = random.Random(5)
    positions = _positions(rules, range(3))
    inferred = 0
    for view, hands in positions[::3]:
        k = read_view(view)
        assert k.hand == hands[view.seat]
        for seat in range(4):
            if seat != view.seat:
                assert not k.excluded[seat] & hands[seat], "inferred a void that is not real"
                inferred += bool(k.excluded[seat] & k.unknown)
        weights = signal_weights(k, view.declarer, view.delegated, view.dealer, view.calls)
        for _ in range(5):
            deal = sample_deal(k, rng, weights)
            assert deal[view.seat] == k.hand
            union = 0
            for seat in range(4):
                assert deal[seat].bit_count() == view.hand_counts[seat]
                assert not deal[seat] & k.played
                assert not union & deal[seat]
                union |= deal[seat]
                if seat != view.seat:
                    assert not deal[seat] & k.excluded[seat]
            assert union == FULL & ~k.played
    assert inferred > 0  # positions with real inferences were tested


def test_a_void_shown_is_inferred():
    # Hand-made check of the basic rule: not following suit shows a void.
    s_positions = _positions(Rules(), range(6))
    found = False
    for view, _hands in s_positions:
        for trick in view.history:
            led = trick.cards[0][1][-1]
            for seat, card in trick.cards[1:]:
                if card[-1] != led and seat != view.seat:
                    k = read_view(view)
                    suit = "OCEB".index(led)
                    assert not k.may_hold(seat, 0xFFF << (12 * suit))
                    found = True
    assert found
