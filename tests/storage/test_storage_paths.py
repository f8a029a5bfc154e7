from pathlib import Path

import platformdirs

from botifarra_desktop.storage.paths import APP_AUTHOR, APP_NAME, HOME_ENV, AppDirs, app_dirs
from botifarra_desktop.storage.settings import Settings, SettingsStore


def test_botifarra_home_puts_everything_under_it(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    dirs = app_dirs()
    assert dirs.config == tmp_path / "config"
    assert dirs.data == tmp_path / "data"
    assert dirs.cache == tmp_path / "cache"
    assert dirs.saves == tmp_path / "data" / "saves"
    assert dirs.decks == tmp_path / "data" / "decks"
    assert dirs.history == tmp_path / "data" / "history"


def test_app_dirs_creates_nothing(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(home))
    app_dirs()
    assert not home.exists()


def test_directories_are_created_when_first_written(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    store = SettingsStore(app_dirs())
    assert store.load() == (Settings(), [])
    assert not (tmp_path / "home").exists()  # loading writes nothing
    store.save(Settings())
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*"))
    assert written == ["home", "home/config", "home/config/settings.json"]


def test_without_override_platformdirs_decides(monkeypatch):
    monkeypatch.delenv(HOME_ENV, raising=False)
    dirs = app_dirs()
    assert dirs.config == platformdirs.user_config_path(APP_NAME, APP_AUTHOR)
    assert dirs.data == platformdirs.user_data_path(APP_NAME, APP_AUTHOR)
    assert dirs.cache == platformdirs.user_cache_path(APP_NAME, APP_AUTHOR)


def test_empty_override_counts_as_unset():
    assert app_dirs({HOME_ENV: ""}) == app_dirs({})
    assert app_dirs({}).config == platformdirs.user_config_path(APP_NAME, APP_AUTHOR)


def test_relative_override_is_made_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    dirs = app_dirs({HOME_ENV: "portable"})
    assert dirs.config.is_absolute()
    assert dirs == AppDirs.under(tmp_path / "portable")


def test_app_dirs_is_an_immutable_value(tmp_path):
    dirs = AppDirs.under(tmp_path)
    assert dirs == AppDirs.under(Path(str(tmp_path)))
    assert hash(dirs) == hash(AppDirs.under(tmp_path))
