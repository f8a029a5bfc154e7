"""The table as a screen reader finds it from the window, with accessibility active before the window is
built (a blind player's screen reader is running when the game starts) and switched on later, mid-hand in
every way to play; and announcements that queue instead of cutting each other off."""

import pytest
from PySide6.QtGui import QAccessible
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.ways import WAY_TABLE
from botifarra_desktop.session import TableSession
from botifarra_desktop.ui.common.texts import card_name
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.table.access import table_access
from botifarra_desktop.ui.table.access import texts as at

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]
Name, Description = QAccessible.Text.Name, QAccessible.Text.Description
Role = QAccessible.Role
WAYS = ("pairs", "individual", "three", "rector", "two_hand")


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture(params=["active at start", "switched on later"])
def window(main_window, request):
    """The main window, with accessibility switched on before it is built or once it shows."""
    early = request.param == "active at start"
    assert not QAccessible.isActive()
    if early:
        QAccessible.setActive(True)
    try:
        w = main_window(inline_runner)
        if not early:
            QAccessible.setActive(True)
        yield w
    finally:
        QAccessible.setActive(False)


def walk(iface, strict=True):
    """Every interface under ``iface`` (itself first), as a screen reader walks it: each child knows
    its parent and its place under it (not strict: Qt's own widgets, whose tab bars have stale tabs,
    are only searched)."""
    yield iface
    for i in range(iface.childCount()):
        child = iface.child(i)
        if not strict and (child is None or not child.isValid()):
            continue
        assert child is not None and child.isValid()
        assert iface.indexOfChild(child) == i
        assert child.parent().object() is iface.object()
        yield from walk(child, strict or child.object() is w_table(child))


def w_table(iface):
    """The table view if ``iface`` is its entry (from there on the walk is strict)."""
    obj = iface.object()
    return obj if getattr(type(obj), "accessible_table", False) else None


def settle(qtbot, w):
    c = w.controller
    qtbot.waitUntil(lambda: c.request is not None or (c.idle and c.session.phase.value in ("hand_over", "game_over")),
                    timeout=15000)
    return c.request


def play_request_mid_trick(qtbot, w, trick_no=2):
    """Answer (a trump, pass, the first legal card) until the human must play into a trick begun."""
    while True:
        req = settle(qtbot, w)
        assert req is not None, "the hand ended before the position was reached"
        view = w.controller.view()
        if req.action == "play" and view.trick and view.trick_no >= trick_no:
            return req
        choice = {"double": "pass"}.get(req.action, req.options[0])
        if req.action == "declare":
            choice = next(o for o in req.options if o not in ("botifarra", "delegate"))
        w.controller.act(req.action, choice)


@pytest.mark.parametrize("way_name", WAYS)
def test_the_window_tree_holds_the_whole_table_mid_hand(qtbot, window, way_name):
    w = window
    way = WAY_TABLE[way_name]
    w.controller.start(TableSession(Rules(way_name=way_name), 7, first_dealer=1, names=NAMES),
                       inline_runner(set(range(1, way.players)), 0))
    req = play_request_mid_trick(qtbot, w)
    view = w.controller.view()
    # from the window, as a screen reader starts
    tree = list(walk(QAccessible.queryAccessibleInterface(w), strict=False))

    tables = [i for i in tree if i.text(Name) == at.table_name()]
    assert len(tables) == 1 and tables[0].object() is w.table and tables[0].role() == Role.Pane
    table = tables[0]
    assert f"Hand {view.hand_no}" in table.text(Description) and "Trump" in table.text(Description)
    parts = [table.child(i) for i in range(table.childCount())]

    # the score box, in words
    score = next(p for p in parts if p.object() is w.table.info)
    assert score.text(Name) == table.text(Description)
    assert all(str(total) in score.text(Name) for total in view.totals)

    # one entry per player, with the name and the cards left
    seats = [p for p in parts if p.role() == Role.StaticText and p.object() is not w.table.info]
    assert len(seats) == way.players
    for seat, entry in enumerate(seats):
        name = entry.text(Name)
        assert name.startswith(w.table.names[seat])
        assert at.count_cards(view.hand_counts[seat] if seat else len(w.table.table.hand.playable_items())) in name
        assert entry.rect().isValid()

    # the hand: every card the player may choose, in the order drawn, each with its place and whether
    # the engine lets it be played
    hand = next(p for p in parts if p.role() == Role.List and p.object() is w.table.access.hand)
    items = w.table.table.hand.playable_items()
    in_hand = w.table.table.hands[0]
    piles = w.table.table.stacks.piles[0] if w.table.table.stacks.piles else []
    assert hand.childCount() == len(items) > 0
    for k, item in enumerate(items):
        card = hand.child(k)
        assert card.object() is item and card.role() == Role.ListItem
        assert card.parent().object() is hand.object() and hand.indexOfChild(card) == k
        playable = item.card in req.options
        assert card.state().disabled != playable and card.state().focusable
        if item in in_hand:  # a card of the hand, or (the pile games) the top of one of your piles
            assert card.text(Name) == at.hand_card(item.card, playable)
            assert card.text(Description).startswith(at.card_place(k + 1, len(in_hand)))
        else:
            pile = next(i for i, cards in enumerate(piles) if cards and cards[-1] is item)
            assert card.text(Name) == at.pile_top(at.hand_card(item.card, playable), pile + 1)
            assert card.text(Description).startswith(at.pile_place(pile + 1, len(piles), len(piles[pile]) - 1))
        assert card.rect().isValid()
    assert {it.card for it in items if it.card in req.options} == set(view.legal)

    # the trick on the table: who played what, and who is winning it
    trick = next(p for p in parts if p.role() == Role.List and p.object() is w.table.access.trick)
    played = [trick.child(i).text(Name) for i in range(trick.childCount())]
    assert len(played) == len(view.trick) > 0
    assert all(card_name(c) in line for (_, c), line in zip(view.trick, played))
    assert sum(line.endswith(", winning") for line in played) == 1

    # the announcements entry, and nothing on the table without a name
    assert any(p.role() == Role.StatusBar for p in parts)
    assert all(i.text(Name).strip() for i in walk(table))


def test_every_announcement_is_polite_so_none_cuts_another_off(qtbot, window, monkeypatch):
    sent = []
    real_send = table_access.send

    def record(event):
        sent.append(event)
        real_send(event)

    monkeypatch.setattr(table_access, "send", record)
    w = window
    w.controller.start(TableSession(Rules(), 5, first_dealer=1, names=NAMES), inline_runner({1, 2, 3}, 0))
    play_request_mid_trick(qtbot, w, trick_no=2)
    w.table.card_clicked(next(c for c in w.controller.view().hand if c not in w.controller.request.options)
                         if len(w.controller.request.options) < len(w.controller.view().hand)
                         else w.controller.request.options[0])
    if not table_access.ANNOUNCEMENTS:
        pytest.skip("this Qt sends no announcement events (before 6.8)")
    from PySide6.QtGui import QAccessibleAnnouncementEvent

    said = [e for e in sent if isinstance(e, QAccessibleAnnouncementEvent)]
    texts = [e.message() for e in said]
    assert any(t.startswith("Your turn!") for t in texts)  # the prompt that came right after a card
    assert any(" played the " in t for t in texts)
    assert {e.politeness() for e in said} == {QAccessible.AnnouncementPoliteness.Polite}
