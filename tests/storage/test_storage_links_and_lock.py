"""Links to special files never moved or written through; a folder that is a pipe named; the lock watched."""

import os
import stat
import sys

import pytest
from store_helpers import no_hang, played

from botifarra_desktop.storage import HandHistory, SaveStore, SettingsStore, StatisticsStore
from botifarra_desktop.storage.atomic import backup_path, write_target
from botifarra_desktop.storage.filelock import HeldLock
from botifarra_desktop.storage.files import NotAFolder, NotRegularFile
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.settings import Settings

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="named pipes, devices and symbolic links: POSIX")


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path / "home")


def _fifo(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def _device(path):
    """A character device node in the test's own folder (the numbers of /dev/null: nothing is ever
    opened through it); the test is skipped where nodes cannot be made."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 3))
    except (PermissionError, AttributeError, OSError) as exc:
        pytest.skip(f"cannot make a device node here: {exc}")
    return path


def _special(kind, path):
    return _fifo(path) if kind == "fifo" else _device(path)


def _is_kind(kind, path):
    mode = os.lstat(path).st_mode
    return stat.S_ISFIFO(mode) if kind == "fifo" else stat.S_ISCHR(mode)


def _linked(store_path, special):
    store_path.parent.mkdir(parents=True, exist_ok=True)
    store_path.symlink_to(special)


# ------------------------------------------------------------ links to special files
@posix_only
@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_link_to_a_special_file_is_refused_the_special_file_untouched_and_the_backup_used(dirs, tmp_path, kind):
    store = SettingsStore(dirs)
    store.save(Settings(deck="large"))
    store.save(Settings(deck="large", language="fr"))  # the first save is now the backup beside the link
    special = _special(kind, tmp_path / "elsewhere" / "node")
    store.path.unlink()
    _linked(store.path, special)
    with no_hang():
        settings, problems = store.load()
    assert settings == Settings(deck="large")  # the backup beside the link
    assert problems[0].code == "not_regular" and str(store.path) in problems[0].message
    # only the link was moved aside; the special file is where it was, with its name
    assert _is_kind(kind, special) and sorted(special.parent.iterdir()) == [special]
    assert problems[0].kept_at.is_symlink() and os.readlink(problems[0].kept_at) == str(special)
    with no_hang():
        store.save(Settings(deck="small"))
    assert store.path.is_file() and not store.path.is_symlink() and _is_kind(kind, special)
    assert store.load() == (Settings(deck="small"), [])


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_the_autosave_and_the_statistics_linked_to_a_special_file_keep_their_backups(dirs, tmp_path, kind):
    saves, stats = SaveStore(dirs), StatisticsStore(dirs)
    session, meta = played(31, 2)
    saves.autosave(session, meta)
    saves.autosave(session, meta)
    stats.record_hand(session, 1, meta)
    stats.record_hand(session, 2, meta)  # the backup holds one hand
    special = _special(kind, tmp_path / "elsewhere" / "node")
    for path in (saves.autosave_path, stats.path):
        path.unlink()
        _linked(path, special)
    with no_hang():
        saved, problems = saves.load_autosave()
        counted, stat_problems = stats.load()
        assert saved is not None and saved.session.actions == session.actions
        assert counted.total.hands_played == 1 and stat_problems[0].code == "not_regular"
        assert not saves.clear_autosave(meta.game_id + "x")
    assert _is_kind(kind, special) and sorted(special.parent.iterdir()) == [special]


@posix_only
def test_no_write_goes_through_a_link_to_a_special_file(tmp_path):
    special = _fifo(tmp_path / "elsewhere" / "pipe")
    link = tmp_path / "store.json"
    link.symlink_to(special)
    with pytest.raises(NotRegularFile):
        write_target(link)
    assert _is_kind("fifo", special) and not backup_path(special).exists()


# ------------------------------------------------------------ a pipe where the history folder belongs
@posix_only
def test_a_pipe_where_the_history_folder_belongs_is_named_as_a_pipe(dirs):
    _fifo(dirs.history)
    session, meta = played(33, 1)
    for store in (HandHistory(dirs), StatisticsStore(dirs)):
        with no_hang(), pytest.raises(NotAFolder) as caught:
            store.record_hand(session, 1, meta)
        assert caught.value.filename == str(dirs.history) and caught.value.what == "a named pipe"
        assert "File exists" not in str(caught.value)
    assert _is_kind("fifo", dirs.history)


# ------------------------------------------------------------ the data-folder lock, watched
def test_a_removed_lock_file_is_noticed_and_a_quitting_copy_removes_only_its_own(tmp_path):
    path = tmp_path / "botifarra.lock"
    first, second, third = HeldLock(path), HeldLock(path), HeldLock(path)
    assert first.acquire()
    path.unlink()  # someone deletes the lock file while the first copy runs
    assert second.acquire()  # nothing on disk can stop this one ...
    assert not first.check() and first.lost and not first.held  # ... but the first copy knows it lost
    first.release()  # the first copy quits
    assert path.exists() and not third.acquire()  # the second copy's lock is still there and held
    second.release()
    assert not path.exists() and third.acquire()
    third.release()


def test_a_removed_lock_file_is_made_again_before_another_copy_comes(tmp_path):
    path = tmp_path / "botifarra.lock"
    first, second, third = HeldLock(path), HeldLock(path), HeldLock(path)
    assert first.acquire()
    path.unlink()
    assert first.check() and path.exists() and not first.lost  # made again and locked
    assert not second.acquire() and not third.acquire()
    first.release()
    assert not path.exists()


def test_a_replaced_lock_file_is_noticed_and_taken_back(tmp_path):
    path = tmp_path / "botifarra.lock"
    first, second, third = HeldLock(path), HeldLock(path), HeldLock(path)
    assert first.acquire()
    other = tmp_path / "other"
    other.write_text("not a lock anyone holds\n")
    os.replace(other, path)  # the lock file replaced by another file
    assert first.check() and not first.lost
    assert f"pid {os.getpid()}" in path.read_text()
    assert not second.acquire() and not third.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_a_lock_file_replaced_by_another_holders_is_lost_and_left_to_it(tmp_path):
    path = tmp_path / "botifarra.lock"
    first, third = HeldLock(path), HeldLock(path)
    assert first.acquire()
    elsewhere = tmp_path / "elsewhere.lock"
    second = HeldLock(elsewhere)
    assert second.acquire()  # a copy holding another file ...
    os.replace(elsewhere, path)  # ... which is moved over ours
    assert not first.check() and first.lost
    first.release()
    assert path.exists() and not third.acquire()  # the second copy's file stays, held
    second.release()
