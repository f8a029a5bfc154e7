"""Table rules: a computer player claims an illegal card only when its view proves it, and then the
claim always stands (RULES.md; seed 000, "Incompliment de les normes")."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine import Claim, Deal, Declare, Double, Game, Phase, Play, Rules
from botifarra_desktop.engine import events as ev
from botifarra_desktop.engine.claims import proven_offence, should_claim
from botifarra_desktop.session import Seat, TableSession


def _step(g: Game, rng: random.Random, cheat: float) -> None:
    """One action: random legal, except that a player sometimes plays a random illegal card."""
    s = g.to_act()
    if g.phase in (Phase.DEAL, Phase.HAND_OVER):
        g.apply(Deal(rng.randrange(10**6)))
    elif g.phase is Phase.DECLARE:
        g.apply(Declare(s, rng.choice(g.declare_options(s))))
    elif g.phase is Phase.DOUBLE:
        g.apply(Double(s, "pass"))
    else:
        legal = g.legal_cards(s)
        illegal = [c for c in g.hand_of(s) if c not in legal]
        g.apply(Play(s, rng.choice(illegal if illegal and rng.random() < cheat else legal)))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), way_name=st.sampled_from(["pairs", "pairs", "individual", "three"]),
       variant=st.sampled_from(["lliure", "obligada", "intermedia"]), strict=st.booleans(),
       cheat=st.sampled_from([0.05, 0.2, 0.5]))
def test_a_bots_claim_always_stands(seed, way_name, variant, strict, cheat):
    rng = random.Random(seed)
    rules = Rules(way_name=way_name, variant=variant, strict=strict, table_rules=True, target=None, hands=2)
    g = Game(rules, rng.randrange(rules.way.players))
    checked = set()  # (hand, seat): the claim is replayed once per hand and seat (replays are slow)
    while g.phase is not Phase.GAME_OVER:
        _step(g, rng, cheat)
        for seat in range(g.players):
            view = g.view(seat)
            if should_claim(view) and (g.hand_no, seat) not in checked:
                checked.add((g.hand_no, seat))
                off_seat, card, trick_no = proven_offence(view)
                assert g.side_of(off_seat) != g.side_of(seat)
                assert (off_seat, g.ranking.card_id(card), trick_no) in g.offences
                copy = Game.from_dict(g.to_dict())
                events = copy.apply(Claim(seat))  # raises if the claim did not stand
                assert any(isinstance(e, ev.IllegalCardClaimed) for e in events)


def test_claims_are_found_in_random_games_with_illegal_cards():
    # not a vacuous property: with players cheating, bots do find proofs
    found = 0
    for seed in range(30):
        rng = random.Random(seed)
        g = Game(Rules(table_rules=True, target=None, hands=1), 0)
        while g.phase is not Phase.GAME_OVER:
            _step(g, rng, 0.3)
            found += any(should_claim(g.view(s)) for s in range(4))
    assert found > 10


def test_no_claim_without_table_rules_or_without_proof():
    rng = random.Random(3)
    g = Game(Rules(target=None, hands=1), 0)
    while g.phase is not Phase.GAME_OVER:
        _step(g, rng, 0.0)
        assert not any(should_claim(g.view(s)) for s in range(4))


class FirstCard:
    """A quick bot: the first option it is offered (a legal card)."""

    def decide(self, view):
        if view.phase == "play":
            return view.legal[0]
        return view.options[-1] if view.phase == "double" else view.options[0]


def test_bots_claim_a_revoke_at_the_table():
    # seat 1 (a person) does not follow suit although it holds the suit led: a revoke.  Every card
    # is played by the end of the hand, so the suit shows and a bot of the other side claims.
    rules = Rules(table_rules=True, target=None, hands=1)
    s = TableSession(rules, seed=11, first_dealer=0,
                     seats=[Seat.bot("medium"), Seat.human(), Seat.bot("medium"), Seat.bot("medium")])
    s.start()
    bots = {0: FirstCard(), 2: FirstCard(), 3: FirstCard()}
    revoked = None
    while s.phase is Phase.DECLARE or s.phase is Phase.DOUBLE or s.phase is Phase.PLAY:
        s.drive_bots(bots)
        req = s.pending()
        if req is None:
            break
        view = s.view(1)
        if req.action != "play":
            s.act(1, req.action, "pass" if req.action == "double" else req.options[0])
            continue
        led = view.trick[0][1][-1] if view.trick else None
        off = [c for c in view.hand if led and c[-1] != led] if led and any(c[-1] == led for c in view.hand) else []
        if revoked is None and off:
            revoked = off[0]
            s.act(1, "play", revoked)
        else:
            s.act(1, "play", req.options[0])
    assert revoked is not None
    result = s.results[-1]
    assert result.claimed_by in (0, 2)
    claim = next(e for e in s.events(None)[0] if isinstance(e, ev.IllegalCardClaimed))
    assert claim.offender == 1 and claim.card == revoked
    assert result.score[0] == 36 * result.multiplier


ISSUE_30_PLAYS = ("5B 7B 9B 4B 3B 8B 11B 2B 6B 2O 10O 10B 3E 6E 10E 2E 2C 5C 8C 6C 4E 11E 3O 7E 4C 7C 10C 7O 12B 1O 8E 5E "
                  "11C 1C 3C 8O 1B 9O 4O 9E 12C 5O 11O 12O 12E 9C 6O 1E").split()


def test_the_issue_30_discard_order_offence_is_proved_by_the_last_trick():
    # individual, deal 1, seat 0 declares oros: seat 3 could no longer win a trick and played the 9E
    # in trick 10 holding oros; the engine records it, and the other seats prove it once their
    # view fixes every hand (seat 2 in the last trick, everyone at the end of the hand)
    g = Game(Rules(way_name="individual", table_rules=True), 0)
    g.apply(Deal(1))
    g.apply(Declare(0, "O"))
    while g.phase is Phase.DOUBLE:
        g.apply(Double(g.to_act(), "pass"))
    first_proof = {}
    for k, card in enumerate(ISSUE_30_PLAYS):
        g.apply(Play(g.to_act(), card))
        for s in range(4):
            if s not in first_proof and proven_offence(g.view(s)) is not None:
                first_proof[s] = k
    assert g.offences == [(3, g.ranking.card_id("9E"), 10)] and g.phase is Phase.HAND_OVER
    assert all(proven_offence(g.view(s)) == (3, "9E", 10) for s in (0, 1, 2))
    assert proven_offence(g.view(3)) is None  # nobody claims their own card
    assert set(first_proof) == {0, 1, 2} and min(first_proof.values()) < len(ISSUE_30_PLAYS) - 1
    events = g.apply(Claim(1))
    assert any(isinstance(e, ev.IllegalCardClaimed) and e.offender == 3 for e in events)


def test_the_issue_30_example_is_claimed_by_the_table_s_bots():
    s = TableSession(Rules(way_name="individual", table_rules=True), seed=0, first_dealer=0, deal_numbers=[1],
                     seats=[Seat.human(), Seat.bot("easy"), Seat.bot("easy"), Seat.human()])
    s.start()
    s.act(0, "declare", "O")
    while (req := s.pending()) is not None and req.action == "double":
        s.act(req.seat, "double", "pass")
    for card in ISSUE_30_PLAYS:
        req = s.pending()
        if req is None:
            break  # a bot claimed in the last trick: the hand is over
        s.act(req.seat, "play", card)
    result = s.results[-1]
    assert result.claimed_by in (1, 2)
    assert any(isinstance(e, ev.IllegalCardClaimed) and e.offender == 3 and e.card == "9E" and e.trick_no == 10
               for e in s.events(0, 0)[0])


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), way_name=st.sampled_from(["pairs", "individual", "three"]),
       variant=st.sampled_from(["lliure", "obligada"]))
def test_at_the_end_of_the_hand_every_offence_by_another_side_is_proved(seed, way_name, variant):
    rng = random.Random(seed)
    g = Game(Rules(way_name=way_name, variant=variant, table_rules=True, target=None, hands=1), rng.randrange(3))
    while g.phase is not Phase.HAND_OVER and g.phase is not Phase.GAME_OVER:
        _step(g, rng, 0.15)
    for seat in range(g.players):
        theirs = [o for o in g.offences if g.side_of(o[0]) != g.side_of(seat)]
        proof = proven_offence(g.view(seat))
        assert (proof is not None) == bool(theirs)
        if proof is not None:
            assert (proof[0], g.ranking.card_id(proof[1]), proof[2]) in theirs
