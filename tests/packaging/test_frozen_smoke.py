"""Smoke test of the PyInstaller one-folder build (packaging/boardgames.spec) on this OS.

Slow (30-100 s on two cores) and needs PyInstaller, so it is skipped unless
BOARDGAMES_FROZEN_SMOKE=1 is set. What it proves: the spec collects the lazily imported
games, the compiled resources, the Qt platform and SVG plugins and Qt's ko/ru catalogues,
and the frozen entry point starts and draws the launcher offscreen.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from ._tools import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("BOARDGAMES_FROZEN_SMOKE") != "1", reason="set BOARDGAMES_FROZEN_SMOKE=1"
    ),
]


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory):
    pytest.importorskip("PyInstaller")
    out = tmp_path_factory.mktemp("frozen")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(out / "dist"),
            "--workpath",
            str(out / "work"),
            str(ROOT / "packaging" / "boardgames.spec"),
        ],
        check=True,
        cwd=ROOT,
    )
    folder = out / "dist" / "BoardGames"
    exe = folder / ("BoardGames.exe" if sys.platform == "win32" else "BoardGames")
    assert exe.exists()
    return folder, exe


def test_frozen_app_prints_its_version(frozen_app):
    from boardgames_gui import __version__

    _, exe = frozen_app
    out = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    assert __version__ in out.stdout


def test_frozen_app_draws_the_launcher_offscreen(frozen_app, tmp_path):
    from PySide6.QtGui import QImage

    folder, exe = frozen_app
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "cfg"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        APPDATA=str(tmp_path / "appdata"),
    )
    png = tmp_path / "launcher.png"
    out = subprocess.run(
        [str(exe), "--screenshot", str(png)], capture_output=True, text=True, timeout=120, env=env
    )
    for marker in ("Traceback", "ImportError", "could not find or load", "ModuleNotFoundError"):
        assert marker not in out.stderr, out.stderr
    assert out.returncode == 0, out.stderr
    image = QImage(str(png))
    assert not image.isNull() and image.width() >= 800
    translations = {p.name for p in folder.rglob("qtbase_*.qm")}
    assert translations == {"qtbase_ko.qm", "qtbase_ru.qm"}
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"frozen folder: {size / 1e6:.0f} MB")
    assert size < 400e6, "the one-folder build grew past 400 MB: check the spec's excludes"
