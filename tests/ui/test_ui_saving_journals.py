"""Issue 46 through the keeper and the window: what is lost is told, each message names the right file."""

import errno
import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "storage"))
from store_helpers import RandomLegal, full_disk

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import AppDirs, GameMeta, HandHistory, SaveStore, StatisticsStore, history, statistics
from botifarra_desktop.storage.files import NotAFolder
from botifarra_desktop.ui.files.keeper import GameKeeper
from botifarra_desktop.ui.files.saving import SaveHealth

JOURNAL_WRITE = "botifarra_desktop.storage.pending.atomic_write_text"


class Controller(QObject):
    settled = Signal()
    session = None


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path)


def keeper_for(dirs):
    controller = Controller()
    keeper = GameKeeper(controller, dirs)
    said = {"failed": [], "problem": []}
    keeper.health.failed.connect(lambda head, details: said["failed"].append((head, details)))
    keeper.problem.connect(lambda intro, details: said["problem"].append((intro, details)))
    return controller, keeper, said


def play(controller, keeper, seed, hands):
    session = TableSession(Rules(target=1000), seed=seed)
    meta = GameMeta.for_session(session)
    controller.session = session
    keeper.follow(session, meta)
    bots = {i: RandomLegal(seed * 4 + i) for i in range(4)}
    session.start()
    while True:
        session.drive_bots(bots)
        keeper.write()
        if len(session.results) >= hands:
            return session, meta
        session.next_hand()


# ------------------------------------------------------------ a hand that cannot be kept anywhere
def test_hands_kept_nowhere_are_told_at_once_and_again_at_close(qtbot, dirs, monkeypatch):
    controller, keeper, said = keeper_for(dirs)
    monkeypatch.setattr(history, "save_document", full_disk)
    monkeypatch.setattr(JOURNAL_WRITE, full_disk)  # the journal cannot be written; the autosave can
    session, _ = play(controller, keeper, 71, hands=3)
    assert SaveStore(dirs).load_autosave()[0].session.hand_no == 3  # the game in play is saved ...
    lost = [(intro, details) for intro, details in said["problem"] if "kept anywhere" in intro]
    assert len(lost) == 1  # ... but the hands are kept nowhere: told at once, once
    intro, details = lost[0]
    assert intro.startswith("Some finished hands cannot be kept anywhere for now")
    assert "Hands kept only in this window's memory: 1." in details
    assert "they will be lost from your past hands" in details and str(keeper.history.pending.path) in details
    assert keeper.unkept_on_close() == (
        f"Lost: finished hands that could not be saved in your past hands, nor kept in "
        f"{keeper.history.pending.path} to be saved later: 3.")
    monkeypatch.undo()  # saving works again: nothing is lost any more
    keeper.write()
    assert keeper.unkept_on_close() == "" and [e.record.hand_no for e in HandHistory(dirs).list_hands()] == [1, 2, 3]


def test_statistics_kept_nowhere_say_what_is_not_counted(qtbot, dirs, monkeypatch):
    controller, keeper, said = keeper_for(dirs)
    monkeypatch.setattr(statistics, "save_document", full_disk)
    monkeypatch.setattr(JOURNAL_WRITE, full_disk)
    play(controller, keeper, 73, hands=2)
    [(intro, details)] = [p for p in said["problem"] if "anywhere" in p[0]]
    assert intro.startswith("Some hands or games cannot be counted anywhere for now")
    assert "your statistics will not include them" in details
    assert keeper.unkept_on_close().startswith("Lost: hands or games that could not be counted in your statistics")


def test_the_window_tells_hands_kept_nowhere_when_it_closes(qtbot, dirs, monkeypatch):
    from test_ui_saving import open_window, play_hands, start

    w = open_window(qtbot, dirs)
    warnings = []
    monkeypatch.setattr(w, "closing_warning", warnings.append)
    monkeypatch.setattr(history, "save_document", full_disk)
    monkeypatch.setattr(JOURNAL_WRITE, full_disk)
    start(w)
    play_hands(qtbot, w, 2)
    w.close()
    [text] = warnings
    assert "Lost: finished hands that could not be saved in your past hands" in text and text.endswith(": 2.")


# ------------------------------------------------------------ each message names the right file and consequence
def test_a_damaged_statistics_journal_is_not_told_as_damaged_statistics(qtbot, dirs):
    stats = StatisticsStore(dirs)
    stats.pending.path.parent.mkdir(parents=True)
    stats.pending.path.write_text("{ cut off")
    _, keeper, said = keeper_for(dirs)
    keeper.flush_pending()
    [(intro, details)] = said["problem"]
    assert "counting starts again" not in intro and "Your statistics file was damaged" not in intro
    assert intro == ("The file of hands and games waiting to be counted was damaged and has been kept aside; what it "
                     "held is not counted. Your statistics file is not affected.")
    assert str(stats.pending.path) in details


def test_a_damaged_hands_journal_at_start_never_says_this_hand_is_saved(qtbot, dirs):
    journal = HandHistory(dirs).pending.path
    journal.parent.mkdir(parents=True)
    journal.write_text('{"kind": "pending-hands", "version": 1, "entries": 3}')
    _, keeper, said = keeper_for(dirs)
    keeper.flush_pending()
    [(intro, details)] = said["problem"]
    assert "this hand is saved" not in intro
    assert intro == ("The file of past hands waiting to be saved was damaged and has been kept aside; the hands it "
                     "held are not in your past hands.")
    assert str(journal) in details


def test_a_damaged_hand_file_met_at_start_says_the_waiting_hands_are_saved(qtbot, dirs, monkeypatch):
    controller, keeper, said = keeper_for(dirs)
    monkeypatch.setattr(history, "save_document", full_disk)
    session, meta = play(controller, keeper, 75, hands=1)
    monkeypatch.undo()
    hands = HandHistory(dirs).dir
    hands.mkdir(parents=True, exist_ok=True)
    (hands / f"h0000000001-{meta.game_id}-001.json").write_text("{ damaged")
    _, later, said = keeper_for(dirs)  # the next start
    later.flush_pending()
    [(intro, _details)] = said["problem"]
    assert intro == ("A damaged file of the past hands has been kept aside; the hands that were waiting to be saved "
                     "are saved now.")


def test_a_rejected_journal_entry_is_told_with_where_it_was_kept(qtbot, dirs, monkeypatch):
    controller, keeper, said = keeper_for(dirs)
    monkeypatch.setattr(history, "save_document", full_disk)
    play(controller, keeper, 77, hands=1)
    monkeypatch.undo()
    path = keeper.history.pending.path
    document = json.loads(path.read_text())
    del document["entries"][0]["entry"]["actions"][-3:]
    path.write_text(json.dumps(document))
    _, later, said = keeper_for(dirs)
    later.flush_pending()
    [(intro, details)] = said["problem"]
    assert intro == "Some of what was waiting to be saved could not be used and has been kept aside."
    assert details.startswith(f"Hands waiting in {path} to be saved could not be used (the actions do not finish "
                              f"the hand), so they were not added to your past hands. They were kept as {path}.rejected-")


def test_a_pipe_where_the_history_folder_belongs_is_told_as_a_pipe(qtbot, dirs):
    health = SaveHealth()
    error = NotAFolder(dirs.history, "a named pipe")
    details = health.details("history", dirs.history / "hands", error)
    assert f"File: {dirs.history}" in details and "Reason: it is a named pipe, not a folder." in details
    assert "File exists" not in details


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes: POSIX")
def test_a_pipe_in_place_of_the_history_folder_through_the_keeper(qtbot, dirs):
    import os

    dirs.data.mkdir(parents=True)
    os.mkfifo(dirs.history)
    controller, keeper, said = keeper_for(dirs)
    play(controller, keeper, 79, hands=1)
    heads = dict(said["failed"])
    for head in ("The past hands could not be saved.", "Your statistics could not be saved."):
        assert f"File: {dirs.history}\nReason: it is a named pipe, not a folder." in heads[head]
    assert errno.EEXIST not in [getattr(e, "errno", None) for e in keeper.health.failing.values()]
