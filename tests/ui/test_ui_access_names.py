"""A screen reader running from the start never keeps a stale name (issue 45, point 2): the
players' entries, "Your hand: 12 cards" and "Trick 1: 3 cards" send a name-change event whenever
their name changes during a hand, and loading a saved game is announced, not only shown."""

from PySide6.QtGui import QAccessible, QAccessibleEvent
from test_ui_access_active import NAMES, inline_runner, play_request_mid_trick

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.shell.main_window import MainWindow
from botifarra_desktop.ui.table.access import table_access


def reader_window(qtbot, **kwargs):
    QAccessible.setActive(True)  # the screen reader runs before the game starts
    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), inline_runner, "en", **kwargs)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_every_part_whose_name_changes_during_a_hand_says_so(qtbot, monkeypatch):
    told: list[tuple[object, str]] = []  # (the part, its name when the event went out)
    real_send = table_access.send

    def record(event):
        if isinstance(event, QAccessibleEvent) and event.type() == QAccessible.Event.NameChanged:
            iface = QAccessible.queryAccessibleInterface(event.object())
            told.append((event.object(), iface.text(QAccessible.Text.Name)))
        real_send(event)

    monkeypatch.setattr(table_access, "send", record)
    try:
        w = reader_window(qtbot)
        access = w.table.access
        w.controller.start(TableSession(Rules(), 5, first_dealer=1, names=NAMES), inline_runner({1, 2, 3}, 0))
        play_request_mid_trick(qtbot, w, trick_no=3)
        parts = [*access.seats[:4], access.hand, access.trick]
        for part in parts:
            names = [name for obj, name in told if obj is part]
            assert names, f"{access.node_name(part)!r} never said it changed"
            assert names[-1] == access.node_name(part), (names[-1], access.node_name(part))  # not stale
            assert len(set(names)) > 1, names
        hand_names = [name for obj, name in told if obj is access.hand]
        assert "Your hand: 12 cards" in hand_names and any(n.startswith("Your hand: 10") for n in hand_names)
        trick_names = [name for obj, name in told if obj is access.trick]
        assert any(n.startswith("Trick 1:") for n in trick_names) and any(n.startswith("Trick 3:") for n in trick_names)
    finally:
        QAccessible.setActive(False)


def test_loading_a_saved_game_is_announced(qtbot, tmp_path):
    from botifarra_desktop.storage import AppDirs

    try:
        w = reader_window(qtbot, dirs=AppDirs.under(tmp_path))
        w.start_game(w.default_setup(), seed=7)
        w.keeper.saves.save_as("Dissabte", w.controller.session, w.keeper.meta)
        w.files.open_game()
        w.files.dialog.open_selected()
        assert w.statusBar().currentMessage() == "Loaded “Dissabte”."
        assert "Loaded “Dissabte”." in w.table.access.announcements
    finally:
        QAccessible.setActive(False)


def test_in_the_pile_games_your_hand_and_your_pile_tops_are_told_apart_and_your_piles_described(qtbot):
    from layout_helpers import bring_to, doubling_runner

    from botifarra_desktop.ui.common.texts import card_name

    try:
        w = reader_window(qtbot)
        access = w.table.access
        bring_to(qtbot.waitUntil, w, "two_hand", "mid_trick", doubling_runner)
        scene = w.table.table
        hand, tops = scene.hands[0], scene.stacks.tops(0)
        assert hand and tops
        hand_node = QAccessible.queryAccessibleInterface(access.hand)
        assert hand_node.text(QAccessible.Text.Name) == f"Your cards: {len(hand)} in your hand, " \
                                                        f"{len(tops)} face up on your piles"
        for item in hand:
            card = QAccessible.queryAccessibleInterface(item)
            assert "pile" not in card.text(QAccessible.Text.Name)
            assert " in your hand." in card.text(QAccessible.Text.Description)
        piles = scene.stacks.piles[0]
        for item in tops:
            card = QAccessible.queryAccessibleInterface(item)
            number = next(i for i, pile in enumerate(piles) if pile and pile[-1] is item) + 1
            assert card.text(QAccessible.Text.Name).endswith(f", on top of your pile {number}")
            description = card.text(QAccessible.Text.Description)
            assert description.startswith(f"Pile {number} of {len(piles)} in front of you; under it: ")
            assert "in your hand" not in description
        # your own entry says what lies face up on your piles, as the other player's does
        me = QAccessible.queryAccessibleInterface(access.seats[0]).text(QAccessible.Text.Name)
        assert "Face up on the piles:" in me and all(card_name(item.card) in me for item in tops)
    finally:
        QAccessible.setActive(False)
