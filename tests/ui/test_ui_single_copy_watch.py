"""Issue 46: a removed or replaced lock file never lets two copies own the data folder."""

import os

import pytest
from test_ui_single_copy import home, inline_runner, owner_process  # noqa: F401 - fixtures

from botifarra_desktop.__main__ import parse_args
from botifarra_desktop.storage import AppDirs
from botifarra_desktop.storage.filelock import HeldLock
from botifarra_desktop.ui.shell.app import build_window
from botifarra_desktop.ui.shell.single_copy import DataFolderLock, claim_data_folder


def test_three_copies_with_the_first_ones_lock_file_removed(qtbot, home, owner_process):  # noqa: F811
    data = AppDirs.under(home).data
    lock_file = data / "botifarra.lock"
    lock_file.unlink()  # deleted while the first copy runs
    second, third = DataFolderLock(data), DataFolderLock(data)
    assert not second.acquire()  # the first copy answers on its socket: it still owns the folder
    assert not second.held and not third.acquire() and not third.held
    owner_process.kill()  # the first copy ends ...
    owner_process.wait()
    assert third.acquire()  # ... and only then may another one own the folder
    third.release()


def test_three_copies_with_the_first_ones_lock_file_replaced(qtbot, home, owner_process):  # noqa: F811
    data = AppDirs.under(home).data
    lock_file = data / "botifarra.lock"
    other = data / "other"
    other.write_text("someone's file\n")
    os.replace(other, lock_file)
    second, third = DataFolderLock(data), DataFolderLock(data)
    assert not second.acquire() and not third.acquire()
    owner_process.kill()
    owner_process.wait()
    assert third.acquire()
    third.release()


def test_a_copy_that_lost_the_folder_stops_saving_and_leaves_the_others_lock(qtbot, home, monkeypatch):  # noqa: F811
    dirs = AppDirs.under(home)
    claim = claim_data_folder(dirs.data, lambda unanswered: pytest.fail("the first copy is never asked"))
    assert claim.mode == "owner" and claim.lock.watch.isActive()
    args, _ = parse_args(["--language", "en", "--speed", "instant"])
    window, _ = build_window(args, inline_runner, saving=claim.saving)
    qtbot.addWidget(window)
    shown = []
    monkeypatch.setattr(window.files, "show_problems", lambda intro, problems: shown.append(intro))
    claim.attach(window)
    claim.lock.path.unlink()
    other = HeldLock(claim.lock.path)  # a copy that did not ask (an older version) takes the folder
    assert other.acquire()
    assert claim.lock.check() and not window.keeper.stopped  # once might be a copy looking in for a moment
    assert not claim.lock.check() and not claim.lock.watch.isActive()
    assert window.keeper.stopped and window.store is None and "(not saving)" in window.windowTitle()
    assert shown and "another copy of Botifarra now keeps your saved games" in shown[0]
    settings_file = dirs.config / "settings.json"
    before = settings_file.read_bytes() if settings_file.exists() else None
    window.close()  # writes nothing ...
    assert (settings_file.read_bytes() if settings_file.exists() else None) == before
    claim.lock.release()  # ... and its quit leaves the other copy's lock file alone
    assert claim.lock.path.exists() and not HeldLock(claim.lock.path).acquire()
    other.release()
