"""The practice package is pure Python: importing it (and ai.review) loads no Qt."""

import subprocess
import sys


def test_importing_practice_loads_no_qt():
    code = ("import sys, botifarra_desktop.practice, botifarra_desktop.ai.review; "
            "print(any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "False"
