"""Starting the application: settings, language, decks, the window, and autoplay."""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from typing import Any, Optional

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ..engine import events as ev
from ..resources import resource
from ..storage import SettingsStore, app_dirs
from .deck import DeckProblem, find_decks
from .bot_runner import WorkerStats
from .i18n import Translations, pick_language
from .lifecycle import hold_app_mutex, quit_on_signals
from .main_window import MainWindow, RunnerFactory, process_runner
from .new_game import setup_for
from .rules_form import adapted


def build_window(args: argparse.Namespace, runner_factory: Optional[RunnerFactory] = None) -> tuple[MainWindow, list[str]]:
    """The main window with the user's settings; the problems met on the way, for the player."""
    dirs = app_dirs()
    store = SettingsStore(dirs)
    settings, problems = store.load()
    messages = [p.message for p in problems]
    language = args.language or pick_language(settings.language)
    app = QApplication.instance()
    translations = Translations()
    if not translations.install(language):
        messages.append(f"The {language} translation could not be loaded; showing English.")
    app._botifarra_translations = translations  # keep the translators alive with the app
    deck_problems: list[DeckProblem] = []
    decks = find_decks(dirs.data, deck_problems)
    messages += [str(p) for p in deck_problems]
    if not decks:
        raise RuntimeError("no card deck could be loaded: " + "; ".join(messages))
    if args.speed:
        settings = settings.replace(animation_speed=args.speed)
    elif args.autoplay:
        settings = settings.replace(animation_speed="fast")
    # autoplay keeps nothing: it must never replace the player's unfinished game
    window = MainWindow(settings, None if args.autoplay else store, decks, runner_factory or process_runner, language,
                        dirs=None if args.autoplay else dirs)
    return window, messages


def run(args: argparse.Namespace, qt_argv: list[str], runner_factory: Optional[RunnerFactory] = None) -> int:
    args.game = getattr(args, "game", None) or "pairs"
    app = QApplication.instance() or QApplication(qt_argv)
    app.setApplicationName("Botifarra")
    app.setOrganizationName("Botifarra")
    app.setWindowIcon(QIcon(str(resource("icons", "botifarra.svg"))))
    hold_app_mutex()  # Windows: the installer waits for a running game
    restore_signals = quit_on_signals(app)  # SIGTERM/SIGHUP/Ctrl+C: save, close, quit
    try:
        try:
            window, messages = build_window(args, runner_factory)
        except Exception as exc:  # nothing to show the table with: say so instead of a traceback
            print(f"botifarra: cannot start: {exc}", file=sys.stderr)
            if not args.autoplay:
                QMessageBox.critical(None, "Botifarra", f"Botifarra cannot start:\n{exc}")
            return _reported(args, {"code": 1, "error": str(exc)})
        window.show()
        if args.autoplay:
            return _autoplay(app, window, args)
        window.show_problems(messages)
        window.startup(seed=args.seed)
        return app.exec()
    finally:
        restore_signals()


def _reported(args: argparse.Namespace, result: dict[str, Any]) -> int:
    """Write ``--report FILE`` (a JSON summary of an autoplay run) and return the exit code.

    A windowed Windows program has no standard output: the smoke test of the frozen
    bundles (packaging/smoke.py) reads this file instead.
    """
    code = int(result["code"])
    path = getattr(args, "report", None)
    if not path:
        return code
    from .. import __version__

    data = {"version": __version__, "frozen": bool(getattr(sys, "frozen", False)), "pid": os.getpid(),
            "platform": sys.platform, "machine": platform.machine(), "python": platform.python_version(),
            "qt": _qt_version(), "bot_worker": WorkerStats.as_dict(), **result}
    try:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
    except OSError as exc:
        print(f"botifarra: cannot write the report {path}: {exc}", file=sys.stderr)
        return code or 1
    return code


def _qt_version() -> str:
    from PySide6.QtCore import qVersion

    return qVersion()


def _autoplay(app: QApplication, window: MainWindow, args: argparse.Namespace) -> int:
    base = window.default_setup()
    levels = (args.level,) * 3 if args.level else base.place_levels
    setup = setup_for(adapted(base.rules, getattr(args, "game", None) or "pairs"), base.preset,
                      base.place_names, levels)
    c = window.controller
    c.auto_next_hand_ms = 300
    state = {"hands": 0, "code": 0}

    def scored(_result) -> None:
        state["hands"] += 1
        if state["hands"] >= args.autoplay:
            QTimer.singleShot(200, app.quit)

    def over(_event: ev.GameOver) -> None:
        if state["hands"] < args.autoplay:  # the game ended first: play another one
            QTimer.singleShot(300, lambda: window.start_game(setup, humans=frozenset(),
                                                             other_level=args.level or "medium"))

    def problem(code: str, message: str, _refusal) -> None:
        if code == "bot_error":
            print(f"botifarra: a computer player failed: {message}", file=sys.stderr)
            state["code"] = 1
            app.quit()

    c.hand_scored.connect(scored)
    c.game_over.connect(over)
    c.problem.connect(problem)
    window.start_game(setup, seed=args.seed, humans=frozenset(), other_level=args.level or "medium")
    app.exec()
    c.stop()
    print(f"botifarra: autoplay finished {state['hands']} hand(s) ({setup.rules.mode})")
    return _reported(args, {"code": state["code"], "hands": state["hands"], "mode": setup.rules.mode,
                            "level": args.level})
