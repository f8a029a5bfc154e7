"""A work-around for a reference-count bug in PySide 6.12 on Python < 3.12.

``Signal.emit()`` returns the shared ``True`` without taking a reference, so
every emit from Python takes one reference away from ``True``; after a few
hundred emits the interpreter aborts ("bool_dealloc").  Every emit in the UI
goes through :func:`emit`, which gives the reference back when (and only when)
this PySide has the bug, found by a probe at import time.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def _emit_steals_a_reference() -> bool:
    if sys.version_info >= (3, 12):  # True is immortal there
        return False
    probe = _Probe()
    before = sys.getrefcount(True)
    probe.ping.emit()
    return sys.getrefcount(True) < before


_STEALS = _emit_steals_a_reference()
if _STEALS:  # give back the reference the probe took
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)`` without the reference leak."""
    result = signal.emit(*args)
    if _STEALS and isinstance(result, bool):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))
