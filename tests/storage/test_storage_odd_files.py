"""Files that are not what they seem: pipes, folders, links, leftovers; and the locks."""

import os
import sys

import pytest
from store_helpers import no_hang, played

from botifarra_desktop.storage import HandHistory, SaveStore, SettingsStore, StatisticsStore
from botifarra_desktop.storage.atomic import backup_path
from botifarra_desktop.storage.filelock import HeldLock, exclusive, lock_path
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.settings import Settings

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="named pipes and symbolic links: POSIX")


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path / "home")


def _fifo(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


# ------------------------------------------------------------ named pipes: never read, never waited on
@posix_only
def test_a_pipe_in_place_of_the_settings_is_set_aside_at_start(dirs):
    store = SettingsStore(dirs)
    _fifo(store.path)
    with no_hang():
        settings, problems = store.load()
    assert settings == Settings()
    [problem] = problems
    assert problem.code == "not_regular" and str(store.path) in problem.message
    assert "is not a regular file, so it was not read (a named pipe)." in problem.message
    assert ".." not in problem.message and problem.detail == "a named pipe"
    assert problem.kept_at is not None and os.path.exists(problem.kept_at) and not store.path.exists()
    with no_hang():
        store.save(Settings(deck="large"))
    assert store.load() == (Settings(deck="large"), [])


@posix_only
def test_a_pipe_in_place_of_the_autosave_is_set_aside_on_reading_and_on_writing(dirs):
    store = SaveStore(dirs)
    session, meta = played(3, 1)
    _fifo(store.autosave_path)
    with no_hang():
        saved, problems = store.load_autosave()
    assert saved is None and problems[0].code == "not_regular"
    store.autosave(session, meta)  # our own last write is remembered ...
    os.replace(_fifo(store.autosave_path.with_name("pipe")), store.autosave_path)  # ... and swapped for a pipe
    with no_hang():
        problems = store.autosave(session, meta)
    assert [p.code for p in problems] == ["not_regular"]
    saved, problems = store.load_autosave()
    assert problems == [] and saved.session.actions == session.actions


@posix_only
def test_a_pipe_in_place_of_the_statistics_or_a_hand_record_never_hangs_the_end_of_a_hand(dirs):
    stats, history = StatisticsStore(dirs), HandHistory(dirs)
    session, meta = played(5, 2)
    _fifo(stats.path)
    with no_hang():
        problems = stats.record_hand(session, 1, meta)
    assert [p.code for p in problems] == ["not_regular"]
    assert stats.load()[0].total.hands_played == 1
    history.record_hand(session, 1, meta)
    [entry] = history.list_hands()
    os.unlink(entry.path)
    _fifo(entry.path)
    with no_hang():
        listed = history.list_hands()
        assert listed[0].problem.code == "not_regular" and listed[0].record is None
        problems = history.record_hand(session, 1, meta)  # the same hand again: over the pipe
    assert [p.code for p in problems] == ["not_regular"]
    assert history.list_hands()[0].record is not None


def test_a_file_where_the_hands_folder_belongs_is_moved_aside_and_named(dirs):
    history = HandHistory(dirs)
    history.dir.parent.mkdir(parents=True)
    history.dir.write_text("not a folder")
    session, meta = played(7, 1)
    problems = history.record_hand(session, 1, meta)
    [problem] = problems
    assert problem.message.startswith(f"The hand history folder {history.dir} was a file, not a folder.")
    assert ".." not in problem.message and problem.kept_at.read_text() == "not a folder"
    assert [e.record.hand_no for e in history.list_hands()] == [1]


def test_a_lock_file_that_is_a_folder_names_the_lock_file(dirs):
    stats = StatisticsStore(dirs)
    lock_path(stats.path).mkdir(parents=True)
    session, meta = played(9, 1)
    with pytest.raises(OSError) as caught:
        stats.record_hand(session, 1, meta)
    assert caught.value.filename == str(lock_path(stats.path))


# ------------------------------------------------------------ symbolic links stay links
@posix_only
def test_the_linked_autosave_stays_a_link_when_the_game_ends(dirs, tmp_path):
    store = SaveStore(dirs)
    synced = tmp_path / "synced" / "autosave.json"
    synced.parent.mkdir()
    store.autosave_path.parent.mkdir(parents=True)
    store.autosave_path.symlink_to(synced)
    session, meta = played(11, 1)
    store.autosave(session, meta)
    store.autosave(session, meta)
    assert store.autosave_path.is_symlink() and synced.is_file() and backup_path(synced).is_file()
    assert store.clear_autosave(meta.game_id)
    assert store.autosave_path.is_symlink() and not synced.exists() and not backup_path(synced).exists()
    assert store.load_autosave() == (None, [])  # the finished game is not offered
    store.autosave(session, meta)  # the next game goes through the link again
    assert store.autosave_path.is_symlink() and synced.is_file()


@posix_only
def test_a_link_to_a_damaged_file_is_set_aside_as_a_link_never_what_it_points_to(dirs, tmp_path):
    store = StatisticsStore(dirs)
    synced = tmp_path / "synced" / "statistics.json"
    synced.parent.mkdir()
    synced.write_text("{ damaged")
    store.path.parent.mkdir(parents=True)
    store.path.symlink_to(synced)
    session, meta = played(13, 1)
    [problem] = store.record_hand(session, 1, meta)
    # only the app's own name moved: the kept copy is the link, the damaged file is where it was
    assert problem.kept_at.parent == store.path.parent and problem.kept_at.is_symlink()
    assert os.readlink(problem.kept_at) == str(synced) and synced.read_text() == "{ damaged"
    assert store.path.is_file() and not store.path.is_symlink()
    assert store.load()[0].total.hands_played == 1 and sorted(synced.parent.iterdir()) == [synced]


# ------------------------------------------------------------ the data-folder lock
def test_the_held_lock_excludes_a_second_holder_until_released(tmp_path):
    first, second = HeldLock(tmp_path / "botifarra.lock"), HeldLock(tmp_path / "botifarra.lock")
    assert first.acquire() and first.held
    assert not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_a_lock_naming_a_live_unrelated_process_is_taken(tmp_path):
    """What an older copy (or a copy in another PID namespace) left: a number that now
    belongs to a live process that is not Botifarra.  Only the OS lock counts."""
    path = tmp_path / "botifarra.lock"
    path.write_text(f"{os.getppid()}\nbotifarra\nsomehost\n")  # QLockFile's layout, naming a live process
    lock = HeldLock(path)
    assert lock.acquire()
    text = path.read_text()
    assert f"pid {os.getpid()}" in text and "boot " in text and "started " in text
    lock.release()


def test_a_lock_that_cannot_be_created_raises_naming_the_lock_file(tmp_path):
    path = tmp_path / "botifarra.lock"
    path.mkdir()
    with pytest.raises(OSError) as caught:
        HeldLock(path).acquire()
    assert caught.value.filename == str(path)


def test_a_lock_that_cannot_be_written_is_not_held(tmp_path, monkeypatch):
    from botifarra_desktop.storage import filelock

    def full(_fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(filelock, "_write_owner", full)
    lock = HeldLock(tmp_path / "botifarra.lock")
    with pytest.raises(OSError) as caught:
        lock.acquire()
    assert caught.value.filename == str(lock.path) and not lock.held
    monkeypatch.undo()
    assert HeldLock(lock.path).acquire()  # nothing was left held


def test_the_short_lock_waits_for_no_pipe(tmp_path):
    if sys.platform == "win32":
        pytest.skip("named pipes: POSIX")
    target = tmp_path / "statistics.json"
    _fifo(lock_path(target))
    with no_hang(), pytest.raises(OSError) as caught, exclusive(target):
        pass
    assert caught.value.filename == str(lock_path(target))
