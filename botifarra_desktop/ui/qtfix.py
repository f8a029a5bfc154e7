"""Work-arounds for reference-count bugs of PySide 6.12 on Python < 3.12.

PySide 6.12 hands back ``None`` (from every void method: ``setPos``,
``update``, ``setText`` ...) and ``True`` (from ``Signal.emit``) without taking
a reference, as if they were immortal -- which they are only from Python 3.12
on.  On 3.11 every such call takes a reference away, and after a few thousand
calls the interpreter aborts ("none_dealloc", "bool_dealloc").

:func:`immortalize` gives ``None``, ``True`` and ``False`` a reference count
no program can use up, which is what 3.12 does; it runs when the ``ui``
package is imported.  :func:`emit` also gives back the reference ``emit`` took
when this PySide has that bug (found by a probe at import time).
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

import PySide6
from PySide6.QtCore import QObject, Signal


_IMMORTAL = 1 << 40


def immortalize() -> None:
    """Make None/True/False immortal on Pythons where they are not (< 3.12)."""
    if sys.version_info >= (3, 12) or getattr(sys, "_botifarra_immortal", False):
        return
    if tuple(PySide6.__version_info__[:2]) < (6, 12):  # older PySide counts its references right
        return
    for obj in (None, True, False):
        # CPython: ob_refcnt is the object's first field
        ctypes.c_ssize_t.from_address(id(obj)).value += _IMMORTAL
    sys._botifarra_immortal = True  # type: ignore[attr-defined]


immortalize()


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
