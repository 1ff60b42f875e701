"""18Korea view (issue 14): the map drawn from geometry.py, tile laying in parts (hex, tile,
rotation through the engine's still_possible) and refusals, all by clicks on the viewport at
`mapFromScene` positions of real items.

The operating position is prepared through the model: a new game, then the documented fields of
an operating company's track step (state.py) set for Suwon Railway with its home station.
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

import threading  # noqa: E402

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QWheelEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from boardgames_gui.games.korea18 import view_routes  # noqa: E402
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

    def look_at(self, scene_point) -> None:
        """Show the part of the table the point is in, as the window does: the map in the board
        view, the panels (tray, run panel, market) in their own view beside it."""
        panels = self.scene.panels_rect()
        area = panels if panels.contains(scene_point) else self.scene.sceneRect()
        self.widget.setSceneRect(area)
        self.widget.fitInView(area, Qt.KeepAspectRatio)
        assert self.widget.viewport().rect().contains(self.widget.mapFromScene(scene_point))

    def click(self, scene_point) -> None:
        self.look_at(scene_point)
        self.qtbot.mouseClick(
            self.widget.viewport(), Qt.LeftButton, pos=self.widget.mapFromScene(scene_point)
        )

    def wheel(self, scene_point) -> None:
        """One notch of the mouse wheel over a scene point."""
        self.look_at(scene_point)
        at = QPointF(self.widget.mapFromScene(scene_point))
        event = QWheelEvent(
            at,
            QPointF(self.widget.viewport().mapToGlobal(at.toPoint())),
            QPoint(0, 0),
            QPoint(0, 120),
            Qt.NoButton,
            Qt.NoModifier,
            Qt.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(self.widget.viewport(), event)

    def searched(self) -> None:
        """Wait until the route search (off the GUI thread) has answered."""
        self.qtbot.waitUntil(lambda: not self.scene.run.job.busy(), timeout=20000)


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
    state.board = Board.of({"Q13": ("57", 2), "P12": ("57", 2)}, {"Q13": [COMPANY]})
    state.or_step = "station"
    table.show()
    assert table.scene.halos.hexes == ("P12",)
    table.click(hex_centre("P12"))
    assert table.chosen == [{"type": "build_station", "hex": "P12"}]
    assert table.match.state.board.seated("P12") == (COMPANY,)
    assert table.scene.tiles.pieces.items["P12"].key[2] == (COMPANY,)


def test_a_tile_is_upgraded_choosing_its_rotation_with_the_wheel(qtbot):
    """Rule 9.2 (upgrades in the green era): clicking a yellow tile's hex offers only its legal
    upgrades; the wheel over the hex cycles the legal rotations of the chosen tile, the tray
    names the terrain cost and the track points left, and confirming lays the upgrade."""
    table = Table(qtbot)
    state = table.match.state
    state.era = "green"
    state.board = Board.of({"Q13": ("57", 2), "P12": ("57", 2)}, {"Q13": [COMPANY], "P12": ["SE"]})
    table.show()
    scene = table.scene
    table.click(hex_centre("Q13"))
    assert [tile for tile, _ in scene.tray.tiles] == ["14", "15", "619"]
    table.click(scene.tray.tile_centre(0))
    assert scene.lay_tile == "14" and scene.lay_rotation == 1
    assert "3 track points left" in scene.tray.note and "terrain cost ₩0" in scene.tray.note
    table.wheel(hex_centre("Q13"))
    assert scene.lay_rotation == 2
    assert scene.tiles.preview == ("Q13", "14", 2)
    table.wheel(hex_centre("Q13"))
    assert scene.lay_rotation == 1, "only the legal rotations cycle"
    table.click(scene.tray.button_centre(0))
    assert table.chosen == [{"type": "lay", "hex": "Q13", "tile": "14", "rotation": 1}]
    assert table.match.state.board.tile("Q13") == ("14", 1)


def run_position(table: Table, trains: list[str]) -> None:
    """SW (home Suwon) and Seoul joined by track, SE seated in Seoul, SW running `trains`."""
    state = table.match.state
    state.par["SE"] = state.price["SE"] = 90
    state.trains[COMPANY] = trains
    state.board = Board.of({"Q13": ("57", 2), "P12": ("57", 2)}, {"Q13": [COMPANY], "P12": ["SE"]})
    state.or_step = "run"
    table.show()


def test_the_run_step_searches_off_the_gui_thread_and_draws_routes(qtbot, monkeypatch):
    """Rule 9.5 via the optimiser: the search runs on a worker thread while the panel says it is
    searching; then each running train's route is drawn in its colour with each stop's revenue
    and the train's run, and the panel gives the total."""
    threads = []
    search = view_routes.search_job

    def recorded(*args):
        threads.append(threading.get_ident())
        return search(*args)

    monkeypatch.setattr(view_routes, "search_job", recorded)
    table = Table(qtbot)
    run_position(table, ["2"])
    scene = table.scene
    assert scene.run.panel.isVisible() and not scene.tray.isVisible()
    assert scene.run.panel.searching
    assert scene.run.panel.status()[0].startswith("Searching for the best routes")
    table.searched()
    assert threads and threading.get_ident() not in threads
    listed = [a for a in table.rules.legal_actions(table.match.state) if a["type"] == "run"]
    runs = [stops for stops in listed[0]["routes"].pick(None, "lo") if stops]
    assert [list(s) for s in scene.run.shown.written if s] == runs
    drawn = scene.routes.routes
    assert len(drawn) == 1 and drawn[0].label == "2: ₩40" and not drawn[0].dashed
    assert sorted(value for _, value in drawn[0].stops) == ["20", "20"]
    assert scene.run.panel.status()[0].startswith("Total ₩40")
    assert scene.handles(listed[0]), "the run is offered on the board, not in the action bar"


def test_a_new_search_cancels_the_stale_one(qtbot):
    """The newest request wins: a search started for an old position is cancelled and its
    answer never shown."""
    table = Table(qtbot)
    run_position(table, ["2"])
    job = table.scene.run.job
    seen = []
    job.done.connect(lambda ticket, result: seen.append(ticket))
    first_stop = job._stop
    table.scene.run.propose()
    assert first_stop.is_set()
    table.searched()
    assert seen == [job._ticket]


def test_running_the_proposed_routes_by_clicking(qtbot):
    """9.5: "Run these routes" runs the optimiser's plan: exactly the listed run action's
    example is applied."""
    table = Table(qtbot)
    run_position(table, ["2"])
    table.searched()
    listed = [a for a in table.rules.legal_actions(table.match.state) if a["type"] == "run"]
    table.click(table.scene.run.panel.button_centre(0))
    assert table.chosen == [{"type": "run", "routes": listed[0]["routes"].pick(None, "lo")}]
    assert table.match.state.or_step != "run"


def test_a_route_is_edited_by_clicking_stops_and_the_engine_accepts_it(qtbot):
    """9.5: the player moves the route to the second train (clear it on the first, pick the
    second train, click Suwon then Seoul); the edit is checked and run as written."""
    table = Table(qtbot)
    run_position(table, ["2", "2"])
    table.searched()
    panel = table.scene.run.panel
    table.click(panel.button_centre(2))  # clear the first train's route
    table.searched()
    table.click(panel.row_centre(1))
    assert table.scene.run.selected == 1
    table.click(hex_centre("Q13"))
    table.click(hex_centre("P12"))
    table.searched()
    shown = table.scene.run.shown
    assert shown.written == ((), ("C:Q13:0", "C:P12:0")) and shown.problem is None and shown.total == 40
    assert [r.label for r in table.scene.routes.routes] == ["2: ₩40"]
    table.click(panel.button_centre(0))
    assert table.chosen == [{"type": "run", "routes": [[], ["C:Q13:0", "C:P12:0"]]}]


def test_an_illegal_edit_is_refused_with_the_engines_sentence_and_changes_nothing(qtbot):
    """9.5: a route of a single stop is no route; the panel shows the rules' sentence while
    editing, and running it is refused with the engine's sentence, nothing applied."""
    table = Table(qtbot)
    run_position(table, ["2"])
    table.searched()
    table.click(hex_centre("P12"))  # takes Seoul out of the route: Suwon alone
    table.searched()
    shown = table.scene.run.shown
    assert shown.written == (("C:Q13:0",),) and shown.problem
    assert table.scene.routes.routes[0].dashed
    text, _ = table.scene.run.panel.status()
    assert text == shown.problem
    before = table.match.state.board, table.match.state.or_step, dict(table.match.state.treasury)
    table.click(table.scene.run.panel.button_centre(0))
    assert table.chosen == []
    action = {"type": "run", "routes": [["C:Q13:0"]]}
    assert table.refusals[-1] == table.rules.refusal(table.match.state, action).message
    assert shown.problem in table.refusals[-1]
    after = table.match.state.board, table.match.state.or_step, dict(table.match.state.treasury)
    assert after == before


def test_hovering_a_hex_explains_it(qtbot):
    """Teaching (issue 14): a hex's tooltip names the place, the tile, its revenue and upgrades."""
    table = Table(qtbot)
    table.match.state.board = Board.of({"Q13": ("57", 2)}, {"Q13": [COMPANY]})
    table.show()
    text = table.scene.hex_tooltip("Q13")
    assert "Suwon" in text and "Tile 57, pays 20." in text and "Upgrades:" in text and COMPANY in text
    assert "₩40" in table.scene.hex_tooltip("E13")  # a mountain's first tile costs 40


def test_the_view_search_plays_the_company_route_cards_k30():
    """The run step's off-thread search copies the company's asset cards with its trains, so a
    company holding OA07 (K30) is offered the route the rules pay, not one without the card."""
    from boardgames_gui.games.korea18 import running
    from tests.games.korea18.test_assets import card_state
    from tests.games.korea18.test_route_cards import COAST

    state = card_state(
        {"SW": (0, 100)},
        Board.of(COAST, {"Q13": ["SW"]}, port=("S11", "SW")),
        trains={"SW": ["2"]},
        cards={"SW": ["OA05", "OA07"]},
    )
    state.card_used["OA05"] = 0
    position = view_routes.RunPosition.of(state, "SW")
    found = view_routes.search_job(lambda: False, lambda _total: None, position)
    assert found.total == running.proposal(state, "SW").total == 20 + 30
    assert view_routes.check_routes(position, found.written).problem is None
