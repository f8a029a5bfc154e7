"""Bots in every way to play: legal choices, consistent sampling of hidden and face-down cards,
and positions started mid-hand (cards already out of play)."""

import random

import pytest
from ai_helpers import play_hand

from botifarra_desktop.ai.bots import EasyBot, HardBot, MediumBot
from botifarra_desktop.ai.hints import suggest
from botifarra_desktop.ai.knowledge import read_view
from botifarra_desktop.ai.sampling import sample_layout, signal_weights
from botifarra_desktop.engine import Game, Play, Rules
from botifarra_desktop.engine.cards import full_deck
from botifarra_desktop.engine.position import Position
from botifarra_desktop.engine.ways import deck_for

WAYS = ["individual", "three", "rector", "two_hand"]


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize("levels", [["easy"], ["medium"], ["hard", "medium", "easy"]], ids=lambda lv: "-".join(lv))
def test_every_level_plays_every_way_legally(way_name, levels):
    # play_hand asserts that every answer is one of the request's options; the hand must finish.
    seen = set()

    def check(s, req, view, value):
        seen.add(req.action)
        if req.action == "play":
            assert value in view.legal

    for seed in range(2 if "hard" in levels else 4):
        s = play_hand(Rules(way_name=way_name), seed, levels, dealer=seed % Rules(way_name=way_name).way.players, on_decision=check)
        assert s.results and s.results[-1].hand_no == 1
    assert "play" in seen


def test_rector_with_the_trump_from_the_last_pile():
    s = play_hand(Rules(way_name="rector", rector_trump_last_pile=True), 3, ["hard", "medium"])
    assert s.results


def _pile_positions(way_name, seeds):
    out = []

    def grab(s, req, view, value):
        if req.action == "play":
            out.append((view, s.open_hands()))

    for seed in seeds:
        play_hand(Rules(way_name=way_name), seed, ["medium", "easy"], dealer=seed % 2, on_decision=grab)
    return out


@pytest.mark.parametrize("way_name", ["rector", "two_hand"])
def test_pile_samples_match_the_view_and_stack_unknown_cards_under_each_pile(way_name):
    rng = random.Random(7)
    positions = _pile_positions(way_name, range(2))
    orders_seen = set()
    for view, true_hands in positions[::4]:
        k = read_view(view)
        rk = k.rk
        weights = signal_weights(k, view.declarer, view.delegated, view.dealer, view.calls)
        tops_mine = {top for top, size in view.piles[view.seat] if size}
        # The seat's own face-down cards are unknown to it as well.
        mine_down = true_hands[view.seat] & ~rk.mask_of(view.hand)
        assert mine_down & k.unknown == mine_down
        for _ in range(4):
            hands, piles = sample_layout(k, rng, weights)
            union = 0
            for seat in range(2):
                held = hands[seat]
                assert not union & held
                union |= held
                assert len(piles[seat]) == len(view.piles[seat])
                for (top, size), pile in zip(view.piles[seat], piles[seat]):
                    assert len(pile) == size
                    if size:
                        assert rk.card_str(pile[-1]) == top  # the public face-up card stays on top
                    for c in pile:
                        assert not union >> c & 1
                        union |= 1 << c
                assert held.bit_count() + sum(len(p) for p in piles[seat]) == view.hand_counts[seat]
            assert hands[view.seat] == rk.mask_of(set(view.hand) - tops_mine)
            assert union == k.deck & ~k.played
            if mine_down:
                orders_seen.add(tuple(tuple(p[:-1]) for p in piles[view.seat]))
    assert len(orders_seen) > 3  # the order under the piles is sampled, not fixed


def test_three_players_never_deal_the_cards_left_out_of_the_deck():
    rng = random.Random(2)

    def check(s, req, view, value):
        if req.action == "play":
            k = read_view(view)
            deck = k.rk.mask_of(deck_for(view.rules.way))
            assert k.unknown & ~deck == 0
            hands, _ = sample_layout(k, rng)
            for seat, h in enumerate(hands):
                assert h & ~deck == 0 and h.bit_count() == view.hand_counts[seat]

    play_hand(Rules(way_name="three"), 1, ["medium"], on_decision=check)


def _position_game():
    hands = (("3E", "12E", "2C"), ("1E", "5O", "4C"), ("9E", "2B"), ("7E", "11B"))
    used = {c for h in hands for c in h} | {"6E", "10E"}
    rest = [c for c in full_deck() if c not in used]
    p = Position(rules=Rules(variant="obligada"), hands=hands, dealer=0, declarer=0, trump="O",
                 trick=((2, "6E"), (3, "10E")), leader=2, won=(tuple(rest[:20]), tuple(rest[20:])))
    return Game.from_position(p)


def test_a_position_started_mid_hand_counts_the_cards_played_before():
    g = _position_game()
    rk = g.ranking
    while g.phase.value == "play":
        seat = g.to_act()
        view = g.view(seat)
        k = read_view(view)
        assert k.played & rk.mask_of(view.played_before) == rk.mask_of(view.played_before)
        assert k.unknown.bit_count() == sum(view.hand_counts) - len(view.hand)
        assert k.tricks_left == len(view.hand)
        card = HardBot(3, rollouts=60, max_seconds=None).decide(view)
        assert card in view.legal
        assert suggest(view).value in view.legal
        assert MediumBot(1).decide(view) in view.legal and EasyBot(1).decide(view) in view.legal
        g.apply(Play(seat, card))
    assert sum(g.results[-1].points) == 72
