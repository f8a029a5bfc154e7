"""The game keeper with stores that fail for longer than a game or a run: nothing is dropped."""

import errno
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "storage"))
from store_helpers import RandomLegal, full_disk

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import AppDirs, GameMeta, HandHistory, StatisticsStore, history, statistics
from botifarra_desktop.ui.files.keeper import GameKeeper


class Controller(QObject):
    """What the keeper reads of the controller: the session on the table and ``settled``."""

    settled = Signal()
    session = None


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path)


def keeper_for(qtbot, dirs):
    controller = Controller()
    keeper = GameKeeper(controller, dirs)
    said = {"failed": [], "recovered": []}
    keeper.health.failed.connect(lambda head, details: said["failed"].append((head, details)))
    keeper.health.recovered.connect(said["recovered"].append)
    return controller, keeper, said


def play(controller, keeper, seed, hands=10**6, target=30):
    """A game on the table, written as the window does: after every hand (and at its end)."""
    session = TableSession(Rules(target=target), seed=seed)
    meta = GameMeta.for_session(session)
    controller.session = session
    keeper.follow(session, meta)
    bots = {i: RandomLegal(seed * 4 + i) for i in range(4)}
    session.start()
    while True:
        session.drive_bots(bots)
        keeper.write()
        if session.over or len(session.results) >= hands:
            return session, meta
        session.next_hand()


def test_hands_the_history_refused_are_written_after_a_restart(qtbot, dirs, monkeypatch):
    controller, keeper, said = keeper_for(qtbot, dirs)
    monkeypatch.setattr(history, "save_document", full_disk)
    play(controller, keeper, 41, hands=4, target=1000)
    assert len(said["failed"]) == 1 and "the disk is full" in said["failed"][0][1]
    assert keeper.history.pending_count == 4 and keeper.history.pending.path.exists()
    monkeypatch.undo()  # quit; the disk has room again; started later
    controller, later, said = keeper_for(qtbot, dirs)
    later.flush_pending()
    assert [e.record.hand_no for e in HandHistory(dirs).list_hands()] == [1, 2, 3, 4]
    assert said["failed"] == [] and not later.history.pending


def test_a_finished_game_whose_statistics_failed_is_counted_after_the_next_game_starts(qtbot, dirs, monkeypatch):
    controller, keeper, said = keeper_for(qtbot, dirs)
    monkeypatch.setattr(statistics, "save_document", full_disk)
    game, _ = play(controller, keeper, 43)  # the whole game ends while the statistics cannot be written
    assert len(said["failed"]) == 1 and game.over
    play(controller, keeper, 45, hands=1)  # the next game starts: the last one is not dropped
    assert said["recovered"] == []
    monkeypatch.undo()
    keeper.write()  # the same table, the disk has room again
    stats, _ = StatisticsStore(dirs).load()
    assert (stats.total.games_played, stats.total.hands_played) == (1, len(game.results) + 1)
    assert said["recovered"] == ["Saving works again: the statistics."]


def test_saving_works_again_is_said_only_once_nothing_is_pending(qtbot, dirs, monkeypatch):
    controller, keeper, said = keeper_for(qtbot, dirs)
    monkeypatch.setattr(history, "save_document", full_disk)
    play(controller, keeper, 47, hands=2, target=1000)
    monkeypatch.undo()

    def journal_stuck(self, entries):  # the hands are written but the journal cannot be removed
        raise OSError(errno.EACCES, "Permission denied", str(self.path))

    monkeypatch.setattr(type(keeper.history.pending), "replace", journal_stuck)
    keeper.write()
    assert said["recovered"] == [] and keeper.history.pending
    monkeypatch.undo()
    keeper.write()
    assert said["recovered"] == ["Saving works again: the past hands."] and not keeper.history.pending


def test_a_failure_names_the_lock_file_it_is_about(qtbot, dirs):
    controller, keeper, said = keeper_for(qtbot, dirs)
    lock = keeper.statistics.path.with_name("statistics.json.lock")
    lock.mkdir(parents=True)
    play(controller, keeper, 49, hands=1)
    [(head, details)] = said["failed"]
    assert head == "Your statistics could not be saved."
    assert f"File: {lock}\n" in details and "Reason: a folder is where a file belongs." in details
    assert ".." not in details
