import base64
import dataclasses
import json
import math
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.session import BOT_LEVELS
from botifarra_desktop.storage.atomic import backup_path
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    LANGUAGES,
    Settings,
    SettingsStore,
)

FIXTURES = Path(__file__).parent / "fixtures"
V1 = FIXTURES / "settings_v1.json"


def _store(tmp_path) -> SettingsStore:
    return SettingsStore(AppDirs.under(tmp_path))


def _write(store: SettingsStore, document) -> None:
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(document), encoding="utf-8")


def test_defaults():
    s = Settings()
    assert s.language == "system"
    assert s.deck == "classic"
    assert s.animation_speed == "normal"
    assert s.card_scale == 1.0
    assert s.rules_preset == "lliure"
    assert s.seat_names == ("Jo", "Dreta", "Company", "Esquerra")
    assert s.ai_levels == ("medium", "medium", "medium")
    assert s.window_geometry is None
    assert s.last_host_address == ""
    assert s.show_hints is True


def test_first_start_gives_defaults_without_problems(tmp_path):
    assert _store(tmp_path).load() == (Settings(), [])


def test_save_and_load_round_trip(tmp_path):
    store = _store(tmp_path)
    chosen = Settings().replace(
        language="ca", deck="baralla-espanyola", animation_speed="slow", card_scale=1.75,
        seat_names=["Núria", "Pere", "Montse", "Jordi"], ai_levels=["easy", "hard", "medium"],
        window_geometry="AdnQywADAAA=", last_host_address="192.168.1.20:5353", show_hints=False,
    )
    assert store.save(chosen) == []
    assert store.load() == (chosen, [])
    stored = json.loads(store.path.read_text(encoding="utf-8"))
    assert (stored["kind"], stored["version"]) == ("settings", 2)
    assert stored["seat_names"] == ["Núria", "Pere", "Montse", "Jordi"]


def test_saving_twice_keeps_the_previous_version_as_bak(tmp_path):
    store = _store(tmp_path)
    store.save(Settings().replace(card_scale=1.25))
    first = store.path.read_bytes()
    store.save(Settings().replace(card_scale=1.5))
    assert backup_path(store.path).read_bytes() == first
    assert store.load()[0].card_scale == 1.5


def test_version_1_fixture_is_migrated(tmp_path):
    store = _store(tmp_path)
    store.path.parent.mkdir(parents=True)
    shutil.copyfile(V1, store.path)
    loaded, problems = store.load()
    assert problems == []
    assert loaded == Settings(
        language="ca", deck="classic", animation_speed="instant", card_scale=1.25,
        rules_preset="lliure", seat_names=("Núria", "Dreta", "Company", "Esquerra"),
        show_hints=False,
    )
    assert store.path.read_bytes() == V1.read_bytes()  # loading does not rewrite
    store.save(loaded)
    assert json.loads(store.path.read_text(encoding="utf-8"))["version"] == 2
    assert backup_path(store.path).read_bytes() == V1.read_bytes()
    assert store.load() == (loaded, [])


@pytest.mark.parametrize(("animations", "speed"), [(True, "normal"), (False, "instant"), ("on", "normal")])
def test_version_1_animations_flag(tmp_path, animations, speed):
    store = _store(tmp_path)
    _write(store, {"kind": "settings", "version": 1, "animations": animations, "player_name": " "})
    loaded, problems = store.load()
    assert loaded.animation_speed == speed
    assert loaded.seat_names == Settings().seat_names
    assert problems == []


def test_bad_fields_fall_back_one_by_one(tmp_path):
    store = _store(tmp_path)
    _write(store, {
        "kind": "settings", "version": 2,
        "language": "klingon", "deck": "../../etc", "animation_speed": "ludicrous",
        "card_scale": 7, "rules_preset": "", "seat_names": ["A", "B", "C"],
        "ai_levels": ["hard", "genius", "easy"], "window_geometry": "not base64!",
        "last_host_address": "has spaces in it", "show_hints": "yes",
        "colour": "green",  # unknown keys are ignored
    })
    loaded, problems = store.load()
    assert loaded == Settings()
    assert [p.field for p in problems] == [
        "language", "deck", "animation_speed", "card_scale", "rules_preset", "seat_names",
        "ai_levels", "window_geometry", "last_host_address", "show_hints",
    ]
    for problem in problems:
        assert problem.code == "invalid_value" and problem.kept_at is None
        assert str(store.path) in problem.message and repr(problem.field) in problem.message
    assert "using the default 1.0" in problems[3].message
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["settings.json"]


def test_good_fields_survive_next_to_bad_ones(tmp_path):
    store = _store(tmp_path)
    _write(store, {"kind": "settings", "version": 2, "language": "fr", "card_scale": "huge",
                   "ai_levels": ["hard", "hard", "hard"], "seat_names": ["Ana", "", "C", "D"]})
    loaded, problems = store.load()
    assert (loaded.language, loaded.ai_levels) == ("fr", ("hard", "hard", "hard"))
    assert (loaded.card_scale, loaded.seat_names) == (1.0, Settings().seat_names)
    assert [p.field for p in problems] == ["card_scale", "seat_names"]


@pytest.mark.parametrize("value", [0.75, 2, 2.0, 1])
def test_card_scale_limits_accepted(value):
    assert Settings(card_scale=value).card_scale == float(value)


@pytest.mark.parametrize("value", [0.74, 2.01, math.nan, math.inf, True, "1.0", None])
def test_card_scale_limits_rejected(value):
    with pytest.raises(ValueError, match="card_scale"):
        Settings(card_scale=value)


def test_settings_are_frozen_and_replace_validates():
    s = Settings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.language = "ca"
    with pytest.raises(ValueError, match="seat_names"):
        s.replace(seat_names=["only", "three", "names"])
    with pytest.raises(ValueError, match="language"):
        s.replace(language="de")
    names = s.replace(seat_names=[" Jo ", "b", "c", "d"]).seat_names
    assert names == ("Jo", "b", "c", "d") and isinstance(names, tuple)
    assert s.replace(show_hints=False) != s and s.show_hints is True


@pytest.mark.parametrize(
    "name", ["empty.json", "truncated.json", "random_bytes.bin", "list.json", "wrong_kind.json",
             "future_version.json", "latin1.json", "nan.json"],
)
def test_broken_settings_file_falls_back_to_backup_then_defaults(tmp_path, name):
    store = _store(tmp_path)
    store.path.parent.mkdir(parents=True)
    original = (FIXTURES / "broken" / name).read_bytes()
    store.path.write_bytes(original)
    loaded, problems = store.load()
    assert loaded == Settings()
    (problem,) = problems
    assert str(store.path) in problem.message and problem.kept_at.read_bytes() == original

    good = Settings().replace(language="it")
    store.save(good)
    store.save(good.replace(language="pt"))
    store.path.write_bytes(original)
    loaded, problems = store.load()
    assert loaded == good  # the .bak held the previous good save
    assert len(problems) == 1 and problems[0].code == problem.code


def _valid_settings():
    name = st.text(
        alphabet=st.characters(min_codepoint=32, blacklist_categories=("Cs", "Zl", "Zp", "Cc")),
        min_size=1, max_size=32,
    ).map(str.strip).filter(lambda n: 0 < len(n) <= 32)
    return st.builds(
        Settings,
        language=st.sampled_from(LANGUAGES),
        deck=st.from_regex(r"[a-z0-9][a-z0-9_.-]{0,20}", fullmatch=True),
        animation_speed=st.sampled_from(ANIMATION_SPEEDS),
        card_scale=st.floats(0.75, 2.0),
        seat_names=st.lists(name, min_size=4, max_size=4),
        ai_levels=st.lists(st.sampled_from(BOT_LEVELS), min_size=3, max_size=3),
        window_geometry=st.none() | st.binary(max_size=64).map(lambda b: base64.b64encode(b).decode()),
        show_hints=st.booleans(),
    )


@settings(max_examples=60, deadline=None)
@given(_valid_settings())
def test_any_valid_settings_round_trip(chosen):
    with tempfile.TemporaryDirectory() as tmp:
        store = SettingsStore(AppDirs.under(tmp))
        store.save(chosen)
        assert store.load() == (chosen, [])


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from([f.name for f in dataclasses.fields(Settings)] + ["x"]), _json))
def test_arbitrary_field_values_never_raise(payload):
    with tempfile.TemporaryDirectory() as tmp:
        store = SettingsStore(AppDirs.under(tmp))
        _write(store, {"kind": "settings", "version": 2, **payload})
        loaded, problems = store.load()
        assert isinstance(loaded, Settings)
        assert all(p.code == "invalid_value" for p in problems)
        assert Settings(**dataclasses.asdict(loaded)) == loaded
        assert store.path.exists()  # one bad field never moves the file aside
