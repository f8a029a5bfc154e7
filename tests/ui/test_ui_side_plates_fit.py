"""The other players' nameplates (on your left, on your right, in front) show their whole status
line and name -- every call and status a plate can show ("thinking…", "Contro!", "Pass", a trump
declared, "Carrego", "Claims!"), with and without the dealer mark, in a hand a long name too -- in
every language, in the pairs, three-player and individual games, at 800x600, 1366x705 and
1920x1050, in a hand and at its end (your partner's plate stood aside to the top): a plate widens
inwards for its words (the side plates by the table's edges), covering no other plate, card, the
info box or a button."""

import pytest
from layout_helpers import bring_to, doubling_runner, layout_problems
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from botifarra_desktop.storage import AppDirs, Settings
from botifarra_desktop.ui.common.deck import find_decks
from botifarra_desktop.ui.common.texts import call_name, declaration_name
from botifarra_desktop.ui.shell.first_start import LANGUAGE_NAMES
from botifarra_desktop.ui.shell.main_window import MainWindow

LANGUAGES = [key for key, _ in LANGUAGE_NAMES]
SIZES = ((800, 600), (1366, 705), (1920, 1050))
WAYS = ("pairs", "three", "individual")
#: in a hand, and at its end: there your partner's plate may stand aside to the top for the breakdown
PHASES = ("mid_trick", "summary")
#: a long name, as a friend at a LAN table may choose (each side plate shows it in its turn)
LONG_NAME = "Montserrat Puig"


def statuses() -> list[str]:
    """Every status line the table writes on another player's plate (see ``TableScene``)."""
    def t(text: str) -> str:
        return QCoreApplication.translate("Table", text)

    return [t("thinking…"), t("Delegates"), t("Pass"), t("Carrego"), t("Claims!")] + \
        [declaration_name(choice) + "!" for choice in ("botifarra", "O", "C", "E", "B")] + \
        [call_name(call) + "!" for call in ("contro", "recontro", "sant_vicenc", "barraca", "pass")]


def cut_words(plate) -> list[str]:
    """The plate's name or status line wider than the room the plate writes them in."""
    room = plate.text_rect().width()
    found = []
    for font, text in ((plate.name_font(), plate.name), (plate.status_font(), plate.status)):
        need = QFontMetricsF(font).horizontalAdvance(text)
        if need > room:
            found.append(f"{text!r} needs {need:.1f} px, has {room:.1f}")
    return found


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_other_players_plates_show_their_whole_status_and_cover_nothing(qtbot, tmp_path, language):
    w = MainWindow(Settings(animation_speed="instant"), None, find_decks(None), doubling_runner, language,
                   dirs=AppDirs.under(tmp_path))
    qtbot.addWidget(w)
    w.resize(*SIZES[0])
    w.show()
    qtbot.waitExposed(w)
    texts = statuses()
    assert all(texts)
    for way_name, phase in ((way_name, phase) for way_name in WAYS for phase in PHASES):
        bring_to(qtbot.waitUntil, w, way_name, phase, doubling_runner)
        scene = w.table.table
        for size in SIZES:
            w.resize(*size)
            qtbot.waitUntil(lambda s=size: (w.width(), w.height()) == s)
            QApplication.processEvents()
            w.table.place_overlays()
            for seat in range(1, scene.players):
                plate = scene.plates[seat]
                own_name = plate.name
                # stood aside at the hand's end, your partner's plate has less room (the tricks the player on your left won)
                for name in (own_name, LONG_NAME) if phase == "mid_trick" else (own_name,):
                    for dealer in (False, True):  # the dealer mark takes room from the words
                        for status in texts:
                            plate.set(name=name, status=status, dealer=dealer)
                            problems = cut_words(plate) + [p for p in layout_problems(w.table) if f"plate {seat}" in p]
                            assert problems == [], (language, way_name, phase, size, seat, name, dealer, status)
                plate.set(name=own_name, status="", dealer=False)
