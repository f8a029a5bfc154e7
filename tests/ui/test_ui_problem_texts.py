"""Every message about a stored file names the file, in plain words, in all six languages."""

import os
import sys

import pytest
from PySide6.QtCore import QCoreApplication
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import AppDirs, HandHistory, SettingsStore
from botifarra_desktop.storage.meta import GameMeta
from botifarra_desktop.storage.problems import NOT_A_FOLDER, Problem
from botifarra_desktop.ui.common.i18n import SHIPPED, Translations
from botifarra_desktop.ui.files.problem_texts import problem_text
from botifarra_desktop.ui.files.saving import SaveHealth
from botifarra_desktop.ui.shell.single_copy import not_saving_text


@pytest.fixture
def translations(qapp):
    t = Translations()
    yield t
    t.install("en")


def _problems(tmp_path):
    dirs = AppDirs.under(tmp_path / "home")
    store = SettingsStore(dirs)
    store.path.parent.mkdir(parents=True)
    if sys.platform != "win32":
        os.mkfifo(store.path)
    else:  # pragma: no cover
        store.path.mkdir()
    _settings, [pipe] = store.load()
    damaged = tmp_path / "statistics.json"
    return dirs, [
        pipe,
        Problem("invalid_json", "x", path=damaged, kept_at=tmp_path / "statistics.json.broken-1"),
        Problem("unreadable", "x", path=damaged, detail="Not a directory", left_in_place=True),
        Problem(NOT_A_FOLDER, "x", path=tmp_path / "hands", kept_at=tmp_path / "hands.broken-1", detail="a file"),
        Problem("invalid_value", "x", path=store.path, field="deck"),
        Problem("missing", "x", path=damaged, detail="backup"),
    ]


def test_problems_name_their_file_in_every_language(qapp, tmp_path, translations):
    _dirs, problems = _problems(tmp_path)
    english = {}
    for language in SHIPPED:
        assert translations.install(language)
        for i, problem in enumerate(problems):
            text = problem_text(problem)
            assert str(problem.path) in text and ".." not in text.replace(str(problem.path), "")
            if problem.kept_at is not None:
                assert str(problem.kept_at) in text
            if language == "en":
                english[i] = text
            else:
                assert text != english.get(i, ""), (language, text)
    translations.install("en")
    if sys.platform != "win32":
        assert problem_text(problems[0]) == (f"{problems[0].path} is a named pipe, not a regular file, so it was "
                                             f"not read. It was kept as {problems[0].kept_at}.")
    assert problem_text(problems[2]).endswith("It could not be moved aside, so it was left in place.")


def test_a_hands_folder_that_is_a_file_is_told_in_catalan(qapp, tmp_path, translations):
    dirs = AppDirs.under(tmp_path / "home")
    history = HandHistory(dirs)
    history.dir.parent.mkdir(parents=True)
    history.dir.write_text("x")
    session = TableSession(Rules(), seed=1, names=["Jo", "Dreta", "Company", "Esquerra"])
    session.start()
    session.drive_bots({seat: RandomLegal(seat) for seat in range(4)})
    [problem] = history.record_hand(session, 1, GameMeta.for_session(session))  # the first hand is stored
    assert problem.code == NOT_A_FOLDER
    translations.install("ca")
    assert problem_text(problem) == (f"{history.dir} era un fitxer on hi ha d'haver la carpeta de les mans jugades. "
                                     f"S'ha guardat com a {problem.kept_at} i es fa servir una carpeta nova.")


def test_saving_failures_and_the_no_lock_line_are_translated(qapp, tmp_path, translations):
    lock = tmp_path / "statistics.json.lock"
    error = IsADirectoryError(21, "Is a directory", str(lock))
    health = SaveHealth()
    for language in SHIPPED:
        translations.install(language)
        details = health.details("statistics", tmp_path / "statistics.json", error)
        assert str(lock) in details and "statistics.json\n" not in details and ".." not in details
        assert str(tmp_path / "botifarra.lock") in not_saving_text(tmp_path / "botifarra.lock")
    translations.install("es")
    assert QCoreApplication.translate("Saving", "a named pipe") == "una tubería con nombre"
