"""Starting the application: the data-folder lock, settings, language, decks, the window, and autoplay.

Options given on the command line (``--speed``, ``--language``, ``--level``,
``--game``, ``--autoplay``) are for this run only: they never change the saved
settings.  Autoplay keeps nothing; neither does a second copy whose player
chose to play without saving (see :mod:`.single_copy`).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Optional

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ...engine import events as ev
from ...engine.ways import PAIRS
from ...resources import resource
from ...session import DEFAULT_BOT_LEVEL
from ...storage import SettingsStore, app_dirs
from ...storage.atomic import clean_temp_files
from ..common.deck import DeckProblem, find_decks
from ..common.i18n import Translations, pick_language
from ..common.screen_fit import FitWhenFramed, show_in_state, start_state
from ..common.wheel_guard import install as guard_the_wheel
from ..dialogs.new_game import setup_for
from ..dialogs.rules_form import adapted
from ..files.problem_texts import problem_text
from ..play.bot_runner import WorkerStats
from .first_start import ask_on_first_start
from .lifecycle import hold_app_mutex, quit_on_signals, quit_requested
from .main_window import MainWindow, RunnerFactory, process_runner, unpaced_process_runner
from .single_copy import Claim, ask_second_copy, ask_without_lock, claim_data_folder


@dataclass
class AppKeeps:
    """What lives as long as the application: the installed translators, this copy's claim on the data folder."""

    translations: Optional[Translations] = None
    claim: Optional[Claim] = None


KEPT = AppKeeps()


def build_window(args: argparse.Namespace, runner_factory: Optional[RunnerFactory] = None,
                 saving: bool = True) -> tuple[MainWindow, list[str]]:
    """The main window with the user's settings; the problems met on the way, for the player.
    ``saving``: this copy owns the data folder (else it reads the settings and writes nothing)."""
    dirs = app_dirs()
    keep = saving and not args.autoplay  # autoplay keeps nothing: it must never replace the player's game
    if keep:  # leftovers of writes a crash interrupted (only the folder's owner may tidy it)
        clean_temp_files([dirs.config, dirs.data, dirs.saves, dirs.history, dirs.history / "hands"])
    store = SettingsStore(dirs)
    settings, problems = store.load(repair=keep)
    messages = [problem_text(p) for p in problems]
    language = args.language or pick_language(settings.language)
    translations = Translations()
    if not translations.install(language):
        messages.append(f"The {language} translation could not be loaded; showing English.")
    KEPT.translations = translations  # keep the translators alive with the app
    deck_problems: list[DeckProblem] = []
    decks = find_decks(dirs.data, deck_problems)
    messages += [str(p) for p in deck_problems]
    if not decks:
        raise RuntimeError("no card deck could be loaded: " + "; ".join(messages))
    run_speed = args.speed or ("fast" if args.autoplay else None)  # for this run: never saved
    if runner_factory is None:  # autoplay at the instant speed: nothing on screen waits, the bots neither
        runner_factory = unpaced_process_runner if args.autoplay and run_speed == "instant" else process_runner
    window = MainWindow(settings, store if keep else None, decks, runner_factory, language,
                        dirs=dirs if keep else None, run_speed=run_speed)
    return window, messages


def run(args: argparse.Namespace, qt_argv: list[str], runner_factory: Optional[RunnerFactory] = None) -> int:
    args.way = getattr(args, "way", None) or PAIRS
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(qt_argv)
    app.setApplicationName("Botifarra")
    app.setOrganizationName("Botifarra")
    app.setWindowIcon(QIcon(str(resource("icons", "botifarra.svg"))))
    guard_the_wheel(app)  # before the first-start dialog: the wheel passing over a setting changes nothing
    hold_app_mutex()  # Windows: the installer waits for a running game
    restore_signals = quit_on_signals(app, hard_exit=True)  # SIGTERM/SIGHUP/Ctrl+C: save, close, quit
    claim = None
    try:
        # one copy per data folder: a second one (or one that cannot lock it) asks the player what to do
        claim = None if args.autoplay else claim_data_folder(app_dirs().data, partial(_ask, args),
                                                             partial(_ask_no_lock, args))
        if (claim is not None and claim.mode == "quit") or quit_requested():
            return 0
        early: list[str] = []
        if claim is not None and claim.saving:  # asked once, before the table speaks the language chosen there
            early = ask_on_first_start(SettingsStore(app_dirs()), args.language)
        if quit_requested():  # a signal while the first-start questions were open: nothing is in play yet
            return 0
        try:
            window, messages = build_window(args, runner_factory, saving=claim is None or claim.saving)
        except Exception as exc:  # nothing to show the table with: say so instead of a traceback
            print(f"botifarra: cannot start: {exc}", file=sys.stderr)
            if not args.autoplay and not quit_requested():
                QMessageBox.critical(None, "Botifarra", f"Botifarra cannot start:\n{exc}")
            return _reported(args, {"code": 1, "error": str(exc)}, state="failed")
        if claim is not None:
            claim.attach(window)
            KEPT.claim = claim  # the lock lives as long as the app
        FitWhenFramed(window)  # once the window manager has framed it, the whole frame fits the screen
        # maximised or full screen as it was left; maximised at the very first start on a large screen
        show_in_state(window, start_state(window, window.settings.window_geometry, window.settings.window_state))
        if args.autoplay:
            return _autoplay(app, window, args)
        window.show_problems(list(dict.fromkeys(early + messages)))
        window.startup(seed=args.seed)
        if quit_requested():  # the signal came while starting: close the way a signal does
            window.close()
            return 0
        return app.exec()
    finally:
        if claim is not None:
            claim.lock.release()  # a clean exit leaves no lock file (one left by a crash is taken over)
        restore_signals()


def _ask(args: argparse.Namespace, unanswered: bool) -> str:
    """Another copy owns the data folder: ask the player, in their language (settings read, not touched)."""
    _speak_players_language(args)
    return ask_second_copy(unanswered)


def _ask_no_lock(args: argparse.Namespace, lock_file: Path, error: OSError) -> str:
    """No lock could be made on the data folder: ask the player, in their language."""
    _speak_players_language(args)
    return ask_without_lock(lock_file, error)


def _speak_players_language(args: argparse.Namespace) -> None:
    language = args.language or pick_language(SettingsStore(app_dirs()).load(repair=False)[0].language)
    translations = Translations()
    translations.install(language)
    KEPT.translations = translations


def _reported(args: argparse.Namespace, result: dict[str, Any], state: str = "finished") -> int:
    """Write ``--report FILE`` (a JSON summary of an autoplay run) and return the exit code.

    A windowed Windows program has no standard output: the smoke test of the frozen
    bundles (packaging/smoke.py) reads this file instead.  ``state`` is "playing" for the
    note written once the bot worker runs (its pid: the smoke test kills the app then and
    checks that the worker goes too), "finished" at the end.  The file is replaced whole,
    never seen half-written.
    """
    code = int(result.get("code", 0))
    path = getattr(args, "report", None)
    if not path:
        return code
    from ... import __version__

    data = {"state": state, "version": __version__, "frozen": bool(getattr(sys, "frozen", False)),
            "pid": os.getpid(), "platform": sys.platform, "machine": platform.machine(),
            "python": platform.python_version(), "qt": _qt_version(), "bot_worker": WorkerStats.as_dict(), **result}
    tmp = f"{path}.tmp"
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
        os.replace(tmp, path)
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
    setup = setup_for(adapted(base.rules, getattr(args, "way", None) or PAIRS), base.preset,
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
                                                             other_level=args.level or DEFAULT_BOT_LEVEL))

    def problem(code: str, message: str, _refusal) -> None:
        if code == "bot_error":
            print(f"botifarra: a computer player failed: {message}", file=sys.stderr)
            state["code"] = 1
            app.quit()

    c.hand_scored.connect(scored)
    c.game_over.connect(over)
    c.problem.connect(problem)
    window.start_game(setup, seed=args.seed, humans=frozenset(), other_level=args.level or DEFAULT_BOT_LEVEL)
    if getattr(args, "report", None):
        note = QTimer(window)

        def worker_running() -> None:  # the first note: the worker's pid, while the game goes on
            if WorkerStats.pids and state["hands"] < args.autoplay:
                note.stop()
                _reported(args, {"code": 0, "hands": state["hands"]}, state="playing")

        note.timeout.connect(worker_running)
        note.start(50)
    app.exec()
    c.stop()
    print(f"botifarra: autoplay finished {state['hands']} hand(s) ({setup.rules.way_name})")
    return _reported(args, {"code": state["code"], "hands": state["hands"], "mode": setup.rules.way_name,
                            "level": args.level})
