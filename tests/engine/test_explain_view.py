"""A refusal explained from a seat's view is the game's own refusal (the UI and LAN clients hold only views)."""

import random

from engine_helpers import random_step
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine import Deal, Game, Phase, Rules, explain_from_view
from botifarra_desktop.engine import events as ev
from botifarra_desktop.engine.cards import full_deck

rules_st = st.builds(
    Rules,
    way_name=st.sampled_from(["pairs", "individual", "three", "rector", "two_hand"]),
    variant=st.sampled_from(["lliure", "obligada", "intermedia"]),
    strict=st.booleans(),
)


@settings(max_examples=40, deadline=None)
@given(rules=rules_st, seed=st.integers(0, 2**32))
def test_the_view_explains_every_card_exactly_as_the_game(rules, seed):
    rng = random.Random(seed)
    g = Game(rules, rng.randrange(rules.way.players))
    g.apply(Deal(rng.randrange(2**31)))
    compared = 0
    while g.phase is not Phase.HAND_OVER and g.phase is not Phase.GAME_OVER:
        if g.phase is Phase.PLAY:
            seat = g.turn
            view = g.view(seat)
            held = set(g.hand_of(seat))
            hidden = set(g.ranking.cards_of(g.hidden[seat]))
            for card in full_deck():
                if card in hidden:
                    continue  # a face-down pile card: its owner does not know it either
                assert explain_from_view(view, card) == g.explain_card(seat, card), (card, held)
                compared += 1
        random_step(g, rng)
    assert compared > 0


def test_a_discard_order_refusal_comes_from_the_view_too():
    """Individual ways (seed 000): a player who can win no trick discards oros, copes, espases, bastos."""
    for seed in range(400):
        rng = random.Random(seed)
        g = Game(Rules(way_name="individual"), 0)
        g.apply(Deal(seed))
        while g.phase is Phase.PLAY or g.phase in (Phase.DECLARE, Phase.DOUBLE):
            if g.phase is Phase.PLAY:
                seat, view = g.turn, g.view(g.turn)
                for card in view.hand:
                    refusal = g.explain_card(seat, card)
                    if refusal is not None and refusal.code == "must_discard_in_order":
                        assert explain_from_view(view, card) == refusal
                        return
            random_step(g, rng)
    raise AssertionError("no discard-order refusal in 400 deals")


def test_not_a_card_is_not_explained():
    g = Game(Rules(), 0)
    g.apply(Deal(1))
    assert explain_from_view(g.view(0), "13Z") is None
    assert ev.event_from_dict(ev.event_to_dict(ev.HandStarted(1, 0))) == ev.HandStarted(1, 0)
