"""GUI test set-up: offscreen, settings and data in tmp_path, animations off.

Every test gets its own QSettings folder (`QSettings.setPath(IniFormat, UserScope,
tmp_path)`, reference/qt.md section 2.3) and its own data folder for the autosave,
so no test sees another's recent files, language or unfinished game.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from boardgames_gui.ui import paths  # noqa: E402
from boardgames_gui.ui.application import configure_names  # noqa: E402
from boardgames_gui.widgets.gameview import GameView  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_gui_environment(tmp_path, monkeypatch):
    """Own settings and data folder per test; animations off for every game view."""
    configure_names()
    config = tmp_path / "config"
    config.mkdir()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(config))
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setattr(GameView, "animations_enabled", False)
    settings = QSettings()
    settings.setValue("ui/language", "en")
    settings.setValue("ui/animation_speed", 0.0)
    settings.sync()
    yield


@pytest.fixture
def app(qapp):
    """The QApplication configured like the real app (names, theme, fonts, English)."""
    from boardgames_gui.ui import application, languages

    application.configure(qapp)
    yield qapp
    languages.set_language("en")


@pytest.fixture
def window(app, qtbot):
    """The main window, shown, on the launcher."""
    from boardgames_gui.ui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    if win.page is not None:
        win.page.shut_down()
