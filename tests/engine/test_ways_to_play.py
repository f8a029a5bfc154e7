"""The other ways to play (RULES.md): four individual players, three players, and the two
two-player games with piles ("rector i vicari" and piles with a hand)."""

import json
import random

import pytest
from engine_helpers import play_random_game, random_step
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine import Deal, Declare, Double, Game, NotInHand, Phase, Play, Rules
from botifarra_desktop.engine import events as ev
from botifarra_desktop.engine.way_rules import discard_order_mask, pile_hand_points
from botifarra_desktop.engine.ways import WAY_TABLE, deck_for


def dealt(way_name, deal=2026, dealer=0, **rules):
    g = Game(Rules(way_name=way_name, **rules), dealer)
    g.apply(Deal(deal))
    return g


def test_three_players_use_36_cards_without_2_3_4():
    g = dealt("three")
    cards = [c for s in range(3) for c in g.hand_of(s)]
    assert len(cards) == len(set(cards)) == 36 and all(len(g.hand_of(s)) == 12 for s in range(3))
    assert not [c for c in cards if c[:-1] in ("2", "3", "4")]
    assert sorted(cards) == sorted(deck_for(WAY_TABLE["three"]))


def test_individual_deals_twelve_each_and_nobody_delegates():
    g = dealt("individual")
    assert [len(g.hand_of(s)) for s in range(4)] == [12] * 4
    assert "delegate" not in g.declare_options(0)
    assert "delegate" in dealt("pairs").declare_options(0)


@pytest.mark.parametrize("way_name,piles,hand", [("rector", 6, 0), ("two_hand", 4, 8)])
def test_pile_games_show_only_the_top_cards(way_name, piles, hand):
    g = dealt(way_name)
    for s in range(2):
        assert len(g.piles[s]) == piles and all(len(p) == 4 for p in g.piles[s])
        assert g.hands[s].bit_count() == 24
        assert len(g.hand_of(s)) == piles + hand  # the face-up tops and the hand
    v = g.view(0)
    assert [len(p) for p in v.piles] == [piles, piles]
    assert all(top is not None and n == 4 for seat in v.piles for top, n in seat)
    # a seat does not see its own face-down pile cards either
    face_down = [g.ranking.card_str(c) for p in g.piles[0] for c in p[:-1]]
    assert not set(face_down) & set(v.hand)
    text = json.dumps(g.view(1).to_dict())
    assert not [c for c in face_down if f'"{c}"' in text]


def test_playing_a_pile_card_turns_up_the_one_below():
    g = dealt("rector")
    g.apply(Declare(0, "O"))
    g.apply(Double(1, "pass"))
    leader = g.to_act()
    assert leader == 1
    pile = g.piles[1][2]
    top, below = g.ranking.card_str(pile[-1]), g.ranking.card_str(pile[-2])
    with pytest.raises(NotInHand, match="face down"):
        g.apply(Play(1, below))
    assert g.explain_card(1, below).code == "face_down"
    evs = g.apply(Play(1, top))
    turned = [e for e in evs if isinstance(e, ev.PileCardTurned)]
    assert turned == [ev.PileCardTurned(1, 2, below, 3)]
    assert below in g.hand_of(1) and below in g.view(0).piles[1][2]


def test_rector_trump_from_the_last_pile():
    g = dealt("rector", rector_trump_last_pile=True)
    top = g.ranking.card_str(g.piles[0][-1][-1])
    assert g.declared and g.trump == "OCEB".index(top[-1])
    assert g.phase is Phase.DOUBLE and g.to_act() == 1


def test_two_player_doubling_goes_back_and_forth():
    g = dealt("two_hand")
    g.apply(Declare(0, "E"))
    g.apply(Double(1, "contro"))
    assert g.to_act() == 0 and g.double_options(0) == ["recontro", "pass"]
    g.apply(Double(0, "recontro"))
    g.apply(Double(1, "sant_vicenc"))
    assert g.multiplier == 8 and g.phase is Phase.PLAY


def test_individual_only_contro_offered_round_the_table_and_not_on_botifarra():
    g = dealt("individual", dealer=2)
    g.apply(Declare(2, "C"))
    assert g.to_act() == 3 and g.double_options(3) == ["contro", "pass"]
    g.apply(Double(3, "pass"))
    assert g.to_act() == 0
    g.apply(Double(0, "contro"))
    assert g.phase is Phase.PLAY and g.multiplier == 2  # no recontro
    g2 = dealt("individual")
    g2.apply(Declare(0, "botifarra"))
    assert g2.phase is Phase.PLAY  # nobody may contro botifarra


def _set_hands(g, hands):
    g.hands = [g.ranking.mask_of(h) for h in hands]


@pytest.mark.parametrize("way_name,legal", [("individual", ["9E"]), ("pairs", ["9E", "2E"])])
def test_without_partners_the_last_player_must_beat_seat_1(way_name, legal):
    g = dealt(way_name)
    g.apply(Declare(0, "O"))
    while g.phase is Phase.DOUBLE:
        g.apply(Double(g.to_act(), "pass"))
    _set_hands(g, [["2B", "3B"], ["1E", "9C"], ["4E", "3C"], ["9E", "2E"]])
    g.apply(Play(1, "1E"))
    g.apply(Play(2, "4E"))
    # in pairs seat 1 is seat 3's partner and is winning: free; alone, seat 3 must beat it
    assert g.legal_cards(3) == legal


def test_a_player_who_cannot_win_discards_oros_copes_espases_bastos():
    g = dealt("individual")
    g.apply(Declare(0, "botifarra"))
    # seat 1 leads the 9E; seat 2 has no espases and no card that can ever win
    _set_hands(g, [["1E", "1C"], ["9E", "9C"], ["2C", "3O"], ["12E", "9O"]])
    g.trick_no = 11
    g.apply(Play(1, "9E"))
    assert g.legal_cards(2) == ["3O"]  # oros first
    r = g.explain_card(2, "2C")
    assert r.code == "must_discard_in_order" and r.params["suit"] == "O"
    assert discard_order_mask(g.ranking.mask_of(["2C", "3B"])) == g.ranking.mask_of(["2C"])


def test_a_player_who_can_still_win_is_free():
    g = dealt("individual")
    g.apply(Declare(0, "botifarra"))
    _set_hands(g, [["1E", "1C"], ["9E", "2C"], ["9C", "3O"], ["12E", "9O"]])
    g.trick_no = 11
    g.apply(Play(1, "9E"))
    assert g.legal_cards(2) == ["3O", "9C"]  # the 9C is the highest copa left: it may still win


def test_two_player_trick_points_odd_trick_to_the_player_behind():
    assert pile_hand_points([40, 20], [13, 11], dealer=0) == (46, 26)  # 40+6, 20+5+1
    assert pile_hand_points([20, 40], [13, 11], dealer=0) == (27, 45)
    assert pile_hand_points([30, 30], [12, 12], dealer=0) == (36, 36)
    assert pile_hand_points([30, 31], [13, 11], dealer=1) == (37, 36)  # 36 vs 36: not the dealer


@pytest.mark.parametrize("way_name,base", [("individual", 18), ("three", 24)])
def test_individual_scores_are_points_above_or_below_the_base(way_name, base):
    g = play_random_game(Rules(way_name=way_name, target=None, hands=4), 5)
    for r in g.results:
        assert r.score == tuple((p - base) * r.multiplier for p in r.points)
        assert sum(r.score) == 0 and sum(r.points) == 72


way_names = st.sampled_from(["individual", "three", "rector", "two_hand"])


@settings(max_examples=40, deadline=None)
@given(way_name=way_names, variant=st.sampled_from(["lliure", "obligada", "intermedia"]), seed=st.integers(0, 2**32))
def test_random_games_in_every_way_to_play(way_name, variant, seed):
    rules = Rules(way_name=way_name, variant=variant, target=None, hands=2, table_rules=bool(seed & 1))
    rng = random.Random(seed)
    g = Game(rules, rng.randrange(rules.way.players))
    while g.phase is not Phase.GAME_OVER and g.hand_no <= 3:
        if g.phase is Phase.PLAY:
            s = g.to_act()
            legal = g.legal_cards(s)
            visible = set(g.hand_of(s))
            assert legal and set(legal) <= visible
            for c in visible:
                assert (g.explain_card(s, c) is None) == (c in legal)
        random_step(g, rng)
        if g.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and g.results and g.results[-1].hand_no == g.hand_no:
            r = g.results[-1]
            assert sum(r.points) == 72
            played = [c for t in g.history for _, c in t.cards]
            assert sorted(played) == sorted(deck_for(rules.way))
            assert len(g.history) == rules.way.tricks
    g2 = Game.from_dict(json.loads(json.dumps(g.to_dict())))
    assert g2.events == g.events and g2.totals == g.totals
