"""Statistics add up over bot-played games, count nothing twice and survive damage."""

import json
import random
import shutil
from pathlib import Path

import pytest

from botifarra_desktop.engine import PRESETS, Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage.meta import GameMeta
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.statistics import (
    STATISTICS_DOCUMENT,
    Statistics,
    StatisticsStore,
    opponents_level,
    partner_level,
)

FIXTURES = Path(__file__).parent / "fixtures"


class RandomLegal:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def decide(self, view):
        if view.phase == "double":
            return view.options[0] if self.rng.random() < 0.3 else "pass"
        return self.rng.choice(view.legal if view.phase == "play" else view.options)


def _play(store, rules, seed, meta_kw):
    session = TableSession(rules, seed=seed)
    meta = GameMeta.for_session(session, **meta_kw)
    bots = {i: RandomLegal(seed * 4 + i) for i in range(session.players)}
    session.start()
    while True:
        session.drive_bots(bots)
        store.record_hand(session, session.hand_no, meta)
        if session.over:
            store.record_game(session, meta)
            return session
        session.next_hand()


EASY = {"ai_levels": (None, "easy", "easy", "easy")}
MIXED = {"ai_levels": (None, "hard", "easy", "medium"), "seat_kinds": ("human", "bot", "bot", "bot")}
PEOPLE = {"seat_kinds": ("human", "remote", "human", "bot"), "ai_levels": (None, None, None, "hard")}


def _top(r):
    """Seat 0's side had the best score of the hand, above zero (counted by hand here)."""
    return r.score[0] > 0 and sorted(r.score)[-2] < r.score[0]


def _expected(sessions):
    hands = [(s.rules.way_name, r) for s in sessions for r in s.results]
    ours = {"pairs": (0, 2)}
    called = [r for way_name, r in hands if any(seat in ours.get(way_name, (0,)) for seat, _ in r.calls)]
    return {
        "games_played": len(sessions),
        "games_won": sum(s.winner == 0 for s in sessions),
        "hands_played": len(hands),
        "hands_won": sum(_top(r) for _, r in hands),
        "points": sum(r.points[0] for _, r in hands),
        "score": sum(r.score[0] for _, r in hands),
        "contros_called": len(called),
        "contros_won": sum(_top(r) for r in called),
    }


def test_statistics_add_up_over_bot_played_games(tmp_path):
    store = StatisticsStore(AppDirs.under(tmp_path))
    plan = [(PRESETS["lliure"], 1, EASY), (PRESETS["obligada"], 2, EASY), (PRESETS["lliure"], 3, MIXED),
            (Rules(target=51), 4, PEOPLE), (PRESETS["intermedia"], 5, MIXED), (Rules(target=51), 6, EASY)]
    sessions = [(_play(store, rules, seed, kw), rules, kw) for rules, seed, kw in plan]
    stats, problems = store.load()
    assert problems == []
    everything = [s for s, _, _ in sessions]
    assert stats.total.to_dict() == _expected(everything)
    assert 0 < stats.total.games_won < stats.total.games_played  # both outcomes occur in this sample
    assert stats.total.contros_called > 0
    for variant in ("lliure", "obligada", "intermedia"):
        chosen = [s for s, rules, _ in sessions if rules.variant == variant]
        assert stats.by_variant[variant].to_dict() == _expected(chosen)
    assert set(stats.by_opponents) == {"easy", "mixed", "human"}
    assert stats.by_opponents["easy"].to_dict() == _expected([s for s, _, kw in sessions if kw is EASY])
    assert set(stats.by_partner) == {"easy", "human"}
    assert stats.by_partner["human"].to_dict() == _expected([s for s, _, kw in sessions if kw is PEOPLE])
    assert stats.total.average_points == pytest.approx(stats.total.points / stats.total.hands_played)
    deficits = [max(r.totals[1] - r.totals[0] for r in s.results) for s in everything if s.winner == 0]
    assert stats.best_comeback == max([d for d in deficits if d > 0], default=0)


def test_recording_a_hand_or_game_again_does_not_count_it_twice(tmp_path):
    store = StatisticsStore(AppDirs.under(tmp_path))
    session = _play(store, Rules(target=51), 7, EASY)
    once = store.load()[0].to_payload()
    meta = GameMeta.from_dict({**GameMeta.for_session(session, **EASY).to_dict(),
                               "game_id": next(iter(once["recent_games"]))})
    store.record_hand(session, 1, meta)
    store.record_game(session, meta)
    assert store.load()[0].to_payload() == once


def _game_with_comeback():
    """A finished game won by team 0 after trailing, found by seed."""
    for seed in range(200):
        s = TableSession(Rules(target=51), seed=seed)
        s.start()
        bots = {i: RandomLegal(seed + i) for i in range(4)}
        while not s.over:
            s.drive_bots(bots)
            if not s.over:
                s.next_hand()
        deficit = max(r.totals[1] - r.totals[0] for r in s.results)
        if s.winner == 0 and deficit > 0:
            return s, deficit
    pytest.fail("no comeback in 200 games")


def test_best_comeback_is_the_largest_deficit_overcome():
    session, deficit = _game_with_comeback()
    stats = Statistics()
    meta = GameMeta.for_session(session)
    stats.add_game(session, meta)
    assert stats.best_comeback == deficit and stats.best_comeback_game == meta.game_id
    stats.add_game(session, meta)  # the same game again keeps it
    assert stats.best_comeback == deficit


def test_ai_level_buckets_are_defined_by_the_seats():
    assert opponents_level(GameMeta(**EASY)) == "easy"
    assert opponents_level(GameMeta(**MIXED)) == "mixed"
    assert opponents_level(GameMeta(**PEOPLE)) == "human"
    assert partner_level(GameMeta(**MIXED)) == "easy"
    assert partner_level(GameMeta(**PEOPLE)) == "human"


def test_unfinished_hands_and_games_are_refused():
    session = TableSession(Rules(), seed=1)
    session.start()
    stats = Statistics()
    with pytest.raises(ValueError):
        stats.add_hand(session, 1, GameMeta())
    with pytest.raises(ValueError):
        stats.add_game(session, GameMeta())


@pytest.mark.parametrize("damage", [
    b"",
    b'{"kind": "statistics", "version": 1, "total": {"hands_played": -3}}',
    b'{"kind": "statistics", "version": 1, "by_variant": []}',
    b'{"kind": "statistics", "version": 1, "recent_games": {"x": {"buckets": [1], "counts": {}}}}',
    b'{"kind": "statistics", "version": 7}',
])
def test_damaged_statistics_are_kept_aside_and_counting_goes_on(tmp_path, damage):
    store = StatisticsStore(AppDirs.under(tmp_path))
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(damage)
    stats, problems = store.load()
    assert stats == Statistics()
    assert len(problems) == 1 and problems[0].kept_at.read_bytes() == damage
    _play(store, Rules(target=51), 8, EASY)
    stats, problems = store.load()
    assert problems == [] and stats.total.games_played == 1


def test_damaged_statistics_fall_back_to_the_backup(tmp_path):
    store = StatisticsStore(AppDirs.under(tmp_path))
    _play(store, Rules(target=51), 9, EASY)
    before = store.load()[0]
    store.save(before)  # the backup now holds the same statistics
    store.path.write_text(json.dumps({"kind": "statistics", "version": 1, "total": "lots"}), "utf-8")
    stats, problems = store.load()
    assert stats == before and problems[0].code == "invalid_data"


WAYS = ("individual", "three", "rector", "two_hand")


def test_statistics_add_up_in_every_way_to_play(tmp_path):
    """Negative scores (four or three players) and two players' games are counted, per way to play."""
    store = StatisticsStore(AppDirs.under(tmp_path))
    plan = [(Rules(target=51), 1, EASY)] + [
        (Rules(way_name=way_name, target=51, variant=variant), seed, kw)
        for way_name in WAYS for seed, variant, kw in ((10, "lliure", EASY), (11, "obligada", MIXED))]
    sessions = [(_play(store, rules, seed, kw), rules, kw) for rules, seed, kw in plan]
    stats, problems = store.load()
    assert problems == []  # a negative score is not damage
    everything = [s for s, _, _ in sessions]
    assert stats.total.to_dict() == _expected(everything)
    assert any(r.score[0] < 0 for s in everything for r in s.results)
    assert stats.total.score == sum(r.score[0] for s in everything for r in s.results)
    assert set(stats.by_mode) == {"pairs", *WAYS}
    for way_name in ("pairs", *WAYS):
        assert stats.by_mode[way_name].to_dict() == _expected([s for s in everything if s.rules.way_name == way_name])
    for variant in ("lliure", "obligada"):
        assert stats.by_variant[variant].to_dict() == _expected([s for s in everything if s.rules.variant == variant])
    # no partner outside pairs: only the pairs game is counted by partner
    assert stats.by_partner["easy"].to_dict() == _expected([s for s in everything if s.rules.way_name == "pairs"])
    assert sum(t.hands_played for t in stats.by_partner.values()) == len(everything[0].results)
    assert sum(t.hands_played for t in stats.by_opponents.values()) == stats.total.hands_played
    # MIXED has a hard bot on the right: the only opponent in the two players' games
    mixed = [s for s, _, kw in sessions if kw is MIXED]
    assert stats.by_opponents["mixed"].to_dict() == _expected([s for s in mixed if s.players > 2])
    assert stats.by_opponents["hard"].to_dict() == _expected([s for s in mixed if s.players == 2])
    assert 0 < stats.total.hands_won < stats.total.hands_played
    again = store.load()[0]
    assert again == stats  # negative tallies survive the round trip


def test_a_hand_is_won_with_the_best_score_of_the_hand():
    from botifarra_desktop.storage.statistics import won_hand

    assert won_hand((12, 0)) and not won_hand((0, 12)) and not won_hand((0, 0))
    assert won_hand((6, 4, -4, -6)) and not won_hand((4, 6, -4, -6))
    assert not won_hand((5, 5, -10)) and not won_hand((-2, 6, -4))


def test_opponents_outside_pairs_are_every_other_player():
    meta = GameMeta(seat_kinds=("human", "bot", "bot", "bot"), ai_levels=(None, "hard", "easy", "hard"))
    assert opponents_level(meta) == "hard" and partner_level(meta) == "easy"
    assert opponents_level(meta, "individual") == "mixed" and partner_level(meta, "individual") is None
    assert opponents_level(meta, "three") == "mixed"
    assert opponents_level(meta, "rector") == "hard" and opponents_level(meta, "two_hand") == "hard"


def test_version_1_statistics_load_as_the_pairs_game_and_go_on_counting(tmp_path):
    """A file written when only the pairs game was counted (fixtures/statistics_v1.json)."""
    old = json.loads((FIXTURES / "statistics_v1.json").read_text("utf-8"))
    assert old["version"] == 1 and "by_mode" not in old
    store = StatisticsStore(AppDirs.under(tmp_path))
    store.path.parent.mkdir(parents=True)
    shutil.copy(FIXTURES / "statistics_v1.json", store.path)
    stats, problems = store.load()
    assert problems == []
    assert stats.total.to_dict() == old["total"] and stats.total.hands_played == 12
    assert stats.by_mode == {"pairs": stats.total}
    assert stats.by_variant["lliure"].to_dict() == old["by_variant"]["lliure"]
    assert stats.by_partner["medium"].to_dict() == old["by_partner"]["medium"]
    # its remembered hands still replace themselves: the same game counted again changes nothing
    game_id = next(iter(old["recent_games"]))
    assert stats.recent_games[game_id]["buckets"][0] == "pairs"
    store.save(stats)
    assert json.loads(store.path.read_text("utf-8"))["version"] == STATISTICS_DOCUMENT.version == 2
    session = _play(store, Rules(way_name="three", target=51), 12, EASY)
    stats, problems = store.load()
    assert problems == [] and stats.total.games_played == old["total"]["games_played"] + 1
    assert stats.by_mode["three"].hands_played == len(session.results)
    assert stats.by_mode["pairs"].to_dict() == old["total"]
