"""The UI language (one of SHIPPED: ca, es, en, fr, it, pt), from the system locale or the settings."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...resources import resource
from ...storage.settings import SHIPPED_LANGUAGES

SHIPPED = SHIPPED_LANGUAGES  # the settings' list (storage.settings), by the name the UI reads


def pick_language(setting: str, system: Optional[str] = None) -> str:
    """The language to show: the setting, or for "system" the locale's language when we ship it."""
    if setting in SHIPPED:
        return setting
    name = (system if system is not None else QLocale.system().name()) or ""
    lang = name.split("_")[0].split("-")[0].lower()
    if lang in SHIPPED:
        return lang
    # A Catalan speaker with a Valencian or Occitan-area locale still reads Catalan best;
    # anyone else gets English.
    return "ca" if lang in ("oc", "an") else "en"


def ui_locale(language: str, system: Optional[str] = None) -> QLocale:
    """The locale that writes dates and numbers for the UI ``language``: the system's own when it is
    of that language (an English UI on a British system writes "02/12/2026", on an American one
    "12/2/26"), else the language's main country's (Catalan: "2/12/26")."""
    own = QLocale(system) if system is not None else QLocale.system()
    wanted = QLocale(language)
    return own if own.language() == wanted.language() else wanted


class Translations:
    """Installs our translator and Qt's own (standard buttons) for one language at a time, and makes
    :func:`ui_locale` of that language the default locale (how dates are written)."""

    def __init__(self) -> None:
        self.language = "en"
        self._ours: Optional[QTranslator] = None
        self._qt: Optional[QTranslator] = None

    def install(self, language: str) -> bool:
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("the translations are installed in a running application")
        for t in (self._ours, self._qt):
            if t is not None:
                app.removeTranslator(t)
        self._ours = self._qt = None
        self.language = language
        ours = QTranslator()
        ok = ours.load(str(resource("translations", f"botifarra_{language}.qm")))
        if ok:
            app.installTranslator(ours)
            self._ours = ours
        qt = QTranslator()
        # By locale, not by file name: Qt ships only qtbase_pt_BR, which this finds for "pt".
        if qt.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            self._qt = qt
        QLocale.setDefault(ui_locale(language))  # dates in the language's own format
        return ok
