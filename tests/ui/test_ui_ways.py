"""The other ways to play at the table: a whole hand played by clicking cards (pile cards too),
per-player scores on the end-of-hand panel and the score sheet, and autoplay of each way."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from ui_helpers import RandomLegal, press_ok

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.ways import WAY_TABLE
from botifarra_desktop.storage import HandHistory, Settings, StatisticsStore
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.ui.dialogs.new_game import NewGameDialog
from botifarra_desktop.ui.files.leaving import ABANDON
from botifarra_desktop.ui.shell.score_models import ScoreSheetModel

WAYS = ("individual", "three", "rector", "two_hand")
PLACES = ["Jo", "Dreta", "Company", "Esquerra"]


def setup_from_dialog(qtbot, way_name, **options):
    """The new-game dialog with ``way_name`` chosen, accepted as the player would."""
    d = NewGameDialog(PLACES, ["medium"] * 3)
    qtbot.addWidget(d)
    d.way_box.setCurrentIndex(d.way_box.findData(way_name))
    for name, value in options.items():
        getattr(d, name).setChecked(value)
    press_ok(d)
    assert d.result_setup is not None, d.error.text()
    return d.result_setup


def settle(qtbot, w):
    c = w.controller
    qtbot.waitUntil(lambda: c.request is not None or (c.idle and c.session.phase.value in ("hand_over", "game_over")),
                    timeout=15000)
    return c.request


def click_card(qtbot, w, card):
    pos = w.table.card_pos(card)
    assert pos is not None and w.table.viewport().rect().contains(pos), card
    assert w.table.itemAt(pos).card == card  # nothing covers the part we click
    qtbot.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def play_hand_by_clicking(qtbot, w, on_turned=None):
    """Answer every request on the table (first trump button, pass) and click a legal card,
    a pile card whenever one is legal; returns how many pile cards turned up under ours."""
    turned = 0
    while True:
        req = settle(qtbot, w)
        if req is None:
            return turned
        panel = w.table.request_panel
        if req.action != "play":
            assert panel.isVisible() and set(panel.buttons) == set(req.options)
            choice = "pass" if req.action == "double" else next(o for o in req.options if o != "botifarra")
            qtbot.mouseClick(panel.buttons[choice], Qt.MouseButton.LeftButton)
            continue
        view = w.controller.view()
        tops = [top for top, _ in view.piles[0]] if view.piles else []
        on_piles = [c for c in req.options if c in tops]
        card = on_piles[0] if on_piles else req.options[-1]
        before = len(view.hand)
        click_card(qtbot, w, card)
        after = w.controller.view()
        assert card not in after.hand and after.hand_counts[0] == view.hand_counts[0] - 1
        if on_piles:
            index = tops.index(card)
            size = view.piles[0][index][1]
            if size > 1:  # the card below is face up now, on the table as in the engine
                qtbot.waitUntil(lambda: w.controller.idle, timeout=15000)
                top, left = w.controller.view().piles[0][index]
                item = w.table.table.stacks.piles[0][index][-1]
                assert top is not None and item.card == top and item.face_up and left == size - 1
                assert w.table.table.stacks.badges[0][index].count == left - 1
                assert top in w.controller.view().hand  # and it can be played
                turned += 1
                if on_turned is not None:
                    on_turned()
        else:
            assert len(after.hand) == before - 1


@pytest.mark.parametrize("way_name", WAYS)
def test_a_whole_hand_of_each_way_by_clicking_cards(qtbot, main_window, way_name):
    w = main_window()
    setup = setup_from_dialog(qtbot, way_name)
    assert setup.rules.way_name == way_name
    w.start_game(setup, seed=11)
    way = WAY_TABLE[way_name]
    scene = w.table.table
    assert [p.isVisible() for p in scene.plates] == [s < way.players for s in range(4)]
    turned = play_hand_by_clicking(qtbot, w)
    if way.piles:
        assert turned > 0
    result = w.controller.session.results[-1]
    assert len(result.score) == way.sides
    summary = w.table.summary
    assert summary.isVisible()
    for side in range(way.sides):  # the score row and the totals, one column per player
        assert summary.cells[(5, side + 1)].text() == f"<b>{result.score[side]}</b>"
        assert summary.cells[(6, side + 1)].text() == f"<b>{result.totals[side]}</b>"
        assert summary.cells[(0, side + 1)].toolTip() == w.table.names[side]
    base = {"individual": "18", "three": "24"}.get(way_name)
    if base:
        assert f"(points − {base})" in summary.note.text()
    else:
        assert "two tricks" in summary.note.text()
    m = w.score_model
    assert m.columnCount() == 3 + way.sides
    assert [m.headerData(3 + s, Qt.Orientation.Horizontal) for s in range(way.sides)] == w.table.names[:way.sides]
    assert [m.data(m.index(0, 3 + s), Qt.ItemDataRole.UserRole) for s in range(way.sides)] == \
        [(result.score[s], result.totals[s]) for s in range(way.sides)]


def test_pile_cards_turn_up_with_animations_too(qtbot, main_window):
    w = main_window(settings=Settings(animation_speed="fast"))
    w.start_game(setup_from_dialog(qtbot, "rector", rector_last_pile=True), seed=4)
    # the first card turned up under ours was animated: the rest of the hand goes at once
    assert play_hand_by_clicking(qtbot, w, on_turned=lambda: w.table.table.set_speed("instant")) > 0
    assert w.table.summary.isVisible()


def test_the_form_offers_only_the_options_of_each_way(qtbot):
    d = NewGameDialog(PLACES, ["medium"] * 3)
    qtbot.addWidget(d)
    d.show()
    d.barraca.setChecked(True)
    for way_name, barraca, strict, last_pile, places in (
            ("pairs", True, True, False, 4), ("individual", False, False, False, 4), ("three", False, False, False, 3),
            ("rector", True, False, True, 2), ("two_hand", True, False, False, 2)):
        d.way_box.setCurrentIndex(d.way_box.findData(way_name))
        assert (d.barraca.isVisible(), d.strict.isVisible(), d.rector_last_pile.isVisible()) == \
            (barraca, strict, last_pile), way_name
        assert d.rules().barraca == barraca and d.rules().way_name == way_name
        assert sum(e.isVisible() for e in d.name_edits) == places
    # the player in front is a partner only in pairs: the untouched name follows
    d.way_box.setCurrentIndex(d.way_box.findData("individual"))
    assert d.name_edits[2].text() == "Across"
    d.way_box.setCurrentIndex(d.way_box.findData("pairs"))
    assert d.name_edits[2].text() == "Partner"
    press_ok(d)
    assert d.result_setup.place_names == tuple(PLACES)  # shown in English, kept as the untouched defaults


def test_three_players_sit_right_and_left(qtbot, main_window):
    w = main_window()
    setup = setup_from_dialog(qtbot, "three")
    assert setup.names[:3] == ("Jo", "Dreta", "Esquerra")  # seat 2 takes the left-hand place's name
    w.start_game(setup, seed=2)
    settle(qtbot, w)
    plates = w.table.table.plates
    assert plates[1].x() > plates[0].x() > plates[2].x()  # seat 1 on your right, seat 2 on your left
    assert w.table.names[:3] == ["Me", "Right", "Left"]


@pytest.mark.parametrize("way_name", ("pairs",) + WAYS)
def test_score_sheet_passes_the_model_tester_in_every_way(qtmodeltester, way_name):
    from botifarra_desktop.session import TableSession

    way = WAY_TABLE[way_name]
    s = TableSession(Rules(way_name=way_name, target=None, hands=2), 8, names=["a", "b", "c", "d"])
    s.start()
    bots = {seat: RandomLegal(seat) for seat in range(way.players)}
    while not s.over:
        s.drive_bots(bots)
        if not s.over:
            s.next_hand()
    model = ScoreSheetModel()
    model.reset(s.results, s.names, way.sides, way_name == "pairs")
    assert model.rowCount() == 2 and model.columnCount() == (6 if way_name == "pairs" else 3 + way.sides)
    if way_name != "pairs":
        negative = [r.score[i] for r in s.results for i in range(way.sides) if r.score[i] < 0]
        for r in range(2):
            for side in range(way.sides):
                score, total = s.results[r].score[side], s.results[r].totals[side]
                text = model.data(model.index(r, 3 + side))
                assert text.endswith(f"\n{total}") and (not score or text.startswith(f"{score:+d}"))
        if way_name in ("individual", "three"):
            assert negative  # below the base a player loses points
    qtmodeltester.check(model, force_py=True)


def test_show_hints_switch_in_preferences(qtbot, main_window):
    from botifarra_desktop.ui.dialogs.preferences import PreferencesDialog

    w = main_window()
    w.start_game(setup_from_dialog(qtbot, "pairs"), seed=3)
    settle(qtbot, w)
    hint = w.practice.play_tools.hint_button
    assert hint.isVisible()
    d = PreferencesDialog(w.settings, w.decks, "en", w)
    qtbot.addWidget(d)
    d.changed.connect(w.apply_settings)
    d.show_hints.setChecked(False)
    assert w.settings.show_hints is False and not hint.isVisible()
    d.show_hints.setChecked(True)
    assert hint.isVisible()


def test_long_names_do_not_run_together_in_the_hand_summary(qtbot, main_window):
    w = main_window()
    names = ("Jacqueline-Marguerite", "Bartomeu Sebastià", "Jean-Baptiste Emmanuel", "Maria del Carme")
    setup = setup_from_dialog(qtbot, "pairs")
    w.start_game(setup.__class__(setup.rules, setup.preset, names, setup.levels), seed=6)
    play_hand_by_clicking(qtbot, w)
    head = w.table.summary.cells[(0, 1)]
    assert "<br>" in head.text()  # one name per line
    assert head.toolTip() == "Jacqueline-Marguerite / Jean-Baptiste Emmanuel"
    assert w.table.summary.width() <= 760


@pytest.mark.parametrize("way_name", ["three", "two_hand"])
def test_every_way_is_autosaved_and_kept_in_history_and_statistics(qtbot, main_window, way_name):
    root = Path(tempfile.mkdtemp())
    dirs = AppDirs(root / "c", root / "d", root / "k")
    w = main_window(dirs=dirs)
    w.start_game(setup_from_dialog(qtbot, way_name), seed=5)
    play_hand_by_clicking(qtbot, w)
    w.keeper.write()
    result = w.controller.session.results[0]
    [entry] = HandHistory(dirs).list_hands()
    assert entry.problem is None and entry.record.rules.way_name == way_name and entry.record.result == result
    stats, problems = StatisticsStore(dirs).load()
    assert not problems and stats.total.hands_played == 1 and stats.by_mode[way_name].score == result.score[0]
    assert stats.by_partner == {}  # no partner outside pairs
    saved, problems = w.keeper.saves.load_autosave()
    assert saved is not None and saved.session.rules.way_name == way_name and not problems
    # the past hands: shown with the way to play, and its deal played again in that way
    w.files.history_action.trigger()
    dialog = w.files.dialog
    assert dialog.record == entry.record and "Way to play" in dialog.bidding.text()
    w.leaving.ask = lambda can_save: ABANDON  # a hand was scored: the game in progress gives way
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    again = w.controller.session
    assert again.rules.way_name == way_name and again.deal_numbers[0] == entry.record.deal_number
    assert again.dealer == entry.record.dealer


@pytest.mark.slow
@pytest.mark.parametrize("way_name", WAYS)
def test_autoplay_plays_each_way_with_the_real_bots(way_name):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTIFARRA_HOME=tempfile.mkdtemp())
    out = subprocess.run([sys.executable, "-m", "botifarra_desktop", "--autoplay", "1", "--game", way_name,
                          "--speed", "instant", "--level", "easy", "--seed", "3"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    assert f"autoplay finished 1 hand(s) ({way_name})" in out.stdout


def test_the_same_deal_again_in_another_way_and_no_other_side_without_pairs(qtbot, main_window):
    w = main_window()
    w.start_game(setup_from_dialog(qtbot, "two_hand"), seed=9)
    play_hand_by_clicking(qtbot, w)
    again, other = w.practice.summary_buttons[1:3]
    assert again.isVisible() and not other.isVisible() and not w.practice.other_side_action.isEnabled()
    old = w.controller.session
    w.practice.same_deal(True)
    assert w.controller.session is old  # nothing happens
    w.leaving.ask = lambda can_save: ABANDON  # a hand was scored: the game in progress gives way
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    new = w.controller.session
    assert new is not old and new.rules.way_name == "two_hand"
    assert new.deal_numbers[0] == old.deal_numbers[0]


def test_untouched_seat_names_follow_the_language(qtbot):
    from botifarra_desktop.storage.settings import DEFAULT_SEAT_NAMES
    from botifarra_desktop.ui.common.i18n import Translations
    from botifarra_desktop.ui.common.texts import display_names

    sides_pairs, sides_three = (0, 1, 2, 3), (0, 1, 3)
    assert display_names(list(DEFAULT_SEAT_NAMES), sides_pairs, True, DEFAULT_SEAT_NAMES) == \
        ["Me", "Right", "Partner", "Left"]
    assert display_names(["Jo", "Dreta", "Company", "Anna"], sides_pairs, False, DEFAULT_SEAT_NAMES) == \
        ["Me", "Right", "Across", "Anna"]  # a name the player chose stays
    assert display_names(["Jo", "Dreta", "Esquerra", ""], sides_three, False, DEFAULT_SEAT_NAMES)[:3] == \
        ["Me", "Right", "Left"]
    t = Translations()
    assert t.install("ca")
    try:
        assert display_names(list(DEFAULT_SEAT_NAMES), sides_pairs, False, DEFAULT_SEAT_NAMES) == \
            ["Jo", "Dreta", "Davant", "Esquerra"]
    finally:
        t.install("en")  # back to English (the source) for the other tests


def test_the_table_rules_option_names_who_may_claim_in_each_way(qtbot):
    """Only the pairs game has another pair: outside it the other player(s) claim."""
    from botifarra_desktop.ui.common.i18n import Translations

    d = NewGameDialog(PLACES, ["medium"] * 3)
    qtbot.addWidget(d)
    expected = {"pairs": "the other pair may claim", "individual": "the other players may claim",
                "three": "the other players may claim", "rector": "the other player may claim",
                "two_hand": "the other player may claim"}
    for way_name, words in expected.items():
        d.way_box.setCurrentIndex(d.way_box.findData(way_name))
        assert d.table_rules.text() == f"Table rules: illegal cards allowed, {words}", way_name
    t = Translations()
    try:
        assert t.install("ca")
        catalan = NewGameDialog(PLACES, ["medium"] * 3)
        qtbot.addWidget(catalan)
        texts = {}
        for way_name in ("pairs", "three", "two_hand"):
            catalan.way_box.setCurrentIndex(catalan.way_box.findData(way_name))
            texts[way_name] = catalan.table_rules.text()
    finally:
        t.install("en")
    assert "l'altra parella" in texts["pairs"]
    assert "els altres jugadors" in texts["three"] and "parella" not in texts["three"]
    assert "l'altre jugador" in texts["two_hand"] and "parella" not in texts["two_hand"]
