"""The coach's default button (yellow, bold) shows its whole word in every language: the bold
weight of the default style used to be left out of the button's width ("Comprova" lost its C)."""

import pytest
from PySide6.QtGui import QFont, QFontMetrics

from botifarra_desktop.practice import load_lessons
from botifarra_desktop.resources import resource
from botifarra_desktop.ui.common.deck import CardRenderer, find_decks
from botifarra_desktop.ui.practice.coach_dialog import CoachDialog

LANGUAGES = ("ca", "es", "en", "fr", "it", "pt")
PADDING = 16  # each side, from the coach's style sheet


def bold_room(button):
    """The width the button's text needs in the default style: bold, 18 px, and the side padding."""
    font = QFont(button.font())
    font.setPixelSize(18)
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(button.text()) + 2 * PADDING


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_check_and_next_are_wide_enough_for_their_bold_words(qtbot, language):
    lessons, _problems = load_lessons(resource("coach"))
    decks = find_decks(None)
    d = CoachDialog(lessons, CardRenderer(decks), decks[0].id, language)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    for button in (d.check_button, d.next_button):  # the two the dialog makes the default, in turn
        button.setDefault(True)
        d.layout().activate()
        assert button.width() >= bold_room(button), f"{button.text()!r}: {button.width()} px"
        button.setDefault(False)
