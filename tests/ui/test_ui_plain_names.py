"""A player's name is text, never markup: a LAN player named like an HTML heading shows literally, at the
normal size, on every panel of the table and in what a screen reader hears."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.ways import WAY_TABLE
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.main_window import MainWindow
from botifarra_desktop.ui.table.access import texts as at

EVIL = "<h1 style=color:red>WIN"


def inline_runner(levels, seed):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def shows_literally(label: QLabel) -> bool:
    """Whether a label that quotes EVIL shows its characters rather than a heading."""
    if EVIL not in label.text():
        return True
    return label.textFormat() == Qt.TextFormat.PlainText


@pytest.mark.parametrize("way_name", ("pairs", "two_hand"))
def test_a_name_that_looks_like_markup_is_shown_as_written(qtbot, way_name):
    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), inline_runner, "en")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    way = WAY_TABLE[way_name]
    # everybody but the human has the name, and an opponent makes trump: the doubling panel names them
    w.controller.start(TableSession(Rules(way_name=way_name), 3, first_dealer=1, names=["Me"] + [EVIL] * 3),
                       inline_runner(set(range(1, way.players)), 0))
    c = w.controller
    panels_seen = 0
    while True:
        qtbot.waitUntil(lambda: c.request is not None or (c.idle and c.session.phase.value == "hand_over"),
                        timeout=15000)
        req = c.request
        if req is None:
            break
        if req.action == "declare":
            c.act("declare", "delegate" if "delegate" in req.options else req.options[0])
            continue
        if req.action == "double":
            panel = w.table.request_panel
            assert shows_literally(panel.title) and shows_literally(panel.detail)
            panels_seen += 1
        c.act(req.action, "pass" if req.action == "double" else req.options[0])
    assert panels_seen
    summary = w.table.summary
    assert summary.isVisible()
    title = summary.title
    assert EVIL in title.text() and title.textFormat() == Qt.TextFormat.PlainText
    # one or two lines of the title's own type, never a 102 px heading
    assert title.heightForWidth(title.width()) <= 2 * title.fontMetrics().lineSpacing() + 4
    for label in w.findChildren(QLabel):
        assert shows_literally(label), label.objectName()
    # the summary read out: the name as written, each sentence once ended
    said = w.table.access.announcements[-1]
    assert said.startswith(at.plain(title.text(), rich=False)) and EVIL in said
    assert ".." not in said
    if way_name == "two_hand":
        assert "with fewer points in the hand. " in said


def test_plain_ends_each_line_once():
    assert at.plain("in the hand.<br>Across score (40 − 36) × 1 = 4.") == "in the hand. Across score (40 − 36) × 1 = 4."
    assert at.plain("Calls: Contro<br><b>You win the game!</b>") == "Calls: Contro. You win the game!"
    assert at.plain("<h1>x</h1>\nWIN", rich=False) == "<h1>x</h1>. WIN"
