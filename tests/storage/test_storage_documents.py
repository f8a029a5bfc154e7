import json
import re
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botifarra_desktop.storage import documents
from botifarra_desktop.storage.atomic import backup_path
from botifarra_desktop.storage.documents import (
    DocumentType,
    dump_document,
    load_document,
    save_document,
)

BROKEN = Path(__file__).parent / "fixtures" / "broken"

# Every file in fixtures/broken and the problem code it must produce.
EXPECTED_CODES = {
    "empty.json": "empty",
    "blank.json": "empty",
    "truncated.json": "invalid_json",
    "not_json.json": "invalid_json",
    "nan.json": "invalid_json",
    "random_bytes.bin": "not_utf8",
    "latin1.json": "not_utf8",
    "list.json": "not_object",
    "string.json": "not_object",
    "wrong_kind.json": "wrong_kind",
    "no_kind.json": "wrong_kind",
    "bad_version.json": "bad_version",
    "future_version.json": "future_version",
    "wrong_types.json": "invalid_data",
}
BROKEN_FILES = sorted(EXPECTED_CODES)
ASIDE = re.compile(r"^settings\.json\.broken-\d{8}-\d{6}(-\d+)?$")


def _strict(payload):
    """A validator in the usual style: raise ValueError naming the field."""
    for key in ("language", "deck"):
        if key in payload and not isinstance(payload[key], str):
            raise ValueError(f"{key!r} must be text")
    if "card_scale" in payload and not isinstance(payload["card_scale"], (int, float)):
        raise ValueError("'card_scale' must be a number")
    return None


DOC = DocumentType("settings", 2, validate=_strict, label="settings")
GOOD = {"language": "ca", "deck": "classic", "card_scale": 1.5}


def test_every_broken_fixture_has_an_expected_code():
    assert sorted(p.name for p in BROKEN.iterdir()) == BROKEN_FILES


def _place(tmp_path, name):
    original = (BROKEN / name).read_bytes()
    target = tmp_path / "settings.json"
    target.write_bytes(original)
    return target, original


def _assert_kept_aside(problem, target, original):
    assert problem.path == target
    assert str(target) in problem.message
    assert problem.kept_at is not None and ASIDE.match(problem.kept_at.name)
    assert problem.kept_at.parent == target.parent
    assert str(problem.kept_at) in problem.message
    assert problem.kept_at.read_bytes() == original


@pytest.mark.parametrize("name", BROKEN_FILES)
def test_broken_file_without_backup_gives_defaults(tmp_path, name):
    target, original = _place(tmp_path, name)
    result = load_document(target, DOC)
    assert (result.source, result.data) == ("defaults", None)
    assert [p.code for p in result.problems] == [EXPECTED_CODES[name]]
    _assert_kept_aside(result.problems[0], target, original)
    assert not target.exists()


@pytest.mark.parametrize("name", BROKEN_FILES)
def test_broken_file_with_backup_uses_and_restores_backup(tmp_path, name):
    target, original = _place(tmp_path, name)
    good = dump_document(DOC, GOOD).encode()
    backup_path(target).write_bytes(good)
    result = load_document(target, DOC)
    assert (result.source, result.data) == ("backup", GOOD)
    assert [p.code for p in result.problems] == [EXPECTED_CODES[name]]
    _assert_kept_aside(result.problems[0], target, original)
    assert target.read_bytes() == good  # restored, so the next start is normal
    assert backup_path(target).read_bytes() == good
    assert load_document(target, DOC).source == "file"


@pytest.mark.parametrize("name", BROKEN_FILES)
def test_broken_file_and_broken_backup_both_kept(tmp_path, name):
    target, original = _place(tmp_path, name)
    backup_path(target).write_bytes(b"{")
    result = load_document(target, DOC)
    assert result.source == "defaults"
    main, bak = result.problems
    assert (main.code, bak.code) == (EXPECTED_CODES[name], "invalid_json")
    _assert_kept_aside(main, target, original)
    assert str(backup_path(target)) in bak.message
    assert bak.kept_at.read_bytes() == b"{"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [main.kept_at.name, bak.kept_at.name]
    )


def test_messages_say_what_is_wrong(tmp_path):
    for name, words in [
        ("empty.json", "is empty"),
        ("truncated.json", "cut off"),
        ("random_bytes.bin", "not UTF-8"),
        ("list.json", "holds a list"),
        ("wrong_kind.json", "'saved_game'"),
        ("future_version.json", "newer Botifarra Desktop (format version 99"),
        ("wrong_types.json", "'language' must be text"),
    ]:
        target, _ = _place(tmp_path, name)
        (problem,) = load_document(target, DOC).problems
        assert words in problem.message, problem.message
        assert problem.message.startswith(f"The settings file {target} ")


def test_a_folder_in_place_of_the_file_is_reported_and_moved_aside(tmp_path):
    target = tmp_path / "settings.json"
    target.mkdir()
    (target / "inside").write_text("keep me")
    result = load_document(target, DOC)
    assert result.source == "defaults"
    (problem,) = result.problems
    assert problem.code == "not_regular" and str(target) in problem.message
    assert "is not a regular file, so it was not read (a folder)" in problem.message
    assert (problem.kept_at / "inside").read_text() == "keep me"


def test_moving_aside_never_overwrites(tmp_path, monkeypatch):
    monkeypatch.setattr(documents, "_now", lambda: datetime(2025, 1, 2, 3, 4, 5))
    earlier = tmp_path / "settings.json.broken-20250102-030405"
    earlier.write_bytes(b"earlier")
    (tmp_path / "settings.json.broken-20250102-030405-1").write_bytes(b"earlier too")
    target, original = _place(tmp_path, "empty.json")
    (problem,) = load_document(target, DOC).problems
    assert problem.kept_at.name == "settings.json.broken-20250102-030405-2"
    assert problem.kept_at.read_bytes() == original
    assert earlier.read_bytes() == b"earlier"


def test_bad_file_that_cannot_be_moved_is_never_overwritten(tmp_path, monkeypatch):
    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(documents, "move_aside", refuse)
    target, original = _place(tmp_path, "truncated.json")
    backup_path(target).write_text(dump_document(DOC, GOOD))
    result = load_document(target, DOC)
    assert (result.source, result.data) == ("backup", GOOD)
    (problem,) = result.problems
    assert problem.kept_at is None and "left in place" in problem.message
    assert target.read_bytes() == original  # the backup was not restored over it
    with pytest.raises(OSError, match="Not saved"):
        save_document(target, DOC, GOOD)
    assert target.read_bytes() == original


def test_missing_file_and_backup_gives_defaults_quietly(tmp_path):
    result = load_document(tmp_path / "nowhere" / "settings.json", DOC)
    assert (result.data, result.problems, result.source) == (None, [], "defaults")
    assert list(tmp_path.iterdir()) == []


def test_missing_file_with_backup_is_restored(tmp_path):
    target = tmp_path / "settings.json"
    backup_path(target).write_text(dump_document(DOC, GOOD))
    result = load_document(target, DOC)
    assert (result.source, result.data) == ("backup", GOOD)
    assert [p.code for p in result.problems] == ["missing"]
    assert str(target) in result.problems[0].message
    assert target.read_text() == dump_document(DOC, GOOD)


def test_good_file_loads_without_touching_anything(tmp_path):
    target = tmp_path / "settings.json"
    target.write_text(dump_document(DOC, GOOD))
    result = load_document(target, DOC)
    assert (result.data, result.problems, result.source) == (GOOD, [], "file")
    assert result.migrated_from is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_utf8_byte_order_mark_is_accepted(tmp_path):
    target = tmp_path / "settings.json"
    target.write_bytes(b"\xef\xbb\xbf" + dump_document(DOC, GOOD).encode())
    assert load_document(target, DOC).data == GOOD


# --- migrations -------------------------------------------------------------

def _chain(calls):
    def v1(p):
        calls.append(1)
        return {**p, "b": p["a"] * 2}

    def v2(p):
        calls.append(2)
        return {**p, "c": p["b"] + 1}

    return DocumentType("thing", 3, migrations={1: v1, 2: v2})


@pytest.mark.parametrize(
    ("version", "steps", "expected"),
    [
        (1, [1, 2], {"a": 5, "b": 10, "c": 11}),
        (2, [2], {"a": 5, "b": 10, "c": 11}),
        (3, [], {"a": 5, "b": 10, "c": 11}),
    ],
)
def test_older_versions_migrate_step_by_step(tmp_path, version, steps, expected):
    calls = []
    doc = _chain(calls)
    stored = {"a": 5, "b": 10, "c": 11} if version == 3 else {"a": 5, "b": 10} if version == 2 else {"a": 5}
    target = tmp_path / "thing.json"
    target.write_text(json.dumps({"kind": "thing", "version": version, **stored}))
    result = load_document(target, doc)
    assert (result.data, result.problems, result.source) == (expected, [], "file")
    assert calls == steps
    assert result.migrated_from == (version if version < 3 else None)
    assert json.loads(target.read_text())["version"] == version  # loading never rewrites


def test_failing_migration_is_a_problem_not_a_crash(tmp_path):
    target = tmp_path / "thing.json"
    target.write_text(json.dumps({"kind": "thing", "version": 1, "x": 1}))  # no "a"
    result = load_document(target, _chain([]))
    assert result.source == "defaults"
    (problem,) = result.problems
    assert problem.code == "migration_failed"
    assert "from format version 1 to 2" in problem.message and "KeyError" in problem.message
    assert json.loads(problem.kept_at.read_text()) == {"kind": "thing", "version": 1, "x": 1}


def test_migration_must_return_an_object(tmp_path):
    doc = DocumentType("thing", 2, migrations={1: lambda p: ["not", "a", "dict"]})
    target = tmp_path / "thing.json"
    target.write_text('{"kind": "thing", "version": 1}')
    assert [p.code for p in load_document(target, doc).problems] == ["migration_failed"]


def test_version_without_migration_is_unsupported(tmp_path):
    doc = DocumentType("thing", 3, migrations={2: lambda p: p})
    target = tmp_path / "thing.json"
    target.write_text('{"kind": "thing", "version": 1}')
    assert [p.code for p in load_document(target, doc).problems] == ["unsupported_version"]


@pytest.mark.parametrize("version", [0, -1, 1.5, True, None, [2]])
def test_invalid_version_values(tmp_path, version):
    target = tmp_path / "thing.json"
    target.write_text(json.dumps({"kind": "thing", "version": version}))
    assert [p.code for p in load_document(target, DocumentType("thing", 1)).problems] == ["bad_version"]


def test_validator_may_normalise_and_any_exception_is_contained(tmp_path):
    target = tmp_path / "thing.json"
    target.write_text('{"kind": "thing", "version": 1, "n": "7"}')
    doc = DocumentType("thing", 1, validate=lambda p: {"n": int(p["n"])})
    assert load_document(target, doc).data == {"n": 7}
    doc = DocumentType("thing", 1, validate=lambda p: p["missing"])
    (problem,) = load_document(target, doc).problems
    assert problem.code == "invalid_data" and "KeyError" in problem.message
    target.write_text('{"kind": "thing", "version": 1}')
    doc = DocumentType("thing", 1, validate=lambda p: ["not", "a", "dict"])
    (problem,) = load_document(target, doc).problems
    assert problem.code == "invalid_data" and "validator gave a list" in problem.message


def test_document_type_rejects_nonsense():
    with pytest.raises(ValueError):
        DocumentType("", 1)
    with pytest.raises(ValueError):
        DocumentType("x", 0)
    with pytest.raises(ValueError):
        DocumentType("x", 2, migrations={2: lambda p: p})


# --- saving -----------------------------------------------------------------

def test_save_twice_keeps_previous_version_as_bak(tmp_path):
    target = tmp_path / "sub" / "settings.json"
    assert save_document(target, DOC, {"deck": "one"}) == []
    assert save_document(target, DOC, {"deck": "two"}) == []
    assert json.loads(backup_path(target).read_text()) == {"kind": "settings", "version": 2, "deck": "one"}
    assert load_document(target, DOC).data == {"deck": "two"}


def test_saving_over_a_bad_file_moves_it_aside_and_spares_the_bak(tmp_path):
    target = tmp_path / "settings.json"
    save_document(target, DOC, {"deck": "good"})
    save_document(target, DOC, {"deck": "newer"})
    target.write_bytes(b"\xffgarbage")  # damaged behind our back
    (problem,) = save_document(target, DOC, {"deck": "newest"})
    assert problem.code == "not_utf8" and problem.kept_at.read_bytes() == b"\xffgarbage"
    assert load_document(target, DOC).data == {"deck": "newest"}
    assert json.loads(backup_path(target).read_text())["deck"] == "good"


def test_dump_refuses_reserved_keys_and_non_json_values():
    with pytest.raises(ValueError):
        dump_document(DOC, {"kind": "other"})
    with pytest.raises(ValueError):
        dump_document(DOC, {"card_scale": float("nan")})
    text = dump_document(DOC, {"seat_names": ["Núria"]})
    assert text.startswith('{\n  "kind": "settings",\n  "version": 2,') and "Núria" in text


# --- nothing makes loading raise --------------------------------------------

@settings(max_examples=300, deadline=None)
@given(main=st.binary(max_size=300), bak=st.one_of(st.none(), st.binary(max_size=100)))
def test_arbitrary_bytes_never_raise(main, bak):
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "settings.json"
        target.write_bytes(main)
        if bak is not None:
            backup_path(target).write_bytes(bak)
        result = load_document(target, DOC)
        assert result.source in ("file", "backup", "defaults")
        if result.source == "file":
            assert result.problems == [] and isinstance(result.data, dict)
        else:
            assert result.problems and all(p.message for p in result.problems)
        for problem in result.problems:
            assert problem.kept_at is not None
            assert problem.kept_at.read_bytes() in (main, bak)


@settings(max_examples=100, deadline=None)
@given(
    text=st.one_of(
        st.text(max_size=200),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
            lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
            max_leaves=20,
        ).map(json.dumps),
    )
)
def test_arbitrary_text_and_json_never_raise(text):
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "settings.json"
        target.write_text(text, encoding="utf-8")
        result = load_document(target, DOC)
        assert result.source in ("file", "defaults")


def test_absurdly_deep_or_huge_json_is_contained(tmp_path):
    target = tmp_path / "settings.json"
    for text in ["[" * 100_000 + "]" * 100_000, '{"kind": "settings", "version": ' + "9" * 10_000 + "}"]:
        target.write_text(text)
        (problem,) = load_document(target, DOC).problems
        assert problem.code == "invalid_json"
