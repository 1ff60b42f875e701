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
