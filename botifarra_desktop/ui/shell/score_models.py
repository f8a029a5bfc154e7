"""Model/View: the score sheet and the trick history, fed by the controller's signals."""

from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ...engine import events as ev
from ...engine.events import HandResult, TrickWon
from ...engine.rules import Rules
from ...engine.view import looked_back_tricks
from ..common.texts import call_name, card_name, suit_name

translate = QCoreApplication.translate

_Index = QModelIndex | QPersistentModelIndex

# Characters of a declarer's name in the score sheet's "Called" cell (longer ones end in "…").
NAME_CELL = 12


def _seat_name(names: Sequence[str], seat: Optional[int]) -> str:
    if seat is None:
        return ""
    return names[seat] if seat < len(names) and names[seat] else str(seat + 1)


class ScoreSheetModel(QAbstractTableModel):
    """One row per scored hand, narrow enough for the side dock: hand, what was called (the trump
    above who made it, a long name cut with "…"; the whole of it, with a delegation, the calls and a
    claim, in the cell's tooltip and accessible text: the multiplier column shows what the calls
    made of the stakes), multiplier, points of each side, and each side's running total under what
    it scored in that hand (two lines by design, as on a paper score sheet).

    Team 0 (seats 0 and 2) is "us" for the human at seat 0.  In the other ways to play every
    player has a column of their own (their name as its header; scores may be negative) and each
    one's points are in that column's tooltip.
    """

    # The pairs game's columns (``columns`` has those of the game on the sheet).
    COLUMNS = ("hand", "declaration", "multiplier", "points", "total_us", "total_them")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[HandResult] = []
        self.names: list[str] = ["", "", "", ""]
        self.columns: tuple[str, ...] = self.COLUMNS

    # -------------------------------------------------------------- feeding
    def reset(self, results: Sequence[HandResult], names: Sequence[str], sides: int = 2, pairs: bool = True) -> None:
        """The game's hands so far; ``sides`` scores per hand (pairs: us and them; else one per player)."""
        self.beginResetModel()
        self._rows = list(results)
        self.names = list(names)
        self.columns = self.COLUMNS if pairs else \
            ("hand", "declaration", "multiplier") + tuple(f"total_{s}" for s in range(sides))
        self.endResetModel()

    @staticmethod
    def _side(col: str) -> int:
        """The score a total column shows: 0/1 for us/them, else the player's seat."""
        return {"total_us": 0, "total_them": 1}[col] if col in ("total_us", "total_them") else int(col[6:])

    def add_result(self, result: HandResult) -> None:
        # A claim after scoring replaces the hand's result (same hand number).
        if self._rows and self._rows[-1].hand_no == result.hand_no:
            self._rows[-1] = result
            row = len(self._rows) - 1
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.columns) - 1))
            return
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(result)
        self.endInsertRows()

    def on_event(self, event: ev.Event) -> None:
        if isinstance(event, ev.HandScored):
            self.add_result(event.result)

    def result(self, row: int) -> HandResult:
        return self._rows[row]

    # -------------------------------------------------------------- the model
    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            ok = role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self._rows)
            return str(section + 1) if ok else None
        if not 0 <= section < len(self.columns):
            return None
        col = self.columns[section]
        if col.startswith("total_") and col not in ("total_us", "total_them"):
            name = _seat_name(self.names, self._side(col))
            if role == Qt.ItemDataRole.DisplayRole:  # the dock is narrow: a long name is cut, whole in the tooltip
                return name if len(name) <= 9 else name[:8] + "…"
            return name if role == Qt.ItemDataRole.ToolTipRole else None
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                "hand": translate("ScoreSheet", "Hand"),
                "declaration": translate("ScoreSheet", "Called"),
                "multiplier": translate("ScoreSheet", "×"),
                "points": translate("ScoreSheet", "Points"),
                "total_us": translate("ScoreSheet", "Us"),
                "total_them": translate("ScoreSheet", "Them"),
            }[col]
        if role == Qt.ItemDataRole.ToolTipRole:
            return {
                "declaration": translate("ScoreSheet", "Trump, who made it, and the calls"),
                "multiplier": translate("ScoreSheet", "Multiplier"),
                "points": translate("ScoreSheet", "Points (cards + tricks): us – them"),
                "total_us": translate("ScoreSheet", "Our score this hand and our total"),
                "total_them": translate("ScoreSheet", "Their score this hand and their total"),
            }.get(col)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or not 0 <= index.column() < len(self.columns):
            return None
        r = self._rows[index.row()]
        col = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(r, col)
        if col == "declaration" and role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            text = self.called_in_full(r)
            if role == Qt.ItemDataRole.ToolTipRole and r.claimed_by == 0:  # you: seat 0
                text += "\n" + translate("ScoreSheet", "Decided by your claim")
            elif role == Qt.ItemDataRole.ToolTipRole and r.claimed_by is not None:
                text += "\n" + translate("ScoreSheet", "Decided by a claim of %1").replace(
                    "%1", _seat_name(self.names, r.claimed_by))
            return text
        if role == Qt.ItemDataRole.UserRole:
            return self._raw(r, col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col == "declaration":
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        total = col.startswith("total_")
        if role == Qt.ItemDataRole.FontRole and total:
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.ForegroundRole and total:
            score = r.score[self._side(col)]
            return QBrush(QColor("#1b7f1b")) if score > 0 else QBrush(QColor("#b01010")) if score < 0 else None
        if role == Qt.ItemDataRole.ToolTipRole and total and col not in ("total_us", "total_them"):
            side = self._side(col)
            return translate("ScoreSheet", "Points (cards + tricks): %1").replace("%1", str(r.points[side]))
        return None

    def _raw(self, r: HandResult, col: str) -> Any:
        if col.startswith("total_") and col not in ("total_us", "total_them"):
            side = self._side(col)
            return (r.score[side], r.totals[side])
        return {
            "hand": r.hand_no,
            "declaration": (r.trump, r.declarer, tuple(c for _, c in r.calls)),
            "multiplier": r.multiplier,
            "points": r.points,
            "total_us": (r.score[0], r.totals[0]),
            "total_them": (r.score[1], r.totals[1]),
        }[col]

    def called_in_full(self, r: HandResult) -> str:
        """What was called in hand ``r``, in full: trump, who made it (delegated or not), the calls."""
        name = _seat_name(self.names, r.declarer)
        lines = [suit_name(r.trump).capitalize(),
                 name + (translate("ScoreSheet", " (delegated)") if r.delegated else "")]
        calls = ", ".join(call_name(c) for _, c in r.calls)
        if r.claimed_by is not None:
            calls = (calls + "; " if calls else "") + translate("ScoreSheet", "claim")
        return "\n".join(lines + ([calls] if calls else []))

    def _display(self, r: HandResult, col: str) -> str:
        if col == "hand":
            return str(r.hand_no)
        if col == "declaration":  # the dock is narrow: two short lines, the whole in the tooltip
            name = _seat_name(self.names, r.declarer)
            if len(name) > NAME_CELL:
                name = name[:NAME_CELL - 1].rstrip() + "…"
            trump = suit_name(r.trump).capitalize()
            if r.claimed_by is not None:
                trump += " · " + translate("ScoreSheet", "claim")
            return f"{trump}\n{name}"
        if col == "multiplier":
            return f"×{r.multiplier}"
        if col == "points":
            return f"{r.points[0]}–{r.points[1]}"
        side = self._side(col)
        # what the side scored in this hand above its running total, as on a paper score sheet
        return (f"{r.score[side]:+d}" if r.score[side] else "") + f"\n{r.totals[side]}"


class TrickHistoryModel(QAbstractTableModel):
    """The tricks of the current hand that may be looked at: one row per trick, the card each seat
    played, winner, points.  Which tricks is the engine's rule (``view.looked_back_tricks``):
    during the hand the last trick of each pile, all of them once the hand is over or with the
    memory aid.

    Columns are seats seen from the human: me, right, partner, left.
    """

    COLUMNS = ("trick", "seat0", "seat1", "seat2", "seat3", "winner", "points")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[TrickWon] = []
        self._played: list[TrickWon] = []  # every trick of the hand shown so far
        self._over = False
        self.rules = Rules()
        self.names: list[str] = ["", "", "", ""]
        self.columns: tuple[str, ...] = self.COLUMNS

    def reset(self, history: Sequence[TrickWon], names: Sequence[str], players: Optional[int] = None,
              rules: Optional[Rules] = None, hand_over: bool = False) -> None:
        """The hand's tricks so far (the ones the ``rules`` let be looked at); ``players`` seats have
        a column (unchanged when ``None``)."""
        self.beginResetModel()
        self._played = list(history)
        self._over = hand_over
        if rules is not None:
            self.rules = rules
        self._rows = list(looked_back_tricks(self.rules, self._played, self._over))
        self.names = list(names)
        if players is not None:
            self.columns = ("trick",) + tuple(f"seat{s}" for s in range(players)) + ("winner", "points")
        self.endResetModel()

    def on_event(self, event: ev.Event) -> None:
        if isinstance(event, ev.HandStarted):
            self.reset([], self.names)
        elif isinstance(event, ev.TrickWon):
            self.reset(self._played + [event], self.names, hand_over=self._over)
        elif isinstance(event, ev.HandScored):
            self.reset(self._played, self.names, hand_over=True)

    def trick(self, row: int) -> TrickWon:
        return self._rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if 0 <= section < len(self._rows) else None
        if not 0 <= section < len(self.columns):
            return None
        col = self.columns[section]
        if col.startswith("seat"):
            return _seat_name(self.names, int(col[4:]))
        return {"trick": translate("TrickHistory", "Trick"), "winner": translate("TrickHistory", "Winner"),
                "points": translate("TrickHistory", "Points")}[col]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or not 0 <= index.column() < len(self.columns):
            return None
        t = self._rows[index.row()]
        col = self.columns[index.column()]
        if col.startswith("seat"):
            seat = int(col[4:])
            card = next((c for s, c in t.cards if s == seat), "")
            if role == Qt.ItemDataRole.DisplayRole:
                return card
            if role == Qt.ItemDataRole.UserRole:
                return card
            if role == Qt.ItemDataRole.ToolTipRole:
                return card_name(card)
            if role == Qt.ItemDataRole.FontRole and seat == t.winner:
                f = QFont()
                f.setBold(True)
                return f
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole):
            if col == "trick":
                return t.trick_no
            if col == "winner":
                return _seat_name(self.names, t.winner) if role == Qt.ItemDataRole.DisplayRole else t.winner
            return t.points
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
