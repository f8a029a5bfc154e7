"""The engine is pure Python: nothing below botifarra_desktop/engine imports Qt."""

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "botifarra_desktop" / "engine"


def test_no_qt_import_in_engine_source():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6")]
    assert ENGINE.is_dir() and not offenders


def test_importing_the_engine_loads_no_qt():
    code = "import sys, botifarra_desktop.engine; print(any(m.startswith(('PySide6','shiboken6')) for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "False"
