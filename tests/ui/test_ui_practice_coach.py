"""The rules coach dialog: choose the legal cards, check, right and wrong feedback from the engine."""

from PySide6.QtCore import Qt

from botifarra_desktop.practice import load_lessons
from botifarra_desktop.resources import resource
from botifarra_desktop.ui.practice.coach_dialog import CoachDialog
from botifarra_desktop.ui.common.deck import CardRenderer, find_decks


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


def test_the_lesson_texts_follow_the_language(qtbot):
    d = make(qtbot, language="ca")
    d.show_exercise(0, 0)
    assert d.title.text().startswith("Servir")
    assert "Quines cartes" in d.question.text()
