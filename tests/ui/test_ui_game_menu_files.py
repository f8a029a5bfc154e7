"""The Game menu's paths that replace a game, load and save: a game in progress is never dropped
without a question (New game, Open…, Practice, LAN), a load is told in the status bar, Save as
offers its name selected; the menus in the dialogs' large type, every entry with a key letter of
its own in every language."""

import re

import pytest
from layout_helpers import bring_to
from PySide6.QtWidgets import QDialog, QMessageBox
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.storage import AppDirs, Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.common.i18n import SHIPPED, Translations
from botifarra_desktop.ui.common.typography import MIN_POINT_SIZE
from botifarra_desktop.ui.dialogs import new_game
from botifarra_desktop.ui.dialogs.new_game import GameSetup
from botifarra_desktop.ui.files.leaving import GameLeaving, in_progress
from botifarra_desktop.ui.files.saves_dialog import SaveGameDialog
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.main_window import MainWindow

NAMES = ("Jo", "Dreta", "Company", "Esquerra")
DECKS = find_decks(None)
REAL_QUESTION = GameLeaving.ask_player  # conftest answers nothing; these tests see the real message box


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def open_window(qtbot, tmp_path, language="en"):
    w = MainWindow(Settings(animation_speed="instant"), None, DECKS, inline_runner, language,
                   dirs=AppDirs.under(tmp_path))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def start(w, seed=2024):
    w.start_game(GameSetup(Rules(), "custom", NAMES, ("medium", "medium", "medium")), seed=seed)


def play_a_card(qtbot, w):
    """Answer the player's requests until a card is on the table (bots may play first)."""
    c = w.controller

    def played():
        return any(a.type == "play" for a in c.session.actions)

    while not played():
        qtbot.waitUntil(lambda: c.request is not None or played(), timeout=10000)
        req = c.request
        if req is not None and not played():
            assert c.act(req.action, {"declare": "botifarra", "double": "pass"}.get(req.action, req.options[0]))
    assert in_progress(c.session)


class Questions:
    """Stands in for QMessageBox.exec: records each box and clicks the button named ``answer``
    (``None``: the box's default button, as Enter would)."""

    def __init__(self, monkeypatch, window, answer=None):
        self.asked: list[QMessageBox] = []
        self.answer = answer
        questions = self

        def exec_(box):
            questions.asked.append(box)
            if questions.answer is None:
                button = box.defaultButton()
            else:
                [button] = [b for b in box.buttons() if b.text().replace("&", "") == questions.answer]
            button.click()
            return 0

        monkeypatch.setattr(QMessageBox, "exec", exec_)
        monkeypatch.setattr(GameLeaving, "ask_player", REAL_QUESTION)
        window.leaving.ask = window.leaving.ask_player

    def texts(self):
        return [box.text() for box in self.asked]


@pytest.fixture
def new_game_dialogs(monkeypatch):
    shown = []

    def exec_(dialog):
        shown.append(dialog)
        return 0  # cancelled: the test only wants to know it came

    monkeypatch.setattr(new_game.NewGameDialog, "exec", exec_)
    return shown


def test_new_game_asks_before_a_game_in_progress_is_abandoned(qtbot, tmp_path, monkeypatch, new_game_dialogs):
    w = open_window(qtbot, tmp_path)
    start(w)
    play_a_card(qtbot, w)
    session = w.controller.session
    questions = Questions(monkeypatch, w)  # the default: keep playing
    w.new_action.trigger()
    assert questions.texts() == ["Abandon the game in progress?"]
    [box] = questions.asked
    assert [b.text() for b in box.buttons() if b is box.defaultButton()] == ["&Keep playing"]
    assert {b.text() for b in box.buttons()} == {"&Keep playing", "&Save it first…", "&Abandon it"}
    assert new_game_dialogs == [] and w.controller.session is session
    questions.answer = "Abandon it"
    w.new_action.trigger()
    assert len(questions.asked) == 2 and len(new_game_dialogs) == 1


def test_save_it_first_saves_the_game_then_goes_on(qtbot, tmp_path, monkeypatch, new_game_dialogs):
    w = open_window(qtbot, tmp_path)
    start(w)
    play_a_card(qtbot, w)
    Questions(monkeypatch, w, "Save it first…")
    names = []

    def save_dialog_exec(dialog):  # the player types a name and presses Save
        dialog.name_edit.setText(f"Before a new game {len(names)}")
        names.append(dialog.name_edit.text())
        dialog.save()
        return dialog.result()

    monkeypatch.setattr(SaveGameDialog, "exec", save_dialog_exec)
    w.new_game()
    assert [i.name for i in w.keeper.saves.list_saves()] == ["Before a new game 0"]
    assert len(new_game_dialogs) == 1
    # the player cancels the Save as: no new game
    monkeypatch.setattr(SaveGameDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    w.new_game()
    assert len(new_game_dialogs) == 1


def test_a_fresh_game_and_a_finished_one_give_way_without_a_question(qtbot, tmp_path, monkeypatch,
                                                                       new_game_dialogs):
    w = open_window(qtbot, tmp_path)
    start(w)
    questions = Questions(monkeypatch, w)
    qtbot.waitUntil(lambda: w.controller.request is not None, timeout=10000)
    if not any(a.type == "play" for a in w.controller.session.actions):  # dealt, nothing played yet
        w.new_game()
        assert questions.asked == [] and len(new_game_dialogs) == 1
    bring_to(qtbot.waitUntil, w, "three", "game_over", inline_runner, as_played=True)
    shown = len(new_game_dialogs)
    w.new_game()
    assert questions.asked == [] and len(new_game_dialogs) == shown + 1


def test_opening_a_saved_game_asks_first_and_then_tells_what_was_loaded(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path)
    start(w, seed=7)
    w.keeper.saves.save_as("Dissabte", w.controller.session, w.keeper.meta)
    start(w, seed=8)
    play_a_card(qtbot, w)
    session = w.controller.session
    questions = Questions(monkeypatch, w)  # keep playing
    w.files.open_game()
    w.files.dialog.open_selected()
    assert questions.texts() == ["Abandon the game in progress?"]
    assert w.controller.session is session
    questions.answer = "Abandon it"
    w.files.open_game()
    w.files.dialog.open_selected()
    assert w.controller.session is not session and w.controller.session.seed == 7
    assert w.statusBar().currentMessage() == "Loaded “Dissabte”."


def test_a_load_is_told_in_the_players_language(qtbot, tmp_path):
    translations = Translations()
    translations.install("ca")
    try:
        w = open_window(qtbot, tmp_path, "ca")
        start(w, seed=7)
        w.keeper.saves.save_as("Dissabte", w.controller.session, w.keeper.meta)
        w.files.open_game()
        w.files.dialog.open_selected()
        assert w.statusBar().currentMessage() == "S'ha carregat «Dissabte»."
    finally:
        translations.install("en")


def test_practice_and_lan_ask_the_same_question(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path)
    start(w)
    play_a_card(qtbot, w)
    session = w.controller.session
    questions = Questions(monkeypatch, w)  # keep playing
    w.practice.start_deal(session.rules, 1234, 0, False)
    w.lan.host_game()
    w.lan.join_game()
    assert questions.texts() == ["Abandon the game in progress?"] * 3
    assert w.controller.session is session and w.lan.lobby is None and w.lan.join_dialog is None


def test_save_as_offers_its_name_selected_in_large_type(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    start(w)
    w.files.save_as()
    dialog = w.files.dialog
    edit = dialog.name_edit
    assert edit.text().startswith("Game of ") and edit.selectedText() == edit.text()
    assert edit.font().pointSizeF() >= MIN_POINT_SIZE
    assert edit.font().pointSizeF() == dialog.font().pointSizeF()
    qtbot.keyClicks(edit, "Dissabte")
    assert edit.text() == "Dissabte"


def test_the_menus_use_the_large_type_of_the_dialogs(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    bar = w.menuBar()
    menus = [a.menu() for a in bar.actions() if a.menu() is not None]
    menus += [a.menu() for m in menus for a in m.actions() if a.menu() is not None]  # "Free a friend's seat"
    assert len(menus) >= 5
    for widget in [bar, *menus]:
        assert widget.font().pointSizeF() >= MIN_POINT_SIZE, widget.title() if widget is not bar else "menu bar"


def mnemonic(text):
    """The key letter of a menu text ("&&" is a plain "&"), lower case; ``None`` if it has none."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def key_letter_problems(where, actions):
    problems, seen = [], {}
    for action in actions:
        if action.isSeparator() or not action.text():
            continue
        letter = mnemonic(action.text())
        if letter is None:
            problems.append(f"{where}: no key letter in {action.text()!r}")
        elif letter in seen:
            problems.append(f"{where}: {letter!r} in both {seen[letter]!r} and {action.text()!r}")
        else:
            seen[letter] = action.text()
        if action.menu() is not None:
            problems += key_letter_problems(action.text(), action.menu().actions())
    return problems


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_menu_entry_has_a_key_letter_of_its_own(qtbot, tmp_path, lang):
    translations = Translations()
    assert translations.install(lang)
    try:
        w = open_window(qtbot, tmp_path, lang)
        assert key_letter_problems("menu bar", w.menuBar().actions()) == []
    finally:
        translations.install("en")
