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
    return HandResult(hand_no=1, dealer=0, declarer=1, delegated=False, trump="o", doubles=0, calls=calls,
                      multiplier=1, card_points=(48, 12), tricks=(10, 2), points=(58, 14), score=score,
                      totals=totals)


@pytest.fixture
def panel(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1000, 700)
    panel = SummaryPanel(host)
    yield panel
    host.close()


NAMES = ["O'Neill", "Right & Co", "Partner", "Left"]


@pytest.mark.parametrize("over", (False, True))
def test_an_apostrophe_and_an_ampersand_show_as_written(panel, over):
    panel.show_result(result((22, 0), (22, 0) if not over else (101, 0)), NAMES, 0 if over else None)
    note = shown(panel.note)
    assert "O'Neill / Partner score (58 − 36) × 1 = 22." in note
    assert "&#" not in note and "&amp;" not in note
    heads = [shown(panel.cells[(0, c)]) for c in (1, 2)]
    assert heads == ["O'Neill /\nPartner", "Right & Co /\nLeft"]
    if over:
        assert note.endswith("You win the game!")


def test_a_name_that_looks_like_markup_stays_text_in_the_note(panel):
    names = ["<b>Me</b>", "Right", "Partner", "Left"]
    panel.show_result(result((22, 0), (22, 0)), names, None)
    assert shown(panel.note).startswith("<b>Me</b> / Partner score")


def test_in_catalan_the_note_says_s_apunten(panel, qtbot):
    tr = Translations()
    assert tr.install("ca")
    try:
        panel.show_result(result((22, 0), (22, 0)), ["Montse", "Dreta", "Company", "Esquerra"], None)
        assert shown(panel.note) == "Montse / Company s'apunten (58 − 36) × 1 = 22."
    finally:
        tr.install("en")
