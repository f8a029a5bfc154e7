"""Counts in words take the plural forms of each language (Qt's numerus translations): never "1 points"."""

import pytest
from PySide6.QtCore import QCoreApplication

from botifarra_desktop.ui.common.i18n import SHIPPED, Translations
from botifarra_desktop.ui.common.texts import hands_text
from botifarra_desktop.ui.lan.widgets import turn_time_text
from botifarra_desktop.ui.table.access import texts as at

ONE_AND_MANY = {  # (one, many) as each language says them
    "en": ("1 card", "3 cards", "1 hand", "12 hands", "Worth 1 point.", "Worth 3 points.", "30 seconds", "2 minutes"),
    "ca": ("1 carta", "3 cartes", "1 mà", "12 mans", "Val 1 punt.", "Val 3 punts.", "30 segons", "2 minuts"),
    "es": ("1 carta", "3 cartas", "1 mano", "12 manos", "Vale 1 punto.", "Vale 3 puntos.", "30 segundos", "2 minutos"),
    "fr": ("1 carte", "3 cartes", "1 donne", "12 donnes", "Vaut 1 point.", "Vaut 3 points.", "30 secondes",
           "2 minutes"),
    "it": ("1 carta", "3 carte", "1 mano", "12 mani", "Vale 1 punto.", "Vale 3 punti.", "30 secondi", "2 minuti"),
    "pt": ("1 carta", "3 cartas", "1 mão", "12 mãos", "Vale 1 ponto.", "Vale 3 pontos.", "30 segundos", "2 minutos"),
}


@pytest.fixture
def language(qapp):
    translations = Translations()
    yield translations
    translations.install("en")


@pytest.mark.parametrize("lang", SHIPPED)
def test_counts_take_the_languages_plural_forms(language, lang):
    assert language.install(lang)
    jack = "10O"  # the sota: one point
    assert (at.count_cards(1), at.count_cards(3), hands_text(1), hands_text(12), at.worth(jack),
            QCoreApplication.translate("Access", "Worth %n points.", None, 3),
            turn_time_text(30.0), turn_time_text(120.0)) == ONE_AND_MANY[lang]
    one_point = at.wins("Anna", 1)
    assert "Anna" in one_point and "1" in one_point and one_point != at.wins("Anna", 2).replace("2", "1")


def test_one_minute_is_said_once(language):
    language.install("en")
    assert turn_time_text(60.0) == "1 minute"
    assert at.wins("Anna", 1) == "Anna wins the trick (1 point)."


@pytest.mark.parametrize("lang, word", [("ca", "Jo"), ("es", "Yo"), ("en", "Me"), ("fr", "Moi"), ("it", "Io"),
                                        ("pt", "Eu")])
def test_the_players_own_name_is_theirs_or_the_languages_word(language, monkeypatch, lang, word):
    from botifarra_desktop.ui.common import texts

    language.install(lang)
    monkeypatch.setattr(texts.getpass, "getuser", lambda: "root")  # no user name worth showing
    assert texts.own_name("Jo", "Jo") == texts.own_name("", "Jo") == word
    assert texts.own_name("Núria", "Jo") == "Núria"
    monkeypatch.setattr(texts.getpass, "getuser", lambda: "nuria")
    assert texts.own_name("Jo", "Jo") == "nuria"


def test_the_number_of_hands_takes_its_plural(qtbot, language):
    from botifarra_desktop.ui.dialogs.rules_form import RulesForm

    language.install("ca")
    form = RulesForm()
    qtbot.addWidget(form)
    form.hands.setValue(1)
    assert form.hands.text() == "1 mà"
    form.hands.setValue(12)
    assert form.hands.text() == "12 mans"
