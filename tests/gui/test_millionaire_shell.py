"""Millionaire in the real window (issue 12): the desk of dialogs sits under the board, the
shell's action bar keeps what the desk and the board do not offer, and a game played by
clicking the board's dice, the bar and the desk goes on."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from boardgames_gui.games.millionaire.view_faces import GEOMETRY  # noqa: E402
from tests.gui.shell_driver import reveal  # noqa: E402


def start(window, edition: str = "elite", players: int = 3):
    window.start_new_game("millionaire", {"players": players, "variants": {"edition": edition}}, 5)
    return window.page


def test_the_desk_is_under_the_board_and_trade_opens_the_trade_window(window, qtbot):
    page = start(window)
    desk = page.view.side_widget()
    assert page.isAncestorOf(desk) and desk.isVisible()
    assert page.action_bar.button_for("offer_trade") is None, "trades are the desk's, not a bar of spin boxes"
    qtbot.mouseClick(desk.trade_button, Qt.MouseButton.LeftButton)
    assert desk.stack.currentWidget() is desk.trade and desk.trade.isVisible()
    qtbot.mouseClick(desk.trade.cancel_button, Qt.MouseButton.LeftButton)
    assert not desk.stack.isVisible()


@pytest.mark.parametrize("edition", ["classic", "elite"])
def test_a_roll_by_clicking_the_dice_moves_the_token(window, qtbot, edition):
    page = start(window, edition)
    reveal(qtbot, page)
    board = page.board
    dice = page.view.centre.dice_rect().center()
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(dice))
    assert page.match.actions, "the click on the dice rolled"
    state = page.match.state
    assert GEOMETRY.cell_rect(state.positions[0]).contains(page.view.tokens[0].pos())


def test_a_broker_trade_is_applied_for_the_seat_that_made_it(window, qtbot):
    """M27 in the shell: a click in the broker window goes out as `seatActionChosen` and the
    match records that seat's action, while the table still waits for the player on the Exchange."""
    from boardgames_gui.engine.api import Action
    from boardgames_gui.games.millionaire import elite_steps
    from boardgames_gui.games.millionaire.state import AFTER_ROLL

    page = start(window)
    reveal(qtbot, page)
    state = page.match.state
    state.phase = AFTER_ROLL
    elite_steps.open_exchange(state, 0)  # documented edit: what stopping on the Exchange does
    page.refresh()
    broker = page.view.side_widget().broker
    assert broker.isVisible()
    qtbot.mouseClick(broker.buttons[(2, Action("buy_shares"))], Qt.MouseButton.LeftButton)
    assert page.match.seats[-1] == 2 and page.match.actions[-1] == Action("buy_shares", count=1)
    assert page.match.state.shares[2] == 1
    assert page.match.decision().player == 0


def test_a_computer_seat_trades_through_a_person_on_the_exchange(window, qtbot):
    """M27 with computers at the table: while a person is on the Exchange, a computer seat with
    spare cash is asked out of turn and buys shares through that person, who gets the commission."""
    from boardgames_gui.games.millionaire import elite_steps
    from boardgames_gui.games.millionaire.state import AFTER_ROLL

    options = {"players": 3, "seats": ["human", "computer", "human"], "variants": {"edition": "elite"}}
    window.start_new_game("millionaire", options, 5)
    page = window.page
    page.view.animations_enabled = False
    reveal(qtbot, page)
    qtbot.waitUntil(lambda: page.match.decision().player == 0 and page.match.state.turns == 0, timeout=5000)
    state = page.match.state
    state.phase = AFTER_ROLL
    state.money[1] = 6000  # documented edit: the computer has spare cash
    elite_steps.open_exchange(state, 0)  # documented edit: what stopping on the Exchange does
    page.refresh()
    qtbot.waitUntil(lambda: 1 in page.match.state.exchange.get("used", []), timeout=5000)
    assert page.match.seats[-1] == 1 and page.match.actions[-1]["type"] == "buy_shares"
    assert page.match.state.money[0] > 2000, "the person on the Exchange got the commission"
    assert page.match.decision().player == 0


def test_the_desk_is_a_column_beside_the_board_and_the_board_keeps_its_size(window, qtbot):
    """1366×768: the desk of dialogs stands right of the board, so the square board takes the
    height the action bar leaves, and opening a dialog (the trade window) does not re-fit it."""
    window.resize(1366, 768)
    page = start(window)
    reveal(qtbot, page)
    qtbot.wait(50)
    desk = page.view.side_widget()
    assert desk.geometry().left() >= page.board.geometry().right()
    scale = page.board.scale_factor()
    qtbot.mouseClick(desk.trade_button, Qt.MouseButton.LeftButton)
    assert desk.trade.isVisible()
    qtbot.wait(50)
    assert page.board.scale_factor() == scale
    assert desk.trade.offer_button.isVisible() and desk.trade.offer_button.width() <= desk.width()
