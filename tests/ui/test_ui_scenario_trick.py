"""A scenario at 800x600 (issue 45, point 5): the table beside the "Who was right?" panel draws
the trick about 30x45 px; the panel shows the trick under discussion in cards big enough to read,
whole in the window, with who played each and who is winning."""

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLabel

from botifarra_desktop.resources import resource
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.practice.scenario_panel import TRICK_CARD_WIDTH
from botifarra_desktop.ui.shell.main_window import MainWindow

#: The smallest card a player reads at a glance (px, width x height).
READABLE = (60, 90)


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_trick_under_discussion_is_shown_readable_in_the_panel(qtbot, size):
    from test_ui_practice_window import inline_runner

    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), inline_runner, "en")
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.practice.ask_open_path = lambda: str(resource("scenarios", "obligada-carregar.json"))
    w.practice.open_scenario()
    qtbot.waitUntil(lambda: w.controller.request is not None)
    panel = w.practice.panel
    qtbot.waitUntil(lambda: panel.isVisible())
    on_table = [item.card for _, item in w.table.table.trick]
    assert [b.card for b in panel.trick_cards] == on_table == ["2C", "9C", "5C"]
    assert TRICK_CARD_WIDTH >= READABLE[0]
    window = w.rect()
    for button in panel.trick_cards:
        width, height = button.card_size()
        assert width >= READABLE[0] and height >= READABLE[1], (width, height)
        assert button.isVisible()
        where = QRect(button.mapTo(w, button.rect().topLeft()), button.size())
        assert window.contains(where), (where, window)  # whole in the window, no scrolling needed
    captions = [label.text() for label in panel.trick_box.findChildren(QLabel)]
    assert any("Partner · winning" in text for text in captions), captions
