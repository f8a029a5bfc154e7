"""What a store could not write is kept on disk and written later; hands ordered by sequence, not clock."""

import json

import pytest
from store_helpers import finished, full_disk, played

from botifarra_desktop.storage import HandHistory, StatisticsStore, history, statistics
from botifarra_desktop.storage.paths import AppDirs


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path / "home")


# ------------------------------------------------------------ pending journals
def test_hands_refused_by_a_full_disk_are_written_in_a_later_run(dirs, monkeypatch):
    session, meta = played(21, 4)
    store = HandHistory(dirs)
    store.record_hand(session, 1, meta)
    store.record_hand(session, 2, meta)
    monkeypatch.setattr(history, "save_document", full_disk)
    for hand_no in (3, 4):
        with pytest.raises(OSError):
            store.record_hand(session, hand_no, meta)
    journal = json.loads(store.pending.path.read_text())
    assert [item["key"] for item in journal["entries"]] == [f"{meta.game_id}-003", f"{meta.game_id}-004"]
    monkeypatch.undo()  # the disk has room again; the program was quit and started again
    later = HandHistory(dirs)
    assert later.pending_count == 2
    assert later.flush_pending() == []
    assert [e.record.hand_no for e in later.list_hands()] == [1, 2, 3, 4]
    assert not later.pending.path.exists() and later.pending_count == 0


def test_a_pending_hand_is_written_before_the_next_one(dirs, monkeypatch):
    session, meta = played(23, 2)
    store = HandHistory(dirs)
    monkeypatch.setattr(history, "save_document", full_disk)
    with pytest.raises(OSError):
        store.record_hand(session, 1, meta)
    monkeypatch.undo()
    store.record_hand(session, 2, meta)
    assert [(e.record.hand_no, e.record.seq) for e in store.list_hands()] == [(1, 1), (2, 2)]
    assert not store.pending


def test_a_finished_game_refused_by_the_statistics_is_never_dropped(dirs, monkeypatch):
    session, meta = finished(25)
    store = StatisticsStore(dirs)
    for hand_no in range(1, len(session.results) - 1):
        store.record_hand(session, hand_no, meta)
    monkeypatch.setattr(statistics, "save_document", full_disk)
    with pytest.raises(OSError):
        store.record_hand(session, len(session.results) - 1, meta)
    with pytest.raises(OSError):
        store.record_hand(session, len(session.results), meta)
    with pytest.raises(OSError):
        store.record_game(session, meta)
    assert len(store.pending) == 3
    shown, _ = store.load()  # what the statistics window shows: the pending ones counted in
    assert (shown.total.hands_played, shown.total.games_played) == (len(session.results), 1)
    monkeypatch.undo()
    nxt, nxt_meta = played(27, 1)  # the next game's first hand, in a later run
    later = StatisticsStore(dirs)
    later.record_hand(nxt, 1, nxt_meta)
    stats, _ = later.load()
    assert (stats.total.hands_played, stats.total.games_played) == (len(session.results) + 1, 1)
    assert not later.pending and not later.pending.path.exists()


def test_writing_a_pending_entry_twice_counts_it_once(dirs, monkeypatch):
    """A crash after the statistics were written but before the journal went."""
    session, meta = played(29, 1)
    store = StatisticsStore(dirs)
    monkeypatch.setattr(statistics, "save_document", full_disk)
    with pytest.raises(OSError):
        store.record_hand(session, 1, meta)
    kept = store.pending.path.read_bytes()
    monkeypatch.undo()
    store.flush_pending()
    store.pending.path.write_bytes(kept)  # as if the journal's removal had been lost
    again = StatisticsStore(dirs)
    again.flush_pending()
    assert again.load()[0].total.hands_played == 1


def test_a_damaged_journal_is_kept_aside_and_told(dirs):
    store = StatisticsStore(dirs)
    store.pending.path.parent.mkdir(parents=True)
    store.pending.path.write_text("{ cut off")
    assert not store.pending
    [problem] = store.pending.problems
    assert str(store.pending.path) in problem.message and problem.kept_at.exists()


def test_a_journal_that_cannot_be_written_keeps_the_hand_in_memory(dirs, monkeypatch):
    session, meta = played(31, 1)
    store = HandHistory(dirs)
    monkeypatch.setattr(history, "save_document", full_disk)
    monkeypatch.setattr("botifarra_desktop.storage.pending.atomic_write_text", full_disk)
    with pytest.raises(OSError):
        store.record_hand(session, 1, meta)
    assert store.pending_count == 1 and store.pending.in_memory_only and not store.pending.path.exists()
    monkeypatch.undo()
    store.flush_pending()
    assert [e.record.hand_no for e in store.list_hands()] == [1]


# ------------------------------------------------------------ the clock orders nothing
def _clock(monkeypatch, when):
    monkeypatch.setattr(history, "now_iso", lambda: when)


def test_a_clock_set_back_never_deletes_a_new_hand(dirs, monkeypatch):
    store = HandHistory(dirs, max_hands=5)
    session, meta = played(33, 8, target=1000)
    _clock(monkeypatch, "2031-06-01T12:00:00+02:00")  # hands recorded while the clock was ahead
    for hand_no in range(1, 6):
        store.record_hand(session, hand_no, meta)
    _clock(monkeypatch, "2001-01-01T00:00:00+01:00")  # a dead clock battery
    for hand_no in range(6, 9):
        store.record_hand(session, hand_no, meta)
    entries = store.list_hands()
    assert [e.record.hand_no for e in entries] == [4, 5, 6, 7, 8]
    assert [e.record.seq for e in entries] == [4, 5, 6, 7, 8]
    assert entries[-1].record.recorded_at.year == 2001


def test_hands_from_a_future_date_in_earlier_versions_files_are_listed_and_kept(dirs, monkeypatch):
    store = HandHistory(dirs, max_hands=4)
    session, meta = played(35, 3, target=1000)
    store.record_hand(session, 1, meta)
    [first] = store.list_hands()
    legacy = first.path.with_name(f"20990101-000000-000000-{meta.game_id}x-001.json")
    first.path.rename(legacy)  # named by the time, as earlier versions did: in 2099
    store.record_hand(session, 2, meta)
    store.record_hand(session, 3, meta)
    entries = store.list_hands()
    assert [e.path.name for e in entries][0] == legacy.name  # recorded first, listed first
    assert [e.record.hand_no for e in entries] == [1, 2, 3]
