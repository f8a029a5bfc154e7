"""Deal codes: secret, 128 bits, written and read back by people, and old deal numbers unchanged."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from botifarra_desktop.engine import PRESETS, Deal, Game
from botifarra_desktop.engine.cards import deal_hands, full_deck, shuffled_deck
from botifarra_desktop.engine.deals import (
    CODE_BASE,
    format_deal,
    is_deal_code,
    new_deal_code,
    parse_deal,
)
from botifarra_desktop.session import TableSession, deal_number_for

codes = st.integers(min_value=0, max_value=CODE_BASE - 1).map(lambda r: CODE_BASE + r)


def test_new_codes_carry_128_secret_bits_and_differ():
    seen = {new_deal_code() for _ in range(200)}
    assert len(seen) == 200 and all(is_deal_code(c) for c in seen)
    low_bits = {c - CODE_BASE for c in seen}
    assert max(low_bits).bit_length() > 120  # the random part really is that long


@given(codes)
def test_a_code_is_written_and_read_back_exactly(code):
    text = format_deal(code)
    assert len(text) == 39 and text.count("-") == 7
    assert parse_deal(text) == code
    assert parse_deal("  " + text.upper().replace("-", " ") + " ") == code
    assert parse_deal(text.replace("-", "")) == code


@given(st.integers(min_value=0, max_value=2**31 - 1))
def test_old_deal_numbers_read_back_as_themselves(number):
    assert format_deal(number) == str(number)
    assert parse_deal(str(number)) == number


@pytest.mark.parametrize("text", ["", "-1", "12345678901", "abc", "g" * 32, "1" * 31, "٣", "1.5"])
def test_a_mistyped_deal_is_refused_with_a_sentence(text):
    with pytest.raises(ValueError, match="deal is a number"):
        parse_deal(text)


@given(codes)
def test_a_code_shuffles_the_whole_deck_the_same_way_every_time(code):
    deck = shuffled_deck(code)
    assert sorted(deck) == sorted(full_deck())
    assert deck == shuffled_deck(code)


def test_code_shuffle_is_pinned():
    # A pinned order: changing it would change every LAN hand ever replayed from its code.
    code = parse_deal("0123-4567-89ab-cdef-0123-4567-89ab-cdef")
    assert shuffled_deck(code)[:8] == PINNED


PINNED = ["3O", "11O", "5C", "10C", "10O", "8O", "1E", "5B"]


def test_old_numbers_keep_their_shuffle():
    # deal numbers keep random.Random's order (pinned in test_cards); codes never collide with them
    assert not is_deal_code(2**31 - 1) and not is_deal_code(deal_number_for(7, 3))
    assert shuffled_deck(4242) != shuffled_deck(CODE_BASE + 4242)


def test_a_game_dealt_from_a_code_saves_and_replays():
    s = TableSession(PRESETS["lliure"], 5, secret_deals=True)
    s.start()
    code = s.deal_numbers[0]
    assert is_deal_code(code)
    again = Game.from_dict(json.loads(json.dumps(s.to_dict()["game"])))
    assert again.deal_numbers == [code] and again.hands == s.open_hands()
    copy = TableSession.from_dict(json.loads(json.dumps(s.to_dict())))
    assert copy.secret_deals and copy.open_hands() == s.open_hands()
    g = Game(PRESETS["lliure"], s.first_dealer)
    g.apply(Deal(code))
    assert g.hands == s.open_hands()
    assert [sorted(h) for h in deal_hands(code, s.first_dealer)] == [sorted(g.hand_of(p)) for p in range(4)]
