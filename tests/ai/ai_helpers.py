"""Shared helpers for the ai tests: drive a TableSession with bots, checking every answer."""

from botifarra_desktop.ai.bots import EasyBot, HardBot, MediumBot
from botifarra_desktop.session import TableSession


def cheap_bot(level, seed):
    """Bots for tests: the Hard level with a small, deterministic amount of work."""
    if level == "hard":
        return HardBot(seed, rollouts=48, bid_samples=6, max_seconds=None)
    return {"easy": EasyBot, "medium": MediumBot}[level](seed)


def play_hand(rules, seed, levels, dealer=0, on_decision=None):
    """Play one hand; every decision must be one of the request's options. Returns the session."""
    s = TableSession(rules, seed=seed, first_dealer=dealer)
    s.start()
    bots = {seat: cheap_bot(levels[seat % len(levels)], seed * 10 + seat) for seat in range(rules.way.players)}
    while True:
        req = s.pending()
        if req is None:
            return s
        view = s.view(req.seat)
        value = bots[req.seat].decide(view)
        assert value in req.options, (req, value)
        if on_decision:
            on_decision(s, req, view, value)
        s.act(req.seat, req.action, value)
