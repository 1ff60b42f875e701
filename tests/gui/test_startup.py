"""Start-up (issue 2, part 8: the launcher within 1.3 times a bare window's start-up).

What makes the first frame cheap is tested here as behaviour: the launcher's first frame
never builds the `Qt` namespace, and the work put off until after it (menus, docks, art,
pawns, garbage collection) does follow. The time itself is
measured by bench/startup.py, never asserted.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication

from boardgames_gui.ui.firstframe import after_first_frame

ROOT = Path(__file__).resolve().parents[2]


def run_probe(tmp_path: Path, probe: str) -> subprocess.CompletedProcess:
    """The real app in its own process, offscreen, with the start-up probe set to `probe`."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        BOARDGAMES_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        BOARDGAMES_STARTUP_PROBE=probe,
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    proc = subprocess.run(
        [sys.executable, "-m", "boardgames_gui"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return proc


def test_the_launchers_first_frame_is_drawn_without_the_qt_namespace(tmp_path):
    """The `Qt` namespace's 93 enums cost ~35 ms to build: the first frame must not need them.
    What start-up puts off (the window's set-up, garbage collection) must follow it."""
    proc = run_probe(tmp_path, "1")
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("shown ") and lines[0].endswith("qt_namespace=0"), proc.stdout
    # after the first frame: the set-up finished and garbage collection back on (app.main)
    assert lines[1].startswith("ready ") and lines[1].endswith("setup=1 gc=1"), proc.stdout


def test_the_first_frame_only_probe_leaves_right_after_the_first_frame(tmp_path):
    """bench/startup.py counts instructions up to the first frame with this probe."""
    proc = run_probe(tmp_path, "first-frame")
    assert [line.split()[0] for line in proc.stdout.splitlines()] == ["shown"]


def test_menus_docks_art_and_pawns_follow_the_first_frame(app, qtbot):
    from boardgames_gui.ui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.setup_finished
    assert window.file_menu.title() == "&File" and window.file_menu.actions() == []
    assert not hasattr(window, "players_dock")
    window.show()
    qtbot.waitUntil(lambda: window.setup_finished)
    assert [a.objectName() for a in window.file_menu.actions()][:2] == ["actionNew", "actionOpen"]
    assert window.players_dock.isHidden() and window.undo_action.text()
    for card in window.launcher.cards.values():
        assert card.art_loaded and not card.art.pixmap().isNull()
        assert card.pawns is not None and not card.pawns.pixmap().isNull()


def test_a_window_never_painted_still_finishes_its_set_up_when_a_game_needs_it(app, qtbot):
    from boardgames_gui.ui.mainwindow import MainWindow
    from tests.gui.shell_driver import start_pig_race

    window = MainWindow()
    qtbot.addWidget(window)
    window.finish_setup()
    window.finish_setup()  # twice is harmless
    assert window.setup_finished and len(window.view_menu.actions()) > 3
    window.show()
    page = start_pig_race(qtbot, window)
    assert window.players_dock.widget() is page.players_panel
    page.shut_down()


def test_a_card_rises_with_an_accent_ring_under_the_mouse_and_settles_after(window):
    card = next(iter(window.launcher.cards.values()))
    top = card.body.y()
    QApplication.sendEvent(card, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert card.halo is not None and card.halo.isVisible() and card.body.y() < top
    QApplication.sendEvent(card, QEvent(QEvent.Type.Leave))
    assert not card.halo.isVisible() and card.body.y() == top


def test_a_long_designer_line_is_cut_with_an_ellipsis_to_the_room_the_pill_leaves(window):
    for card in window.launcher.cards.values():
        label = card.designers_label
        text = label.text()
        assert text == card.info.designers or (
            text.endswith("…") and card.info.designers.startswith(text[:-1])
        )
        assert label.fontMetrics().horizontalAdvance(text) <= label.width()


def test_after_first_frame_calls_back_once_after_the_window_is_painted(app, qtbot):
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    qtbot.addWidget(widget)
    calls = []
    after_first_frame(widget, lambda: calls.append(widget.isVisible()))
    assert calls == []
    widget.show()
    qtbot.waitUntil(lambda: calls == [True])
    widget.update()
    qtbot.wait(50)
    assert calls == [True]


def test_the_faster_pyside_import_check_gives_pysides_own_answers():
    """importcheck: searching a module's bytes for "PySide6" answers as PySide's
    `inspect.getsource` search does, for modules with and without source."""
    import json
    import math

    import boardgames_gui.engine.api as engine_api
    import boardgames_gui.ui.launcher as launcher
    import boardgames_gui.widgets.theme as theme_module
    from boardgames_gui.ui import importcheck

    feature = sys.modules["shibokensupport.feature"]
    importcheck.speed_up()
    fast = feature._mod_uses_pyside
    assert hasattr(fast, "original")
    for module in (launcher, theme_module, engine_api, json, math, sys, importcheck):
        assert fast(module) == fast.original(module), module.__name__
    assert fast(launcher) and not fast(engine_api)  # the engine never imports Qt
    assert importcheck.speed_up() is False  # once is enough


def test_without_pysides_import_check_nothing_is_changed(monkeypatch):
    from boardgames_gui.ui import importcheck

    monkeypatch.delitem(sys.modules, "shibokensupport.feature")
    assert importcheck.speed_up() is False


def test_the_fallback_does_nothing_once_the_window_is_gone(app, qtbot):
    """after_first_frame: a window deleted before it was ever painted gets no callback."""
    from PySide6.QtWidgets import QWidget

    from boardgames_gui.ui import firstframe

    calls = []
    widget = QWidget()
    watcher = after_first_frame(widget, lambda: calls.append(1))
    widget.deleteLater()
    qtbot.waitUntil(lambda: not _alive(widget))
    watcher.fire()  # what the fallback timer would do
    assert calls == []
    assert firstframe.FALLBACK_MS >= 1000


def _alive(obj) -> bool:
    import shiboken6

    return shiboken6.isValid(obj)
