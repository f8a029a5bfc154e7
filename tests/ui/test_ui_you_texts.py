"""Sentences about the player at this screen (seat 0) say "you": their name ("Me", "Jo") is a name on
the nameplates and the score columns, never the subject of a sentence ("Hand 1: Me made Oros").
The other players keep their names.  In every language the app speaks."""

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from botifarra_desktop.engine import events as ev
from botifarra_desktop.engine.events import HandResult
from botifarra_desktop.engine.modes import MODE_TABLE, PAIRS, RECTOR
from botifarra_desktop.ui.common.i18n import Translations
from botifarra_desktop.ui.common.texts import card_name
from botifarra_desktop.ui.shell.score_models import ScoreSheetModel
from botifarra_desktop.ui.table.access import texts as at
from botifarra_desktop.ui.table.panels import RequestPanel, SummaryPanel

NAMES = ["Me", "Right", "Partner", "Left"]


def result(declarer, score=(22, 0), claimed_by=None, sides=2):
    points = (58, 14) if score[0] else (14, 58)
    return HandResult(hand_no=1, dealer=declarer, declarer=declarer, delegated=False, trump="O", doubles=0,
                      calls=(), multiplier=1, card_points=(48, 12), tricks=(10, 2), points=points[:sides],
                      score=score[:sides], totals=score[:sides], claimed_by=claimed_by)


@pytest.fixture
def host(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    w.resize(1000, 700)
    yield w
    w.close()


@pytest.fixture
def catalan():
    tr = Translations()
    assert tr.install("ca")
    yield
    tr.install("en")


def test_the_end_of_hand_title_says_you_when_you_made_trump(host):
    panel = SummaryPanel(host)
    panel.show_result(result(declarer=0), NAMES, None, MODE_TABLE[PAIRS])
    assert panel.title.text() == "Hand 1: you made Oros"
    panel.show_result(result(declarer=1), NAMES, None, MODE_TABLE[PAIRS])
    assert panel.title.text() == "Hand 1: Right made Oros"


def test_the_end_of_hand_notes_say_we_and_you(host):
    panel = SummaryPanel(host)
    panel.show_result(result(declarer=1, score=(22, 0), claimed_by=0), NAMES, None, MODE_TABLE[PAIRS])
    note = panel.note.text()
    assert "You claimed an illegal card: the other side loses the hand." in note
    assert "We score (58 − 36) × 1 = 22." in note and "Me" not in note
    # the other side keeps its names
    panel.show_result(result(declarer=1, score=(0, 22), claimed_by=3), NAMES, None, MODE_TABLE[PAIRS])
    note = panel.note.text()
    assert "Left claimed an illegal card" in note and "Right / Left score (58 − 36) × 1 = 22." in note
    # two players: you on your own, the other player one person
    two = ["Me", "Anna"]
    panel.show_result(result(declarer=0, score=(22, 0)), two, None, MODE_TABLE[RECTOR])
    assert "You score (58 − 36) × 1 = 22." in panel.note.text()
    panel.show_result(result(declarer=1, score=(0, 22)), two, None, MODE_TABLE[RECTOR])
    assert "Anna scores (58 − 36) × 1 = 22." in panel.note.text()


def test_the_doubling_panel_says_you_made_trump(host):
    panel = RequestPanel(host)
    view = SimpleNamespace(trump="O", declarer=0, multiplier=2, delegated=False)
    panel.show_request("double", ["recontro", "pass"], NAMES, view)
    assert panel.title.text() == "You made Oros (×2)"
    view.declarer = 3
    panel.show_request("double", ["contro", "pass"], NAMES, view)
    assert panel.title.text() == "Left made Oros (×2)"


def test_the_screen_reader_says_you_for_your_own_deeds():
    assert at.event_line(ev.HandStarted(hand_no=2, dealer=0), NAMES, None) == "Hand 2. You deal."
    assert at.event_line(ev.HandStarted(hand_no=2, dealer=1), NAMES, None) == "Hand 2. Right deals."
    assert at.event_line(ev.Declared(seat=0, trump=None, delegated=False, multiplier=2), NAMES, None) == \
        "You made Botifarra (×2)"
    assert at.event_line(ev.TrickWon(trick_no=1, winner=0, cards=(), points=5), NAMES, None) == \
        "You win the trick (5 points)."
    assert at.event_line(ev.TrickWon(trick_no=1, winner=2, cards=(), points=5), NAMES, None) == \
        "Partner wins the trick (5 points)."
    assert at.event_line(ev.PileCardTurned(seat=0, pile=1, card="9O", left=2), NAMES, None) == \
        f"You turn up the {card_name('9O')}."
    trick = ev.TrickWon(trick_no=1, winner=0, cards=((1, "2O"), (2, "3O"), (3, "4O"), (0, "9O")), points=6)
    line = at.trick_line(trick, NAMES)
    assert f"You played the {card_name('9O')}" in line and line.endswith("You win the trick (6 points).")
    assert "Me " not in line and f"Right played the {card_name('2O')}" in line


def test_the_score_sheet_says_your_claim():
    sheet = ScoreSheetModel()
    sheet.reset([result(declarer=1, claimed_by=0), result(declarer=1, claimed_by=1)], NAMES)
    col = sheet.columns.index("declaration")
    tips = [sheet.data(sheet.index(row, col), Qt.ItemDataRole.ToolTipRole) for row in (0, 1)]
    assert tips[0].endswith("Decided by your claim") and "Me" not in tips[0]
    assert tips[1].endswith("Decided by a claim of Right")


def test_in_catalan_you_made_trump_in_the_second_person(host, catalan):
    panel = SummaryPanel(host)
    panel.show_result(result(declarer=0), ["Jo", "Dreta", "Company", "Esquerra"], None, MODE_TABLE[PAIRS])
    assert panel.title.text() == "Mà 1: has cantat Oros"
    assert "Ens apuntem (58 − 36) × 1 = 22." in panel.note.text()
    assert at.event_line(ev.HandStarted(hand_no=1, dealer=0), NAMES, None) == "Mà 1. Reparteixes tu."
