"""The buttons of the end-of-hand and game-over panels show their whole text in every language, at
800x600, 1366x768 and 1920x1080: where one row is too narrow they wrap onto more rows
(``ButtonRows``), never squeezing a button below the width its words need."""

import pytest
from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage import AppDirs, Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.shell.first_start import LANGUAGE_NAMES
from botifarra_desktop.ui.shell.main_window import MainWindow
from botifarra_desktop.ui.table.game_over import GameOverPanel
from botifarra_desktop.ui.table.panels import ButtonRows

LANGUAGES = [key for key, _ in LANGUAGE_NAMES]
SIZES = ((800, 600), (1366, 768), (1920, 1080))
NAMES = ["Montse", "Dreta", "Company", "Esquerra"]


def runner(levels, seed=0):
    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def cut(panel, buttons):
    inside = panel.rect()
    return [(b.text(), b.width(), b.sizeHint().width()) for b in buttons
            if b.isVisible() and (b.width() < b.sizeHint().width() or not inside.contains(b.geometry()))]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_end_of_hand_buttons_show_their_whole_text(qtbot, tmp_path, language):
    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), runner, language,
                   dirs=AppDirs.under(tmp_path))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    c = w.controller
    c.start(TableSession(Rules(target=None, hands=2), 3, first_dealer=1, names=NAMES), runner({1, 2, 3}))
    while True:
        qtbot.waitUntil(lambda: c.request is not None or (c.idle and c.view().phase == "hand_over"))
        req = c.request
        if req is None:
            break
        value = {"declare": "O", "double": "pass"}.get(req.action, req.options[0])
        assert c.act(req.action, value if value in req.options else req.options[0])
    summary = w.table.summary
    buttons = [*w.practice.summary_buttons, summary.button]
    assert all(b.isVisible() for b in buttons)  # Review, the same deal twice and Next hand
    for size in SIZES:
        w.resize(*size)
        qtbot.waitUntil(lambda s=size: w.size().width() == s[0])
        w.table.place_overlays()
        assert not cut(summary, buttons), (language, size, cut(summary, buttons))
        assert w.table.rect().contains(summary.geometry()), (language, size)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("width", (420, 560, 760))
def test_the_game_over_buttons_show_their_whole_text(qtbot, language, width):
    panel = GameOverPanel(None)
    qtbot.addWidget(panel)
    panel.retranslate()
    panel.show_game_over(0, (101, 40), 7, NAMES, True)
    panel.resize(width, panel.heightForWidth(width))
    panel.layout().activate()
    buttons = [panel.rematch_button, panel.new_button, panel.review_button, panel.stats_button]
    assert not cut(panel, buttons), (language, width)


def test_buttons_wrap_in_order_onto_rows_only_when_one_row_is_too_narrow(qtbot):
    panel = GameOverPanel(None)
    qtbot.addWidget(panel)
    panel.show_game_over(0, (101, 40), 7, NAMES, True)
    rows = panel.rematch_button.parentWidget().layout().itemAt(panel.layout().count() - 1).layout()
    assert isinstance(rows, ButtonRows)
    order = [panel.rematch_button, panel.new_button, panel.review_button, panel.stats_button]
    one_row = rows.sizeHint().width()
    assert rows.rows(one_row) == [order]
    two = rows.rows(one_row - 1)
    assert len(two) == 2 and [b for row in two for b in row] == order
    assert rows.heightForWidth(one_row - 1) > rows.heightForWidth(one_row)
    widest = max(b.sizeHint().width() for b in order)
    assert rows.rows(widest) == [[b] for b in order]
    panel.stats_button.hide()
    assert [b for row in rows.rows(one_row) for b in row] == order[:3]
