"""Practising: the rules coach, scenarios, hand review, playing a deal again, undo.

Pure Python (no Qt): the UI in ``ui/practice/`` (``coach_dialog.py``, ``scenario_editor.py``,
``review_dialog.py``, ``menu.py``) only shows what this package
and the engine answer.
"""

from .coach import CardVerdict, Exercise, Lesson, all_right, check_answer, load_lessons
from .replay import deal_session, first_dealer_for, last_deal
from .review import DecisionPoint, ReviewedDecision, record_decisions, review, session_decisions
from .scenario import (
    SCENARIO_KIND,
    SCENARIO_VERSION,
    Scenario,
    dump_scenario,
    load_scenario,
    localized,
    parse_scenario,
    rotate_position,
    save_scenario,
    scenario_session,
    seat_to_move,
)
from .undo import can_undo, last_undoable, undo

__all__ = [
    "CardVerdict", "Exercise", "Lesson", "all_right", "check_answer", "load_lessons",
    "deal_session", "first_dealer_for", "last_deal",
    "DecisionPoint", "ReviewedDecision", "record_decisions", "review", "session_decisions",
    "SCENARIO_KIND", "SCENARIO_VERSION", "Scenario", "dump_scenario", "load_scenario", "localized",
    "parse_scenario", "rotate_position", "save_scenario", "scenario_session", "seat_to_move",
    "can_undo", "last_undoable", "undo",
]
