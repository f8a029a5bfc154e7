"""Practice -> Duplicate match in the window: boards at the table, the other table beside them,
a board given up, today's result text, and the rating in Statistics."""

import datetime as dt
import json
import multiprocessing
import re
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from PySide6.QtWidgets import QPushButton, QTabWidget
from ui_helpers import RandomLegal, play_hand_as_human

from botifarra_desktop.duplicate.boards import date_key, match_boards, seed_key, todays_boards
from botifarra_desktop.duplicate.match import DuplicateMatch
from botifarra_desktop.duplicate.scale import board_points
from botifarra_desktop.duplicate.tables import other_table
from botifarra_desktop.engine import Rules
from botifarra_desktop.storage import AppDirs, Settings
from botifarra_desktop.storage.rating import RatingStore
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.dialogs.new_game import GameSetup
from botifarra_desktop.ui.files.leaving import ABANDON
from botifarra_desktop.ui.files.stats_dialog import StatisticsDialog
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.practice.duplicate_board import BoardDialog
from botifarra_desktop.ui.practice.duplicate_end import MatchEndDialog
from botifarra_desktop.ui.practice.duplicate_run import WorkerProcess
from botifarra_desktop.ui.practice.duplicate_setup import DuplicateSetupDialog
from botifarra_desktop.ui.shell.main_window import MainWindow

DECKS = find_decks(None)
NAMES = ("Jo", "Dreta", "Company", "Esquerra")


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(Settings(animation_speed="instant"), None, DECKS, inline_runner, "en", dirs=AppDirs.under(tmp_path))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    run = w.practice.duplicate_run()
    run.executor_factory = lambda: ThreadPoolExecutor(max_workers=1)  # no worker process in tests
    yield w
    run.stop()


def _play_board(qtbot, w):
    play_hand_as_human(qtbot, w.controller)
    qtbot.waitUntil(lambda: isinstance(w.practice.duplicate.dialog, BoardDialog), timeout=10000)
    dlg = w.practice.duplicate.dialog
    qtbot.waitUntil(lambda: dlg.score is not None, timeout=20000)  # the other table has played it
    return dlg


def test_a_match_board_by_board_and_the_rating(qtbot, window, tmp_path):
    w = window
    run = w.practice.duplicate
    match = DuplicateMatch(seed_key(3), match_boards(3, 2), "easy", 2)
    run.start(match)
    session = w.controller.session
    assert session is run.session and session.deal_numbers[0] == match.boards[0].deal
    assert session.dealer == match.boards[0].dealer
    dlg = _play_board(qtbot, w)
    s = dlg.score
    assert s.points == board_points(s.own_result - s.datum)
    assert dlg.score_label.text() == (f"Board points: {s.points:+d}" if s.points else "Board points: 0")
    # both tables card by card: the calls, then 48 cards (12 tricks of 4)
    cards = [dlg.table.item(r, 1).text() for r in range(dlg.table.rowCount()) if dlg.table.item(r, 0).text() != "Calls"]
    assert sum(1 for r in range(dlg.table.rowCount()) if dlg.table.item(r, 2).text()) >= 48
    assert any(": " in c for c in cards)
    assert dlg.table.item(dlg.table.rowCount() - 4, 0).text() == "12"
    dlg.review_button.click()  # the hand review of your decisions at this board
    review = w.practice.dialog
    assert review is not None and review.points and dlg.isVisible()
    review.close()
    dlg.next_button.click()
    assert w.controller.session is run.session and run.number == 2
    dlg = _play_board(qtbot, w)
    assert dlg.next_button.text() == "See the match's total"
    dlg.close()  # closed without looking: the menu offers the total
    assert run.paused
    w.practice.duplicate_match()
    offer = [b for b in w.practice.dialog.findChildren(QPushButton) if b.text() == "See the match's total"]
    assert offer
    offer[0].click()
    qtbot.waitUntil(lambda: isinstance(run.dialog, MatchEndDialog))
    end = run.dialog
    assert "over 2 boards" in end.total_label.text()
    assert not end.day_box.isVisible()  # no result text for a match of new boards
    rating, _ = RatingStore(AppDirs.under(tmp_path)).load()
    assert [e.source for e in rating.history] == ["duplicate"] and rating.history[0].level == "easy"
    stats = StatisticsDialog.from_store(w.keeper.statistics)
    qtbot.addWidget(stats)
    tabs = stats.findChild(QTabWidget)
    assert tabs.tabText(tabs.count() - 1) == "Rating"
    assert stats.rating_page.headline.text().startswith("Your rating: ")
    assert len(stats.rating_page.chart.data.series[0].points) == 1


def test_leaving_a_board_gives_it_up(qtbot, window):
    w = window
    run = w.practice.duplicate
    run.start(DuplicateMatch(seed_key(4), match_boards(4, 2), "easy", 1))
    qtbot.waitUntil(lambda: w.controller.request is not None)
    w.start_game(GameSetup(Rules(), "custom", NAMES, ("medium",) * 3), seed=5)  # another game on the table
    assert run.match.own == {1: None} and run.paused
    qtbot.waitUntil(lambda: 1 in run.match.others, timeout=20000)
    assert run.match.score(1).points == -3
    # Practice -> Duplicate match offers to go on with board 2
    w.practice.duplicate_match()
    setup = w.practice.dialog
    assert isinstance(setup, DuplicateSetupDialog)
    go_on = [b for b in setup.findChildren(QPushButton) if "Go on" in b.text()]
    assert go_on and go_on[0].text() == "Go on with board 2 of 2"


def test_todays_boards_give_a_result_text_and_compare(qtbot, window):
    w = window
    run = w.practice.duplicate
    day = dt.date(2026, 12, 6)
    match = DuplicateMatch(date_key(day), todays_boards(day), "easy", 1)
    run.start(match)
    for _ in range(6):
        dlg = _play_board(qtbot, w)
        dlg.next_button.click()
    qtbot.waitUntil(lambda: isinstance(run.dialog, MatchEndDialog))
    end = run.dialog
    text = end.text.toPlainText()
    assert text.startswith("botifarra duplicate 1 2026-12-06 easy x1")
    end.paste.setPlainText(text)
    end.compare_button.click()
    assert "You both played exactly the same cards." in end.comparison.text()
    end.paste.setPlainText(re.sub(r"total ([+-]?\d+)", lambda m: f"total {int(m.group(1)) + 10:+d}", text))
    end.compare_button.click()
    assert "changed after it was made" in end.comparison.text()
    assert end.paste.toPlainText().startswith("botifarra duplicate")  # what was pasted stays


def test_a_game_against_the_computer_counts_in_the_rating_once(qtbot, window, tmp_path):
    w = window
    w.start_game(GameSetup(Rules(target=None, hands=1), "custom", NAMES, ("hard", "medium", "hard")), seed=7)
    play_hand_as_human(qtbot, w.controller)
    qtbot.waitUntil(lambda: w.controller.session.over and w.controller.idle)
    w.keeper.write()
    w.keeper.write()  # written again: counted once
    rating, _ = RatingStore(AppDirs.under(tmp_path)).load()
    assert [(e.source, e.level) for e in rating.history] == [("game", "hard")]
    totals = w.controller.session.totals
    assert rating.history[0].outcome == (1.0 if totals[0] > totals[1] else 0.5 if totals[0] == totals[1] else 0.0)


def test_the_worker_process_answers_and_ends_at_once_mid_board():
    worker = WorkerProcess()
    board = match_boards(2, 1)[0]
    plays = worker.submit(other_table, board, "easy", seed_key(2), 2).result(timeout=60)
    assert plays == other_table(board, "easy", seed_key(2), 2)  # the same other table as in this process
    before = set(multiprocessing.active_children())
    assert before
    worker.submit(time.sleep, 600)  # a board that would take ten minutes
    worker.shutdown(wait=True)  # returns without waiting for it: the worker is ended
    assert not (set(multiprocessing.active_children()) & before)


def test_a_board_left_mid_way_by_a_closed_program_goes_on_at_the_same_card(qtbot, window, tmp_path):
    w = window
    run = w.practice.duplicate
    run.start(DuplicateMatch(seed_key(6), match_boards(6, 2), "easy", 1))
    c = w.controller
    answered = 0
    while answered < 4:  # a few of the player's decisions, then the program "closes"
        qtbot.waitUntil(lambda: c.request is not None)
        req = c.request
        assert c.act(req.action, {"declare": "botifarra", "double": "pass"}.get(req.action, req.options[0]))
        answered += 1
    qtbot.waitUntil(lambda: c.request is not None and c.idle)
    saved = json.loads(run.path.read_text())
    assert saved["in_play"]["board"] == 1
    actions = list(run.session.actions)
    assert len(actions) == len(saved["in_play"]["table"]["game"]["actions"])
    run.stop()  # the program ends: nothing of the match is left in memory
    w.leaving.ask = lambda can_save: ABANDON  # the game on the table then is left for the match
    w.practice.duplicate_match()  # the next run: Practice -> Duplicate match
    go_on = [b for b in w.practice.dialog.findChildren(QPushButton) if b.text() == "Go on with board 1 of 2"]
    assert go_on
    go_on[0].click()
    assert list(c.session.actions) == actions and c.session is run.session  # at the same card
    dlg = _play_board(qtbot, w)
    assert dlg.number == 1 and run.match.own[1] is not None and not run.match.score(1).abandoned
