"""The end-of-hand summary shows its words as written: an apostrophe (Catalan "s'apunten", a name like
O'Neill) or an ampersand is shown as that character, never as the entity that escaped it."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

from botifarra_desktop.engine.events import HandResult
from botifarra_desktop.ui.common.i18n import Translations
from botifarra_desktop.ui.table.panels import SummaryPanel


def shown(label: QLabel) -> str:
    """The text a label puts on the screen, as Qt reads it (markup or plain, by its text format)."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def result(score, totals, calls=()):
    """A hand that the side which scores won 58 to 14 (the note about your side says "We score":
    the notes that quote names are those of the other side)."""
    points = (58, 14) if score[0] else (14, 58)
    return HandResult(hand_no=1, dealer=0, declarer=1, delegated=False, trump="O", doubles=0, calls=calls,
                      multiplier=1, card_points=(48, 12), tricks=(10, 2), points=points, score=score,
                      totals=totals)


@pytest.fixture
def panel(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1000, 700)
    panel = SummaryPanel(host)
    yield panel
    host.close()


NAMES = ["Me", "O'Neill & Co", "Partner", "Left"]


@pytest.mark.parametrize("over", (False, True))
def test_an_apostrophe_and_an_ampersand_show_as_written(panel, over):
    panel.show_result(result((0, 22), (0, 22) if not over else (0, 101)), NAMES, 1 if over else None)
    note = shown(panel.note)
    assert "O'Neill & Co / Left score (58 − 36) × 1 = 22." in note
    assert "&#" not in note and "&amp;" not in note and "&apos;" not in note
    assert shown(panel.title) == "Hand 1: O'Neill & Co made Oros"
    heads = [shown(panel.cells[(0, c)]) for c in (1, 2)]
    assert heads == ["Me /\nPartner", "O'Neill & Co /\nLeft"]
    if over:
        assert note.endswith("The other side wins the game.")


def test_a_name_that_looks_like_markup_stays_text_in_the_note(panel):
    names = ["Me", "<b>Right</b>", "Partner", "Left"]
    panel.show_result(result((0, 22), (0, 22)), names, None)
    assert shown(panel.note).startswith("<b>Right</b> / Left score")


def test_in_catalan_the_note_says_s_apunten(panel, qtbot):
    tr = Translations()
    assert tr.install("ca")
    try:
        panel.show_result(result((0, 22), (0, 22)), ["Montse", "Dreta", "Company", "Esquerra"], None)
        assert shown(panel.note) == "Dreta / Esquerra s'apunten (58 − 36) × 1 = 22."
    finally:
        tr.install("en")


def test_a_screen_reader_hears_each_number_with_its_row_and_side(panel):
    """Walked cell by cell, "21" alone means nothing: each number says its row and its side, a
    heading its side's full name, and there is no blank entry above the row names."""
    panel.show_result(result((0, 22), (0, 22)), NAMES, None)
    assert panel.cells[(1, 1)].accessibleName() == "Card points, Me / Partner: 48"
    assert panel.cells[(2, 2)].accessibleName() == "Tricks, O'Neill & Co / Left: 2"
    assert panel.cells[(6, 2)].accessibleName() == "Total, O'Neill & Co / Left: 22"
    assert panel.cells[(0, 1)].accessibleName() == "Me / Partner"
    assert (0, 0) not in panel.cells and all(shown(cell) for cell in panel.cells.values())


def test_the_numbers_of_the_breakdown_are_read_out_in_french(panel):
    tr = Translations()
    assert tr.install("fr")
    try:
        panel.show_result(result((0, 22), (0, 22)), NAMES, None)
        assert panel.cells[(2, 1)].accessibleName().endswith("\u00a0: 10")
    finally:
        tr.install("en")
