"""The review dialog: the hand's decisions listed, rated by the Hard level, a bad card marked with its cost."""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from botifarra_desktop.ai import make_bot
from botifarra_desktop.engine import Position, Rules
from botifarra_desktop.practice import Scenario, scenario_session, session_decisions
from botifarra_desktop.ui.common.deck import CardRenderer, find_decks
from botifarra_desktop.ui.common.screen_fit import ASSUMED_FRAME
from botifarra_desktop.ui.common.texts import card_name
from botifarra_desktop.ui.practice.cards import CardButton
from botifarra_desktop.ui.practice.review_dialog import ReviewDialog


def played_hand():
    """Botifarra, three cards each; the human throws the manilla of oros on the rivals' ace of copes."""
    position = Position(rules=Rules(), hands=(("9O", "2B", "4E"), ("12O", "5C", "3E"), ("4C", "7C", "7B"),
                                              ("11O", "8E")),
                        dealer=3, declarer=3, trump=None, trick=((3, "1C"),), leader=3)
    session = scenario_session(Scenario(position=position))
    session.act(0, "play", "9O")
    session.drive_bots({s: make_bot("easy", s) for s in range(4)})
    return session_decisions(session, 0)


def test_the_review_lists_each_card_and_marks_the_costly_one(qtbot):
    points = played_hand()
    decks = find_decks(None)
    d = ReviewDialog(points, CardRenderer(decks), decks[0].id, "Hand 1")
    qtbot.addWidget(d)
    d.show()
    assert d.decision_list.count() == 3
    qtbot.waitUntil(lambda: d.complete, timeout=20000)
    first = d.decision_list.item(0).text()
    assert first.startswith("✗") and "manilla of oros" in first and "points" in first
    assert "would have played 1 of your 3 cards otherwise" in d.summary.text()
    d.decision_list.setCurrentRow(0)
    best = d.results[0].best
    assert d.board.buttons["9O"].verdict is False and d.board.buttons[best].verdict is True
    assert "Points your side could expect" in d.detail.text()
    d.decision_list.setCurrentRow(2)
    assert not d.next_button.isEnabled() and d.previous_button.isEnabled()


def game_hands(n):
    """Seat 0's cards in each hand of an ``n``-hand game played by bots at every seat, by hand number."""
    from botifarra_desktop.session import TableSession

    session = TableSession(Rules(target=None, hands=n), 3)
    bots = {s: make_bot("easy", s) for s in range(4)}
    while True:
        session.drive_bots(bots)
        if len(session.results) == n:
            return {h: session_decisions(session, 0, h) for h in range(1, n + 1)}
        session.next_hand()


def played_cards(points):
    return [p.played for p in points]


def screen_area(monkeypatch, width, height):
    """The screen's free area (without panels) is ``width`` x ``height``."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, width, height))


@pytest.mark.parametrize("area", [(1366, 728), (800, 570)])  # the wide dialog and the narrow one
def test_the_hand_chooser_is_labelled_reached_by_keyboard_and_shows_the_hand_chosen(qtbot, monkeypatch, area):
    from PySide6.QtCore import Qt

    screen_area(monkeypatch, *area)
    hands = game_hands(3)
    assert played_cards(hands[1]) != played_cards(hands[3])
    decks = find_decks(None)
    d = ReviewDialog(hands[3], CardRenderer(decks), decks[0].id, "Hand 3", hands=hands, rollouts=4)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitUntil(d.isActiveWindow)
    box = d.hand_box
    # "Hand:" names the chooser, its entries say which hand of how many, the last one first
    assert d.hand_chooser.isVisible() and d.hand_label.text() == "&Hand:" and d.hand_label.buddy() is box
    assert d.narrow == (area[0] < 1366)
    assert (d.previous_hand_button.accessibleName(), d.next_hand_button.accessibleName()) == \
        ("Previous hand", "Next hand")
    assert [box.itemText(i) for i in range(box.count())] == ["Hand 1 of 3", "Hand 2 of 3", "Hand 3 of 3"]
    assert box.currentText() == "Hand 3 of 3" and box.accessibleName() == "Hand"
    assert box.font().pixelSize() >= 18 and box.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert played_cards(d.points) == played_cards(hands[3]) and not d.next_hand_button.isEnabled()
    # Alt+H reaches it, and the arrow keys choose another hand: its cards are listed and rated afresh
    qtbot.keyClick(d, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    assert box.hasFocus()
    qtbot.keyClick(box, Qt.Key.Key_Up)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.currentText() == "Hand 1 of 3" and d.title.text() == "Hand 1"
    assert played_cards(d.points) == played_cards(hands[1]) and d.decision_list.count() == len(hands[1])
    # a compact dialog's row is short: the trick's number and the card
    first = f"1. {card_name(hands[1][0].played)}" if d.compact else f"you played the {card_name(hands[1][0].played)}"
    assert first in d.decision_list.item(0).text() and d.compact == (area[1] < 600)
    # the card buttons keep their names (in a compact dialog they show arrows: named in a tooltip too)
    for button, name in ((d.previous_button, "Previous card"), (d.next_button, "Next card")):
        assert name in (button.accessibleName() or button.text())
        assert (button.text(), button.toolTip()) == (("◀" if "Prev" in name else "▶"), name) or not d.compact
    qtbot.waitUntil(lambda: d.complete, timeout=20000)
    assert set(d.results) == set(range(len(hands[1])))
    assert all(d.results[i].point.played == p.played for i, p in enumerate(hands[1]))
    assert not d.previous_hand_button.isEnabled() and d.next_hand_button.isEnabled()
    # Tab goes on from the chooser to its buttons; Next hand moves one hand on
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert d.next_hand_button.hasFocus()  # Previous hand is disabled at the first hand: skipped
    qtbot.keyClick(d.next_hand_button, Qt.Key.Key_Space)
    assert box.currentText() == "Hand 2 of 3" and played_cards(d.points) == played_cards(hands[2])
    d.reject()


def test_a_cards_values_scroll_and_the_dialog_keeps_to_a_768_pixel_screen(qtbot, monkeypatch):
    screen_area(monkeypatch, 1366, 728)  # a 1366x768 screen less a panel: the wide dialog
    # the card with the most legal answers in a short game: a line of values for each
    hand = max(game_hands(3).values(), key=lambda points: max(len(p.view.legal) for p in points))
    row = max(range(len(hand)), key=lambda i: len(hand[i].view.legal))
    assert len(hand[row].view.legal) >= 10
    decks = find_decks(None)
    d = ReviewDialog(hand, CardRenderer(decks), decks[0].id, "Hand", rollouts=4)
    qtbot.addWidget(d)
    d.show()
    assert not d.narrow
    qtbot.waitUntil(lambda: d.complete, timeout=20000)
    d.decision_list.setCurrentRow(row)
    assert len(d.results[row].values) >= 10
    assert d.detail.sizeHint().height() > d.detail_scroll.viewport().height()  # more than fits: it scrolls
    assert d.minimumSizeHint().height() <= 768 - 60  # the title bar and a panel: Close stays on the screen
    # as short as it goes, each card of the table and of the hand is still whole, none over another
    for row in range(len(hand)):
        d.decision_list.setCurrentRow(row)
        d.resize(d.minimumSizeHint())
        QApplication.processEvents()
        cards = [QRect(c.mapTo(d.board, QPoint(0, 0)), c.size()) for c in d.board.findChildren(CardButton)
                 if c.isVisible()]
        assert len(cards) == len(hand[row].view.hand) + len(hand[row].view.trick)
        assert all(d.board.rect().contains(c) for c in cards)
        assert not any(a.intersects(b) for i, a in enumerate(cards) for b in cards[i + 1:]), row


def test_a_single_hand_has_no_chooser(qtbot):
    decks = find_decks(None)
    d = ReviewDialog(played_hand(), CardRenderer(decks), decks[0].id, "Hand 1")
    qtbot.addWidget(d)
    d.show()
    assert d.hand_chooser.isHidden()
    d.reject()


def whole(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())


def rows_in_sight(view) -> int:
    """How many rows of a list are whole in its viewport (scrolled to show the current row)."""
    view.scrollToItem(view.currentItem())
    QApplication.processEvents()
    return sum(view.viewport().rect().contains(view.visualItemRect(view.item(i))) for i in range(view.count()))


def rows_uncut(view) -> bool:
    """Each row of a list is tall enough for its text wrapped at the width the row draws it (its padding and
    the style's text margins off)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QStyle

    QApplication.processEvents()
    margin = 2 * 6 + 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    fm = view.fontMetrics()
    return all(fm.boundingRect(0, 0, view.viewport().width() - margin, 1000, Qt.TextFlag.TextWordWrap,
                               view.item(i).text()).height() + 2 * 6 <= view.visualItemRect(view.item(i)).height()
               for i in range(view.count()))


def test_the_review_fits_an_800x600_screen_with_every_card_whole_and_readable(qtbot, monkeypatch):
    screen_area(monkeypatch, 800, 570)  # 800x600 less a 30-pixel panel
    hands = game_hands(3)
    hand = max(hands.values(), key=lambda points: max(len(p.view.legal) for p in points))
    decks = find_decks(None)
    d = ReviewDialog(hand, CardRenderer(decks), decks[0].id, "Hand 3", rollouts=4, hands=hands)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitUntil(lambda: d.complete, timeout=20000)
    assert d.hand_chooser.isVisible() and len(hand) == 12
    heights, opened = set(), d.size()
    for row in range(len(hand)):
        d.resize(opened)
        d.decision_list.setCurrentRow(row)
        QApplication.processEvents()
        # the dialog, with the title bar and borders round it, fits the free area: as it opens and as small as it goes
        for size in (d.size(), d.minimumSizeHint()):
            assert size.width() + ASSUMED_FRAME.width() <= 800 and size.height() + ASSUMED_FRAME.height() <= 570
        assert rows_in_sight(d.decision_list) >= 5, row  # most of the hand's cards listed at once, to pick one
        assert rows_uncut(d.decision_list), row
        # at one size the list keeps its height whatever card is chosen; the board fills the room beside it, no
        # grey under it
        heights.add(d.decision_list.height())
        assert len(heights) == 1 and d.height() - whole(d.board, d).bottom() < 16, row
        d.resize(d.minimumSizeHint())
        QApplication.processEvents()
        assert rows_in_sight(d.decision_list) >= 5 and rows_uncut(d.decision_list), row
        assert d.detail_scroll.viewport().height() >= 3 * d.detail.fontMetrics().lineSpacing(), row
        # each card of the table and of the hand whole, none over another, none smaller than the table's trick
        # on an 800x600 screen (64 pixels wide)
        cards = [c for c in d.board.findChildren(CardButton) if c.isVisible()]
        assert len(cards) == len(hand[row].view.hand) + len(hand[row].view.trick)
        assert all(c.card_width >= 64 for c in cards)
        rects = [whole(c, d.board) for c in cards]
        assert all(d.board.rect().contains(r) for r in rects)
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:]), row
        # the board, the list, the details and every button inside the dialog, none over another, no button cut
        buttons = [b for b in d.findChildren(QPushButton) if b.isVisible()]
        assert all(b.width() >= b.minimumSizeHint().width() for b in buttons)
        parts = [d.board, d.decision_list, d.detail_scroll, d.title, d.hand_chooser] + \
            [b for b in buttons if not d.hand_chooser.isAncestorOf(b)]
        boxes = [whole(w, d) for w in parts]
        assert all(d.rect().contains(b) for b in boxes)
        assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:]), row
    d.reject()


def board_cards(d):
    """The board's visible cards, each whole inside it and none over another: (the hand's, the trick's)."""
    cards = [c for c in d.board.findChildren(CardButton) if c.isVisible()]
    rects = [whole(c, d.board) for c in cards]
    assert all(d.board.rect().contains(r) for r in rects)
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    hand = [c for c in cards if c in d.board.buttons.values()]
    return hand, [c for c in cards if c not in hand]


@pytest.mark.parametrize("area", [(1024, 738), (1280, 760)])  # a 1024x768 and a 1280x800 screen less a panel
def test_on_a_taller_screen_the_details_fill_the_room_under_a_board_with_cards_as_big(qtbot, monkeypatch, area):
    hands = game_hands(3)
    hand = max(hands.values(), key=lambda points: max(len(p.view.trick) for p in points))
    row = max(range(len(hand)), key=lambda i: len(hand[i].view.trick))  # a full trick: the widest board
    decks = find_decks(None)
    sizes = {}
    for free in ((800, 570), area):
        screen_area(monkeypatch, *free)
        d = ReviewDialog(hand, CardRenderer(decks), decks[0].id, "Hand 3", rollouts=4, hands=hands)
        qtbot.addWidget(d)
        d.show()
        qtbot.waitUntil(lambda: d.complete, timeout=20000)
        d.decision_list.setCurrentRow(row)
        QApplication.processEvents()
        hand_cards, trick_cards = board_cards(d)
        assert len(hand_cards) == len(hand[row].view.hand) and len(trick_cards) == len(hand[row].view.trick) == 3
        sizes[free] = (min(c.width() for c in hand_cards), min(c.width() for c in trick_cards))
        # the dialog and its frame fit the free area
        assert d.width() + ASSUMED_FRAME.width() <= free[0] and d.height() + ASSUMED_FRAME.height() <= free[1]
        if free == area:
            assert d.narrow and rows_in_sight(d.decision_list) >= 5 and rows_uncut(d.decision_list)
            # no empty room under the board: the card's details fill it, lines of them, down to the buttons
            board, details = whole(d.board, d), whole(d.detail_scroll, d)
            assert details.top() > board.bottom() and details.left() < board.right() and details.right() > board.left()
            assert details.height() >= 3 * d.detail.fontMetrics().lineSpacing()
            assert d.next_button.mapTo(d, QPoint(0, 0)).y() > details.bottom()
            assert d.height() - details.bottom() < 80  # the buttons' row and the margin, nothing more
        d.reject()
    # the cards as big as on an 800x600 screen at least
    assert sizes[area][0] >= sizes[(800, 570)][0] and sizes[area][1] >= sizes[(800, 570)][1]
