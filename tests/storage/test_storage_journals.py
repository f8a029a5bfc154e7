"""The pending journals: counted once after a crash, entries checked, links kept, a size never passed."""

import json
import os
import sys
from pathlib import Path

import pytest
from store_helpers import full_disk, played

from botifarra_desktop.storage import HandHistory, StatisticsStore, history, statistics
from botifarra_desktop.storage.documents import MAX_DOCUMENT_BYTES
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.pending import MAX_PENDING_STATISTICS, JournalFull, PendingJournal
from botifarra_desktop.storage.statistics import hand_contribution

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="symbolic links: POSIX")


class Crash(BaseException):
    """The program dies here (nothing after it runs)."""


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path / "home")


def _contributions(count):
    session, meta = played(51, 1)
    one = hand_contribution(session, 1, meta)
    return {f"hands:g{i}:1": dict(one, key=f"g{i}:1") for i in range(count)}


# ------------------------------------------------------------ statistics and journal change together
def test_a_crash_after_the_statistics_write_never_counts_262_pending_hands_twice(dirs, monkeypatch):
    store = StatisticsStore(dirs)
    store.pending.replace(_contributions(262))  # hands that waited (a full disk, a long time)
    assert store.load()[0].total.hands_played == 262

    def crash(self, entries):
        if not entries:  # the statistics are written; the journal is about to go
            raise Crash()
        return original(self, entries)

    original = PendingJournal.replace
    monkeypatch.setattr(PendingJournal, "replace", crash)
    with pytest.raises(Crash):
        store.flush_pending()
    monkeypatch.undo()
    assert store.pending.path.exists()  # the journal is still there, and so are the counted hands
    later = StatisticsStore(dirs)  # started again
    assert later.load()[0].total.hands_played == 262
    later.flush_pending()
    assert later.load()[0].total.hands_played == 262 and not later.pending.path.exists()
    session, meta = played(53, 1)
    later.record_hand(session, 1, meta)
    assert StatisticsStore(dirs).load()[0].total.hands_played == 263


def test_hands_counted_while_the_journal_could_not_be_removed_are_not_counted_again(dirs, monkeypatch):
    store = StatisticsStore(dirs)
    store.pending.replace(_contributions(230))
    monkeypatch.setattr(Path, "unlink", full_disk)  # the statistics are written; the journal cannot be removed
    with pytest.raises(OSError):
        store.flush_pending()  # counted; the journal could not be removed
    monkeypatch.undo()
    session, meta = played(55, 1)
    StatisticsStore(dirs).record_hand(session, 1, meta)  # a later run
    assert StatisticsStore(dirs).load()[0].total.hands_played == 231


# ------------------------------------------------------------ entries checked before they are written
def _journal_with(store, monkeypatch, payload_change):
    """Two hands waiting in the journal, the first one edited by ``payload_change``."""
    session, meta = played(57, 2)
    monkeypatch.setattr(history, "save_document", full_disk)
    for hand_no in (1, 2):
        with pytest.raises(OSError):
            store.record_hand(session, hand_no, meta)
    monkeypatch.undo()
    document = json.loads(store.pending.path.read_text())
    payload_change(document["entries"][0]["entry"])
    store.pending.path.write_text(json.dumps(document))
    return session, meta


def test_a_pending_hand_whose_actions_do_not_finish_it_is_kept_aside_and_told(dirs, monkeypatch):
    first = HandHistory(dirs)
    session, meta = _journal_with(first, monkeypatch, lambda entry: entry["actions"].__delitem__(slice(-4, None)))
    store = HandHistory(dirs)  # the next run
    problems = store.flush_pending()
    [problem] = problems
    assert problem.code == "rejected_entry" and problem.detail == "the actions do not finish the hand"
    assert str(store.pending.path) in problem.message and problem.field == "hand history"
    kept = json.loads(problem.kept_at.read_text())
    assert [item["key"] for item in kept["entries"]] == [f"{meta.game_id}-001"]
    assert kept["entries"][0]["why"] == "the actions do not finish the hand"
    entries = store.list_hands()  # never written as a file that cannot be read back
    assert [(e.record.hand_no if e.record else None, e.problem) for e in entries] == [(2, None)]
    assert not store.pending and not store.pending.path.exists()


def test_a_pending_statistics_entry_that_cannot_be_used_is_kept_aside_and_told(dirs, monkeypatch):
    store = StatisticsStore(dirs)
    session, meta = played(59, 2)
    monkeypatch.setattr(statistics, "save_document", full_disk)
    for hand_no in (1, 2):
        with pytest.raises(OSError):
            store.record_hand(session, hand_no, meta)
    monkeypatch.undo()
    document = json.loads(store.pending.path.read_text())
    document["entries"][1]["entry"]["counts"] = {"hands_played": "many"}
    store.pending.path.write_text(json.dumps(document))
    later = StatisticsStore(dirs)
    [problem] = later.flush_pending()
    assert problem.code == "rejected_entry" and problem.field == "statistics"
    kept = json.loads(problem.kept_at.read_text())
    assert [item["key"] for item in kept["entries"]] == [f"hands:{meta.game_id}:2"]
    assert later.load()[0].total.hands_played == 1 and not later.pending.path.exists()


# ------------------------------------------------------------ journals keep their links
@posix_only
@pytest.mark.parametrize("which", ["history", "statistics"])
def test_a_linked_journal_stays_a_link_after_it_is_written_out(dirs, tmp_path, monkeypatch, which):
    store = HandHistory(dirs) if which == "history" else StatisticsStore(dirs)
    module = history if which == "history" else statistics
    synced = tmp_path / "synced" / store.pending.path.name
    synced.parent.mkdir()
    store.pending.path.parent.mkdir(parents=True)
    store.pending.path.symlink_to(synced)
    session, meta = played(61, 2)
    monkeypatch.setattr(module, "save_document", full_disk)
    with pytest.raises(OSError):
        store.record_hand(session, 1, meta)
    assert store.pending.path.is_symlink() and synced.is_file()  # written through the link
    monkeypatch.undo()
    store.flush_pending()
    assert store.pending.path.is_symlink() and os.readlink(store.pending.path) == str(synced)
    assert not synced.exists() and not store.pending
    monkeypatch.setattr(module, "save_document", full_disk)
    with pytest.raises(OSError):
        store.record_hand(session, 2, meta)
    assert store.pending.path.is_symlink() and synced.is_file()


# ------------------------------------------------------------ a size the journals never pass
def test_the_hands_journal_keeps_at_most_the_newest_hands_the_history_keeps(dirs, monkeypatch):
    store = HandHistory(dirs, max_hands=3)
    session, meta = played(63, 5, target=1000)
    monkeypatch.setattr(history, "save_document", full_disk)
    for hand_no in range(1, 6):
        with pytest.raises(OSError):
            store.record_hand(session, hand_no, meta)
    document = json.loads(store.pending.path.read_text())
    assert [item["key"] for item in document["entries"]] == [f"{meta.game_id}-{n:03d}" for n in (3, 4, 5)]
    assert not store.pending.in_memory_only  # nothing lost the history would keep
    monkeypatch.undo()
    store.flush_pending()
    assert [e.record.hand_no for e in store.list_hands()] == [3, 4, 5]


def test_the_statistics_journal_never_passes_its_size_what_is_beyond_waits_in_memory(dirs, monkeypatch):
    journal = StatisticsStore(dirs).pending
    entries = _contributions(MAX_PENDING_STATISTICS + 7)
    with pytest.raises(JournalFull) as caught:
        journal.replace(entries)
    assert caught.value.filename == str(journal.path)
    assert os.path.getsize(journal.path) < MAX_DOCUMENT_BYTES
    on_disk = json.loads(journal.path.read_text())["entries"]
    assert len(on_disk) == MAX_PENDING_STATISTICS and journal.unkept == 7 and journal.in_memory_only
    assert len(journal) == MAX_PENDING_STATISTICS + 7  # still counted in this run
    later = StatisticsStore(dirs)
    later.flush_pending()
    assert later.load()[0].total.hands_played == MAX_PENDING_STATISTICS
