"""The host lobby opens inside the screen: on an 800x600 screen the table, the seats and the rules are one
column that scrolls, with Open the table always in sight; on a large screen they stand side by side."""

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QRadioButton, QWidget

from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.common.screen_fit import DIALOG_MARGIN
from botifarra_desktop.ui.common.wrapping import WrappingCheckBox
from botifarra_desktop.ui.lan.lobby import HostLobbyDialog


def lobby_on(qtbot, monkeypatch, width, height):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, width, height))
    lobby = HostLobbyDialog(Settings(), bind="127.0.0.1", port=0, announce=False)
    qtbot.addWidget(lobby)
    lobby.show()
    qtbot.waitExposed(lobby)
    return lobby


def whole_in_view(qtbot, lobby):
    """Every field and option of the first page shows its words whole (a long option on the lines it needs)
    and is inside the scrolled view."""
    # a wrapped option takes its height once its column has its width: the layout settles in a later pass
    options = [w for w in lobby.setup_body.findChildren(WrappingCheckBox) if w.isVisible()]
    qtbot.waitUntil(lambda: all(w.height() >= w.heightForWidth(w.width()) for w in options))
    view = lobby.setup_scroll.viewport()
    for widget in lobby.setup_body.findChildren(QWidget):
        if isinstance(widget, (QCheckBox, QComboBox, QLabel, QRadioButton)) and widget.isVisible():
            right = widget.mapTo(view, widget.rect().topRight()).x()
            assert right < view.width(), (widget.text() if hasattr(widget, "text") else widget, right, view.width())
            if isinstance(widget, WrappingCheckBox):  # a long option wraps: all its lines are shown
                assert widget.height() >= widget.heightForWidth(widget.width()), widget.text()
            elif isinstance(widget, (QCheckBox, QRadioButton)):
                assert widget.width() >= widget.sizeHint().width(), widget.text()


def inside(widget, dialog):
    top_left = widget.mapTo(dialog, widget.rect().topLeft())
    return dialog.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("language", ("en", "ca"), indirect=True)
def test_on_an_800x600_screen_the_lobby_fits_and_open_the_table_is_in_sight(qtbot, monkeypatch, language):
    lobby = lobby_on(qtbot, monkeypatch, 800, 600)
    room = QSize(800, 600) - DIALOG_MARGIN
    assert lobby.width() <= room.width() and lobby.height() <= room.height(), lobby.size()
    assert lobby.open_button.isVisible() and inside(lobby.open_button, lobby)
    # the rules go under the seats (one column), and scroll into view
    form = lobby.rules_form
    assert form.mapTo(lobby.setup_body, form.rect().topLeft()).y() > lobby.name_edit.mapTo(
        lobby.setup_body, lobby.name_edit.rect().topLeft()).y()
    assert form.width() <= lobby.setup_scroll.viewport().width()
    whole_in_view(qtbot, lobby)


@pytest.mark.parametrize("screen", ((1366, 768), (1920, 1040)))
@pytest.mark.parametrize("language", ("en", "ca"), indirect=True)
def test_on_a_large_screen_the_rules_stand_beside_the_seats(qtbot, monkeypatch, language, screen):
    lobby = lobby_on(qtbot, monkeypatch, *screen)
    name = lobby.name_edit.mapTo(lobby, lobby.name_edit.rect().topRight())
    assert lobby.rules_form.mapTo(lobby, lobby.rules_form.rect().topLeft()).x() > name.x()
    assert inside(lobby.open_button, lobby) and inside(lobby.rules_form, lobby)
    whole_in_view(qtbot, lobby)



@pytest.mark.parametrize("screen", ((800, 600), (1366, 768)))
@pytest.mark.parametrize("language", ("en", "ca"), indirect=True)
def test_the_open_table_page_fits_and_scrolls_only_on_a_small_screen(qtbot, monkeypatch, language, screen):
    """Once the table is open: the address, the seats and the chat whole where the screen has room for them
    (a 1366x768 one), else they scroll; Start the game always in sight, the lobby inside the screen."""
    lobby = lobby_on(qtbot, monkeypatch, *screen)
    try:
        assert lobby.open_table(), lobby.setup_error.text()
        qtbot.waitUntil(lambda: lobby.waiting_scroll.isVisible())
        room = QSize(*screen) - DIALOG_MARGIN
        assert lobby.width() <= room.width() and lobby.height() <= room.height(), lobby.size()
        assert lobby.start_button.isVisible() and inside(lobby.start_button, lobby)
        scrolls = lobby.waiting_scroll.verticalScrollBar().maximum() > 0
        assert scrolls == (screen == (800, 600)), (screen, lobby.size())
    finally:
        lobby.reject()


@pytest.mark.parametrize("language", ("en", "ca"), indirect=True)
def test_the_table_is_named_after_the_player_never_after_the_word_for_me(qtbot, monkeypatch, language):
    """With no name chosen and none from the system the name field offers the word for "Me": the table is
    then plain "Botifarra", not "Me's table" (friends could not tell whose it is)."""
    from botifarra_desktop.ui.common import texts

    monkeypatch.setattr(texts, "system_user", lambda: "")
    lobby = lobby_on(qtbot, monkeypatch, 1366, 768)
    assert lobby.name_edit.text() == texts.default_seat_name(0)
    assert lobby.table_edit.text() == "Botifarra"
    named = HostLobbyDialog(Settings(seat_names=("Pere", "Dreta", "Company", "Esquerra")), bind="127.0.0.1",
                            port=0, announce=False)
    qtbot.addWidget(named)
    assert "Pere" in named.table_edit.text()
