"""Scenario files and coach lessons: every shipped one loads, its position is valid and the
answer it states is the engine's; broken files give a clear message."""

import json

import pytest

from botifarra_desktop.engine import Game, Position, Rules
from botifarra_desktop.practice import (
    Scenario,
    check_answer,
    dump_scenario,
    load_lessons,
    load_scenario,
    localized,
    parse_scenario,
    rotate_position,
    save_scenario,
    scenario_session,
)
from botifarra_desktop.practice.coach import all_right
from botifarra_desktop.resources import resource

COACH = resource("coach")
EXAMPLES = resource("scenarios")
SHIPPED = sorted(COACH.glob("*-*.json")) + sorted(EXAMPLES.glob("*.json"))


def test_the_coach_has_every_obligation_in_order_with_several_exercises():
    lessons, problems = load_lessons(COACH)
    assert problems == []
    assert [lesson.id for lesson in lessons] == ["servir", "matar", "tallar", "sobretallar", "lliure", "obligada",
                                       "intermedia", "botifarra"]
    assert all(len(lesson.exercises) >= 2 for lesson in lessons)
    # every file of the folder is in the index, none is forgotten
    listed = {e.id for lesson in lessons for e in lesson.exercises}
    assert listed == {p.stem for p in COACH.glob("*-*.json")}
    for lesson in lessons:
        for lang in ("ca", "es", "en"):
            assert lesson.text("title", lang) and lesson.text("intro", lang)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_each_shipped_scenario_states_the_engines_legal_cards(path):
    scenario, message = load_scenario(path)
    assert scenario is not None, message
    assert scenario.stated_legal is not None
    assert set(scenario.stated_legal) == set(scenario.legal())
    assert scenario.disagreement() is None
    # the refused cards are exactly the others, each with the engine's reason
    game = Game.from_position(scenario.position)
    hand = game.hand_of(scenario.to_play)
    assert set(scenario.refusals()) == set(hand) - set(scenario.legal())
    for card, refusal in scenario.refusals().items():
        assert refusal.code != "not_in_hand" and refusal.card == card and refusal.message
    for lang in ("ca", "es", "en"):
        assert scenario.text("title", lang) and scenario.text("question", lang)


@pytest.mark.parametrize("path", sorted(COACH.glob("*-*.json")), ids=lambda p: p.stem)
def test_coach_exercises_are_seat_0s_with_a_written_explanation(path):
    scenario, _ = load_scenario(path)
    assert scenario.to_play == 0
    for lang in ("ca", "es", "en"):
        assert len(scenario.text("explanation", lang)) > 40


def test_checking_an_answer_judges_each_card_by_the_engine():
    scenario, _ = load_scenario(COACH / "matar-1.json")  # must beat the 7C: 10C or 1C
    right = check_answer(scenario, {"10C", "1C"})
    assert all_right(right)
    wrong = {v.card: v for v in check_answer(scenario, {"2C", "10C"})}
    assert not all_right(wrong.values())
    assert wrong["2C"].chosen and not wrong["2C"].legal and wrong["2C"].refusal.code == "must_beat"
    assert not wrong["1C"].chosen and wrong["1C"].legal and not wrong["1C"].right
    assert wrong["10C"].right and wrong["5E"].refusal.code == "must_follow"


def small():
    return Position(rules=Rules(variant="obligada"),
                    hands=(("3E", "12E", "2C"), ("1E", "5O", "4C"), ("9E", "2B"), ("7E", "11B")),
                    dealer=0, declarer=0, trump="O", trick=((2, "6E"), (3, "10E")), leader=2,
                    calls=((1, "contro"),), totals=(20, 40))


def test_scenario_json_round_trip_keeps_everything(tmp_path):
    s = Scenario(position=small(), title={"ca": "Títol", "en": "Title"}, description="desc",
                 question="Which?", explanation={"es": "Porque"}, stated_legal=("12E",), extra={"author": "Pere"})
    path = tmp_path / "s.json"
    save_scenario(path, s)
    back, message = load_scenario(path)
    assert message == "" and back == s
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["kind"] == "botifarra-scenario" and data["version"] == 1 and data["to_play"] == 0
    assert parse_scenario(dump_scenario(s)) == s


def test_texts_fall_back_to_english_then_any_language():
    assert localized({"ca": "hola", "en": "hello"}, "ca_ES") == "hola"
    assert localized({"ca": "hola", "en": "hello"}, "fr") == "hello"
    assert localized({"es": "hola"}, "fr") == "hola"
    assert localized("plain", "ca") == "plain" and localized(None, "ca") == ""


def good_doc():
    return json.loads(dump_scenario(Scenario(position=small(), title="t")))


@pytest.mark.parametrize("text,fragment", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    (json.dumps(dict(good_doc(), kind="botifarra-game")), "its kind is"),
    (json.dumps(dict(good_doc(), version=7)), "newer Botifarra Desktop"),
    (json.dumps(dict(good_doc(), to_play=2)), "seat 0 is"),
    (json.dumps(dict(good_doc(), position=dict(good_doc()["position"], trump="X"))), "trump must be"),
    (json.dumps(dict(good_doc(), position=dict(good_doc()["position"],
                                               hands=[["3E", "12E"], ["1E", "5O", "4C"], ["9E", "2B"], ["7E", "11B"]]))),
     "same number of cards"),
    (json.dumps(dict(good_doc(), title=5)), "title"),
    (json.dumps({k: v for k, v in good_doc().items() if k != "position"}), "no position"),
])
def test_broken_scenario_files_give_a_clear_message(tmp_path, text, fragment):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    scenario, message = load_scenario(path)
    assert scenario is None and fragment in message and str(path) in message
    assert path.read_text(encoding="utf-8") == text  # the player's file is left as it was
    with pytest.raises(ValueError, match=fragment):
        parse_scenario(text)


def test_a_stated_answer_the_rules_contradict_is_reported_not_hidden():
    s = Scenario(position=small(), stated_legal=("3E", "12E"))
    assert s.disagreement() == (("12E", "3E"), ("12E",))


def test_rotating_puts_the_seat_to_move_at_seat_0_and_keeps_the_rules_answer():
    p = Position(rules=Rules(), hands=(("3E", "12E"), ("1E", "5O", "4C"), ("9E", "2B", "7O"), ("7E", "11B", "4O")),
                 dealer=3, declarer=1, delegated=True, trump="O", trick=((0, "6E"),), leader=0,
                 calls=((2, "contro"),), totals=(10, 30))
    s = Scenario(position=p)
    assert s.to_play == 1
    r = rotate_position(p, 1)
    assert r.hands[0] == p.hands[1] and r.trick == ((3, "6E"),) and r.dealer == 2 and r.declarer == 0
    assert r.calls == ((1, "contro"),) and r.totals == (30, 10)
    assert Scenario(position=r).legal() == s.legal() == ("1E",)
    session = scenario_session(s)
    req = session.pending()
    assert req.seat == 0 and req.options == ("1E",)
    assert set(session.view(0).hand) == {"1E", "5O", "4C"} and session.view(0).trick == ((3, "6E"),)


def test_the_documented_example_is_a_valid_scenario():
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "scenarios.md").read_text(encoding="utf-8")
    example = re.search(r"```json\n(\{\n  \"kind\": \"botifarra-scenario\".*?)\n```", doc, re.S).group(1)
    scenario = parse_scenario(example)
    assert scenario.disagreement() is None and set(scenario.legal()) == {"4C", "12C"}
