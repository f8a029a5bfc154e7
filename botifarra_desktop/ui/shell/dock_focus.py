"""Every Tab stop beside the table shows where the focus is.

- The score sheet and the tricks (tables read with the arrow keys) wear a frame in the highlight
  colour while they have the focus (:data:`SHEET_STYLE`), so Tab never lands on them unseen.
- A tab bar with the focus (Score sheet / Tricks; Left and Right switch tabs, as always in Qt)
  frames its current tab in the highlight colour (:class:`TabFocusFrame`): the style drew nothing.
- The window's tab bar for docks lying as tabs (the "who was right?" panel behind the score) is
  a Tab stop only while it is on the screen: Qt keeps it out of sight, yet reachable by Tab, while
  only one of those docks is shown (:class:`DockTabStops`).
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QMainWindow, QTabBar, QWidget

#: A table of the score dock: its usual thin edge, a thick one in the highlight colour while it has
#: the focus (the same room: the padding gives back what the edge takes).
SHEET_STYLE = ("QTableView { border: 1px solid palette(mid); padding: 2px; }"
               " QTableView:focus { border: 3px solid palette(highlight); padding: 0px; }")


class TabFocusFrame(QWidget):
    """A frame round a tab bar's current tab while the bar has the keyboard focus; clicks go through."""

    def __init__(self, bar: QTabBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(bar.rect())
        self.setVisible(bar.hasFocus())
        bar.installEventFilter(self)
        bar.currentChanged.connect(lambda _index: self.update())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.setVisible(self.bar.hasFocus())
            self.raise_()
        elif kind == QEvent.Type.Resize:
            self.setGeometry(self.bar.rect())
        return False

    def paintEvent(self, event: QEvent) -> None:
        index = self.bar.currentIndex()
        if index < 0:
            return
        painter = QPainter(self)
        pen = QPen(self.palette().color(QPalette.ColorRole.Highlight))
        pen.setWidth(3)
        painter.setPen(pen)
        painter.drawRect(self.bar.tabRect(index).adjusted(2, 2, -2, -2))


class DockTabStops(QObject):
    """Keeps the window's dock tab bars out of the Tab chain while Qt keeps them off the screen."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)
        for bar in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            self._watch(bar)

    def _watch(self, bar: QTabBar) -> None:
        if bar.findChild(TabFocusFrame) is None:
            TabFocusFrame(bar)
        bar.installEventFilter(self)
        self._update(bar)

    def _update(self, bar: QTabBar) -> None:
        on_screen = bar.geometry().intersects(self.window.rect())
        bar.setFocusPolicy(Qt.FocusPolicy.TabFocus if on_screen else Qt.FocusPolicy.NoFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
            child = event.child()
            if isinstance(child, QTabBar) and child.parent() is self.window:
                self._watch(child)
        elif isinstance(watched, QTabBar) and kind in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show):
            self._update(watched)
        return False
