"""Every level plays legally in every variant, declares and doubles with valid options, and is deterministic."""

import pytest
from ai_helpers import cheap_bot, play_hand

from botifarra_desktop.ai import LEVELS, make_bot
from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.events import HandScored

RULE_SETS = {
    "lliure": Rules(),
    "obligada": Rules(variant="obligada"),
    "intermedia": Rules(variant="intermedia", announce_carrego=True),
    "strict": Rules(strict=True),
    "three_second": Rules(ranking="three_second", variant="obligada"),
    "lleida_barraca": Rules(barraca=True, sant_vicenc_on_botifarra=True),
}


@pytest.mark.parametrize("name", sorted(RULE_SETS))
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_plays_whole_hands_legally(name, level):
    rules = RULE_SETS[name]
    hands = 2 if level == "hard" else 6
    for seed in range(hands):
        # The level under test sits on one side, the others on the other side.
        other = {"easy": "medium", "medium": "hard", "hard": "easy"}[level]
        s = play_hand(rules, seed, [level, other], dealer=seed % 4)
        assert any(isinstance(e, HandScored) for e in s.all_events())


def test_declarations_and_doubles_are_options_and_sometimes_bold():
    seen_decl, seen_calls = set(), set()
    for seed in range(40):
        def record(s, req, view, value):
            if req.action == "declare":
                seen_decl.add(value)
            elif req.action == "double":
                seen_calls.add(value)
        play_hand(Rules(), seed, ["medium"], dealer=seed % 4, on_decision=record)
    # Hands vary: over 40 deals the medium level names several suits, and both passes and calls.
    assert len(seen_decl & {"O", "C", "E", "B"}) >= 3
    assert "pass" in seen_calls


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_same_seed_same_decisions(level):
    logs = []
    for _ in range(2):
        s = play_hand(Rules(), 7, [level], dealer=1)
        logs.append([a for a in s.actions])
    assert logs[0] == logs[1]


def test_decide_is_repeatable_on_the_same_view():
    from botifarra_desktop.session import TableSession

    s = TableSession(Rules(), seed=3, first_dealer=0)
    s.start()
    for level in LEVELS:
        bot = make_bot(level, 11)
        view = s.view(s.pending().seat)
        assert bot.decide(view) == bot.decide(view)


def test_forced_card_is_played_without_search():
    bot = cheap_bot("hard", 1)

    def no_search(view, rng):
        raise AssertionError("searched a forced card")

    bot.play = no_search
    forced = []

    def record(s, req, view, value):
        if req.action == "play" and len(view.legal) == 1:
            forced.append(view.legal[0])
            assert bot.decide(view) == view.legal[0]

    play_hand(Rules(), 5, ["medium"], on_decision=record)
    assert forced  # the last trick at least is always forced


def test_make_bot_refuses_unknown_levels_and_the_oracle():
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("oracle", 1)
    with pytest.raises(ValueError):
        make_bot("expert", 1)
    with pytest.raises(ValueError):
        make_bot("easy", "x")


def test_a_bot_refuses_to_decide_out_of_turn():
    from botifarra_desktop.session import TableSession

    s = TableSession(Rules(), seed=3, first_dealer=0)
    s.start()
    idle = (s.pending().seat + 2) % 4
    for level in LEVELS:
        with pytest.raises(ValueError, match="nothing to decide"):
            make_bot(level, 1).decide(s.view(idle))


def test_hard_doubles_on_a_smaller_margin_than_medium(monkeypatch):
    """With the same estimate (2 points above the base), Hard calls contro and Medium passes."""
    from botifarra_desktop.ai import bidding
    from botifarra_desktop.ai.bots import HardBot, MediumBot

    views = []
    for seed in range(20):
        play_hand(Rules(), seed, ["easy"], dealer=seed % 4,
                  on_decision=lambda s, req, view, value: views.append(view) if req.action == "double" else None)
        if any("contro" in v.options for v in views):
            break
    view = next(v for v in views if "contro" in v.options)
    base = view.rules.way.base
    for margin, hard_call in ((2.0, "contro"), (bidding.DOUBLE_MARGIN["contro"] + 1.0, "contro"), (0.5, "pass")):
        monkeypatch.setattr(bidding, "expected_points", lambda v, n, rng, m=margin: base + m)
        assert HardBot(1, bid_samples=4).decide(view) == hard_call
        medium = "contro" if margin > bidding.DOUBLE_MARGIN["contro"] else "pass"
        assert MediumBot(1).decide(view) == medium


def test_hard_says_botifarra_without_the_club_margin(monkeypatch):
    """Botifarra estimated 1 point better than the best trump: Hard says it, Medium names the trump."""
    from botifarra_desktop.ai import bidding
    from botifarra_desktop.ai.bots import HardBot, MediumBot

    views = []
    play_hand(Rules(), 0, ["easy"], on_decision=lambda s, req, view, value:
              views.append(view) if req.action == "declare" else None)
    view = views[0]
    assert "botifarra" in view.options and "O" in view.options

    def estimate(v, choices, samples, rng):
        return {c: 6.0 if c == "botifarra" else (5.0 if c == "O" else -10.0) for c in choices}

    monkeypatch.setattr(bidding, "estimate", estimate)
    assert HardBot(1, bid_samples=4).decide(view) == "botifarra"
    assert MediumBot(1).decide(view) == "O"
