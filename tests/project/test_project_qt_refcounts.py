"""Guard against the PySide reference-count bug that made the app abort (PySide 6.12.0 on Python 3.11).

If a PySide release again hands back None or True without a reference, this fails
long before players' games crash.
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsRectItem


class _Emitter(QObject):
    ping = Signal()


def test_void_qt_calls_and_emits_keep_references(qapp):
    item = QGraphicsRectItem()
    before = sys.getrefcount(None)
    for i in range(200):
        item.setPos(i, i)
    assert sys.getrefcount(None) - before >= -5  # other code may drop a few of its own

    e = _Emitter()
    before = sys.getrefcount(True)
    for _ in range(200):
        e.ping.emit()
    assert sys.getrefcount(True) - before >= -5
