"""Issue 15 through the window: each store saves on its own, failures are told once and exactly."""

import errno
import json
import tempfile
from pathlib import Path

import pytest
from ui_helpers import RandomLegal, play_hand_as_human

from botifarra_desktop.__main__ import parse_args
from botifarra_desktop.engine import Rules
from botifarra_desktop.storage import (
    AppDirs,
    HandHistory,
    SaveStore,
    Settings,
    SettingsStore,
    Statistics,
    StatisticsStore,
    atomic,
)
from botifarra_desktop.storage.atomic import backup_path
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.dialogs.new_game import GameSetup
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.app import build_window
from botifarra_desktop.ui.shell.main_window import MainWindow

NAMES = ("Jo", "Dreta", "Company", "Esquerra")
DECKS = find_decks(None)


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path)


def open_window(qtbot, dirs, store=None):
    w = MainWindow(Settings(animation_speed="instant"), store, DECKS, inline_runner, "en", dirs=dirs)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def told(w):
    """Every failure told (headline, details) and every damaged file told (intro, details)."""
    failures, damaged = [], []
    w.saving.failed.connect(lambda head, details: failures.append((head, details)))
    w.keeper.problem.connect(lambda intro, details: damaged.append((intro, details)))
    return failures, damaged


def start(w, seed=11):
    w.start_game(GameSetup(Rules(target=201), "custom", NAMES, ("medium",) * 3), seed=seed)


def play_hands(qtbot, w, hands):
    for n in range(hands):
        play_hand_as_human(qtbot, w.controller)
        w.keeper.write()
        if n < hands - 1:
            assert w.controller.next_hand()


def refuse_writes_under(monkeypatch, folder: Path, code=errno.EACCES, text="Permission denied"):
    """The folder refuses new files, as a read-only folder does (tests run as root, so chmod cannot)."""
    real = atomic.tempfile.mkstemp
    state = {"on": True}

    def mkstemp(*args, dir=None, **kwargs):
        if state["on"] and Path(dir) == folder:
            raise OSError(code, text, str(Path(dir) / "x.tmp"))
        return real(*args, dir=dir, **kwargs)

    monkeypatch.setattr(atomic.tempfile, "mkstemp", mkstemp)
    return state


def test_a_read_only_history_folder_stops_nothing_else(qtbot, dirs, monkeypatch):
    blocked = refuse_writes_under(monkeypatch, dirs.history / "hands")
    w = open_window(qtbot, dirs)
    failures, damaged = told(w)
    start(w)
    play_hands(qtbot, w, 4)
    # the autosave follows the game to its fourth hand, and every hand is counted
    saved, problems = SaveStore(dirs).load_autosave()
    assert not problems and saved.session.hand_no == 4 and len(saved.session.results) == 4
    stats, problems = StatisticsStore(dirs).load()
    assert not problems and stats.total.hands_played == 4
    assert HandHistory(dirs).list_hands() == []
    # told once, naming the file, the reason and what is still saved
    assert len(failures) == 1 and not damaged
    head, details = failures[0]
    assert head == "The past hands could not be saved."
    assert str(dirs.history / "hands") in details
    assert "Reason: Botifarra may not write in that folder." in details
    assert "Still saved: the game in play, the statistics, the settings." in details
    # the folder becomes writable: the missed hands are recorded at the next write, and the player is told
    blocked["on"] = False
    recovered = []
    w.saving.recovered.connect(recovered.append)
    assert w.controller.next_hand()
    w.keeper.write()
    assert [e.record.hand_no for e in HandHistory(dirs).list_hands()] == [1, 2, 3, 4]
    assert recovered == ["Saving works again: the past hands."]


def test_a_full_disk_is_told_once_in_plain_words(qtbot, dirs, monkeypatch):
    w = open_window(qtbot, dirs)
    failures, _ = told(w)

    def full(target, data):
        raise OSError(errno.ENOSPC, "No space left on device")  # as a write() reports it: no file name

    monkeypatch.setattr(atomic, "_write_temp", full)
    start(w)
    play_hands(qtbot, w, 2)
    heads = [head for head, _ in failures]
    assert sorted(heads) == sorted(["The game in play could not be saved.", "The past hands could not be saved.",
                                    "Your statistics could not be saved."])
    for _, details in failures:
        assert "Reason: the disk is full." in details and "None" not in details
    last = dict(failures)["Your statistics could not be saved."]
    assert "Still saved: the settings." in last
    assert str(dirs.history / "statistics.json") in last
    warnings = []
    monkeypatch.setattr(w, "closing_warning", warnings.append)
    w.close()  # the hands were kept nowhere (not even in the journals): said again as the window goes
    [text] = warnings
    assert "Lost: finished hands that could not be saved in your past hands" in text and text.count("Lost:") == 2


def _damage(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "statistics", "version": 2, "total": ')


def test_damaged_statistics_met_while_recording_are_told_as_such(qtbot, dirs):
    path = StatisticsStore(dirs).path
    _damage(path)
    w = open_window(qtbot, dirs)
    failures, damaged = told(w)
    start(w)
    play_hands(qtbot, w, 1)
    assert not failures
    [(intro, details)] = damaged
    assert intro == ("Your statistics file was damaged and has been kept aside; counting starts again from "
                     "this hand.")
    assert str(path) in details and "kept as" in details
    assert StatisticsStore(dirs).load()[0].total.hands_played == 1


def test_damaged_statistics_with_a_good_backup_go_on_from_the_backup(qtbot, dirs):
    store = StatisticsStore(dirs)
    w = open_window(qtbot, dirs)
    failures, damaged = told(w)
    start(w)
    play_hands(qtbot, w, 2)  # the second write leaves the first hand's statistics as the backup
    assert StatisticsStore(dirs).load()[0].total.hands_played == 2
    _damage(store.path)
    assert w.controller.next_hand()
    play_hands(qtbot, w, 1)
    [(intro, _)] = damaged
    assert intro == "Your statistics file was damaged and has been kept aside; the statistics go on from its backup copy."
    assert StatisticsStore(dirs).load()[0].total.hands_played == 2  # the backup's one hand and this one


def test_a_damaged_autosave_with_a_good_backup_offers_the_backup(qtbot, dirs):
    w = open_window(qtbot, dirs)
    start(w)
    play_hands(qtbot, w, 1)
    assert w.controller.next_hand()
    w.keeper.write()
    w.close()
    path = SaveStore(dirs).autosave_path
    assert backup_path(path).exists()
    path.write_text("{ broken")
    again = open_window(qtbot, dirs)
    again.startup()
    box = again.files.problem_box
    assert box.text() == ("The file of the unfinished game could not be used and was kept aside. Its backup copy, "
                          "saved a moment earlier, can be continued.")
    assert "a new game" not in box.text()
    assert again.table.start_panel.isVisible() and again.table.start_panel.saved is not None


def test_a_settings_save_that_fails_on_close_is_told_before_the_window_goes(qtbot, dirs, monkeypatch):
    store = SettingsStore(dirs)
    w = open_window(qtbot, dirs, store=store)
    warnings = []
    monkeypatch.setattr(w, "closing_warning", warnings.append)

    def full(settings):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store, "save", full)
    w.close()
    assert warnings == [f"Your settings could not be saved in {store.path} when closing (the disk is full). "
                        "The settings saved before are kept and used next time."]


def test_the_speed_given_for_one_run_is_never_saved(qtbot, monkeypatch):
    home = Path(tempfile.mkdtemp(prefix="botifarra-speed-"))
    monkeypatch.setenv("BOTIFARRA_HOME", str(home))
    store = SettingsStore(AppDirs.under(home))
    store.save(Settings(animation_speed="slow"))
    args, _ = parse_args(["--speed", "instant", "--language", "en"])
    window, _ = build_window(args, inline_runner)
    qtbot.addWidget(window)
    assert window.table.table.speed == 0.0  # instant, for this run
    window.apply_settings(window.settings.replace(card_scale=1.25))  # another setting changed in Preferences
    window.close()
    saved = json.loads(store.path.read_text())
    assert saved["animation_speed"] == "slow" and saved["card_scale"] == 1.25


def test_leftover_temp_files_are_cleaned_at_start_by_the_folders_owner_only(qtbot, monkeypatch):
    import os
    import time

    home = Path(tempfile.mkdtemp(prefix="botifarra-temps-"))
    monkeypatch.setenv("BOTIFARRA_HOME", str(home))
    dirs = AppDirs.under(home)
    SettingsStore(dirs).save(Settings())
    StatisticsStore(dirs).save(Statistics())
    leftovers = [dirs.config / ".settings.json.k3j2h1.tmp", dirs.history / ".statistics.json.a1b2c3.tmp"]
    for n, temp in enumerate(leftovers):
        temp.write_text("cut off")
        when = time.time() + (3600 if n else -3600)  # newer than its store or older: removed all the same
        os.utime(temp, (when, when))
    args, _ = parse_args(["--language", "en"])
    second, _ = build_window(args, inline_runner, saving=False)  # a copy that does not own the folder
    qtbot.addWidget(second)
    assert all(temp.exists() for temp in leftovers)
    first, _ = build_window(args, inline_runner)
    qtbot.addWidget(first)
    assert not any(temp.exists() for temp in leftovers)


def test_what_first_fails_while_closing_is_told_in_the_closing_message_only(qtbot, dirs, monkeypatch):
    settings = SettingsStore(dirs)
    w = open_window(qtbot, dirs, store=settings)
    failures, _ = told(w)
    warnings = []
    monkeypatch.setattr(w, "closing_warning", warnings.append)
    start(w)
    req = None
    while req is None or req.action != "play":  # a few actions in, so the close has something to write
        qtbot.waitUntil(lambda: w.controller.request is not None, timeout=10000)
        req = w.controller.request
        if req.action != "play":
            assert w.controller.act(req.action, {"declare": "botifarra", "double": "pass"}[req.action])
    w.controller.settled.disconnect(w.keeper.write)  # our card is still on its way when the window closes
    assert w.controller.act("play", req.options[0])

    def full(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_temp", full)
    w.close()
    assert failures == []  # no box left behind by a closed window
    assert warnings == [f"Your settings could not be saved in {settings.path} when closing (the disk is full). The "
                        "settings saved before are kept and used next time.\n\nThe game in play could not be saved."
                        f"\nFile: {w.keeper.saves.autosave_path}\nReason: the disk is full."]
