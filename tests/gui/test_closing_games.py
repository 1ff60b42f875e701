"""A closed game frees what it made (issue 15): after 20 games in one run of the app the
widgets grew from 68 to about 1,900, because the docks kept every closed game's panels."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication


def _widgets_after_closing(window, game_id: str) -> int:
    window.start_new_game(game_id, {"players": 3}, 1)
    window.page.dirty = False
    window.close_action.trigger()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return len(QApplication.allWidgets())


def test_closing_games_frees_their_widgets(window):
    games = ["bluemarble", "blueprints", "bluemooncity"]
    first = [_widgets_after_closing(window, game) for game in games]
    for _ in range(3):
        again = [_widgets_after_closing(window, game) for game in games]
    assert again == first


def test_the_log_shows_its_newest_line_after_opening_a_long_game(window, qtbot, tmp_path):
    """After opening or resuming, the log was scrolled to its top: it shows the newest line."""
    from boardgames_gui.engine import playout, savefile
    from boardgames_gui.engine.match import Match
    from boardgames_gui.games import registry

    rules = registry.rules_of("bluemarble")
    game = playout.play(rules, {"players": 3}, 2)
    match = Match(rules, {"players": 3}, 2)
    for seat, action in game.log[:300]:
        match.apply(action, seat)
    path = tmp_path / "long.bgsave.json"
    savefile.save(match, path)
    assert window.open_file(str(path))
    log = window.page.log_panel
    qtbot.waitUntil(lambda: log.isVisible() and log.verticalScrollBar().maximum() > 0)
    qtbot.wait(20)
    bar = log.verticalScrollBar()
    assert bar.value() == bar.maximum()


def test_a_damaged_autosave_is_named_with_what_is_wrong_and_resume_looks_disabled(window, qtbot):
    """The banner said only "its autosave is damaged", and its disabled Resume kept the
    bright accent: it names the file and the problem, and Resume looks off."""
    from PySide6.QtGui import QColor

    from boardgames_gui.ui import paths
    from boardgames_gui.widgets import theme

    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"journal": 1, "game": "bluemarble"', encoding="utf-8")
    assert window.offer_resume()
    banner = window.launcher.banner
    qtbot.waitUntil(banner.isVisible)
    text = banner.label.text()
    assert str(path) in text and "damaged:" in text
    button = banner.resume_button
    assert not button.isEnabled()
    image = button.grab().toImage()
    middle = QColor(image.pixel(image.width() // 2, 3))
    assert abs(middle.lightness() - theme.ACCENT.lightness()) > 40, middle.name()


def test_a_long_log_line_wraps_onto_more_lines_instead_of_being_cut(window, qtbot):
    """Issue 15: long log lines ended in "···"; each sentence is shown whole."""
    from tests.gui.shell_driver import reveal, roll, start_pig_race

    window.resize(1366, 768)
    page = start_pig_race(qtbot, window, names=("Anastasia Romanovna Kuznetsova", "Bartholomew Kingsley"))
    reveal(qtbot, page)
    roll(qtbot, page)
    log = page.log_panel
    qtbot.wait(20)
    sentences = log.texts()
    assert sentences
    longest = max(range(len(sentences)), key=lambda i: len(sentences[i]))
    block = log.document().findBlockByNumber(longest)
    width = log.viewport().width()
    assert log.fontMetrics().horizontalAdvance(sentences[longest]) > width  # too long for one line
    assert block.text() == sentences[longest]  # the whole sentence, nothing cut
    assert block.layout().lineCount() > 1  # shown on several lines
