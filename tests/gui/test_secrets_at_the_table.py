"""Secrets stay secret at a hot-seat table (issue 15): Undo on the hand-off screen and the
computers' turns never show a person's hidden things to whoever holds the laptop."""

from __future__ import annotations

from tests.gui.shell_driver import hold, reveal, roll_until_points, start_pig_race


def _ana_ends_her_turn(window, qtbot):
    """A friendly (free undo) Pig Race of Ana and Bo in which Ana has just held: the laptop
    goes to Bo, the hand-off screen shows. The game's page."""
    window.start_new_game("testgame", {"players": 2, "names": ["Ana", "Bo"], "free_undo": True}, 7)
    page = window.page
    reveal(qtbot, page)
    roll_until_points(qtbot, page)
    if page.match.state.current == 0:
        hold(qtbot, page)
    assert page.match.state.current == 1 and page.handoff.isVisible()
    return page


def test_undo_on_the_hand_off_screen_does_not_uncover_the_previous_players_secrets(window, qtbot):
    """Ana ends her turn; the laptop goes to Bo, who presses Ctrl+Z on the hand-off screen:
    that takes Ana's move back (a friendly game: free undo), so the table is Ana's again,
    and it stays covered for her."""
    page = _ana_ends_her_turn(window, qtbot)
    window.undo_action.trigger()  # Bo, at the hand-off screen
    assert page.match.state.current == 0
    assert page.handoff.isVisible() and "Ana" in page.handoff.title.text()
    assert page.view.viewer is None
    assert [c.value for c in page.view._cards] == [None, None]


def test_redo_that_gives_the_laptop_to_another_person_goes_through_the_hand_off_screen(window, qtbot):
    """Ana takes her hold back (friendly game) while the table is hers; Redo replays it,
    so the table waits for Bo again: it is covered for Bo, and Ana's hidden things are gone."""
    page = _ana_ends_her_turn(window, qtbot)
    window.undo_action.trigger()  # back to Ana: her hand-off screen
    reveal(qtbot, page)  # Ana takes the laptop and sees her table
    assert page.match.state.current == 0 and page.view.viewer == 0
    window.redo_action.trigger()  # her hold again: Bo is to play
    assert page.match.state.current == 1
    assert page.handoff.isVisible() and "Bo" in page.handoff.title.text()
    assert page.view.viewer is None
    assert [c.value for c in page.view._cards] == [None, None]


def test_the_computers_turns_show_nobodys_secrets(window, qtbot):
    """After a person's turn their hidden things left the screen at once, not after the
    computers' turns (the person may have walked away from the laptop)."""
    page = start_pig_race(qtbot, window, names=("Ana", "Robo"), computer=(1,))
    page.set_animation_speed(1.0)  # keep the computer's pause, to look at the table during it
    reveal(qtbot, page)
    roll_until_points(qtbot, page)
    if page.match.state.current == 0:
        hold(qtbot, page)
    assert page.match.state.current == 1 and page.match.decision() is not None
    assert page.view.viewer is None
    assert [c.value for c in page.view._cards] == [None, None]


def test_by_default_undo_does_not_go_back_over_a_roll(window, qtbot):
    """Roll, undo, roll again gave the same dice, so a player could learn where they would
    land: by default Undo does not take back a move that showed chance."""
    from tests.gui.shell_driver import roll

    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    assert page.match.revealed == [True]
    assert not window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert len(page.match.actions) == 1


def test_by_default_the_next_person_cannot_undo_the_previous_ones_moves(window, qtbot):
    """Holding shows no chance, but it passes the laptop to Bo: Bo's Undo would be Ana's move."""
    page = start_pig_race(qtbot, window)
    reveal(qtbot, page)
    roll_until_points(qtbot, page)
    if page.match.state.current == 0:
        hold(qtbot, page)
    assert page.match.state.current == 1
    assert not window.undo_action.isEnabled()


def test_free_undo_takes_back_a_roll(window, qtbot):
    """The friendly game's switch: Undo goes back over anything."""
    from tests.gui.shell_driver import roll

    window.start_new_game("testgame", {"players": 2, "free_undo": True}, 7)
    page = window.page
    roll(qtbot, page)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert page.match.actions == []


def test_the_new_game_dialog_offers_free_undo_and_the_edit_menu_tells_the_rule(window, qtbot):
    """The friendly game's switch is in the new-game dialog; Undo's tooltip says what it takes back."""
    page = start_pig_race(qtbot, window, free_undo=True)
    assert page.match.options["free_undo"] is True
    assert "since the dice or a card last showed something" in window.undo_action.toolTip()
    assert window.edit_menu.toolTipsVisible()


def test_a_person_sees_their_move_land_before_the_table_is_covered_for_the_next(window, qtbot):
    """Blueprints covered the table the instant a die was placed, so the player never saw it
    land or the score change: the result shows for a moment, then the hand-off screen."""
    from boardgames_gui.ui.gamepage import RESULT_PAUSE_MS

    page = start_pig_race(qtbot, window)
    reveal(qtbot, page)
    roll_until_points(qtbot, page)
    page.view.animations_enabled = True  # the tests switch animations off; a player has them on
    if page.match.state.current == 0:
        hold(qtbot, page)
    assert page.match.state.current == 1
    assert not page.handoff.isVisible() and page.view.viewer == 0
    assert page.action_bar.buttons == []  # nobody acts while the result shows
    qtbot.waitUntil(page.handoff.isVisible, timeout=RESULT_PAUSE_MS + 2000)
    assert page.view.viewer is None and "Bo" in page.handoff.title.text()
