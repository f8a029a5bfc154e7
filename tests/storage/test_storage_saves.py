"""Saved games: resume at every point of a hand, crash safety, damaged files, migration."""

import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from botifarra_desktop.engine import PRESETS, Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import atomic
from botifarra_desktop.storage.atomic import backup_path
from botifarra_desktop.storage.meta import GameMeta
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.saves import SaveExists, SaveStore, file_stem

FIXTURES = Path(__file__).parent / "fixtures"
BROKEN = FIXTURES / "broken"
V1 = FIXTURES / "saves" / "saved_game_v1.json"
ROOT = Path(__file__).resolve().parents[2]


class RandomLegal:
    """Test-only seat: a random legal choice; doubles sometimes, so every phase occurs."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def decide(self, view):
        if view.phase == "double":
            return view.options[0] if self.rng.random() < 0.2 else "pass"
        opts = view.legal if view.phase == "play" else view.options
        return self.rng.choice(opts)


def _store(tmp_path):
    return SaveStore(AppDirs.under(tmp_path))


def _meta(session, **kw):
    return GameMeta.for_session(session, **kw)


def _step(session, bot):
    req = session.pending()
    value = bot.decide(session.view(req.seat))
    session.act(req.seat, req.action, value)


def _advance(session, bot, until):
    """Act until ``until(session)`` holds; fails the test if it never does in this game."""
    for _ in range(5000):
        if until(session):
            return
        if session.pending() is None:
            if session.over:
                break
            session.next_hand()
            continue
        _step(session, bot)
    pytest.fail("the wanted point of the game was never reached")


def _same_state(a, b):
    assert a.phase == b.phase
    for seat in range(4):
        assert a.view(seat) == b.view(seat)
        assert a.events(seat) == b.events(seat)
    assert a.pending() == b.pending()
    assert a.totals == b.totals and a.results == b.results
    assert (a.seed, a.names, a.first_dealer) == (b.seed, b.names, b.first_dealer)


PHASES = {
    "deal": lambda s: True,  # not started yet
    "declare": lambda s: s.phase.value == "declare",
    "double": lambda s: s.phase.value == "double",
    "mid_trick": lambda s: s.phase.value == "play" and len(s.view(0).trick) == 2,
    "trick_complete": lambda s: s.phase.value == "play" and s.view(0).trick_no == 4 and not s.view(0).trick,
    "hand_over": lambda s: s.phase.value == "hand_over",
    "game_over": lambda s: s.over,
}


@pytest.mark.parametrize("phase", sorted(PHASES))
@pytest.mark.parametrize("preset", ["lliure", "intermedia"])
def test_save_and_resume_at_every_phase_gives_the_identical_state(tmp_path, phase, preset):
    session = TableSession(PRESETS[preset].with_changes(target=151), seed=21, names=["Jo", "A", "B", "C"])
    if phase != "deal":
        session.start()
    _advance(session, RandomLegal(5), PHASES[phase])
    store = _store(tmp_path)
    meta = _meta(session, seat_kinds=("human", "bot", "remote", "bot"), ai_levels=(None, "hard", None, "easy"))
    assert store.autosave(session, meta) == []
    assert store.save_as("partida", session, meta) == []
    for loaded, problems in (store.load_autosave(), store.open("partida"), _store(tmp_path).load_autosave()):
        assert problems == []
        _same_state(session, loaded.session)
        assert loaded.meta == meta
        assert loaded.info.totals == tuple(session.totals)
        assert loaded.info.hand_no == session.hand_no
        assert loaded.info.over == session.over


def test_autosave_after_every_action_of_a_hand_resumes_exactly_there(tmp_path):
    session = TableSession(Rules(), seed=8)
    session.start()
    store, meta, bot = _store(tmp_path), _meta(session), RandomLegal(1)
    while session.pending() is not None:
        _step(session, bot)
        store.autosave(session, meta)
        loaded, problems = store.load_autosave()
        assert problems == []
        _same_state(session, loaded.session)
    # and the resumed game plays on like the original
    resumed = store.load_autosave()[0].session
    for s in (session, resumed):
        if not s.over:
            s.next_hand()
            s.drive_bots({i: RandomLegal(9) for i in range(4)})
    _same_state(session, resumed)


def test_no_autosave_means_nothing_to_continue_and_clearing_removes_it(tmp_path):
    store = _store(tmp_path)
    assert store.load_autosave() == (None, [])
    session = TableSession(Rules(), seed=1)
    session.start()
    store.autosave(session, _meta(session))
    store.autosave(session, _meta(session))
    assert backup_path(store.autosave_path).exists()
    store.clear_autosave()
    assert not store.autosave_path.exists() and not backup_path(store.autosave_path).exists()
    assert store.load_autosave() == (None, [])


def _game_at(hand_actions, seed=4):
    session = TableSession(Rules(), seed=seed)
    session.start()
    bot = RandomLegal(seed)
    for _ in range(hand_actions):
        _step(session, bot)
    return session


def test_interrupted_write_leaves_the_last_good_save_readable(tmp_path, monkeypatch):
    store = _store(tmp_path)
    good = _game_at(6)
    meta = _meta(good)
    store.autosave(good, meta)
    later = _game_at(12)

    def crash(temp, target):
        raise KeyboardInterrupt("power cut")

    monkeypatch.setattr(atomic, "before_replace", crash)
    with pytest.raises(KeyboardInterrupt):
        store.autosave(later, meta)
    monkeypatch.undo()
    loaded, problems = _store(tmp_path).load_autosave()
    assert problems == []
    _same_state(good, loaded.session)
    assert not [p for p in store.autosave_path.parent.iterdir() if p.name.endswith(".tmp")]


def test_killed_process_during_a_write_leaves_the_last_good_save_readable(tmp_path):
    store = _store(tmp_path)
    good = _game_at(6)
    store.autosave(good, _meta(good))
    script = f"""
import os, random
from botifarra_desktop.storage import atomic
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.saves import SaveStore
from botifarra_desktop.storage.meta import GameMeta
from botifarra_desktop.session import TableSession
from botifarra_desktop.engine import Rules
s = TableSession(Rules(), seed=4); s.start()
for _ in range(10):
    r = s.pending(); s.act(r.seat, r.action, r.options[0])
atomic.before_replace = lambda temp, target: os._exit(9)  # the process dies before the rename
SaveStore(AppDirs.under({str(tmp_path)!r})).autosave(s, GameMeta.for_session(s))
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 9, done.stderr
    loaded, problems = _store(tmp_path).load_autosave()
    assert problems == []
    _same_state(good, loaded.session)


def test_save_as_refuses_to_overwrite_unless_asked_and_keeps_the_old_one_as_backup(tmp_path):
    store = _store(tmp_path)
    first, second = _game_at(3), _game_at(9)
    store.save_as("Diumenge", first, _meta(first))
    with pytest.raises(SaveExists):
        store.save_as("diumenge ", second, _meta(second))  # same name whatever the case and spaces
    _same_state(first, store.open("Diumenge")[0].session)
    store.save_as("DIUMENGE", second, _meta(second), overwrite=True)
    assert len(list(store.dir.glob("*.json"))) == 1
    _same_state(second, store.open("Diumenge")[0].session)
    old = json.loads(backup_path(store.path_for("Diumenge")).read_text("utf-8"))
    assert len(old["session"]["game"]["actions"]) == len(first.actions)


@pytest.mark.parametrize("name", ["", "   ", "...", "x" * 65, 7])
def test_unusable_save_names_are_refused_with_a_message(tmp_path, name):
    with pytest.raises(ValueError):
        _store(tmp_path).save_as(name, _game_at(1), _meta(_game_at(1)))


def test_awkward_names_make_safe_file_names():
    assert file_stem("Partida: 1/2") == "Partida_ 1_2"
    assert file_stem("con") == "_con"
    assert file_stem("Sant Vicenç") == "Sant Vicenç"


def test_list_shows_date_players_variant_and_score_newest_first(tmp_path, monkeypatch):
    store = _store(tmp_path)
    a = TableSession(PRESETS["obligada"], seed=2, names=["Pere", "Rosa", "Joan", "Montse"])
    a.start()
    _advance(a, RandomLegal(2), PHASES["hand_over"])
    b = _game_at(2)
    stamps = iter(["2025-01-02T10:00:00+01:00", "2025-03-04T18:30:00+01:00"])
    monkeypatch.setattr("botifarra_desktop.storage.saves.now_iso", lambda: next(stamps))
    store.save_as("old", a, _meta(a))
    store.save_as("new", b, _meta(b))
    infos = store.list_saves()
    assert [i.name for i in infos] == ["new", "old"]
    old = infos[1]
    assert old.players == ("Pere", "Rosa", "Joan", "Montse")
    assert old.variant == "obligada" and old.preset == "obligada"
    assert old.totals == tuple(a.totals) and old.hand_no == 1
    assert old.saved_at.isoformat() == "2025-01-02T10:00:00+01:00"
    assert old.usable and old.problem is None


def test_hand_edited_score_is_ignored_in_favour_of_the_game(tmp_path):
    store = _store(tmp_path)
    s = _game_at(5)
    store.save_as("x", s, _meta(s))
    path = store.path_for("x")
    doc = json.loads(path.read_text("utf-8"))
    doc["summary"]["totals"] = [100, 0]
    path.write_text(json.dumps(doc), "utf-8")
    assert store.list_saves()[0].totals == (0, 0)
    assert store.open("x")[0].info.totals == (0, 0)


def _not_replaying(session):
    doc = json.loads(json.dumps(session.to_dict()))
    plays = [a for a in doc["game"]["actions"] if a["type"] == "play"]
    plays[1]["card"] = plays[0]["card"]  # nobody holds the card just played
    return doc


def _broken_files(tmp_path):
    """The shared broken fixtures plus saved-game specific damage, by file name."""
    session = _game_at(12)
    good = SaveStore(AppDirs.under(tmp_path / "src"))
    good.save_as("good", session, _meta(session))
    valid = json.loads(good.path_for("good").read_text("utf-8"))
    files = {f"{p.stem}.json": p.read_bytes() for p in BROKEN.iterdir()}
    bad_actions = dict(valid, session=_not_replaying(session))
    files["bad_actions.json"] = json.dumps(bad_actions).encode()
    files["bad_meta.json"] = json.dumps(dict(valid, meta={"names": "Jo"})).encode()
    files["no_session.json"] = json.dumps({k: v for k, v in valid.items() if k != "session"}).encode()
    files["future.json"] = json.dumps(dict(valid, version=valid["version"] + 1)).encode()
    return files, session


def test_a_directory_of_broken_saves_lists_and_loads_with_a_message_each_and_loses_nothing(tmp_path):
    store = _store(tmp_path)
    files, session = _broken_files(tmp_path)
    store.save_as("good", session, _meta(session))
    for name, data in files.items():
        (store.dir / name).write_bytes(data)
    infos = store.list_saves()
    assert [i.name for i in infos if i.usable] == ["good"]
    broken = {i.path.name: i for i in infos if not i.usable}
    assert set(broken) == set(files)
    for name, info in broken.items():
        assert info.problem is not None and str(info.path) in info.problem.message
        assert (store.dir / name).read_bytes() == files[name]  # listing changes nothing
    assert store.list_saves() == infos
    for name, info in broken.items():
        game, problems = store.open(info)
        assert game is None and len(problems) == 1
        assert problems[0].kept_at.read_bytes() == files[name]  # kept aside, byte for byte
        assert str(problems[0].kept_at) in problems[0].message
    assert [i.name for i in store.list_saves()] == ["good"]
    _same_state(session, store.open("good")[0].session)


def test_messages_say_what_is_wrong(tmp_path):
    store = _store(tmp_path)
    files, _ = _broken_files(tmp_path)
    store.dir.mkdir(parents=True)
    for name, data in files.items():
        (store.dir / name).write_bytes(data)
    problems = {i.path.name: i.problem for i in store.list_saves()}
    assert problems["bad_actions.json"].code == "invalid_data"
    assert "cannot be replayed" in problems["bad_actions.json"].message
    assert problems["future.json"].code == "future_version"
    assert "newer" in problems["future.json"].message
    assert problems["truncated.json"].code == "invalid_json"
    assert problems["empty.json"].code == "empty"
    assert problems["random_bytes.json"].code == "not_utf8"


def test_broken_save_with_a_good_backup_opens_the_backup_and_says_so(tmp_path):
    store = _store(tmp_path)
    first, second = _game_at(4), _game_at(8)
    store.save_as("g", first, _meta(first))
    store.save_as("g", second, _meta(second), overwrite=True)
    path = store.path_for("g")
    path.write_bytes(path.read_bytes()[:200])  # truncated by a crash of another program
    [info] = store.list_saves()
    assert info.usable and info.problem.code == "invalid_json"
    game, problems = store.open(info)
    _same_state(first, game.session)
    assert problems[0].code == "invalid_json" and problems[0].kept_at.exists()
    assert store.open("g")[1] == []  # the backup was restored under the main name


def test_unusable_autosave_is_kept_aside_reported_and_never_overwritten(tmp_path):
    store = _store(tmp_path)
    store.autosave_path.parent.mkdir(parents=True)
    store.autosave_path.write_text('{"kind": "saved-game", "version": 99}', "utf-8")
    game, problems = store.load_autosave()
    assert game is None and problems[0].code == "future_version"
    kept = problems[0].kept_at
    s = _game_at(2)
    assert store.autosave(s, _meta(s)) == []
    assert kept.read_text("utf-8") == '{"kind": "saved-game", "version": 99}'


def test_autosave_over_a_file_damaged_meanwhile_moves_it_aside_first(tmp_path):
    store = _store(tmp_path)
    s = _game_at(2)
    store.autosave(s, _meta(s))
    store.autosave_path.write_bytes(b"\xffgarbage")
    problems = store.autosave(s, _meta(s))
    assert [p.code for p in problems] == ["not_utf8"]
    assert problems[0].kept_at.read_bytes() == b"\xffgarbage"
    _same_state(s, store.load_autosave()[0].session)


def test_version_1_save_is_migrated(tmp_path):
    store = _store(tmp_path)
    store.dir.mkdir(parents=True)
    shutil.copy(V1, store.dir / "diumenge.json")
    [info] = store.list_saves()
    assert info.usable and info.name == "Partida del diumenge"
    assert info.players == ("Pere", "Rosa", "Joan", "Montse")
    assert info.variant == "obligada" and info.preset == "obligada"
    assert (info.saved_at.year, info.saved_at.month, info.saved_at.day, info.saved_at.hour) == (2024, 11, 17, 19)
    game, problems = store.open(info)
    assert problems == []
    assert game.meta.seat_kinds == ("human", "bot", "bot", "bot")
    assert game.meta.ai_levels == (None, "medium", "medium", "medium")
    expected = TableSession.from_dict(json.loads(V1.read_text("utf-8"))["session"])
    _same_state(expected, game.session)
    assert game.session.view(0).trick == ((3, "4B"), (0, "11B"))
    assert game.meta.default_names == (False, False, False, False)  # names shown as stored
    # saving again writes the current version
    store.save_as(info.name, game.session, game.meta, overwrite=True)
    assert json.loads(store.path_for(info.name).read_text("utf-8"))["version"] == 3


def _as_version_2(path):
    """Rewrite a save as version 2 wrote it: no default-name flags in its meta."""
    document = json.loads(path.read_text("utf-8"))
    del document["meta"]["default_names"]
    document["version"] = 2
    path.write_text(json.dumps(document), "utf-8")


def test_version_2_save_lists_and_opens_with_its_names_as_stored(tmp_path):
    store = _store(tmp_path)
    s = _game_at(6)
    meta = GameMeta.for_session(s, names=("Anna", "Dreta", "Company", "Esquerra"))
    store.save_as("vella", s, meta)
    _as_version_2(store.path_for("vella"))
    [info] = store.list_saves()
    assert info.usable and info.problem is None
    assert info.players == ("Anna", "Dreta", "Company", "Esquerra")
    assert info.default_names == (False, False, False, False)  # never guessed from the text
    assert info.seat_kinds == ("human", "bot", "bot", "bot") and info.way_name == "pairs"
    game, problems = store.open(info)
    assert problems == [] and game.meta.names == meta.names and game.meta.game_id == meta.game_id
    _same_state(s, game.session)
    store.save_as("vella", game.session, game.meta, overwrite=True)
    assert json.loads(store.path_for("vella").read_text("utf-8"))["version"] == 3


def test_the_seats_default_names_and_the_way_to_play_are_kept(tmp_path):
    store = _store(tmp_path)
    rules = Rules(way_name="three")
    s = TableSession(rules, seed=4, names=["Anna", "Dreta", "Esquerra", ""])
    s.start()
    meta = GameMeta.for_session(s, default_names=(False, True, True, False))
    store.save_as("tres", s, meta)
    document = json.loads(store.path_for("tres").read_text("utf-8"))
    assert document["meta"]["default_names"] == [False, True, True, False]
    [info] = store.list_saves()
    assert info.default_names == (False, True, True, False)
    assert info.way_name == "three" and info.players == ("Anna", "Dreta", "Esquerra", "")
    assert len(info.totals) == 3
    game, _problems = store.open("tres")
    assert game.meta.default_names == (False, True, True, False)


def test_delete_removes_the_save_and_its_backup(tmp_path):
    store = _store(tmp_path)
    s = _game_at(2)
    store.save_as("a", s, _meta(s))
    store.save_as("a", s, _meta(s), overwrite=True)
    store.delete("a")
    assert store.list_saves() == [] and not store.exists("a")
    with pytest.raises(FileNotFoundError):
        store.delete("a")
    game, problems = store.open("a")
    assert game is None and problems[0].code == "missing"


def test_meta_rejects_inconsistent_seats():
    with pytest.raises(ValueError):
        GameMeta(seat_kinds=("human", "bot", "bot", "bot"), ai_levels=(None, None, "easy", "easy"))
    with pytest.raises(ValueError):
        GameMeta(seat_kinds=("human", "remote", "bot", "bot"), ai_levels=(None, "easy", "easy", "easy"))
    with pytest.raises(ValueError):
        GameMeta.from_dict({"names": "Jo"})
    with pytest.raises(ValueError):
        GameMeta(default_names=(True, False, False))
    with pytest.raises(ValueError):
        GameMeta.from_dict({"default_names": [1, 0, 0, 0]})
    assert GameMeta.from_dict({}).default_names == (False, False, False, False)
    assert GameMeta().game_id != GameMeta().game_id


def test_a_save_whose_main_file_vanished_is_listed_from_its_backup_and_restored_on_open(tmp_path):
    store = _store(tmp_path)
    first, second = _game_at(3), _game_at(7)
    store.save_as("g", first, _meta(first))
    store.save_as("g", second, _meta(second), overwrite=True)
    store.path_for("g").unlink()
    [info] = store.list_saves()
    assert info.usable and info.problem.code == "missing" and info.name == "g"
    game, problems = store.open(info)
    _same_state(first, game.session)
    assert problems[0].code == "missing" and store.path_for("g").exists()


def test_the_way_to_play_is_stored_under_the_key_mode_and_read_back_as_way_name(tmp_path):
    """The code says ``way_name``; the files keep the key "mode" every version wrote, so old saves still load."""
    store = _store(tmp_path)
    s = TableSession(Rules(way_name="three"), seed=4, names=["Anna", "Dreta", "Esquerra", ""])
    s.start()
    store.save_as("tres", s, GameMeta.for_session(s))
    path = store.path_for("tres")
    document = json.loads(path.read_text("utf-8"))
    assert document["summary"]["mode"] == "three" and "way_name" not in document["summary"]
    rules = document["session"]["game"]["rules"]
    assert rules["mode"] == "three" and "way_name" not in rules
    path.write_text(json.dumps(document), "utf-8")  # a plain dict with "mode", as an older program wrote it
    [info] = _store(tmp_path).list_saves()
    assert info.usable and info.way_name == "three"
    game, problems = store.open(info)
    assert problems == [] and game.session.rules.way_name == "three"
