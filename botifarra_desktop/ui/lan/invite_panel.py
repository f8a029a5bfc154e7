"""The host lobby's "Invite over the internet": a code for each friend's seat still empty.

Pressing the button asks the table (``HostThread.invite``) to keep a code per open
friend's seat; the codes come back here (``show_invitations``, in the GUI thread).
Each row says which seat the code is for, shows the code large (with Copy and New
code) and how to read it out; a code that was used or burnt is replaced by the
table, and the row follows.  When the mailbox or the relay cannot be reached the
panel says so (once) and that the table tries again; the lobby and LAN joins go on.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...net.internet import Invitation
from ..common.typography import TextSize, font_size
from .widgets import internet_error_texts

translate = QCoreApplication.translate

_CODE_STYLE = (f"{font_size(TextSize.HERO)} font-weight: bold; font-family: monospace; background: #e6f2ff;"
               " border: 2px solid #2a5d9f; border-radius: 8px; padding: 4px 12px; color: #111;")


def read_aloud(code: str) -> str:
    """A code as it is said on the phone: its parts apart, "6, manilla, contro"."""
    return ", ".join(code.split("-"))


def problem_text(invitation: Invitation) -> str:
    """Why the seat has no code now, for the host's player."""
    reason = internet_error_texts(invitation.message).get(invitation.problem) or invitation.message
    return reason + " " + translate("Lan", "Trying again in a few seconds; friends on this network can still "
                                           "join.")


class _SeatRow:
    """One seat's line: its name, its code (or what is happening), Copy and New code."""

    def __init__(self, grid: QGridLayout, row: int, renew: Callable[[int], None], seat: int) -> None:
        self.seat_label = QLabel()
        self.seat_label.setStyleSheet("font-weight: bold;")
        self.code_label = QLabel()
        self.code_label.setTextFormat(Qt.TextFormat.PlainText)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(translate("Lan", "Copy"))
        self.copy_button.clicked.connect(self.copy)
        self.renew_button = QPushButton(translate("Lan", "New code"))
        self.renew_button.setToolTip(translate("Lan", "Withdraw this code and make another (if it went to the "
                                                      "wrong person, or someone else holds it)"))
        self.renew_button.clicked.connect(lambda: renew(seat))
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # may quote a server's message
        self.note.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.renew_button)
        grid.addWidget(self.seat_label, 2 * row, 0)
        grid.addWidget(self.code_label, 2 * row, 1)
        grid.addLayout(buttons, 2 * row, 2)
        grid.addWidget(self.note, 2 * row + 1, 1, 1, 2)
        self.code: Optional[str] = None

    def widgets(self) -> tuple[QWidget, ...]:
        return self.seat_label, self.code_label, self.copy_button, self.renew_button, self.note

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)

    def show(self, name: str, invitation: Invitation) -> None:
        self.set_visible(True)
        self.seat_label.setText(name)  # (the setup page's label: "Right (rival):")
        self.code = invitation.code if invitation.state == "waiting" else None
        has_code = self.code is not None
        self.copy_button.setVisible(has_code)
        self.renew_button.setVisible(has_code)
        self.code_label.setStyleSheet(_CODE_STYLE if has_code else font_size(TextSize.CONTROL))
        error = invitation.state == "failed"
        self.note.setStyleSheet("color: #b01010; font-weight: bold;" if error else "color: #333;")
        if self.code is not None:
            self.code_label.setText(self.code)
            self.note.setText(translate("Lan", "Read it out as: %1").replace("%1", read_aloud(self.code)))
        elif invitation.state == "joining":
            self.code_label.setText(translate("Lan", "A friend is coming in…"))
            self.note.setText(translate("Lan", "A new code follows if they do not get the seat."))
        elif error:  # why: once, in the panel's status (every seat fails alike)
            self.code_label.setText(translate("Lan", "No code now"))
            self.note.setText("")
        else:
            self.code_label.setText(translate("Lan", "Making a code…"))
            self.note.setText("")
        self.note.setVisible(bool(self.note.text()))

    def copy(self) -> None:
        if self.code:
            QGuiApplication.clipboard().setText(self.code)


class InvitePanel(QWidget):
    """``invite`` asks for codes; ``show_invitations`` shows them; ``renew(seat)`` asks for a new one."""

    invite = Signal()
    renew = Signal(int)

    def __init__(self, seat_name: Callable[[int], str], parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.seat_name = seat_name
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.invite_button = QPushButton(translate("Lan", "Invite over the internet"))
        self.invite_button.setToolTip(translate("Lan", "A code for each friend's seat still empty, for friends "
                                                       "who are not on this network"))
        self.invite_button.clicked.connect(self.invite.emit)
        top = QHBoxLayout()
        top.addWidget(self.invite_button)
        top.addStretch(1)
        lay.addLayout(top)
        self.intro = QLabel(translate("Lan", "Give each friend the code of their seat (in Game ▸ Join a game, "
                                             "they type it instead of an address). Each code works once."))
        self.intro.setWordWrap(True)
        self.intro.hide()
        lay.addWidget(self.intro)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.hide()
        lay.addWidget(self.status)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(1, 1)
        lay.addLayout(self.grid)
        self.rows: dict[int, _SeatRow] = {}

    def started(self) -> None:
        """Codes were asked for: the button's work is done."""
        self.invite_button.hide()
        self.intro.show()
        self._status(translate("Lan", "Making the codes…"), error=False)

    def problem(self, text: str) -> None:
        """The codes could not be asked for (the button stays, to try again)."""
        self._status(text, error=True)

    def _status(self, text: str, error: bool) -> None:
        self.status.setStyleSheet("color: #b01010; font-weight: bold;" if error else "color: #333;")
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def show_invitations(self, invitations: dict[int, Invitation]) -> None:
        """The table's codes now, by seat; a seat that is taken has none (its row goes)."""
        for seat in sorted(invitations):
            row = self.rows.get(seat)
            if row is None:
                row = self.rows[seat] = _SeatRow(self.grid, len(self.rows), self.renew.emit, seat)
            row.show(self.seat_name(seat), invitations[seat])
        for seat, row in self.rows.items():
            if seat not in invitations:
                row.set_visible(False)
        failed = [inv for inv in invitations.values() if inv.state == "failed"]
        if failed:
            self._status(problem_text(failed[0]), error=True)
        elif invitations:
            self._status("", error=False)
        elif self.rows:
            self._status(translate("Lan", "Every friend's seat is taken."), error=False)

    def codes(self) -> dict[int, str]:
        """The codes shown now, by seat."""
        return {seat: row.code for seat, row in self.rows.items() if row.code and not row.code_label.isHidden()}
