"""The learned model of play (``ai/policy_model.py``) and the reading built on it (``inference.PolicyReading``)."""

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.ai import bots, make_bot
from botifarra_desktop.ai.bots import READ_POOL_MIN, HardBot, MediumBot, unread_hard
from botifarra_desktop.ai.inference import PolicyReading, policy_reading, read_deals
from botifarra_desktop.ai.knowledge import FULL, read_view
from botifarra_desktop.ai.policy_model import Decision, PolicyModel, public_row
from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.fast import legal_lliure
from botifarra_desktop.engine.phase import Phase
from botifarra_desktop.session import TableSession

RK = Rules().card_ranking


def _decision(n, led, win, pw, trump, card=0):
    return Decision(seat=1, card=card, n=n, led=led, win=win, partner_winning=pw, trump=trump, seen=0,
                    public=public_row(0, {}, {}, False, 12, 0, n, pw, trump))


@settings(max_examples=120, deadline=None)
@given(hands=st.lists(st.integers(min_value=1, max_value=FULL), min_size=1, max_size=20),
       win=st.integers(0, 47), led_offset=st.integers(0, 3), pw=st.booleans(), trump=st.sampled_from([None, 0, 1, 2, 3]),
       n=st.integers(1, 3))
def test_the_legal_cards_of_many_hands_at_once_are_the_engines(hands, win, led_offset, pw, trump, n):
    """``PolicyModel.legal`` (numpy, every deal at once) equals ``fast.legal_lliure`` hand by hand."""
    model = PolicyModel.fresh(0, RK)
    led = win // 12 if led_offset == 0 else (win // 12 + led_offset) % 4
    if led != win // 12 and not (trump is not None and win // 12 == trump):
        led = win // 12  # the winning card is of the suit led unless it is a trump
    d = _decision(n, led, win, pw, trump)
    got = model.legal(np.array(hands, dtype=np.uint64), d)
    assert [int(x) for x in got] == [legal_lliure(h, led, win, pw, trump, RK.higher) for h in hands]


def test_the_probabilities_of_the_legal_cards_add_up_to_one():
    model = PolicyModel.fresh(3, RK)
    rng = random.Random(5)
    for _ in range(20):
        hand = sum(1 << c for c in rng.sample(range(48), 9))
        d0 = _decision(0, -1, -1, False, rng.choice([None, 0, 1, 2, 3]))
        total = 0.0
        for c in range(48):
            if hand >> c & 1:
                d = Decision(**{**d0.__dict__, "card": c})
                total += float(np.exp(model.log_probs(np.array([hand], dtype=np.uint64), d))[0])
        assert abs(total - 1.0) < 1e-4


def test_a_card_the_hand_could_not_play_explains_the_play_badly_but_not_impossibly():
    model = PolicyModel.fresh(3, RK)
    hand = RK.mask_of(["1O", "3O", "5C"])
    d = Decision(**{**_decision(0, -1, -1, False, 0).__dict__, "card": RK.card_id("7E")})
    assert float(model.log_probs(np.array([hand], dtype=np.uint64), d)[0]) == -8.0


def test_a_model_file_with_missing_or_misshapen_weights_is_refused(tmp_path):
    model = PolicyModel.fresh(1, RK)
    broken = dict(model.p)
    del broken["Wc"]
    try:
        PolicyModel(broken, RK)
    except ValueError as e:
        assert "Wc" in str(e)
    else:
        raise AssertionError("a model without Wc was accepted")
    broken = {**model.p, "Wh": np.zeros((47, 64), dtype=np.float32)}
    try:
        PolicyModel(broken, RK)
    except ValueError as e:
        assert "Wh" in str(e)
    else:
        raise AssertionError("a misshapen Wh was accepted")
    model.save(tmp_path / "m.npz")
    again = PolicyModel.load(tmp_path / "m.npz", RK)
    assert all(np.array_equal(again.p[k], model.p[k]) for k in PolicyModel.KEYS)


def test_the_shipped_model_loads_and_prefers_what_medium_plays_more_often_than_chance():
    """The model that comes with the game was trained on Medium's self-play: on a fresh hand of Medium
    players it gives the cards they chose more than the uniform share among the legal cards."""
    model = PolicyModel.shipped(RK)
    s = TableSession(Rules(), seed=23, first_dealer=1)
    s.start()
    bots = [MediumBot(10 + i) for i in range(4)]
    gains = []
    while (req := s.pending()) is not None:
        view = s.view(req.seat)
        value = bots[req.seat].decide(view)
        if req.action == "play" and len(view.legal) > 1 and view.history:
            k = read_view(view)
            reading = PolicyReading(k, view, model)
            # the model's probability of this seat's own choice, from its own view: log P - log(1/legal)
            on_table = sum(1 << RK.card_id(c) for _, c in view.trick)
            led = RK.card_id(view.trick[0][1]) // 12 if view.trick else -1
            st_ = k.state()
            row = public_row(k.played & ~on_table, {(s_ - k.seat) % 4: RK.card_id(c) for s_, c in view.trick},
                             {r: k.excluded[(k.seat + r) % 4] for r in (1, 2, 3)},
                             view.declarer is not None and view.declarer % 2 == k.seat % 2, k.tricks_left,
                             sum(RK.points[RK.card_id(c)] for _, c in view.trick), len(view.trick),
                             bool(view.trick and st_.partner_winning), k.trump)
            d = Decision(k.seat, RK.card_id(value), len(view.trick), led, st_.win if view.trick else -1,
                         bool(view.trick and st_.partner_winning), k.trump, k.played, row)
            lp = float(model.log_probs(np.array([k.hand], dtype=np.uint64), d)[0])
            gains.append(lp + np.log(len(view.legal)))
            assert reading.decisions  # another seat has played by now
        s.act(req.seat, req.action, value)
    assert len(gains) > 10 and np.mean(gains) > 0.3


def _play_recording(seed, keep_seat=0):
    s = TableSession(Rules(), seed=seed, first_dealer=0)
    s.start()
    bots = [MediumBot(seed + i) for i in range(4)]
    kept = []
    while (req := s.pending()) is not None:
        view = s.view(req.seat)
        if req.seat == keep_seat and view.phase is Phase.PLAY and view.history:
            kept.append((view, [int(x) for x in s.open_hands()]))
        s.act(req.seat, req.action, bots[req.seat].decide(view))
    return kept


def test_the_reading_lists_only_the_other_seats_choices_with_their_hands_then():
    """Every decision belongs to another seat; the hand it chose from (its hand now in the true deal plus what
    it played from then on) held the card it played; the seat's own cards never enter."""
    model = PolicyModel.fresh(2, RK)
    for view, hands in _play_recording(31)[::3]:
        k = read_view(view)
        reading = PolicyReading(k, view, model)
        played_by_others = sum(1 for t in view.history for s, _ in t.cards if s != 0) + \
            sum(1 for s, _ in view.trick if s != 0)
        assert len(reading.decisions) == played_by_others
        for d, later in reading.decisions:
            assert d.seat != 0
            assert later >> d.card & 1
            assert not (hands[d.seat] | later) & d.seen  # nothing it held was out of play yet
        lw = reading.log_weights([hands])
        assert np.isfinite(lw).all() and lw[0] <= 0.0


def test_the_read_deals_fit_what_the_seat_knows_and_the_bot_stays_deterministic():
    model = PolicyModel.shipped(RK)
    view, _ = _play_recording(41)[4]
    k = read_view(view)
    reading = policy_reading(k, view, model)
    assert reading is not None
    deals = read_deals(k, random.Random(1), None, reading, 200, 0.5, 0.25)
    for _ in range(250):  # more than the pool: the draws come round again
        hands = deals()
        assert hands[0] == k.hand
        for s in (1, 2, 3):
            assert not hands[s] & k.excluded[s] and not hands[s] & k.played
            assert hands[s].bit_count() == k.counts[s]
    bot = HardBot(5, rollouts=96, max_seconds=None, read_model=model, read_pool=120)
    first = bot.decide(view)
    assert first in view.legal and HardBot(5, rollouts=96, max_seconds=None, read_model=model,
                                           read_pool=120).decide(view) == first


def test_the_reading_is_off_where_the_model_was_not_trained():
    model = PolicyModel.shipped(RK)
    view, _ = _play_recording(43)[2]
    strict = Rules(strict=True)
    assert policy_reading(read_view(view), view, None) is None
    s = TableSession(strict, seed=43, first_dealer=0)
    s.start()
    while (req := s.pending()) is not None and not (req.action == "play" and s.view(req.seat).history):
        s.act(req.seat, req.action, MediumBot(req.seat).decide(s.view(req.seat)))
    assert req is not None
    v = s.view(req.seat)
    assert policy_reading(read_view(v), v, model) is None


def test_the_default_hard_reads_the_bidding_and_the_cards_with_the_shipped_models(monkeypatch):
    """Issue 44: the level "hard" draws its deals through the learned reading, with the match's settings."""
    view, _ = _play_recording(41)[4]
    calls: list[tuple[int, float, float, bool]] = []
    real = bots.read_deals

    def spy(k, rng, signals, reading, pool, temper, mix):
        calls.append((pool, temper, mix, reading.bids is not None))
        return real(k, rng, signals, reading, pool, temper, mix)

    monkeypatch.setattr(bots, "read_deals", spy)
    hard = make_bot("hard", 5)
    hard.max_seconds = None
    assert hard.decide(view) in view.legal
    assert calls == [(700, 0.5, 0.25, True)]
    calls.clear()
    assert unread_hard(5, rollouts=24).decide(view) in view.legal and not calls  # without the models: read_play
    assert HardBot(5, rollouts=24, max_seconds=None).decide(view) in view.legal
    assert calls == [(READ_POOL_MIN, 0.5, 0.25, True)]  # a small search samples fewer deals to read


def test_a_model_that_is_neither_a_model_nor_the_shipped_one_is_refused():
    with pytest.raises(ValueError, match="unknown model 'psychic'"):
        HardBot(1, read_model="psychic")
    with pytest.raises(ValueError, match="unknown model 'psychic'"):
        HardBot(1, read_bids="psychic")
