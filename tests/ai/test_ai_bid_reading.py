"""The learned model of bidding (``ai/bid_model.py``) and its place in the reading (``inference.bid_decisions``)."""

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.ai.bid_model import CHOICES, BidModel, declaration_inputs
from botifarra_desktop.ai.bots import HardBot
from botifarra_desktop.ai.inference import BidDecision, PolicyReading, bid_decisions, policy_reading
from botifarra_desktop.ai.knowledge import FULL, read_view
from botifarra_desktop.ai.policy_model import PolicyModel
from botifarra_desktop.engine import PARTNERS, Rules
from botifarra_desktop.engine import events as ev
from botifarra_desktop.engine.actions import Deal, Declare, Double, Play
from botifarra_desktop.engine.game import Game
from botifarra_desktop.engine.phase import Phase

RK = Rules().card_ranking


def _fresh(seed: int, hidden: int = 8) -> BidModel:
    from botifarra_desktop.ai.bid_model import DECLARATION_WIDTH, DOUBLE_WIDTH

    g = np.random.default_rng(seed)
    return BidModel({"D_W1": g.standard_normal((DECLARATION_WIDTH, hidden)), "D_b1": g.standard_normal(hidden),
                     "D_w2": g.standard_normal(hidden), "X_W1": g.standard_normal((DOUBLE_WIDTH, hidden)),
                     "X_b1": g.standard_normal(hidden), "X_w2": g.standard_normal(hidden)})


def _bid_at_random(rules: Rules, number: int, dealer: int, rng: random.Random) -> tuple[Game, list[BidDecision]]:
    """A hand whose bidding is chosen at random among the options; the decisions as the engine's events tell them."""
    g = Game(rules, dealer)
    g.apply(Deal(number))
    while g.phase in (Phase.DECLARE, Phase.DOUBLE):
        seat = g.turn
        assert seat is not None
        if g.phase is Phase.DECLARE:
            g.apply(Declare(seat, rng.choice(g.declare_options(seat))))
        else:
            opts = g.double_options(seat)
            g.apply(Double(seat, opts[0] if rng.random() < 0.4 else "pass"))
    truth: list[BidDecision] = []
    level = 0
    passed: set[int] = set()
    declarer = trump = None
    delegated = False
    for e in g.events:
        if isinstance(e, ev.Delegated):
            delegated = True
            truth.append(BidDecision(e.seat, CHOICES.index("delegate"), can_delegate=True))
        elif isinstance(e, ev.Declared):
            declarer = e.seat
            choice = CHOICES.index("botifarra" if e.trump is None else e.trump)
            trump = min(choice, 4)
            truth.append(BidDecision(e.seat, choice, after_delegation=delegated, can_delegate=not delegated))
        elif isinstance(e, (ev.DoublePassed, ev.DoubleCalled)):
            assert declarer is not None and trump is not None
            called = isinstance(e, ev.DoubleCalled)
            truth.append(BidDecision(e.seat, int(called), level=level, trump=trump, delegated=delegated,
                                     declarer=e.seat == declarer, partner_passed=PARTNERS[e.seat] in passed))
            if called:
                level += 1
                passed = set()
            else:
                passed.add(e.seat)
    return g, truth


@settings(max_examples=150, deadline=None)
@given(number=st.integers(0, 1 << 30), dealer=st.integers(0, 3), seed=st.integers(0, 1 << 20),
       sant_vicenc_on_botifarra=st.booleans(), barraca=st.booleans())
def test_the_bidding_read_from_a_view_is_every_decision_the_engine_took(number, dealer, seed,
                                                                         sant_vicenc_on_botifarra, barraca):
    """``bid_decisions`` rebuilds the whole bidding from the public facts of any seat's view, the passes
    included (who passed, at which level, after the partner or not), as the engine's own events record it."""
    rules = Rules(sant_vicenc_on_botifarra=sant_vicenc_on_botifarra, barraca=barraca)
    g, truth = _bid_at_random(rules, number, dealer, random.Random(seed))
    assert g.phase is Phase.PLAY
    for seat in range(4):
        assert bid_decisions(g.view(seat)) == truth
    # and it stays so while the cards are played
    seat = g.turn
    assert seat is not None
    g.apply(Play(seat, RK.card_str((g.legal_mask_for(seat) & -g.legal_mask_for(seat)).bit_length() - 1)))
    assert bid_decisions(g.view(0)) == truth


def test_no_bidding_is_read_before_the_declaration():
    g = Game(Rules(), 0)
    g.apply(Deal(7))
    assert bid_decisions(g.view(1)) == []


@settings(max_examples=60, deadline=None)
@given(hands=st.lists(st.integers(min_value=1, max_value=FULL), min_size=1, max_size=8), seed=st.integers(0, 99),
       after=st.booleans(), trump=st.integers(0, 4), level=st.integers(0, 3), flags=st.tuples(st.booleans(),
                                                                                              st.booleans()))
def test_the_probabilities_of_every_bidding_choice_add_up_to_one(hands, seed, after, trump, level, flags):
    model = _fresh(seed)
    arr = np.array(hands, dtype=np.uint64)
    total = sum(np.exp(model.declaration_log_probs(arr, after, not after, c)) for c in range(len(CHOICES))
                if not (after and CHOICES[c] == "delegate"))
    assert np.allclose(total, 1.0, atol=1e-5)
    both = sum(np.exp(model.double_log_probs(arr, trump, flags[0], level, flags[1], after, called))
               for called in (False, True))
    assert np.allclose(both, 1.0, atol=1e-5)


def test_a_suits_input_is_its_own_cards_and_the_others_by_rank():
    hand = RK.mask_of(["9O", "1O", "3O", "12C", "1E", "5B"])
    x = declaration_inputs(np.array([hand], dtype=np.uint64), False)[0]
    oros = x[CHOICES.index("O")]
    assert [int(v) for v in oros[:12]] == [1 if (hand >> c & 1) else 0 for c in range(12)]
    assert oros[12:24].sum() == 3 and oros[24] == 3 / 4  # three side cards; three oros
    assert x[CHOICES.index("botifarra")][:12].sum() == 0 and x[CHOICES.index("botifarra")][12:24].sum() == 6
    assert x[CHOICES.index("O")][25] == 0 and x[CHOICES.index("O")][26] == 3  # no side void, three singletons
    assert x[CHOICES.index("E")][26] == 2  # against espases: copes and bastos are singletons
    assert x[CHOICES.index("O")][28] == 1  # the manilla and the ace of oros


def test_a_bidding_model_file_with_missing_or_misshapen_weights_is_refused(tmp_path):
    good = _fresh(1)
    path = tmp_path / "bids.npz"
    good.save(path)
    assert np.allclose(BidModel.load(path).p["D_W1"], good.p["D_W1"])
    params = dict(good.p)
    del params["X_w2"]
    with pytest.raises(ValueError, match="lacks X_w2"):
        BidModel(params)
    params = {**good.p, "D_W1": np.zeros((3, 8))}
    with pytest.raises(ValueError, match="do not fit"):
        BidModel(params)


def test_the_shipped_model_predicts_hards_declarations_better_than_chance():
    """On fresh deals (not the training seeds) the shipped model gives Hard's actual declaration more than the
    uniform share, and its first choice is Hard's most of the time."""
    model = BidModel.shipped()
    pick = random.Random("shipped-bids")
    gains, right = [], 0
    for i in range(24):
        g = Game(Rules(), pick.randrange(4))
        g.apply(Deal(pick.randrange(1 << 30)))
        seat = g.turn
        assert seat is not None
        view = g.view(seat)
        choice = CHOICES.index(HardBot(77 + i).declare(view, random.Random(i)))
        hand = np.array([RK.mask_of(view.hand)], dtype=np.uint64)
        lp = model.declaration_log_probs(hand, False, True, choice)[0]
        gains.append(lp + np.log(len(CHOICES)))
        probs = [model.declaration_log_probs(hand, False, True, c)[0] for c in range(len(CHOICES))]
        right += int(np.argmax(probs) == choice)
    assert np.mean(gains) > 0.5 and right >= 12


def test_the_bidding_makes_the_declarers_long_trumps_likelier():
    """Read with the bidding, a deal giving the declarer (another seat) many trumps explains its declaration
    better than one giving it none; without the bidding model the two weigh the same before any card."""
    rules = Rules()
    for number in range(40):
        g = Game(rules, 0)
        g.apply(Deal(number))
        if g.turn != 0:
            continue
        g.apply(Declare(0, "O"))
        while g.phase is Phase.DOUBLE:
            assert g.turn is not None
            g.apply(Double(g.turn, "pass"))
        view = g.view(1)  # seat 1 reads seat 0's declaration of oros
        k = read_view(view)
        oros = [c for c in range(12) if k.unknown >> c & 1]
        others = [c for c in range(12, 48) if k.unknown >> c & 1]
        if len(oros) < 7:
            continue
        long_trumps = sum(1 << c for c in oros[:7]) | sum(1 << c for c in others[:5])
        no_trumps = sum(1 << c for c in others[:12])
        deal_long = [0, k.hand, 0, 0]
        deal_long[0] = long_trumps
        deal_none = [no_trumps, k.hand, 0, 0]
        reading = PolicyReading(k, view, PolicyModel.shipped(RK), BidModel.shipped())
        plain = PolicyReading(k, view, PolicyModel.shipped(RK))
        lw = reading.log_weights([deal_long, deal_none])
        assert lw[0] > lw[1] + 1.0
        assert np.allclose(plain.log_weights([deal_long, deal_none]), 0.0)
        assert policy_reading(k, view, PolicyModel.shipped(RK)) is None  # no card yet: nothing to read
        assert policy_reading(k, view, PolicyModel.shipped(RK), BidModel.shipped()) is not None
        return
    pytest.fail("no deal with seat 0 to declare and seven oros unseen by seat 1")
