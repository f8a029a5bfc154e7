"""Where Botifarra Desktop keeps its files.

Everything the application writes lives in three per-user directories chosen
by :mod:`platformdirs` (config, data, cache).  Setting the environment
variable ``BOTIFARRA_HOME`` to a directory moves all three under it
(``<home>/config``, ``<home>/data``, ``<home>/cache``); tests and portable
installs use that.

Nothing here creates directories: :func:`app_dirs` only computes paths.  The
writers in :mod:`botifarra_desktop.storage.atomic` create a file's parent
directories the first time something is written there.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "botifarra-desktop"
APP_AUTHOR = "Botifarra"
HOME_ENV = "BOTIFARRA_HOME"


@dataclass(frozen=True)
class AppDirs:
    """The application's per-user directories (which may not exist yet)."""

    config: Path
    data: Path
    cache: Path

    @property
    def saves(self) -> Path:
        """Saved games."""
        return self.data / "saves"

    @property
    def decks(self) -> Path:
        """User-installed card decks."""
        return self.data / "decks"

    @property
    def history(self) -> Path:
        """Finished-game history and statistics."""
        return self.data / "history"

    @classmethod
    def under(cls, home: str | os.PathLike[str]) -> AppDirs:
        """All directories below one root, as with ``BOTIFARRA_HOME``."""
        root = Path(home).expanduser().absolute()
        return cls(config=root / "config", data=root / "data", cache=root / "cache")


def app_dirs(environ: Mapping[str, str] | None = None) -> AppDirs:
    """The directories to use, honouring ``BOTIFARRA_HOME`` when it is set.

    ``environ`` defaults to :data:`os.environ`; an empty ``BOTIFARRA_HOME``
    counts as unset.
    """
    env = os.environ if environ is None else environ
    home = env.get(HOME_ENV, "")
    if home.strip():
        return AppDirs.under(home)
    return AppDirs(
        config=platformdirs.user_config_path(APP_NAME, APP_AUTHOR),
        data=platformdirs.user_data_path(APP_NAME, APP_AUTHOR),
        cache=platformdirs.user_cache_path(APP_NAME, APP_AUTHOR),
    )
