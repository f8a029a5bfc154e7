"""A visible frame around the card table while the keyboard is on it.

When the table gets the focus with Tab (or Shift+Tab) a yellow and black frame runs
round its edge, so a keyboard player sees where the keys go even when no card is
highlighted (the highlighted card has its own frame when it is your turn).  A
click or the game giving the table the focus does not show it: mouse players see
the table as always.  The frame lets every click through.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

KEYBOARD = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason)


class FocusRing(QWidget):
    def __init__(self, view: QAbstractScrollArea, below: Optional[QWidget] = None) -> None:
        super().__init__(view)
        self.view = view
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if below is not None:
            self.stackUnder(below)  # above the cards, under the panels lying on the table
        self.hide()
        self._keyboard = False
        view.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, old: Optional[QWidget], now: Optional[QWidget]) -> None:
        # Qt also says "Tab" when the focus leaves a panel that closes: only a move away from a
        # widget still on screen is the player's Tab
        if now is self.view:
            self.setGeometry(self.view.viewport().geometry())
            self.setVisible(self._keyboard and old is not None and old.isVisible())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.view:
            if event.type() == QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
                self._keyboard = event.reason() in KEYBOARD
            elif event.type() == QEvent.Type.FocusOut:
                self.hide()
            elif event.type() == QEvent.Type.Resize:
                self.setGeometry(self.view.viewport().geometry())
        return False

    def paintEvent(self, event: QEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        for colour, width, inset in ((QColor("#000000"), 8.0, 4.0), (QColor("#ffd400"), 4.0, 4.0)):
            pen = QPen(colour)
            pen.setWidthF(width)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), 8, 8)
