"""The Continue panel at start: where the unfinished game stood, its players named in the UI language
(a seat that kept its default name) or as typed, and the date as the UI language writes it."""

import dataclasses
import json
import os
from datetime import datetime

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtWidgets import QWidget

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession
from botifarra_desktop.storage.meta import GameMeta
from botifarra_desktop.storage.paths import AppDirs
from botifarra_desktop.storage.saves import SaveStore
from botifarra_desktop.ui.common.i18n import Translations
from botifarra_desktop.ui.table.start_panel import ContinuePanel


@pytest.fixture
def store(tmp_path):
    return SaveStore(AppDirs.under(tmp_path))


@pytest.fixture
def translations():
    t = Translations()
    yield t
    t.install("en")


def _saved(store, names, default_names, way_name="pairs", name="partida"):
    session = TableSession(Rules(way_name=way_name), seed=3, names=list(names))
    session.start()
    store.save_as(name, session, GameMeta.for_session(session, default_names=default_names))
    saved, problems = store.open(name)
    assert problems == [] and saved is not None
    return saved


def _detail(qtbot, saved):
    """The panel's detail text once it offers ``saved``."""
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = ContinuePanel(parent)
    panel.offer(saved)
    return panel.detail.text()


def test_default_names_are_shown_in_the_ui_language_typed_ones_as_typed(qtbot, store, translations):
    # started in Catalan: the defaults are stored as Dreta, Company, Esquerra
    saved = _saved(store, ("Anna", "Dreta", "Joan", "Esquerra"), (False, True, False, True))
    assert "Playing with Right, Joan, Left" in _detail(qtbot, saved)
    translations.install("es")
    assert "Derecha, Joan, Izquierda" in _detail(qtbot, saved)


def test_three_players_name_their_own_places(qtbot, store):
    saved = _saved(store, ("Anna", "Dreta", "Esquerra", ""), (False, True, True, False), way_name="three")
    assert "Playing with Right, Left" in _detail(qtbot, saved)  # seat 2 sits on the left


def test_an_old_save_without_flags_names_its_players_as_stored(qtbot, store):
    _saved(store, ("Anna", "Dreta", "Company", "Esquerra"), (False, True, True, True), name="vella")
    path = store.path_for("vella")
    document = json.loads(path.read_text("utf-8"))
    del document["meta"]["default_names"]
    document["version"] = 2
    path.write_text(json.dumps(document), "utf-8")
    saved, _ = store.open("vella")
    assert "Playing with Dreta, Company, Esquerra" in _detail(qtbot, saved)


def test_a_typed_name_is_shown_as_text_never_as_markup(qtbot, store):
    saved = _saved(store, ("Anna", "<b>Rosa</b>", "Joan", "Pep & Co"), (False, False, False, False))
    detail = _detail(qtbot, saved)
    assert "&lt;b&gt;Rosa&lt;/b&gt;" in detail and "Pep &amp; Co" in detail


def test_the_date_is_written_as_the_ui_language_writes_it(qtbot, store, translations):
    saved = _saved(store, ("Anna", "Rosa", "Joan", "Pere"), (False, False, False, False))
    when = datetime(2026, 12, 2, 11, 15).astimezone()  # a local time
    saved = dataclasses.replace(saved, info=dataclasses.replace(saved.info, saved_at=when))
    translations.install("ca")
    assert "Desada el 2/12/26 11:15" in _detail(qtbot, saved)
    translations.install("fr")
    assert "02/12/2026 11:15" in _detail(qtbot, saved)


def test_players_on_their_own_each_show_their_total(qtbot, store, monkeypatch):
    saved = _saved(store, ("Anna", "Dreta", "Esquerra", ""), (False, True, True, False), way_name="three")
    monkeypatch.setattr(type(saved.session), "totals", property(lambda self: (12, -5, 9)))
    detail = _detail(qtbot, saved)
    assert "Hand 1 · Anna <b>12</b> · Right <b>-5</b> · Left <b>9</b>" in detail
    assert "Us" not in detail and "Them" not in detail


def test_a_screen_reader_finds_the_panel_by_its_title_and_hears_where_the_game_stood(qtbot, store, translations):
    saved = _saved(store, ("Anna", "Rosa", "Joan", "Montse"), (False, False, False, False))
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = ContinuePanel(parent)
    panel.offer(saved)
    assert panel.accessibleName() == "You have a game under way"
    description = panel.accessibleDescription()
    assert description.startswith("Hand 1 · Us 0 · Them 0. Playing with Rosa, Joan, Montse. Saved on ")
    assert description.endswith("A new game replaces this one.") and "<" not in description
    translations.install("ca")
    panel.offer(saved)
    assert panel.accessibleName() == "Tens una partida a mitges"  # in the UI language, offered again
