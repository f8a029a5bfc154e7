"""Fixtures shared by the UI tests."""

import functools

import pytest

from botifarra_desktop.ui.common.i18n import Translations


@pytest.fixture
def language(request):
    """The UI in the language a test is parametrized with (``indirect=True``); English again after it."""
    translations = Translations()
    assert translations.install(request.param)
    yield request.param
    translations.install("en")


@pytest.fixture(autouse=True)
def unanswered_leaving_question(monkeypatch):
    """A test that replaces a game in progress says what the player answers (``window.leaving.ask``,
    or a stand-in for the message box): left unanswered, the question would wait for a click for ever."""
    from botifarra_desktop.ui.files.leaving import GameLeaving

    def ask(self, can_save):
        raise AssertionError("a game in progress was replaced: answer the question (window.leaving.ask)")

    monkeypatch.setattr(GameLeaving, "ask_player", ask)


@pytest.fixture
def main_window(qtbot):
    """Makes main windows for a test, each closed with it (``ui_helpers.open_main_window`` without
    the ``qtbot``)::

        w = main_window()                                   # 1280x800, English, computer players at random
        w = main_window(runner, (1366, 705), dirs=AppDirs.under(tmp_path), settings=Settings(...))
    """
    from ui_helpers import open_main_window

    return functools.partial(open_main_window, qtbot)
