"""Fixtures shared by the UI tests."""

import pytest

from botifarra_desktop.ui.common.i18n import Translations


@pytest.fixture
def language(request):
    """The UI in the language a test is parametrized with (``indirect=True``); English again after it."""
    translations = Translations()
    assert translations.install(request.param)
    yield request.param
    translations.install("en")
