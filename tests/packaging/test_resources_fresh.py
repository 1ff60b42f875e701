"""The compiled resources (boardgames_gui/_resources_rc.py) match resources.qrc and assets/.

If one of these fails after you changed a file under assets/, run
`python tools/build_resources.py` and commit resources.qrc and the module.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from ._tools import ROOT, tool

build = tool("build_resources")

GAMES = ("bluemarble", "blueprints", "bluemooncity", "millionaire", "18korea")
ICONS = (
    "app",
    "new",
    "open",
    "save",
    "undo",
    "redo",
    "zoom-in",
    "zoom-out",
    "fit",
    "fullscreen",
    "rules",
    "dice",
    "settings",
)


def test_qrc_lists_every_asset_file():
    """resources.qrc is what tools/build_resources.py writes from the files under assets/."""
    assert build.QRC.read_text(encoding="utf-8") == build.qrc_text(), (
        "resources.qrc is stale: run tools/build_resources.py"
    )


def test_compiled_module_is_byte_identical_to_a_fresh_rcc_run(tmp_path):
    """`pyside6-rcc --format-version 1` output is reproducible, so any difference means a forgotten rebuild."""
    from PySide6.QtCore import qVersion

    committed = build.MODULE.read_bytes()
    header = re.search(rb"Resource Compiler for Qt version (\S+)", committed[:400])
    assert header, "the committed module has no rcc header"
    if header.group(1).decode() != qVersion():
        pytest.skip(f"module built with Qt {header.group(1).decode()}, this machine runs Qt {qVersion()}")
    fresh = tmp_path / "_resources_rc.py"
    subprocess.run(
        [build.qt_tool("rcc"), "--format-version", "1", str(build.QRC), "-o", str(fresh)],
        check=True,
        cwd=ROOT,
    )
    assert fresh.read_bytes() == committed, (
        "boardgames_gui/_resources_rc.py is stale: run tools/build_resources.py"
    )


def test_compiled_module_stays_small():
    """Fonts are the bulk (zlib-compressed); the budget for the generated module is 25 MB."""
    assert build.MODULE.stat().st_size < 25_000_000


@pytest.fixture(scope="module")
def resources(qapp_or_gui):
    import boardgames_gui._resources_rc  # noqa: F401

    return qapp_or_gui


@pytest.fixture(scope="module")
def qapp_or_gui():
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    return QGuiApplication.instance() or QApplication([])


def test_every_path_the_shell_uses_exists(resources):
    from PySide6.QtCore import QFile

    paths = [f":/art/{g}.svg" for g in GAMES] + [f":/icons/{i}.svg" for i in ICONS]
    paths += [f":/icons/on-dark/{i}.svg" for i in ICONS if i != "app"]
    paths += [
        ":/i18n/app_ko.qm",
        ":/i18n/app_ru.qm",
    ]
    # each game's own catalogue, beside the shell's
    paths += [f":/i18n/{game}_{code}.qm" for game in GAMES[:3] for code in ("ko", "ru")]
    missing = [p for p in paths if not QFile.exists(p)]
    assert not missing


def test_svgs_parse_with_qtsvg_and_have_the_card_shape(resources):
    """Launcher art is drawn on a ~320x200 card: 16:10, and QtSvg must be able to read it."""
    from PySide6.QtSvg import QSvgRenderer

    for game in GAMES:
        renderer = QSvgRenderer(f":/art/{game}.svg")
        assert renderer.isValid(), game
        box = renderer.viewBoxF()
        assert box.width() / box.height() == pytest.approx(1.6), game
    for icon in ICONS:
        assert QSvgRenderer(f":/icons/{icon}.svg").isValid(), icon


def test_bundled_font_has_hangul_latin_and_cyrillic_in_two_weights(resources):
    """LOOK.md: one UI family with Korean and Cyrillic glyphs, two weights."""
    from PySide6.QtGui import QFont, QFontDatabase, QRawFont

    from boardgames_gui.ui.application import FONT_FOLDER

    assert (FONT_FOLDER / "OFL.txt").is_file(), "the licence ships beside the fonts"
    families = set()
    for name in ("NanumGothic.ttf", "NanumGothicBold.ttf"):
        path = FONT_FOLDER / name
        font_id = QFontDatabase.addApplicationFont(str(path))
        assert font_id >= 0, name
        families.update(QFontDatabase.applicationFontFamilies(font_id))
        raw = QRawFont(path.read_bytes(), 16)
        sample = "부루마불 한국어 Blue Marble Миллионер ЁёЖжЩщЫыЭэЮюЯя «»№ ₩ 0123456789"
        missing = [c for c in sample if not c.isspace() and not raw.supportsCharacter(ord(c))]
        assert not missing, (name, missing)
    assert families == {"NanumGothic"}
    assert set(QFontDatabase.styles("NanumGothic")) >= {"Regular", "Bold"}
    assert QFontDatabase.isSmoothlyScalable("NanumGothic", "Bold")
    assert QFont("NanumGothic").family() == "NanumGothic"


def test_compiled_catalogues_translate_the_shell(resources):
    from PySide6.QtCore import QCoreApplication, QTranslator

    app = QCoreApplication.instance()
    for code, expected in (("ko", "파일(&F)"), ("ru", "&Файл")):
        translator = QTranslator()
        assert translator.load(f":/i18n/app_{code}.qm")
        app.installTranslator(translator)
        try:
            assert QCoreApplication.translate("MainWindow", "&File") == expected
        finally:
            app.removeTranslator(translator)
