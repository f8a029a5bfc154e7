"""Issue 15: one copy of the program per data folder; a second copy brings the first forward or keeps nothing."""

import os
import platform
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest
from ui_helpers import RandomLegal, play_hand_as_human

from botifarra_desktop.__main__ import parse_args
from botifarra_desktop.storage import AppDirs, Settings, SettingsStore
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.app import build_window
from botifarra_desktop.ui.shell.single_copy import DataFolderLock, claim_data_folder, server_name

ROOT = Path(__file__).resolve().parents[2]

OWNER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    from botifarra_desktop.ui.shell.single_copy import DataFolderLock

    app = QApplication(sys.argv[:1])
    lock = DataFolderLock(Path(sys.argv[1]))
    print("owner" if lock.acquire() else "refused", flush=True)
    lock.raise_requested.connect(lambda: print("raised", flush=True))
    app.exec()
""")


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture
def home(monkeypatch):
    folder = Path(tempfile.mkdtemp(prefix="botifarra-copy-"))
    monkeypatch.setenv("BOTIFARRA_HOME", str(folder))
    return folder


@pytest.fixture
def owner_process(home):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-c", OWNER, str(AppDirs.under(home).data)], stdout=subprocess.PIPE,
                            text=True, env=env)
    assert proc.stdout.readline().strip() == "owner"
    yield proc
    if proc.poll() is None:
        proc.kill()
        proc.wait()


def snapshot(folder: Path):
    """Every file under ``folder`` with its contents and modification time."""
    return {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_second_copy_asks_the_first_to_come_forward_and_ends(qtbot, home, owner_process):
    asked = []

    def ask(unanswered):
        asked.append(unanswered)
        return "raise"

    claim = claim_data_folder(AppDirs.under(home).data, ask)
    assert claim.mode == "quit" and not claim.saving and asked == [False]
    assert owner_process.stdout.readline().strip() == "raised"


def test_a_second_copy_whose_first_does_not_answer_asks_again(qtbot, home):
    data = AppDirs.under(home).data
    holder = DataFolderLock(data)
    assert holder.acquire()
    holder.server.close()  # the first copy hangs: nobody answers
    answers = iter(["raise", "play"])
    asked = []

    def ask(unanswered):
        asked.append(unanswered)
        return next(answers)

    claim = claim_data_folder(data, ask)
    assert claim.mode == "not_saving" and asked == [False, True]
    holder.release()


def test_a_second_copy_playing_without_saving_writes_nothing_and_says_why(qtbot, home):
    dirs = AppDirs.under(home)
    SettingsStore(dirs).save(Settings(animation_speed="instant", card_scale=1.25))
    SettingsStore(dirs).save(Settings(animation_speed="instant", card_scale=1.5))
    SettingsStore(dirs).path.write_text("{ damaged")  # the owner would move it aside; the second copy must not
    first = DataFolderLock(dirs.data)
    assert first.acquire()
    (dirs.data / ".autosave.json.abc123.tmp").write_text("the first copy is writing this")
    before = snapshot(home)

    claim = claim_data_folder(dirs.data, lambda unanswered: "play")
    assert claim.mode == "not_saving"
    args, _ = parse_args(["--language", "en"])
    window, _ = build_window(args, inline_runner, saving=claim.saving)
    qtbot.addWidget(window)
    claim.attach(window)
    window.show()
    assert window.keeper is None and window.store is None
    assert window.settings.card_scale == 1.25  # read from the backup, which stays where it is
    assert window.windowTitle() == "Botifarra (not saving)"
    assert window.not_saving_label.text() == ("Not saving: Botifarra is already open with your saved games in "
                                              "another window.")
    window.startup(seed=3)
    play_hand_as_human(qtbot, window.controller)
    assert window.windowTitle() == "Botifarra (not saving)"  # still, after the game started
    window.apply_settings(window.settings.replace(card_scale=1.5))
    window.close()
    assert snapshot(home) == before
    first.release()


def test_the_first_copy_brings_its_window_forward_when_asked(qtbot, home):
    dirs = AppDirs.under(home)
    claim = claim_data_folder(dirs.data, lambda unanswered: pytest.fail("the first copy is never asked"))
    assert claim.mode == "owner" and claim.lock.held
    args, _ = parse_args(["--language", "en", "--speed", "instant"])
    window, _ = build_window(args, inline_runner, saving=claim.saving)
    qtbot.addWidget(window)
    claim.attach(window)
    window.show()
    window.showMinimized()
    raised = []
    window.raise_ = lambda: raised.append(True)
    claim.lock.raise_requested.emit()
    assert not window.isMinimized() and window.isVisible() and raised == [True]
    claim.lock.release()


def test_a_lock_left_by_a_killed_copy_is_taken_over(qtbot, home, owner_process):
    data = AppDirs.under(home).data
    assert not DataFolderLock(data).acquire()
    owner_process.kill()
    owner_process.wait()
    lock = DataFolderLock(data)
    assert lock.acquire() and lock.held
    lock.release()



def test_copies_on_different_data_folders_do_not_meet(tmp_path):
    a, b = DataFolderLock(tmp_path / "a"), DataFolderLock(tmp_path / "b")
    assert a.acquire() and b.acquire()
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    a.release()
    b.release()


def test_the_second_copy_asks_in_the_players_language(qtbot, home, monkeypatch):
    from PySide6.QtCore import QCoreApplication

    from botifarra_desktop.ui.shell import app

    dirs = AppDirs.under(home)
    SettingsStore(dirs).save(Settings(language="ca"))
    first = DataFolderLock(dirs.data)  # another copy owns the data folder
    assert first.acquire()
    seen = []
    monkeypatch.setattr(app, "ask_second_copy", lambda unanswered: seen.append(
        QCoreApplication.translate("SingleCopy", "Play without saving")) or "quit")
    args, _ = parse_args([])
    try:
        assert app.run(args, ["botifarra"], inline_runner) == 0  # the player chose Quit
        assert seen == ["Juga sense desar"]
    finally:
        app.KEPT.translations.install("en")  # the next tests read English
        first.release()


def test_the_app_holds_the_lock_while_it_runs_and_leaves_none_after_a_clean_exit(qtbot, home):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from botifarra_desktop.ui.shell.app import run
    from botifarra_desktop.ui.shell.main_window import MainWindow

    lock_file = AppDirs.under(home).data / "botifarra.lock"
    SettingsStore(AppDirs.under(home)).save(Settings(first_start_done=True))  # not a first start: no questions
    seen = {}

    def close_it():
        seen["held"] = lock_file.exists() and not DataFolderLock(lock_file.parent).acquire()
        for w in QApplication.topLevelWidgets():
            if isinstance(w, MainWindow):
                w.close()

    QTimer.singleShot(300, close_it)
    args, _ = parse_args(["--language", "en", "--speed", "instant"])
    assert run(args, ["botifarra"], inline_runner) == 0
    assert seen == {"held": True}
    assert not lock_file.exists()


def test_no_lock_means_no_ownership_and_the_player_is_told_why(qtbot, home):
    """A full disk (or a folder in the lock file's place) at start: the copy owns nothing."""
    dirs = AppDirs.under(home)
    lock_file = dirs.data / "botifarra.lock"
    lock_file.mkdir(parents=True)
    asked = []

    def ask_no_lock(path, error):
        asked.append((path, error.filename))
        return "play"

    claim = claim_data_folder(dirs.data, lambda unanswered: pytest.fail("no other copy is open"), ask_no_lock)
    assert claim.mode == "not_saving" and not claim.saving and asked == [(lock_file, str(lock_file))]
    args, _ = parse_args(["--language", "en"])
    window, _ = build_window(args, inline_runner, saving=claim.saving)
    qtbot.addWidget(window)
    claim.attach(window)
    assert window.keeper is None and window.windowTitle() == "Botifarra (not saving)"
    assert window.not_saving_label.text() == f"Not saving: the lock file {lock_file} could not be created."
    # a later copy meets the same refusal: it never becomes an owner without a question either
    later = claim_data_folder(dirs.data, lambda unanswered: pytest.fail("no other copy"), lambda p, e: "quit")
    assert later.mode == "quit"


def test_a_full_disk_while_writing_the_lock_is_no_ownership(qtbot, home, monkeypatch):
    from botifarra_desktop.storage import filelock

    def full(_fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(filelock, "_write_owner", full)
    reasons = []
    claim = claim_data_folder(AppDirs.under(home).data, lambda unanswered: pytest.fail("no other copy"),
                              lambda path, error: reasons.append(error.errno) or "quit")
    assert claim.mode == "quit" and reasons == [28] and not claim.lock.held


def test_the_no_lock_question_names_the_file_and_the_reason(qtbot, home, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from botifarra_desktop.ui.shell import single_copy

    shown = {}

    def exec_(box):
        shown["text"], shown["info"] = box.text(), box.informativeText()
        shown["buttons"] = [b.text() for b in box.buttons()]
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    lock_file = Path(home) / "data" / "botifarra.lock"
    answer = single_copy.ask_without_lock(lock_file, OSError(28, "No space left on device", str(lock_file)))
    assert answer == "quit"  # nothing clicked: the safe answer
    assert shown["text"] == f"Botifarra could not create its lock file {lock_file} (the disk is full)."
    assert "will not keep anything" in shown["info"] and "already open" not in shown["text"] + shown["info"]
    assert sorted(shown["buttons"]) == ["Play without saving", "Quit"]


def test_a_stale_lock_naming_a_live_unrelated_process_is_taken_over(qtbot, home):
    """PID reuse (or a copy killed in another PID namespace): the number in the lock file now
    belongs to a live process that is not Botifarra.  Only the OS lock on the file counts."""
    data = AppDirs.under(home).data
    data.mkdir(parents=True)
    unrelated = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        (data / "botifarra.lock").write_text(f"{unrelated.pid}\nbotifarra\n{platform.node()}\n")
        claim = claim_data_folder(data, lambda unanswered: pytest.fail("no other copy is open"))
        assert claim.mode == "owner" and claim.lock.held and unrelated.poll() is None
        claim.lock.release()
    finally:
        unrelated.stdin.close()
        unrelated.wait()
