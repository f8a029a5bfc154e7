"""The end-of-hand breakdown names who doubled the stakes ("Contro: Right (×2)"), in the player's
language, from the engine: the calls of the hand's result, each with the multiplier the engine's
``DoubleCalled`` event gave it."""

import pytest
from layout_helpers import bring_to, doubling_runner, table_window
from PySide6.QtGui import QTextDocument
from ui_helpers import play_hand_as_human

from botifarra_desktop.engine import events as ev
from botifarra_desktop.ui.common.texts import call_name

#: "you" as the breakdown says it of a call of yours
YOU = {"en": "you", "ca": "tu"}


def shown_text(label) -> str:
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


@pytest.mark.parametrize("language", ["en", "ca"], indirect=True)
def test_the_breakdown_says_who_doubled_and_to_what(qtbot, language):
    w = table_window(qtbot, language=language)
    c = w.controller
    called: list[ev.DoubleCalled] = []
    c.event_shown.connect(lambda e: called.append(e) if isinstance(e, ev.DoubleCalled) else None)
    bring_to(qtbot.waitUntil, w, "pairs", "double", doubling_runner)  # the computer players double at once
    req = c.request
    mine = next(o for o in req.options if o != "pass")
    assert c.act("double", mine)  # and you raise them once more
    result = play_hand_as_human(qtbot, c)
    summary = w.table.summary
    qtbot.waitUntil(summary.isVisible)
    hand = called[-len(result.calls):]  # this hand's calls (earlier deals were played to reach it)
    assert [(e.seat, e.call) for e in hand] == list(result.calls) and len(hand) >= 2
    assert any(e.seat == 0 and e.call == mine for e in hand)
    note = shown_text(summary.note)
    for e in hand:
        who = YOU[language] if e.seat == 0 else w.table.names[e.seat]
        assert f"{call_name(e.call)}: {who} (×{e.multiplier})" in note, note
    # a call, its caller and its multiplier stay on one line: a narrow breakdown never starts one with "(×8)"
    assert summary.note.text().count("&nbsp;(×") == len(hand), summary.note.text()
