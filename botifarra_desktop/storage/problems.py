"""Problems found in stored files, for the user to read.

Each :class:`Problem` has a stable ``code`` (the UI translates by code, using
the other fields as parameters) and an English ``message`` that names the
file, says what is wrong and, when the file was moved aside, where the bad
copy was kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

# Codes for whole files that cannot be used (see documents.load_document).
EMPTY = "empty"
NOT_UTF8 = "not_utf8"
INVALID_JSON = "invalid_json"
NOT_OBJECT = "not_object"
WRONG_KIND = "wrong_kind"
BAD_VERSION = "bad_version"
FUTURE_VERSION = "future_version"
UNSUPPORTED_VERSION = "unsupported_version"
MIGRATION_FAILED = "migration_failed"
INVALID_DATA = "invalid_data"
UNREADABLE = "unreadable"
TOO_LARGE = "too_large"
MISSING = "missing"
NOT_REGULAR = "not_regular"  # a folder, named pipe, socket or device where a file belongs (detail: which)
NOT_A_FOLDER = "not_a_folder"  # a file (or a pipe…) where a folder belongs (detail: which)
# Entries of a pending journal that cannot be used, kept aside (detail: why; field: "hands" or "statistics").
REJECTED_ENTRY = "rejected_entry"

# Code for one bad value inside an otherwise usable file (see settings).
INVALID_VALUE = "invalid_value"


@dataclass(frozen=True)
class Problem:
    """Something wrong with a stored file, told in plain English.

    ``code`` identifies the problem for translation; ``path`` is the file,
    ``kept_at`` where the bad copy was moved (``None`` if it was not moved),
    ``detail`` the technical specifics, ``field`` the offending field if any;
    ``left_in_place``: it should have been moved aside but could not be.
    """

    code: str
    message: str
    path: Path | None = None
    kept_at: Path | None = None
    detail: str = ""
    field: str | None = None
    left_in_place: bool = False

    def __str__(self) -> str:
        return self.message
