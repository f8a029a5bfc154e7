"""View ▸ Full screen (issue 45's wishes): the window over the whole screen and back as it was."""

from layout_helpers import table_window


def test_full_screen_from_the_view_menu_and_back(qtbot):
    w = table_window(qtbot, (1366, 768))
    view_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&View")
    assert w.full_screen_action in view_menu.actions() and w.full_screen_action.isCheckable()
    assert not w.full_screen_action.shortcut().isEmpty()
    w.full_screen_action.setChecked(True)
    qtbot.waitUntil(w.isFullScreen)
    w.full_screen_action.setChecked(False)
    qtbot.waitUntil(lambda: not w.isFullScreen())
    w.showMaximized()
    w.full_screen_action.setChecked(True)
    qtbot.waitUntil(w.isFullScreen)
    w.full_screen_action.setChecked(False)
    qtbot.waitUntil(lambda: not w.isFullScreen() and w.isMaximized())  # back as it was
