"""Blue Marble in the real game page of the shell: the action bar's buttons and
clicks on the board view, as a player at the laptop would play (issue 3)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from boardgames_gui.engine.api import Action  # noqa: E402
from boardgames_gui.engine.match import Match  # noqa: E402
from boardgames_gui.games import registry  # noqa: E402
from boardgames_gui.games.bluemarble import data  # noqa: E402
from boardgames_gui.widgets.gameview import GameView  # noqa: E402

ui_gamepage = pytest.importorskip("boardgames_gui.ui.gamepage")

NAMES = ["Ana", "Bo", "Chul", "Dami"]


@pytest.fixture
def page(qtbot, monkeypatch):
    monkeypatch.setattr(GameView, "animations_enabled", False)
    info = registry.get("bluemarble")
    seed = _seed_where_first_roll_buys()
    match = Match(info.rules, {"players": 4, "names": NAMES}, seed)
    page = ui_gamepage.GamePage(info, match)
    page.autosave_enabled = False
    qtbot.addWidget(page)
    page.resize(1200, 1000)
    page.show()
    page.board.fitInView(page.view.sceneRect(), Qt.KeepAspectRatio)
    return page


def _seed_where_first_roll_buys() -> int:
    rules = registry.get("bluemarble").rules
    for seed in range(1, 200):
        m = Match(rules, {"players": 4, "names": NAMES}, seed)
        m.apply(Action("roll"))
        d = m.decision()
        if d is not None and d.kind == "buy" and d.player == 0:
            return seed
    raise AssertionError("no seed found")


def _click_space(qtbot, page, index: int) -> None:
    item = page.view.space_item(index)
    pos = page.board.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(page.board.viewport(), Qt.LeftButton, pos=pos)


def test_roll_button_then_buy_by_clicking_the_deed_in_the_window(qtbot, page):
    roll = page.action_bar.button_for("roll")
    assert roll is not None
    qtbot.mouseClick(roll, Qt.LeftButton)
    d = page.match.decision()
    assert d.kind == "buy"
    space = d.info["space"]
    # the shell offers buy and pass as buttons; the deed also takes the click
    assert page.action_bar.button_for("buy") is not None
    assert page.action_bar.button_for("pass") is not None
    _click_space(qtbot, page, space)
    assert page.match.state.owner[space] == 0
    assert page.view.space_item(space).owner == 0


def test_an_illegal_click_shows_the_engines_reason_in_the_action_bar(qtbot, page):
    other = next(s for s in data.DEED_SPACES if s not in (1, 3))
    _click_space(qtbot, page, other)
    assert "only when your plane stops on it" in page.action_bar.refusal.text()
    assert not page.action_bar.refusal.isHidden()
    assert page.match.state.owner[other] is None


def test_computer_seats_play_between_human_turns_without_board_glows(qtbot, monkeypatch):
    """Three computer players move on the page's timer; while they act the board offers nothing."""
    monkeypatch.setattr(GameView, "animations_enabled", False)
    info = registry.get("bluemarble")
    options = {"players": 4, "names": NAMES, "seats": ["human", "computer", "computer", "computer"]}
    match = Match(info.rules, options, 3)
    page = ui_gamepage.GamePage(info, match)
    page.autosave_enabled = False
    qtbot.addWidget(page)
    page.show()
    for _ in range(6):
        qtbot.waitUntil(lambda: page.match.decision().player == 0, timeout=10000)
        legal = page.match.legal_actions()
        button = next(a for a in legal if not page.view.handles(a))
        page.play(button)
        if page.match.decision() is not None and page.match.decision().player != 0:
            assert not any(h.isVisible() for h in page.view.halos)
    assert len(page.match.actions) > 6
