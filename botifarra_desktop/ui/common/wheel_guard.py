"""The mouse wheel never changes a setting by passing over it.

Scrolling a long form (the New game dialog at 800x600) with the wheel used to change every combo
box and spin box that passed under the pointer: "First to make trump" changed and Rules turned to
"Custom" unnoticed.  :func:`install` puts one :class:`WheelGuard` on the application (the app and
the main window call it; calling it again does nothing):

- a combo box, spin box or slider takes the focus by Tab or a click only (``Qt.StrongFocus``),
  never by the wheel passing over it;
- while it does not have the focus, the wheel goes on to what holds it (a scrolled form scrolls);
  once the player has clicked, tabbed or typed into it, the wheel changes it as usual.  The field a
  dialog focuses on opening (New game's Way to play) counts as chosen only once the player uses it.

The guard is a filter on every event of the application; it looks only at Polish, focus, press and
wheel events.
"""

from __future__ import annotations

from typing import Optional, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QComboBox, QScrollBar, QWidget

#: The controls whose value the wheel changes (a scroll bar excepted: scrolling is what the wheel is for).
GUARDED = (QComboBox, QAbstractSpinBox, QAbstractSlider)


def _guarded(widget: QObject) -> bool:
    return isinstance(widget, GUARDED) and not isinstance(widget, QScrollBar)


def guarded_control(watched: QObject) -> Optional[QWidget]:
    """The combo box, spin box or slider ``watched`` is, or is part of (a spin box's line edit); None if none."""
    widget: Optional[QObject] = watched
    while isinstance(widget, QWidget):
        if _guarded(widget):
            return widget
        if widget.isWindow():
            return None
        widget = widget.parentWidget()
    return None


_POLISH, _WHEEL = QEvent.Type.Polish, QEvent.Type.Wheel
#: The events the guard looks at; it lets every other one by at once.
_LOOKED_AT = frozenset((_POLISH, _WHEEL, QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress))


class WheelGuard(QObject):
    """Keeps the wheel from changing a control without the focus (see the module's text)."""

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        #: The control the player chose by a click, Tab or a key (not one a dialog focused on opening).
        self._chosen: Optional[QWidget] = None
        self._tabbing = False  # Tab was pressed: the focus it moves is the player's choice

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _LOOKED_AT:  # nearly every event: as little work as can be
            return False
        if kind == _POLISH:
            if isinstance(watched, QWidget) and _guarded(watched) and \
                    watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif kind != _WHEEL:
            self._note_choice(watched, event)
        else:
            control = guarded_control(watched)
            if control is not None and not self._chosen_now(control):
                _hand_on(cast(QWidget, watched), control, cast(QWheelEvent, event))
                return True
        return False

    def _note_choice(self, watched: QObject, event: QEvent) -> None:
        """A control is chosen by a click or a key on it, or by the focus a Tab press or a click moved to
        it; the focus a dialog gives its first field on opening (Qt says "Tab" then too) chooses nothing."""
        kind = event.type()
        if kind == QEvent.Type.KeyPress and cast(QKeyEvent, event).key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self._tabbing = True  # the next focus change is the player's
            return
        if kind == QEvent.Type.FocusIn:
            by_player = cast(QFocusEvent, event).reason() in (Qt.FocusReason.MouseFocusReason,
                                                              Qt.FocusReason.ShortcutFocusReason) or self._tabbing
            self._tabbing = False
            if not by_player:
                return
        control = guarded_control(watched)
        if control is not None:
            self._chosen = control

    def _chosen_now(self, control: QWidget) -> bool:
        """Whether ``control`` has the focus and the player chose it."""
        focus = control.window().focusWidget()
        focused = control.hasFocus() or (focus is not None and control.isAncestorOf(focus))
        return focused and self._chosen is control


def _hand_on(watched: QWidget, control: QWidget, event: QWheelEvent) -> None:
    """Give the wheel to ``control``'s parents, nearest first, until one takes it (a scroll area's
    viewport).  Done here, not left to Qt: Qt hands on only the wheel of a real mouse, not a sent one."""
    event.accept()  # Qt hands it on no further: that is done here
    parent = control.parentWidget()
    while parent is not None:
        position = QPointF(watched.mapTo(parent, event.position().toPoint()))
        handed = QWheelEvent(position, event.globalPosition(), event.pixelDelta(), event.angleDelta(),
                             event.buttons(), event.modifiers(), event.phase(), event.inverted(), event.source())
        QCoreApplication.sendEvent(parent, handed)
        if handed.isAccepted() or parent.isWindow():
            return
        parent = parent.parentWidget()


def install(app: Optional[QCoreApplication] = None) -> WheelGuard:
    """The application's guard, installed on ``app`` (the running application by default) once."""
    app = app or QCoreApplication.instance()
    assert app is not None, "the wheel guard needs a running application"
    guard = app.findChild(WheelGuard)
    if guard is None:
        guard = WheelGuard(app)
        app.installEventFilter(guard)
    return guard
