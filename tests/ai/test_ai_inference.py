"""Reading cards from play: a deal that explains every card played scores 1, others less."""

import random

from botifarra_desktop.ai.inference import PlayLikelihood
from botifarra_desktop.ai.knowledge import read_view
from botifarra_desktop.ai.playout import greedy_card
from botifarra_desktop.ai.sampling import sample_deal
from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession


class PolicyBot:
    """Plays exactly the play-out policy (random lead suit included), remembering every card played."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def decide(self, view):
        if view.phase == "declare":
            return view.options[0]
        if view.phase == "double":
            return "pass"
        k = read_view(view)
        st = k.state()
        c = greedy_card(k.hand, k.rk.mask_of(view.legal), len(k.trick), -1 if st.led is None else st.led, st.win,
                        -1 if st.win_seat is None else st.win_seat, k.seat, k.trump, k.remaining(), k.rk,
                        self.rng.random, 0.0)
        return k.rk.card_str(c)


def test_the_true_deal_of_policy_players_explains_every_card_and_samples_do_not_all():
    s = TableSession(Rules(), seed=11, first_dealer=0)
    s.start()
    bots = [PolicyBot(i) for i in range(4)]
    checked = lower = 0
    rng = random.Random(3)
    while (req := s.pending()) is not None:
        view = s.view(req.seat)
        if req.action == "play" and view.trick_no >= 4:
            k = read_view(view)
            lik = PlayLikelihood(k, view, 0.5)
            assert lik.weight(s.open_hands()) == 1.0
            weights = [lik.weight(sample_deal(k, rng)) for _ in range(10)]
            assert all(0 < w <= 1 for w in weights)
            lower += any(w < 1 for w in weights)
            checked += 1
        s.act(req.seat, req.action, bots[req.seat].decide(view))
    assert checked > 20 and lower > checked // 2


def test_a_deal_giving_the_declarer_a_side_suit_longer_than_its_trumps_weighs_less():
    """The declarer named its longest suit (as the arena's card-play rule makes it do): the true deal keeps
    weight 1 at every card, and a sampled deal that makes a side suit longer weighs ``factor``."""
    from botifarra_desktop.ai.bidding import forced_declaration
    from botifarra_desktop.ai.inference import declaration_reading
    from botifarra_desktop.ai.knowledge import SUIT_MASKS
    from botifarra_desktop.ai.sampling import signal_weights

    checked = lighter = 0
    for seed in range(12):
        s = TableSession(Rules(), seed=seed, first_dealer=seed % 4)
        s.start()
        bots = [PolicyBot(i) for i in range(4)]
        rng = random.Random(seed)
        while (req := s.pending()) is not None:
            view = s.view(req.seat)
            if req.action == "declare":
                pick = forced_declaration(list(view.hand), view.rules.card_ranking)
                s.act(req.seat, req.action, pick if pick in view.options else view.options[0])
                continue
            if req.action == "play" and view.declarer != req.seat and view.trick_no in (0, 5):
                k = read_view(view)
                reading = declaration_reading(k, view, 0.25)
                assert reading is not None
                true = [view.rules.card_ranking.mask_of(s.view(seat).hand) for seat in range(4)]
                assert reading.weight(true) == 1.0
                w = signal_weights(k, view.declarer, view.delegated, view.dealer, view.calls)
                for _ in range(20):
                    deal = sample_deal(k, rng, w)
                    held = deal[view.declarer] | reading.played
                    trumps = (held & SUIT_MASKS[k.trump]).bit_count()
                    longer = any((held & SUIT_MASKS[x]).bit_count() > trumps for x in range(4) if x != k.trump)
                    assert reading.weight(deal) == (0.25 if longer else 1.0)
                    checked += 1
                    lighter += longer
            s.act(req.seat, req.action, bots[req.seat].decide(view))
    assert checked >= 400 and 0 < lighter < checked
    assert declaration_reading(k, view, None) is None  # off
