"""The very first start fills a large screen: with no saved geometry the window is shown maximised on a
screen whose free area is at least LARGE_SCREEN; a smaller screen (1366x768, 800x600) gets the first size,
inside its free area; a window that was closed normal (its geometry saved) opens normal again."""

import pytest
from PySide6.QtCore import QRect, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from botifarra_desktop.storage import SettingsStore
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.ui.common.screen_fit import start_state
from botifarra_desktop.ui.shell.first_start import FirstStartDialog


def on_screen(monkeypatch, width, height):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, width, height))


@pytest.mark.parametrize("size, first", [((1920, 1050), "maximized"), ((2560, 1400), "maximized"),
                                         ((1366, 728), "normal"), ((800, 600), "normal")])
def test_the_first_start_maximises_only_on_a_large_screen(main_window, monkeypatch, size, first):
    on_screen(monkeypatch, *size)
    w = main_window(size=None)
    assert start_state(w, None, "normal") == first
    # a window the player left normal, or maximised, or full screen, is shown so again
    assert start_state(w, "AAAA", "normal") == "normal"
    assert start_state(w, "AAAA", "maximized") == "maximized"
    assert start_state(w, None, "fullscreen") == "fullscreen"


def run_the_program(tmp_path, monkeypatch, made_normal=False):
    """Start the program as a player does (first start: the questions skipped); the window as it is
    once shown: (maximised, its geometry); ``made_normal``: the player then makes it normal and closes it."""
    from ui_helpers import RandomLegal

    from botifarra_desktop.__main__ import parse_args
    from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
    from botifarra_desktop.ui.shell.app import run
    from botifarra_desktop.ui.shell.main_window import MainWindow

    monkeypatch.setenv("BOTIFARRA_HOME", str(tmp_path))
    seen = []

    def answer():
        tops = QApplication.topLevelWidgets()
        dialog = next((w for w in tops if isinstance(w, FirstStartDialog) and w.isVisible()), None)
        window = next((w for w in tops if isinstance(w, MainWindow) and w.isVisible()), None)
        if dialog is not None:
            dialog.reject()  # Skip
        elif window is not None:  # shown (at a second start a saved game may be offered, not dealt)
            if not seen:
                seen.append((window.isMaximized(), window.geometry()))
            if made_normal and window.isMaximized():
                window.showNormal()
                QTimer.singleShot(100, answer)
                return
            window.close()
            return
        QTimer.singleShot(100, answer)

    QTimer.singleShot(100, answer)
    args, _ = parse_args(["--language", "en", "--speed", "instant"])
    assert run(args, ["botifarra"], lambda levels, seed: InlineBotRunner({s: RandomLegal(s) for s in levels})) == 0
    return seen[0]


def test_the_program_fills_a_large_screen_at_its_first_start_and_keeps_a_normal_window_after(
        qtbot, tmp_path, monkeypatch):
    on_screen(monkeypatch, 1920, 1050)
    maximised, _ = run_the_program(tmp_path, monkeypatch, made_normal=True)
    assert maximised
    kept, _ = SettingsStore(AppDirs.under(str(tmp_path))).load()
    assert kept.window_geometry and kept.window_state == "normal"
    # the player made it normal before closing: it opens normal next time, not maximised again
    maximised, geometry = run_the_program(tmp_path, monkeypatch)
    assert not maximised and QRect(0, 0, 1920, 1050).contains(geometry)


def test_on_an_800x600_screen_the_first_window_is_inside_the_screen(qtbot, tmp_path, monkeypatch):
    on_screen(monkeypatch, 800, 600)
    maximised, geometry = run_the_program(tmp_path, monkeypatch)
    assert not maximised
    assert QRect(0, 0, 800, 600).contains(geometry), geometry
