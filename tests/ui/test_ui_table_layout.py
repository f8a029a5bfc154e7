"""One layout for the whole table: in every way to play, at every phase of a hand and at every
window size (DPR 2 too), no two visible items overlap unless one is a panel over the felt, and
nothing leaves the view."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from layout_helpers import PHASES, SIZES, WAYS, bring_to, doubling_runner, drawn, layout_problems
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QApplication, QPushButton

from botifarra_desktop.ui.table.layout import free_spot

HERE = Path(__file__).resolve().parent


runner = doubling_runner


@pytest.mark.parametrize("way_name", WAYS)
def test_nothing_overlaps_in_any_phase_at_any_size(qtbot, main_window, way_name):
    w = main_window(runner)
    for phase in PHASES:
        bring_to(qtbot.waitUntil, w, way_name, phase, runner)
        panel = {"declare": w.table.request_panel, "double": w.table.request_panel, "summary": w.table.summary,
                 "game_over": w.table.game_over}.get(phase)
        for size in SIZES:
            w.resize(*size)
            qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
            QApplication.processEvents()  # the dock folds away below 1100 px: the table grows
            assert layout_problems(w.table) == [], (way_name, phase, size)
            if panel is not None:
                assert panel.isVisible(), (way_name, phase, size)


def test_a_planted_overlap_is_found(qtbot, main_window):
    w = main_window(runner)
    bring_to(qtbot.waitUntil, w, "pairs", "declare", runner)
    assert layout_problems(w.table) == []
    # a button dropped on the trump panel, as Undo and Hint once were
    panel = w.table.request_panel
    intruder = QPushButton("Undo", w.table)
    intruder.move(panel.geometry().center())
    intruder.show()
    problems = layout_problems(w.table)
    assert any("'Undo'" in p and "request_panel" in p for p in problems), problems
    intruder.hide()
    # a nameplate moved onto your cards
    plate = w.table.table.plates[2]
    plate.setPos(w.table.table.hands[0][0].pos())
    assert any("plate 2" in p and "hand 0" in p for p in layout_problems(w.table))
    w.table.table.relayout()
    assert layout_problems(w.table) == []
    # and a panel pushed half out of the view
    panel.move(QPoint(w.table.viewport().width() - 50, panel.y()))
    assert any("request_panel" in p and "leaves the view" in p for p in layout_problems(w.table))


def test_a_panel_finds_the_free_spot_nearest_the_trick():
    area = QRectF(0, 0, 800, 600)
    taken = [QRectF(0, 0, 250, 150), QRectF(650, 0, 150, 100), QRectF(0, 480, 100, 120), QRectF(100, 420, 600, 180)]
    spot = free_spot(area, [700, 400], lambda width: 200 if width == 700 else 260, taken, 250)
    assert spot.width() == 700 and not any(spot.intersects(r) for r in taken) and area.contains(spot)
    # no room at that width: a narrower one, between the corners
    spot = free_spot(area, [700, 390], lambda width: 300 if width == 700 else 400, taken, 250)
    assert spot.width() == 390 and not any(spot.intersects(r) for r in taken)


@pytest.mark.parametrize("way_name", WAYS)
def test_at_device_pixel_ratio_two_nothing_overlaps_either(way_name):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2")
    code = subprocess.run([sys.executable, str(HERE / "layout_child.py"), way_name], env=env, capture_output=True,
                          text=True, timeout=600)
    assert code.returncode == 0, code.stderr[-2000:]
    result = json.loads(code.stdout.strip().splitlines()[-1])
    assert result["dpr"] == 2.0
    assert result["problems"] == []


def _least_side(view) -> float:
    """The narrowest the other players' cards may be drawn: readable backs, a countable column."""
    return max(22.0, 0.04 * min(view.viewport().width(), view.viewport().height()))


@pytest.mark.parametrize("way_name", ("pairs", "three"))
def test_big_cards_leave_the_other_players_cards_readable(qtbot, main_window, way_name):
    """With your cards set to 150 % or 200 %, the other players' cards, the won tricks and the trick keep
    a readable size at every window size, and nothing overlaps (your cards give up room first)."""
    w = main_window(runner)
    bring_to(qtbot.waitUntil, w, way_name, "mid_trick", runner)
    scene = w.table.table
    for scale in (1.0, 1.5, 2.0):
        scene.set_card_scale(scale)
        for size in ((800, 600), (1366, 768), (1920, 1080)):
            w.resize(*size)
            qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
            QApplication.processEvents()
            where = (way_name, scale, size)
            least = _least_side(w.table)
            view_h = w.table.viewport().height()
            others = [item for seat in range(1, scene.players) for item in scene.hands[seat] if item.isVisible()]
            assert others, where
            for item in others:
                r = drawn(item)
                assert min(r.width(), r.height()) >= least, (where, r.getRect(), least)
            won = [item for pile in scene.piles for item in pile if item.isVisible()]
            assert won, where  # the third trick is under way: tricks have been won
            for item in won:
                r = drawn(item)
                assert min(r.width(), r.height()) >= 0.85 * least, (where, r.getRect(), least)
            trick = [item for _, item in scene.trick]
            assert trick, where
            for item in trick:
                assert item.shape().boundingRect().height() >= max(0.16 * view_h, 2 * least * 1.5), where
            assert layout_problems(w.table) == [], where
