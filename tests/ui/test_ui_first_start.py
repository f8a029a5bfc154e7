"""The first start asks once for the name, language and bots' level, and can be skipped."""

import json

from botifarra_desktop.storage import Settings, SettingsStore
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.ui.common.i18n import Translations
from botifarra_desktop.ui.shell.first_start import FirstStartDialog, ask_on_first_start


def store_in(tmp_path):
    return SettingsStore(AppDirs.under(str(tmp_path)))


class Answers:
    """Fills the dialog like a player and accepts (or skips); counts how often it was shown."""

    def __init__(self, name=None, language=None, level=None, accept=True):
        self.name, self.language, self.level, self.accept = name, language, level, accept
        self.shown = 0

    def __call__(self, dialog):
        self.shown += 1
        if self.name is not None:
            dialog.name.setText(self.name)
        if self.language is not None:
            dialog.language.setCurrentIndex(dialog.language.findData(self.language))
        if self.level is not None:
            dialog.level.setCurrentIndex(dialog.level.findData(self.level))
        return self.accept


def test_answers_are_kept_and_the_questions_come_only_once(qapp, tmp_path):
    store = store_in(tmp_path)
    answers = Answers(name="  Maria   Rosa ", language="es", level="hard")
    assert ask_on_first_start(store, dialog_hook=answers) == []
    saved, problems = store.load()
    assert problems == [] and saved.first_start_done
    assert saved.seat_names == ("Maria Rosa", *Settings().seat_names[1:])
    assert (saved.language, saved.ai_levels) == ("es", ("hard", "hard", "hard"))
    assert ask_on_first_start(store, dialog_hook=answers) == [] and answers.shown == 1


def test_skipping_keeps_the_defaults_and_is_not_asked_again(qapp, tmp_path):
    store = store_in(tmp_path)
    answers = Answers(name="Ignored", level="easy", accept=False)
    ask_on_first_start(store, dialog_hook=answers)
    saved, _ = store.load()
    assert saved == Settings(first_start_done=True)
    ask_on_first_start(store, dialog_hook=answers)
    assert answers.shown == 1


def test_an_empty_name_keeps_the_old_one(qapp):
    dialog = FirstStartDialog(Settings(seat_names=("Pere", "a", "b", "c")), "ca")
    dialog.name.setText("   ")
    assert dialog.chosen().seat_names[0] == "Pere"


def test_a_damaged_settings_file_is_told_not_taken_for_a_first_start(qapp, tmp_path):
    store = store_in(tmp_path)
    store.path.parent.mkdir(parents=True)
    store.path.write_text("{ not json", encoding="utf-8")
    answers = Answers()
    messages = ask_on_first_start(store, dialog_hook=answers)
    assert answers.shown == 0 and len(messages) == 1 and str(store.path) in messages[0]


def test_settings_from_before_the_question_existed_are_asked_once_and_keep_the_rest(qapp, tmp_path):
    store = store_in(tmp_path)
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"kind": "settings", "version": 2, "deck": "large-index",
                                      "card_scale": 1.5}), encoding="utf-8")
    answers = Answers(accept=False)
    ask_on_first_start(store, dialog_hook=answers)
    saved, _ = store.load()
    assert answers.shown == 1 and saved.first_start_done
    assert (saved.deck, saved.card_scale) == ("large-index", 1.5)


def test_choosing_a_language_shows_the_dialog_in_it(qapp):
    translations = Translations()
    try:
        translations.install("en")
        dialog = FirstStartDialog(Settings(), "en", translations)
        english = dialog.windowTitle()
        assert english == "Welcome to Botifarra"
        seen = {english}
        for lang in ("ca", "es", "fr", "it", "pt"):
            dialog.language.setCurrentIndex(dialog.language.findData(lang))
            assert dialog.windowTitle() not in seen, lang  # a translated title, a different one each time
            seen.add(dialog.windowTitle())
            assert dialog.start_button.text() and dialog.skip_button.text()
    finally:
        translations.install("en")


def test_the_program_asks_before_the_window_and_deals_after_a_skip(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
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
            seen.append(("asked", window is not None))
            dialog.reject()  # Skip
        elif window is not None and window.controller.session is not None:
            seen.append(("dealt", window.controller.session.hand_no))
            window.close()
            return
        QTimer.singleShot(100, answer)

    QTimer.singleShot(100, answer)
    args, _ = parse_args(["--language", "en", "--speed", "instant"])
    assert run(args, ["botifarra"], lambda levels, seed: InlineBotRunner({s: RandomLegal(s) for s in levels})) == 0
    assert seen == [("asked", False), ("dealt", 1)]  # asked before any window, then a game was dealt
    assert store_in(tmp_path).load()[0].first_start_done


def test_on_an_800x600_screen_every_language_shows_the_levels_whole(qtbot, monkeypatch):
    """The walk found "Mitjà: un bon jugador de casi…" after choosing Català in an English dialog: the box
    kept its English size.  Now, in every language chosen, the box is as wide as a fresh box with the same
    levels needs, every label has the height its words need, and the dialog stays inside the screen."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QComboBox, QLabel

    from botifarra_desktop.ui.shell.first_start import LANGUAGE_NAMES

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 800, 600))
    translations = Translations()
    try:
        translations.install("en")
        dialog = FirstStartDialog(Settings(), "en", translations)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for lang, _ in LANGUAGE_NAMES:
            dialog.language.setCurrentIndex(dialog.language.findData(lang))
            qtbot.wait(1)  # the new layout is laid
            fresh = QComboBox()
            fresh.setFont(dialog.level.font())
            fresh.addItems([dialog.level.itemText(i) for i in range(dialog.level.count())])
            assert dialog.level.width() >= fresh.sizeHint().width(), (lang, dialog.level.width())
            for label in dialog.findChildren(QLabel):
                if label.isVisible() and label.wordWrap():
                    assert label.height() >= label.heightForWidth(label.width()), (lang, label.text())
            assert dialog.width() <= 800 and dialog.height() <= 600, lang
    finally:
        translations.install("en")


def test_typing_a_name_replaces_the_offered_one_it_is_never_added_to_it(qtbot):
    # The name box opens with "Me" in it and the focus: a player who types "Joan" straight away
    # must get "Joan", not "MeJoan" (the offered name is selected, as a box reached by Tab is).
    dialog = FirstStartDialog(Settings(), "en")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.name.hasFocus())
    assert dialog.name.text() == "Me"
    qtbot.keyClicks(dialog.name, "Joan")
    assert dialog.name.text() == "Joan"
    assert dialog.chosen().seat_names[0] == "Joan"
