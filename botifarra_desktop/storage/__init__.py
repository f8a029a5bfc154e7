"""Botifarra Desktop: storage package.

Files in the per-user directories (:mod:`.paths`), written atomically with a
backup (:mod:`.atomic`), as versioned JSON documents that survive damage
(:mod:`.documents`), starting with the user settings (:mod:`.settings`).
No Qt here: this package is used headless and by the engine tests.
"""

from .atomic import atomic_write_bytes, atomic_write_text, backup_path
from .documents import DocumentType, LoadResult, dump_document, load_document, save_document
from .paths import AppDirs, app_dirs
from .problems import Problem
from .settings import Settings, SettingsStore

__all__ = [
    "AppDirs",
    "DocumentType",
    "LoadResult",
    "Problem",
    "Settings",
    "SettingsStore",
    "app_dirs",
    "atomic_write_bytes",
    "atomic_write_text",
    "backup_path",
    "dump_document",
    "load_document",
    "save_document",
]
