"""Botifarra Desktop: the Qt user interface.

Importing the package first applies the PySide reference-count work-around
(see :mod:`.qtfix`), so no Qt code here runs without it.
"""

from . import qtfix  # noqa: F401
