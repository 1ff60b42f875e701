"""The `boardgames` command in its own process (issue 2, part 7) and the PySide6 None-refcount
regression (docs/architecture.md section 5)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_app(args, tmp_path, timeout=120):
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        BOARDGAMES_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    return subprocess.run(
        [sys.executable, "-m", "boardgames_gui", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _image(path):
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull()
    return image


def test_screenshot_of_the_launcher_is_written_offscreen_at_the_size_asked(tmp_path, qapp):
    target = tmp_path / "launcher.png"
    proc = run_app(["--screenshot", str(target), "--size", "1366x768"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    image = _image(target)
    assert (image.width(), image.height()) == (1366, 768)
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 37)}
    assert len(colours) > 50  # cards, art and text, not a blank window


def test_screenshot_of_a_game_after_autoplay(tmp_path, qapp):
    target = tmp_path / "game.png"
    proc = run_app(
        [
            "--game",
            "testgame",
            "--players",
            "3",
            "--seed",
            "1",
            "--autoplay",
            "10",
            "--variant",
            "target=40",
            "--screenshot",
            str(target),
        ],
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert _image(target).width() >= 900
    # a screenshot run is a picture, not a session: no resume offer at the next start
    assert not list((tmp_path / "data").glob("autosave*")), "a screenshot run left an autosave"


def test_version_flag_prints_the_version(tmp_path):
    from boardgames_gui import __version__

    proc = run_app(["--version"], tmp_path, timeout=60)
    assert proc.returncode == 0
    assert proc.stdout.strip() == f"boardgames {__version__}"


def test_a_size_not_written_as_width_x_height_is_a_usage_error(tmp_path):
    proc = run_app(["--size", "big"], tmp_path, timeout=60)
    assert proc.returncode == 2
    assert "WIDTHxHEIGHT" in proc.stderr


def test_unknown_game_is_a_usage_error(tmp_path):
    proc = run_app(["--game", "chess"], tmp_path, timeout=60)
    assert proc.returncode == 2
    assert "no game called 'chess'" in proc.stderr


def test_bad_variant_is_refused_with_its_sentence(tmp_path):
    proc = run_app(
        ["--game", "testgame", "--variant", "target=7", "--screenshot", str(tmp_path / "x.png")], tmp_path
    )
    assert proc.returncode == 2
    assert "from 10 to 100" in proc.stderr


def test_twenty_thousand_null_parent_calls_leave_the_interpreter_alive(tmp_path):
    code = (
        "import sys\n"
        "from PySide6.QtCore import QObject\n"
        "before = sys.getrefcount(None)\n"
        "for _ in range(20000):\n"
        "    QObject().parent()\n"
        "after = sys.getrefcount(None)\n"
        "print('alive', before, after)\n"
        "if sys.version_info < (3, 12):\n"
        "    assert after >= before - 10, (before, after)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("alive")


def test_open_flag_loads_a_save_and_a_bad_one_exits_with_its_sentence(tmp_path, qapp):
    from boardgames_gui.engine import savefile
    from boardgames_gui.engine.match import Match
    from boardgames_gui.games import registry

    match = Match(registry.get("testgame").rules, {"players": 2}, 3)
    match.apply({"type": "roll"})
    good = tmp_path / "good.json"
    savefile.save(match, good)
    proc = run_app(["--open", str(good), "--screenshot", str(tmp_path / "open.png")], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert _image(tmp_path / "open.png").width() >= 900

    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2, 3]", encoding="utf-8")
    proc = run_app(["--open", str(bad), "--screenshot", str(tmp_path / "bad.png")], tmp_path)
    assert proc.returncode == 2
    assert "it holds JSON, but not an object" in proc.stderr


PARENT = r"""
import sys, time
from boardgames_gui.ui import botrunner
print(botrunner.pool().submit(botrunner._warm_up).result(timeout=60), flush=True)
time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie waiting for its reaper is gone for our purpose
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


def test_the_computer_players_worker_ends_when_the_app_is_killed(tmp_path):
    """Killing the app (SIGKILL runs no clean-up) left the computer players' worker running for
    up to 45 minutes: it ends when its parent does."""
    import signal
    import time

    import pytest

    if not hasattr(signal, "SIGKILL"):
        pytest.skip("no SIGKILL on this platform")
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        worker = int(parent.stdout.readline())
        assert worker != parent.pid and _alive(worker)
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=30)
        deadline = time.monotonic() + 20
        while _alive(worker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _alive(worker)
    finally:
        parent.kill()
