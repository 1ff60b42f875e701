"""Start-up: what the main window has once built, what follows its first frame (the cards'
art), and the probe bench/startup.py times. The time itself is measured by the bench,
never asserted.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication, QWidget

from boardgames_gui.ui.firstframe import after_first_frame

ROOT = Path(__file__).resolve().parents[2]


def test_the_start_up_probe_reports_the_first_frame_and_quits(tmp_path):
    """bench/startup.py times the app with this probe: one line, then the app leaves."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        BOARDGAMES_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        BOARDGAMES_STARTUP_PROBE="1",
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
    [line] = proc.stdout.splitlines()
    word, cpu_seconds = line.split()
    assert word == "shown" and float(cpu_seconds) > 0


def test_a_new_main_window_has_its_menus_docks_undo_group_and_status_bar(app, qtbot):
    """Everything is built in the constructor: nothing waits for the window to be shown."""
    from boardgames_gui.ui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert [menu.title() for menu in (window.file_menu, window.edit_menu, window.view_menu)] == [
        "&File",
        "&Edit",
        "&View",
    ]
    assert [a.objectName() for a in window.file_menu.actions()][:2] == ["actionNew", "actionOpen"]
    assert window.undo_action.text() and window.redo_action.objectName() == "actionRedo"
    assert window.players_dock.isHidden() and window.log_dock.isHidden()
    assert window.players_dock.toggleViewAction() in window.view_menu.actions()
    assert window.game_label.parent() is window.statusBar()
    assert not window.save_action.isEnabled()  # no game yet


def test_a_window_never_shown_can_start_a_game(app, qtbot):
    from boardgames_gui.ui.mainwindow import MainWindow
    from tests.gui.shell_driver import start_pig_race

    window = MainWindow()
    qtbot.addWidget(window)
    page = start_pig_race(qtbot, window)
    assert window.players_dock.widget() is page.players_panel
    assert window.save_action.isEnabled()
    page.shut_down()


def test_a_card_draws_its_art_right_after_it_is_first_painted(app, qtbot):
    """Until then the cover shows the style sheet's gradient; the pawns are there from the start."""
    from boardgames_gui.ui.launcher import Launcher

    launcher = Launcher()
    qtbot.addWidget(launcher)
    cards = list(launcher.cards.values())
    assert all(card.art.pixmap().isNull() for card in cards)
    assert all(not card.pawns.pixmap().isNull() for card in cards)
    launcher.resize(1280, 760)
    launcher.show()
    qtbot.waitUntil(lambda: all(not card.art.pixmap().isNull() for card in cards))
    for card in cards:
        assert card.art.pixmap().deviceIndependentSize().toSize() == card.art.size()


def _body_top(card) -> int:
    return card.body.mapTo(card, QPoint(0, 0)).y()


def test_a_card_rises_with_an_accent_ring_under_the_mouse_and_settles_after(window, qtbot):
    card = next(card for card in window.launcher.cards.values() if card.available)
    top = _body_top(card)
    QApplication.sendEvent(card, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    qtbot.waitUntil(lambda: _body_top(card) == top - 3)
    assert card.halo.isVisible() and card.halo.geometry() == card.body.rect()
    QApplication.sendEvent(card, QEvent(QEvent.Type.Leave))
    qtbot.waitUntil(lambda: _body_top(card) == top)
    assert not card.halo.isVisible()


def test_a_long_designer_line_is_cut_with_an_ellipsis_to_the_room_the_pill_leaves(window):
    for card in window.launcher.cards.values():
        label = card.designers_label
        text = label.text()
        assert text == card.info.designers or (
            text.endswith("…") and card.info.designers.startswith(text[:-1])
        )
        assert label.fontMetrics().horizontalAdvance(text) <= label.width()
        assert label.geometry().left() >= card.pill.geometry().right()


def test_after_first_frame_calls_back_once_after_the_window_is_painted(app, qtbot):
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
