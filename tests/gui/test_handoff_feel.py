"""The hand-off screen's button to the painted table within a frame (issue 15, "Speed a player
feels"): what a hand-off lays out and draws beyond the table the player takes. Figures are in
bench/window_feel.py ("hand-off screen to the painted table"); these tests count."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QWidget

from boardgames_gui.ui.gamepage import PREPARE_MS
from tests.gui.paint_count import Drawings, settle


class _Events(QObject):
    """Counts events of the given types sent to the watched widgets."""

    def __init__(self, widgets, *types: QEvent.Type) -> None:
        super().__init__()
        self.types = set(types)
        self.count = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: ANN001, ANN201
        if event.type() in self.types:
            self.count += 1
        return False


def _turn(page, qtbot) -> None:
    """The next person takes the laptop and places a die."""
    page.reveal()
    settle()
    seat = page.acting_seat()
    page.play(page.match.legal_actions(seat)[0], seat)
    settle()
    qtbot.wait(10)


def _blueprints_covered(window, qtbot, players: int = 3):
    """A Blueprints table at 1920x1080 after each player's first die: covered for the next."""
    window.resize(1920, 1080)
    window.start_new_game("blueprints", {"players": players}, 4)
    page = window.page
    for _ in range(players + 1):
        _turn(page, qtbot)
    assert page.covered
    return page


def test_a_hand_off_moves_and_resizes_no_player_card(window, qtbot):
    """The players dock hid a player's secret rows under the hand-off screen and showed them
    again after: the card shrank and grew back, every card under it moved, and some 60 labels
    were laid out and painted again at every hand-off. A card keeps the rows it has shown."""
    page = _blueprints_covered(window, qtbot)
    cards = page.players_panel.cards
    before = [card.geometry() for card in cards]
    moved = _Events(cards, QEvent.Type.Move, QEvent.Type.Resize)
    page.reveal()
    settle()
    qtbot.wait(10)
    assert moved.count == 0
    assert [card.geometry() for card in cards] == before
    own = cards[page.acting_seat()].rows()
    # the player's secret rows shown: their own building score, the blueprint bonus in it
    assert any(key == "Building score" and "blueprint bonus" in value for key, value in own), own


def _count_preparations(monkeypatch) -> list[int]:
    """From now on, note every time a page drew the next player's table beneath the hand-off
    screen (the seat it drew it for). Call it before the page is made."""
    from boardgames_gui.ui.gamepage import GamePage

    seats: list[int] = []
    original = GamePage._prepare_reveal

    def noted(page) -> None:  # noqa: ANN001
        original(page)
        seats.append(page.acting_seat())

    monkeypatch.setattr(GamePage, "_prepare_reveal", noted)
    return seats


def _wait_for_preparation(page, qtbot) -> None:
    """Until the page has drawn what it draws beneath the hand-off screen (a first frame may
    take longer than PREPARE_MS)."""
    qtbot.waitUntil(
        lambda: not page._draw_beneath_timer.isActive() and not page._prepare_timer.isActive(),
        timeout=PREPARE_MS + 5000,
    )


def _blueprints_drawings(monkeypatch) -> Drawings:
    """How often the items of a Blueprints table were drawn, from an empty pixmap cache."""
    from boardgames_gui.games.blueprints import view_board, view_building, view_card, view_items, view_sheet
    from boardgames_gui.widgets import textpaint

    QPixmapCache.clear()  # no picture of an earlier test's table
    return Drawings(monkeypatch, view_board, view_building, view_card, view_items, view_sheet, textpaint)


def test_the_next_players_table_is_drawn_beneath_the_hand_off_screen_while_the_laptop_is_passed(
    window, qtbot, monkeypatch
):
    """The button drew what the next player's table showed for the first time (the die they
    took last, their score rows, the dice they may take now: 3-5 ms of its frame). While the
    laptop is passed it is drawn unseen, and the table put back as nobody's: the button
    draws no picture."""
    drawings = _blueprints_drawings(monkeypatch)
    prepared = _count_preparations(monkeypatch)
    page = _blueprints_covered(window, qtbot)
    _wait_for_preparation(page, qtbot)
    assert prepared[-1] == page.acting_seat()
    assert page.view.viewer is None  # beneath the screen, nobody's secrets
    drawings.clear()
    page.reveal()
    settle()
    qtbot.wait(10)
    assert page.view.viewer == page.acting_seat()
    assert sum(drawings.pictures.values()) == 0, dict(drawings.looks)


def test_a_hand_off_repaints_only_the_player_card_whose_rows_it_uncovers(window, qtbot):
    """Of the players dock, the button repaints the card of the player taking the laptop
    (their secret rows shown); the other players' cards, those under it too, show what they
    showed."""
    page = _blueprints_covered(window, qtbot)
    for _ in range(3):  # the top card's player takes the laptop: every other card is under it
        if page.acting_seat() == 0:
            break
        _turn(page, qtbot)
    seat = page.acting_seat()
    assert seat == 0
    cards = page.players_panel.cards
    painted = [_Events([card, *card.findChildren(QWidget)], QEvent.Type.Paint) for card in cards]
    page.reveal()
    settle()
    qtbot.wait(10)
    assert painted[seat].count > 0
    assert [events.count for p, events in enumerate(painted) if p != seat] == [0] * (len(cards) - 1)


def test_the_table_drawn_beneath_the_hand_off_screen_is_put_back_as_nobodys(window, qtbot, monkeypatch):
    """Drawing the next player's Blue Moon City table beneath the screen shows their hand
    face up for a moment, unseen: the table is left with the hand face down, and the button
    turns it face up, drawing no card."""
    from boardgames_gui.games.bluemooncity import view_items

    QPixmapCache.clear()
    drawings = Drawings(monkeypatch, view_items)
    prepared = _count_preparations(monkeypatch)
    window.resize(1920, 1080)
    window.start_new_game("bluemooncity", {"players": 2}, 5)
    page = window.page
    scene = page.board.scene()
    _wait_for_preparation(page, qtbot)
    assert prepared == [page.acting_seat()]
    assert page.covered and page.view.viewer is None
    hand = [card for card in scene.hand_items if card.isVisible()]
    assert hand and all(card.card is None for card in hand)  # face down
    drawings.clear()
    page.reveal()
    settle()
    assert all(card.card is not None for card in scene.hand_items if card.isVisible())
    assert drawings.drawn(scene.hand_items) == []
