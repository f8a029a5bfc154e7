"""Enter in the LAN dialogs presses the big button, never Cancel.

The Join and Open-the-table buttons were made the default before they belonged to their dialog,
so the dialog never knew them: Cancel (an auto-default button) drew the default frame and took
Enter.  A player who typed the host's address and pressed Enter saw the dialog vanish and stayed
at the offline game; one who pressed Enter in the table's name closed the host dialog.
"""

from lan_helpers import LOOPBACK, WAIT
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton
from test_ui_lan import windows  # noqa: F401  (the fixture)


def default_buttons(dialog):
    return [b.text() for b in dialog.findChildren(QPushButton) if b.isDefault() and b.isVisible()]


def test_enter_in_the_address_joins_the_table_and_the_game_reaches_the_window(qtbot, windows):  # noqa: F811
    host, guest = windows("Amfitrió"), windows("Visita")
    host.lan.host_game()
    lobby = host.lan.lobby
    for kind in lobby.kind_boxes:  # the guest's seat on the right, computers in the others
        kind.setCurrentIndex(kind.findData("bot"))
    lobby.kind_boxes[0].setCurrentIndex(lobby.kind_boxes[0].findData("friend"))
    assert lobby.open_table(), lobby.setup_error.text()
    guest.lan.join_game()
    dlg = guest.lan.join_dialog
    qtbot.waitExposed(dlg)
    assert default_buttons(dlg) == ["Join"]
    closed = []
    dlg.finished.connect(closed.append)
    dlg.address_edit.setFocus()
    qtbot.keyClicks(dlg.address_edit, f"{LOOPBACK}:{lobby.seat.port}")
    qtbot.keyClick(dlg.address_edit, Qt.Key.Key_Return)
    assert closed == []  # not cancelled
    # every friend's seat is taken: the table starts, the dialog is accepted and the game is on the window
    qtbot.waitUntil(lambda: guest.lan.active or bool(closed and closed[0] != QDialog.DialogCode.Accepted),
                    timeout=WAIT)
    assert closed == [QDialog.DialogCode.Accepted] and guest.lan.active
    qtbot.waitUntil(lambda: host.lan.active, timeout=WAIT)
    assert guest.table.names[0] == "Visita"


def test_enter_in_the_hosts_names_opens_the_table_not_cancel(qtbot, windows):  # noqa: F811
    host = windows("Amfitrió")
    host.lan.host_game()
    lobby = host.lan.lobby
    qtbot.waitExposed(lobby)
    assert default_buttons(lobby) == ["Open the table"]
    closed = []
    lobby.finished.connect(closed.append)
    lobby.table_edit.setFocus()
    qtbot.keyClick(lobby.table_edit, Qt.Key.Key_Return)
    assert closed == []
    assert lobby.seat is not None and lobby.pages.currentIndex() == 1  # the table is open, friends may join
