"""Issue 15: files shared by two writers, leftovers of interrupted writes, links and oversized files."""

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage.atomic import atomic_write_text, backup_path, clean_temp_files
from botifarra_desktop.storage.documents import MAX_DOCUMENT_BYTES, load_document, read_document
from botifarra_desktop.storage.filelock import exclusive
from botifarra_desktop.storage.meta import GameMeta
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.saves import SaveStore
from botifarra_desktop.storage.settings import SETTINGS_DOCUMENT, Settings, SettingsStore
from botifarra_desktop.storage.statistics import StatisticsStore

ROOT = Path(__file__).resolve().parents[2]

WRITER = textwrap.dedent("""
    import sys
    from botifarra_desktop.engine import Rules
    from botifarra_desktop.session import TableSession
    from botifarra_desktop.storage import AppDirs, GameMeta, StatisticsStore

    class First:
        def decide(self, view):
            if view.phase == "double":
                return "pass"
            return (view.legal if view.phase == "play" else view.options)[0]

    home, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    session = TableSession(Rules(target=51), seed=5)
    session.start()
    session.drive_bots({seat: First() for seat in range(4)})
    store = StatisticsStore(AppDirs.under(home))
    print("ready", flush=True)
    sys.stdin.readline()  # both writers start together
    for n in range(count):
        meta = GameMeta.for_session(session, game_id=f"{tag}{n}")
        try:
            store.record_hand(session, 1, meta)
        except TimeoutError:
            pass  # as in the program: the hand stays in the pending journal, written with the next save
    while store.pending:  # the other writer is done at the latest when it exits: this ends
        try:
            store.flush_pending()
        except TimeoutError:
            pass
""")


def test_two_writers_lose_no_statistics_update(tmp_path):
    """However long one writer waits for the other (a loaded machine can make it wait past
    the lock's limit), no update is lost: what timed out is written with the next save."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), tag, "300"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT) for tag in ("a", "b")]
    for w in writers:
        assert w.stdout.readline().strip() == "ready"
    for w in writers:
        w.stdin.write("go\n")
        w.stdin.flush()
    for w in writers:
        assert w.wait(timeout=300) == 0
    stats, problems = StatisticsStore(AppDirs.under(tmp_path)).load()
    assert problems == []
    assert stats.total.hands_played == 600


HOLDER = ("import sys\nfrom botifarra_desktop.storage.filelock import exclusive\n"
          "with exclusive(sys.argv[1]):\n    print('held', flush=True)\n    sys.stdin.readline()\n")


def test_a_hand_refused_by_a_busy_lock_is_kept_and_counted_once_the_lock_is_free(tmp_path, monkeypatch):
    from botifarra_desktop.storage import statistics

    dirs = AppDirs.under(tmp_path)
    store = StatisticsStore(dirs)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(store.path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert holder.stdout.readline().strip() == "held"  # held until told to let go: no race
    monkeypatch.setattr(statistics, "exclusive", lambda path: exclusive(path, wait=0))
    session = TableSession(Rules(target=51), seed=5)
    session.start()

    class First:
        def decide(self, view):
            return "pass" if view.phase == "double" else (view.legal if view.phase == "play" else view.options)[0]

    session.drive_bots({seat: First() for seat in range(4)})
    with pytest.raises(TimeoutError):
        store.record_hand(session, 1, GameMeta.for_session(session))
    assert len(store.pending) == 1 and store.pending.path.exists()  # on disk, not only in memory
    holder.stdin.write("go\n")
    holder.stdin.flush()
    assert holder.wait() == 0
    assert store.flush_pending() == [] and not store.pending
    stats, problems = StatisticsStore(dirs).load()
    assert problems == [] and stats.total.hands_played == 1


def test_the_lock_waits_for_the_other_writer(tmp_path):
    target = tmp_path / "shared.json"
    code = ("import sys, time\nfrom botifarra_desktop.storage.filelock import exclusive\n"
            "with exclusive(sys.argv[1]):\n    print('held', flush=True)\n    time.sleep(1.0)\n")
    holder = subprocess.Popen([sys.executable, "-c", code, str(target)], stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert holder.stdout.readline().strip() == "held"
    with pytest.raises(TimeoutError):
        with exclusive(target, wait=0.05):
            pass
    with exclusive(target, wait=30):  # once the holder is done, the lock is ours
        pass
    assert holder.wait() == 0


def test_a_lock_holder_killed_leaves_no_stale_lock(tmp_path):
    target = tmp_path / "shared.json"
    code = ("import sys, time\nfrom botifarra_desktop.storage.filelock import exclusive\n"
            "with exclusive(sys.argv[1]):\n    print('held', flush=True)\n    time.sleep(60)\n")
    holder = subprocess.Popen([sys.executable, "-c", code, str(target)], stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert holder.stdout.readline().strip() == "held"
    holder.kill()
    holder.wait()
    with exclusive(target, wait=5):
        pass


# ------------------------------------------------------------ the autosave belongs to its game
def _session_and_meta():
    session = TableSession(Rules(target=51), seed=3)
    session.start()
    return session, GameMeta.for_session(session)


def test_an_autosave_is_only_cleared_by_the_game_that_wrote_it(tmp_path):
    store = SaveStore(AppDirs.under(tmp_path))
    session, ours = _session_and_meta()
    _, theirs = _session_and_meta()
    store.autosave(session, theirs)
    store.autosave(session, theirs)  # and its backup
    assert not store.clear_autosave(ours.game_id)
    assert store.autosave_path.exists() and backup_path(store.autosave_path).exists()
    assert store.load_autosave()[0].meta.game_id == theirs.game_id
    assert store.clear_autosave(theirs.game_id)
    assert not store.autosave_path.exists() and not backup_path(store.autosave_path).exists()


# ------------------------------------------------------------ leftovers of interrupted writes
def _age(path: Path, seconds: float) -> None:
    when = time.time() - seconds
    os.utime(path, (when, when))


def test_temp_files_are_cleaned_whatever_their_time_once_their_store_reads(tmp_path):
    good = tmp_path / "statistics.json"
    good.write_text('{"kind": "statistics", "version": 2}')
    old = tmp_path / ".statistics.json.ab12_cd.tmp"
    old.write_text("half")
    _age(old, 60)
    newer = tmp_path / ".statistics.json.zz99xx.tmp"  # newer than the good file: removed all the same
    newer.write_text("whole")
    _age(good, 30)
    link_temp = tmp_path / ".statistics.json.bak.0123456789ab.tmp"  # a backup's hard link, left by a kill
    link_temp.write_text("older")
    damaged = tmp_path / "autosave.json"
    damaged.write_text("{not json")
    beside_damaged = tmp_path / ".autosave.json.k3j4h5g6.tmp"  # its store did not read: kept for now
    beside_damaged.write_text("maybe the game")
    orphan = tmp_path / ".gone.json.qq11ww.tmp"  # its file is missing: the only copy, kept
    orphan.write_text("only")
    _age(orphan, 600)
    orphan_backup = tmp_path / ".gone.json.bak.aabbccddeeff.tmp"  # only ever a link to an older version
    orphan_backup.write_text("older")
    other = tmp_path / ".hidden-note.tmp"
    other.write_text("not ours")
    _age(other, 600)
    removed = clean_temp_files([tmp_path, tmp_path / "missing"])
    assert sorted(removed) == sorted([old, newer, link_temp, orphan_backup])
    assert all(p.exists() for p in (beside_damaged, orphan, other, good, damaged))


# ------------------------------------------------------------ symbolic links
@pytest.mark.skipif(os.name == "nt", reason="symbolic links need privileges on Windows")
def test_a_symlinked_data_file_is_written_through_the_link(tmp_path):
    real = tmp_path / "elsewhere" / "my-settings.json"
    store = SettingsStore(AppDirs.under(tmp_path / "home"))
    store.save(Settings(deck="large"))
    store.path.parent.mkdir(parents=True, exist_ok=True)
    real.parent.mkdir()
    os.replace(store.path, real)
    store.path.symlink_to(real)
    store.save(Settings(deck="classic", card_scale=1.5))
    assert store.path.is_symlink() and os.readlink(store.path) == str(real)
    assert json.loads(real.read_text())["card_scale"] == 1.5
    assert json.loads(backup_path(real).read_text())["deck"] == "large"  # the backup sits by the real file
    assert store.load()[0].card_scale == 1.5


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need privileges on Windows")
def test_a_dangling_link_creates_its_target(tmp_path):
    real = tmp_path / "target.json"
    link = tmp_path / "link.json"
    link.symlink_to(real)
    atomic_write_text(link, "hello")
    assert link.is_symlink() and real.read_text() == "hello"


# ------------------------------------------------------------ oversized files
def test_an_oversized_file_is_not_read_and_kept_aside(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_DOCUMENT_BYTES + 10)  # sparse: costs no disk
    reads = []
    real_fdopen = os.fdopen

    def spy_fdopen(fd, *args, **kwargs):  # the stores open files by descriptor (never waiting on a pipe)
        handle = real_fdopen(fd, *args, **kwargs)
        if os.path.exists(path) and os.path.samestat(os.fstat(fd), os.stat(path)):
            original = handle.read
            handle.read = lambda n=-1: reads.append(n) or original(n)
        return handle

    monkeypatch.setattr(os, "fdopen", spy_fdopen)
    listed = read_document(path, SETTINGS_DOCUMENT)
    assert listed.problems[0].code == "too_large" and path.exists()  # listings leave it in place
    result = load_document(path, SETTINGS_DOCUMENT)
    assert result.source == "defaults"
    [problem] = result.problems
    assert problem.code == "too_large" and "larger than 8 MiB" in problem.message
    assert problem.kept_at is not None and problem.kept_at.exists() and not path.exists()
    assert reads and all(0 < n <= MAX_DOCUMENT_BYTES + 1 for n in reads)



def test_a_copy_that_does_not_own_the_folder_reads_without_repairing(tmp_path):
    store = SettingsStore(AppDirs.under(tmp_path))
    store.save(Settings(card_scale=1.25))
    store.save(Settings(card_scale=1.5))
    store.path.write_text("{ damaged")
    before = sorted(p.name for p in store.path.parent.iterdir())
    settings, problems = store.load(repair=False)
    assert settings.card_scale == 1.25 and problems[0].kept_at is None
    assert sorted(p.name for p in store.path.parent.iterdir()) == before
    assert store.path.read_text() == "{ damaged"
    settings, problems = store.load()  # the owner keeps the bad file aside and puts the backup back
    assert settings.card_scale == 1.25 and problems[0].kept_at is not None
    assert json.loads(store.path.read_text())["card_scale"] == 1.25
