"""Test-session setup shared by every test folder.

Qt must never open a real window in tests, and tests must never read or write
the player's real settings, saves or decks.
"""

import os
import tempfile

# Before anything imports Qt: render offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# One throw-away home for the whole test session (storage.paths honours it).
os.environ["BOTIFARRA_HOME"] = tempfile.mkdtemp(prefix="botifarra-tests-")
