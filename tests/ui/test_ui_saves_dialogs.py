"""The Open / Save-as, past hands and statistics dialogs show their entries and emit their signals."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random

import pytest

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage.history import HandHistory
from botifarra_desktop.storage.meta import GameMeta
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.saves import SaveStore
from botifarra_desktop.storage.statistics import StatisticsStore
from botifarra_desktop.ui.common.texts import card_name
from botifarra_desktop.ui.files.history_dialog import HandHistoryDialog
from botifarra_desktop.ui.files.saves_dialog import OpenGameDialog, SaveGameDialog
from botifarra_desktop.ui.files.stats_dialog import StatisticsDialog


class RandomLegal:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def decide(self, view):
        if view.phase == "double":
            return "pass"
        return self.rng.choice(view.legal if view.phase == "play" else view.options)


def _session(actions, seed=3, names=("Pere", "Rosa", "Joan", "Montse")):
    s = TableSession(Rules(), seed=seed, names=list(names))
    s.start()
    bot = RandomLegal(seed)
    for _ in range(actions):
        req = s.pending()
        s.act(req.seat, req.action, bot.decide(s.view(req.seat)))
    return s


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path)


def test_open_dialog_lists_saves_and_damaged_files_and_opens_the_chosen_game(qtbot, dirs):
    store = SaveStore(dirs)
    game = _session(10)
    store.save_as("Diumenge", game, GameMeta.for_session(game))
    (store.dir / "trencat.json").write_bytes(b'{"kind": "saved-game", "vers')
    dialog = OpenGameDialog(store)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.rowCount() == 2
    assert table.item(0, 0).text() == "Diumenge"
    assert table.item(0, 2).text() == "Pere, Rosa, Joan, Montse"
    assert "0 – 0" in table.item(0, 4).text()
    assert table.item(1, 0).text() == "trencat" and table.item(1, 1).text() == "damaged"
    dialog.table.selectRow(1)
    assert not dialog.open_button.isEnabled()
    assert "trencat.json" in dialog.details.text() and "cut off" in dialog.details.text()
    dialog.table.selectRow(0)
    assert dialog.open_button.isEnabled()
    with qtbot.waitSignal(dialog.game_opened) as signal:
        dialog.open_button.click()
    opened, problems = signal.args
    assert problems == [] and dialog.opened is opened
    assert opened.session.view(0) == game.view(0) and opened.session.pending() == game.pending()
    assert dialog.result() == OpenGameDialog.DialogCode.Accepted


def _save_with_defaults(store, name="Amb noms", way_name="pairs", names=("Anna", "Dreta", "Company", "Esquerra"),
                       default_names=(False, True, True, True)):
    s = TableSession(Rules(way_name=way_name), seed=3, names=list(names))
    s.start()
    store.save_as(name, s, GameMeta.for_session(s, default_names=default_names))
    return s


def test_open_dialog_shows_default_names_in_the_ui_language_and_typed_names_as_typed(qtbot, dirs):
    from botifarra_desktop.ui.common.i18n import Translations

    store = SaveStore(dirs)
    _save_with_defaults(store)  # started in Catalan: the defaults are stored as Dreta, Company, Esquerra
    dialog = OpenGameDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, OpenGameDialog.PLAYERS).text() == "Anna, Right, Partner, Left"
    assert "Pairs, against the computer" in dialog.table.item(0, OpenGameDialog.GAME).text()
    translations = Translations()
    translations.install("es")
    try:
        dialog = OpenGameDialog(store)
        qtbot.addWidget(dialog)
        assert dialog.table.item(0, OpenGameDialog.PLAYERS).text() == "Anna, Derecha, Compañero, Izquierda"
    finally:
        translations.install("en")


def test_open_dialog_lists_an_old_save_without_flags_by_its_stored_names(qtbot, dirs):
    import json

    store = SaveStore(dirs)
    _save_with_defaults(store, "vella")
    path = store.path_for("vella")
    document = json.loads(path.read_text("utf-8"))
    del document["meta"]["default_names"]
    document["version"] = 2
    path.write_text(json.dumps(document), "utf-8")
    dialog = OpenGameDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, OpenGameDialog.PLAYERS).text() == "Anna, Dreta, Company, Esquerra"
    assert dialog.open_button.isEnabled()


def test_open_dialog_shows_the_way_to_play_its_seats_and_every_players_score(qtbot, dirs):
    store = SaveStore(dirs)
    _save_with_defaults(store, "tres", way_name="three", names=("Anna", "Dreta", "Esquerra", ""),
                        default_names=(False, True, True, False))
    dialog = OpenGameDialog(store)
    qtbot.addWidget(dialog)
    # with three players seat 2 sits on the left
    assert dialog.table.item(0, OpenGameDialog.PLAYERS).text() == "Anna, Right, Left"
    assert "Three players, against the computer" in dialog.table.item(0, OpenGameDialog.GAME).text()
    assert dialog.table.item(0, OpenGameDialog.SCORE).text().splitlines() == ["0, 0, 0", "hand 1"]


def _cut_cells(dialog):
    """The cells whose text does not fit: wider than the table, a word wider than its
    column, or more lines than its row is tall."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    table = dialog.table
    cut = []
    if table.horizontalHeader().length() > table.viewport().width():
        cut.append("the columns are wider than the table")
    metrics = QFontMetrics(table.font())
    margin = 2 * (table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            text = table.item(row, col).text()
            room = table.columnWidth(col) - margin
            words = text.split()
            if words and max(metrics.horizontalAdvance(w) for w in words) > room:
                cut.append((row, col, text, "a word is wider than the column"))
            needed = metrics.boundingRect(QRect(0, 0, room, 10000), Qt.TextFlag.TextWordWrap, text).height()
            if needed > table.rowHeight(row):
                cut.append((row, col, text, f"needs {needed} px, has {table.rowHeight(row)}"))
    return cut


def _save_long_names_and_three_players(store):
    """A game with a long name and long typed names, and a three-player game (defaults on the sides)."""
    _save_with_defaults(store, "Diumenge a la tarda amb els avis i la Maria",
                        names=("Maria Dolors Puigdomènech", "Dreta", "Joan Baptista Casanovas", "Esquerra"),
                        default_names=(False, True, False, True))
    _save_with_defaults(store, "tres", way_name="three", names=("Anna", "Dreta", "Esquerra", ""),
                        default_names=(False, True, True, False))


@pytest.mark.parametrize("screen", [(800, 600), (1366, 768), (1920, 1080)])
def test_open_dialog_cuts_no_text_at_any_screen_size(qtbot, dirs, monkeypatch, screen):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, *screen))
    store = SaveStore(dirs)
    _save_long_names_and_three_players(store)
    late = _session(40, seed=9)
    store.save_as("Llarga", late, GameMeta.for_session(late))
    dialog = OpenGameDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _cut_cells(dialog) == []
    assert dialog.table.item(0, OpenGameDialog.NAME).toolTip() == dialog.table.item(0, OpenGameDialog.NAME).text()


@pytest.mark.parametrize("language", ["ca", "es", "en", "fr", "it", "pt"])
def test_open_dialog_writes_dates_in_the_ui_language_and_cuts_none_at_800x600(qtbot, dirs, monkeypatch, language):
    import dataclasses
    from datetime import datetime

    from PySide6.QtCore import QLocale, QRect
    from PySide6.QtGui import QScreen

    from botifarra_desktop.ui.common.i18n import Translations

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 800, 600))
    store = SaveStore(dirs)
    _save_long_names_and_three_players(store)
    when = datetime(2026, 12, 2, 11, 15).astimezone()  # a local time
    listed = store.list_saves
    monkeypatch.setattr(store, "list_saves", lambda: [dataclasses.replace(i, saved_at=when) for i in listed()])
    translations = Translations()
    translations.install(language)
    try:
        locale = QLocale()
        dialog = OpenGameDialog(store)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        expected = (locale.toString(when.date(), QLocale.FormatType.ShortFormat) + "\n"
                    + locale.toString(when.time(), QLocale.FormatType.ShortFormat))
        assert dialog.table.item(0, OpenGameDialog.SAVED).text() == expected
        assert "2026-12-02" not in expected  # no longer the ISO date in every language
        assert _cut_cells(dialog) == []
    finally:
        translations.install("en")
    if language == "ca":
        assert expected == "2/12/26\n11:15"


def test_open_dialog_reports_a_save_damaged_after_listing_and_keeps_going(qtbot, dirs):
    store = SaveStore(dirs)
    game = _session(4)
    store.save_as("x", game, GameMeta.for_session(game))
    dialog = OpenGameDialog(store)
    qtbot.addWidget(dialog)
    store.path_for("x").write_text("not json at all", "utf-8")
    opened = []
    dialog.game_opened.connect(lambda *args: opened.append(args))
    dialog.open_button.click()
    assert opened == [] and dialog.opened is None
    assert "could not be opened" in dialog.details.text() and "kept as" in dialog.details.text()
    assert dialog.table.rowCount() == 0 and dialog.empty.isVisibleTo(dialog)


def test_open_dialog_deletes_only_after_confirmation(qtbot, dirs):
    store = SaveStore(dirs)
    game = _session(2)
    store.save_as("a", game, GameMeta.for_session(game))
    dialog = OpenGameDialog(store)
    qtbot.addWidget(dialog)
    answers = [False, True]
    dialog.confirm = lambda title, question: answers.pop(0)
    dialog.delete_button.click()
    assert store.exists("a") and dialog.table.rowCount() == 1
    dialog.delete_button.click()
    assert not store.exists("a") and dialog.table.rowCount() == 0


def test_save_dialog_warns_before_overwriting_and_emits_saved(qtbot, dirs):
    store = SaveStore(dirs)
    old, new = _session(2), _session(8)
    store.save_as("Dissabte", old, GameMeta.for_session(old))
    dialog = SaveGameDialog(store, new, GameMeta.for_session(new))
    qtbot.addWidget(dialog)
    assert not dialog.save_button.isEnabled()  # no name yet
    dialog.name_edit.setText("dissabte")
    assert "already exists" in dialog.warning.text() and dialog.save_button.isEnabled()
    questions = []
    dialog.confirm = lambda title, question: questions.append(question) or False
    saved = []
    dialog.saved.connect(lambda name, problems: saved.append(name))
    dialog.save_button.click()
    assert questions and saved == []
    assert store.open("Dissabte")[0].session.view(0) == old.view(0)
    dialog.confirm = lambda title, question: True
    with qtbot.waitSignal(dialog.saved) as signal:
        dialog.save_button.click()
    assert signal.args == ["dissabte", []]
    assert store.open("Dissabte")[0].session.view(0) == new.view(0)


def test_save_dialog_saves_a_new_name_without_asking(qtbot, dirs):
    store = SaveStore(dirs)
    game = _session(5)
    dialog = SaveGameDialog(store, game, GameMeta.for_session(game), suggestion="Nova")
    qtbot.addWidget(dialog)
    dialog.confirm = lambda *a: pytest.fail("nothing to replace")
    assert dialog.warning.text() == ""
    with qtbot.waitSignal(dialog.saved):
        dialog.save_button.click()
    assert [i.name for i in store.list_saves()] == ["Nova"]


def _recorded_game(dirs, seed=6, way_name="pairs", names=("Pere", "Rosa", "Joan", "Montse"),
                   default_names=(False, False, False, False)):
    history, stats = HandHistory(dirs), StatisticsStore(dirs)
    s = TableSession(Rules(target=51, way_name=way_name), seed=seed, names=list(names))
    meta = GameMeta.for_session(s, default_names=default_names)
    s.start()
    bots = {i: RandomLegal(seed + i) for i in range(s.players)}
    while True:
        s.drive_bots(bots)
        history.record_hand(s, s.hand_no, meta)
        stats.record_hand(s, s.hand_no, meta)
        if s.over:
            stats.record_game(s, meta)
            return s, history, stats
        s.next_hand()


def test_history_dialog_steps_through_a_hand_and_offers_the_deal_again(qtbot, dirs):
    session, history, _ = _recorded_game(dirs)
    (history.dir / "20000101-000000-000000-broken-001.json").write_bytes(b"{}")
    dialog = HandHistoryDialog(history)
    qtbot.addWidget(dialog)
    hands = session.hand_no
    assert dialog.hand_list.count() == hands + 1
    assert dialog.hand_list.item(hands).text() == "Damaged record"
    assert dialog.hand_list.item(0).text().startswith(f"Hand {hands}: ")
    # newest first: the last hand of the game
    assert dialog.record.hand_no == hands
    assert "cards as dealt" in dialog.title.text()
    assert not dialog.previous_button.isEnabled() and dialog.next_button.isEnabled()
    dialog.next_button.click()
    first = session.view(0).history[0]  # the first trick of the game's last hand
    assert "Trick 1 of 12" in dialog.title.text()
    for _seat, card in first.cards:
        assert card_name(card) in dialog.trick_label.text()
    dialog.last_button.click()
    assert "Totals" in dialog.result_label.text() and not dialog.next_button.isEnabled()
    with qtbot.waitSignal(dialog.play_again) as signal:
        dialog.again_button.click()
    assert signal.args[0] is dialog.record
    dialog.hand_list.setCurrentRow(hands)
    assert "damaged" in dialog.title.text() and not dialog.again_button.isEnabled()


def test_history_dialog_shows_a_three_players_hand_player_by_player(qtbot, dirs):
    session, history, _ = _recorded_game(dirs, seed=4, way_name="three")
    dialog = HandHistoryDialog(history)
    qtbot.addWidget(dialog)
    result = session.results[-1]
    entry = dialog.hand_list.item(0).text()
    assert "Three players" in entry
    assert ", ".join(f"{n} {sc}" for n, sc in zip(("Pere", "Rosa", "Joan"), result.score)) in entry
    assert "Way to play: Three players." in dialog.bidding.text()
    assert "Montse" not in dialog.hands_label.text() and "Joan" in dialog.hands_label.text()
    dialog.next_button.click()
    assert "Trick 1 of 12" in dialog.title.text()
    dialog.last_button.click()
    totals = ", ".join(f"{n} {t}" for n, t in zip(("Pere", "Rosa", "Joan"), result.totals))
    assert f"Totals: {totals}." in dialog.result_label.text()
    assert any(t < 0 for t in result.totals) and "-" in dialog.result_label.text()


def test_history_dialog_names_default_seats_in_the_ui_language_and_typed_names_as_typed(qtbot, dirs):
    from botifarra_desktop.ui.common.i18n import Translations

    # started in Catalan: the defaults are stored as Dreta and Esquerra (three players: seat 2 on the left)
    session, history, _ = _recorded_game(dirs, seed=4, way_name="three", names=("Anna", "Dreta", "Esquerra", ""),
                                         default_names=(False, True, True, False))
    score = session.results[-1].score
    dialog = HandHistoryDialog(history)
    qtbot.addWidget(dialog)
    assert f"Anna {score[0]}, Right {score[1]}, Left {score[2]}" in dialog.hand_list.item(0).text()
    assert [dialog.seat_name(seat) for seat in range(3)] == ["Anna", "Right", "Left"]
    dialog.last_button.click()
    assert "Totals: Anna " in dialog.result_label.text() and ", Left " in dialog.result_label.text()
    assert "Dreta" not in dialog.hands_label.text() + dialog.bidding.text() + dialog.result_label.text()
    translations = Translations()
    translations.install("es")
    try:
        dialog = HandHistoryDialog(history)
        qtbot.addWidget(dialog)
        assert f"Anna {score[0]}, Derecha {score[1]}, Izquierda {score[2]}" in dialog.hand_list.item(0).text()
    finally:
        translations.install("en")


def test_history_dialog_names_the_seats_of_a_record_without_flags_as_stored(qtbot, dirs):
    import json

    _, history, _ = _recorded_game(dirs, names=("Anna", "Dreta", "Company", "Esquerra"),
                                   default_names=(False, True, True, True))
    for path in history.dir.glob("*.json"):  # as written before the flags existed
        document = json.loads(path.read_text("utf-8"))
        del document["meta"]["default_names"]
        path.write_text(json.dumps(document), "utf-8")
    dialog = HandHistoryDialog(HandHistory(dirs))
    qtbot.addWidget(dialog)
    assert dialog.record is not None
    assert [dialog.seat_name(seat) for seat in range(4)] == ["Anna", "Dreta", "Company", "Esquerra"]


def test_history_dialog_shows_every_pile_card_of_a_rector_hand(qtbot, dirs):
    _, history, _ = _recorded_game(dirs, seed=4, way_name="rector")
    dialog = HandHistoryDialog(history)
    qtbot.addWidget(dialog)
    assert "Two players: rector i vicari (piles)" in dialog.hand_list.item(0).text()
    text = dialog.hands_label.text()
    assert "Cards in hand" not in text  # rector i vicari is played from the piles only
    start = dialog.steps[0]
    for seat, name in enumerate(("Pere", "Rosa")):
        for i, pile in enumerate(start.piles[seat]):
            under = ", ".join(card_name(c) for c in reversed(pile[:-1]))
            assert f"{name}, pile {i + 1}: {card_name(pile[-1])} on top; under it: {under}" in text
    dialog.next_button.click()
    assert "Trick 1 of 24" in dialog.title.text()
    played = dict(dialog.steps[1].trick.cards)
    for seat in (0, 1):  # a played pile card is gone and the one under it is on top now
        pile = next(p for p in start.piles[seat] if p[-1] == played[seat])
        assert f"{card_name(pile[-2])} on top" in dialog.hands_label.text()
    dialog.last_button.click()
    assert "pile 6: (none)" in dialog.hands_label.text() and "Totals: Pere" in dialog.result_label.text()


def test_statistics_dialog_has_a_table_by_way_to_play(qtbot, dirs):
    _recorded_game(dirs, seed=6)
    _, _, store = _recorded_game(dirs, seed=4, way_name="individual")
    dialog = StatisticsDialog.from_store(store)
    qtbot.addWidget(dialog)
    by_mode = dialog.tables["by_mode"]
    rows = {by_mode.item(r, 0).text(): r for r in range(by_mode.rowCount())}
    assert set(rows) == {"Pairs (the main game)", "Four players, each on their own"}
    r = rows["Four players, each on their own"]
    four = dialog.stats.by_mode["individual"]
    assert by_mode.item(r, 2).text() == f"{four.hands_won} of {four.hands_played}" and four.hands_played > 0
    assert by_mode.item(r, 1).text() == f"{four.games_won} of {four.games_played}"
    assert by_mode.item(r, 3).text() == f"{four.average_points:.1f}"
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == ["Over time", "Compared", "In numbers", "Rating"]
    assert dialog.tables["by_partner"].rowCount() == 1  # the pairs game only


def test_history_dialog_with_no_hands(qtbot, dirs):
    dialog = HandHistoryDialog(HandHistory(dirs))
    qtbot.addWidget(dialog)
    assert dialog.hand_list.count() == 0 and "No hands" in dialog.title.text()
    assert not dialog.again_button.isEnabled() and not dialog.next_button.isEnabled()


def test_statistics_dialog_shows_the_numbers(qtbot, dirs):
    session, _, store = _recorded_game(dirs)
    dialog = StatisticsDialog.from_store(store)
    qtbot.addWidget(dialog)
    stats = dialog.stats
    assert stats.total.hands_played == session.hand_no
    labels = {}
    for row in range(dialog.summary.rowCount()):
        key = dialog.summary.itemAt(row, dialog.summary.ItemRole.LabelRole).widget().text()
        labels[key] = dialog.summary.itemAt(row, dialog.summary.ItemRole.FieldRole).widget().text()
    assert labels["Hands played:"] == str(session.hand_no)
    assert labels["Games played:"] == "1"
    by_variant = dialog.tables["by_variant"]
    assert by_variant.rowCount() == 1 and by_variant.item(0, 0).text() == "Lliure"
    assert by_variant.item(0, 2).text().endswith(f" of {session.hand_no}")
    assert dialog.tables["by_opponents"].item(0, 0).text() == "Medium"
    assert not dialog.problems_label.isVisibleTo(dialog)


def test_statistics_dialog_tells_about_a_damaged_file(qtbot, dirs):
    store = StatisticsStore(dirs)
    store.path.parent.mkdir(parents=True)
    store.path.write_text("{", "utf-8")
    dialog = StatisticsDialog.from_store(store)
    qtbot.addWidget(dialog)
    assert dialog.problems_label.isVisibleTo(dialog) and "statistics" in dialog.problems_label.text()
    assert dialog.stats.total.games_played == 0


def test_past_hands_entries_stand_apart_and_a_side_keeps_its_score_on_its_line(qtbot, dirs):
    """Each hand of the list is a block of its own (a gap between two hands), and a wrapped entry never
    leaves a score alone on a line, away from the side it belongs to."""
    _, history, _ = _recorded_game(dirs)
    dialog = HandHistoryDialog(history)
    qtbot.addWidget(dialog)
    dialog.resize(760, 540)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.hand_list
    rects = [view.visualItemRect(view.item(i)) for i in range(view.count())]
    for upper, lower in zip(rects, rects[1:]):
        assert lower.top() - upper.bottom() >= 6, (upper, lower)
    for i in range(view.count()):
        text = view.item(i).text()
        for side in ("Us", "Them"):
            if side in text:
                assert f"{side}\u00a0" in text, text  # the name and its score never split over two lines
