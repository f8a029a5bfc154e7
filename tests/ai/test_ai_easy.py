"""Easy stays a beginner who makes sense: its impulses are any legal card but one thrown away for nothing."""

import pytest
from ai_helpers import play_hand

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.cards import SUITS
from botifarra_desktop.engine.tricks import trick_winner_index
from botifarra_desktop.engine.ways import WAYS

RULE_SETS = [Rules(), Rules(variant="obligada"), Rules(variant="intermedia"), Rules(strict=True),
             *(Rules(way_name=m) for m in WAYS if m != "pairs")]


def wasted(view, card):
    """Does ``card`` give the other side points for nothing: the trick is theirs, the card does not take
    it over, and a legal card with fewer points would have done?  (The engine's own trick winner.)"""
    if not view.trick:
        return False
    rk = view.rules.card_ranking
    way = view.rules.way
    cards = [rk.card_id(c) for _, c in view.trick]
    trump = None if view.trump is None else SUITS.index(view.trump)
    holder = view.trick[trick_winner_index(cards, trump)][0]
    if way.side_of(holder) == way.side_of(view.seat):
        return False
    if trick_winner_index(cards + [rk.card_id(card)], trump) == len(cards):
        return False
    return rk.points[rk.card_id(card)] > min(rk.points[rk.card_id(c)] for c in view.legal)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.way_name}-{r.variant}-{r.strict}")
def test_easy_never_throws_points_away_when_a_cheaper_card_would_follow(rules):
    chances, gifts = [], []

    def check(s, req, view, value):
        if req.action != "play" or req.seat % 2:  # Easy sits on the even seats, Medium on the odd ones
            return
        if any(wasted(view, c) for c in view.legal):
            chances.append(value)
        if wasted(view, value):
            gifts.append((view.trick, view.legal, value))

    for seed in range(12):
        play_hand(rules, seed, ["easy", "medium"], dealer=seed % rules.way.players, on_decision=check)
    assert len(chances) >= 10  # the hands gave Easy the chance to throw points away ...
    assert gifts == []  # ... and it never did


def test_the_previous_easy_of_the_arena_still_throws_points_away():
    """"easy-prev" (the previous release's Easy, an arena level) is the yardstick the gifts are counted against."""
    from botifarra_desktop.ai.arena import EXTRA_LEVELS
    from botifarra_desktop.session import TableSession

    gifts = 0
    for seed in range(6):
        s = TableSession(Rules(), seed=seed, first_dealer=seed % 4)
        s.start()
        bots = {seat: EXTRA_LEVELS["easy-prev"](seed * 4 + seat) for seat in range(4)}
        while (req := s.pending()) is not None:
            view = s.view(req.seat)
            value = bots[req.seat].decide(view)
            gifts += req.action == "play" and wasted(view, value)
            s.act(req.seat, req.action, value)
    assert gifts >= 3
