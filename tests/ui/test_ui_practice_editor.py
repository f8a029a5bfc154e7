"""The scenario editor: build a position by clicking, engine messages inline, save, open, play from here."""

import json

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QPushButton

from botifarra_desktop.practice import load_scenario
from botifarra_desktop.ui.common.deck import CardRenderer, find_decks
from botifarra_desktop.ui.common.screen_fit import DIALOG_MARGIN
from botifarra_desktop.ui.practice.scenario_editor import TRICK, ScenarioEditor


def make(qtbot):
    decks = find_decks(None)
    e = ScenarioEditor(CardRenderer(decks), decks[0].id, "en")
    qtbot.addWidget(e)
    e.show()
    return e


def put(qtbot, e, target, cards):
    e.target_group.button(target).setChecked(True)
    for c in cards:
        qtbot.mouseClick(e.card_buttons[c], Qt.MouseButton.LeftButton)


def build(qtbot, e):
    """South, second to play, must beat West's 7 of copes: 10C or 1C."""
    e.leader.setCurrentIndex(3)  # West leads; South (on West's right) plays next
    put(qtbot, e, 0, ["2C", "10C", "1C", "5E"])
    put(qtbot, e, 1, ["3O", "4O", "8B", "9B"])
    put(qtbot, e, 2, ["6E", "7E", "2B", "3B"])
    put(qtbot, e, 3, ["11O", "12O", "4B"])
    put(qtbot, e, TRICK, ["7C"])


def test_an_impossible_position_is_explained_in_words_and_cannot_be_saved(qtbot):
    e = make(qtbot)
    put(qtbot, e, 0, ["9O", "1O"])
    assert "same number of cards" in e.problem.text()
    assert not e.save_button.isEnabled() and not e.play_button.isEnabled()
    # clicking a card where it already is takes it back; elsewhere moves it
    put(qtbot, e, 0, ["9O"])
    assert e.hands[0] == ["1O"]
    put(qtbot, e, 2, ["1O"])
    assert e.hands[0] == [] and e.hands[2] == ["1O"]
    assert e.card_buttons["1O"].badge == "N"


def test_fill_the_rest_gives_every_seat_the_chosen_number_of_cards(qtbot):
    e = make(qtbot)
    e.leader.setCurrentIndex(3)
    put(qtbot, e, 0, ["9O", "1O"])
    put(qtbot, e, TRICK, ["3C"])  # West's card
    e.per_seat.setValue(6)
    e.fill_random()
    assert [len(h) for h in e.hands] == [6, 6, 6, 5]
    assert "9O" in e.hands[0] and e.scenario is not None and "Ready" in e.problem.text()
    e.per_seat.setValue(1)
    e.fill_random()
    assert "more than 1" in e.problem.text()


def test_round_trip_build_save_open_and_play_from_here(qtbot, tmp_path):
    e = make(qtbot)
    build(qtbot, e)
    e.trump.setCurrentIndex(e.trump.findData("O"))
    e.calls.setCurrentIndex(1)  # contro
    e.title.setText("Matar")
    e.question.setText("Which?")
    assert e.scenario is not None, e.problem.text()
    assert "Ready" in e.problem.text() and "ace of copes" in e.problem.text()
    path = tmp_path / "mine"
    e.ask_save_path = lambda: str(path)
    assert e.save_file()
    saved = tmp_path / "mine.json"
    scenario, message = load_scenario(saved)
    assert message == "" and set(scenario.legal()) == {"10C", "1C"}
    assert scenario.position.calls == ((1, "contro"),) and scenario.title == "Matar"

    # never silently overwrite: asked, and "no" keeps the file
    asked = []
    e.ask_save_path = lambda: str(saved)
    e.confirm_replace = lambda p: asked.append(p) or False
    e.title.setText("Changed")
    assert not e.save_file() and asked == [saved]
    assert json.loads(saved.read_text(encoding="utf-8"))["title"] == "Matar"

    other = make(qtbot)
    other.ask_open_path = lambda: str(saved)
    other.open_file()
    assert other.hands == e.hands and other.trick == ["7C"] and other.title.text() == "Matar"
    assert other.calls.currentIndex() == 1 and other.leader.currentData() == 3
    with qtbot.waitSignal(other.play_requested) as blocker:
        qtbot.mouseClick(other.play_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].position == scenario.position


def test_opening_a_broken_file_says_why_and_keeps_the_editor(qtbot, tmp_path, monkeypatch):
    e = make(qtbot)
    build(qtbot, e)
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "botifarra-scenario", "version": 9}', encoding="utf-8")
    shown = []
    monkeypatch.setattr("botifarra_desktop.ui.practice.scenario_editor.QMessageBox.warning",
                        lambda *args: shown.append(args[2]))
    e.ask_open_path = lambda: str(bad)
    e.open_file()
    assert shown and "newer Botifarra Desktop" in shown[0]
    assert e.hands[0] == ["2C", "10C", "1C", "5E"]  # nothing lost


def test_rule_options_the_editor_does_not_show_survive_open_and_save(qtbot, tmp_path):
    from botifarra_desktop.engine import Position, Rules
    from botifarra_desktop.engine.cards import full_deck
    from botifarra_desktop.practice import Scenario, save_scenario

    rules = Rules(barraca=True, table_rules=True, variant="obligada")
    used = {"2C", "10C", "3O", "4O", "6E", "7E", "11O", "7C"}
    rest = tuple(c for c in full_deck() if c not in used)
    position = Position(rules=rules, hands=(("2C", "10C"), ("3O", "4O"), ("6E", "7E"), ("11O",)), dealer=0,
                        declarer=0, trump="O", trick=((3, "7C"),), leader=3, won=(rest[:20], rest[20:]),
                        totals=(40, 55),
                        calls=((3, "contro"), (2, "recontro"), (1, "sant_vicenc"), (0, "barraca")))
    path = tmp_path / "b.json"
    save_scenario(path, Scenario(position=position))
    e = make(qtbot)
    e.ask_open_path = lambda: str(path)
    e.open_file()
    assert e.calls.currentIndex() == 4 and e.scenario is not None, e.problem.text()
    e.ask_save_path = lambda: str(tmp_path / "c.json")
    assert e.save_file()
    back, _ = load_scenario(tmp_path / "c.json")
    assert back.position == position  # rules, callers, won cards and totals all kept


@pytest.mark.parametrize("area", [(800, 570), (1366, 738)])
def test_the_editor_fits_the_screen_with_the_whole_deck_and_its_buttons_in_sight(qtbot, monkeypatch, area):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, *area))
    e = make(qtbot)
    qtbot.waitExposed(e)
    room = QSize(*area) - DIALOG_MARGIN
    for size in (e.size(), e.minimumSizeHint()):
        assert size.width() <= room.width() and size.height() <= room.height(), size
    assert e.narrow == (area[0] < 1366)
    # the facts and the deck scroll up and down only, never narrower than they need: nothing cut
    content = e.body_scroll.widget()
    assert e.body_scroll.viewport().width() >= content.minimumSizeHint().width()
    viewport = e.body_scroll.viewport().rect()
    for card, button in e.card_buttons.items():
        assert button.card_width >= 46, card
        left = button.mapTo(e.body_scroll.viewport(), button.rect().topLeft()).x()
        assert 0 <= left and left + button.width() <= viewport.width(), card
    for button in (e.open_button, e.save_button, e.play_button):
        assert e.rect().contains(button.geometry()), button.text()
    # the engine's word on the position is in sight while cards are clicked
    put(qtbot, e, 0, ["9O", "1O"])
    assert "same number of cards" in e.problem.text() and e.problem.isVisible()
    if e.narrow:
        assert e.rect().contains(e.problem.geometry()) and not content.isAncestorOf(e.problem)


def test_on_a_large_screen_the_editor_keeps_its_roomy_size(qtbot, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1920, 1040))
    e = make(qtbot)
    assert e.size() == QSize(1260, 780)
    assert not e.narrow and e.card_buttons["9O"].card_width == 54


def test_enter_never_deals_or_clears_the_cards_by_surprise(qtbot):
    """Enter where the editor opens, or on the random-fill, clear, open and save buttons, neither changes
    the cards nor opens a file window (a player who presses Enter out of habit keeps the cards placed so
    far); it is the bold Play from here, pressed only once the position is ready."""
    e = make(qtbot)
    asked = []
    e.ask_open_path = e.ask_save_path = lambda: asked.append("a file window") or ""
    qtbot.waitExposed(e)
    e.activateWindow()
    qtbot.waitUntil(lambda: e.isActiveWindow())
    put(qtbot, e, 0, ["9O", "1O"])
    e.target_group.button(0).setFocus()
    qtbot.keyClick(e.focusWidget(), Qt.Key.Key_Return)
    assert e.hands[0] == ["9O", "1O"] and e.hands[1] == []
    for button in e.findChildren(QPushButton):
        if button.text() in ("Fill the rest at random", "Clear the cards", "Open…", "Save…"):
            button.setFocus()
            qtbot.keyClick(button, Qt.Key.Key_Return)
            assert e.hands[0] == ["9O", "1O"] and e.hands[1] == [] and not asked, button.text()
    assert e.play_button.isDefault() and not e.play_button.isEnabled()  # not ready: Enter plays nothing
