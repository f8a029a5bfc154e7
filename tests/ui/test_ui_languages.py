"""Every shipped language: complete catalogues with the source's placeholders, and the app started in it."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox

from botifarra_desktop.__main__ import parse_args
from botifarra_desktop.storage import Settings
from botifarra_desktop.storage.settings import LANGUAGES
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.common.i18n import SHIPPED, pick_language
from botifarra_desktop.ui.common.texts import card_name, refusal_text
from botifarra_desktop.ui.dialogs.preferences import PreferencesDialog, RulesDialog, rules_html
from botifarra_desktop.ui.shell.app import KEPT, build_window

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
# %1 … %9 (QString style), %suit / %options … (refusal templates), {name} (format style)
PLACEHOLDER = re.compile(r"%\d|%[a-z]+|\{\w*\}")
NBSP = "\u00a0"  # French puts a no-break space before : ; ? ! so they never start a line


def messages(lang):
    """(context, source, comment, translation element) of every message in botifarra_<lang>.ts."""
    root = ET.parse(TRANSLATIONS / f"botifarra_{lang}.ts").getroot()
    assert root.get("language") == lang
    for ctx in root.iter("context"):
        for msg in ctx.iter("message"):
            comment = msg.find("comment")
            yield (ctx.find("name").text, msg.find("source").text, comment.text if comment is not None else None,
                   msg.find("translation"))


def test_the_language_lists_agree():
    assert set(SHIPPED) == {"ca", "es", "en", "fr", "it", "pt"}
    assert set(SHIPPED) | {"system"} == set(LANGUAGES)  # the settings accept exactly what we ship
    for lang in SHIPPED:
        assert parse_args(["--language", lang])[0].language == lang
        assert (TRANSLATIONS / f"botifarra_{lang}.qm").stat().st_size > 1000
    with pytest.raises(SystemExit):
        parse_args(["--language", "de"])
    assert [pick_language("system", name) for name in ("fr_FR", "it_IT", "pt_PT", "pt_BR", "fr_CA")] == \
        ["fr", "it", "pt", "pt", "fr"]


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_message_is_translated_with_the_source_placeholders(lang):
    reference = {m[:3] for m in messages("en")}
    seen = set()
    for context, source, comment, tr in messages(lang):
        where = (lang, context, source)
        seen.add((context, source, comment))
        assert tr.get("type") not in ("unfinished", "obsolete", "vanished"), where
        # a count (%n) has Qt's plural forms of the language, in English too ("1 point", "2 points")
        forms = [f.text or "" for f in tr.iter("numerusform")]
        assert bool(forms) == ("%n" in source), where
        if forms:
            assert len(forms) == 2 and forms[0] != forms[1], where
        for text in forms or [tr.text or ""]:
            assert text.strip(), where
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), where
            # a leading space joins the text to what comes before it (" hands" after a number)
            assert text.startswith(" ") == source.startswith(" "), where
            # a menu entry keeps a keyboard accelerator
            assert ("&" in text) == ("&" in source), where
    assert seen == reference, (lang, "run resources/translations/update.py: catalogues differ", seen ^ reference)


def test_the_placeholder_check_catches_a_dropped_placeholder():
    assert sorted(PLACEHOLDER.findall("Mà %1: %2")) != sorted(PLACEHOLDER.findall("Mà %1"))
    assert PLACEHOLDER.findall("{name} tient %suit (%options)") == ["{name}", "%suit", "%options"]


def test_the_preferences_offer_every_shipped_language(qtbot):
    d = PreferencesDialog(Settings(language="it"), find_decks(None), "it")
    qtbot.addWidget(d)
    offered = [d.language.itemData(i) for i in range(d.language.count())]
    assert offered == ["system", *SHIPPED]
    assert d.language.currentData() == "it"
    assert [d.language.itemText(i) for i in range(4, 7)] == ["Français", "Italiano", "Português"]


EXPECTED = {
    "fr": {
        "menus": ["&Partie", "Affic&hage", "&Aide"],
        "rules_title": "Comment jouer",
        "rules_heading": f"La botifarra{NBSP}: les règles de notre jeu",
        "close": "Fermer",
        "must_follow": f"Vous avez des coupes{NBSP}: vous devez fournir (as de coupes, 3 de coupes).",
        "must_trump": f"Vous n'avez plus la couleur demandée (épées) et votre partenaire ne gagne pas{NBSP}: "
                      "vous devez couper avec vos bâtons (2 de bâtons).",
        "card": "manilla de deniers",
    },
    "it": {
        "menus": ["&Partita", "&Visualizza", "&Aiuto"],
        "rules_title": "Come si gioca",
        "rules_heading": "La botifarra: le regole con cui giochiamo",
        "close": "Chiudi",
        "must_follow": "Hai carte di coppe: devi rispondere al seme (asso di coppe, 3 di coppe).",
        "must_trump": "Non hai carte di spade e il tuo compagno non sta vincendo: devi tagliare con una carta di "
                      "bastoni (2 di bastoni).",
        "card": "manilla di denari",
    },
    "pt": {
        "menus": ["&Jogo", "&Ver", "Aj&uda"],
        "rules_title": "Como se joga",
        "rules_heading": "A botifarra: as regras com que jogamos",
        "close": "Fechar",
        "must_follow": "Tens copas: tens de assistir ao naipe (ás de copas, 3 de copas).",
        "must_trump": "Não tens espadas e o teu parceiro não está a ganhar: tens de cortar com paus (2 de paus).",
        "card": "manilla de ouros",
    },
}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_the_app_starts_in_the_language_asked_on_the_command_line(qtbot, lang):
    want = EXPECTED[lang]
    args, _ = parse_args(["--language", lang, "--speed", "instant"])
    window, problems = build_window(args)
    qtbot.addWidget(window)
    try:
        assert not [p for p in problems if "translation" in p]
        assert window.language == lang
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles[0] == want["menus"][0] and titles[-1] == want["menus"][-1] and want["menus"][1] in titles
        # one accelerator letter per menu title, so Alt+letter always opens the menu it says
        keys = [t[t.index("&") + 1].lower() for t in titles]
        assert len(set(keys)) == len(keys), titles
        rules = RulesDialog(window)
        qtbot.addWidget(rules)
        assert rules.windowTitle() == want["rules_title"]
        assert want["rules_heading"] in rules_html()
        # Qt's own translation (qtbase_<lang>, pt_BR for pt) names the standard buttons
        close = rules.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
        assert close.text() == want["close"]
        assert refusal_text("must_follow", {"suit": "C", "options": "1C, 3C"}) == want["must_follow"]
        assert refusal_text("must_trump", {"suit": "B", "led": "E", "options": "2B"}) == want["must_trump"]
        assert card_name("9O") == want["card"]
    finally:
        KEPT.translations.install("en")  # the next tests read English
    assert QCoreApplication.translate("RulesHelp", "How to play") == "How to play"


def test_every_coach_lesson_speaks_every_shipped_language():
    from botifarra_desktop.practice.coach import load_lessons

    lessons, problems = load_lessons(TRANSLATIONS.parent / "coach")
    assert lessons and not problems
    for lesson in lessons:
        texts = [lesson.title, lesson.intro]
        for ex in lesson.exercises:
            texts += [getattr(ex.scenario, f) for f in ("title", "question", "explanation") if getattr(ex.scenario, f)]
        for text in texts:
            assert isinstance(text, dict), (lesson.id, text)
            for lang in SHIPPED:
                assert (text.get(lang) or "").strip(), (lesson.id, lang, text.get("en"))
    # the French coach talks like the French table
    servir = next(lesson for lesson in lessons if lesson.id == "servir")
    assert servir.exercises[0].scenario.text("question", "fr") == f"Quelles cartes pouvez-vous jouer{NBSP}?"


def test_dates_are_written_as_the_ui_language_writes_them():
    """The UI language's locale writes the dates; the system's own when it is of that language."""
    from datetime import datetime

    from PySide6.QtCore import QLocale

    from botifarra_desktop.ui.common.i18n import Translations, ui_locale
    from botifarra_desktop.ui.common.texts import date_time_text

    assert ui_locale("ca", "C").name() == "ca_ES"
    assert ui_locale("en", "en_GB").name() == "en_GB"  # an English UI on a British system
    assert ui_locale("ca", "en_GB").name() == "ca_ES"  # a Catalan UI on a British system
    when = datetime(2026, 12, 2, 11, 15).astimezone()  # a local time
    expected = {"ca_ES": "2/12/26 11:15", "es_ES": "2/12/26 11:15", "fr_FR": "02/12/2026 11:15",
                "it_IT": "02/12/26 11:15", "pt_PT": "02/12/26 11:15", "pt_BR": "02/12/2026 11:15", "en_GB": "02/12/2026 11:15"}
    try:
        for name, text in expected.items():
            QLocale.setDefault(QLocale(name))
            assert date_time_text(when) == text, name
        assert date_time_text(when, "\n") == "02/12/2026\n11:15"
        translations = Translations()
        translations.install("ca")
        assert QLocale().language() == QLocale.Language.Catalan
    finally:
        Translations().install("en")
