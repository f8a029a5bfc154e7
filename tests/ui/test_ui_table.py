"""The table as a player uses it: clicks on the panel and on card items, keyboard, refusals, summary."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.ui.common.texts import refusal_text
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.score_models import ScoreSheetModel

NAMES = ["Jo", "Dreta", "Company", "Esquerra"]


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


@pytest.fixture
def window(main_window):
    return main_window(inline_runner)


def start(w, rules=Rules(), seed=5, first_dealer=0):
    w.controller.start(TableSession(rules, seed, first_dealer=first_dealer, names=NAMES), inline_runner({1, 2, 3}, 0))


def settle(qtbot, w):
    c = w.controller
    qtbot.waitUntil(lambda: c.request is not None or (c.idle and c.session.phase.value in ("hand_over", "game_over")),
                    timeout=10000)
    return c.request


def click_card(qtbot, w, card):
    pos = w.table.card_pos(card)
    assert pos is not None and w.table.viewport().rect().contains(pos)
    # the item under the point is that card: nothing covers the part we click
    assert w.table.itemAt(pos).card == card
    qtbot.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_declare_on_the_table_then_play_a_whole_hand_by_clicking_cards(qtbot, window):
    w = window
    start(w, first_dealer=0)
    req = settle(qtbot, w)
    panel = w.table.request_panel
    assert req.action == "declare" and panel.isVisible()
    assert set(panel.buttons) == set(req.options)  # exactly the engine's options, nothing more
    qtbot.mouseClick(panel.buttons["O"], Qt.MouseButton.LeftButton)
    view = w.controller.session.view(0)
    assert view.declared and view.trump == "O"
    explained = False
    while True:
        req = settle(qtbot, w)
        if req is None:
            break
        if req.action == "double":  # we are never asked to double our own declaration
            pytest.fail("the declaring side was offered a double without a contro")
        view = w.controller.view()
        illegal = [c for c in view.hand if c not in req.options]
        if illegal and not explained:
            click_card(qtbot, w, illegal[0])
            refusal = w.controller.explain(illegal[0])
            assert w.table.banner.isVisible()
            assert w.table.banner.text() == refusal_text(refusal.code, refusal.params, refusal.message, refusal.card)
            assert illegal[0] in w.controller.view().hand and w.controller.request == req
            explained = True
        before = len(w.controller.view().hand)
        click_card(qtbot, w, req.options[-1])
        assert len(w.controller.view().hand) == before - 1
    assert explained, "this deal should give the human a refused card at least once"
    # the hand summary lies on the table with the engine's numbers
    result = w.controller.session.results[-1]
    assert w.table.summary.isVisible()
    assert w.score_model.rowCount() == 1
    row = {col: w.score_model.data(w.score_model.index(0, i), Qt.ItemDataRole.UserRole)
           for i, col in enumerate(ScoreSheetModel.COLUMNS)}
    assert row["points"] == result.points
    assert (row["total_us"], row["total_them"]) == tuple(zip(result.score, result.totals))
    assert w.trick_model.rowCount() == 12
    # "Next hand" deals the next one
    qtbot.mouseClick(w.table.summary.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.session.hand_no == 2, timeout=5000)
    assert not w.table.summary.isVisible()


def test_doubling_panel_offers_only_the_requested_call(qtbot, window):
    w = window
    start(w, first_dealer=1)  # seat 1 declares; we are asked about contro
    req = settle(qtbot, w)
    assert req.action == "double"
    assert set(w.table.request_panel.buttons) == {"contro", "pass"}
    qtbot.mouseClick(w.table.request_panel.buttons["contro"], Qt.MouseButton.LeftButton)
    assert w.controller.session.view(0).doubles == 1


def test_keyboard_digits_pick_and_enter_plays(qtbot, window):
    w = window
    start(w, first_dealer=3)  # seat 0 leads the first trick: every card is legal
    while True:
        req = settle(qtbot, w)
        if req.action == "play":
            break
        w.controller.act(req.action, "pass" if req.action == "double" else "botifarra")
    hand = [it.card for it in w.table.table.hands[0]]
    qtbot.keyClick(w.table, Qt.Key.Key_3)
    qtbot.keyClick(w.table, Qt.Key.Key_Right)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    view = w.controller.session.view(0)
    assert hand[3] not in view.hand
    # our first card of the hand is the one picked, on the table or in the trick it won
    ours = [c for s, c in view.trick if s == 0] + [c for t in view.history for s, c in t.cards if s == 0]
    assert ours == [hand[3]]


def test_table_rules_ask_before_an_illegal_card_and_claims_are_answered(qtbot, window, monkeypatch):
    w = window
    start(w, rules=Rules(table_rules=True), first_dealer=0)
    assert w.table.claim_button.isVisible()
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.Yes)
    w.controller.act("declare", "E")
    while True:
        req = settle(qtbot, w)
        view = w.controller.view()
        illegal = [c for c in view.hand if c not in req.options]
        if illegal:
            break
        w.controller.act("play", req.options[0])
    w.table.card_clicked(illegal[0])
    assert asked and illegal[0] not in w.controller.view().hand  # played after "Yes"
    # our own illegal card cannot be claimed by us: the engine says why
    qtbot.mouseClick(w.table.claim_button, Qt.MouseButton.LeftButton)
    assert w.table.banner.isVisible() and w.table.banner.text() == refusal_text("claim_refused")


def test_resizing_keeps_every_card_on_the_table(qtbot, window):
    w = window
    start(w, first_dealer=1)
    settle(qtbot, w)
    for size in ((800, 600), (1600, 1000), (1024, 700)):
        w.resize(*size)
        qtbot.waitUntil(lambda: w.table.viewport().width() > 0)
        qtbot.wait(10)
        rect = w.table.table.sceneRect()
        for seat in range(4):
            for item in w.table.table.hands[seat]:
                assert rect.contains(item.sceneBoundingRect()), (size, seat, item.card)


def test_last_trick_of_each_side_can_be_viewed(qtbot, window):
    w = window
    start(w, first_dealer=0)
    w.controller.act("declare", "botifarra")
    while not any(w.controller.view().last_tricks):
        req = settle(qtbot, w)
        w.controller.act("play", req.options[0])
    settle(qtbot, w)
    team = 0 if w.controller.view().last_tricks[0] else 1
    trick = w.controller.view().last_tricks[team]
    qtbot.mouseClick(w.table.last_buttons[team], Qt.MouseButton.LeftButton)
    assert [it.card for it in w.table.last_shown] == [c for _, c in trick.cards]
    w.table.hide_last_trick()
    assert not w.table.last_shown


def test_the_about_box_speaks_in_the_dialogs_large_type(qtbot, window):
    """Help > About: the same large type as every other dialog (it was the small default one)."""
    from botifarra_desktop.ui.common.typography import MIN_POINT_SIZE

    box = window.about_box()
    qtbot.addWidget(box)
    assert box.font().pointSizeF() >= MIN_POINT_SIZE
    assert "Botifarra Desktop" in box.text() and box.windowTitle() == "About Botifarra"


def test_the_table_says_while_cards_are_moving(qtbot, window):
    from botifarra_desktop.engine.events import Declared

    scene = window.table.table
    call = Declared(seat=1, trump="O", delegated=False, multiplier=1)
    shown = []
    scene.set_speed("normal")
    assert not scene.animating
    scene.choreography.animate(call, lambda: shown.append("normal"))
    assert scene.animating and shown == []  # the call stays on show for a moment
    qtbot.waitUntil(lambda: shown == ["normal"], timeout=5000)
    assert not scene.animating
    scene.set_speed("instant")
    scene.choreography.animate(call, lambda: shown.append("instant"))
    assert not scene.animating and shown == ["normal", "instant"]  # nothing moves: shown at once
