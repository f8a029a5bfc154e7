"""New-game presets and options, translations by refusal code, and the command line."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from ui_helpers import press_ok

from botifarra_desktop import __version__
from botifarra_desktop.engine import PRESETS, Rules
from botifarra_desktop.ui.common.i18n import Translations, pick_language
from botifarra_desktop.ui.common.texts import card_name, refusal_text
from botifarra_desktop.ui.dialogs.new_game import NewGameDialog
from botifarra_desktop.ui.files.stats_dialog import level_label
from botifarra_desktop.ui.shell.score_models import ScoreSheetModel

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_each_preset_fills_the_options_that_give_back_its_rules(qtbot, key):
    d = NewGameDialog(["Jo", "Dreta", "Company", "Esquerra"], ["easy", "medium", "hard"], key)
    qtbot.addWidget(d)
    assert d.preset.currentData() == key
    assert d.rules() == PRESETS[key]


def test_changing_an_option_makes_the_rules_custom_and_accept_returns_the_setup(qtbot):
    d = NewGameDialog(["Jo", "Dreta", "Company", "Esquerra"], ["easy", "medium", "hard"], "lliure")
    qtbot.addWidget(d)
    d.strict.setChecked(True)
    assert d.preset.currentData() == "custom"
    d.to_hands.setChecked(True)
    d.hands.setValue(8)
    d.name_edits[2].setText("  Pere ")
    press_ok(d)
    s = d.result_setup
    assert s.rules == Rules(strict=True, target=None, hands=8)
    assert s.names == ("Jo", "Dreta", "Pere", "Esquerra") and s.levels == ("easy", "medium", "hard")


def test_a_missing_name_is_refused_with_a_message(qtbot):
    d = NewGameDialog(["Jo", "", "Company", "Esquerra"], ["medium"] * 3)
    qtbot.addWidget(d)
    press_ok(d)
    assert d.result_setup is None and d.error.text()


def test_language_comes_from_the_setting_or_the_system():
    assert pick_language("es", "ca_ES") == "es"
    assert pick_language("system", "ca_ES") == "ca"
    assert pick_language("system", "es_AR") == "es"
    assert pick_language("system", "de_DE") == "en"


def test_refusals_are_translated_by_code_into_catalan_and_spanish(qapp):
    t = Translations()
    try:
        assert t.install("ca")
        assert refusal_text("must_follow", {"suit": "C", "options": "1C, 3C"}) == \
            "Tens copes: has de servir (as de copes, 3 de copes)."
        assert card_name("9O") == "manilla d'oros"
        assert QCoreApplication.translate("Panels", "Next hand") == "Mà següent"
        assert [level_label(k) for k in ("easy", "mixed", "human")] == ["Fàcil", "Nivells barrejats", "Persones"]
        assert ScoreSheetModel().headerData(4, Qt.Orientation.Horizontal) == "Nosaltres"
        assert t.install("es")
        assert refusal_text("must_trump", {"suit": "O", "led": "E", "options": "2O"}) == \
            "No tienes espadas y tu compañero no gana: tienes que fallar con oros (2 de oros)."
    finally:
        t.install("en")
    assert refusal_text("must_follow", {"suit": "C", "options": "1C"}) == "You hold copes: you must follow suit (ace of copes)."


def test_every_translatable_string_has_catalan_and_spanish(qapp):
    """Every context extracted from botifarra_desktop/ui is complete in the shipped catalogues (the .ts sources)."""
    import xml.etree.ElementTree as ET

    for lang in ("ca", "es"):
        tree = ET.parse(ROOT / "resources" / "translations" / f"botifarra_{lang}.ts")
        contexts = {ctx.find("name").text for ctx in tree.getroot().iter("context")}
        assert {"StartPanel", "StatisticsDialog", "MainWindow", "ScoreSheet"} <= contexts
        for ctx in tree.getroot().iter("context"):
            for msg in ctx.iter("message"):
                tr = msg.find("translation")
                assert tr.text and tr.get("type") != "unfinished", (lang, msg.find("source").text)
        assert (ROOT / "resources" / "translations" / f"botifarra_{lang}.qm").stat().st_size > 1000


def _env(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=str(tmp_path))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def test_version_is_printed(tmp_path):
    out = subprocess.run([sys.executable, "-m", "botifarra_desktop", "--version"], capture_output=True, text=True,
                         env=_env(tmp_path), timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"botifarra {__version__}"


@pytest.mark.slow
def test_autoplay_plays_hands_on_screen_and_exits_cleanly(tmp_path):
    out = subprocess.run([sys.executable, "-m", "botifarra_desktop", "--autoplay", "2", "--speed", "instant",
                          "--level", "easy", "--seed", "4"], capture_output=True, text=True, env=_env(tmp_path),
                         timeout=240)
    assert out.returncode == 0, out.stderr
    assert "autoplay finished 2 hand(s)" in out.stdout
    assert not (tmp_path / "config" / "settings.json").exists()  # autoplay leaves the settings alone
