"""A really full disk: a small file system (tmpfs) filled up, then given room again.

Mounting needs root (or a user namespace allowing it); elsewhere these tests are skipped and
the same paths are covered by injected errors (test_storage_pending, test_storage_odd_files).
"""

import errno
import os
import shutil
import subprocess
import sys

import pytest
from store_helpers import played

from botifarra_desktop.storage import HandHistory, StatisticsStore
from botifarra_desktop.storage.filelock import HeldLock
from botifarra_desktop.storage.paths import AppDirs


@pytest.fixture
def small_disk(tmp_path):
    if sys.platform != "linux" or shutil.which("mount") is None:
        pytest.skip("tmpfs: Linux only")
    where = tmp_path / "small"
    where.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(where)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small file system here: {mounted.stderr.strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder):
    """Take every free byte; returns the filler to delete for room again."""
    filler = folder / "filler"
    with open(filler, "wb") as handle:
        try:
            while True:
                handle.write(b"\0" * 65536)
                handle.flush()
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
    return filler


def test_hands_and_statistics_refused_by_a_full_disk_are_written_once_there_is_room(small_disk):
    dirs = AppDirs.under(small_disk)
    history, stats = HandHistory(dirs), StatisticsStore(dirs)
    session, meta = played(51, 3, target=1000)
    history.record_hand(session, 1, meta)
    stats.record_hand(session, 1, meta)
    filler = fill(small_disk)
    for hand_no in (2, 3):
        with pytest.raises(OSError) as caught:
            history.record_hand(session, hand_no, meta)
        assert caught.value.errno == errno.ENOSPC
        with pytest.raises(OSError):
            stats.record_hand(session, hand_no, meta)
    assert history.pending_count == 2 and len(stats.pending) == 2  # in memory: the journal did not fit either
    assert [e.record.hand_no for e in history.list_hands()] == [1]
    assert not any(p.name.endswith(".tmp") for p in small_disk.rglob("*"))  # no half-written leftovers
    filler.unlink()
    history.flush_pending()
    stats.flush_pending()
    assert [e.record.hand_no for e in HandHistory(dirs).list_hands()] == [1, 2, 3]
    assert StatisticsStore(dirs).load()[0].total.hands_played == 3
    assert not history.pending.path.exists() and not stats.pending.path.exists()


def test_no_lock_can_be_made_on_a_full_disk(small_disk):
    fill(small_disk)
    lock = HeldLock(small_disk / "data" / "botifarra.lock")
    with pytest.raises(OSError) as caught:
        lock.acquire()
    assert caught.value.filename is not None and not lock.held
    os.unlink(small_disk / "filler")
    assert HeldLock(small_disk / "data" / "botifarra.lock").acquire()
