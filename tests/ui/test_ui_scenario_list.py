"""Practice ▸ Open scenario lists the scenarios by their titles (issue 45, point 10): not a raw file
dialog inside the installed program, with cut-off file names; a player's own file opens too."""

import json

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from botifarra_desktop.practice import load_scenario
from botifarra_desktop.resources import resource
from botifarra_desktop.ui.practice.scenario_list import ScenarioListDialog, listed_scenarios


def bundled_titles(language):
    titles = []
    for path in sorted(resource("scenarios").glob("*.json")):
        scenario, message = load_scenario(path)
        assert scenario is not None, message
        titles.append(scenario.text("title", language))
    return titles


def test_the_list_shows_every_bundled_scenario_by_its_title_in_the_players_language(qtbot):
    for language in ("en", "ca"):
        dialog = ScenarioListDialog(resource("scenarios"), language)
        qtbot.addWidget(dialog)
        shown = [dialog.list.item(i).text().split("\n")[0] for i in range(dialog.list.count())]
        assert sorted(shown) == sorted(bundled_titles(language)) and all(shown)
        assert not any(".json" in text for text in shown)  # titles, not file names
        dialog.resize(640, 520)
        dialog.show()
        qtbot.waitExposed(dialog)
        line = dialog.list.fontMetrics().height()
        for i in range(dialog.list.count()):  # each as tall as its title and question, no taller
            assert 2 * line <= dialog.list.item(i).sizeHint().height() <= 3 * line + 24, i
    assert bundled_titles("en") != bundled_titles("ca")


def test_choosing_a_title_plays_that_scenario_in_the_window(qtbot, monkeypatch):
    from layout_helpers import table_window

    w = table_window(qtbot, (1366, 768))
    wanted = next(p for t, q, p in listed_scenarios(resource("scenarios"), "en") if "7" in q)

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ScenarioListDialog)
        row = next(i for i in range(dialog.list.count()) if dialog.list.item(i).data(256) == str(wanted))
        dialog.list.setCurrentRow(row)
        dialog.open_button.click()
    QTimer.singleShot(0, choose)
    w.practice.open_scenario()
    qtbot.waitUntil(lambda: w.controller.request is not None)
    assert w.practice.scenario is not None and w.practice.panel.isVisible()
    assert w.practice.scenario.text("title", "en") in w.practice.panel.text.text()


def test_a_players_own_file_opens_from_another_file(qtbot, tmp_path):
    mine = tmp_path / "la-meva.json"
    data = json.loads(resource("scenarios", "company-guanya.json").read_text(encoding="utf-8"))
    data["title"] = "La meva jugada"
    mine.write_text(json.dumps(data), encoding="utf-8")
    dialog = ScenarioListDialog(resource("scenarios"), "en", ask_file=lambda: str(mine))
    qtbot.addWidget(dialog)
    dialog.file_button.click()
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.path == str(mine)
    # a folder of the player's own scenarios is listed by their titles too; a broken file is left out
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    assert [title for title, _q, _p in listed_scenarios(tmp_path, "en")] == ["La meva jugada"]
