"""Python's garbage collector runs in the GUI thread only.

With LAN play (and the process bot runner) Python threads run beside the GUI.
The automatic collector runs in whichever thread happens to allocate, so it may
free a window, dialog or source -- QObjects with timers, made in the GUI thread --
from a network thread; Qt cannot stop their timers from there and later fires
them at freed memory (a crash).  ``install`` turns the automatic collector off
and collects on a GUI timer instead, by the same thresholds.
"""

from __future__ import annotations

import gc
from typing import Optional

from PySide6.QtCore import QCoreApplication, QTimer

_timer: Optional[QTimer] = None


def _collect() -> None:
    counts, thresholds = gc.get_count(), gc.get_threshold()
    generation = -1
    for gen in range(3):
        if counts[gen] > thresholds[gen]:
            generation = gen
    if generation >= 0:
        gc.collect(generation)


def install() -> bool:
    """Collect in the GUI thread from now on (once; needs the application object)."""
    global _timer
    if _timer is not None:
        return True
    app = QCoreApplication.instance()
    if app is None:
        return False
    gc.disable()
    _timer = QTimer(app)
    _timer.setInterval(100)
    _timer.timeout.connect(_collect)
    _timer.start()
    return True
