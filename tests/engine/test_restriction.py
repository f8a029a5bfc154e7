"""Seed 000, individual and three players: "a player who can no longer win any trick" discards
oros, copes, espases, bastos.  The engine decides it exactly from every hand: restricted only when
no sequence of legal plays from the position lets the player win a trick."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine import Deal, Declare, Double, Game, Phase, Play, Rules
from botifarra_desktop.engine.cards import RANKINGS
from botifarra_desktop.engine.restriction import can_still_win, outline_refutes, search_nodes
from botifarra_desktop.engine.tricks import legal_mask, trick_winner_index


def brute_force(hands, seat, trick, trump, variant, rk, memo=None, mover=None):
    """The plain definition: try every legal card of everyone (no pruning; ``memo``: a dict to remember
    positions in, or none; ``mover``: the player to play, ``seat`` unless told)."""
    n = len(hands)

    def rec(hands, trick, mover):
        if not hands[seat] and all(s != seat for s, _ in trick):
            return False
        key = (tuple(hands), tuple(trick), mover)
        if memo is not None and key in memo:
            return memo[key]
        result = step(hands, trick, mover)
        if memo is not None:
            memo[key] = result
        return result

    def step(hands, trick, mover):
        if trick:
            cards = [c for _, c in trick]
            led, win = cards[0] // 12, cards[trick_winner_index(cards, trump)]
        else:
            led, win = None, 0
        legal = legal_mask(hands[mover], led, win, False, False, trump, rk, variant)
        for c in range(48):
            if not legal >> c & 1:
                continue
            nh = list(hands)
            nh[mover] &= ~(1 << c)
            nt = trick + [(mover, c)]
            if len(nt) == n:
                w = nt[trick_winner_index([x for _, x in nt], trump)][0]
                if w == seat or rec(nh, [], w):
                    return True
            elif rec(nh, nt, (mover + 1) % n):
                return True
        return False

    return rec(list(hands), list(trick), seat if mover is None else mover)


@st.composite
def end_positions(draw):
    """A small end position: 3 or 4 players, 1-3 cards each, part of a trick on the table."""
    n = draw(st.sampled_from([3, 4]))
    per = draw(st.integers(1, 3))
    on_table = draw(st.integers(0, n - 1))
    cards = draw(st.permutations(range(48)))[: n * per + on_table]
    leader = draw(st.integers(0, n - 1))
    trick = [((leader + i) % n, cards[n * per + i]) for i in range(on_table)]
    hands = [0] * n
    for s in range(n):
        for c in cards[s * per:(s + 1) * per]:
            hands[s] |= 1 << c
    # the players who already played on this trick hold one card fewer
    for s, _ in trick:
        low = hands[s] & -hands[s]
        hands[s] ^= low
    seat = (leader + on_table) % n
    trump = draw(st.sampled_from([None, 0, 1, 2, 3]))
    variant = draw(st.sampled_from(["lliure", "obligada"]))
    return hands, seat, trick, trump, variant


@settings(max_examples=400, deadline=None)
@given(end_positions())
def test_the_search_agrees_with_the_brute_force_definition(position):
    hands, seat, trick, trump, variant = position
    rk = RANKINGS["standard"]
    if not hands[seat]:
        return
    result, _, out_of_budget = search_nodes(hands, seat, trick, trump, variant)
    assert not out_of_budget
    assert result == brute_force(hands, seat, trick, trump, variant, rk)


def individual_after_declaring(deal, choice, way_name="individual"):
    g = Game(Rules(way_name=way_name), 0)
    g.apply(Deal(deal))
    g.apply(Declare(0, choice))
    while g.phase is Phase.DOUBLE:
        g.apply(Double(g.to_act(), "pass"))
    return g


def test_the_issue_position_seat_1_is_free_at_trick_1():
    # individual, deal 3, seat 0 declares copes, all pass: seat 1 holds the ace of trumps and
    # the manilla of espases; the earlier reading restricted it to 6O 5O
    g = individual_after_declaring(3, "C")
    assert g.to_act() == 1
    assert g.hand_of(1) == ["6O", "5O", "1C", "11C", "10C", "5C", "9E", "1E", "7E", "6E", "7B", "5B"]
    assert g.legal_cards(1) == g.hand_of(1)


def _position(hands, leader, trick, trick_no=11):
    """Individual game, botifarra, at a constructed end position (``trick``: cards on the table)."""
    g = individual_after_declaring(2026, "botifarra")
    rk = g.ranking
    g.hands = [rk.mask_of(h) for h in hands]
    g.trick = [(s, rk.card_id(c)) for s, c in trick]
    g.leader = leader
    g.turn = (leader + len(trick)) % 4
    g.trick_no = trick_no
    return g


def test_restricted_although_holding_the_best_card_of_a_suit():
    # Seat 0 led the 2C.  Seat 1 (no copes) holds the 9B, the best bastos, but bastos is never led
    # again: seat 2 must take this trick with the 1C and then leads its 9O.  No line lets seat 1
    # win, so it must play oros first.  (The earlier reading called the 9B a possible winner.)
    g = _position([["2O"], ["5O", "9B"], ["1C", "9O"], ["3C", "1O"]], 0, [(0, "2C")])
    assert g.legal_cards(1) == ["5O"]
    assert g.explain_card(1, "9B").code == "must_discard_in_order"
    g.apply(Play(1, "5O"))


def test_free_when_a_line_of_discards_lets_the_player_win():
    # Seat 1 leads.  The 8E loses to seat 0's 9E and the 2B to seat 2's 3B, so the earlier reading
    # restricted seat 1 to espases.  But seat 1 can lead the 2B: seat 2 must beat it with the 3B,
    # seat 0 (no bastos) throws the 9E away; seat 2 then leads the 2E and seat 1's 8E wins.
    g = _position([["9E", "4C"], ["8E", "2B"], ["3B", "2E"], ["5O", "6O"]], 1, [])
    assert set(g.legal_cards(1)) == {"8E", "2B"}
    # ... and once the 2B is gone without that line (seat 0 keeps its 9E), seat 1 is restricted
    g.apply(Play(1, "2B"))
    g.apply(Play(2, "3B"))
    g.apply(Play(3, "5O"))
    g.apply(Play(0, "4C"))
    assert g.to_act() == 2 and g.legal_cards(2) == ["2E"]


def test_end_positions_both_ways():
    m = RANKINGS["standard"].mask_of
    # trump oros, three players, seat 1 to lead with 8E and 7E: seat 0's 9E and seat 2's 1E must
    # beat whatever espases it leads, and nobody else can lead espases below them
    assert not can_still_win([m(["9E", "5C"]), m(["8E", "7E"]), m(["1E", "6C"])], 1, [], 0)
    # give seat 2 a low espasa instead: it follows low, but seat 0 still beats with the 9E and
    # then leads its copa, on which seat 1's last espasa is thrown away
    assert not can_still_win([m(["9E", "5C"]), m(["8E", "7E"]), m(["2E", "6C"])], 1, [], 0)
    # the same cards after seat 2 led its copa and seat 0 (no copes, no trumps) threw the 9E on it:
    # seat 2 takes the trick and leads the 2E, and seat 1's 8E wins the last trick
    cid = RANKINGS["standard"].card_id
    assert can_still_win([m(["5B"]), m(["8E", "7E"]), m(["2E"])], 1, [(2, cid("6C")), (0, cid("9E"))], 0)
    assert can_still_win([m(["5B"]), m(["8E"]), m(["2E"])], 1, [], 0)


@pytest.mark.parametrize("way_name", ["individual", "three"])
def test_random_games_legal_cards_are_never_empty_and_the_game_ends(way_name):
    rng = random.Random(7)
    for _ in range(3):
        g = individual_after_declaring(rng.randrange(10**6), rng.choice(["O", "C", "E", "B", "botifarra"]), way_name)
        while g.phase is Phase.PLAY:
            s = g.to_act()
            legal = g.legal_cards(s)
            assert legal and set(legal) <= set(g.hand_of(s))
            g.apply(Play(s, rng.choice(legal)))
        assert sum(g.results[-1].points) == 72


def plain_search(hands, seat, trick, trump, variant, rk):
    """The definition again, with a memo of positions but no bound, no ordering, no random lines."""
    return brute_force(hands, seat, trick, trump, variant, rk, memo={})


@st.composite
def middle_positions(draw):
    """Positions of 4 to 6 tricks left, mostly from one deck's four suits, part of a trick on the table."""
    n = draw(st.sampled_from([3, 4]))
    per = draw(st.integers(4, 6 if n == 3 else 4))
    on_table = draw(st.integers(0, n - 1))
    cards = draw(st.permutations(range(48)))[: n * per + on_table]
    leader = draw(st.integers(0, n - 1))
    trick = [((leader + i) % n, cards[n * per + i]) for i in range(on_table)]
    hands = [sum(1 << c for c in cards[s * per:(s + 1) * per]) for s in range(n)]
    for s, _ in trick:
        hands[s] ^= hands[s] & -hands[s]
    return hands, (leader + on_table) % n, trick, draw(st.sampled_from([None, 0, 1, 2, 3])), \
        draw(st.sampled_from(["lliure", "obligada"]))


@settings(max_examples=150, deadline=None)
@given(middle_positions())
def test_the_bounds_and_the_random_lines_never_change_the_answer(position):
    hands, seat, trick, trump, variant = position
    result, _, out_of_budget = search_nodes(hands, seat, trick, trump, variant)
    assert not out_of_budget
    assert result == plain_search(hands, seat, trick, trump, variant, RANKINGS["standard"])


@st.composite
def trick_starts(draw):
    """Positions of 3 to 6 tricks between two tricks, with the seat asked about and the leader."""
    n = draw(st.sampled_from([3, 4]))
    per = draw(st.integers(3, 6 if n == 3 else 5))
    cards = draw(st.permutations(range(48)))[: n * per]
    hands = [sum(1 << c for c in cards[s * per:(s + 1) * per]) for s in range(n)]
    return hands, draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1)), \
        draw(st.sampled_from([None, 0, 1, 2, 3])), draw(st.sampled_from(["lliure", "obligada"]))


@settings(max_examples=150, deadline=None)
@given(trick_starts())
def test_the_outline_refutes_only_players_who_cannot_win(position):
    # the coarse game allows every real line: when it proves the seat wins nothing, so does the definition
    hands, seat, leader, trump, variant = position
    if outline_refutes(hands, seat, leader, trump):
        # the seat is not to play first here: ask the definition from the leader's turn
        assert not brute_force(hands, seat, [], trump, variant, RANKINGS["standard"], {}, leader)


def test_the_outline_refutes_a_deal_the_exact_search_found_hard():
    # individual, copes trumps, seat 0 (no trumps) to play on 7O 1O 9O: every trick it could win
    # needs seat 1 (seven trumps, the best ones) to have shed them all first, and seat 1 sheds them
    # only while keeping the lead.  The exact search alone needed over two million positions.
    m = RANKINGS["standard"].mask_of
    hands = [m("10O 8O 5O 3O 2O 7E 6E 12B 6B 4B".split()), m("12O 9C 12C 11C 10C 7C 3C 2C 11E".split()),
             m("4O 1C 8C 6C 5C 8E 11B 5B 2B".split()), m("11O 6O 4C 5E 4E 3E 2E 8B 3B".split())]
    cid = RANKINGS["standard"].card_id
    can, nodes, out = search_nodes(hands, 0, [(1, cid("7O")), (2, cid("1O")), (3, cid("9O"))], 1)
    assert not can and not out
    # after seat 0 follows with its 2O, seat 3 leads: the outline alone settles it
    hands[0] &= ~(1 << cid("2O"))
    assert outline_refutes(hands, 0, 3, 1)
    # give seat 0 seat 1's manilla of trumps instead of a low oro: it wins, and the outline cannot refute
    hands[1] &= ~(1 << cid("9C"))
    hands[0] = hands[0] & ~(1 << cid("3O")) | 1 << cid("9C")
    assert not outline_refutes(hands, 0, 3, 1)
    assert can_still_win(hands, 0, [], 1)


@settings(max_examples=150, deadline=None)
@given(middle_positions())
def test_the_outline_and_the_random_lines_never_change_the_answer(position):
    # the random lines and the outline join in at once (``first_look``), on positions small enough
    # for the definition
    hands, seat, trick, trump, variant = position
    result, _, out_of_budget = search_nodes(hands, seat, trick, trump, variant, first_look=1)
    assert not out_of_budget
    assert result == plain_search(hands, seat, trick, trump, variant, RANKINGS["standard"])


def _issue_30_game(way_name, first, deal, declarer, choice, plays):
    g = Game(Rules(way_name=way_name), first)
    g.apply(Deal(deal))
    g.apply(Declare(declarer, choice))
    while g.phase is Phase.DOUBLE:
        g.apply(Double(g.to_act(), "pass"))
    for card in plays.split():
        s = g.to_act()
        assert not search_nodes(g.hands, s, g.trick, g.trump, g.rules.variant)[2]  # every position settled
        g.apply(Play(s, card))
    return g


def test_issue_30_individual_seat_1_is_held_to_oros():
    # seat 0 takes every trick from here: seat 1 (12O 8O 6O 5O 4B) can win none and must play oros
    g = _issue_30_game("individual", 1, 334886024, 1, "botifarra",
                       "7B 10B 11B 12B 12E 10E 4E 1E 11E 2E 3B 6E 3C 11C 4C 7C 5E 9O 1O 8E 12C 4O 5C 6C "
                       "9E 7E 5B 8C 2C")
    assert g.to_act() == 1 and g.hand_of(1) == ["12O", "8O", "6O", "5O", "4B"]
    can, _, out = search_nodes(g.hands, 1, g.trick, g.trump, "lliure")
    assert not can and not out
    assert g.legal_cards(1) == ["12O", "8O", "6O", "5O"]
    assert g.explain_card(1, "4B").code == "must_discard_in_order"


def test_issue_30_three_players_seat_1_is_held_to_oros():
    g = _issue_30_game("three", 2, 980056301, 2, "B", "1O 9O 11O 6O 5O 8O 5B 1B 7B")
    assert g.to_act() == 1
    can, _, out = search_nodes(g.hands, 1, g.trick, g.trump, "lliure")
    assert not can and not out
    assert g.legal_cards(1) == ["12O", "10O", "7O"]
