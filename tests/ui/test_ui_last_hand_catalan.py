"""The last hand's button in Catalan (issue 45, point 13: once read out as "Mà següent"): "Veure el
resultat" on the button and to a screen reader, offline and where the end of the game is known only
after the breakdown is up (a LAN host's hand limit), and "Mà següent" after any other hand."""

import pytest
from layout_helpers import bring_to, doubling_runner, table_window
from PySide6.QtGui import QAccessible

NAME = QAccessible.Text.Name


def read_out(button) -> str:
    return QAccessible.queryAccessibleInterface(button).text(NAME)


@pytest.mark.parametrize("language", ["ca"], indirect=True)
def test_the_last_hands_button_says_see_the_result_in_catalan(qtbot, language):
    w = table_window(qtbot, (1366, 768), language="ca")
    session = bring_to(qtbot.waitUntil, w, "pairs", "summary", doubling_runner)  # a hand that is not the last
    summary = w.table.summary
    assert not summary.leads_to_result
    assert summary.button.text() == read_out(summary.button) == "Mà següent"
    w2 = table_window(qtbot, (1366, 768), language="ca")
    bring_to(qtbot.waitUntil, w2, "pairs", "last_hand", doubling_runner, as_played=True)
    last = w2.table.summary
    assert last.isVisible() and last.leads_to_result
    assert last.button.text() == read_out(last.button) == "Veure el resultat"
    # the end known only after the breakdown is up (a LAN host's hand limit): the button is renamed
    assert summary.isVisible() and session.results
    w.table.show_game_over(0, (101, 50), len(session.results))
    assert summary.isVisible() and summary.leads_to_result
    assert summary.button.text() == read_out(summary.button) == "Veure el resultat"
