"""Shared helpers for the UI tests (test-only bots and game drivers)."""

import random


class RandomLegal:
    """Test-only seat: a uniformly random legal choice (never shipped as a level)."""

    def __init__(self, seed, double_bias=0.0):
        self.rng = random.Random(seed)
        self.double_bias = double_bias

    def decide(self, view):
        if view.phase == "play":
            return self.rng.choice(view.legal)
        if view.phase == "double":
            call = view.options[0]
            return call if self.rng.random() < self.double_bias else "pass"
        return self.rng.choice([o for o in view.options if o != "delegate"])


def play_hand_as_human(qtbot, controller, declare="botifarra", timeout=10000):
    """Answer the human's requests (first legal card, pass on doubles) until the hand is scored."""
    hand_no = controller.session.hand_no

    def settled():
        s = controller.session
        done = s.phase.value in ("hand_over", "game_over") and s.hand_no == hand_no and controller.idle
        return controller.request is not None or done

    while True:
        qtbot.waitUntil(settled, timeout=timeout)
        req = controller.request
        if req is None:
            return controller.session.results[-1]
        value = {"declare": declare, "double": "pass"}.get(req.action, req.options[0])
        assert controller.act(req.action, value)


def press_ok(dialog):
    """Click the dialog's OK button (whatever it says: Start, Play, …) the way the player does."""
    from PySide6.QtWidgets import QDialogButtonBox

    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()


def inline_runner(levels, seed):
    """Computer players for ``levels`` seats that answer at once, in the UI's thread, at random."""
    from botifarra_desktop.ui.play.bot_runner import InlineBotRunner

    return InlineBotRunner({s: RandomLegal(seed + s) for s in levels})


def open_main_window(qtbot, runner=inline_runner, size=(1280, 800), *, settings=None, language="en", dirs=None,
                     store=None, decks=None, exposed=True):
    """A main window closed with the test: computer players from ``runner``, ``settings`` (instant
    animations unless given), no files kept unless ``dirs`` (or ``store``) says where; shown at
    ``size`` and waited for (``exposed``), or only made when ``size`` is None.  Tests take it as the
    ``main_window`` fixture (tests/ui/conftest.py)."""
    from botifarra_desktop.storage import Settings
    from botifarra_desktop.ui.common.deck import find_decks
    from botifarra_desktop.ui.shell.main_window import MainWindow

    w = MainWindow(settings or Settings(animation_speed="instant"), store,
                   find_decks(None) if decks is None else decks, runner, language, dirs=dirs)
    qtbot.addWidget(w)
    if size is not None:
        w.resize(*size)
        w.show()
        if exposed:
            qtbot.waitExposed(w)
    return w
