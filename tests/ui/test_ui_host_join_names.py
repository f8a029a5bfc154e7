"""The Game menu and the dialogs say what hosting and joining do now: a table is reached on the network by
address or over the internet by code, so neither the menu entries nor the dialog titles say "LAN"."""

import pytest
from PySide6.QtWidgets import QMenu

from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.lan.join import JoinDialog
from botifarra_desktop.ui.lan.lobby import HostLobbyDialog


def game_menu_texts(window) -> list[str]:
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    return [a.text() for a in menu.actions()]


def test_the_game_menu_offers_host_a_game_and_join_a_game(main_window):
    window = main_window()
    texts = game_menu_texts(window)
    assert "&Host a game…" in texts and "&Join a game…" in texts, texts
    assert not any("LAN game" in t for t in texts), texts
    assert window.lan.host_action.text() == "&Host a game…"
    assert window.lan.join_action.text() == "&Join a game…"


def test_the_host_and_join_dialogs_are_titled_by_what_they_do(qtbot):
    lobby = HostLobbyDialog(Settings(), bind="127.0.0.1", port=0, announce=False)
    qtbot.addWidget(lobby)
    join = JoinDialog("Anna", browser_factory=None)
    qtbot.addWidget(join)
    assert lobby.windowTitle() == "Host a game"
    assert join.windowTitle() == "Join a game"


#: The word each language used for "LAN" in the old names ("en xarxa", "en red"...).
NETWORK = {"ca": "xarxa", "es": " red", "fr": "réseau", "it": "rete", "pt": "rede"}


@pytest.mark.parametrize("language", tuple(NETWORK), indirect=True)
def test_the_new_names_are_translated_and_say_nothing_of_a_lan(main_window, qtbot, language):
    window = main_window()
    join = JoinDialog("Anna", browser_factory=None)
    qtbot.addWidget(join)
    lobby = HostLobbyDialog(Settings(), bind="127.0.0.1", port=0, announce=False)
    qtbot.addWidget(lobby)
    texts = (window.lan.host_action.text(), window.lan.join_action.text(), join.windowTitle(), lobby.windowTitle())
    for text in texts:
        assert text not in ("&Host a game…", "&Join a game…", "Join a game", "Host a game"), text  # translated
        assert "LAN" not in text and NETWORK[language] not in text, text
