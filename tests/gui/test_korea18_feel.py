"""Speed a player feels in 18Korea (issue 15): a move draws again only what it changed. The
whole map (a wide route layer told "no routes" at every move) and the whole panels' view (the
market, the charters and the tray told what to show at every move, and the view fitted anew)
were drawn again after every move: 29 ms a move at 1920x1080. Figures are in
bench/window_feel.py; these tests count what is drawn."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, QObject, QPointF  # noqa: E402
from PySide6.QtGui import QColor, QPainterPath  # noqa: E402
from PySide6.QtWidgets import QDockWidget, QGraphicsScene, QGraphicsView  # noqa: E402

from boardgames_gui.engine.api import concretise  # noqa: E402
from boardgames_gui.engine.rng import Rng  # noqa: E402
from boardgames_gui.games.korea18 import view_map, view_panels  # noqa: E402
from boardgames_gui.games.korea18.texts import card_name  # noqa: E402
from boardgames_gui.widgets import hexboard  # noqa: E402
from tests.gui.paint_count import count_paints, settle, table_at_full_hd  # noqa: E402


class Paints(QObject):
    """Counts the paint events of the widgets it watches."""

    def __init__(self, *widgets) -> None:
        super().__init__()
        self.count = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _draft_at_full_hd(window, qtbot):
    return table_at_full_hd(window, qtbot, "18korea", players=4, seed=3)


def _play_first_legal(page, qtbot) -> None:
    """The first listed move (its templates at their least), played as a click would."""
    seat = page.acting_seat()
    played = len(page.match.actions)
    page.play(concretise(page.match.legal_actions(seat)[0], Rng.from_seed(1), "lo"), seat)
    assert len(page.match.actions) == played + 1
    settle()
    qtbot.wait(10)


def test_a_draft_move_repaints_no_part_of_the_map_nor_of_the_panels(window, qtbot, monkeypatch):
    """Picking an asset card changes no hex, no chip on the market and no charter: the map's
    view and the panels' view are not painted at all, and no map or panel item is drawn."""
    items = count_paints(monkeypatch, hexboard, view_map, view_panels)
    page = _draft_at_full_hd(window, qtbot)
    # the players' dock widens when a player's lines first need it (the shell's rule), and the
    # board and the panels beside it then move and are drawn again: held here at its width, so
    # that what is counted is what the moves themselves drew
    dock = window.findChild(QDockWidget, "playersDock")
    dock.setFixedWidth(dock.width() + 60)
    settle()
    qtbot.wait(10)
    paints = Paints(page.board.viewport(), page.view.side_widget().panels.viewport())
    items.clear()
    for _ in range(3):
        assert page.match.decision().kind == "draft"
        _play_first_legal(page, qtbot)
    assert paints.count == 0
    assert sum(items.values()) == 0


def test_the_charters_and_the_market_are_drawn_again_only_when_what_they_show_changed(
    window, qtbot, monkeypatch
):
    """Told the same position again, the panels draw nothing; a company's treasury changed
    draws the charters again and not the market."""
    items = count_paints(monkeypatch, view_panels)
    page = _draft_at_full_hd(window, qtbot)
    scene = page.view
    state = page.match.state
    state.par["SW"] = state.price["SW"] = 100
    state.treasury["SW"] = 600
    scene.show_state(state, scene.legal, scene.decision, scene.viewer)
    settle()
    items.clear()
    scene.show_state(state, scene.legal, scene.decision, scene.viewer)
    settle()
    assert items[id(scene.companies)] == 0 and items[id(scene.market)] == 0
    state.treasury["SW"] = 500
    scene.show_state(state, scene.legal, scene.decision, scene.viewer)
    settle()
    assert items[id(scene.companies)] >= 1 and items[id(scene.market)] == 0
    shown = next(line for line in scene.companies.charters if line.company == "SW")
    assert shown.cells[0] == view_panels.won(500)


def test_a_route_layer_covers_only_its_routes_and_is_drawn_again_only_when_they_change(qtbot, monkeypatch):
    """The route layer was as large as the board and repainted at every move, routes or not:
    every move drew the whole map again."""
    items = count_paints(monkeypatch, hexboard)
    scene = QGraphicsScene()
    grid = view_map.GRID
    layer = hexboard.RouteLayer(grid)
    scene.addItem(layer)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    with qtbot.waitExposed(view):
        view.show()
    assert layer.boundingRect().isEmpty()
    path = QPainterPath(grid.centre("Q13"))
    path.lineTo(grid.centre("Q15"))
    route = hexboard.DrawnRoute(
        path, QColor("#D55E00"), [(grid.centre("Q13"), "20")], grid.centre("Q13"), "2: ₩40"
    )
    layer.set_routes([route])
    covered = layer.boundingRect()
    assert covered.contains(grid.centre("Q13")) and covered.contains(grid.centre("Q15"))
    assert covered.width() < grid.rect.width() / 4
    view.fitInView(covered)
    settle()
    assert items[id(layer)] > 0
    items.clear()
    same = hexboard.DrawnRoute(QPainterPath(path), QColor("#D55E00"), [(QPointF(grid.centre("Q13")), "20")],
                               grid.centre("Q13"), "2: ₩40")  # fmt: skip
    layer.set_routes([same])
    settle()
    assert items[id(layer)] == 0
    layer.set_routes([])
    settle()
    assert layer.boundingRect().isEmpty()


def test_the_desk_keeps_its_buttons_when_the_draft_asks_again(window, qtbot):
    """After a pick, the draft's question and the card panel are shown again for the next
    picker: the desk keeps their buttons (made anew, they took most of a move's time) and
    only their captions change."""
    page = _draft_at_full_hd(window, qtbot)
    desk = page.view.side_widget()
    before = list(desk.question.buttons)
    _play_first_legal(page, qtbot)
    assert page.match.decision().kind == "draft"
    after = desk.question.buttons
    assert after and all(any(button is old for old in before) for button in after)
    cards = [key["card"] for key in desk.question.keys]
    assert all(card_name(card) in button.text() for button, card in zip(after, cards, strict=True))


def test_a_tile_of_the_printed_map_draws_only_the_hexes_it_shows(qtbot, monkeypatch):
    """A tile drew every hex within a hex of it whole (for the names that reach past their
    hex): a zoom or pan frame that draws a tile took 10-25 ms. Now the hexes beside it give
    only their names; the tiles are the same pictures (checked pixel for pixel when changed)."""
    art = view_map.MapItem()
    painted = []
    paint_land = view_map.MapItem._paint_land
    monkeypatch.setattr(
        view_map.MapItem, "_paint_land", lambda self, p, hex_id, land: (painted.append(hex_id), paint_land(self, p, hex_id, land))
    )  # fmt: skip
    level, column, row = 2, 1, 1
    area = art.bled(art.tile_rect(level, column, row), level)
    art.tile(level, column, row)
    assert painted
    assert all(area.intersects(view_map.GRID.bounds(hex_id).adjusted(-2, -2, 2, 2)) for hex_id in painted)
