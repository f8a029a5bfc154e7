"""Property tests over random deals and random legal play, for every variant and option."""

import json
import random

from engine_helpers import random_step
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine import Game, Phase, Play, Rules
from botifarra_desktop.engine import events as ev
from botifarra_desktop.engine.cards import RANKINGS, full_deck

rules_st = st.builds(
    Rules,
    variant=st.sampled_from(["lliure", "obligada", "intermedia"]),
    announce_carrego=st.booleans(),
    strict=st.booleans(),
    ranking=st.sampled_from(["standard", "three_second"]),
    barraca=st.booleans(),
    sant_vicenc_on_botifarra=st.booleans(),
    first_dealer=st.sampled_from(["random", "lleida"]),
)


@settings(max_examples=60, deadline=None)
@given(rules=rules_st, seed=st.integers(0, 2**32))
def test_random_hands_keep_every_invariant(rules, seed):
    rng = random.Random(seed)
    g = Game(rules, rng.randrange(4))
    hands_seen = 0
    while g.phase is not Phase.GAME_OVER and hands_seen < 3:
        if g.phase is Phase.PLAY:
            s = g.to_act()
            hand = set(g.hand_of(s))
            legal = g.legal_cards(s)
            # the legal set is never empty and always part of the hand
            assert legal and set(legal) <= hand
            # an explanation exists for exactly the refused cards
            for c in hand:
                assert (g.explain_card(s, c) is None) == (c in legal)
            g.apply(Play(s, rng.choice(legal)))
        else:
            before = g.phase
            random_step(g, rng)
            if before is Phase.PLAY:
                pass
        if g.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and len(g.results) > hands_seen:
            hands_seen += 1
            r = g.results[-1]
            assert sum(r.points) == 72
            played = [c for t in g.history for _, c in t.cards]
            assert sorted(played) == sorted(full_deck())  # every card played exactly once
            assert r.score[0] == 0 or r.score[1] == 0
            assert sum(t.points for t in g.history) == 72
    # the log reproduces the game, through JSON
    g2 = Game.from_dict(json.loads(json.dumps(g.to_dict())))
    assert g2.events == g.events and g2.totals == g.totals
    assert [g2.view(s) for s in range(4)] == [g.view(s) for s in range(4)]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 80))
def test_views_and_events_never_show_another_seats_cards(seed, steps):
    rng = random.Random(seed)
    g = Game(Rules(), rng.randrange(4))
    for _ in range(steps):
        if g.phase is Phase.GAME_OVER:
            break
        random_step(g, rng)
    rk = RANKINGS["standard"]
    played = {c for t in g.history for _, c in t.cards} | {rk.card_str(c) for _, c in g.trick}
    for seat in range(4):
        own = set(g.hand_of(seat))
        allowed = own | played
        v = g.view(seat)
        text = json.dumps(v.to_dict())
        for other in range(4):
            if other == seat:
                continue
            for c in g.hand_of(other):
                assert f'"{c}"' not in text, f"seat {seat}'s view shows {c} of seat {other}"
        # the events of the current hand for this seat show only its own dealt cards
        for e in g.events_for(seat):
            if isinstance(e, ev.CardsDealt) and e.seat != seat:
                assert e.cards == ()
        assert set(v.hand) == own and set(v.legal) <= own
        assert {c for _, c in v.trick} <= allowed
