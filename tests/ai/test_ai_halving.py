"""Successive halving over Hard's candidate cards: the worse cards get fewer play-outs, the choice is a survivor."""

import random

import pytest

from botifarra_desktop.ai import honest, search
from botifarra_desktop.ai.bots import HardBot
from botifarra_desktop.ai.honest import HonestPlayOut
from botifarra_desktop.ai.knowledge import read_view
from botifarra_desktop.ai.sampling import sample_deal
from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession


def _positions(seed, wanted):
    """(view, open hands) of card decisions with at least ``wanted`` legal cards, from a hand of Medium bots."""
    s = TableSession(Rules(), seed=seed, first_dealer=seed % 4)
    s.start()
    out = []
    bots = {i: HardBot(i, rollouts=24, bid_samples=4, max_seconds=None) for i in range(4)}
    while (req := s.pending()) is not None:
        v = s.view(req.seat)
        if req.action == "play" and len(req.options) >= wanted:
            out.append((v, s.open_hands()))
        s.act(req.seat, req.action, bots[req.seat].decide(v))
    return out


def test_halving_spends_most_on_the_cards_it_keeps(monkeypatch):
    view, _ = _positions(6, 5)[0]
    calls = {}
    real = search.greedy_play_out

    def spy(*args, **kw):
        calls[kw["first"]] = calls.get(kw["first"], 0) + 1
        return real(*args, **kw)

    monkeypatch.setattr(search, "greedy_play_out", spy)
    k = read_view(view)
    legal = [c for c in range(48) if k.rk.mask_of(view.legal) >> c & 1]
    rng = random.Random(2)
    values, left = search.halving_values(k, legal, lambda: sample_deal(k, rng, None), 600, rng)
    assert set(values) == set(legal)
    assert len(left) == 2 and set(left) <= set(legal)
    dropped = [c for c in legal if c not in left]
    assert min(calls[c] for c in left) > max(calls[c] for c in dropped)
    assert calls[left[0]] == calls[left[1]]  # the cards kept were played out on the same deals
    assert 450 <= sum(calls.values()) <= 700  # about the budget


def test_halving_hard_plays_a_kept_card_repeatably():
    bot = HardBot(5, rollouts=120, bid_samples=4, max_seconds=None, allocation="halving")
    for view, _ in _positions(7, 3)[:6]:
        card = bot.decide(view)
        assert card in view.legal
        assert bot.decide(view) == card
        assert set(bot.last_values) == set(view.legal)


def test_unknown_allocation_is_refused():
    with pytest.raises(ValueError, match="allocation"):
        HardBot(1, allocation="psychic")


def test_honest_then_greedy_from_the_lead_plays_the_card_evaluated(monkeypatch):
    firsts = []
    real = honest.greedy_play_out

    def spy(*args, **kw):
        firsts.append(kw.get("first"))
        return real(*args, **kw)

    view, hands = next((v, h) for v, h in _positions(8, 2) if not v.trick)
    monkeypatch.setattr(honest, "greedy_play_out", spy)
    k = read_view(view)
    card = k.rk.card_id(view.legal[0])
    HonestPlayOut(k, None, tricks=0).play(list(hands), card)
    assert firsts == [card]
