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
    assert page.view.space_item(space).face.owner == 0


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


def _advance(page, want, seed: int = 3, limit: int = 8000) -> None:
    """Random players act (behind the page's back) until `want(decision, state)`; then the page redraws."""
    from boardgames_gui.engine.bots import RandomBot

    bot = RandomBot(seed)
    for _ in range(limit):
        d = page.match.decision()
        assert d is not None, "the game ended before the situation came up"
        if want(d, page.match.state):
            page.refresh()
            page.board.fitInView(page.view.sceneRect(), Qt.KeepAspectRatio)
            return
        page.match.apply(bot.choose(page.match.rules, page.match.state, d.player))
    raise AssertionError("the situation did not come up")


def _optional_page(qtbot, monkeypatch):
    monkeypatch.setattr(GameView, "animations_enabled", False)
    info = registry.get("bluemarble")
    match = Match(info.rules, {"players": 3, "names": NAMES[:3], "variants": {"mode": "optional"}}, 4)
    page = ui_gamepage.GamePage(info, match)
    page.autosave_enabled = False
    qtbot.addWidget(page)
    page.resize(1200, 1000)
    page.show()
    page.board.fitInView(page.view.sceneRect(), Qt.KeepAspectRatio)
    return page


def test_draft_by_clicking_deeds_then_seoul_bid_with_the_action_bar_spin_and_button(qtbot, monkeypatch):
    """Optional Game Rules 2: deeds drafted by clicks on the board, Seoul auctioned with the Bid button."""
    page = _optional_page(qtbot, monkeypatch)
    while page.match.decision().kind == "draft":
        picks = [a for a in page.match.legal_actions() if a.type == "pick"]
        space = picks[len(picks) // 2]["space"]
        who = page.match.decision().player
        _click_space(qtbot, page, space)
        assert page.match.state.owner[space] == who
    d = page.match.decision()
    assert d.kind == "auction" and page.match.state.owner[data.SEOUL] is None
    spin = next(s for s in page.action_bar.spins if s.objectName() == "range_amount")
    spin.setValue(500)
    qtbot.mouseClick(page.action_bar.button_for("bid"), Qt.LeftButton)
    item = page.match.state.pending[-1]
    assert item["kind"] == "auction" and item["high"] == 500 and item["leader"] == d.player
    # the others drop out with the real buttons: Seoul is sold to the high bidder
    while page.match.decision() is not None and page.match.decision().kind == "auction":
        qtbot.mouseClick(page.action_bar.button_for("pass"), Qt.LeftButton)
    assert page.match.state.owner[data.SEOUL] == d.player


def test_space_travel_choice_by_clicking_the_destination_in_the_window(qtbot, page):
    """Space Travel 2: no dice; the player clicks where the Columbia takes them."""
    _advance(page, lambda d, s: d.kind == "fly")
    p = page.match.decision().player
    assert page.action_bar.button_for("roll") is None
    _click_space(qtbot, page, data.SEOUL)
    assert page.match.state.positions[p] == data.SEOUL


def test_building_in_the_window_by_clicking_the_glowing_deed_then_its_ladder_row(qtbot, page):
    """Second Half 3: click a deed that glows, then the ladder row of the level to build."""
    _advance(
        page,
        lambda d, s: (
            d.kind == "turn" and any(a["type"] == "build" for a in page.match.rules.legal_actions(s))
        ),
    )
    build = next(a for a in page.match.legal_actions() if a.type == "build")
    space = build["space"]
    assert page.view.halos[space].isVisible()
    _click_space(qtbot, page, space)
    row = page.view.level_row_scene_rect(build["level"]).center()
    qtbot.mouseClick(page.board.viewport(), Qt.LeftButton, pos=page.board.mapFromScene(row))
    assert page.match.state.level[space] == build["level"]
