"""The rules coach dialog: choose the legal cards, check, right and wrong feedback from the engine."""

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from botifarra_desktop.practice import load_lessons
from botifarra_desktop.resources import resource
from botifarra_desktop.ui.common.deck import CardRenderer, find_decks
from botifarra_desktop.ui.common.screen_fit import DIALOG_MARGIN
from botifarra_desktop.ui.practice.coach_dialog import CoachDialog


def make(qtbot, language="en"):
    lessons, problems = load_lessons(resource("coach"))
    assert problems == []
    decks = find_decks(None)
    d = CoachDialog(lessons, CardRenderer(decks), decks[0].id, language)
    qtbot.addWidget(d)
    d.show()
    return d


def click(qtbot, d, card):
    qtbot.mouseClick(d.board.buttons[card], Qt.MouseButton.LeftButton)


def test_the_right_cards_are_praised_and_each_refused_card_explained(qtbot):
    d = make(qtbot)
    d.show_exercise(1, 0)  # matar-1: the rival's 7C must be beaten: 10C or 1C
    assert set(d.board.buttons) == {"2C", "10C", "1C", "5E", "6O"}
    click(qtbot, d, "10C")
    click(qtbot, d, "1C")
    assert d.board.chosen() == {"10C", "1C"}
    qtbot.mouseClick(d.check_button, Qt.MouseButton.LeftButton)
    text = d.feedback.text()
    assert "Right!" in text
    assert "must beat" in text and "must follow" in text  # the engine's reasons for the refused cards
    assert d.board.buttons["10C"].verdict is True and d.board.buttons["1C"].verdict is True
    assert d.board.buttons["2C"].verdict is None  # left out, and rightly
    assert (1, 0) in d.solved


def test_a_wrong_choice_is_marked_red_with_the_reason(qtbot):
    d = make(qtbot)
    d.show_exercise(1, 0)
    click(qtbot, d, "2C")  # refused: must beat
    click(qtbot, d, "10C")
    d.check()
    text = d.feedback.text()
    assert "Not quite" in text
    assert "2 of copes" in text and "must beat it" in text  # the chosen refused card, with why
    assert "Ace of copes" in text and "you may play this card too" in text  # the legal card left out
    assert d.board.buttons["2C"].verdict is False and d.board.buttons["1C"].verdict is False
    assert d.board.buttons["10C"].verdict is True
    assert (1, 0) not in d.solved
    # choosing again clears the marks for a new try
    click(qtbot, d, "2C")
    assert d.board.buttons["10C"].verdict is None and d.feedback.text() == ""


def test_checking_nothing_asks_for_a_choice_and_show_answer_selects_the_engines_cards(qtbot):
    d = make(qtbot)
    d.show_exercise(5, 1)  # obligada-2
    d.check()
    assert "Choose the cards" in d.feedback.text()
    d.show_answer()
    assert d.board.chosen() == set(d.scenario.legal()) == {"3E", "12E"}
    assert "8 of espases" in d.feedback.text()


def test_next_and_previous_walk_through_every_exercise_in_order(qtbot):
    d = make(qtbot)
    seen = [(d.lesson_index, d.exercise_index)]
    while d.next_button.isEnabled():
        qtbot.mouseClick(d.next_button, Qt.MouseButton.LeftButton)
        seen.append((d.lesson_index, d.exercise_index))
    assert len(seen) == sum(len(les.exercises) for les in d.lessons) == len(set(seen))
    assert d.lesson_list.currentRow() == len(d.lessons) - 1
    d.step(-1)
    assert (d.lesson_index, d.exercise_index) == seen[-2]



def press_enter(qtbot, d):
    qtbot.keyClick(d, Qt.Key.Key_Return)


def test_after_a_right_check_enter_means_next_then_check_on_the_new_exercise(qtbot):
    d = make(qtbot)
    d.show_exercise(1, 0)
    assert d.check_button.isDefault() and not d.next_button.isDefault()
    click(qtbot, d, "10C")
    click(qtbot, d, "1C")
    press_enter(qtbot, d)  # Enter checks
    assert "Right!" in d.feedback.text() and (1, 0) in d.solved
    assert d.next_button.isDefault() and not d.check_button.isDefault()  # the look follows Enter
    press_enter(qtbot, d)  # Enter goes on
    assert (d.lesson_index, d.exercise_index) == (1, 1)
    assert d.feedback.text() == "" and d.board.chosen() == set()
    assert d.check_button.isDefault() and not d.next_button.isDefault()
    d.board.set_chosen(d.scenario.legal())
    press_enter(qtbot, d)  # on the new exercise Enter checks again
    assert (d.lesson_index, d.exercise_index) == (1, 1)
    assert "Right!" in d.feedback.text() and (1, 1) in d.solved


def test_changing_a_right_answer_makes_enter_check_again(qtbot):
    d = make(qtbot)
    d.show_exercise(1, 0)
    click(qtbot, d, "10C")
    click(qtbot, d, "1C")
    press_enter(qtbot, d)
    assert d.next_button.isDefault()
    click(qtbot, d, "2C")  # the player changes the answer: a new try
    assert d.check_button.isDefault() and not d.next_button.isDefault()
    press_enter(qtbot, d)
    assert (d.lesson_index, d.exercise_index) == (1, 0)
    assert "Not quite" in d.feedback.text()


def test_after_a_wrong_check_or_a_shown_answer_enter_still_checks(qtbot):
    d = make(qtbot)
    d.show_exercise(1, 0)
    click(qtbot, d, "2C")
    press_enter(qtbot, d)
    assert "Not quite" in d.feedback.text() and d.check_button.isDefault()
    press_enter(qtbot, d)
    assert (d.lesson_index, d.exercise_index) == (1, 0)
    d.show_answer()
    assert d.check_button.isDefault() and not d.next_button.isDefault()


def test_on_the_last_exercise_a_right_answer_leaves_enter_on_check(qtbot):
    d = make(qtbot)
    last = len(d.lessons) - 1
    d.show_exercise(last, len(d.lessons[last].exercises) - 1)
    d.board.set_chosen(d.scenario.legal())
    press_enter(qtbot, d)
    assert "Right!" in d.feedback.text()
    assert not d.next_button.isEnabled() and d.check_button.isDefault()

def test_the_lesson_texts_follow_the_language(qtbot):
    d = make(qtbot, language="ca")
    d.show_exercise(0, 0)
    assert d.title.text().startswith("Servir")
    assert "Quines cartes" in d.question.text()


def make_on(qtbot, monkeypatch, width, height):
    """The coach on a screen whose free area (without panels) is ``width`` x ``height``."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, width, height))
    return make(qtbot)


@pytest.mark.parametrize("area", [(800, 570), (1366, 738)])
def test_the_coach_fits_the_screen_with_every_card_whole_and_every_button_in_sight(qtbot, monkeypatch, area):
    d = make_on(qtbot, monkeypatch, *area)
    qtbot.waitExposed(d)
    room = QSize(*area) - DIALOG_MARGIN
    for size in (d.size(), d.minimumSizeHint()):
        assert size.width() <= room.width() and size.height() <= room.height(), size
    assert d.narrow == (area[0] < 1366)
    for lesson in range(len(d.lessons)):
        for exercise in range(len(d.lessons[lesson].exercises)):
            d.show_exercise(lesson, exercise)
            QApplication.processEvents()
            # the board is never cut: the exercise scrolls up and down only, as wide as its board
            assert d.exercise_scroll.viewport().width() >= d.board.width(), (lesson, exercise)
            assert d.board.width() >= d.board.minimumSizeHint().width()
            for card in d.board.buttons.values():
                assert card.card_width >= 80
    for button in (d.check_button, d.answer_button, d.again_button, d.previous_button, d.next_button):
        assert d.rect().contains(button.geometry()), button.text()  # outside the scroll: always in sight
    # Check brings its verdict into view under the cards
    d.show_exercise(1, 0)
    click(qtbot, d, "2C")
    qtbot.mouseClick(d.check_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    top = d.feedback.mapTo(d.exercise_scroll.viewport(), d.feedback.rect().topLeft()).y()
    assert 0 <= top < d.exercise_scroll.viewport().height()


def test_on_a_large_screen_the_coach_keeps_its_roomy_size(qtbot, monkeypatch):
    d = make_on(qtbot, monkeypatch, 1920, 1040)
    assert d.size() == QSize(1180, 760)
    assert not d.narrow and d.board.card_width == 96
