"""The scenario editor: build a position by clicking, engine messages inline, save, open, play from here."""

import json

from PySide6.QtCore import Qt

from botifarra_desktop.practice import load_scenario
from botifarra_desktop.ui.common.deck import CardRenderer, find_decks
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
    from botifarra_desktop.practice import Scenario, save_scenario

    from botifarra_desktop.engine.cards import full_deck

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
