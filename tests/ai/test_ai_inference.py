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
