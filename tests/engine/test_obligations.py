"""Every trick obligation of RULES.md, with the seeds' examples (positions as card strings)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine import explain_play, legal_plays, trick_winner
from botifarra_desktop.engine.cards import RANKINGS, SUITS
from botifarra_desktop.engine.tricks import explain, legal_mask, trick_winner_index


def legal_with(hand, trick, trump, variant="lliure", strict=False, ranking="standard"):
    """legal_mask under any option (the public API covers the standard ranking only)."""
    rk = RANKINGS[ranking]
    h = rk.mask_of(hand)
    t = [rk.card_id(c) for c in trick]
    tr = None if trump is None else SUITS.index(trump)
    if not t:
        m = legal_mask(h, None, 0, False, False, tr, rk, variant, strict)
    else:
        wi = trick_winner_index(t, tr)
        m = legal_mask(h, t[0] // 12, t[wi], len(t) >= 2 and wi == len(t) - 2, len(t) == 1, tr, rk, variant, strict)
    return [c for c in hand if m >> rk.card_id(c) & 1]


LLIURE_CASES = [
    # (hand, trick, trump, legal, why)
    (["2C", "9O", "5C"], ["1C"], "O", ["2C", "5C"], "must follow; cannot beat the 1C"),
    (["9E", "3E", "12O"], ["1E"], "O", ["9E"], "seed 003: B must play the 9E over the 1E"),
    (["9E", "2E"], ["1E", "4E"], "O", ["9E", "2E"], "partner (leader) winning: following is enough"),
    (["9E", "2E"], ["4E", "7O"], "O", ["9E", "2E"], "a rival has cut: following is enough"),
    (["2O", "9C", "3O"], ["4E"], "O", ["2O", "3O"], "no espases, partner not winning: trump"),
    (["2O", "9O", "9C"], ["4E", "7O"], "O", ["9O"], "a rival trumped: overtrump"),
    (["2O", "9C"], ["4E", "7O"], "O", ["2O", "9C"], "cannot overtrump: any card, no undertrump duty"),
    (["2O", "9C"], ["1E", "4E"], "O", ["2O", "9C"], "partner winning, no suit: any card"),
    (["2O", "9C"], ["4E"], None, ["2O", "9C"], "botifarra: nothing to trump with"),
    (["9E", "2E"], ["4E"], "O", ["9E"], "the second player always plays against the leader"),
    (["7O", "2O", "1C"], ["5O"], "O", ["7O"], "trump led: beat with a higher trump"),
    (["2E", "12E"], ["4E", "9E", "1E"], "O", ["2E", "12E"], "partner (second) winning with the 9E"),
    (["12E", "1E", "2E"], ["4E"], "C", ["12E", "1E"], "any card that beats will do"),
    (["5B", "7B"], [], "O", ["5B", "7B"], "the leader plays anything"),
    (["2O", "3B"], ["4E", "9E", "7O"], "O", ["2O", "3B"], "a rival's 7O wins and cannot be overtrumped: any card"),
]


@pytest.mark.parametrize("hand,trick,trump,legal,why", LLIURE_CASES)
def test_lliure(hand, trick, trump, legal, why):
    assert legal_plays(hand, trick, trump) == legal, why


OBLIGADA_CASES = [
    (["3E", "12E", "2C"], ["9E"], "O", ["3E"], "rival winning, cannot beat: the lowest"),
    (["12E", "5E", "3E"], ["9E", "2E"], "O", ["12E", "3E"], "partner winning: a point card or the lowest"),
    (["5C", "3C", "8B", "4B"], ["9E"], "O", ["3C", "4B"], "no suit, no trump: lowest of a suit"),
    (["12E", "1E", "2E"], ["4E"], "O", ["12E", "1E"], "cards that win are free"),
    (["12C", "5C", "3C", "2B"], ["9E", "2E"], "O", ["12C", "3C", "2B"], "partner winning, no suit"),
    (["2O", "5O", "9C"], ["4E"], "O", ["2O", "5O"], "trumping wins the trick: any trump"),
]


@pytest.mark.parametrize("hand,trick,trump,legal,why", OBLIGADA_CASES)
def test_obligada(hand, trick, trump, legal, why):
    assert legal_plays(hand, trick, trump, "obligada") == legal, why


def test_intermedia_second_player_may_carregar():
    # obligada: the lowest; intermèdia: the second player may drop a point card instead
    assert legal_plays(["12E", "5E", "3E"], ["9E"], "O", "obligada") == ["3E"]
    assert legal_plays(["12E", "5E", "3E"], ["9E"], "O", "intermedia") == ["12E", "3E"]


def test_intermedia_third_player_has_no_carregar_allowance():
    assert legal_plays(["12E", "5E", "3E"], ["4E", "9E"], "O", "intermedia") == ["3E"]


def test_strict_beating_due_even_with_partner_winning():
    assert legal_with(["9E", "3E"], ["4E", "2E"], "O") == ["9E", "3E"]
    assert legal_with(["9E", "3E"], ["4E", "2E"], "O", strict=True) == ["9E"]


def test_strict_trumping_due_even_with_partner_winning():
    assert legal_with(["2O", "9C"], ["4E", "2E"], "O") == ["2O", "9C"]
    assert legal_with(["2O", "9C"], ["4E", "2E"], "O", strict=True) == ["2O"]


def test_three_second_ranking_changes_who_must_beat():
    assert legal_with(["3C", "2C"], ["1C"], "O") == ["3C", "2C"]
    assert legal_with(["3C", "2C"], ["1C"], "O", ranking="three_second") == ["3C"]


@pytest.mark.parametrize(
    "trick,trump,winner",
    [
        (["1E", "9E", "2E", "12E"], "O", 1),  # seed 003: the 9 beats the ace
        (["4E", "7O", "9E", "2O"], "O", 1),  # the highest trump
        (["4E", "9C", "5E", "1B"], "O", 2),  # off-suit cards never win
        (["4E", "9C", "5E", "1B"], None, 2),  # botifarra
        (["2O", "3O", "9O", "1O"], "O", 2),
    ],
)
def test_trick_winner(trick, trump, winner):
    assert trick_winner(trick, trump) == winner


def test_seed_003_trick_is_worth_13():
    from botifarra_desktop.engine import card_points

    assert sum(card_points(c) for c in ["1E", "9E", "2E", "12E"]) + 1 == 13


@pytest.mark.parametrize(
    "hand,trick,trump,variant,card,code,mentions",
    [
        (["2C", "9O", "5C"], ["1C"], "O", "lliure", "9O", "must_follow", "copes"),
        (["9E", "3E", "12O"], ["1E"], "O", "lliure", "3E", "must_beat", "1E"),
        (["2O", "9C", "3O"], ["4E"], "O", "lliure", "9C", "must_trump", "oros"),
        (["2O", "9O", "9C"], ["4E", "7O"], "O", "lliure", "2O", "must_overtrump", "7O"),
        (["3E", "12E", "2C"], ["9E"], "O", "obligada", "12E", "must_play_lowest", "3E"),
        (["12E", "5E", "3E"], ["9E", "2E"], "O", "obligada", "5E", "must_play_points_or_lowest", "3E"),
        (["2C"], ["1C"], "O", "lliure", "9C", "not_in_hand", "9C"),
    ],
)
def test_refusals_name_the_obligation_and_the_card(hand, trick, trump, variant, card, code, mentions):
    r = explain_play(hand, trick, trump, card, variant)
    assert r is not None and r.code == code
    assert mentions in r.message


def test_legal_cards_have_no_explanation():
    assert explain_play(["9E", "3E", "12O"], ["1E"], "O", "9E") is None


def test_explain_matches_legal_for_strict():
    rk = RANKINGS["standard"]
    h = rk.mask_of(["9E", "3E"])
    t = [rk.card_id("4E"), rk.card_id("2E")]
    r = explain(rk.card_id("3E"), h, 2, t[0], True, False, 0, rk, "lliure", True)
    assert r.code == "must_beat" and r.params["strict"] is True and "strict" in r.message


# ----------------------------------------------------------- seed 002's exception (an option of obligada)
def legal_second_free(hand, trick, trump, variant="obligada", free=True):
    rk = RANKINGS["standard"]
    h = rk.mask_of(hand)
    t = [rk.card_id(c) for c in trick]
    tr = None if trump is None else SUITS.index(trump)
    wi = trick_winner_index(t, tr)
    m = legal_mask(h, t[0] // 12, t[wi], len(t) >= 2 and wi == len(t) - 2, len(t) == 1, tr, rk, variant, False,
                   free)
    return [c for c in hand if m >> rk.card_id(c) & 1]


@pytest.mark.parametrize("variant", ["obligada", "intermedia"])
def test_seed_002_the_second_player_who_can_neither_follow_nor_trump_discards_freely(variant):
    # "amb una excepció per al segon jugador que no pot servir ni tallar"
    hand = ["2C", "9C", "5E", "8E"]
    assert legal_second_free(hand, ["4O"], "B", variant, free=False) == (
        ["2C", "9C", "5E"] if variant == "intermedia" else ["2C", "5E"])
    assert legal_second_free(hand, ["4O"], "B", variant) == hand
    assert legal_second_free(hand, ["4O"], None, variant) == hand  # botifarra: nothing to trump with
    # holding trumps: he must trump, exception or not
    assert legal_second_free(["2C", "9C", "3B"], ["4O"], "B", variant) == ["3B"]
    # holding the suit led: he must follow (and the lowest rule stands)
    assert legal_second_free(["2O", "8O", "9C"], ["1O"], "B", variant, free=False) == ["2O"]
    assert legal_second_free(["2O", "8O", "9C"], ["1O"], "B", variant) == ["2O"]
    # the third and fourth players keep the rule: a rival is winning (the second, then the third player)
    assert legal_second_free(hand, ["4O", "7O"], "B", variant) == ["2C", "5E"]
    assert legal_second_free(hand, ["4O", "5O", "7O"], "B", variant) == ["2C", "5E"]
    # lliure has no lowest rule to make an exception to
    assert legal_second_free(hand, ["4O"], "B", "lliure") == hand


def test_the_exception_explains_nothing_and_is_off_without_partners():
    from botifarra_desktop.engine import Rules
    from botifarra_desktop.engine.rules import for_way

    rk = RANKINGS["standard"]
    hand = rk.mask_of(["2C", "9C", "5E"])
    lead = rk.card_id("4O")
    assert explain(rk.card_id("9C"), hand, 0, lead, False, True, 3, rk, "obligada").code == "must_play_lowest"
    assert explain(rk.card_id("9C"), hand, 0, lead, False, True, 3, rk, "obligada", False, True) is None
    on = Rules(variant="obligada", second_discards_freely=True)
    assert on.to_dict()["second_discards_freely"] is True and Rules.from_dict(on.to_dict()) == on
    assert "second_discards_freely" not in Rules(variant="obligada").to_dict()  # older readers still read it
    assert not for_way(on, "individual").second_discards_freely and for_way(on, "pairs").second_discards_freely


@settings(max_examples=300, deadline=None)
@given(st.permutations(range(48)), st.integers(1, 12), st.integers(1, 3), st.sampled_from([None, 0, 1, 2, 3]),
       st.sampled_from(["obligada", "intermedia"]))
def test_the_exception_only_widens_the_second_player_s_choice(deck, size, on_table, trump, variant):
    rk = RANKINGS["standard"]
    hand = sum(1 << c for c in deck[:size])
    trick = list(deck[size:size + on_table])
    wi = trick_winner_index(trick, trump)
    args = (hand, trick[0] // 12, trick[wi], on_table >= 2 and wi == on_table - 2, on_table == 1, trump, rk, variant)
    plain = legal_mask(*args, False, False)
    free = legal_mask(*args, False, True)
    assert plain & ~free == 0  # never narrower
    void = not hand & (0xFFF << 12 * (trick[0] // 12)) and (trump is None or not hand & (0xFFF << 12 * trump))
    if on_table != 1 or not void:
        assert free == plain
    else:
        assert free == hand  # can neither follow nor trump: any card


def test_the_game_applies_the_exception_to_the_second_player_only():
    import random

    from botifarra_desktop.engine import Deal, Declare, Double, Game, Phase, Play, Rules

    on = Rules(variant="obligada", second_discards_freely=True)
    off = on.with_changes(second_discards_freely=False)
    rng = random.Random(2)
    wider = 0
    for deal in range(40):
        g = Game(on, deal % 4)
        g.apply(Deal(deal))
        g.apply(Declare(g.to_act(), rng.choice(["O", "C", "E", "B", "botifarra"])))
        while g.phase is Phase.DOUBLE:
            g.apply(Double(g.to_act(), "pass"))
        while g.phase is Phase.PLAY:
            s = g.to_act()
            free = g.legal_cards(s)
            g.rules = off  # the same position under plain obligada
            plain = g.legal_cards(s)
            g.rules = on
            assert set(plain) <= set(free)
            if set(plain) != set(free):
                assert len(g.trick) == 1
                wider += 1
                assert all(g.explain_card(s, c) is None for c in free)
            g.apply(Play(s, rng.choice(free)))
    assert wider > 0
