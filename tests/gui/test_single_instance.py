"""Saved games opened by double-click (issue 16): `boardgames FILE` opens the save, and a
second launch hands its file to the app already running instead of opening a second window;
macOS's open-document event does the same."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from boardgames_gui.engine import savefile
from boardgames_gui.engine.match import Match
from boardgames_gui.games import registry
from boardgames_gui.ui import app as app_module
from boardgames_gui.ui import instance
from tests.gui.shell_driver import roll, start_pig_race

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def socket_name(monkeypatch):
    """A socket of this test's own: never a player's running app."""
    name = f"bg-test-{os.getpid()}-{time.monotonic_ns()}"
    monkeypatch.setenv(instance.NAME_ENV, name)
    yield name
    instance.QLocalServer.removeServer(name)


def pig_race_save(path: Path, seed: int = 11) -> Path:
    rules = registry.get("testgame").rules
    match = Match(rules, {"players": 3, "seats": ["human"] * 3, "variants": {}}, seed)
    savefile.save(match, path)
    return path


def second_launch(args: list[str], name: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), **{instance.NAME_ENV: name})
    return subprocess.Popen(
        [sys.executable, "-m", "boardgames_gui", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_second_launch_hands_its_save_to_the_running_window_and_quits(
    app, window, qtbot, tmp_path, socket_name
):
    server = app_module.listen_for_later_launches(window)
    assert server is not None and server.server.isListening()
    save = pig_race_save(tmp_path / "handed.bgsave")
    proc = second_launch([str(save)], socket_name)
    qtbot.waitUntil(lambda: window.page is not None, timeout=60000)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert window.page.file_path == str(save)
    assert window.page.match.seed == 11 and window.page.info.game_id == "testgame"
    server.close()


def test_a_save_named_with_no_app_running_is_not_handed_anywhere(tmp_path, socket_name):
    """With nobody listening the launch opens its own window (hands_over says so at once)."""
    save = pig_race_save(tmp_path / "alone.bgsave")
    started = time.monotonic()
    assert app_module.hands_over(str(save)) is False
    assert time.monotonic() - started < 5  # no long wait before the player's window


def test_only_the_first_app_listens_a_later_one_leaves_the_socket_alone(app, window, socket_name):
    first = app_module.listen_for_later_launches(window)
    assert first is not None
    assert app_module.listen_for_later_launches(window) is None
    assert first.server.isListening()
    first.close()


@pytest.mark.skipif(sys.platform == "win32", reason="a crashed app leaves a socket file only on Unix")
def test_a_socket_file_left_by_a_crashed_app_is_taken_over(app, window, socket_name):
    path = os.path.join(QDir.tempPath(), socket_name)
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(path)  # bound, never listening, never removed: what a crash leaves
    stale.close()
    try:
        server = instance.InstanceServer(window)
        assert server.listen()
        server.close()
    finally:
        if os.path.exists(path):
            os.remove(path)


def test_macos_open_document_event_opens_the_save(app, window, qtbot, tmp_path):
    opener = app_module.accept_open_document_events(app, window)
    save = pig_race_save(tmp_path / "finder.bgsave", seed=4)
    QApplication.sendEvent(app, QFileOpenEvent(str(save)))
    qtbot.waitUntil(lambda: window.page is not None)
    assert window.page.file_path == str(save) and window.page.match.seed == 4
    app.removeEventFilter(opener)


def test_a_handed_save_asks_before_replacing_a_game_with_unsaved_moves(window, qtbot, tmp_path, monkeypatch):
    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    assert page.dirty
    asked = []

    def cancel(*args, **kwargs):
        asked.append(args[1:3])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", cancel)
    assert window.open_from_outside(str(pig_race_save(tmp_path / "later.bgsave"))) is False
    assert asked and window.page is page  # nothing replaced the game being played


def test_a_broken_save_handed_over_is_refused_with_a_sentence(window, qtbot, tmp_path):
    broken = tmp_path / "broken.bgsave"
    broken.write_text("{not json", encoding="utf-8")
    assert window.open_from_outside(str(broken)) is False
    assert window.page is None
    assert window.message_box is not None and window.message_box.text()


def test_the_command_line_takes_a_save_as_its_only_argument():
    assert app_module.parse_args(["game.bgsave"]).open == "game.bgsave"
    assert app_module.parse_args(["--open", "game.bgsave"]).open == "game.bgsave"
    assert app_module.parse_args(["-psn_0_1234", "game.bgsave"]).open == "game.bgsave"
    with pytest.raises(SystemExit):
        app_module.parse_args(["a.bgsave", "--open", "b.bgsave"])
