"""The rating: OpenSkill, the computer levels fixed anchors, updates that make sense, saved safely."""

import json

import pytest

from botifarra_desktop.duplicate import rating as r
from botifarra_desktop.storage import AppDirs, atomic
from botifarra_desktop.storage.rating import Rating, RatingStore


def test_the_anchors_give_the_arena_s_game_rates():
    assert r.win_chance(["hard", "hard"], ["medium", "medium"]) == pytest.approx(0.87, abs=0.01)
    assert r.win_chance(["medium", "medium"], ["easy", "easy"]) == pytest.approx(0.93, abs=0.01)


def test_the_anchors_never_move():
    before = dict(r.ANCHORS)
    skill = r.Skill()
    for total in (5, -3, 0, 8, -1):
        skill = r.after_duplicate(skill, "hard", total)
        skill = r.after_game(skill, "medium", ["hard", "hard"], [101, 77], True)
    assert r.ANCHORS == before
    assert r.anchor("hard").mu == 28.5 and r.anchor("hard").sigma == r.ANCHOR_SIGMA


def test_updates_are_sane():
    start = r.Skill()
    won, lost, drawn = (r.after_duplicate(start, "medium", t) for t in (4, -4, 0))
    assert lost.mu < start.mu < won.mu
    assert abs(drawn.mu - start.mu) < 0.5  # a draw against an equal anchor hardly moves it
    assert won.sigma < start.sigma and lost.sigma < start.sigma
    # beating a stronger level is worth more than beating a weaker one
    assert r.after_duplicate(start, "hard", 4).mu - start.mu > r.after_duplicate(start, "easy", 4).mu - start.mu
    # many wins against Medium: above Medium, and the uncertainty falls
    skill = start
    for _ in range(30):
        skill = r.after_duplicate(skill, "medium", 3)
    assert skill.mu > r.ANCHORS["medium"] and skill.sigma < 5
    # games: the pairs game and a game without partners
    assert r.after_game(start, "medium", ["medium", "medium"], [101, 50], True).mu > start.mu
    assert r.after_game(start, None, ["easy", "easy", "easy"], [10, 40, 20, 30], False).mu < start.mu
    with pytest.raises(ValueError):
        r.after_duplicate(start, "oracle", 1)


def test_the_store_keeps_the_history_and_counts_an_event_once(tmp_path):
    store = RatingStore(AppDirs.under(tmp_path))
    assert store.load()[0].skill == r.Skill()
    store.record_duplicate("match-1", "hard", 6)
    store.record_duplicate("match-1", "hard", 6)  # recorded again: counted once
    store.record_game("game-1", "medium", ["medium", "medium"], [60, 101], True)
    rating, problems = store.load()
    assert problems == []
    assert [e.key for e in rating.history] == ["match-1", "game-1"]
    assert [e.outcome for e in rating.history] == [1.0, 0.0]
    assert rating.skill.mu == rating.history[-1].mu
    data = json.loads(store.path.read_text())
    assert data["kind"] == "rating" and data["anchors"] == r.ANCHORS


def test_a_crash_while_writing_keeps_the_last_rating(tmp_path, monkeypatch):
    store = RatingStore(AppDirs.under(tmp_path))
    store.record_duplicate("match-1", "medium", 2)
    good = store.load()[0]

    def crash(temp, target):
        raise OSError("the machine went down")

    monkeypatch.setattr(atomic, "before_replace", crash)
    with pytest.raises(OSError):
        store.record_duplicate("match-2", "medium", -5)
    monkeypatch.undo()
    again = store.load()[0]
    assert again.skill == good.skill and [e.key for e in again.history] == ["match-1"]


def test_a_damaged_file_is_set_aside_and_reported(tmp_path):
    store = RatingStore(AppDirs.under(tmp_path))
    store.path.parent.mkdir(parents=True)
    store.path.write_text('{"kind": "rating", "version": 1, "mu": "lots"}')
    rating, problems = store.load()
    assert rating.skill == r.Skill() and problems
    with pytest.raises(ValueError):
        Rating.from_payload({"history": [{"at": "x"}]})
