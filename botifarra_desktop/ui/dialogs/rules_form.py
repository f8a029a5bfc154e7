"""The rules part of a game's setup: the way to play, a preset and every rule option (new game,
LAN lobby).  Options that do not belong to the chosen way to play are hidden and left off."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import PRESETS, Rules
from ...engine.cards import STANDARD, THREE_SECOND
from ...engine.rules import FIRST_DEALER_LLEIDA, FIRST_DEALER_RANDOM, INTERMEDIA, LLIURE, OBLIGADA, TARGETS, for_way
from ...engine.ways import INDIVIDUAL, PAIRS, RECTOR, THREE, TWO_HAND, WAY_TABLE
from ..common.texts import hands_text
from ..common.wrapping import WrappingCheckBox

translate = QCoreApplication.translate


def preset_names() -> dict[str, str]:
    return {
        "lliure": translate("NewGame", "Lliure (free play, the usual game)"),
        "obligada": translate("NewGame", "Obligada"),
        "intermedia": translate("NewGame", "Intermèdia (with \"Carrego\")"),
        "butinet_tournament": translate("NewGame", "ButiNET (to 101, illegal cards penalised)"),
        "lleida": translate("NewGame", "Lleida (5 of espases starts, barraca)"),
    }


def way_names() -> dict[str, str]:
    return {
        PAIRS: translate("NewGame", "Pairs (the main game)"),
        INDIVIDUAL: translate("NewGame", "Four players, each on their own"),
        THREE: translate("NewGame", "Three players"),
        RECTOR: translate("NewGame", "Two players: rector i vicari (piles)"),
        TWO_HAND: translate("NewGame", "Two players: piles and a hand"),
    }


def table_rules_text(way_name: str) -> str:
    """The table-rules option in the words of the way to play: who may claim an illegal card."""
    if way_name == PAIRS:
        return translate("NewGame", "Table rules: illegal cards allowed, the other pair may claim")
    if WAY_TABLE[way_name].two_player:
        return translate("NewGame", "Table rules: illegal cards allowed, the other player may claim")
    return translate("NewGame", "Table rules: illegal cards allowed, the other players may claim")


def adapted(rules: Rules, way_name: str) -> Rules:
    """``rules`` for the way to play ``way_name``: the options without meaning there are off."""
    return for_way(rules, way_name)


class RulesForm(QWidget):
    """A rules preset and its options; choosing a preset fills them, editing one makes it "Custom".
    A long option's words wrap (in every language the form fits an 800x600 screen).

    With ``ways`` the form also offers the way to play (the new-game dialog and the LAN lobby) in
    ``way_box``, ``way_name`` chosen at first."""

    def __init__(self, preset: str = "lliure", parent: Optional[QWidget] = None, ways: bool = False,
                 way_name: str = PAIRS) -> None:
        super().__init__(parent)
        self._filling = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        top = QFormLayout()
        self.way_box = QComboBox()
        for key, label in way_names().items():
            self.way_box.addItem(label, key)
        self.way_box.setCurrentIndex(max(0, self.way_box.findData(way_name if ways else PAIRS)))
        self.way_box.setVisible(ways)
        if ways:
            top.addRow(translate("NewGame", "Way to play:"), self.way_box)
        self.preset = QComboBox()
        for key, label in preset_names().items():
            self.preset.addItem(label, key)
        self.preset.addItem(translate("NewGame", "Custom"), "custom")
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        top.addRow(translate("NewGame", "Rules:"), self.preset)
        lay.addLayout(top)

        rules_box = QGroupBox(translate("NewGame", "Rule options"))
        form = QFormLayout(rules_box)
        self.variant = QComboBox()
        for key, label in ((LLIURE, translate("NewGame", "Lliure")), (OBLIGADA, translate("NewGame", "Obligada")),
                           (INTERMEDIA, translate("NewGame", "Intermèdia"))):
            self.variant.addItem(label, key)
        form.addRow(translate("NewGame", "Variant:"), self.variant)
        self.announce_carrego = WrappingCheckBox(translate("NewGame", "Intermèdia: announce \"Carrego\""))
        form.addRow(self.announce_carrego)
        self.strict = WrappingCheckBox(translate("NewGame", "Strict: beat and trump even when your partner is winning"))
        form.addRow(self.strict)
        self.second_free = WrappingCheckBox(translate(
            "NewGame", "Obligada: the second player who can neither follow nor trump may discard any card"))
        form.addRow(self.second_free)
        self.ranking = QComboBox()
        self.ranking.addItem(translate("NewGame", "9 > 1 > 12 > 11 > 10 > 8 … (usual)"), STANDARD)
        self.ranking.addItem(translate("NewGame", "9 > 3 > 1 > 12 … (the 3 second)"), THREE_SECOND)
        form.addRow(translate("NewGame", "Card order:"), self.ranking)
        self.barraca = WrappingCheckBox(translate("NewGame", "Barraca after Sant Vicenç (×16)"))
        form.addRow(self.barraca)
        self.sant_vicenc_bot = WrappingCheckBox(translate("NewGame", "Sant Vicenç also on botifarra"))
        form.addRow(self.sant_vicenc_bot)
        self.rector_last_pile = WrappingCheckBox(translate("NewGame", "Trump from the card on top of the dealer's last pile"))
        form.addRow(self.rector_last_pile)
        end_row = QHBoxLayout()
        self.to_target = QRadioButton(translate("NewGame", "Play to"))
        self.target = QComboBox()
        for t in TARGETS:
            self.target.addItem(translate("NewGame", "%n points", None, t), t)
        self.to_hands = QRadioButton(translate("NewGame", "Play"))
        self.hands = QSpinBox()
        self.hands.setRange(1, 200)
        self.hands.valueChanged.connect(self._hands_suffix)  # "1 hand", "12 hands"
        self._hands_suffix(self.hands.value())
        for w in (self.to_target, self.target, self.to_hands, self.hands):
            end_row.addWidget(w)
        form.addRow(translate("NewGame", "End:"), end_row)
        self.first_dealer = QComboBox()
        self.first_dealer.addItem(translate("NewGame", "Chosen at random"), FIRST_DEALER_RANDOM)
        self.first_dealer.addItem(translate("NewGame", "Whoever holds the 5 of espases"), FIRST_DEALER_LLEIDA)
        form.addRow(translate("NewGame", "First to make trump:"), self.first_dealer)
        self.table_rules = WrappingCheckBox(table_rules_text(way_name if ways else PAIRS))
        form.addRow(self.table_rules)
        # practice: not a rule of any preset, so it is kept when a preset is chosen
        self.show_all_tricks = WrappingCheckBox(translate("NewGame", "Memory aid: show all tricks of this hand (practice)"))
        self.show_all_tricks.setToolTip(translate(
            "NewGame", "Without it, as at a real table, only the last trick of each pile can be looked at during a hand."))
        form.addRow(self.show_all_tricks)
        lay.addWidget(rules_box)

        for w in (self.variant, self.ranking, self.target, self.first_dealer, self.way_box):
            w.currentIndexChanged.connect(self._edited)
        for box in (self.announce_carrego, self.strict, self.second_free, self.barraca, self.sant_vicenc_bot, self.table_rules,
                     self.to_target, self.to_hands, self.rector_last_pile, self.show_all_tricks):
            box.toggled.connect(self._edited)
        self.hands.valueChanged.connect(self._edited)
        idx = self.preset.findData(preset if preset in PRESETS else "lliure")
        self.preset.setCurrentIndex(idx)
        self._fill(PRESETS[self.preset.currentData()])

    def _hands_suffix(self, n: int) -> None:
        """The words after the number of hands, in the plural form the number takes."""
        self.hands.setSuffix(hands_text(n).replace(str(n), "", 1))

    def _fill(self, r: Rules) -> None:
        self._filling = True
        self.variant.setCurrentIndex(self.variant.findData(r.variant))
        self.announce_carrego.setChecked(r.announce_carrego)
        self.strict.setChecked(r.strict)
        self.second_free.setChecked(r.second_discards_freely)
        self.ranking.setCurrentIndex(self.ranking.findData(r.ranking))
        self.barraca.setChecked(r.barraca)
        self.sant_vicenc_bot.setChecked(r.sant_vicenc_on_botifarra)
        self.to_target.setChecked(r.target is not None)
        self.to_hands.setChecked(r.target is None)
        self.target.setCurrentIndex(max(0, self.target.findData(r.target if r.target is not None else 101)))
        self.hands.setValue(r.hands if r.hands is not None else 12)
        self.first_dealer.setCurrentIndex(self.first_dealer.findData(r.first_dealer))
        self.table_rules.setChecked(r.table_rules)
        self.rector_last_pile.setChecked(r.rector_trump_last_pile)
        if r.show_all_tricks:  # a preset leaves the memory aid as it is
            self.show_all_tricks.setChecked(True)
        self._filling = False
        self._sync_enabled()

    def show_rules(self, rules: Rules) -> None:
        """Show ``rules`` (the last game's) in the widgets, the preset they match named, or Custom."""
        self._fill(rules)
        self._edited()

    def rules(self) -> Rules:
        """The rules the widgets describe; raises ValueError (from ``Rules``) if they do not fit."""
        way_name = self.way_box.currentData()
        return adapted(Rules(
            variant=self.variant.currentData(),
            announce_carrego=self.announce_carrego.isChecked() and self.variant.currentData() == INTERMEDIA,
            strict=self.strict.isChecked(),
            second_discards_freely=self.second_free.isChecked() and self.variant.currentData() != LLIURE,
            ranking=self.ranking.currentData(),
            barraca=self.barraca.isChecked(),
            sant_vicenc_on_botifarra=self.sant_vicenc_bot.isChecked(),
            target=self.target.currentData() if self.to_target.isChecked() else None,
            hands=self.hands.value() if self.to_hands.isChecked() else None,
            first_dealer=self.first_dealer.currentData(),
            table_rules=self.table_rules.isChecked(),
        ), way_name).with_changes(rector_trump_last_pile=self.rector_last_pile.isChecked() and way_name == RECTOR,
                              show_all_tricks=self.show_all_tricks.isChecked())

    def _preset_chosen(self) -> None:
        key = self.preset.currentData()
        if key in PRESETS and not self._filling:
            self._fill(PRESETS[key])

    def _edited(self) -> None:
        self._sync_enabled()
        if self._filling:
            return
        try:
            r = self.rules()
        except ValueError:
            return
        aid = r.show_all_tricks  # the memory aid does not make the rules custom
        match = next((k for k, v in PRESETS.items() if adapted(v, r.way_name).with_changes(show_all_tricks=aid) == r),
                     "custom")
        self._filling = True
        self.preset.setCurrentIndex(self.preset.findData(match))
        self._filling = False

    def _sync_enabled(self) -> None:
        way_name = self.way_box.currentData()
        way = WAY_TABLE[way_name]
        self.strict.setVisible(way_name == PAIRS)
        self.announce_carrego.setVisible(way_name == PAIRS)
        self.second_free.setVisible(way_name == PAIRS)
        self.second_free.setEnabled(self.variant.currentData() != LLIURE)
        self.barraca.setVisible(not way.individual)
        self.sant_vicenc_bot.setVisible(not way.individual)
        self.rector_last_pile.setVisible(way_name == RECTOR)
        self.table_rules.setText(table_rules_text(way_name))
        self.announce_carrego.setEnabled(self.variant.currentData() == INTERMEDIA)
        self.target.setEnabled(self.to_target.isChecked())
        self.hands.setEnabled(self.to_hands.isChecked())
