"""The main window fits the screen it opens on.

The first window is as large as the table likes (:data:`PREFERRED`) but never
larger than the screen's available area (``QScreen.availableGeometry``: the
screen without panels and docks), centred there.  A restored geometry is
checked the same way: a window larger than the area is shrunk, one partly off
the screen is moved back onto it, and one that is valid but too small to show
the table well (smaller than :data:`MINIMUM`, or than the area when the screen
itself is smaller) opens at the first-start size instead.  On a screen larger
than that the first window takes most of the free area (:data:`SHARE`), and on a
large screen (:data:`LARGE_SCREEN`, such as 1920x1080) the very first start shows
it maximised (:func:`start_state`; made normal, it has the first-start size).  The
frame (title bar included) is counted: guessed before the window is shown
(:data:`ASSUMED_FRAME`), measured by :func:`refit` once the window system has
framed it.  A maximised or full-screen window stays so, and is shown so again
at the next start (:func:`show_in_state`, the ``window_state`` setting).  The
player cannot make the window smaller than :data:`MINIMUM` either (or than the
free area, on a smaller screen: :func:`least_size`): the table is laid out for
that size and up.
"""

from __future__ import annotations

from typing import Optional, Union

from PySide6.QtCore import QByteArray, QEvent, QMargins, QObject, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

#: The first window's size at least, when the screen has room for it.
PREFERRED = QSize(1280, 800)
#: On a larger screen the first window takes this share of the free area (most of it).
SHARE = 0.9
#: What a window manager adds around a window (title bar and borders), assumed until the
#: window is shown and the real frame is known (then :func:`refit` corrects the guess).
ASSUMED_FRAME = QSize(12, 42)
#: Below this a restored window is odd: the table is laid out for 800x600 and up.
MINIMUM = QSize(800, 600)
#: At the very first start (no saved geometry) a screen whose free area is at least this large shows the
#: window maximised, so the table fills it (:func:`start_state`); a smaller screen gets the first size,
#: which is already most or all of its free area.
LARGE_SCREEN = QSize(1600, 900)


#: What the window system adds around a window: a size (title bar and borders together: half the
#: width on each side and at the bottom, the title bar the rest) or the exact margins of each side.
Frame = Union[QSize, QMargins]


def margins(frame: Frame) -> QMargins:
    """``frame`` as the margins it adds on each side."""
    if isinstance(frame, QMargins):
        return frame
    border = frame.width() // 2
    return QMargins(border, frame.height() - border, frame.width() - border, border)


def first_size(available: QRect, frame: Frame = QSize(0, 0)) -> QRect:
    """The first window's client rectangle on a screen whose free area is ``available``;
    ``frame`` is what the window system adds around it (title bar and borders)."""
    f = margins(frame)
    room = QSize(available.width() - f.left() - f.right(), available.height() - f.top() - f.bottom())
    size = PREFERRED.expandedTo(QSize(int(room.width() * SHARE), int(room.height() * SHARE))).boundedTo(room)
    x = available.left() + f.left() + (room.width() - size.width()) // 2
    y = available.top() + f.top() + (room.height() - size.height()) // 2
    return QRect(QPoint(x, y), size)


def least_size(available: QRect, frame: Frame = QSize(0, 0)) -> QSize:
    """The smallest client area the window may be given on a screen whose free area is ``available``:
    :data:`MINIMUM`, or the free area less the ``frame`` on a screen smaller than that."""
    f = margins(frame)
    room = QSize(available.width() - f.left() - f.right(), available.height() - f.top() - f.bottom())
    return MINIMUM.boundedTo(room).expandedTo(QSize(0, 0))


def fit_geometry(rect: QRect, available: QRect, frame: Frame = QSize(0, 0)) -> QRect:
    """``rect`` (a window's client area) corrected to lie, with its ``frame``, wholly inside ``available``.

    Too large: shrunk to the area.  Too small (below :data:`MINIMUM`, or below the
    area on a screen smaller than that): the first-start size.  Partly or wholly
    off the area: moved onto it, keeping its size.
    """
    f = margins(frame)
    room = QSize(available.width() - f.left() - f.right(), available.height() - f.top() - f.bottom())
    least = least_size(available, frame)
    if not rect.isValid() or rect.width() < least.width() or rect.height() < least.height():
        return first_size(available, frame)
    size = rect.size().boundedTo(room)
    fitted = QRect(rect.topLeft(), size)
    # keeping the client area inside the area less the frame keeps the frame on the screen
    left = available.left() + f.left()
    top = available.top() + f.top()
    right = available.right() - f.right()
    bottom = available.bottom() - f.bottom()
    x = min(max(fitted.left(), left), right - size.width() + 1)
    y = min(max(fitted.top(), top), bottom - size.height() + 1)
    fitted.moveTopLeft(QPoint(x, y))
    return fitted


def screen_for(rect: QRect) -> Optional[QScreen]:
    """The screen holding the centre of ``rect`` (else the primary screen)."""
    return QGuiApplication.screenAt(rect.center()) or QGuiApplication.primaryScreen()


def _frame(window: QWidget) -> Frame:
    """The window's frame, side by side; before the window system has framed it (never shown):
    :data:`ASSUMED_FRAME`."""
    outer, inner = window.frameGeometry(), window.geometry()
    if outer == inner and not window.isVisible():
        return ASSUMED_FRAME
    return QMargins(max(0, inner.left() - outer.left()), max(0, inner.top() - outer.top()),
                    max(0, outer.right() - inner.right()), max(0, outer.bottom() - inner.bottom()))


def show_in_state(window: QWidget, state: str) -> None:
    """Show ``window`` as it was left: ``"maximized"``, ``"fullscreen"`` or ``"normal"``."""
    if state == "fullscreen":
        window.showFullScreen()
    elif state == "maximized":
        window.showMaximized()
    else:
        window.show()


def start_state(window: QWidget, saved_geometry: Optional[str], saved_state: str) -> str:
    """How to show ``window`` at start (:func:`show_in_state`): as it was left, or, at the very first
    start (no ``saved_geometry``, shown normal) on a screen at least :data:`LARGE_SCREEN`, maximised."""
    if saved_geometry or saved_state != "normal":
        return saved_state
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return saved_state
    free = screen.availableGeometry().size()
    large = free.width() >= LARGE_SCREEN.width() and free.height() >= LARGE_SCREEN.height()
    return "maximized" if large else saved_state


def state_of(window: QWidget) -> str:
    """How ``window`` is shown now, as :func:`show_in_state` takes it."""
    if window.isFullScreen():
        return "fullscreen"
    return "maximized" if window.isMaximized() else "normal"


def place_window(window: QWidget, saved: Optional[str]) -> None:
    """Give ``window`` its first geometry: the ``saved`` one (base64 of ``saveGeometry``)
    corrected to the screen, or the first-start size centred on the screen; and its least size
    (:func:`least_size`)."""
    restored = bool(saved) and window.restoreGeometry(QByteArray.fromBase64((saved or "").encode("ascii")))
    screen = screen_for(window.geometry() if restored else QRect(QPoint(0, 0), PREFERRED))
    if restored and (window.isMaximized() or window.isFullScreen()):
        if screen is not None:  # the window system sizes those to the screen; made normal, it keeps its least
            window.setMinimumSize(least_size(screen.availableGeometry(), _frame(window)))
        return
    if screen is None:  # no screen at all: nothing to fit to
        if not restored:
            window.resize(PREFERRED)
        return
    available = screen.availableGeometry()
    target = fit_geometry(window.geometry(), available, _frame(window)) if restored else \
        first_size(available, _frame(window))
    window.setMinimumSize(least_size(available, _frame(window)))  # after reading the restored size
    window.resize(target.size())
    window.move(target.topLeft() - (window.geometry().topLeft() - window.pos()))


def framed(window: QWidget) -> bool:
    """Whether the window system has put its frame (title bar, borders) around the shown ``window``."""
    return window.isVisible() and window.frameGeometry() != window.geometry()


def refit(window: QWidget) -> None:
    """After the window is shown and framed: keep it, frame and all, inside its screen's free area.
    Not framed yet: nothing (moving a window the window manager is still placing makes it place it
    anew, over the screen's edge); the window calls this again once it has its frame."""
    if window.isMaximized() or window.isFullScreen() or not framed(window):
        return
    screen = window.screen() or screen_for(window.geometry())
    if screen is None:
        return
    target = fit_geometry(window.geometry(), screen.availableGeometry(), _frame(window))
    window.setMinimumSize(least_size(screen.availableGeometry(), _frame(window)))
    if target != window.geometry():
        window.resize(target.size())
        window.move(target.topLeft() - (window.geometry().topLeft() - window.pos()))


class FitWhenFramed(QObject):
    """Refits its window (:func:`refit`) once, as soon as the window manager has framed it: that
    happens some time after ``show()``, and only then is the title bar's height known."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize) and framed(self.window):
            self.window.removeEventFilter(self)
            refit(self.window)
        return False


#: What a dialog leaves free of the screen's free area: its frame and a little of the window beneath.
DIALOG_MARGIN = QSize(40, 60)


def dialog_room(dialog: QWidget) -> Optional[QSize]:
    """The most a dialog may take on the screen it opens on (its free area less :data:`DIALOG_MARGIN`);
    ``None`` without a screen."""
    parent = dialog.parentWidget()
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    if screen is None:
        return None
    room = screen.availableGeometry().size()
    return QSize(room.width() - DIALOG_MARGIN.width(), room.height() - DIALOG_MARGIN.height())


def fit_dialog(dialog: QWidget, preferred: QSize, room: Optional[QSize] = None) -> None:
    """Size a dialog ``preferred``, or smaller to fit ``room`` (by default :func:`dialog_room`)."""
    room = room or dialog_room(dialog)
    dialog.resize(preferred if room is None else preferred.boundedTo(room))


def grow_to_layout(dialog: QWidget) -> None:
    """Make a dialog as tall as its layout needs at its width (a message that wrapped onto more lines), as
    far as the screen allows: a dialog with a set minimum width is not grown by Qt itself."""
    lay = dialog.layout()
    if lay is None:
        return
    lay.activate()
    need = lay.totalHeightForWidth(dialog.width()) if lay.hasHeightForWidth() else lay.totalSizeHint().height()
    if need > dialog.height():
        fit_dialog(dialog, QSize(dialog.width(), need))
