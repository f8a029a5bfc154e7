"""The offline Rematch goes on with the dealing rotation (issue 45, point 11): under the Lleida
rule too, the player on the right of the last dealer deals and makes trump, not the holder of the
5 of espases (who makes trump only at the start of a game from scratch)."""

import layout_helpers
from layout_helpers import bring_to, table_window
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine import events as ev
from botifarra_desktop.engine.rules import FIRST_DEALER_LLEIDA
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner


def quiet_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def play_out(wait, window) -> None:
    """Play the game on the table to its end (the human: a suit, pass, the first legal card)."""
    c = window.controller
    while True:
        wait(lambda: c.request is not None or (c.idle and c.view().phase in ("hand_over", "game_over")))
        req = c.request
        if req is None:
            if c.view().phase == "game_over":
                return
            window.table.summary.button.click()  # the next hand
            continue
        value = {"declare": next(o for o in req.options if o not in ("botifarra", "delegate")),
                 "double": "pass"}.get(req.action, req.options[0])
        assert c.act(req.action, value)


def test_the_offline_rematch_goes_on_with_the_rotation_under_the_lleida_rule(qtbot, monkeypatch):
    monkeypatch.setattr(layout_helpers, "rules_for", lambda way_name, phase: Rules(
        way_name=way_name, target=None, hands=1, first_dealer=FIRST_DEALER_LLEIDA))
    w = table_window(qtbot, (1366, 768), runner=quiet_runner)
    monkeypatch.setattr(w, "runner_factory", quiet_runner)
    bring_to(qtbot.waitUntil, w, "pairs", "game_over", quiet_runner, as_played=True)
    wrong = []
    for game in range(6):
        old = w.controller.session
        expected = old.next_game_dealer()
        assert expected is not None
        w.rematch()
        new = w.controller.session
        assert new is not old and new.rules.first_dealer == FIRST_DEALER_LLEIDA
        assert new.goes_on, "the rematch starts the rotation again from scratch"
        qtbot.waitUntil(lambda: new.hand_no == 1)
        started = next(e for e in new.all_events() if isinstance(e, ev.HandStarted))
        if started.dealer != expected or started.lleida_five_of_espases:  # the 5 of espases made trump
            wrong.append((game, expected, started))
        play_out(qtbot.waitUntil, w)
    assert not wrong, wrong
