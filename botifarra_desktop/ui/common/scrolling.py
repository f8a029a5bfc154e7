"""A column that scrolls up and down, never sideways.

On a small screen (800x600) a dialog's body scrolls while its buttons stay in sight; the body's long
texts wrap to the width there is, so the area never scrolls sideways and draws no frame of its own.
The area itself takes no keyboard focus: Tab goes from field to field (the area scrolls the focused
one into view) and the arrow keys stay with the fields.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def column_scroll(body: Optional[QWidget] = None, parent: Optional[QWidget] = None) -> QScrollArea:
    """A frameless scroll area that gives ``body`` its width and scrolls it only up and down."""
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    if body is not None:
        scroll.setWidget(body)
    return scroll
