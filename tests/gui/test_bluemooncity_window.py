"""Blue Moon City in the shell's real game page: hand-off, board clicks, the action bar
(issue 5, "View and teaching")."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from boardgames_gui.engine.match import Match  # noqa: E402
from boardgames_gui.games import registry  # noqa: E402
from boardgames_gui.games.bluemooncity import data  # noqa: E402
from boardgames_gui.widgets.gameview import GameView  # noqa: E402

ui_gamepage = pytest.importorskip("boardgames_gui.ui.gamepage")

NAMES = ["Ana", "Bo", "Cy", "Di"]
FIRE_TEMPLE = data.START_TILES["fire_temple"]


@pytest.fixture
def page(qtbot, monkeypatch):
    monkeypatch.setattr(GameView, "animations_enabled", False)
    info = registry.get("bluemooncity")
    match = Match(info.rules, {"players": 4, "names": NAMES}, 2)
    page = ui_gamepage.GamePage(info, match)
    page.autosave_enabled = False
    qtbot.addWidget(page)
    page.resize(1400, 1000)
    page.show()
    return page


def _click(qtbot, page, item) -> None:  # noqa: ANN001
    page.board.fitInView(page.view.sceneRect(), Qt.KeepAspectRatio)
    pos = page.board.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(page.board.viewport(), Qt.LeftButton, pos=pos)


def _tile(page, cell):  # noqa: ANN001, ANN202
    return page.view.tiles[page.match.state.tile(cell)["building"]]


def test_hand_is_face_down_until_the_hand_off_then_a_click_moves(qtbot, page) -> None:
    """Issue 5: hands are secret, the hand-off screen covers the table before each turn."""
    view = page.view
    assert page.covered and view.viewer is None
    shown = [i for i in view.hand_items if i.isVisible()]
    assert shown and all(i.card is None for i in shown)
    assert not any(t.glow for t in view.tiles.values())
    page.reveal()
    me = page.match.state.current
    assert view.viewer == me and all(i.card is not None for i in view.hand_items if i.isVisible())
    assert page.action_bar.button_for("end_phase") is not None  # "Done moving" is a button
    _click(qtbot, page, _tile(page, (1, 2)))
    assert page.match.state.figures[me] == [1, 2]


def test_refused_click_shows_the_rules_sentence_in_the_action_bar(qtbot, page) -> None:
    page.reveal()
    _click(qtbot, page, _tile(page, (0, 1)))  # three steps away
    assert "step" in page.action_bar.refusal.text() and not page.action_bar.refusal.isHidden()
    assert page.match.state.figures[page.match.state.current] == [2, 2]


def test_pay_a_box_in_the_window(qtbot, page) -> None:
    """Seed "Contribution Phase" through the real shell: box -> suggested cards -> Pay."""
    s = page.match.state
    me = s.current
    hand = s.hands[me]
    for face in (("vulca", 3), ("vulca", 2)):
        card = next(c for c in range(data.CARD_COUNT) if data.CARDS[c] == face and c not in hand)
        pile = next(p for p in [s.deck, *s.hands] if card in p)
        spare = next(c for c in hand if data.CARDS[c][0] != "vulca")
        pile[pile.index(card)] = spare
        hand[hand.index(spare)] = card
    s.figures[me] = list(FIRE_TEMPLE)
    s.phase = "contribute"
    page.reveal()
    _click(qtbot, page, _tile(page, FIRE_TEMPLE).boxes[0])
    assert page.view.pay_panel.isVisible()
    _click(qtbot, page, page.view.confirm)
    assert page.match.state.tile(FIRE_TEMPLE)["markers"][0] == me
    assert page.match.actions[-1]["type"] == "contribute"
