"""Cards, ranking, points and the deal-number shuffle (golden card orders pinned)."""

import pytest

from botifarra_desktop.engine.cards import (
    RANKINGS,
    deal_hands,
    full_deck,
    parse_card,
    shuffled_deck,
)

# Pinned: a deal number must give these cards on every Python version.
GOLDEN = {
    0: ["10E", "2C", "3B", "11B", "2O", "6O", "4O", "5C", "7O", "2E", "4C", "8E"],
    1: ["5B", "2C", "10E", "3O", "7B", "1C", "7C", "2B", "3B", "9B", "3E", "11O"],
    2026: ["7E", "4C", "3E", "12E", "12O", "6E", "3O", "10E", "4B", "8O", "1O", "3C"],
    987654321: ["4O", "1E", "9B", "2E", "12C", "5C", "3E", "7C", "5E", "4E", "3C", "10E"],
}


@pytest.mark.parametrize("number,first", GOLDEN.items())
def test_deal_number_gives_pinned_card_order(number, first):
    deck = shuffled_deck(number)
    assert deck[:12] == first
    assert sorted(deck) == sorted(full_deck())


def test_deal_goes_in_packets_of_four_from_the_dealers_right():
    deck = shuffled_deck(2026)
    hands = deal_hands(2026, dealer=0)
    assert hands[1][:4] == deck[0:4]  # the dealer's right (seat 1) first
    assert hands[2][:4] == deck[4:8]
    assert hands[3][:4] == deck[8:12]
    assert hands[0][:4] == deck[12:16]  # the dealer last
    assert hands[0][-4:] == deck[-4:]  # and keeps the last four cards
    assert hands[1] == ["7E", "4C", "3E", "12E", "7B", "1E", "2O", "11O", "11E", "9O", "9C", "2B"]
    assert all(len(h) == 12 for h in hands)


def test_deck_has_48_cards_and_60_points():
    deck = full_deck()
    assert len(deck) == len(set(deck)) == 48
    rk = RANKINGS["standard"]
    assert sum(rk.points[rk.card_id(c)] for c in deck) == 60


@pytest.mark.parametrize("bad", ["", "0O", "13B", "9X", "O9", "09O", None, 9, "1"])
def test_bad_card_text_is_a_clear_error(bad):
    with pytest.raises(ValueError, match="card"):
        parse_card(bad)


def test_bad_deal_number():
    with pytest.raises(ValueError, match="deal number"):
        shuffled_deck(-1)


def test_standard_strength_order():
    rk = RANKINGS["standard"]
    order = [9, 1, 12, 11, 10, 8, 7, 6, 5, 4, 3, 2]
    ids = [rk.card_id(f"{r}C") for r in order]
    assert ids == sorted(ids, reverse=True)


def test_three_second_ranking_puts_the_3_after_the_9():
    rk = RANKINGS["three_second"]
    order = [9, 3, 1, 12, 11, 10, 8, 7, 6, 5, 4, 2]
    ids = [rk.card_id(f"{r}O") for r in order]
    assert ids == sorted(ids, reverse=True)
    assert rk.points[rk.card_id("3O")] == 0  # points unchanged
    assert rk.points[rk.card_id("1O")] == 4
