"""Preferences, the rules help and the about box."""

from __future__ import annotations

import os
from typing import Mapping, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...net.internet import MAILBOX_ENV, RELAY_ENV, InternetSettings
from ...net.mailbox import DEFAULT_MAILBOX
from ...net.relay import DEFAULT_RELAY, parse_relay
from ...storage import Settings
from ...storage.settings import CARD_SCALE_MAX, CARD_SCALE_MIN
from ..common.deck import DeckInfo
from ..common.screen_fit import fit_dialog, grow_to_layout
from ..common.typography import TextSize, font_size

translate = QCoreApplication.translate


def percent(scale: float) -> int:
    """A card size factor in percent, as the preferences show it: 1.0 is 100."""
    return round(scale * 100)


class PreferencesDialog(QDialog):
    """Language, deck, animation speed, card size, hints and high contrast; every change is applied and saved at once.

    *Internet*: the mailbox server and the transit relay that internet codes use (empty: the public
    magic-wormhole servers); saved when the field is left, if usable (else it says why and keeps the
    old).  BOTIFARRA_MAILBOX / BOTIFARRA_RELAY, when set, win over them, as on the command line."""

    changed = Signal(object)  # the new Settings

    def __init__(self, settings: Settings, decks: Sequence[DeckInfo], language: str,
                 parent: Optional[QWidget] = None, environ: Optional[Mapping[str, str]] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Preferences", "Preferences"))
        self.setStyleSheet(f"QWidget {{ {font_size(TextSize.BODY)} }}")
        self.settings = settings
        form = QFormLayout()
        self.language = QComboBox()
        for key, label in (("system", translate("Preferences", "As the computer")), ("ca", "Català"),
                           ("es", "Español"), ("en", "English"), ("fr", "Français"), ("it", "Italiano"),
                           ("pt", "Português")):
            self.language.addItem(label, key)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        form.addRow(translate("Preferences", "Language:"), self.language)
        self.deck = QComboBox()
        for d in decks:
            self.deck.addItem(d.display_name(language), d.id)
        self.deck.setCurrentIndex(max(0, self.deck.findData(settings.deck)))
        form.addRow(translate("Preferences", "Cards:"), self.deck)
        self.speed = QComboBox()
        for key, label in (("instant", translate("Preferences", "No animation")),
                           ("fast", translate("Preferences", "Fast")), ("normal", translate("Preferences", "Normal")),
                           ("slow", translate("Preferences", "Slow"))):
            self.speed.addItem(label, key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed)))
        form.addRow(translate("Preferences", "Animations:"), self.speed)
        # the card size as a player says it, "100 %"; the setting keeps its factor (1.0)
        self.scale = QSpinBox()
        self.scale.setRange(percent(CARD_SCALE_MIN), percent(CARD_SCALE_MAX))
        self.scale.setSingleStep(5)
        self.scale.setSuffix(translate("Preferences", " %", "after the card size in percent: 100 %"))
        self.scale.setValue(percent(settings.card_scale))
        form.addRow(translate("Preferences", "Card size:"), self.scale)
        self.show_hints = QCheckBox(translate("Preferences", "Show hints (the Hint button on the table)"))
        self.show_hints.setChecked(settings.show_hints)
        form.addRow(self.show_hints)
        self.high_contrast = QCheckBox(translate("Preferences", "High contrast table (also for colour blindness)"))
        self.high_contrast.setChecked(settings.high_contrast)
        form.addRow(self.high_contrast)
        self.note = QLabel(translate("Preferences", "A new language is used fully after restarting the program."))
        self.note.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.note)
        lay.addWidget(self._internet_box(settings, os.environ if environ is None else environ))
        self.setMinimumWidth(560)  # the servers' addresses and their sentences are long
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        for box in (self.language, self.deck, self.speed):
            box.currentIndexChanged.connect(self._changed)
        self.scale.valueChanged.connect(self._changed)
        self.show_hints.toggled.connect(self._changed)
        self.high_contrast.toggled.connect(self._changed)

    def _internet_box(self, settings: Settings, environ: Mapping[str, str]) -> QGroupBox:
        box = QGroupBox(translate("Preferences", "Internet"))
        lay = QVBoxLayout(box)  # (wrapped sentences take their height in a column, not in a form's row)
        intro = QLabel(translate("Preferences", "The servers where internet codes meet (the host and the guests "
                                                "must use the same). Leave empty for the public ones."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        self.mailbox_edit = QLineEdit(settings.internet_mailbox)
        self.mailbox_edit.setPlaceholderText(DEFAULT_MAILBOX)
        form.addRow(translate("Preferences", "Mailbox server:"), self.mailbox_edit)
        self.relay_edit = QLineEdit(settings.internet_relay)
        self.relay_edit.setPlaceholderText(DEFAULT_RELAY)
        form.addRow(translate("Preferences", "Relay (host:port):"), self.relay_edit)
        lay.addLayout(form)
        overridden = [name for name in (MAILBOX_ENV, RELAY_ENV) if environ.get(name)]
        self.internet_note = QLabel(translate("Preferences", "%1 is set on this computer: it is used instead.")
                                    .replace("%1", " / ".join(overridden)) if overridden else "")
        self.internet_note.setWordWrap(True)
        self.internet_note.setVisible(bool(overridden))
        lay.addWidget(self.internet_note)
        self.internet_error = QLabel()
        self.internet_error.setWordWrap(True)
        self.internet_error.setStyleSheet("color: #b01010; font-weight: bold;")
        self.internet_error.hide()
        lay.addWidget(self.internet_error)
        self.mailbox_edit.editingFinished.connect(self._internet_changed)
        self.relay_edit.editingFinished.connect(self._internet_changed)
        return box


    def _internet_changed(self) -> None:
        """Save the servers typed, if they can be used; else say why and keep the saved ones."""
        mailbox, relay = self.mailbox_edit.text().strip(), self.relay_edit.text().strip()
        if (mailbox, relay) == (self.settings.internet_mailbox, self.settings.internet_relay):
            self.internet_error.hide()
            return
        problem = ""
        try:
            InternetSettings(mailbox or DEFAULT_MAILBOX).check()
        except ValueError:
            problem = translate("Preferences", "The mailbox server is an address like %1 (ws:// or wss://, "
                                               "no spaces).").replace("%1", DEFAULT_MAILBOX)
        try:
            parse_relay(relay or DEFAULT_RELAY)
        except ValueError:
            problem = problem or translate("Preferences", "The relay is a name or address and a port, like "
                                                          "%1.").replace("%1", DEFAULT_RELAY)
        try:
            settings = self.settings.replace(internet_mailbox=mailbox, internet_relay=relay)
        except ValueError:
            problem = problem or translate("Preferences", "These addresses are too long.")
        if problem:
            self.internet_error.setText(translate("Preferences", "Not saved: %1").replace("%1", problem))
            self.internet_error.show()
            grow_to_layout(self)
            return
        self.internet_error.hide()
        self.settings = settings
        self.changed.emit(self.settings)

    def _changed(self) -> None:
        self.settings = self.settings.replace(
            language=self.language.currentData(), deck=self.deck.currentData() or self.settings.deck,
            animation_speed=self.speed.currentData(), card_scale=self.card_scale(),
            show_hints=self.show_hints.isChecked(), high_contrast=self.high_contrast.isChecked())
        self.changed.emit(self.settings)

    def card_scale(self) -> float:
        """The card size chosen, as the setting keeps it (1.25 for 125 %); a saved size the box shows
        rounded (1.234 as 123 %) stays as it was until the player changes it."""
        if self.scale.value() == percent(self.settings.card_scale):
            return self.settings.card_scale
        return self.scale.value() / 100


def rules_html() -> str:
    """The rules we play (docs/RULES.md), short and readable, in the UI language."""
    parts = [
        ("h2", translate("RulesHelp", "Botifarra: the rules we play")),
        ("h3", translate("RulesHelp", "Cards and players")),
        ("p", translate("RulesHelp", "Four players in two pairs; partners sit face to face. The Spanish deck of 48 cards: oros, copes, "
                "espases and bastos, 1 to 12. Play goes counterclockwise: the next player is the one on your right.")),
        ("p", translate("RulesHelp", "Order in each suit: 9 (manilla) > 1 (as) > 12 (rei) > 11 (cavall) > 10 (sota) > 8 > 7 > … > 2. "
                "Points: manilla 5, as 4, rei 3, cavall 2, sota 1. With one point per trick there are 72 points in "
                "a hand.")),
        ("h3", translate("RulesHelp", "Making trump")),
        ("p", translate("RulesHelp", "The dealer looks at the cards and names a trump suit, says botifarra (no trump, the hand counts "
                "double) or delegates to the partner, who must then choose.")),
        ("h3", translate("RulesHelp", "Doubling")),
        ("p", translate("RulesHelp", "The other side may say contro (×2); then the declaring side recontro (×4); then, only with a trump "
                "suit, the contro side Sant Vicenç (×8). With botifarra: contro ×4, recontro ×8.")),
        ("h3", translate("RulesHelp", "Playing")),
        ("p", translate("RulesHelp", "The player on the dealer's right leads; the winner of each trick leads the next. You must follow "
                "suit. If your partner is not winning you must beat the winning card if you can. Without the suit "
                "led and with your partner not winning, you must trump (or overtrump a rival's trump if you can). "
                "With your partner winning you may play any card. Only the last trick of each side may be looked at "
                "again.")),
        ("p", translate("RulesHelp", "Obligada: a card that does not win must be a point card (partner winning) or your lowest card of "
                "its suit. Intermèdia: the same, but the second player may also drop a point card (\"Carrego\").")),
        ("h3", translate("RulesHelp", "Scoring")),
        ("p", translate("RulesHelp", "Each side counts card points plus tricks. The side above 36 scores the points above 36 times the "
                "multiplier. The game is won by the first side to reach the target (101 by default).")),
        ("p", translate("RulesHelp", "This program refuses an illegal card and tells you why. With table rules it accepts it, and the "
                "other side may claim it: then they score 36 × the multiplier.")),
        ("h3", translate("RulesHelp", "Other ways to play")),
        ("p", translate("RulesHelp", "Four individual players: no partners and no delegating; only contro, and not on botifarra. A "
                "player who can no longer win any trick must play oros first, then copes, espases and bastos. Each "
                "player scores the points above or below 18. Three players: 36 cards (no 2, 3 or 4), 12 each, played "
                "like four individual players; each scores the points above or below 24.")),
        ("p", translate("RulesHelp", "Two players, rector i vicari: each has six piles of four cards with the top card face up, and "
                "only face-up cards can be played; the card underneath is then turned up. There are 24 tricks of two "
                "cards, one point for every two tricks, and the odd trick's point goes to the player with fewer "
                "points. Two players with a hand: four piles each and eight cards in hand.")),
    ]
    return "".join(f"<{tag}>{text}</{tag}>" for tag, text in parts)


class RulesDialog(QDialog):
    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RulesHelp", "How to play"))
        fit_dialog(self, QSize(720, 640))  # smaller on a small screen: Close stays in sight
        text = QTextBrowser()
        text.setStyleSheet(f"QTextBrowser {{ {font_size(TextSize.READING)} }}")
        text.setHtml(rules_html())
        lay = QVBoxLayout(self)
        lay.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


def about_text() -> str:
    return (f"<h2>Botifarra Desktop {__version__}</h2><p>"
            + translate("About", "The Catalan card game, against the computer or with friends on your network.")
            + "</p><p>" + translate("About", "Free software under the GNU GPL, version 3 or later.") + "</p>")
