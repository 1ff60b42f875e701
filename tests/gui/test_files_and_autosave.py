"""Saving, opening, recent files and the autosave (issue 2, parts 3 and 5)."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QFileDialog, QMessageBox

from boardgames_gui.engine import savefile
from boardgames_gui.games import registry
from boardgames_gui.ui import paths, settings
from boardgames_gui.ui.autosave import parse_autosave
from tests.gui.shell_driver import hold, roll, roll_until_points, start_pig_race


def test_save_as_writes_the_action_log_and_reopening_restores_the_game(window, qtbot, tmp_path, monkeypatch):
    page = start_pig_race(qtbot, window)
    roll_until_points(qtbot, page)
    hold(qtbot, page)
    roll(qtbot, page)
    target = tmp_path / "race.bgsave.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_as_action.trigger()
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["game"] == "testgame"
    assert data["actions"] == [
        {"seat": seat, "action": dict(action)}
        for seat, action in zip(page.match.seats, page.match.actions, strict=True)
    ]
    state = page.rules.clone(page.match.state)
    assert not page.dirty and window.windowTitle().endswith("race.bgsave.json")

    window.close_action.trigger()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    window.open_action.trigger()
    reopened = window.page
    assert reopened is not None and reopened.match.state == state
    assert len(reopened.log_panel.texts()) >= len(data["actions"])
    assert settings.recent_files()[0] == str(target)


def test_save_after_save_as_writes_to_the_same_file_without_asking(window, qtbot, tmp_path, monkeypatch):
    page = start_pig_race(qtbot, window)
    target = tmp_path / "again.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_as_action.trigger()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (_ for _ in ()).throw(AssertionError))
    roll(qtbot, page)
    window.save_action.trigger()
    assert len(json.loads(target.read_text())["actions"]) == 1


def test_recent_menu_lists_saved_games_and_opens_them(window, qtbot, tmp_path, monkeypatch):
    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    target = tmp_path / "recent.json"
    window.save_to(str(target))
    window.close_action.trigger()
    window.recent_menu.aboutToShow.emit()
    entries = [a for a in window.recent_menu.actions() if a.data() == str(target)]
    assert entries
    entries[0].trigger()
    assert window.page is not None and len(window.page.match.actions) == 1


def test_opening_a_bad_save_shows_its_one_sentence_and_keeps_the_open_game(window, qtbot, tmp_path):
    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 1, "game": "testgame"', encoding="utf-8")
    assert not window.open_file(str(bad))
    with_reason = window.message_box
    assert with_reason is not None and with_reason.isVisible()
    try:
        savefile.load(bad, registry.rules_of)
    except savefile.SaveFileError as exc:
        assert with_reason.text() == str(exc)
    assert window.page is page and len(page.match.actions) == 1


def test_autosave_is_written_after_every_action_and_removed_when_the_game_is_closed(
    window, qtbot, monkeypatch
):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    page = start_pig_race(qtbot, window, free_undo=True)
    auto = paths.autosave_path()
    roll(qtbot, page)
    assert parse_autosave(auto.read_text())["actions"] == [{"seat": 0, "action": {"type": "roll"}}]
    roll(qtbot, page)
    assert len(parse_autosave(auto.read_text())["actions"]) == 2
    window.undo_action.trigger()
    assert len(parse_autosave(auto.read_text())["actions"]) == 1
    window.close_action.trigger()
    assert not auto.exists()


def test_autosave_is_removed_when_the_game_ends(window, qtbot):
    page = start_pig_race(qtbot, window, names=("Hal", "Eve"), computer=(0, 1), target=10)
    qtbot.waitUntil(lambda: page.match.decision() is None, timeout=15000)
    assert not paths.autosave_path().exists()


def test_next_start_offers_to_resume_the_autosave(window, qtbot, app):
    from PySide6.QtCore import Qt

    from boardgames_gui.ui.mainwindow import MainWindow

    page = start_pig_race(qtbot, window, names=("Ana", "Bo"))
    roll(qtbot, page)
    roll(qtbot, page)
    state = page.rules.clone(page.match.state)
    page.shut_down()  # as if the app crashed here: the autosave stays

    second = MainWindow()
    qtbot.addWidget(second)
    second.show()
    assert second.offer_resume()
    banner = second.launcher.banner
    assert banner.isVisible() and "Pig Race" in banner.label.text() and "2 moves" in banner.label.text()
    qtbot.mouseClick(banner.resume_button, Qt.MouseButton.LeftButton)
    assert second.page is not None and second.page.match.state == state
    assert second.page.file_path is None  # the autosave is not the player's own file
    second.page.shut_down()


def test_discarding_the_offered_autosave_deletes_it(window, qtbot):
    from PySide6.QtCore import Qt

    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    page.shut_down()
    window.page = None
    assert window.offer_resume()
    qtbot.mouseClick(window.launcher.banner.discard_button, Qt.MouseButton.LeftButton)
    assert not paths.autosave_path().exists()
    assert not window.launcher.banner.isVisible()


def test_no_autosave_means_no_offer(window):
    assert not window.offer_resume()
    assert not window.launcher.banner.isVisible()


def test_closing_a_game_with_unsaved_moves_asks_first_and_cancel_keeps_it(window, qtbot, monkeypatch):
    asked = []

    def answer(*args, **kwargs):
        asked.append(args[1])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", answer)
    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    window.close_action.trigger()
    assert asked == ["Close this game?"]
    assert window.page is page and paths.autosave_path().exists()


def test_opening_a_finished_game_shows_its_result(window, qtbot, tmp_path):
    from boardgames_gui.engine.bots import RandomBot
    from boardgames_gui.engine.match import Match
    from boardgames_gui.games import registry

    match = Match(registry.get("testgame").rules, {"players": 2, "variants": {"target": 10}}, 11)
    bot = RandomBot(1)
    while match.decision() is not None:
        match.apply(bot.choose(match.rules, match.state, match.decision().player))
    path = tmp_path / "finished.json"
    savefile.save(match, path)
    assert window.open_file(str(path))
    assert window.result_dialog is not None and window.result_dialog.isVisible()
    assert not paths.autosave_path().exists()


def test_opening_another_game_over_unsaved_moves_asks_first(window, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[1]) or QMessageBox.StandardButton.Cancel
    )
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (_ for _ in ()).throw(AssertionError))
    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    window.open_action.trigger()
    assert asked == ["Close this game?"]
    assert window.page is page
