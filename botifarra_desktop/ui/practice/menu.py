"""The Practice menu: rules coach, scenarios, hand review, playing a deal again, a duplicate match.

``Practice(ctx)`` (a :class:`~..context.FeatureContext`) adds the menu to the main window and, on the end-of-hand
panel, the buttons "Review this hand", "Play this deal again" and "…from the
other side".  Games it starts are ordinary offline games on the window's table
(seat 0 is the player): a deal played again is kept like any game; a scenario is
practice, so it is neither autosaved nor counted (the unfinished game on disk,
if any, stays as it was).  A duplicate match (``duplicate_run.py``) plays its boards the same way,
as practice.  At a scenario the bots read the cards already out of
play from the view (``SeatView.played_before``), so every level plays there.
"""

from __future__ import annotations

import random
from typing import Optional

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QPushButton

from ...engine import Rules
from ...engine.deals import format_deal
from ...practice import (
    Scenario,
    deal_session,
    last_deal,
    load_lessons,
    load_scenario,
    record_decisions,
    scenario_session,
    session_decisions,
)
from ...resources import resource
from ...session import DEFAULT_BOT_LEVEL
from ...storage import GameMeta
from ...storage.meta import preset_name
from ...storage.rating import RatingStore
from ...storage.settings import DEFAULT_SEAT_NAMES
from ..common.one_dialog import OneDialog
from ..common.seats import TABLE_SEATS
from ..common.texts import default_name_flags
from ..context import FeatureContext
from ..table.layout import seat_sides
from .coach_dialog import CoachDialog
from .deal_dialog import DealNumberDialog
from .duplicate_run import DUPLICATE_FILENAME, DuplicateRun
from .duplicate_setup import DuplicateSetupDialog
from .hint_undo import HintUndo
from .review_dialog import ReviewDialog
from .scenario_editor import ScenarioEditor
from .scenario_list import ask_scenario
from .scenario_panel import ScenarioPanel

translate = QCoreApplication.translate


class Practice(QObject):
    def __init__(self, ctx: FeatureContext) -> None:
        super().__init__(ctx.parent_widget)
        self.ctx = ctx
        self.dialogs = OneDialog()  # the dialog on screen: ``dialog``
        self.scenario: Optional[Scenario] = None  # the scenario on the table, if any
        # the duplicate match (Practice -> Duplicate match), made when first asked for
        self.duplicate: Optional[DuplicateRun] = None
        #: Replaced by tests: the file dialog of "Open scenario…".
        self.ask_open_path = self._ask_open_path
        self.panel = ScenarioPanel(ctx.parent_widget, ctx.docks, ctx.renderer)
        self.play_tools = HintUndo(ctx)
        self.panel.replay.connect(lambda: self.play_scenario(self.scenario) if self.scenario else None)
        ctx.controller.session_started.connect(self._session_started)
        ctx.controller.hand_scored.connect(lambda _r: self.update_actions())
        self._add_summary_buttons()

    # ------------------------------------------------------------ menu
    def add_menu(self, menu_bar) -> QMenu:
        menu = menu_bar.addMenu(translate("Practice", "&Practice"))
        w = self.ctx.parent_widget

        def action(text: str, slot, shortcut: str = "") -> QAction:
            a = QAction(text, w)
            if shortcut:
                a.setShortcut(shortcut)
            a.triggered.connect(slot)
            menu.addAction(a)
            return a

        self.coach_action = action(translate("Practice", "Rules &coach…"), self.coach)
        menu.addSeparator()
        self.open_action = action(translate("Practice", "&Open scenario…"), self.open_scenario)
        self.editor_action = action(translate("Practice", "Scenario &editor…"), self.editor)
        menu.addSeparator()
        self.review_action = action(translate("Practice", "&Review the last hand…"), self.review_last_hand)
        self.again_action = action(translate("Practice", "Play this deal &again"), lambda: self.same_deal(False))
        self.other_side_action = action(translate("Practice", "Play this deal from the &other side"),
                                        lambda: self.same_deal(True))
        self.number_action = action(translate("Practice", "Play a deal by &number…"), self.deal_by_number)
        menu.addSeparator()
        self.duplicate_action = action(translate("Practice", "&Duplicate match…"), self.duplicate_match)
        menu.addSeparator()
        self.play_tools.add_actions(menu)
        self.menu = menu
        self.update_actions()
        return menu

    def update_actions(self) -> None:
        if not hasattr(self, "menu"):
            return
        session = self.ctx.controller.session
        deal = last_deal(session) if session is not None else None
        history = self._newest_record() is not None
        # "the other side" is the other pair's cards: the pairs game only
        pairs = session is None or session.rules.way.partners
        self.review_action.setEnabled(bool(session is not None and session.results) or history)
        self.again_action.setEnabled(deal is not None or history)
        self.other_side_action.setEnabled(pairs and (deal is not None or history))
        if self.summary_buttons:
            self.summary_buttons[0].setVisible(session is not None and bool(session.results))
            self.summary_buttons[1].setVisible(deal is not None)
            self.summary_buttons[2].setVisible(deal is not None and pairs)
            self.ctx.table.summary_changed()  # the panel on screen was sized before they came or went

    def _session_started(self) -> None:
        session = self.ctx.controller.session
        if session is None or session.start_position is None:
            self.scenario = None
            self.panel.hide_panel()
        self.update_actions()

    def _add_summary_buttons(self) -> None:
        """Before "Next hand" on the end-of-hand panel (its rows wrap where the panel is too narrow)."""
        self.summary_buttons: list[QPushButton] = []
        for i, (text, slot) in enumerate((
                (translate("Practice", "Review"), self.review_last_hand),
                (translate("Practice", "Same deal again"), lambda: self.same_deal(False)),
                (translate("Practice", "From the other side"), lambda: self.same_deal(True)))):
            b = QPushButton(text)
            b.setObjectName("minor")
            b.clicked.connect(slot)
            self.ctx.table.add_summary_button(i, b)
            self.summary_buttons.append(b)

    # ------------------------------------------------------------ dialogs
    @property
    def dialog(self) -> Optional[QDialog]:
        """The dialog this menu has on screen, if any."""
        return self.dialogs.current

    def _deck(self) -> str:
        return self.ctx.table.deck_id

    def coach(self) -> None:
        lessons, problems = load_lessons(resource("coach"))
        if problems:
            self.ctx.show_problems(translate("Practice", "Some coach lessons could not be read."), problems)
        self.dialogs.show(CoachDialog(lessons, self.ctx.renderer, self._deck(), self.ctx.language, self.ctx.parent_widget))

    def editor(self) -> None:
        dlg = ScenarioEditor(self.ctx.renderer, self._deck(), self.ctx.language, self.ctx.parent_widget,
                             start_dir=str(resource("scenarios")))
        if self.scenario is not None:
            dlg.load(self.scenario)
        dlg.play_requested.connect(self._play_from_editor)
        self.dialogs.show(dlg)

    def _play_from_editor(self, scenario: Scenario) -> None:
        self.dialogs.close()
        self.play_scenario(scenario)

    def _ask_open_path(self) -> str:
        """The scenarios by their titles, or a player's own file (:mod:`.scenario_list`)."""
        return ask_scenario(resource("scenarios"), self.ctx.language, self.ctx.parent_widget)

    def open_scenario(self) -> None:
        path = self.ask_open_path()
        if not path:
            return
        scenario, message = load_scenario(path)
        if scenario is None:
            self.ctx.show_problems(translate("Practice", "This scenario cannot be opened."), [message])
            return
        self.play_scenario(scenario)

    # ------------------------------------------------------------ games
    def _may_leave(self) -> bool:
        return self.ctx.may_leave()

    def _places(self) -> tuple[list[str], list[str]]:
        """The players' names and the computer players' levels by place at the table (you, right, in
        front, left; levels from the right): the game on the table's where it has a player there, the
        settings' elsewhere.  A game of another way to play seats its players differently (with three,
        seat 2 sits on the left), so a practice game takes each player from their place, not their seat."""
        settings = self.ctx.settings()
        names, levels = list(settings.seat_names), [""] + list(settings.ai_levels)
        keeper, session = self.ctx.keeper, self.ctx.controller.session
        if keeper is not None and keeper.meta is not None and session is not None:
            meta = keeper.meta
            for seat, side in enumerate(seat_sides(session.rules.way.players)):
                names[side] = meta.names[seat]
                level = meta.ai_levels[seat]
                if side and meta.seat_kinds[0] == "human" and level:
                    levels[side] = level
        return names, levels

    def _names(self, rules: Rules) -> list[str]:
        """By seat, for a game of ``rules``: each seat takes the name of its place (see :meth:`_places`)."""
        names = self._places()[0]
        sides = seat_sides(rules.way.players)
        return [names[sides[s]] if s < len(sides) else "" for s in TABLE_SEATS]

    def _levels(self, rules: Rules) -> dict[int, str]:
        """Seats 1-3, for a game of ``rules``: the level of each seat's place (a seat the way to play
        leaves empty keeps the level of the place its number has in the pairs game)."""
        levels = self._places()[1]
        sides = seat_sides(rules.way.players)
        return {s: levels[sides[s] if s < len(sides) else s] or DEFAULT_BOT_LEVEL for s in (1, 2, 3)}

    def play_scenario(self, scenario: Optional[Scenario]) -> None:
        """The scenario's position on the table, the player at its seat to move, bots in the others."""
        if scenario is None or not self._may_leave():
            return
        seed = random.randrange(2**31)
        session = scenario_session(scenario, seed, names=self._names(scenario.position.rules))
        self.ctx.play(session, self._meta(session.rules), keep=False)  # practice is not kept: the game on disk stays
        self.scenario = scenario
        self.panel.show_scenario(scenario, self.ctx.language, self._deck())
        self.update_actions()

    def _meta(self, rules: Rules) -> GameMeta:
        levels = self._levels(rules)
        names = self._names(rules)
        return GameMeta(names=tuple(n[:32] for n in names), seat_kinds=("human", "bot", "bot", "bot"),
                        default_names=default_name_flags(names, seat_sides(rules.way.players), DEFAULT_SEAT_NAMES),
                        ai_levels=(None, levels[1], levels[2], levels[3]), preset=preset_name(rules))

    def start_deal(self, rules: Rules, number: int, deal_seat: int, other_side: bool, first_hand: bool = True) -> None:
        if not self._may_leave():
            return
        session = deal_session(rules, number, deal_seat, other_side, first_hand, names=self._names(rules))
        self.ctx.play(session, self._meta(session.rules))
        side = translate("Practice", "from the other side") if other_side else translate("Practice", "from your side")
        self.ctx.status_bar.showMessage(translate("Practice", "Deal number %1, %2.").replace("%1", format_deal(number))
                                            .replace("%2", side), 10000)

    def same_deal(self, other_side: bool) -> None:
        session = self.ctx.controller.session
        if other_side and session is not None and not session.rules.way.partners:
            return  # no other pair to take the cards of
        deal = last_deal(session) if session is not None else None
        if deal is not None and session is not None:
            number, seat, first = deal
            self.start_deal(session.rules, number, seat, other_side, first)
            return
        record = self._newest_record()
        if record is not None:
            self.start_deal(record.rules, record.deal_number, record.deal_seat, other_side, record.hand_no == 1)

    def deal_by_number(self) -> None:
        session = self.ctx.controller.session
        deal = last_deal(session) if session is not None else None
        dlg = DealNumberDialog(deal[0] if deal else 0, self.ctx.parent_widget)
        rules = session.rules if session is not None else self.ctx.default_setup().rules
        dlg.chosen.connect(lambda n, dealer, other: self.start_deal(rules, n, dealer, other))
        self.dialogs.show(dlg)

    # ------------------------------------------------------------ duplicate
    def duplicate_run(self) -> DuplicateRun:
        if self.duplicate is None:
            keeper = self.ctx.keeper
            history = keeper.statistics.path.parent if keeper is not None else None  # <data>/history
            rating = RatingStore.in_folder(history) if history is not None else None
            path = history.parent / DUPLICATE_FILENAME if history is not None else None
            self.duplicate = DuplicateRun(self.ctx, self._names, rating, review=self.review_last_hand, path=path)
        return self.duplicate

    def duplicate_match(self) -> None:
        """Practice -> Duplicate match: choose the boards and the other table (or go on with a paused match)."""
        run = self.duplicate_run()
        run.load()  # a match a previous run left mid-way
        paused = None
        if run.paused and run.match is not None:
            board = run.match.next_board
            paused = translate("Practice", "See the match's total") if board is None else translate(
                "Practice", "Go on with board %1 of %2").replace("%1", str(board.number)).replace(
                "%2", str(len(run.match.boards)))
        session = self.ctx.controller.session
        rules = session.rules if session is not None else self.ctx.default_setup().rules
        dlg = DuplicateSetupDialog(rules, self._levels(rules)[1], paused, self.ctx.parent_widget)
        dlg.chosen.connect(run.start)
        dlg.go_on.connect(run.play_next)
        self.dialogs.show(dlg)

    # ------------------------------------------------------------ review
    def _newest_record(self):
        keeper = self.ctx.keeper
        if keeper is None:
            return None
        for entry in reversed(keeper.history.list_hands()):
            if entry.record is not None and entry.record.meta.seat_kinds[0] == "human":
                return entry.record
        return None

    def review_last_hand(self) -> None:
        """The player's cards of the last hand, and of the game's other hands to choose from: offline
        replayed from the session; at a LAN table as the seat saw them (``TableSource.seen_decisions``)."""
        w = self.ctx.parent_widget
        controller = self.ctx.controller
        session = controller.session
        seen = controller.source.seen_decisions() if controller.source is not None and session is None else {}
        hands: dict[int, list] = {}
        if session is not None and session.results:
            hands = {h: session_decisions(session, 0, h) for h in range(1, len(session.results) + 1)}
        elif seen:
            hands = seen
        if hands:
            last = max(hands)
            points = hands[last]
            title = translate("Practice", "Hand %1").replace("%1", str(last))
        else:
            record = self._newest_record()
            if record is None:
                QMessageBox.information(w, translate("Practice", "Review"),
                                        translate("Practice", "There is no finished hand to review yet."))
                return
            points = record_decisions(record, 0)
            title = translate("Practice", "Hand %1 of a past game").replace("%1", str(record.hand_no))
        self.dialogs.show(ReviewDialog(points, self.ctx.renderer, self._deck(), title, w, hands=hands))
