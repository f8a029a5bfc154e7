import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from botifarra_desktop.storage import atomic
from botifarra_desktop.storage.atomic import atomic_write_bytes, atomic_write_text, backup_path
from botifarra_desktop.storage.documents import DocumentType, load_document

REPO = Path(__file__).resolve().parents[2]
SAMPLE = DocumentType("sample", 1)


def sample(n: int) -> str:
    return json.dumps({"kind": "sample", "version": 1, "n": n})


def test_write_creates_parents_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write_bytes(target, b"hello")
    assert target.read_bytes() == b"hello"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_text_is_utf8_without_newline_translation(tmp_path):
    target = tmp_path / "file.txt"
    atomic_write_text(target, "Núria\nl·l\r\n")
    assert target.read_bytes() == "Núria\nl·l\r\n".encode("utf-8")


def test_each_write_keeps_the_previous_version_as_bak(tmp_path):
    target = tmp_path / "file.json"
    atomic_write_text(target, "one")
    assert not backup_path(target).exists()
    atomic_write_text(target, "two")
    assert backup_path(target).read_text() == "one"
    atomic_write_text(target, "three")
    assert target.read_text() == "three"
    assert backup_path(target).read_text() == "two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json", "file.json.bak"]


def test_backup_false_leaves_the_bak_alone(tmp_path):
    target = tmp_path / "file.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    atomic_write_text(target, "three", backup=False)
    assert target.read_text() == "three"
    assert backup_path(target).read_text() == "one"


def test_new_contents_are_complete_and_fsynced_before_the_rename(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd))[1])
    seen = {}

    def hook(temp_path, final_path):
        seen["temp"] = temp_path.read_text()
        seen["target"] = final_path.read_text()
        seen["synced_before"] = len(synced)

    monkeypatch.setattr(atomic, "before_replace", hook)
    atomic_write_text(target, "new")
    assert seen == {"temp": "new", "target": "old", "synced_before": 1}  # the temp (.bak is a link to old)
    assert len(synced) == 2  # and the directory afterwards
    assert target.read_text() == "new"
    assert backup_path(target).read_text() == "old"


def test_without_hard_links_the_backup_is_a_synced_copy(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic_write_text(target, "one")

    def no_links(*_args):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    atomic_write_text(target, "two")
    atomic_write_text(target, "three")
    assert target.read_text() == "three" and backup_path(target).read_text() == "two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json", "file.json.bak"]


def test_crash_between_write_and_rename_keeps_last_good_file(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic_write_text(target, sample(1))
    atomic_write_text(target, sample(2))

    def crash(temp_path, final_path):
        raise RuntimeError("simulated crash")

    monkeypatch.setattr(atomic, "before_replace", crash)
    with pytest.raises(RuntimeError, match="simulated crash"):
        atomic_write_text(target, sample(3))
    result = load_document(target, SAMPLE)
    assert (result.source, result.data, result.problems) == ("file", {"n": 2}, [])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json", "file.json.bak"]


def test_crash_on_first_write_leaves_no_partial_file(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    monkeypatch.setattr(atomic, "before_replace", lambda temp, final: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        atomic_write_text(target, sample(1))
    assert list(tmp_path.iterdir()) == []


def test_killed_process_between_write_and_rename_keeps_last_good_file(tmp_path):
    target = tmp_path / "file.json"
    atomic_write_text(target, sample(1))
    script = textwrap.dedent(
        f"""
        import os, sys
        from botifarra_desktop.storage import atomic
        atomic.before_replace = lambda temp, final: os._exit(17)
        atomic.atomic_write_text(sys.argv[1], {sample(2)!r})
        """
    )
    done = subprocess.run([sys.executable, "-c", script, str(target)], cwd=REPO, timeout=60)
    assert done.returncode == 17
    # The dead process left its temporary file behind, and nothing else changed.
    strays = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(strays) == 1 and strays[0].read_text() == sample(2)
    assert target.read_text() == sample(1)
    result = load_document(target, SAMPLE)
    assert (result.source, result.data, result.problems) == ("file", {"n": 1}, [])
    # The next write simply succeeds.
    atomic_write_text(target, sample(3))
    assert load_document(target, SAMPLE).data == {"n": 3}
    assert backup_path(target).read_text() == sample(1)


def test_replace_is_retried_on_windows_sharing_errors(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    real_replace = os.replace
    failures = []

    def flaky_replace(src, dst):
        if len(failures) < 2:
            failures.append(dst)
            raise PermissionError(13, "in use")
        real_replace(src, dst)

    monkeypatch.setattr(atomic, "_IS_WINDOWS", True)
    monkeypatch.setattr(atomic.time, "sleep", lambda seconds: None)
    monkeypatch.setattr(os, "replace", flaky_replace)
    atomic_write_text(target, "data")
    assert target.read_text() == "data" and len(failures) == 2


def test_persistent_replace_failure_raises_and_cleans_up(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def refuse(src, dst):
        raise PermissionError(13, "denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(PermissionError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json"]
