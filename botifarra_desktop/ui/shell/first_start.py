"""The first start: the player's name, the language and the computer players' level, asked once.

:func:`ask_on_first_start` runs before the main window is built (so the language
chosen here is the one the table speaks).  It asks only while the settings say
``first_start_done`` is false; answering or skipping sets it, so the questions
come once.  Skipping keeps the defaults.  Nothing here can stop the game from
starting: a settings file that cannot be read or written is told to the player
by the window, as at any start (a damaged file is not a first start: nothing is
asked then).
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...session import BOT_LEVELS, DEFAULT_BOT_LEVEL
from ...storage import Settings, SettingsStore
from ...storage.settings import DEFAULT_SEAT_NAMES, MAX_NAME_LENGTH
from ..common.i18n import Translations, pick_language
from ..common.texts import default_seat_name, own_name
from ..common.typography import make_readable
from ..files.problem_texts import problem_text
from .lifecycle import quit_requested

translate = QCoreApplication.translate

# Each language in its own name (never translated).
LANGUAGE_NAMES = (("ca", "Català"), ("es", "Español"), ("en", "English"), ("fr", "Français"),
                  ("it", "Italiano"), ("pt", "Português"))


class FirstStartDialog(QDialog):
    """Name, language and the bots' level.  Accepted: :meth:`chosen` holds the answers.
    The offered name ("Me", or the one the settings hold) is selected: typing replaces it.
    Choosing a language shows the dialog in it at once, and the dialog takes the size its new
    words need (the levels' box shows the longest level whole)."""

    def __init__(self, settings: Settings, language: str, translations: Optional[Translations] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translations = translations
        make_readable(self)
        self.lay = lay = QVBoxLayout(self)
        self.welcome = QLabel(self)
        self.welcome.setWordWrap(True)
        lay.addWidget(self.welcome)
        self.form = QFormLayout()
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a long label goes above its field
        self.name = QLineEdit(own_name(settings.seat_names[0], DEFAULT_SEAT_NAMES[0]), self)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.selectAll()  # the box opens with the focus: a name typed at once replaces "Me", never adds to it
        self.language = QComboBox(self)
        for key, label in LANGUAGE_NAMES:
            self.language.addItem(label, key)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.level = QComboBox(self)
        # its size follows its words, in whatever language: the dialog is never narrower than the longest level
        self.level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for key in BOT_LEVELS:
            self.level.addItem("", key)
        levels = set(settings.ai_levels)
        self.level.setCurrentIndex(max(0, self.level.findData(levels.pop() if len(levels) == 1 else DEFAULT_BOT_LEVEL)))
        self.name_label, self.language_label, self.level_label = QLabel(self), QLabel(self), QLabel(self)
        for caption, field in ((self.name_label, self.name), (self.language_label, self.language),
                               (self.level_label, self.level)):
            caption.setBuddy(field)
            self.form.addRow(caption, field)
        lay.addLayout(self.form)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.buttons = QDialogButtonBox(self)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.skip_button = QPushButton(self)
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.skip_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.retranslate()
        self.setMinimumWidth(560)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("FirstStart", "Welcome to Botifarra"))
        self.welcome.setText(translate("FirstStart", "Before the first deal: how should we call you, in which "
                                                     "language, and how strong should the computer players be?"))
        self.name_label.setText(translate("FirstStart", "Your &name:"))
        self.language_label.setText(translate("FirstStart", "&Language:"))
        self.level_label.setText(translate("FirstStart", "&Computer players:"))
        for i, text in enumerate((translate("FirstStart", "Easy: to learn the game"),
                                  translate("FirstStart", "Medium: a good club player"),
                                  translate("FirstStart", "Hard: plays to win"))):
            self.level.setItemText(i, text)
        self.level.setMinimumWidth(self.level.sizeHint().width())  # the longest level, whole: never squeezed
        self.note.setText(translate("FirstStart", "You can change all of this later: the language in Preferences, "
                                                  "the names and levels in New game."))
        self.start_button.setText(translate("FirstStart", "&Start playing"))
        self.skip_button.setText(translate("FirstStart", "S&kip"))

    def _language_changed(self) -> None:
        if self.translations is not None:
            self.translations.install(self.language.currentData())
            self.retranslate()
            self.lay.activate()
            self.adjustSize()  # longer words (Catalan's levels) get their room: nothing is cut

    def chosen(self) -> Settings:
        """The settings with the answers in them (and the questions marked as done)."""
        name = " ".join(self.name.text().split())[:MAX_NAME_LENGTH] or self.settings.seat_names[0]
        if name == default_seat_name(0):  # the language's word, left as offered: kept as the default
            name = DEFAULT_SEAT_NAMES[0]
        level = self.level.currentData()
        return self.settings.replace(seat_names=(name, *self.settings.seat_names[1:]),
                                     language=self.language.currentData(), ai_levels=(level,) * 3,
                                     first_start_done=True)


def ask_on_first_start(store: SettingsStore, language_arg: Optional[str] = None,
                       dialog_hook: Optional[Callable[[FirstStartDialog], bool]] = None) -> list[str]:
    """On the first start, ask the questions and save the answers.  Returns the problems met
    reading the settings (for the window to tell; a damaged file is not a first start, so
    nothing is asked then).  ``language_arg`` (``--language``) starts the dialog in that
    language.  ``dialog_hook(dialog) -> accepted`` replaces ``exec`` (tests)."""
    settings, problems = store.load()
    messages = [problem_text(p) for p in problems]
    if settings.first_start_done or problems:
        return messages
    language = language_arg or pick_language(settings.language)
    translations = Translations()
    translations.install(language)
    dialog = FirstStartDialog(settings, language, translations)
    accepted = dialog_hook(dialog) if dialog_hook is not None else dialog.exec() == QDialog.DialogCode.Accepted
    answered = dialog.chosen() if accepted else settings.replace(first_start_done=True)
    translations.install("en")  # the window installs its own language next
    dialog.deleteLater()
    if quit_requested():  # ended by a signal (a logout), not answered: asked again next time
        return messages
    try:
        store.save(answered)
    except OSError as exc:
        messages.append(translate("FirstStart", "Your answers could not be saved: %1")
                        .replace("%1", exc.strerror or str(exc)))
    return messages
