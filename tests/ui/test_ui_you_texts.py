"""Sentences about the player at this screen (seat 0) say "you": their name ("Me", "Jo") is a name on
the nameplates and the score columns, never the subject of a sentence ("Hand 1: Me made Oros").
The other players keep their names.  In every language the app speaks."""

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from botifarra_desktop.engine import events as ev
from botifarra_desktop.engine.events import HandResult
from botifarra_desktop.engine.ways import PAIRS, RECTOR, WAY_TABLE
from botifarra_desktop.ui.common.i18n import Translations
from botifarra_desktop.ui.common.texts import card_name
from botifarra_desktop.ui.shell.score_models import ScoreSheetModel
from botifarra_desktop.ui.table.access import texts as at
from botifarra_desktop.ui.table.panels import RequestPanel, SummaryPanel

NAMES = ["Me", "Right", "Partner", "Left"]


def result(declarer, score=(22, 0), claimed_by=None, sides=2):
    points = (58, 14) if score[0] else (14, 58)
    return HandResult(hand_no=1, dealer=declarer, declarer=declarer, delegated=False, trump="O", doubles=0,
                      calls=(), multiplier=1, card_points=(48, 12), tricks=(10, 2), points=points[:sides],
                      score=score[:sides], totals=score[:sides], claimed_by=claimed_by)


@pytest.fixture
def host(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    w.resize(1000, 700)
    yield w
    w.close()


@pytest.fixture
def catalan():
    tr = Translations()
    assert tr.install("ca")
    yield
    tr.install("en")


def test_the_end_of_hand_title_says_you_when_you_made_trump(host):
    panel = SummaryPanel(host)
    panel.show_result(result(declarer=0), NAMES, None, WAY_TABLE[PAIRS])
    assert panel.title.text() == "Hand 1: you made Oros"
    panel.show_result(result(declarer=1), NAMES, None, WAY_TABLE[PAIRS])
    assert panel.title.text() == "Hand 1: Right made Oros"


def test_the_end_of_hand_notes_say_we_and_you(host):
    panel = SummaryPanel(host)
    panel.show_result(result(declarer=1, score=(22, 0), claimed_by=0), NAMES, None, WAY_TABLE[PAIRS])
    note = panel.note.text()
    assert "You claimed an illegal card: the other side loses the hand." in note
    assert "We score (58 − 36) × 1 = 22." in note and "Me" not in note
    # the other side keeps its names
    panel.show_result(result(declarer=1, score=(0, 22), claimed_by=3), NAMES, None, WAY_TABLE[PAIRS])
    note = panel.note.text()
    assert "Left claimed an illegal card" in note and "Right / Left score (58 − 36) × 1 = 22." in note
    # two players: you on your own, the other player one person
    two = ["Me", "Anna"]
    panel.show_result(result(declarer=0, score=(22, 0)), two, None, WAY_TABLE[RECTOR])
    assert "You score (58 − 36) × 1 = 22." in panel.note.text()
    panel.show_result(result(declarer=1, score=(0, 22)), two, None, WAY_TABLE[RECTOR])
    assert "Anna scores (58 − 36) × 1 = 22." in panel.note.text()


def test_the_doubling_panel_says_you_made_trump(host):
    panel = RequestPanel(host)
    view = SimpleNamespace(trump="O", declarer=0, multiplier=2, delegated=False)
    panel.show_request("double", ["recontro", "pass"], NAMES, view)
    assert panel.title.text() == "You made Oros (×2)"
    view.declarer = 3
    panel.show_request("double", ["contro", "pass"], NAMES, view)
    assert panel.title.text() == "Left made Oros (×2)"


def test_the_screen_reader_says_you_for_your_own_deeds():
    assert at.event_line(ev.HandStarted(hand_no=2, dealer=0), NAMES, None) == "Hand 2. You deal."
    assert at.event_line(ev.HandStarted(hand_no=2, dealer=1), NAMES, None) == "Hand 2. Right deals."
    assert at.event_line(ev.Declared(seat=0, trump=None, delegated=False, multiplier=2), NAMES, None) == \
        "You made Botifarra (×2)"
    assert at.event_line(ev.TrickWon(trick_no=1, winner=0, cards=(), points=5), NAMES, None) == \
        "You win the trick (5 points)."
    assert at.event_line(ev.TrickWon(trick_no=1, winner=2, cards=(), points=5), NAMES, None) == \
        "Partner wins the trick (5 points)."
    assert at.event_line(ev.PileCardTurned(seat=0, pile=1, card="9O", left=2), NAMES, None) == \
        f"You turn up the {card_name('9O')}."
    trick = ev.TrickWon(trick_no=1, winner=0, cards=((1, "2O"), (2, "3O"), (3, "4O"), (0, "9O")), points=6)
    line = at.trick_line(trick, NAMES)
    assert f"You played the {card_name('9O')}" in line and line.endswith("You win the trick (6 points).")
    assert "Me " not in line and f"Right played the {card_name('2O')}" in line


def test_the_score_sheet_says_your_claim():
    sheet = ScoreSheetModel()
    sheet.reset([result(declarer=1, claimed_by=0), result(declarer=1, claimed_by=1)], NAMES)
    col = sheet.columns.index("declaration")
    tips = [sheet.data(sheet.index(row, col), Qt.ItemDataRole.ToolTipRole) for row in (0, 1)]
    assert tips[0].endswith("Decided by your claim") and "Me" not in tips[0]
    assert tips[1].endswith("Decided by a claim of Right")


def test_in_catalan_you_made_trump_in_the_second_person(host, catalan):
    panel = SummaryPanel(host)
    panel.show_result(result(declarer=0), ["Jo", "Dreta", "Company", "Esquerra"], None, WAY_TABLE[PAIRS])
    assert panel.title.text() == "Mà 1: has cantat Oros"
    assert "Ens apuntem (58 − 36) × 1 = 22." in panel.note.text()
    assert at.event_line(ev.HandStarted(hand_no=1, dealer=0), NAMES, None) == "Mà 1. Reparteixes tu."


def test_the_screen_reader_says_your_calls_as_sentences():
    assert at.event_line(ev.Delegated(seat=0, partner=2), NAMES, None) == "You delegate to your partner."
    assert at.event_line(ev.Delegated(seat=1, partner=3), NAMES, None) == "Right: Delegates"
    assert at.event_line(ev.DoubleCalled(seat=0, call="recontro", level=2, multiplier=4), NAMES, None) == \
        "You say Recontro!"
    assert at.event_line(ev.DoubleCalled(seat=3, call="contro", level=1, multiplier=2), NAMES, None) == \
        "Left: Contro!"
    assert at.event_line(ev.DoublePassed(seat=0), NAMES, None) == "You pass."
    assert at.event_line(ev.DoublePassed(seat=1), NAMES, None) == "Right: Pass"


@pytest.mark.parametrize("language, delegate, say, passed", [
    ("ca", "Delegues al company.", "Dius Contro!", "Passes."),
    ("es", "Delegas en tu compañero.", "¡Dices Contro!", "Pasas."),
    ("fr", "Vous laissez choisir votre partenaire.", "Vous dites Contro\u00a0!", "Vous passez."),
    ("it", "Lasci scegliere al compagno.", "Dici Contro!", "Passi."),
    ("pt", "Deixas o parceiro escolher.", "Dizes Contro!", "Passas."),
])
def test_your_calls_are_said_in_every_language(language, delegate, say, passed):
    tr = Translations()
    assert tr.install(language)
    try:
        assert at.event_line(ev.Delegated(seat=0, partner=2), NAMES, None) == delegate
        assert at.event_line(ev.DoubleCalled(seat=0, call="contro", level=1, multiplier=2), NAMES, None) == say
        assert at.event_line(ev.DoublePassed(seat=0), NAMES, None) == passed
    finally:
        tr.install("en")


# ------------------------------------------------------------ past hands

def _past_hands(tmp_path, seat_kinds=("human", "bot", "bot", "bot")):
    """The last hand of a short recorded game (seat 0 named "Jo", as a Catalan player's default name)."""
    import random
    from dataclasses import replace

    from botifarra_desktop.engine import Rules
    from botifarra_desktop.session import TableSession
    from botifarra_desktop.storage.history import HandHistory
    from botifarra_desktop.storage.meta import GameMeta
    from botifarra_desktop.storage.paths import AppDirs

    class Bot:
        def __init__(self, seed):
            self.rng = random.Random(seed)

        def decide(self, view):
            if view.phase == "double":
                return "pass"
            return self.rng.choice(view.legal if view.phase == "play" else view.options)

    history = HandHistory(AppDirs.under(tmp_path))
    s = TableSession(Rules(target=51), seed=6, names=["Jo", "Rosa", "Joan", "Montse"])
    levels = tuple(None if kind != "bot" else "medium" for kind in seat_kinds)
    meta = replace(GameMeta.for_session(s), seat_kinds=seat_kinds, ai_levels=levels)
    s.start()
    s.drive_bots({i: Bot(6 + i) for i in range(4)})
    history.record_hand(s, s.hand_no, meta)
    return history


class _OneHand:
    """A history holding one record, as the dialog lists it."""

    def __init__(self, record):
        from pathlib import Path

        from botifarra_desktop.storage.history import HandEntry
        self.entry = HandEntry("one", Path("one.json"), record)

    def list_hands(self):
        return [self.entry]


def _with_result(record, **fields):
    from dataclasses import replace
    return replace(record, result=replace(record.result, **fields))


def test_past_hands_say_you_for_the_player_at_this_screen(qtbot, tmp_path):
    from botifarra_desktop.ui.files.history_dialog import HandHistoryDialog

    record = _past_hands(tmp_path).list_hands()[0].record
    cases = [
        (dict(declarer=0, trump="O", delegated=False, calls=((1, "contro"), (0, "recontro"))),
         "You declared oros. Rosa: Contro. You said Recontro."),
        (dict(declarer=2, trump=None, delegated=True, calls=()), "Joan declared botifarra. (You delegated.)"),
        (dict(declarer=0, trump=None, delegated=True, calls=((3, "contro"),)),
         "You declared botifarra. (Joan delegated.) Montse: Contro."),
        (dict(declarer=1, trump="E", delegated=False, calls=((0, "contro"),)), "Rosa declared espases. You said Contro."),
    ]
    for fields, said in cases:
        dialog = HandHistoryDialog(_OneHand(_with_result(record, **fields)))
        qtbot.addWidget(dialog)
        assert said in dialog.bidding.text()
        assert "Jo " not in dialog.bidding.text() and "Jo:" not in dialog.bidding.text()


def test_past_hands_say_you_win_a_trick_and_you_claimed(qtbot, tmp_path):
    from dataclasses import replace

    from botifarra_desktop.ui.files.history_dialog import HandHistoryDialog

    dialog = HandHistoryDialog(_past_hands(tmp_path))
    qtbot.addWidget(dialog)
    titles = {}
    for i, step in enumerate(dialog.steps):
        if step.trick is not None:
            dialog.step_to(i)
            titles[step.trick.winner] = (step.trick_no, step.trick.points, dialog.title.text())
    assert 0 in titles and 2 in titles, "the hand has tricks won by you and by Joan"
    no, points, title = titles[0]
    assert title == f"Trick {no} of 12: you win it ({points} points)"
    no, points, title = titles[2]
    assert title == f"Trick {no} of 12: Joan wins it ({points} points)"
    # a claim: by you, and against you
    last = dialog.steps[-1]
    dialog.steps.append(replace(last, kind="claim", trick=None,
                                claim=ev.IllegalCardClaimed(claimer=0, offender=1, card="9O", trick_no=4)))
    dialog.step_to(len(dialog.steps) - 1)
    assert dialog.title.text() == f"You claimed an illegal card: the {card_name('9O')} played by Rosa in trick 4."
    dialog.steps[-1] = replace(dialog.steps[-1], claim=ev.IllegalCardClaimed(claimer=3, offender=0, card="1C",
                                                                              trick_no=2))
    dialog.step_to(len(dialog.steps) - 1)
    assert dialog.title.text() == f"Montse claimed an illegal card: the {card_name('1C')} you played in trick 2."


def test_past_hands_of_a_seat_0_played_by_a_computer_name_every_seat(qtbot, tmp_path):
    from botifarra_desktop.ui.files.history_dialog import HandHistoryDialog

    record = _past_hands(tmp_path, seat_kinds=("bot", "bot", "bot", "bot")).list_hands()[0].record
    dialog = HandHistoryDialog(_OneHand(_with_result(record, declarer=0, trump="O", delegated=False, calls=())))
    qtbot.addWidget(dialog)
    assert "Jo declared oros." in dialog.bidding.text()


@pytest.mark.parametrize("language, said, trick", [
    ("ca", "Has cantat oros. Has dit Contro.", "Basa {no} de 12: la guanyes tu ({points} punts)"),
    ("en", "You declared oros. You said Contro.", "Trick {no} of 12: you win it ({points} points)"),
    ("es", "Has cantado oros. Has dicho Contro.", "Baza {no} de 12: la ganas tú ({points} puntos)"),
    ("fr", "Vous avez annoncé deniers. Vous avez dit Contro.", "Pli {no} sur 12 : vous le remportez ({points} points)"),
    ("it", "Hai dichiarato denari. Hai detto Contro.", "Presa {no} di 12: la vinci tu ({points} punti)"),
    ("pt", "Escolheste ouros. Disseste Contro.", "Vaza {no} de 12: ganha-la tu ({points} pontos)"),
])
def test_past_hands_say_you_in_every_language(qtbot, tmp_path, language, said, trick):
    from botifarra_desktop.ui.files.history_dialog import HandHistoryDialog

    record = _past_hands(tmp_path).list_hands()[0].record
    tr = Translations()
    assert tr.install(language)
    try:
        dialog = HandHistoryDialog(_OneHand(_with_result(record, declarer=0, trump="O", delegated=False,
                                                         calls=((0, "contro"),))))
        qtbot.addWidget(dialog)
        assert said in dialog.bidding.text()
        step = next(i for i, s in enumerate(dialog.steps) if s.trick is not None and s.trick.winner == 0)
        dialog.step_to(step)
        won = dialog.steps[step]
        assert won.trick is not None and won.trick.points > 1
        assert dialog.title.text() == trick.format(no=won.trick_no, points=won.trick.points)
    finally:
        tr.install("en")
