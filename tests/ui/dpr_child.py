"""Child process of the DPR-2 screen-fit test: a mid-hand table at each size, what lies outside the view.

Run with ``QT_SCALE_FACTOR=2``; prints one JSON line.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))

from geometry_helpers import outside_view, play_to_mid_hand  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from ui_helpers import RandomLegal  # noqa: E402


class Bot:
    """pytest-qt's waitUntil, without pytest."""

    @staticmethod
    def waitUntil(check, timeout=10000):  # noqa: N802
        from PySide6.QtCore import QDeadlineTimer
        from PySide6.QtTest import QTest

        deadline = QDeadlineTimer(timeout)
        while not check():
            if deadline.hasExpired():
                raise TimeoutError("the table did not get there")
            QTest.qWait(5)


def main() -> None:
    app = QApplication(sys.argv[:1])
    from botifarra_desktop.engine import Rules
    from botifarra_desktop.session import TableSession
    from botifarra_desktop.storage import Settings
    from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
    from botifarra_desktop.ui.common.deck import find_decks
    from botifarra_desktop.ui.shell.main_window import MainWindow

    def runner(levels, seed):
        return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})

    out = {}
    dpr = 0.0
    for width, height in ((800, 600), (1366, 768), (1920, 1080)):
        w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), runner, "en")
        w.resize(width, height)
        w.show()
        w.controller.start(TableSession(Rules(), 11, first_dealer=0, names=["Jo", "Dreta", "Company", "Esquerra"]),
                           runner({1, 2, 3}, 0))
        play_to_mid_hand(Bot, w.controller)
        app.processEvents()
        dpr = w.table.viewport().devicePixelRatioF()
        out[f"{width}x{height}"] = outside_view(w.table)
        w.controller.stop()
        w.close()
    print(json.dumps({"dpr": dpr, "outside": out}))


if __name__ == "__main__":
    main()
