"""18Korea view (issue 14): the map drawn from geometry.py, tile laying in parts (hex, tile,
rotation through the engine's still_possible) and refusals, all by clicks on the viewport at
`mapFromScene` positions of real items.

The operating position is prepared through the model: a new game, then the documented fields of
an operating company's track step (state.py) set for Suwon Railway with its home station.
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from boardgames_gui.engine.api import find_listed  # noqa: E402
from boardgames_gui.games.korea18.board import Board  # noqa: E402
from boardgames_gui.games.korea18.rules import KoreaRules  # noqa: E402
from boardgames_gui.games.korea18.view import create_view  # noqa: E402
from boardgames_gui.games.korea18.view_map import hex_centre  # noqa: E402
from tests.gui.scene_table import SceneTable  # noqa: E402

COMPANY = "SW"


def operating_state(rules: KoreaRules):
    state = rules.new_game({"players": 3, "names": ["Ana", "Bo", "Cy"]}, 5)
    state.round_kind, state.draft, state.pending = "operating", {}, []
    state.par[COMPANY] = state.price[COMPANY] = 100
    state.director[COMPANY] = 0
    state.held[COMPANY] = [6, 0, 0]
    state.treasury_shares[COMPANY], state.pool[COMPANY] = 4, 0
    state.treasury[COMPANY], state.trains[COMPANY], state.tokens_used[COMPANY] = 600, ["2"], 1
    state.board = Board.of(stations={"Q13": [COMPANY]})
    state.operating, state.or_step, state.track_points, state.built_hexes = COMPANY, "track", 3, []
    return state


class Table(SceneTable):
    def __init__(self, qtbot) -> None:
        rules = KoreaRules()
        super().__init__(
            qtbot, rules, create_view, {"players": 3, "names": ["Ana", "Bo", "Cy"]}, 5, (1400, 1000)
        )
        self.match.state = operating_state(rules)
        self.show()

    def show(self) -> None:
        state = self.match.state
        self.scene.show_state(state, self.rules.legal_actions(state), self.rules.decision(state), None)
        self.widget.fitInView(self.scene.sceneRect(), Qt.KeepAspectRatio)

    def _apply(self, action) -> None:
        self.chosen.append(action)
        self.rules.apply(self.match.state, action)
        self.show()

    def click(self, scene_point) -> None:
        self.qtbot.mouseClick(
            self.widget.viewport(), Qt.LeftButton, pos=self.widget.mapFromScene(scene_point)
        )


def test_the_legal_hexes_glow_and_a_lay_is_built_hex_tile_rotation(qtbot):
    """Rule 9.2 via the engine: only hexes of listed lays glow; clicking the hex offers the
    legal tiles, clicking the chosen tile again cycles its legal rotations, and confirming lays
    exactly a listed action."""
    table = Table(qtbot)
    scene = table.scene
    assert scene.halos.hexes == ("Q13",)
    table.click(hex_centre("Q13"))
    assert scene.lay_hex == "Q13"
    assert [tile for tile, _ in scene.tray.tiles] == ["5", "6", "57"]
    table.click(scene.tray.tile_centre(1))
    assert scene.lay_tile == "6"
    first = scene.lay_rotation
    table.click(scene.tray.tile_centre(1))
    assert scene.lay_rotation != first
    rotation = scene.lay_rotation
    table.click(scene.tray.button_centre(0))
    assert table.chosen and table.chosen[-1] == {
        "type": "lay",
        "hex": "Q13",
        "tile": "6",
        "rotation": rotation,
    }
    assert table.match.state.board.tile("Q13") == ("6", rotation)
    assert scene.tiles.board.tile("Q13") == ("6", rotation)


def test_a_click_on_a_hex_out_of_reach_gets_the_engines_sentence(qtbot):
    """Every refusal is the engine's: a hex the company cannot build on is refused in words."""
    table = Table(qtbot)
    table.click(hex_centre("W21"))
    assert table.chosen == []
    assert table.refusals and table.refusals[-1]
    assert (
        table.refusals[-1]
        == table.rules.refusal(
            table.match.state, {"type": "lay", "hex": "W21", "tile": "", "rotation": 0}
        ).message
    )


def test_cancel_clears_the_lay_being_built(qtbot):
    table = Table(qtbot)
    table.click(hex_centre("Q13"))
    table.click(table.scene.tray.tile_centre(0))
    table.click(table.scene.tray.button_centre(1))
    assert table.scene.lay_hex is None and table.scene.tiles.preview is None


def test_station_sites_glow_and_a_click_builds(qtbot):
    """K17: in the station step the listed sites glow and a click builds there."""
    table = Table(qtbot)
    state = table.match.state
    state.board = Board.of({"Q13": ("57", 0), "P12": ("57", 0)}, {"Q13": [COMPANY]})
    state.or_step = "station"
    table.show()
    sites = [a["hex"] for a in table.rules.legal_actions(state) if a["type"] == "build_station"]
    assert list(table.scene.halos.hexes) == sorted(sites)
    if sites:
        table.click(hex_centre(sites[0]))
        assert find_listed([table.chosen[-1]], table.chosen[-1])
        assert table.chosen[-1]["type"] == "build_station"


def test_the_run_step_draws_the_optimisers_routes_with_their_revenue(qtbot):
    """Rule 9.5 via the optimiser: the listed run action's routes are drawn, one per train that
    runs, labelled with the train and its revenue; the run button stays in the action bar."""
    table = Table(qtbot)
    state = table.match.state
    state.par["SE"] = state.price["SE"] = 90
    state.board = Board.of({"Q13": ("57", 2), "P12": ("57", 2)}, {"Q13": [COMPANY], "P12": ["SE"]})
    state.or_step = "run"
    table.show()
    listed = [a for a in table.rules.legal_actions(state) if a["type"] == "run"]
    runs = [stops for stops in listed[0]["routes"].pick(None, "lo") if stops]
    assert runs, "the optimiser finds Suwon - Seoul"
    assert len(table.scene.routes.routes) == len(runs)
    assert table.scene.routes.routes[0][2] == "2: ₩40"
    assert not table.scene.handles(listed[0])


def test_hovering_a_hex_explains_it(qtbot):
    """Teaching (issue 14): a hex's tooltip names the place, the tile, its revenue and upgrades."""
    table = Table(qtbot)
    table.match.state.board = Board.of({"Q13": ("57", 2)}, {"Q13": [COMPANY]})
    table.show()
    text = table.scene.hex_tooltip("Q13")
    assert "Suwon" in text and "Tile 57, pays 20." in text and "Upgrades:" in text and COMPANY in text
    assert "₩40" in table.scene.hex_tooltip("E13")  # a mountain's first tile costs 40
