"""The PyInstaller one-folder build (packaging/boardgames.spec), built and started on every run.

Part of the suite (issue 16): `.ci/run` installs the test extra, which brings PyInstaller, and
this module builds the app into a temporary folder once (about a minute on two cores), then
starts the frozen executable offscreen with `--screenshot` on the launcher, on a game of every
title the launcher offers, and on a saved game named the way a double-click names it. What it
proves: the spec collects the lazily imported games, the compiled resources, the fonts, the
Qt platform and SVG plugins, shapely's GEOS and Qt's ko/ru catalogues; the frozen entry point
starts and draws; the build stays under the 200 MB budget; the Linux desktop files install.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from boardgames_gui.games import registry

from ._tools import ROOT

pytestmark = pytest.mark.slow

sys.path.insert(0, str(ROOT / "packaging"))
from freeze import build  # noqa: E402
from metadata import metadata  # noqa: E402

META = metadata(ROOT)
#: the issue's budget for the one-folder build
SIZE_BUDGET = 200e6
#: what a frozen app that lost a module or a library prints
FATAL_MARKERS = (
    "Traceback",
    "ImportError",
    "ModuleNotFoundError",
    "could not find or load",
    "cannot open shared",
)


@pytest.fixture(scope="module")
def frozen(tmp_path_factory) -> Path:
    folder = build(tmp_path_factory.mktemp("frozen"))
    assert executable(folder).exists()
    return folder


def executable(folder: Path) -> Path:
    return folder / (META["executable"] + (".exe" if sys.platform == "win32" else ""))


def frozen_env(home: Path) -> dict[str, str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "cfg"),
        XDG_DATA_HOME=str(home / "data"),
        APPDATA=str(home / "appdata"),
        BOARDGAMES_DATA_DIR=str(home / "boardgames"),
        BOARDGAMES_INSTANCE_NAME=f"bg-frozen-test-{os.getpid()}",
    )
    env.pop("BOARDGAMES_TEST_GAMES", None)  # the frozen app is what a player gets
    env.pop("PYTHONPATH", None)
    return env


def run_frozen(
    folder: Path, args: list[str], home: Path, timeout: float = 180
) -> subprocess.CompletedProcess:
    proc = subprocess.run(
        [str(executable(folder)), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=frozen_env(home),
    )
    for marker in FATAL_MARKERS:
        assert marker not in proc.stderr, proc.stderr
    return proc


def assert_picture(path: Path) -> None:
    """A window, not a blank or failed grab: wide and with many colours (cards, art, text)."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), f"{path.name} was not written"
    assert image.width() >= 900 and image.height() >= 600
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)}
    assert len(colours) > 50, f"{path.name} is nearly blank"


def test_frozen_app_prints_its_version(frozen, tmp_path):
    proc = run_frozen(frozen, ["--version"], tmp_path, timeout=60)
    assert proc.returncode == 0
    assert proc.stdout.strip() == f"boardgames {META['version']}"


def test_frozen_app_draws_the_launcher_offscreen(frozen, tmp_path):
    png = tmp_path / "launcher.png"
    proc = run_frozen(frozen, ["--screenshot", str(png), "--size", "1366x768"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert_picture(png)


def test_frozen_app_draws_the_launcher_in_korean_with_the_bundled_font(frozen, tmp_path):
    png = tmp_path / "launcher-ko.png"
    proc = run_frozen(frozen, ["--screenshot", str(png), "--language", "ko"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert_picture(png)


#: every title the launcher offers in this build (18Korea joins when the registry shows it)
TITLES = [info.game_id for info in registry.available(include_hidden=False)]


@pytest.mark.parametrize("game_id", TITLES)
def test_frozen_app_draws_a_game_of_every_title(frozen, tmp_path, game_id):
    info = registry.get(game_id)
    png = tmp_path / f"{game_id}.png"
    args = ["--game", game_id, "--players", str(info.min_players), "--seed", "3", "--autoplay", "6"]
    proc = run_frozen(frozen, [*args, "--screenshot", str(png), "--size", "1366x768"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert_picture(png)


def test_frozen_app_opens_a_save_named_as_a_double_click_names_it(frozen, tmp_path):
    """The installers' file associations start `BoardGames <file>`: the positional argument."""
    from boardgames_gui.engine import savefile
    from boardgames_gui.engine.match import Match

    info = registry.get(TITLES[0])
    match = Match(info.rules, {"players": 2, "seats": ["human", "human"], "variants": {}}, 5)
    save = tmp_path / f"game.{META['save_extension']}"
    savefile.save(match, save)
    png = tmp_path / "opened.png"
    proc = run_frozen(frozen, [str(save), "--screenshot", str(png)], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert_picture(png)


def wait_until_listening(name: str, seconds: float = 60) -> bool:
    """True once an app accepts connections on the local socket `name` (it listens from its
    first frame on)."""
    from PySide6.QtNetwork import QLocalSocket

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        probe = QLocalSocket()
        probe.connectToServer(name)
        if probe.waitForConnected(200):
            probe.disconnectFromServer()
            return True
        time.sleep(0.2)
    return False


def test_frozen_app_hands_a_save_to_the_frozen_app_already_running(frozen, tmp_path):
    """A double-click while the app runs: the second launch gives the file to the first over
    the local socket (QtNetwork must be in the bundle) and quits; the first opens the game,
    which its autosave shows."""
    from boardgames_gui.engine import savefile
    from boardgames_gui.engine.match import Match

    info = registry.get(TITLES[0])
    save = tmp_path / f"handed.{META['save_extension']}"
    savefile.save(Match(info.rules, {"players": 2, "seats": ["human", "human"], "variants": {}}, 8), save)
    env = frozen_env(tmp_path)
    autosave = tmp_path / "boardgames" / "autosave.json"
    first = subprocess.Popen(
        [str(executable(frozen))], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        assert wait_until_listening(env["BOARDGAMES_INSTANCE_NAME"]), "the frozen app never listened"
        second = subprocess.run(
            [str(executable(frozen)), str(save)], env=env, capture_output=True, text=True, timeout=60
        )
        assert second.returncode == 0, second.stderr
        for _ in range(120):
            if autosave.exists():
                break
            time.sleep(0.5)
        from boardgames_gui.ui.autosave import parse_autosave

        assert parse_autosave(autosave.read_text(encoding="utf-8"))["seed"] == 8
    finally:
        first.terminate()
        first.wait(timeout=30)


def test_frozen_build_carries_only_qts_korean_and_russian_catalogues(frozen):
    assert {p.name for p in frozen.rglob("qtbase_*.qm")} == {"qtbase_ko.qm", "qtbase_ru.qm"}
    assert not list(frozen.rglob("*WebEngine*")) and not list(frozen.rglob("*Qt6Quick*"))
    assert not list(frozen.rglob("scipy")), "networkx's optional scipy was bundled"


def test_frozen_build_stays_under_its_size_budget(frozen):
    size = sum(p.stat().st_size for p in frozen.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"one-folder build: {size / 1e6:.0f} MB")
    assert size < SIZE_BUDGET, f"the one-folder build is {size / 1e6:.0f} MB: check the spec's excludes"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .desktop file is the Linux build's")
def test_linux_build_installs_its_menu_entry_and_save_type(frozen, tmp_path):
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    subprocess.run(["sh", str(frozen / "install.sh")], check=True, env=env, capture_output=True)
    desktop = (data / "applications" / "boardgames-gui.desktop").read_text(encoding="utf-8")
    assert f'Exec="{frozen / META["executable"]}" %f' in desktop
    assert f"MimeType={META['save_mime_type']};" in desktop
    mime = ET.parse(data / "mime" / "packages" / "boardgames-gui-mime.xml").getroot()
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    kind = mime.find(f"{ns}mime-type")
    assert kind is not None and kind.get("type") == META["save_mime_type"]
    assert f"*.{META['save_extension']}" in [g.get("pattern") for g in kind.iter(f"{ns}glob")]
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "boardgames-gui.svg").exists()
    if shutil.which("update-mime-database"):
        assert (data / "mime" / "mime.cache").exists()
    subprocess.run(
        ["sh", str(frozen / "install.sh"), "--uninstall"], check=True, env=env, capture_output=True
    )
    assert not (data / "applications" / "boardgames-gui.desktop").exists()
