"""The review dialog: the hand's decisions listed, rated by the Hard level, a bad card marked with its cost."""

from botifarra_desktop.ai import make_bot
from botifarra_desktop.engine import Position, Rules
from botifarra_desktop.practice import Scenario, scenario_session, session_decisions
from botifarra_desktop.ui.common.deck import CardRenderer, find_decks
from botifarra_desktop.ui.practice.review_dialog import ReviewDialog


def played_hand():
    """Botifarra, three cards each; the human throws the manilla of oros on the rivals' ace of copes."""
    position = Position(rules=Rules(), hands=(("9O", "2B", "4E"), ("12O", "5C", "3E"), ("4C", "7C", "7B"),
                                              ("11O", "8E")),
                        dealer=3, declarer=3, trump=None, trick=((3, "1C"),), leader=3)
    session = scenario_session(Scenario(position=position))
    session.act(0, "play", "9O")
    session.drive_bots({s: make_bot("easy", s) for s in range(4)})
    return session_decisions(session, 0)


def test_the_review_lists_each_card_and_marks_the_costly_one(qtbot):
    points = played_hand()
    decks = find_decks(None)
    d = ReviewDialog(points, CardRenderer(decks), decks[0].id, "Hand 1")
    qtbot.addWidget(d)
    d.show()
    assert d.decision_list.count() == 3
    qtbot.waitUntil(lambda: d.complete, timeout=20000)
    first = d.decision_list.item(0).text()
    assert first.startswith("✗") and "manilla of oros" in first and "points" in first
    assert "would have played 1 of your 3 cards otherwise" in d.summary.text()
    d.decision_list.setCurrentRow(0)
    best = d.results[0].best
    assert d.board.buttons["9O"].verdict is False and d.board.buttons[best].verdict is True
    assert "Points your side could expect" in d.detail.text()
    d.decision_list.setCurrentRow(2)
    assert not d.next_button.isEnabled() and d.previous_button.isEnabled()
