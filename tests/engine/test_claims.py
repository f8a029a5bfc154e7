"""Table rules: a computer player claims an illegal card only when its view proves it, and then the
claim always stands (RULES.md; seed 000, "Incompliment de les normes")."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.engine.claims import proven_offence, should_claim
from botifarra_desktop.engine import Claim, Deal, Declare, Double, Game, Phase, Play, Rules
from botifarra_desktop.engine import events as ev
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
@given(seed=st.integers(0, 2**32), mode=st.sampled_from(["pairs", "pairs", "individual", "three"]),
       variant=st.sampled_from(["lliure", "obligada", "intermedia"]), strict=st.booleans(),
       cheat=st.sampled_from([0.05, 0.2, 0.5]))
def test_a_bots_claim_always_stands(seed, mode, variant, strict, cheat):
    rng = random.Random(seed)
    rules = Rules(mode=mode, variant=variant, strict=strict, table_rules=True, target=None, hands=2)
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
