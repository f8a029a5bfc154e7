"""The window fits the screen, and at every common size the whole table is inside the view."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from geometry_helpers import covered_cards, outside_view, play_to_mid_hand
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from ui_helpers import inline_runner

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.screen_fit import ASSUMED_FRAME, MINIMUM, PREFERRED, first_size, fit_geometry

HERE = Path(__file__).resolve().parent
SIZES = ((800, 600), (1280, 768), (1366, 768), (1920, 1080))  # 1280x768: the first window on a 1366x768 screen


# ------------------------------------------------------------ the rules of fitting
def test_first_window_uses_most_of_a_big_screen_and_the_whole_area_on_a_small_one():
    big = QRect(0, 0, 1920, 1050)
    assert first_size(big).size() == QSize(1728, 945) and big.contains(first_size(big))
    assert first_size(big).center() == big.center()
    # a screen just larger than the preferred size: the preferred size at least
    assert first_size(QRect(0, 0, 1366, 880)).size() == PREFERRED
    small = QRect(0, 0, 800, 600)
    assert first_size(small) == small
    # a title bar of 30 and borders of 4: the frame stays on the screen too
    framed = first_size(QRect(0, 24, 1024, 744), QSize(8, 34))
    assert framed.size() == QSize(1016, 710)


def test_a_saved_window_larger_than_the_screen_is_shrunk_into_it():
    got = fit_geometry(QRect(0, 0, 1280, 800), QRect(0, 0, 800, 600))
    assert got == QRect(0, 0, 800, 600)


def test_a_saved_window_off_the_screen_is_moved_back_keeping_its_size():
    got = fit_geometry(QRect(1500, -200, 900, 700), QRect(0, 0, 1366, 768))
    assert got.size() == QSize(900, 700) and QRect(0, 0, 1366, 768).contains(got)


def test_an_odd_but_valid_small_window_opens_at_the_first_size():
    # seen: a saved 710x537 window on a 1280x800 screen
    available = QRect(0, 0, 1280, 800)
    assert fit_geometry(QRect(40, 30, 710, 537), available) == first_size(available)
    # a sensible saved window is left as it was
    assert fit_geometry(QRect(40, 30, 1000, 700), available) == QRect(40, 30, 1000, 700)


@settings(max_examples=300, deadline=None)
@given(x=st.integers(-5000, 5000), y=st.integers(-5000, 5000), w=st.integers(-10, 6000), h=st.integers(-10, 6000),
       ax=st.integers(-2000, 2000), ay=st.integers(-2000, 2000), aw=st.integers(400, 4000), ah=st.integers(300, 3000),
       fw=st.integers(0, 20), fh=st.integers(0, 60))
def test_any_saved_geometry_ends_inside_the_free_area(x, y, w, h, ax, ay, aw, ah, fw, fh):
    available = QRect(ax, ay, aw, ah)
    frame = QSize(fw, fh + fw // 2)
    got = fit_geometry(QRect(x, y, w, h), available, frame)
    border = frame.width() // 2
    outer = got.adjusted(-border, -(frame.height() - border), border, border)  # the window with its frame
    assert available.contains(outer), (got, outer)
    least = MINIMUM.boundedTo(QSize(aw - frame.width(), ah - frame.height()))
    assert got.width() >= least.width() and got.height() >= least.height()


def test_the_window_opens_inside_the_screen_first_time_and_from_an_odd_saved_geometry(qtbot, main_window):
    available = QGuiApplication.primaryScreen().availableGeometry()
    w = main_window(size=None)
    # not framed yet: a title bar is assumed (the window refits to the real frame once it has one)
    assert available.contains(w.geometry()) and w.size() == first_size(available, ASSUMED_FRAME).size()
    # a valid saved geometry of an odd small window, as seen in the report
    probe = main_window(size=None)
    probe.setMinimumSize(0, 0)  # saved by a version that let the window get this small
    probe.resize(710, 537)
    probe.move(available.topLeft() + QPoint(5, 5))
    saved = bytes(probe.saveGeometry().toBase64()).decode("ascii")
    w2 = main_window(size=None, settings=Settings(animation_speed="instant", window_geometry=saved))
    assert available.contains(w2.geometry())
    assert w2.size() == first_size(available, ASSUMED_FRAME).size()
    assert QByteArray.fromBase64(saved.encode()).size() > 0


# ------------------------------------------------------------ nothing of the table outside the view
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_mid_hand_the_whole_table_is_inside_the_view(qtbot, main_window, size):
    w = main_window(size=None)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.controller.start(TableSession(Rules(), 11, first_dealer=0, names=["Jo", "Dreta", "Company", "Esquerra"]),
                       inline_runner({1, 2, 3}, 0))
    qtbot.waitUntil(lambda: w.controller.request is not None)
    assert len(w.table.table.hands[0]) == 12
    assert covered_cards(w.table) == [], size  # the full hand reaches furthest into the corners
    play_to_mid_hand(qtbot, w.controller)
    qtbot.wait(20)
    assert w.table.table.trick and w.table.table.hands[0]  # cards on the table and in hand
    assert outside_view(w.table) == [], size
    assert covered_cards(w.table) == [], size  # no button or panel over a card in hand or on the trick
    # every card of the hand shows enough to be clicked
    for item in w.table.table.hands[0]:
        pos = w.table.card_pos(item.card)
        assert w.table.itemAt(pos) is item


def test_at_device_pixel_ratio_two_the_whole_table_is_inside_the_view():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2")
    code = subprocess.run([sys.executable, str(HERE / "dpr_child.py")], env=env, capture_output=True, text=True,
                          timeout=120)
    assert code.returncode == 0, code.stderr[-2000:]
    result = json.loads(code.stdout.strip().splitlines()[-1])
    assert result["dpr"] == 2.0
    for size, outside in result["outside"].items():
        assert outside == [], size


def test_the_frame_is_counted_before_the_window_manager_has_framed_the_window(qtbot, main_window):
    w = main_window(size=None)
    assert not w.isVisible() and w.size() == first_size(QGuiApplication.primaryScreen().availableGeometry(),
                                                        ASSUMED_FRAME).size()  # a title bar is assumed
    # the first size on a 1366x768 screen leaves room for it: the status bar stays on the screen
    area = QRect(0, 0, 1366, 768)
    got = first_size(area, ASSUMED_FRAME)
    assert got.height() + ASSUMED_FRAME.height() <= 768 and got.top() >= ASSUMED_FRAME.height() - 6


@pytest.mark.parametrize("state", ["maximized", "fullscreen", "normal"])
def test_a_maximised_or_full_screen_window_is_remembered(qtbot, main_window, state):
    from botifarra_desktop.storage import SettingsStore
    from botifarra_desktop.storage.paths import AppDirs
    from botifarra_desktop.ui.common.screen_fit import show_in_state, state_of

    root = Path(os.environ["BOTIFARRA_HOME"]) / f"state-{state}"
    store = SettingsStore(AppDirs(root / "c", root / "d", root / "k"))
    w = main_window(size=None, store=store)
    show_in_state(w, state)
    qtbot.waitExposed(w)
    assert state_of(w) == state
    w.close()
    kept, problems = store.load()
    assert not problems
    assert kept.window_state == state
    again = main_window(size=None, settings=kept)
    show_in_state(again, kept.window_state)
    qtbot.waitExposed(again)
    assert state_of(again) == state


def test_a_frame_with_a_thicker_bottom_edge_stays_on_the_screen():
    from PySide6.QtCore import QMargins

    # as openbox frames a window: a 1 px border, a 20 px title bar, a 5 px handle at the bottom
    frame = QMargins(1, 20, 1, 5)
    area = QRect(0, 0, 1366, 768)
    got = fit_geometry(QRect(44, 41, 1280, 726), area, frame)
    outer = got.adjusted(-1, -20, 1, 5)
    assert area.contains(outer) and got.size() == QSize(1280, 726)
    assert area.contains(first_size(area, frame).adjusted(-1, -20, 1, 5))


def test_the_app_window_refits_once_it_has_its_frame(qtbot, main_window):
    from botifarra_desktop.ui.common.screen_fit import FitWhenFramed

    available = QGuiApplication.primaryScreen().availableGeometry()
    w = main_window(size=None)
    w.resize(available.width() + 300, available.height() + 200)  # as a window manager might leave it
    FitWhenFramed(w)
    w.show()
    qtbot.waitUntil(lambda: w.frameGeometry() != w.geometry())
    qtbot.waitUntil(lambda: available.contains(w.frameGeometry()))
    w.resize(available.width() + 300, available.height())  # once fitted, the player's own sizes are theirs
    assert w.width() == available.width() + 300
