"""Blueprints at a hot-seat table (issue 15): each player builds behind a screen, so with
two people the one at the laptop sees their own building and not the other's until the
round is scored; the learning game keeps both buildings on the table."""

from __future__ import annotations

from boardgames_gui.games.blueprints.view_building import CubeItem
from tests.gui.shell_driver import reveal


def _visible_cubes(page, player: int) -> list:
    board = page.view.boards[player]
    return [
        item
        for item in page.view.items()
        if isinstance(item, CubeItem) and item.isVisible() and board.isAncestorOf(item)
    ]


def _build_once_each(qtbot, window, variants: dict | None = None):
    options = {"players": 2, "names": ["Ana", "Bo"]}
    if variants:
        options["variants"] = variants
    window.start_new_game("blueprints", options, 5)
    page = window.page
    state = page.match.state
    # each builds a die and throws one away, until it is Ana's turn with a die built each
    while min(state.dice_used) == 0 or page.match.decision().player != 0 or state.phase != "build":
        reveal(qtbot, page)  # the hand-off screen: the next person takes the laptop
        seat = page.match.decision().player
        page.play(page.match.legal_actions(seat)[0])
    reveal(qtbot, page)
    assert page.match.decision().kind == "build" and page.view.viewer == 0
    return page


def test_with_two_people_the_other_players_building_is_not_drawn(window, qtbot):
    page = _build_once_each(qtbot, window)
    ana, bo = page.view.boards
    assert _visible_cubes(page, 0) and not _visible_cubes(page, 1)
    assert bo.screen.isVisible() and not bo.building.isVisible() and not bo.sheet.isVisible()
    assert ana.building.isVisible() and not ana.screen.isVisible()
    assert len(bo.screen.dice) == page.match.state.dice_used[1]  # the dice Bo took are public
    bo_lines = [line for line in page.log_panel.texts() if line.startswith("Bo took")]
    assert bo_lines and all("behind the screen" in line and "row" not in line for line in bo_lines)


def test_the_learning_game_shows_both_buildings(window, qtbot):
    page = _build_once_each(qtbot, window, {"open_buildings": True})
    assert _visible_cubes(page, 0) and _visible_cubes(page, 1)
    assert not page.view.boards[1].screen.isVisible()
