"""`--screenshot` shows what a player sees (issue 15, "Done when": pictures at the result
screen): the result screen, a window of its own, is in the picture of a finished game."""

from __future__ import annotations

from boardgames_gui.ui.screenshot import window_picture
from tests.gui.shell_driver import start_pig_race


def test_the_picture_of_a_finished_game_shows_its_result_screen(window, qtbot):
    start_pig_race(qtbot, window, names=("Hal", "Eve"), computer=(0, 1), target=10)
    qtbot.waitUntil(
        lambda: window.result_dialog is not None and window.result_dialog.isVisible(), timeout=15000
    )
    dialog = window.result_dialog
    picture = window_picture(window).toImage()
    alone = window.grab().toImage()
    shown = dialog.grab().toImage()
    corner = window.rect().center() - dialog.rect().center()
    # a point of the dialog's table, where the window alone shows the board
    point = dialog.table.geometry().center()
    at = corner + point
    assert picture.pixel(at) == shown.pixel(point)
    assert picture.pixel(at) != alone.pixel(at)


def test_the_picture_of_a_game_in_play_is_the_window_alone(window, qtbot):
    start_pig_race(qtbot, window, names=("Ann", "Bo"), target=40)
    assert window_picture(window).toImage() == window.grab().toImage()
