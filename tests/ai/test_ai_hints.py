"""suggest(): a legal option for the seat to act, with a template reason the UI can translate."""

import pytest
from ai_helpers import cheap_bot

from botifarra_desktop.ai.hints import TEMPLATES, Suggestion, suggest
from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession


def test_suggestions_are_legal_and_explained_in_every_phase():
    phases = set()
    codes = set()
    for seed in range(2):
        s = TableSession(Rules(), seed=seed, first_dealer=seed)
        s.start()
        bot = cheap_bot("medium", seed)
        n = 0
        while (req := s.pending()) is not None:
            view = s.view(req.seat)
            if n % 5 == 0 or req.action != "play":
                hint = suggest(view)
                assert isinstance(hint, Suggestion)
                assert hint.value in req.options
                assert hint.code in TEMPLATES and hint.reason == TEMPLATES[hint.code].format(**hint.params)
                if req.action == "play" and hint.code != "only_card":
                    assert hint.value in hint.reason
                phases.add(req.action)
                codes.add(hint.code)
            s.act(req.seat, req.action, bot.decide(view))
            n += 1
    assert phases == {"declare", "double", "play"}
    assert len(codes) >= 4


def test_suggest_refuses_when_the_seat_has_nothing_to_do():
    s = TableSession(Rules(), seed=1, first_dealer=0)
    s.start()
    idle = (s.pending().seat + 1) % 4
    with pytest.raises(ValueError, match="nothing for this seat"):
        suggest(s.view(idle))
