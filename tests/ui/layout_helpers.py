"""The table's layout checked as a player sees it: what overlaps what, what leaves the view,
and a driver that brings a table to each phase of a hand in each way to play.

Shared by the layout test and its DPR-2 child process (``layout_child.py``)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QWidget

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.ui.table.layout import seat_sides

WAYS = ("pairs", "individual", "three", "rector", "two_hand")
PHASES = ("declare", "double", "mid_trick", "trick_taken", "summary", "game_over")
SIZES = ((800, 600), (1024, 768), (1366, 705), (1920, 1080))
NAMES = ["Jo", "Dreta", "Company", "Esquerra"]

#: Panels that ask or tell something lie over the felt: they may cover the other players' cards,
#: plates, the trick and the won tricks, never your own cards, the info box or a button.
#: Widgets laid over the felt: they may cover other players' cards and plates, never your own cards,
#: a corner's widgets or each other (the banner is a passing message laid like a panel).
PANELS = ("request_panel", "summary", "game_over", "start_panel", "banner")


def _union(rects):
    out = QRectF()
    for r in rects:
        out = out.united(r)
    return out


def drawn(item) -> QRectF:
    """What an item draws on the table, in scene coordinates (a card without its highlight frame)."""
    return item.sceneTransform().mapRect(item.shape().boundingRect())


def table_items(view) -> list[tuple[str, QRectF, bool]]:
    """(name, rectangle in viewport pixels, is a panel) of everything visible on the table.

    Cards are taken by group (a seat's hand, its row of piles, its won tricks, the trick):
    cards of one group overlap by design, two groups never do."""
    scene = view.table

    def to_view(rect: QRectF) -> QRectF:
        return QRectF(view.mapFromScene(rect).boundingRect())

    out: list[tuple[str, QRectF, bool]] = []
    for seat in range(scene.players):
        groups = {
            f"hand {seat}": [i for i in scene.hands[seat] if i.isVisible()],
            f"won tricks {seat}": [i for i in scene.piles[seat] if i.isVisible()],
            f"plate {seat}": [scene.plates[seat]] if scene.plates[seat].isVisible() else [],
        }
        if seat < len(scene.stacks.piles):
            groups[f"piles {seat}"] = [i for pile in scene.stacks.piles[seat] for i in pile if i.isVisible()] + \
                [b for b in scene.stacks.badges[seat] if b.isVisible()]
        for name, items in groups.items():
            if items:
                out.append((name, to_view(_union(drawn(i) for i in items)), False))
    trick = [item for _, item in scene.trick if item.isVisible()]
    if trick:
        out.append(("trick", to_view(_union(drawn(i) for i in trick)), False))
    panels = {id(getattr(view, name, None)) for name in PANELS}
    known = {id(getattr(view, name, None)): name for name in PANELS + ("info", "banner")}
    for child in view.findChildren(QWidget):
        if child.parent() is not view or not child.isVisible() or child is view.viewport():
            continue
        name = known.get(id(child)) or child.objectName() or type(child).__name__
        text = getattr(child, "text", None)
        if callable(text) and isinstance(text(), str) and text() and type(child).__name__ == "QPushButton":
            name = f"button {text()!r}"
        out.append((name, QRectF(child.geometry()), id(child) in panels))
    return out


def layout_problems(view) -> list[str]:
    """Every pair of visible table items that overlap without being meant to, and every item
    that is not wholly inside the view."""
    items = table_items(view)
    area = QRectF(view.viewport().rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    found = [f"{name} {rect.getRect()} leaves the view {area.getRect()}" for name, rect, _ in items
             if not area.contains(rect)]
    for i, (a, ra, pa) in enumerate(items):
        for b, rb, pb in items[i + 1:]:
            if pa != pb:  # a panel over the felt: only your own cards must stay clear
                felt = b if pa else a
                if not (felt.startswith("hand 0") or felt.startswith("piles 0")) and " " in felt \
                        and felt.split()[0] in ("hand", "piles", "won", "plate", "trick"):
                    continue
            if ra.adjusted(1, 1, -1, -1).intersects(rb.adjusted(1, 1, -1, -1)):
                found.append(f"{a} {ra.getRect()} overlaps {b} {rb.getRect()}")
    return found


def doubling_runner(levels, seed):
    """Test bots that double whenever they may (the human is asked to answer a contro)."""
    from ui_helpers import RandomLegal

    from botifarra_desktop.ui.play.bot_runner import InlineBotRunner

    return InlineBotRunner({s: RandomLegal(seed + s, double_bias=1.0) for s in levels})


def table_window(qtbot, size=(1280, 800), runner=doubling_runner, language="en", dirs=None):
    """A main window in ``language`` shown at ``size`` whose computer players are ``runner``'s
    (no files kept, or kept in ``dirs``)."""
    from ui_helpers import open_main_window

    return open_main_window(qtbot, runner, size, language=language, dirs=dirs)


def resize_window(qtbot, window, size) -> None:
    """Resize ``window`` to ``size`` and let it lay itself out again."""
    size = tuple(size)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    QApplication.processEvents()  # the dock folds away below 1100 px: the table grows


def plates_on_view(table) -> dict[str, QRectF]:
    """Each visible nameplate's rectangle in the table view's pixels, by the side it sits on."""
    scene = table.table
    return {side: QRectF(table.mapFromScene(p.sceneBoundingRect()).boundingRect())
            for p, side in zip(scene.plates, scene.sides) if p.isVisible()}


def plates_covered(table, panel, way_name: str) -> list[str]:
    """The sides whose nameplates ``panel`` lies over; first checks that the panel is shown and
    every player's plate too (three in the three-player game, four otherwise)."""
    rect = QRectF(panel.geometry())
    plates = plates_on_view(table)
    assert panel.isVisible() and len(plates) == (3 if way_name == "three" else 4), (panel.isVisible(), len(plates))
    return [side for side, plate in plates.items() if rect.intersects(plate)]


def rules_for(way_name: str, phase: str) -> Rules:
    # the game ends after the first hand for its last breakdown and the game-over screen, after the second otherwise
    return Rules(way_name=way_name, target=None, hands=1 if phase in ("last_hand", "game_over") else 2)


def see_result(window) -> None:
    """The last hand's breakdown is up: its "See the result" button shows the game-over screen."""
    summary = window.table.summary
    assert summary.isVisible() and summary.leads_to_result and window.table.game_over.isHidden()
    summary.button.click()


def _reached(controller, phase: str) -> bool:
    req = controller.request
    view = controller.view()
    if phase in ("declare", "double"):
        return req is not None and req.action == phase
    if phase == "mid_trick":
        return req is not None and req.action == "play" and bool(view.trick) and view.trick_no >= 3
    if phase == "trick_taken":
        return req is not None and req.action == "play" and not view.trick and view.trick_no >= 3
    if phase == "summary":
        return view.phase == "hand_over" and controller.idle
    return view.phase == "game_over" and controller.idle


def bring_to(wait, window, way_name: str, phase: str, runner_factory, seeds=range(40), as_played=False) -> TableSession:
    """Start games of ``way_name`` until one reaches ``phase`` with the human at seat 0 (``wait`` is
    pytest-qt's ``waitUntil``).  The human declares a suit, passes on doubles, plays its first legal card.
    ``as_played``: the game goes on the table as the window plays one (with its players' record),
    else straight to the controller.  "last_hand": the game is over, its last hand's breakdown is up;
    "game_over": the player went on from there to the game-over screen."""
    from botifarra_desktop.ui.shell.main_window import game_meta

    c = window.controller
    for seed in seeds:
        rules = rules_for(way_name, phase)
        sides = seat_sides(rules.way.players)  # each seat takes the name of its place, as a new game does
        names = [NAMES[sides[s]] if s < len(sides) else "" for s in range(4)]
        session = TableSession(rules, seed, first_dealer=seed % rules.way.players, names=names)
        if as_played:
            window.play(session, game_meta(session, {0}, {s: "easy" for s in range(1, 4)}, "custom"))
        else:
            c.start(session, runner_factory(set(range(1, rules.way.players)), seed))
        while True:
            wait(lambda: c.request is not None or (c.idle and c.view().phase in ("hand_over", "game_over")))
            if _reached(c, phase):
                if phase == "game_over":
                    see_result(window)
                return session
            req = c.request
            if req is None:
                break  # the hand is over without reaching the phase: another deal
            if phase in ("declare", "double") and req.action == "play" and not as_played:
                break  # the cards are being played: this deal is past the phase, no need to play it out
            if req.action == "declare":
                value = next((o for o in req.options if o not in ("botifarra", "delegate")), req.options[0])
            elif req.action == "double":
                value = "pass"
            else:
                value = req.options[0]
            assert c.act(req.action, value)
    raise AssertionError(f"no deal of {way_name} reached {phase}")
