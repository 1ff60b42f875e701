"""Drives the shell the way a player does: real dialog widgets, real board items, real buttons."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt


def click_item(qtbot, page, item) -> None:
    """Click a scene item where it is drawn on the board view's viewport."""
    view = page.board
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def set_spin(qtbot, spin, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Tab)


def start_pig_race(
    qtbot,
    window,
    names: Sequence[str] = ("Ana", "Bo"),
    computer: Sequence[int] = (),
    seed: str = "7",
    target: int | None = None,
    free_undo: bool = False,
):
    """Open the new-game dialog for the hidden test game and fill it in by keyboard and mouse
    (`free_undo`: tick the friendly game's free undo)."""
    dialog = window.launcher.open_new_game_dialog("testgame")
    qtbot.waitUntil(dialog.isVisible)
    if len(names) != dialog.players.value():
        set_spin(qtbot, dialog.players, len(names))
    for row, name in zip(dialog.rows, names, strict=False):
        qtbot.keyClicks(row.name, name)
    for seat in computer:
        combo = dialog.rows[seat].kind
        combo.setFocus()
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    if target is not None:
        set_spin(qtbot, dialog.variant_widgets["target"], target)
    if free_undo:
        dialog.free_undo.setFocus()
        qtbot.keyClick(dialog.free_undo, Qt.Key.Key_Space)
    if seed:
        qtbot.keyClicks(dialog.seed_edit, seed)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.page is not None)
    return window.page


def reveal(qtbot, page) -> None:
    """Press the hand-off screen's button if the table is covered."""
    if page.handoff.isVisible():
        qtbot.mouseClick(page.handoff.button, Qt.MouseButton.LeftButton)


def roll(qtbot, page) -> None:
    reveal(qtbot, page)
    click_item(qtbot, page, page.view.die)


def hold(qtbot, page, amount: int | None = None) -> None:
    reveal(qtbot, page)
    if amount is not None:
        set_spin(qtbot, page.action_bar.spins[0], amount)
    qtbot.mouseClick(page.action_bar.button_for("hold"), Qt.MouseButton.LeftButton)


def roll_until_points(qtbot, page, limit: int = 50) -> None:
    """Roll until the player to act has a turn total to hold (a 1 passes the turn)."""
    for _ in range(limit):
        roll(qtbot, page)
        if page.match.state.turn_total > 0:
            reveal(qtbot, page)
            return
    raise AssertionError("no points after many rolls")
