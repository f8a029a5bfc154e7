"""Botifarra Desktop: storage package.

Files in the per-user directories (:mod:`.paths`), written atomically with a
backup (:mod:`.atomic`), as versioned JSON documents that survive damage
(:mod:`.documents`): the user settings (:mod:`.settings`), saved games and the
autosave (:mod:`.saves`), the hand history (:mod:`.history`) and statistics
(:mod:`.statistics`).  Only regular files are ever opened (:mod:`.files`); what
the history or the statistics could not write waits in a pending journal on
disk (:mod:`.pending`); the data-folder and update locks are the operating
system's locks on open files (:mod:`.filelock`).
No Qt here: this package is used headless and by the engine tests.
"""

from .atomic import atomic_write_bytes, atomic_write_text, backup_path
from .documents import DocumentType, LoadResult, dump_document, load_document, read_document, save_document
from .history import HandEntry, HandHistory, HandRecord, ReplayStep, replay_same_deal, replay_steps
from .meta import GameMeta
from .paths import AppDirs, app_dirs
from .problems import Problem
from .saves import SavedGame, SaveExists, SaveInfo, SaveStore
from .settings import Settings, SettingsStore
from .statistics import Statistics, StatisticsStore, Tally

__all__ = [
    "AppDirs",
    "DocumentType",
    "GameMeta",
    "HandEntry",
    "HandHistory",
    "HandRecord",
    "LoadResult",
    "Problem",
    "ReplayStep",
    "SaveExists",
    "SaveInfo",
    "SaveStore",
    "SavedGame",
    "Settings",
    "SettingsStore",
    "Statistics",
    "StatisticsStore",
    "Tally",
    "app_dirs",
    "atomic_write_bytes",
    "atomic_write_text",
    "backup_path",
    "dump_document",
    "load_document",
    "read_document",
    "replay_same_deal",
    "replay_steps",
    "save_document",
]
