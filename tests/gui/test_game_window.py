"""Playing in the game window: board clicks, action bar, hand-off, undo/redo, bots, game over
(issue 2, part 5: game window)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from boardgames_gui.engine.api import Action
from tests.gui.shell_driver import click_item, hold, reveal, roll, roll_until_points, start_pig_race


def test_hand_off_screen_covers_the_table_before_a_player_with_secrets_acts(window, qtbot):
    page = start_pig_race(qtbot, window)
    assert page.handoff.isVisible()
    assert "Pass the laptop to Ana" in page.handoff.title.text()
    assert page.view.viewer is None
    assert [c.value for c in page.view._cards] == [None, None]  # every lucky number face down
    assert page.action_bar.buttons == []
    qtbot.mouseClick(page.handoff.button, Qt.MouseButton.LeftButton)
    assert not page.handoff.isVisible()
    assert page.view.viewer == 0
    assert page.view._cards[0].value == page.match.state.lucky[0]
    assert page.view._cards[1].value is None


def test_the_next_human_gets_the_hand_off_screen_after_the_turn_passes(window, qtbot):
    page = start_pig_race(qtbot, window)
    roll_until_points(qtbot, page)
    if page.match.state.current == 0:
        hold(qtbot, page)
    assert page.match.state.current == 1
    assert page.handoff.isVisible() and "Bo" in page.handoff.title.text()
    assert page.view.viewer is None


def test_clicking_the_die_rolls_and_the_log_says_so(window, qtbot):
    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    assert len(page.match.actions) == 1 and page.match.actions[0] == Action("roll")
    value = page.history[0][0]["dice"][0]
    assert page.view.die.face() == value
    assert page.log_panel.texts()[0] == f"Ana rolled {value}."


def test_status_line_says_whose_turn_and_what_to_do_and_the_panel_is_lit(window, qtbot):
    page = start_pig_race(qtbot, window)
    reveal(qtbot, page)
    assert page.action_bar.prompt.text() == "Ana: roll the die or hold"
    cards = page.players_panel.cards
    assert [c.current for c in cards] == [True, False]


def test_hold_button_with_its_spin_box_banks_the_chosen_amount(window, qtbot):
    page = start_pig_race(qtbot, window)
    roll_until_points(qtbot, page)
    player = page.match.state.current
    total = page.match.state.turn_total
    spin = page.action_bar.spins[0]
    assert (spin.minimum(), spin.maximum(), spin.value()) == (1, total, total)
    amount = 1
    hold(qtbot, page, amount)
    assert page.match.actions[-1] == Action("hold", amount=amount)
    assert page.match.state.scores[player] == amount
    assert page.action_bar.button_for("roll") is None  # the die offers rolling on the board


def test_a_refused_move_is_explained_in_muted_red_without_a_dialog(window, qtbot):
    page = start_pig_race(qtbot, window)
    reveal(qtbot, page)
    page.view.choose(Action("hold", amount=5))
    assert page.action_bar.refusal.isVisible()
    assert page.action_bar.refusal.text() == "You have nothing to hold: roll first."
    assert window.message_box is None
    assert page.match.actions == []


def test_undo_and_redo_take_back_and_replay_an_action_with_its_log(window, qtbot):
    page = start_pig_race(qtbot, window, free_undo=True)
    roll_until_points(qtbot, page)
    before = page.rules.clone(page.match.state)
    count = len(page.match.actions)
    log = page.log_panel.texts()
    hold(qtbot, page)
    assert len(page.match.actions) == count + 1
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert len(page.match.actions) == count
    assert page.match.state == before
    assert page.log_panel.texts() == log
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert len(page.match.actions) == count + 1
    assert page.match.actions[-1].type == "hold"


def test_undo_and_redo_use_the_standard_shortcuts(window):
    from PySide6.QtGui import QKeySequence

    assert window.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert window.redo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Redo)


def test_a_new_action_after_undo_clears_redo(window, qtbot):
    page = start_pig_race(qtbot, window)
    roll(qtbot, page)
    window.undo_action.trigger()
    roll(qtbot, page)
    assert not window.redo_action.isEnabled()
    assert not page.match.can_redo()


def test_computer_seat_plays_by_itself_and_one_undo_takes_back_its_replies(window, qtbot):
    page = start_pig_race(qtbot, window, names=("Ana", "Robo"), computer=(1,), free_undo=True)
    roll_until_points(qtbot, page)
    if page.match.state.current != 0:  # Ana went bust: the bot plays, then Ana again
        qtbot.waitUntil(lambda: page.match.state.current == 0 and page.human_to_act(), timeout=5000)
        roll_until_points(qtbot, page)
    before = page.rules.clone(page.match.state)
    count = len(page.match.actions)
    hold(qtbot, page)
    qtbot.waitUntil(lambda: page.match.decision() is None or page.match.state.current == 0, timeout=5000)
    assert len(page.match.actions) > count + 1  # the computer moved
    bot_lines = [t for t in page.log_panel.texts() if t.startswith("Robo")]
    assert bot_lines
    window.undo_action.trigger()
    assert page.match.state == before
    assert len(page.match.actions) == count


def test_computer_seats_play_a_whole_game_and_the_result_is_shown(window, qtbot):
    page = start_pig_race(qtbot, window, names=("Hal", "Eve"), computer=(0, 1), target=10)
    qtbot.waitUntil(
        lambda: window.result_dialog is not None and window.result_dialog.isVisible(), timeout=15000
    )
    result = page.match.result()
    dialog = window.result_dialog
    winner = page.match.names()[result.winners[0]]
    assert dialog.findChild(type(page.action_bar.prompt), "resultHeadline").text() == f"{winner} won!"
    assert dialog.table.item(0, 1).text() == winner
    assert dialog.table.item(0, 0).text() == "1"
    assert "Game over" in page.action_bar.prompt.text()


def test_view_menu_zooms_in_out_and_fits_the_board(window, qtbot):
    page = start_pig_race(qtbot, window)
    fitted = page.board.scale_factor()
    window.zoom_in_action.trigger()
    assert page.board.scale_factor() > fitted
    window.zoom_out_action.trigger()
    window.zoom_out_action.trigger()
    assert page.board.scale_factor() < fitted
    window.fit_action.trigger()
    assert abs(page.board.scale_factor() - fitted) < 1e-6


def test_wheel_zooms_the_board(window, qtbot):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    page = start_pig_race(qtbot, window)
    reveal(qtbot, page)
    before = page.board.scale_factor()
    centre = QPointF(page.board.viewport().rect().center())
    event = QWheelEvent(
        centre,
        page.board.viewport().mapToGlobal(centre),
        QPoint(),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(page.board.viewport(), event)
    assert page.board.scale_factor() > before


def test_rules_browser_shows_the_rules_text_of_this_game(window, qtbot):
    page = start_pig_race(qtbot, window)
    window.rules_action.trigger()
    browser = window.rules_browser
    assert browser.isVisible()
    text = browser.browser.toPlainText()
    assert "Roll the die as often as you like" in text
    assert "Target score" in text  # the variants and their help follow the rules
    assert page.match.actions == []


def test_clicking_the_board_while_the_computer_is_to_act_is_refused(window, qtbot):
    page = start_pig_race(qtbot, window, names=("Hal", "Ana"), computer=(0,))
    page._bot_timer.stop()  # hold the computer's move to click during its turn
    click_item(qtbot, page, page.view.die)
    assert page.match.actions == []
    assert page.action_bar.refusal.isVisible()
    page._bot_move()
    qtbot.waitUntil(lambda: len(page.match.actions) >= 1, timeout=10000)


def test_animation_setting_is_stored_and_reaches_the_view(window, qtbot):
    from boardgames_gui.ui import settings

    page = start_pig_race(qtbot, window)
    window.animation_actions["slow"].trigger()
    assert settings.animation_speed() == 1.6
    assert page.view.animation_speed == 1.6
    assert page.view.animations_enabled is False  # tests switch animations off for the process
    window.animation_actions["off"].trigger()
    assert settings.animation_speed() == 0.0


def test_computers_play_at_a_brisk_pace_by_default_and_the_pace_is_a_setting(window, qtbot):
    """A computer's Blue Moon City turn took 5-15 s at the default pace: computers pause a
    quarter of a second before each move by default, and Settings > Computer pace goes from
    instant to slow."""
    from boardgames_gui.ui import settings

    page = start_pig_race(qtbot, window)
    assert window.pace_actions["brisk"].isChecked() and page.bot_pause_ms == 250
    window.pace_actions["slow"].trigger()
    assert settings.computer_pace() == "slow" and page.bot_pause_ms == 1200
    window.pace_actions["instant"].trigger()
    assert page.bot_pause_ms == 0
    assert [a.text() for a in window.pace_menu.actions()] == ["Instant", "Brisk", "Normal", "Slow"]


def test_close_game_returns_to_the_launcher(window, qtbot):
    start_pig_race(qtbot, window)
    window.close_action.trigger()
    assert window.page is None
    assert window.stack.currentWidget() is window.launcher
    assert not window.save_action.isEnabled()


def test_dragging_the_table_pans_the_zoomed_board(window, qtbot):
    from PySide6.QtCore import QPoint

    page = start_pig_race(qtbot, window)
    reveal(qtbot, page)
    for _ in range(4):
        window.zoom_in_action.trigger()
    bar = page.board.horizontalScrollBar()
    assert bar.maximum() > 0
    before = bar.value()
    viewport = page.board.viewport()
    start = QPoint(viewport.width() // 2, 12)  # on the paper, away from the die and pawns
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, start + QPoint(step * 30, 0))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(150, 0))
    assert bar.value() != before


def test_computer_seats_think_in_a_worker_process(window, qtbot):
    import os

    page = start_pig_race(qtbot, window, names=("Hal", "Ana"), computer=(0,))
    qtbot.waitUntil(lambda: len(page.match.actions) >= 1, timeout=20000)
    assert page.bot_runner.last_worker_pid not in (None, os.getpid())


def test_an_answer_arriving_after_undo_is_ignored(window, qtbot):
    page = start_pig_race(qtbot, window, names=("Hal", "Ana"), computer=(0,))
    page._bot_timer.stop()
    page._bot_move()
    ticket = page._bot_question[0]
    page._stop_bots()  # what undo does while the computer thinks
    page._bot_chosen(ticket, Action("roll"), page._bot_for(0))
    assert page.match.actions == []


def test_no_hand_off_when_the_same_human_acts_again_after_the_computer(window, qtbot):
    page = start_pig_race(qtbot, window, names=("Ana", "Robo"), computer=(1,))
    reveal(qtbot, page)
    roll_until_points(qtbot, page)
    if page.match.state.current == 0:
        hold(qtbot, page)
    # the computer plays its turn, then it is Ana's again: she never left the laptop
    qtbot.waitUntil(lambda: page.match.decision() is None or page.match.state.current == 0, timeout=20000)
    if page.match.decision() is not None:
        assert not page.handoff.isVisible()
        assert page.view.viewer == 0


def test_hidden_docks_stay_hidden_in_the_next_session(window, qtbot, app):
    from boardgames_gui.ui.mainwindow import MainWindow

    start_pig_race(qtbot, window)
    window.log_dock.toggleViewAction().trigger()
    assert not window.log_dock.isVisible()
    window.page.dirty = False
    window.close()

    second = MainWindow()
    qtbot.addWidget(second)
    second.show()
    page = start_pig_race(qtbot, second)
    assert second.players_dock.isVisible() and not second.log_dock.isVisible()
    page.shut_down()
