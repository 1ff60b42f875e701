"""Secrets stay secret at a hot-seat table (issue 15): Undo on the hand-off screen and the
computers' turns never show a person's hidden things to whoever holds the laptop."""

from __future__ import annotations

from tests.gui.shell_driver import hold, reveal, roll_until_points, start_pig_race


def test_undo_on_the_hand_off_screen_does_not_uncover_the_previous_players_secrets(window, qtbot):
    """Ana ends her turn; the laptop goes to Bo, who presses Ctrl+Z on the hand-off screen:
    that takes Ana's move back, so the table is Ana's again, and it stays covered for her."""
    page = start_pig_race(qtbot, window)
    reveal(qtbot, page)
    roll_until_points(qtbot, page)
    if page.match.state.current == 0:
        hold(qtbot, page)
    assert page.match.state.current == 1 and page.handoff.isVisible()
    window.undo_action.trigger()  # Bo, at the hand-off screen
    assert page.match.state.current == 0
    assert page.handoff.isVisible() and "Ana" in page.handoff.title.text()
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
