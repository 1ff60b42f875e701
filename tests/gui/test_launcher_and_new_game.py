"""The launcher and the new-game dialog (issue 2, part 5: launcher and new-game dialog)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from boardgames_gui.games import registry
from boardgames_gui.widgets import theme
from tests.gui.shell_driver import set_spin, start_pig_race


def test_launcher_shows_a_card_per_visible_game_and_hides_the_test_game(window):
    shown = set(window.launcher.cards)
    assert shown == {g.game_id for g in registry.all_games()}
    assert "testgame" not in shown
    assert window.stack.currentWidget() is window.launcher


def test_cards_show_the_native_and_english_titles_and_player_range(window, qtbot):
    for card in window.launcher.cards.values():
        assert card.info.native_title in card.accessibleName()
        assert card.info.title in card.accessibleName()
        info = card.info
        assert card.players_label.text() == f"{info.min_players}–{info.max_players} players"
    card = window.launcher.cards["bluemarble"]
    qtbot.waitUntil(lambda: not card.art.pixmap().isNull())  # drawn after the first frame
    image = card.grab().toImage()
    assert image.width() > 0 and len({image.pixel(x, 100) for x in range(0, image.width(), 7)}) > 3


def test_clicking_an_available_game_card_opens_its_new_game_dialog(window, qtbot):
    available = [g.game_id for g in registry.available(include_hidden=False)]
    if not available:
        return  # no real game in this build yet: nothing to click
    card = window.launcher.cards[available[0]]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.rect().center())
    dialog = window.launcher.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.info.game_id == available[0]
    dialog.reject()


def test_a_game_still_being_built_is_shown_but_does_not_open(window, qtbot):
    missing = [c for c in window.launcher.cards.values() if not c.available]
    for card in missing:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.rect().center())
        assert window.launcher.dialog is None


def test_new_game_dialog_starts_the_test_game_with_names_seats_colours_variants_and_seed(window, qtbot):
    page = start_pig_race(qtbot, window, names=("Ana", "Bo", "Cy"), computer=(2,), seed="42", target=20)
    options = page.match.options
    assert options["players"] == 3
    assert options["names"] == ["Ana", "Bo", "Cy"]
    assert options["seats"] == ["human", "human", "computer"]
    assert options["colors"] == theme.default_colors(3)
    assert options["variants"] == {
        "target": 20,
        "one_ends_turn": True,
        "charms": True,
        "verdicts": True,
        "swaps": True,
    }
    assert page.match.seed == 42
    assert window.stack.currentWidget() is page
    assert window.players_dock.isVisible() and window.log_dock.isVisible()


def test_empty_names_become_player_numbers_and_an_empty_seed_is_random(window, qtbot):
    dialog = window.launcher.open_new_game_dialog("testgame")
    options = dialog.options()
    assert options["names"] == ["Player 1", "Player 2"]
    assert dialog.seed_edit.placeholderText() == "random"
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.page is not None)
    assert 0 <= window.page.match.seed < 2**31


def test_choosing_a_taken_colour_swaps_it_with_the_other_seat(window, qtbot):
    dialog = window.launcher.open_new_game_dialog("testgame")
    first, second = dialog.rows[0].color, dialog.rows[1].color
    first.setFocus()
    qtbot.keyClick(first, Qt.Key.Key_Down)  # orange -> sky blue, which seat 2 holds
    assert first.currentData() == "sky_blue"
    assert second.currentData() == "orange"
    assert len(set(dialog.options()["colors"])) == 2
    dialog.reject()


def test_player_count_shows_exactly_that_many_seat_rows(window, qtbot):
    from tests.gui.shell_driver import set_spin

    dialog = window.launcher.open_new_game_dialog("testgame")
    set_spin(qtbot, dialog.players, 4)
    assert [r.name.isVisible() for r in dialog.rows] == [True, True, True, True]
    set_spin(qtbot, dialog.players, 2)
    assert [r.name.isVisible() for r in dialog.rows] == [True, True, False, False]
    assert dialog.options()["players"] == 2
    dialog.reject()


def test_variants_appear_as_switches_and_spin_boxes_with_their_help(window):
    dialog = window.launcher.open_new_game_dialog("testgame")
    target = dialog.variant_widgets["target"]
    switch = dialog.variant_widgets["one_ends_turn"]
    assert (target.minimum(), target.maximum(), target.value()) == (10, 100, 30)
    assert switch.isChecked() and switch.text() == "A 1 ends the turn"
    assert "Rolling a 1" in switch.toolTip()
    dialog.reject()


#: twice the length of the longest Russian pitch
LONG_RUSSIAN_PITCH = (
    "Покупайте города мира, стройте отели, курорты и вокзалы, собирайте плату с каждого, кто "
    "остановился у вас, и разоряйте друзей, пока у них не кончатся деньги и надежда."
)


def _inside(card, widget) -> QRect:
    """`widget`'s rectangle in the card's coordinates."""
    return QRect(widget.mapTo(card, QPoint(0, 0)), widget.size())


def _assert_card_text_fits(card) -> None:
    body = _inside(card, card.body)
    assert card.rect().contains(body)
    for part in (card.title_label, card.meta_label, card.pitch_label, card.pill, card.designers_label):
        assert body.contains(_inside(card, part)), part.objectName()
    for wrapped in (card.title_label, card.pitch_label):
        assert wrapped.heightForWidth(wrapped.width()) <= wrapped.height(), wrapped.text()
    for line in (card.meta_label, card.players_label):
        assert line.sizeHint().width() <= line.width(), line.text()
    assert _inside(card, card.pitch_label).bottom() < _inside(card, card.pill).top()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_long_russian_pitch_is_shown_whole_on_its_card(app, qtbot, monkeypatch, size):
    """The card grows with its text (layouts, not fixed places): nothing is cut."""
    from boardgames_gui.ui import languages
    from boardgames_gui.ui.mainwindow import MainWindow

    game = registry.GAMES["bluemarble"]
    monkeypatch.setitem(registry.GAMES, "bluemarble", dataclasses.replace(game, pitch=LONG_RUSSIAN_PITCH))
    languages.set_language("ru")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    with qtbot.waitExposed(window):
        window.show()
    qtbot.waitUntil(lambda: window.launcher.cards["bluemarble"].pitch_label.text() == LONG_RUSSIAN_PITCH)
    for card in window.launcher.cards.values():
        _assert_card_text_fits(card)
    long_card = window.launcher.cards["bluemarble"]
    assert long_card.pitch_label.height() > 4 * long_card.pitch_label.fontMetrics().height()


def test_each_games_rules_can_be_read_from_the_launcher(window, qtbot):
    """The rules browser needed a running game: each card has a Rules button."""
    from PySide6.QtCore import Qt

    card = window.launcher.findChild(QWidget, "card_bluemarble")
    qtbot.mouseClick(card.rules_button, Qt.MouseButton.LeftButton)
    browser = window.launcher.findChild(QWidget, "rulesBrowser")
    qtbot.waitUntil(lambda: browser is not None and browser.isVisible())
    assert "Blue Marble" in browser.windowTitle()
    assert "부루마불" in browser.browser.toPlainText()
    assert window.page is None  # reading the rules starts no game
    browser.close()


def test_a_variant_for_another_player_count_is_hidden_in_the_new_game_dialog(window, qtbot):
    """Issue 15: the Blueprints two-player rule was shown (and ticked) for four players."""
    dialog = window.launcher.open_new_game_dialog("blueprints")
    qtbot.waitUntil(dialog.isVisible)
    duel = dialog.variant_widgets["two_player_discard"]
    learning = dialog.variant_widgets["open_buildings"]
    assert dialog.players.value() == 2 and duel.isVisible() and learning.isVisible()
    duel.setChecked(False)
    for players in (3, 4):
        set_spin(qtbot, dialog.players, players)
        assert not duel.isVisible() and learning.isVisible()
        # a rule not shown keeps its default: it changes nothing in this game
        assert dialog.options()["variants"]["two_player_discard"] is True
    set_spin(qtbot, dialog.players, 2)
    assert duel.isVisible() and dialog.options()["variants"]["two_player_discard"] is False
    dialog.reject()


def test_the_first_player_choice_offers_only_the_seats_in_the_game(window, qtbot):
    """Issue 15: a two-player Blueprints game offered Player 3 and 4 as start player."""
    dialog = window.launcher.open_new_game_dialog("blueprints")
    qtbot.waitUntil(dialog.isVisible)
    first = dialog.variant_widgets["first_player"]

    def offered() -> list:
        return [first.itemData(i) for i in range(first.count())]

    assert dialog.players.value() == 2 and offered() == ["random", 1, 2]
    set_spin(qtbot, dialog.players, 4)
    assert offered() == ["random", 1, 2, 3, 4]
    first.setCurrentIndex(first.findData(4))
    set_spin(qtbot, dialog.players, 3)
    # the fourth seat is gone, so its choice falls back to the default; a seat still there stays
    assert offered() == ["random", 1, 2, 3] and first.currentData() == "random"
    first.setCurrentIndex(first.findData(2))
    set_spin(qtbot, dialog.players, 2)
    assert first.currentData() == 2 and dialog.options()["variants"]["first_player"] == 2
    dialog.reject()
