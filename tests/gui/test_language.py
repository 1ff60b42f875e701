"""Switching the language at run time (issue 2, part 6): the shell and the rules' sentences."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from boardgames_gui.ui import languages, settings
from tests.gui.shell_driver import reveal, start_pig_race

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context><name>MainWindow</name>
<message><source>&amp;File</source><translation>파일(&amp;F)</translation></message>
<message><source>Players</source><translation>플레이어</translation></message>
</context>
<context><name>PigRaceView</name>
<message><source>Scores</source><translation>점수</translation></message>
</context>
<context><name>testgame</name>
<message><source>{name}: roll the die or hold</source><translation>{name}: 주사위를 굴리거나 멈추세요</translation></message>
</context>
</TS>
"""


@pytest.fixture
def korean_catalogue(tmp_path, monkeypatch):
    """A tiny app_ko.qm built with pyside6-lrelease, found before the bundled one."""
    lrelease = shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "app_ko.ts"
    ts.write_text(TS, encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "app_ko.qm")], check=True, capture_output=True)
    monkeypatch.setenv(languages.EXTRA_DIRS_ENV, str(tmp_path))
    return tmp_path


def test_switching_to_korean_retranslates_menus_docks_and_rule_sentences(window, qtbot, korean_catalogue):
    page = start_pig_race(qtbot, window)
    reveal(qtbot, page)
    assert window.file_menu.title() == "&File"
    window.language_actions["ko"].trigger()
    assert settings.language() == "ko"
    qtbot.waitUntil(lambda: window.file_menu.title() == "파일(&F)")
    assert window.players_dock.windowTitle() == "플레이어"
    qtbot.waitUntil(lambda: page.action_bar.prompt.text() == "Ana: 주사위를 굴리거나 멈추세요")
    scene_texts = {item.text() for item in page.view.items() if hasattr(item, "text") and callable(item.text)}
    assert "점수" in scene_texts  # the view rebuilt its legend in the new language
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.file_menu.title() == "&File")
    qtbot.waitUntil(lambda: page.action_bar.prompt.text() == "Ana: roll the die or hold")
    assert settings.language() == "en"


def test_the_language_menu_offers_english_korean_and_russian(window):
    assert [a.text() for a in window.language_actions.values()] == ["English", "한국어", "Русский"]
    assert window.language_actions["en"].isChecked()


def test_qt_own_catalogue_is_loaded_for_korean(window, korean_catalogue):
    from PySide6.QtCore import QCoreApplication

    window.set_language("ko")
    # qtbase_ko.qm ships with PySide6-Essentials: Qt's own dialogs speak Korean too
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    window.set_language("en")


def test_a_game_started_from_the_command_line_names_its_players_and_titles_in_the_language(window, qtbot):
    """Issue 15: "Player N" and the game's title in the status bar stayed English."""
    from boardgames_gui.ui.app import make_match, match_in_app_language, parse_args

    args = parse_args(["--game", "blueprints", "--players", "3", "--seed", "4"])
    window.language_actions["ko"].trigger()
    try:
        info, match = match_in_app_language(args, make_match(args)[1])
        assert match.options["names"] == ["플레이어 1", "플레이어 2", "플레이어 3"] and match.seed == 4
        window.start_match(info, match)
        assert window.game_label.text().startswith("블루프린트 ·")
        assert window.windowTitle().startswith("블루프린트:")
        window.language_actions["ru"].trigger()
        qtbot.waitUntil(lambda: window.windowTitle().startswith("Blueprints:"))
        other = parse_args(["--game", "millionaire", "--players", "2"])
        info, match = match_in_app_language(other, make_match(other)[1])
        assert match.options["names"][:2] == ["Игрок 1", "Игрок 2"]
        window.start_match(info, match)
        assert window.game_label.text().startswith("Миллионер ·")
    finally:
        window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_label.text().startswith("Millionaire ·"))
