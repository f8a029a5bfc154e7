"""The table through QAccessible, as a screen reader walks it, and played with the keyboard only."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QPushButton
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules, trick_winner
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.common.texts import card_name, refusal_text
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.main_window import MainWindow
from botifarra_desktop.ui.table.access import texts as at

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]
Name, Description = QAccessible.Text.Name, QAccessible.Text.Description


def inline_runner(levels, seed, double_bias=0.0):
    return InlineBotRunner({s: RandomLegal(seed + s, double_bias) for s in levels})


@pytest.fixture
def window(main_window):
    w = main_window(inline_runner)
    w.activateWindow()
    return w


def start(w, rules=Rules(), seed=5, first_dealer=0, double_bias=0.0):
    w.controller.start(TableSession(rules, seed, first_dealer=first_dealer, names=NAMES),
                       inline_runner({1, 2, 3}, 0, double_bias))


def settle(qtbot, w):
    c = w.controller
    qtbot.waitUntil(lambda: c.request is not None or (c.idle and c.session.phase.value in ("hand_over", "game_over")),
                    timeout=10000)
    return c.request


def walk(iface, depth=0):
    """Every interface under ``iface`` (itself first), checking that parent and index agree."""
    yield iface
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child is not None and child.isValid()
        assert iface.indexOfChild(child) == i
        assert child.parent().object() is iface.object()
        yield from walk(child, depth + 1)


def table_tree(w):
    return list(walk(QAccessible.queryAccessibleInterface(w.table)))


def mid_hand_play_request(qtbot, w, trick_no=3):
    """Play (first legal card, pass on doubles) until the human must play into a trick already begun."""
    while True:
        req = settle(qtbot, w)
        assert req is not None, "the hand ended before the position was reached"
        view = w.controller.view()
        if req.action == "play" and view.trick and view.trick_no >= trick_no:
            return req
        w.controller.act(req.action, {"declare": "O", "double": "pass"}.get(req.action, req.options[0]))


def test_the_tree_of_a_table_mid_hand_names_every_card_in_hand_and_on_the_table(qtbot, window):
    w = window
    start(w, first_dealer=1)
    req = mid_hand_play_request(qtbot, w)
    view = w.controller.view()
    tree = table_tree(w)
    root = tree[0]
    assert root.text(Name) == "Card table"
    assert "Trump" in root.text(Description) and f"Hand {view.hand_no}" in root.text(Description)

    lists = {iface.text(Name): iface for iface in tree if iface.role() == QAccessible.Role.List}
    hand = lists[at.your_hand(len(view.hand))]
    hand_names = [hand.child(i).text(Name) for i in range(hand.childCount())]
    # every card in hand once, and "playable" exactly for the engine's legal cards
    expected = {at.hand_card(c, c in req.options) for c in view.hand}
    assert sorted(hand_names) == sorted(expected)
    assert sum(n.endswith(", playable") for n in hand_names) == len(req.options) == len(view.legal)
    assert sum(n.endswith(", not playable") for n in hand_names) == len(view.hand) - len(view.legal)
    for i in range(hand.childCount()):  # a card that may not be played says why, in the engine's words
        card = hand.child(i)
        if card.text(Name).endswith(", not playable"):
            assert card.state().disabled and "must" in card.text(Description)
        else:
            assert not card.state().disabled and "Enter" in card.text(Description)

    trick = lists[at.trick_heading(view.trick_no, len(view.trick))]
    names = w.table.names
    played = [trick.child(i).text(Name) for i in range(trick.childCount())]
    winner = trick_winner([c for _, c in view.trick], view.trump)  # the engine's answer
    assert played == [at.played(names[s], s == 0, c, k == winner) for k, (s, c) in enumerate(view.trick)]
    assert sum(p.endswith(", winning") for p in played) == 1
    assert all(card_name(c) in p for (_, c), p in zip(view.trick, played))

    # the players: name, cards in hand; every button a name; nothing without a name
    seats = [iface.text(Name) for iface in tree if iface.role() == QAccessible.Role.StaticText]
    for seat in range(1, 4):
        assert any(s.startswith(names[seat] + ", " + at.count_cards(view.hand_counts[seat])) for s in seats)
    buttons = [iface for iface in tree if iface.role() == QAccessible.Role.Button]
    assert buttons and all(b.text(Name).strip() and b.text(Description).strip() for b in buttons)
    for i in range(trick.childCount()):  # a card on the table also says what it is worth
        assert "points" in trick.child(i).text(Description)
    assert all(iface.text(Name).strip() for iface in tree)
    # geometry: each card's rectangle is where the card is drawn
    first = hand.child(0)
    pos = w.table.card_pos(view.hand[0]) if hand.child(0).text(Name).startswith(card_name(view.hand[0])) else None
    if pos is not None:
        assert first.rect().contains(w.table.viewport().mapToGlobal(pos))


def test_the_table_speaks_the_players_language(qtbot):
    from botifarra_desktop.ui.common.i18n import Translations

    translations = Translations()
    translations.install("ca")
    try:
        w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), inline_runner, "ca")
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        start(w, first_dealer=1)
        mid_hand_play_request(qtbot, w, trick_no=1)
        tree = table_tree(w)
        assert tree[0].text(Name) == "Taula de joc"
        hand = next(i for i in tree if i.role() == QAccessible.Role.List)
        names = [hand.child(k).text(Name) for k in range(hand.childCount())]
        assert any(n.endswith(", es pot jugar") for n in names) and all(" of " not in n for n in names)
    finally:
        translations.install("en")


def test_turn_cards_played_and_trick_winners_are_announced(qtbot, window):
    w = window
    start(w, first_dealer=1)
    mid_hand_play_request(qtbot, w, trick_no=3)
    said = w.table.access.announcements
    names = w.table.names
    view = w.controller.view()
    assert said[-1].startswith("Your turn!")
    for trick in view.history:  # who won each trick, with its points
        assert at.wins(names[trick.winner], trick.points, trick.winner == 0) in said
        for seat, card in trick.cards:
            assert any(card_name(card) in s and (names[seat] in s or seat == 0) for s in said)
    # the announcement entry of the tree carries the latest one (a live region for older Qt)
    news = next(i for i in table_tree(w) if i.role() == QAccessible.Role.StatusBar)
    assert news.text(Name) == said[-1]


def test_a_refused_card_is_announced_with_the_engines_reason(qtbot, window):
    w = window
    start(w, first_dealer=1)
    req = mid_hand_play_request(qtbot, w, trick_no=1)
    view = w.controller.view()
    illegal = [c for c in view.hand if c not in req.options]
    if not illegal:
        pytest.skip("every card is playable in this position")
    w.table.card_clicked(illegal[0])
    refusal = w.controller.explain(illegal[0])
    assert w.table.access.announcements[-1] == at.refusal(refusal)


def focused():
    return QApplication.focusWidget()


def press(qtbot, key):
    qtbot.keyClick(focused(), key)


def tab_to(qtbot, predicate, limit=20):
    for _ in range(limit):
        if predicate(focused()):
            return focused()
        press(qtbot, Qt.Key.Key_Tab)
    pytest.fail(f"Tab never reached the widget (stopped at {focused()!r})")


def play_by_keyboard(qtbot, w, req):
    """Move the highlight with Right to a card the engine allows, and play it with Enter."""
    assert focused() is w.table
    for _ in range(len(w.table.table.hand.playable_items())):
        if w.table.table.hand.cursor_card() in req.options:
            break
        press(qtbot, Qt.Key.Key_Right)
    card = w.table.table.hand.cursor_card()
    assert card in req.options
    # the screen reader's focus follows the highlight
    assert QAccessible.queryAccessibleInterface(w.table).focusChild().text(Name) == at.hand_card(card, True)
    press(qtbot, Qt.Key.Key_Return)
    return card


def test_keyboard_only_declaration_and_a_whole_trick(qtbot, window):
    w = window
    start(w, first_dealer=0)
    req = settle(qtbot, w)
    assert req.action == "declare"
    panel = w.table.request_panel
    assert panel.accessibleName() == panel.title.text() and focused() in panel.buttons.values()
    assert all(b.text() and b.accessibleDescription() for b in panel.buttons.values())
    tab_to(qtbot, lambda f: f is panel.buttons["botifarra"])
    press(qtbot, Qt.Key.Key_Return)
    assert w.controller.view().declared and w.controller.view().trump is None
    assert not w.table.access.ring.isVisible()  # the panel closing gave the table the focus, not a Tab
    tricks = 0
    while tricks < 1:
        req = settle(qtbot, w)
        if req.action == "double":  # a recontro after a contro: the panel has the focus
            assert focused() in w.table.request_panel.buttons.values()
            tab_to(qtbot, lambda f: f.property("choice") == "pass")
            press(qtbot, Qt.Key.Key_Space)
            continue
        before = w.controller.view().trick_no
        card = play_by_keyboard(qtbot, w, req)
        assert card not in w.controller.view().hand
        settle(qtbot, w)
        tricks = w.controller.view().trick_no - before
    assert len(w.controller.view().history) == 1


def test_keyboard_only_doubling(qtbot, window):
    w = window
    start(w, first_dealer=1)  # the right-hand opponent makes trump: we are asked to double
    req = settle(qtbot, w)
    while req.action != "double":
        w.controller.act(req.action, req.options[0])
        req = settle(qtbot, w)
    panel = w.table.request_panel
    assert focused() in panel.buttons.values()
    assert w.table.access.announcements[-1].endswith(panel.detail.text())
    tab_to(qtbot, lambda f: f.property("choice") == "contro")
    press(qtbot, Qt.Key.Key_Return)
    assert "contro" in [call for _, call in w.controller.view().calls]
    req = settle(qtbot, w)
    while req is not None and req.action != "play":
        w.controller.act(req.action, req.options[-1])
        req = settle(qtbot, w)
    assert req is not None and focused() is w.table
    play_by_keyboard(qtbot, w, req)


def test_keyboard_reaches_the_claim_and_last_trick_buttons(qtbot, window):
    w = window
    start(w, rules=Rules(table_rules=True), first_dealer=1)
    mid_hand_play_request(qtbot, w, trick_no=2)
    w.table.setFocus()
    seen = set()
    for _ in range(30):
        press(qtbot, Qt.Key.Key_Tab)
        seen.add(focused())
    table_buttons = [b for b in w.table.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    # the table itself, reached with Tab, wears a frame; given the focus by a click or the game, it does not
    ring = w.table.access.ring
    tab_to(qtbot, lambda f: f is w.table)
    assert ring.isVisible() and ring.geometry() == w.table.viewport().geometry()
    w.table.last_buttons[1].setFocus()
    assert not ring.isVisible()
    w.table.setFocus(Qt.FocusReason.MouseFocusReason)
    assert not ring.isVisible()
    assert w.table.claim_button in table_buttons and set(w.table.last_buttons) & set(table_buttons)
    assert set(table_buttons) <= seen  # every button on the table is reached with Tab
    # a button that has the focus is drawn differently: the focus is visible
    b = w.table.claim_button
    b.setFocus()
    focused_img = b.grab().toImage()
    w.table.setFocus()
    assert b.grab().toImage() != focused_img
    # a claim made with the keyboard: nobody played an illegal card, and the refusal is read out
    b.setFocus()
    press(qtbot, Qt.Key.Key_Space)
    assert w.table.access.announcements[-1] == refusal_text("claim_refused")
    # the last trick, asked for with the keyboard, is read out
    team = next(t for t in (0, 1) if w.controller.view().last_tricks[t] is not None)
    w.table.last_buttons[team].setFocus()
    press(qtbot, Qt.Key.Key_Return)
    assert w.table.access.announcements[-1].startswith(w.table.last_buttons[team].text() + ":")
    assert any(i.text(Name) == at.last_trick_name() and i.childCount() == 4 for i in table_tree(w))


def test_the_end_of_hand_summary_is_read_and_reached_with_the_keyboard(qtbot, window):
    w = window
    start(w, first_dealer=1)
    while (req := settle(qtbot, w)) is not None:
        w.controller.act(req.action, {"declare": "O", "double": "pass"}.get(req.action, req.options[0]))
    summary = w.table.summary
    assert summary.isVisible() and focused() is summary.button
    assert summary.accessibleName() == at.plain(summary.title.text())
    assert w.table.access.announcements[-1].startswith(at.plain(summary.title.text()))
    hand_no = w.controller.view().hand_no
    press(qtbot, Qt.Key.Key_Return)  # Next hand
    qtbot.waitUntil(lambda: w.controller.view().hand_no == hand_no + 1)


def test_cards_read_by_a_screen_reader_still_go_away(qtbot, window):
    import gc
    import weakref

    w = window
    start(w, first_dealer=1)
    mid_hand_play_request(qtbot, w, trick_no=1)
    hand = next(i for i in table_tree(w) if i.role() == QAccessible.Role.List)
    card = hand.child(0)
    assert card.text(Name)
    gone = weakref.ref(card.object())
    del card, hand
    w.table.table.show_view_cleared()  # every card leaves the table
    gc.collect()
    assert gone() is None


@pytest.mark.parametrize("way_name", ("individual", "three", "rector", "two_hand"))
def test_every_way_to_play_names_every_card_the_player_may_choose(qtbot, window, way_name):
    from botifarra_desktop.engine.ways import WAY_TABLE

    w = window
    way = WAY_TABLE[way_name]
    w.controller.start(TableSession(Rules(way_name=way_name), 3, first_dealer=1, names=NAMES),
                       inline_runner(set(range(1, way.players)), 0))
    req = mid_hand_play_request(qtbot, w, trick_no=2)
    view = w.controller.view()
    tree = table_tree(w)
    assert all(i.text(Name).strip() for i in tree)
    seats = [i for i in tree if i.role() == QAccessible.Role.StaticText and i.object() is not w.table.info]
    assert len(seats) == way.players
    hand = next(i for i in tree if i.role() == QAccessible.Role.List)
    names = [hand.child(k).text(Name) for k in range(hand.childCount())]
    # the hand and, with piles, their face-up cards: each once, playable exactly as the engine says
    choosable = [it.card for it in w.table.table.hand.playable_items()]
    tops = {item.card: i + 1 for i, pile in enumerate(w.table.table.stacks.piles[0] if view.piles else []) if pile
            for item in pile[-1:]}
    assert sorted(names) == sorted(at.pile_top(at.hand_card(c, c in req.options), tops[c]) if c in tops
                                   else at.hand_card(c, c in req.options) for c in choosable)
    assert {c for c in choosable if c in req.options} == set(view.legal)
    if view.piles:  # the others' face-up pile cards are public: their entry names them
        other = next(s for s in range(1, way.players) if any(c for c, _ in view.piles[s]))
        line = next(i.text(Name) for i in seats if i.text(Name).startswith(w.table.names[other]))
        assert all(card_name(c) in line for c, _ in view.piles[other] if c is not None)
        assert any(" turns up the " in a for a in w.table.access.announcements)


def test_without_announcement_events_the_live_entry_still_changes(qtbot, window, monkeypatch):
    from botifarra_desktop.ui.table.access import table_access as accessibility

    monkeypatch.setattr(accessibility, "ANNOUNCEMENTS", False)  # Qt before 6.8
    w = window
    start(w, first_dealer=1)
    mid_hand_play_request(qtbot, w, trick_no=1)
    news = next(i for i in table_tree(w) if i.role() == QAccessible.Role.StatusBar)
    assert news.text(Name) == w.table.access.announcements[-1] and news.text(Name).startswith("Your turn!")
