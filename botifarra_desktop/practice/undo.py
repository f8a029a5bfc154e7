"""Undo in an offline game: take back the human's last call or card and everything after it.

The session is rebuilt from its own record without those actions (``to_dict`` /
``from_dict`` replay the game), so nothing but the engine decides what the table
looks like afterwards.  Only actions of the hand in play can be taken back (a
finished hand can be, until the next one is dealt); the bots then answer again
from the same views, and as bots are deterministic given their seed and view
they play the same cards again unless the human changes theirs.
"""

from __future__ import annotations

from typing import Any, Optional

from ..engine import Deal, Declare, Double, Play
from ..session import TableSession

_HUMAN_ACTIONS = (Declare, Double, Play)


def last_undoable(session: TableSession, seat: int) -> Optional[int]:
    """Index in the game's actions of ``seat``'s last call or card in the current hand, if any."""
    if session.over:
        return None
    actions = session.actions
    for i in range(len(actions) - 1, -1, -1):
        a = actions[i]
        if isinstance(a, Deal):
            return None
        if isinstance(a, _HUMAN_ACTIONS) and a.seat == seat:
            return i
    return None


def can_undo(session: Optional[TableSession], seat: int) -> bool:
    return session is not None and last_undoable(session, seat) is not None


def undo(session: TableSession, seat: int) -> TableSession:
    """A new session without ``seat``'s last action of this hand and the actions after it.
    Raises ValueError when there is nothing to take back."""
    index = last_undoable(session, seat)
    if index is None:
        raise ValueError("there is nothing of yours to take back in this hand")
    data: dict[str, Any] = session.to_dict()
    data["game"] = dict(data["game"], actions=data["game"]["actions"][:index])
    return TableSession.from_dict(data)
