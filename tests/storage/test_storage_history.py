"""Hand history: recording, listing, trick-by-trick replay, playing a deal again."""

import json
import random
import shutil
from pathlib import Path

import pytest

from botifarra_desktop.engine import PRESETS, Rules
from botifarra_desktop.engine.events import CardsDealt, HandStarted, TrickWon
from botifarra_desktop.engine.position import Position
from botifarra_desktop.engine.ways import deal
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage.history import HandHistory, replay_same_deal, replay_steps
from botifarra_desktop.storage.meta import GameMeta
from botifarra_desktop.storage.paths import AppDirs


class RandomLegal:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def decide(self, view):
        if view.phase == "double":
            return view.options[0] if self.rng.random() < 0.2 else "pass"
        return self.rng.choice(view.legal if view.phase == "play" else view.options)


def _play_game(history, rules, seed, record=True):
    """A bot game; records every hand; returns the session, meta and per-hand facts."""
    session = TableSession(rules, seed=seed, names=["Jo", "Dreta", "Company", "Esquerra"])
    meta = GameMeta.for_session(session)
    bots = {i: RandomLegal(seed * 4 + i) for i in range(session.players)}
    session.start()
    facts = {}
    while True:
        start = _last_hand_start(session)
        session.drive_bots(bots)
        events = session.all_events(start)
        facts[session.hand_no] = {
            "dealt": {e.seat: e.cards for e in events if isinstance(e, CardsDealt)},
            "dealer": next(e.dealer for e in events if isinstance(e, HandStarted)),
            "tricks": [e for e in events if isinstance(e, TrickWon)],
            "result": session.results[-1],
        }
        if record:
            assert history.record_hand(session, session.hand_no, meta) == []
        if session.over:
            return session, meta, facts
        session.next_hand()


def _last_hand_start(session):
    return max(i for i, e in enumerate(session.all_events()) if isinstance(e, HandStarted))


def _history(tmp_path, **kw):
    return HandHistory(AppDirs.under(tmp_path), **kw)


@pytest.mark.parametrize("preset", ["lliure", "lleida", "intermedia"])
def test_replay_reproduces_every_hand_trick_by_trick(tmp_path, preset):
    history = _history(tmp_path)
    session, meta, facts = _play_game(history, PRESETS[preset], seed=3)
    entries = history.list_hands()
    assert [e.record.hand_no for e in entries] == sorted(facts)
    for entry in entries:
        record, fact = entry.record, facts[entry.record.hand_no]
        assert entry.problem is None and record.meta == meta
        assert record.dealer == fact["dealer"] and record.result == fact["result"]
        assert record.deal_number == session.deal_number(record.hand_no)
        steps = list(replay_steps(record))
        assert steps[0].kind == "start" and steps[0].trick is None
        assert {s: sorted(h) for s, h in enumerate(steps[0].hands)} == {
            s: sorted(c) for s, c in fact["dealt"].items()}
        assert [s.trick for s in steps[1:]] == fact["tricks"]
        assert [len(s.hands[0]) for s in steps] == list(range(12, -1, -1))
        assert steps[-1].result == fact["result"] and all(s.result is None for s in steps[:-1])
        assert steps[-1].tricks_won == fact["result"].tricks
        assert all(v.seat == i for s in steps for i, v in enumerate(s.views))


@pytest.mark.parametrize("preset", ["lliure", "lleida"])
def test_play_this_deal_again_deals_the_same_cards_with_the_same_dealer(tmp_path, preset):
    history = _history(tmp_path)
    _, _, facts = _play_game(history, PRESETS[preset], seed=5)
    assert len(facts) >= 2  # a Lleida later hand is replayed differently from its first
    for entry in history.list_hands():
        fact = facts[entry.record.hand_no]
        again = replay_same_deal(entry.record, seed=1)
        assert again.hand_no == 1 and again.phase.value == "declare"
        assert again.dealer == fact["dealer"]
        assert {s: sorted(again.view(s).hand) for s in range(4)} == {s: sorted(c) for s, c in fact["dealt"].items()}
        assert again.names == ["Jo", "Dreta", "Company", "Esquerra"]
        assert again.totals == (0, 0)


def test_recording_the_same_hand_again_replaces_it(tmp_path):
    history = _history(tmp_path)
    session, meta, facts = _play_game(history, Rules(target=51), seed=2)
    before = [e.id for e in history.list_hands()]
    history.record_hand(session, 1, meta)
    assert [e.id for e in history.list_hands()] == before


def test_history_is_bounded_oldest_pruned(tmp_path):
    history = _history(tmp_path, max_hands=5)
    for seed in range(3):
        _play_game(history, Rules(target=51), seed=seed)
    entries = history.list_hands()
    assert len(entries) == 5
    files = sorted(p.name for p in history.dir.iterdir())
    assert files == [e.id + ".json" for e in entries]


def test_unfinished_hand_cannot_be_recorded(tmp_path):
    session = TableSession(Rules(), seed=1)
    session.start()
    with pytest.raises(ValueError):
        _history(tmp_path).record_hand(session, 1, GameMeta.for_session(session))


def _claimed_hand():
    """Table rules: a seat plays an illegal card, an opponent claims it mid-hand."""
    for seed in range(50):
        session = TableSession(Rules(table_rules=True), seed=seed)
        session.start()
        bot = RandomLegal(seed)
        while session.pending() is not None:
            req = session.pending()
            view = session.view(req.seat)
            if req.action == "play" and len(view.hand) > len(view.legal):
                illegal = next(c for c in view.hand if c not in view.legal)
                session.act(req.seat, "play", illegal)
                session.claim((req.seat + 1) % 4)
                return session
            session.act(req.seat, req.action, bot.decide(view))
    pytest.fail("no seed gave a chance to play an illegal card")


def test_a_hand_ended_by_a_claim_replays_to_the_claim(tmp_path):
    history = _history(tmp_path)
    session = _claimed_hand()
    meta = GameMeta.for_session(session)
    history.record_hand(session, 1, meta)
    [entry] = history.list_hands()
    steps = list(replay_steps(entry.record))
    assert steps[-1].kind == "claim" and steps[-1].claim is not None
    assert steps[-1].result == session.results[0] and steps[-1].result.claimed_by is not None
    assert steps[-1].table[-1][1] == steps[-1].claim.card


def test_damaged_hand_files_are_listed_with_their_problem_and_left_in_place(tmp_path):
    history = _history(tmp_path)
    _play_game(history, Rules(target=51), seed=4)
    entries = history.list_hands()
    good = entries[0]
    doc = json.loads(good.path.read_text("utf-8"))
    damage = {
        "truncated": good.path.read_bytes()[:100],
        "bad_actions": json.dumps(dict(doc, actions=doc["actions"][:5])).encode(),
        "wrong_result": json.dumps(dict(doc, result=dict(doc["result"], score=[999, 0]))).encode(),
        "random": bytes(range(256)),
    }
    paths = {}
    for i, (what, data) in enumerate(damage.items()):
        path = history.dir / f"20000101-00000{i}-000000-broken{i}-001.json"
        path.write_bytes(data)
        paths[what] = path
    listed = {e.path: e for e in history.list_hands()}
    assert len(listed) == len(entries) + len(damage)
    for what, path in paths.items():
        entry = listed[path]
        assert entry.record is None and str(path) in entry.problem.message
        assert path.read_bytes() == damage[what]
        record, problems = history.load_hand(entry.id)
        assert record is None and problems[0].message == entry.problem.message
    assert "do not finish the hand" in listed[paths["bad_actions"]].problem.message
    assert "stored result" in listed[paths["wrong_result"]].problem.message
    assert history.load_hand("no-such-hand")[0] is None


WAYS = ("individual", "three", "rector", "two_hand")
FIXTURES = Path(__file__).parent / "fixtures" / "history"


def _held(step, seat):
    """Every card the seat still holds at a step: its hand and all its pile cards."""
    piles = step.piles[seat] if step.piles else ()
    return sorted(list(step.hands[seat]) + [c for pile in piles for c in pile])


@pytest.mark.parametrize("way_name", WAYS)
def test_every_way_to_play_is_recorded_and_replays_to_its_result(tmp_path, way_name):
    history = _history(tmp_path)
    session, meta, facts = _play_game(history, Rules(way_name=way_name, target=51), seed=6)
    players = session.players
    entries = history.list_hands()
    assert [e.record.hand_no for e in entries] == sorted(facts) and len(facts) >= 2
    assert any(t < 0 for e in entries for t in e.record.totals_before) or way_name in ("rector", "two_hand")
    for entry in entries:
        record, fact = entry.record, facts[entry.record.hand_no]
        assert entry.problem is None and record.rules.way_name == way_name and record.result == fact["result"]
        assert len(record.totals_before) == len(record.result.totals) == session.rules.way.sides
        steps = list(replay_steps(record))
        assert len(steps[0].hands) == len(steps[0].views) == players
        hands, piles = deal(session.rules.way, record.deal_number, record.dealer)  # the engine's deal, all of it
        assert [sorted(h) for h in steps[0].hands] == [sorted(h) for h in hands]
        assert steps[0].piles == tuple(tuple(tuple(p) for p in row) for row in piles if row)
        # what each player saw dealt: the hand and the face-up pile cards
        assert {s: sorted(list(steps[0].hands[s]) + [p[-1] for p in (steps[0].piles[s] if piles[0] else ())])
                for s in range(players)} == {s: sorted(c) for s, c in fact["dealt"].items()}
        assert [s.trick for s in steps[1:]] == fact["tricks"]
        per_seat = session.rules.way.tricks
        assert [len(_held(s, 0)) for s in steps] == list(range(per_seat, -1, -1))
        assert steps[-1].result == fact["result"] and steps[-1].tricks_won == fact["result"].tricks


@pytest.mark.parametrize("way_name", ["rector", "two_hand"])
def test_a_pile_game_replay_shows_every_pile_card_and_the_deal_plays_again(tmp_path, way_name):
    history = _history(tmp_path)
    _, _, facts = _play_game(history, Rules(way_name=way_name, target=51), seed=7)
    way = Rules(way_name=way_name).way
    for entry in history.list_hands():
        steps = list(replay_steps(entry.record))
        start = steps[0]
        assert [len(row) for row in start.piles] == [way.piles, way.piles]
        assert all(len(pile) == 4 for row in start.piles for pile in row)  # face-down cards shown too
        assert [len(h) for h in start.hands] == [way.hand_cards] * 2
        for seat in (0, 1):  # the last card of a pile is the face-up one the players saw
            assert [p[-1] for p in start.piles[seat]] == [top for top, _ in start.views[seat].piles[seat]]
        for step in steps:
            for seat in (0, 1):
                sizes = [n for _, n in step.views[0].piles[seat]]
                assert [len(p) for p in step.piles[seat]] == sizes
        assert steps[-1].piles == (((),) * way.piles,) * 2 and steps[-1].hands == ((), ())
        again = replay_same_deal(entry.record, seed=1)
        assert again.dealer == entry.record.dealer
        for seat in (0, 1):
            assert again.view(seat).piles[seat] == tuple((p[-1], 4) for p in start.piles[seat])
            assert sorted(again.hand_of(seat) + again.face_down(seat)) == _held(start, seat)


def test_a_game_started_from_a_position_is_not_history(tmp_path):
    """Scenarios are practice: their hands are skipped, without an error, and so is the next hand."""
    position = Position(
        rules=Rules(target=51), dealer=0, declarer=0, trump="O", leader=2,
        hands=(("3E", "12E", "2C"), ("1E", "5O", "4C"), ("9E", "2B"), ("7E", "11B")),
        trick=((2, "6E"), (3, "10E")),
    )
    session = TableSession.from_position(position)
    meta = GameMeta.for_session(session)
    session.drive_bots({i: RandomLegal(i) for i in range(4)})
    history = _history(tmp_path)
    assert session.results and history.record_hand(session, 1, meta) == []
    if not session.over:
        session.next_hand()
        session.drive_bots({i: RandomLegal(i) for i in range(4)})
        assert history.record_hand(session, 2, meta) == []
    assert history.list_hands() == []


def test_version_1_hand_records_still_load_and_replay(tmp_path):
    """Records written when only the pairs game was kept (fixtures/history): a later hand and a Lleida first."""
    history = _history(tmp_path)
    history.dir.mkdir(parents=True)
    for path in FIXTURES.iterdir():
        assert json.loads(path.read_text("utf-8"))["version"] == 1
        shutil.copy(path, history.dir / path.name)
    entries = history.list_hands()
    assert len(entries) == 2 and all(e.problem is None for e in entries)
    for entry in entries:
        record = entry.record
        assert record.rules.way_name == "pairs" and len(record.totals_before) == 2
        steps = list(replay_steps(record))
        assert [len(s.hands[0]) for s in steps] == list(range(12, -1, -1)) and steps[0].piles == ()
        assert steps[-1].result == record.result
    lleida = next(e.record for e in entries if e.record.rules.first_dealer == "lleida")
    again = replay_same_deal(lleida, seed=2)
    assert {s: sorted(again.view(s).hand) for s in range(4)} == {s: sorted(h) for s, h in enumerate(
        next(replay_steps(lleida)).hands)}


def test_a_hand_keeps_which_seats_kept_their_default_name(tmp_path):
    """The hand's meta holds the default-name flags; a record written before them has none (every
    name is then shown as stored, never guessed from its text)."""
    history = _history(tmp_path)
    session = TableSession(Rules(way_name="three", target=51), seed=3, names=["Anna", "Dreta", "Esquerra", ""])
    meta = GameMeta.for_session(session, default_names=(False, True, True, False))
    session.start()
    session.drive_bots({i: RandomLegal(i) for i in range(3)})
    assert history.record_hand(session, 1, meta) == []
    (path,) = history.dir.glob("*.json")
    document = json.loads(path.read_text("utf-8"))
    assert document["meta"]["default_names"] == [False, True, True, False]
    assert history.list_hands()[0].record.meta.default_names == (False, True, True, False)
    del document["meta"]["default_names"]
    path.write_text(json.dumps(document), "utf-8")
    (entry,) = _history(tmp_path).list_hands()
    assert entry.problem is None and entry.record.meta.default_names == (False, False, False, False)
    assert entry.record.names == ("Anna", "Dreta", "Esquerra", "")
