"""The main window fits the screen it opens on.

The first window is as large as the table likes (:data:`PREFERRED`) but never
larger than the screen's available area (``QScreen.availableGeometry``: the
screen without panels and docks), centred there.  A restored geometry is
checked the same way: a window larger than the area is shrunk, one partly off
the screen is moved back onto it, and one that is valid but too small to show
the table well (smaller than :data:`MINIMUM`, or than the area when the screen
itself is smaller) opens at the first-start size instead.  A maximised or
full-screen window stays so.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

#: The first window's size when the screen has room for it.
PREFERRED = QSize(1280, 800)
#: Below this a restored window is odd: the table is laid out for 800x600 and up.
MINIMUM = QSize(800, 600)


def first_size(available: QRect, frame: QSize = QSize(0, 0)) -> QRect:
    """The first window's client rectangle on a screen whose free area is ``available``;
    ``frame`` is what the window system adds around it (title bar and borders)."""
    room = QSize(available.width() - frame.width(), available.height() - frame.height())
    size = PREFERRED.boundedTo(room)
    border = frame.width() // 2  # left, right and bottom; the title bar takes the rest of the height
    x = available.left() + border + (room.width() - size.width()) // 2
    y = available.top() + frame.height() - border + (room.height() - size.height()) // 2
    return QRect(QPoint(x, y), size)


def fit_geometry(rect: QRect, available: QRect, frame: QSize = QSize(0, 0)) -> QRect:
    """``rect`` (a window's client area) corrected to lie wholly inside ``available``.

    Too large: shrunk to the area.  Too small (below :data:`MINIMUM`, or below the
    area on a screen smaller than that): the first-start size.  Partly or wholly
    off the area: moved onto it, keeping its size.
    """
    room = QSize(available.width() - frame.width(), available.height() - frame.height())
    least = MINIMUM.boundedTo(room)
    if not rect.isValid() or rect.width() < least.width() or rect.height() < least.height():
        return first_size(available, frame)
    size = rect.size().boundedTo(room)
    fitted = QRect(rect.topLeft(), size)
    # the frame's top-left sits frame.width()/2 left and frame.height() minus the bottom border up;
    # keeping the client area inside the room shrunk by the frame keeps the frame on the screen
    left = available.left() + frame.width() // 2
    top = available.top() + frame.height() - frame.width() // 2
    right = available.right() - frame.width() // 2
    bottom = available.bottom() - frame.width() // 2
    x = min(max(fitted.left(), left), right - size.width() + 1)
    y = min(max(fitted.top(), top), bottom - size.height() + 1)
    fitted.moveTopLeft(QPoint(x, y))
    return fitted


def screen_for(rect: QRect) -> Optional[QScreen]:
    """The screen holding the centre of ``rect`` (else the primary screen)."""
    return QGuiApplication.screenAt(rect.center()) or QGuiApplication.primaryScreen()


def _frame(window: QWidget) -> QSize:
    outer, inner = window.frameGeometry(), window.geometry()
    return QSize(max(0, outer.width() - inner.width()), max(0, outer.height() - inner.height()))


def place_window(window: QWidget, saved: Optional[str]) -> None:
    """Give ``window`` its first geometry: the ``saved`` one (base64 of ``saveGeometry``)
    corrected to the screen, or the first-start size centred on the screen."""
    restored = bool(saved) and window.restoreGeometry(QByteArray.fromBase64((saved or "").encode("ascii")))
    if restored and (window.isMaximized() or window.isFullScreen()):
        return  # the window system sizes those to the screen
    screen = screen_for(window.geometry() if restored else QRect(QPoint(0, 0), PREFERRED))
    if screen is None:  # no screen at all: nothing to fit to
        if not restored:
            window.resize(PREFERRED)
        return
    available = screen.availableGeometry()
    target = fit_geometry(window.geometry(), available, _frame(window)) if restored else \
        first_size(available, _frame(window))
    window.resize(target.size())
    window.move(target.topLeft() - (window.geometry().topLeft() - window.pos()))


def refit(window: QWidget) -> None:
    """After the window is shown (the frame is known then): keep it inside its screen."""
    if window.isMaximized() or window.isFullScreen():
        return
    screen = window.screen() or screen_for(window.geometry())
    if screen is None:
        return
    target = fit_geometry(window.geometry(), screen.availableGeometry(), _frame(window))
    if target != window.geometry():
        window.resize(target.size())
        window.move(target.topLeft() - (window.geometry().topLeft() - window.pos()))


def fit_dialog(dialog: QWidget, preferred: QSize) -> None:
    """Size a dialog ``preferred``, or smaller to fit the free area of the screen it opens on."""
    parent = dialog.parentWidget()
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    if screen is None:
        dialog.resize(preferred)
        return
    room = screen.availableGeometry().size()
    dialog.resize(preferred.boundedTo(QSize(room.width() - 40, room.height() - 60)))
