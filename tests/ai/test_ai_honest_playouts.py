"""Honest play-outs: each simulated seat chooses on its own information, plays legally and scores the hand."""

import random

import pytest

from botifarra_desktop.ai import honest
from botifarra_desktop.ai.bots import HardBot
from botifarra_desktop.ai.honest import HonestPlayOut, exclusion
from botifarra_desktop.ai.knowledge import FULL, read_view, trick_exclusions
from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.fast import legal_lliure
from botifarra_desktop.session import TableSession


def test_exclusion_is_the_engines_for_lliure():
    rk = Rules().card_ranking
    rng = random.Random(5)
    checked = 0
    for _ in range(400):
        deck = list(range(48))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[i * 12:(i + 1) * 12]) for i in range(4)]
        trump = rng.choice([None, 0, 1, 2, 3])
        trick = []
        leader = rng.randrange(4)
        for i in range(4):
            seat = (leader + i) % 4
            if trick:
                led = trick[0][1] // 12
                wseat, win = trick[0]
                for s, c in trick[1:]:
                    if (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump
                                                              and win // 12 != trump):
                        wseat, win = s, c
                legal = legal_lliure(hands[seat], led, win, wseat == (seat + 2) % 4, trump, rk.higher)
            else:
                legal = hands[seat]
            cards = [c for c in range(48) if legal >> c & 1]
            c = rng.choice(cards)
            if trick:
                mine = exclusion(c, led, win, wseat == (seat + 2) % 4, trump, rk.higher, True)
                engine = dict(trick_exclusions(tuple(trick + [(seat, c)]), trump, "standard", "lliure", False))
                assert mine == engine[seat], (trick, seat, c, trump)
                checked += 1
            trick.append((seat, c))
    assert checked == 1200


def _positions(seed):
    s = TableSession(Rules(), seed=seed, first_dealer=seed % 4)
    s.start()
    bots = {i: HardBot(i, rollouts=24, bid_samples=4, max_seconds=None) for i in range(4)}
    out = []
    while (req := s.pending()) is not None:
        v = s.view(req.seat)
        if req.action == "play" and len(req.options) > 1:
            out.append((v, s.open_hands()))
        s.act(req.seat, req.action, bots[req.seat].decide(v))
    return out


def test_every_simulated_seat_sees_only_its_own_hand_and_the_table(monkeypatch):
    seen = []
    real = honest.medium_card

    def spy(k, legal, ours):
        seen.append((k.seat, k.hand, k.played, k.unknown, legal))
        return real(k, legal, ours)

    monkeypatch.setattr(honest, "medium_card", spy)
    for view, hands in _positions(3)[:12]:
        k = read_view(view)
        legal = k.rk.mask_of(view.legal)
        first = (legal & -legal).bit_length() - 1
        total = sum(k.rk.points[c] for c in range(48) if not k.played >> c & 1 or any(c == x for _, x in k.trick))
        seen.clear()
        a, b = HonestPlayOut(k, view.declarer % 2).play(list(hands), first)
        assert a + b == total + k.tricks_left  # every card point still out, and one a trick
        assert seen
        for _seat, hand, played, unknown, legal_cards in seen:
            assert unknown == FULL & ~played & ~hand  # nothing about where the other cards are
            assert legal_cards & ~hand == 0


def test_the_play_out_does_not_depend_on_other_hands_than_the_movers(monkeypatch):
    # Two deals that differ only in seats 1 and 3: seat 2's first choice (it leads nothing yet; it
    # follows seat 0's card) is the same whenever its own hand and the table are.
    picks = []
    real = honest.medium_card

    def spy(k, legal, ours):
        c, why = real(k, legal, ours)
        picks.append((k.seat, k.hand, tuple(k.trick), c))
        return c, why

    monkeypatch.setattr(honest, "medium_card", spy)
    view, hands = _positions(4)[0]
    k = read_view(view)
    others = [s for s in range(4) if s != k.seat]
    a, b = others[0], others[2]  # the two seats after and before the decider's partner
    swapped = list(hands)
    pool = hands[a] | hands[b]
    cards = [c for c in range(48) if pool >> c & 1]
    random.Random(1).shuffle(cards)
    swapped[a] = sum(1 << c for c in cards[:hands[a].bit_count()])
    swapped[b] = pool & ~swapped[a]
    legal = k.rk.mask_of(view.legal)
    first = (legal & -legal).bit_length() - 1
    results = []
    for h in (hands, swapped):
        picks.clear()
        HonestPlayOut(k, view.declarer % 2).play(list(h), first)
        results.append({(seat, hand, trick): c for seat, hand, trick, c in picks})
    common = results[0].keys() & results[1].keys()
    assert common
    assert all(results[0][key] == results[1][key] for key in common)


def test_honest_hard_chooses_legal_cards_repeatably():
    bot = HardBot(3, rollouts=40, bid_samples=4, max_seconds=None, playouts="honest")
    for view, _ in _positions(5)[:8]:
        card = bot.decide(view)
        assert card in view.legal
        assert bot.decide(view) == card


def test_unknown_play_outs_are_refused():
    with pytest.raises(ValueError, match="play-outs"):
        HardBot(1, playouts="psychic")
