"""The new-game dialog: a preset, every rule option, the bots' levels and the players' names."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine import Rules
from ...engine.ways import PAIRS, WAY_TABLE
from ...session import BOT_LEVELS, DEFAULT_BOT_LEVEL
from ...storage.settings import DEFAULT_SEAT_NAMES, MAX_NAME_LENGTH
from ..common.screen_fit import dialog_room, fit_dialog
from ..common.scrolling import column_scroll
from ..common.seats import TABLE_SEATS
from ..common.texts import default_seat_name
from ..common.typography import TextSize, font_size
from ..table.layout import seat_sides
from .rules_form import RulesForm

translate = QCoreApplication.translate

#: The room between the form's fields and the scroll bar beside them.
SCROLL_GAP = 12


def level_names() -> dict[str, str]:
    return {"easy": translate("NewGame", "Easy"), "medium": translate("NewGame", "Medium"),
            "hard": translate("NewGame", "Hard")}


@dataclass(frozen=True)
class GameSetup:
    rules: Rules
    preset: str  # a PRESETS key, or "custom"
    names: tuple[str, str, str, str]  # by seat ("" for a seat the way to play does not use)
    levels: tuple[str, str, str]  # seats 1, 2, 3
    # the names and levels by place at the table (you, right, in front, left), as the settings keep them
    place_names: tuple[str, ...] = ()
    place_levels: tuple[str, ...] = ()
    # the seat that deals first when the rotation of the last game goes on (None: by the rules)
    first_dealer: Optional[int] = None


def setup_for(rules: Rules, preset: str, place_names: Sequence[str], place_levels: Sequence[str]) -> GameSetup:
    """A game's setup from names and levels kept by place: each seat takes those of its place
    (with three players seat 2 sits on the left; with two, seat 1 in front)."""
    sides = seat_sides(rules.way.players)
    names = tuple(place_names[sides[s]] if s < len(sides) else "" for s in TABLE_SEATS)
    levels = tuple(place_levels[sides[s] - 1] if s < len(sides) else DEFAULT_BOT_LEVEL for s in (1, 2, 3))
    return GameSetup(rules, preset, names, levels, tuple(place_names), tuple(place_levels))  # type: ignore[arg-type]


def seat_labels(way_name: str) -> tuple[str, str, str, str]:
    """The rows of the players' box, by place: you, right, in front, left."""
    if way_name == PAIRS:
        return (translate("NewGame", "You:"), translate("NewGame", "Right (rival):"),
                translate("NewGame", "Partner (in front):"), translate("NewGame", "Left (rival):"))
    return (translate("NewGame", "You:"), translate("NewGame", "Right:"), translate("NewGame", "In front:"),
            translate("NewGame", "Left:"))


class NewGameDialog(QDialog):
    def __init__(self, names: Sequence[str], levels: Sequence[str], preset: str = "lliure",
                 parent: Optional[QWidget] = None, way_name: str = PAIRS,
                 next_dealer: Optional[tuple[int, int]] = None, rules: Optional[Rules] = None) -> None:
        """``next_dealer``: after a finished game, (players, seat on the right of its last dealer):
        the dialog then offers to go on with that rotation (the default) or to draw the dealer.
        ``rules``: the last game's, shown to start from (its preset named, or Custom), in place of
        ``preset``'s."""
        super().__init__(parent)
        self.setWindowTitle(translate("NewGame", "New game"))
        self.setStyleSheet(f"QWidget {{ {font_size(TextSize.BODY)} }}")
        outer = QVBoxLayout(self)
        # the rules, players and dealer scroll on a small screen (800x600); the buttons stay in sight
        self.form_scroll = scroll = column_scroll()  # no focus: Down must not scroll the focused field away
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, SCROLL_GAP, 0)  # the fields keep clear of the scroll bar
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)

        self.rules_form = RulesForm(preset, self, ways=True, way_name=way_name)
        if rules is not None:
            self.rules_form.show_rules(rules)
        lay.addWidget(self.rules_form)
        for name in ("preset", "variant", "announce_carrego", "strict", "second_free", "ranking", "barraca", "sant_vicenc_bot",
                     "to_target", "target", "to_hands", "hands", "first_dealer", "table_rules", "way_box",
                     "rector_last_pile"):
            setattr(self, name, getattr(self.rules_form, name))  # the widgets, for tests and callers

        players = QGroupBox(translate("NewGame", "Players"))
        self.players_form = pform = QFormLayout(players)
        # one row per place at the table; the way to play decides which places are used
        self.name_edits = []
        self.level_boxes = []
        self.seat_rows: list[QLabel] = []
        for place in TABLE_SEATS:  # the places at the table: you, right, in front, left
            row = QHBoxLayout()
            stored = names[place] if place < len(names) else ""
            edit = QLineEdit(stored)
            edit.setMaxLength(MAX_NAME_LENGTH)
            row.addWidget(edit, 2)
            self.name_edits.append(edit)
            if place:
                box = QComboBox()
                for key, text in level_names().items():
                    box.addItem(text, key)
                lvl = levels[place - 1] if place - 1 < len(levels) else DEFAULT_BOT_LEVEL
                box.setCurrentIndex(BOT_LEVELS.index(lvl if lvl in BOT_LEVELS else DEFAULT_BOT_LEVEL))
                row.addWidget(box, 1)
                self.level_boxes.append(box)
            label = QLabel()
            self.seat_rows.append(label)
            pform.addRow(label, row)
        self._partner = None  # the way the default names were last shown for
        lay.addWidget(players)

        # seed 000: a new game with the same players goes on with the rotation
        self.next_dealer = next_dealer
        self.rotation = QComboBox()
        self.rotation.addItem(translate("NewGame", "Go on: the player on the right of the last dealer"), "continue")
        self.rotation.addItem(translate("NewGame", "Chosen as the rules say (at random or the 5 of espases)"), "rules")
        self.rotation_row = QWidget()
        rrow = QFormLayout(self.rotation_row)
        rrow.setContentsMargins(0, 0, 0, 0)
        rrow.addRow(translate("NewGame", "Who deals first:"), self.rotation)
        lay.addWidget(self.rotation_row)
        lay.addStretch(1)  # fewer players: the room left goes below the boxes, never inside one
        self._way_changed()
        self.rules_form.way_box.currentIndexChanged.connect(self._way_changed)
        self._way_changed()

        self.error = QLabel()
        self.error.setStyleSheet("color: #b01010; font-weight: bold;")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("NewGame", "Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        # as large as the whole form, or as the screen's free area allows (the long options wrap)
        bar = scroll.verticalScrollBar().sizeHint().width()
        scroll.setMinimumWidth(body.minimumSizeHint().width() + bar)
        # what the dialog adds round the form: its margins, the error line and the buttons
        margins = outer.contentsMargins()
        around = QSize(margins.left() + margins.right(), outer.sizeHint().height() - scroll.sizeHint().height())
        room = dialog_room(self)
        if room is not None and body.sizeHint().height() + around.height() > room.height():
            around += QSize(bar, 0)  # the form will scroll: room for the scroll bar beside it
        fit_dialog(self, body.sizeHint() + around, room)

        self.result_setup: Optional[GameSetup] = None
        # the keyboard starts on the first choice; a field that gets the focus is scrolled into view
        self.rules_form.way_box.setFocus(Qt.FocusReason.OtherFocusReason)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def _focus_moved(self, _old: Optional[QWidget], new: Optional[QWidget]) -> None:
        form = self.form_scroll.widget()
        if new is not None and form is not None and form.isAncestorOf(new):
            self.form_scroll.ensureWidgetVisible(new, 8, 8)

    def rules(self) -> Rules:
        """The rules the widgets describe; raises ValueError (from ``Rules``) if they do not fit."""
        return self.rules_form.rules()

    def _accept(self) -> None:
        try:
            rules = self.rules()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        sides = seat_sides(rules.way.players)
        partner = rules.way_name == PAIRS
        names = []
        for place, edit in enumerate(self.name_edits):
            name = edit.text().strip()
            if place in sides and not name:
                self.error.setText(translate("NewGame", "Every player needs a name."))
                return
            # a default name left as shown stays the default (shown in each language)
            names.append(DEFAULT_SEAT_NAMES[place] if name == default_seat_name(place, partner) else name)
        levels = tuple(b.currentData() for b in self.level_boxes)
        setup = setup_for(rules, self.rules_form.preset.currentData(), names, levels)
        if self._continues(rules.way.players):
            setup = replace(setup, first_dealer=self.next_dealer[1])  # type: ignore[index]
        self.result_setup = setup
        self.accept()

    def _continues(self, players: int) -> bool:
        """Whether the new game goes on with the last game's rotation (same number of players)."""
        return (self.next_dealer is not None and self.next_dealer[0] == players
                and self.rotation.currentData() == "continue")

    def _way_changed(self) -> None:
        """Show the places the way to play uses, with their names in the player's language."""
        way_name = self.rules_form.way_box.currentData()
        sides = seat_sides(WAY_TABLE[way_name].players)
        partner = way_name == PAIRS
        for place, (label, text) in enumerate(zip(self.seat_rows, seat_labels(way_name))):
            label.setText(text)
            used = place in sides
            self.players_form.setRowVisible(place, used)
            edit = self.name_edits[place]
            shown = edit.text().strip()
            if shown in (DEFAULT_SEAT_NAMES[place], default_seat_name(place, True), default_seat_name(place, False)) \
                    or (self._partner is not None and shown == default_seat_name(place, self._partner)):
                edit.setText(default_seat_name(place, partner))
        self._partner = partner
        if hasattr(self, "rotation_row"):
            self.rotation_row.setVisible(self.next_dealer is not None and self.next_dealer[0] == len(sides))
