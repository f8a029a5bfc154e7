"""Child process of the DPR-2 layout test: one way to play (its name the argument), every phase at each
size, what overlaps.

Run with ``QT_SCALE_FACTOR=2``; prints one JSON line: the device pixel ratio and the problems found.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> None:
    app = QApplication(sys.argv[:1])
    from dpr_child import Bot
    from layout_helpers import PHASES, SIZES, bring_to, doubling_runner, layout_problems

    from botifarra_desktop.storage import Settings
    from botifarra_desktop.ui.common.deck import find_decks
    from botifarra_desktop.ui.shell.main_window import MainWindow

    runner = doubling_runner

    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), runner, "en")
    w.resize(1280, 800)
    w.show()
    found = []
    way_name = sys.argv[1]
    for phase in PHASES:
        bring_to(Bot.waitUntil, w, way_name, phase, runner)
        for width, height in SIZES:
            w.resize(width, height)
            app.processEvents()
            found += [f"{way_name} {phase} {width}x{height}: {p}" for p in layout_problems(w.table)]
    dpr = w.table.viewport().devicePixelRatioF()
    w.controller.stop()
    w.close()
    print(json.dumps({"dpr": dpr, "problems": found}))


if __name__ == "__main__":
    main()
