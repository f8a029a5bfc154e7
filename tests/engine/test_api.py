"""The public rules API: hand_score, card_points and the bad-input messages."""

import pytest

from botifarra_desktop.engine import Rules, card_points, hand_score, legal_plays, trick_winner


@pytest.mark.parametrize(
    "points_a,botifarra,doubles,expected",
    [
        (45, False, 2, (36, 0)),  # seed 003: (45 - 36) x 4
        (36, False, 0, (0, 0)),  # 36:36 scores nothing
        (36, True, 2, (0, 0)),
        (40, False, 0, (4, 0)),
        (30, False, 1, (0, 12)),  # the other side: (42 - 36) x 2
        (40, True, 0, (8, 0)),  # botifarra doubles
        (40, True, 1, (16, 0)),  # botifarra with contro: x4
        (40, True, 2, (32, 0)),  # botifarra with recontro: x8
        (40, False, 3, (32, 0)),  # Sant Vicenç: x8
        (72, False, 0, (36, 0)),
        (0, False, 0, (0, 36)),
    ],
)
def test_hand_score(points_a, botifarra, doubles, expected):
    assert hand_score(points_a, botifarra, doubles) == expected


def test_hand_score_with_the_options_that_allow_more_doubles():
    assert hand_score(40, False, 4, Rules(barraca=True)) == (64, 0)  # barraca: x16
    assert hand_score(40, True, 3, Rules(sant_vicenc_on_botifarra=True)) == (64, 0)  # x16
    with pytest.raises(ValueError, match="not allowed on botifarra"):  # x32 would pass the cap
        hand_score(40, True, 4, Rules(barraca=True, sant_vicenc_on_botifarra=True))


@pytest.mark.parametrize("points_a,botifarra,doubles", [(45, True, 4), (45, True, 3), (45, False, 4)])
def test_hand_score_refuses_doubles_the_default_rules_do_not_allow(points_a, botifarra, doubles):
    with pytest.raises(ValueError, match="not allowed") as err:
        hand_score(points_a, botifarra, doubles)
    assert "at most" in str(err.value)


def test_barraca_is_never_called_on_botifarra():
    r = Rules(barraca=True, sant_vicenc_on_botifarra=True)
    assert r.max_doubles(botifarra=True) == 3 and r.max_doubles(botifarra=False) == 4


@pytest.mark.parametrize("card,points", [("9O", 5), ("1C", 4), ("12E", 3), ("11B", 2), ("10O", 1), ("8C", 0), ("2B", 0)])
def test_card_points(card, points):
    assert card_points(card) == points


@pytest.mark.parametrize(
    "call,message",
    [
        (lambda: hand_score(73, False, 0), "0 to 72"),
        (lambda: hand_score(40, False, 5), "doubles"),
        (lambda: hand_score(40, "yes", 0), "botifarra"),
        (lambda: legal_plays(["9X"], [], "O"), "unknown card"),
        (lambda: legal_plays(["9O", "9O"], [], "O"), "twice"),
        (lambda: legal_plays(["9O"], ["9O"], "O"), "both in the hand and on the trick"),
        (lambda: legal_plays(["9O"], [], "X"), "trump"),
        (lambda: legal_plays(["9O"], [], "O", "chaos"), "variant"),
        (lambda: legal_plays([], [], "O"), "empty"),
        (lambda: legal_plays("9O", [], "O"), "list"),
        (lambda: legal_plays(["9O"], ["1O", "2O", "3O", "4O"], "O"), "at most 3"),
        (lambda: trick_winner([], "O"), "empty"),
        (lambda: card_points("13O"), "1 to 12"),
    ],
)
def test_bad_input_names_the_problem(call, message):
    with pytest.raises(ValueError, match=message):
        call()
