"""18Korea's choices of a place (issue 14, "Dialogs" and "The Korean War"): W2's city for each
North station (K22 with K31/K35), the new home of a company The Local Rich keeps (K29), the
port of New Port Development (OA05) and the ferry station of Ferry Terminal (OC07). Each is
offered on the desk and glows on the map; a click on the desk or on the map takes it, and a
click on a place that is not offered gets the engine's sentence and changes nothing. The war
panel follows the position, so a game opened from a save after the war shows it too.
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from boardgames_gui.engine.api import Action  # noqa: E402
from boardgames_gui.games.korea18 import data_map, or_texts  # noqa: E402
from boardgames_gui.games.korea18.board import Board  # noqa: E402
from boardgames_gui.games.korea18.state import KoreaState  # noqa: E402
from boardgames_gui.games.korea18.view_map import hex_centre  # noqa: E402
from tests.games.korea18.test_assets import LINE, card_state, to_step  # noqa: E402
from tests.games.korea18.test_route_cards import COAST  # noqa: E402
from tests.games.korea18.test_war import SOUTH_AND_NORTH, play_or, war_state  # noqa: E402
from tests.gui.test_korea18_desk import Table as DeskTable  # noqa: E402

METROS = ["P12", "Q11", "T14", "W11", "W21"]


class Table(DeskTable):
    """The desk's table, showing a position set up by the rules tests' helpers."""

    def __init__(self, qtbot, state) -> None:
        super().__init__(qtbot, players=4, seed=11)
        self.match.state = state
        self.show()

    def click_at(self, hex_id: str) -> None:
        """A click on the map at the centre of a hex or sea area."""
        self.click_point(hex_centre(hex_id))

    def click_point(self, scene_point) -> None:
        point = self.widget.mapFromScene(scene_point)
        self.qtbot.mouseClick(self.widget.viewport(), Qt.LeftButton, pos=point)


def outbreak_state():
    """K22 W2 with K31: Pyongyang Railway (Cy's) holds Defector and has two North stations."""
    state = war_state(
        {"PY": (2, 100)},
        Board.of({**SOUTH_AND_NORTH, "M7": ("5", 0)}, {"L8": ["PY"], "M7": ["PY"]}),
    )
    state.cards["PY"] = ["OA09"]
    play_or(state)
    assert state.war == "outbreak"
    return state


def test_k22_w2_the_directors_city_for_a_north_station_is_chosen_on_the_desk_or_the_map(qtbot):
    """K22 W2 (K31): the desk asks the director, one button per legal South city with the
    city's tooltip; the same cities glow on the map; a click on another city is refused with
    the engine's sentence; a click on a button or a glowing city moves the station."""
    t = Table(qtbot, outbreak_state())
    desk, scene = t.desk, t.scene
    question = desk.question
    assert desk.stack.isVisible() and desk.stack.currentWidget() is question
    assert question.head.text() == "The Korean War" and question.who.tag.name == "Player 3"
    assert "Choose the South metropolitan city" in question.text.text()
    assert [key["target"] for key in question.keys] == METROS
    for button, key in zip(question.buttons, question.keys, strict=True):
        assert button.text() == f"Move the station to {data_map.LAND[key['target']].name}"
        assert button.toolTip().startswith(key["target"])
        assert scene.handles(key), "the action bar shows no second button for it"
    assert list(scene.halos.hexes) == METROS
    board = t.state.board
    t.click_at("Q13")  # Suwon: a big city, not a metropolitan one
    assert t.refusals[-1].startswith("Pyongyang Railway's station cannot go to Suwon")
    assert t.state.board == board
    t.click(question.button_for(Action("move_station", target="W21")))
    assert "PY" in t.state.board.outer_at("W21")
    assert list(scene.halos.hexes) == METROS[:-1]
    assert "moves its station" in desk.war_text.text(), "the war panel gathers W2's moves"
    t.click_at("Q11")
    assert t.state.war == "done" and "PY" in t.state.board.outer_at("Q11")
    assert not scene.place_choices()
    text = desk.war_text.text()
    assert desk.war.isVisible() and "The North leaves the map" in text and "moves its station" in text


def test_k29_the_local_rich_companys_new_home_is_chosen_on_the_desk_or_the_map(qtbot):
    """K29: after the war the director of the company OA03 kept picks any South big city as
    its home: on the desk, or by clicking a glowing city; another hex is refused."""
    state = war_state({"PY": (0, 100)}, Board.of({"L8": ("57", 0)}, {"L8": ["PY"]}))
    state.cards["PY"] = ["OA03"]
    play_or(state)
    assert state.pending[-1]["kind"] == "new_home"
    t = Table(qtbot, state)
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question and question.head.text() == "New home city"
    cities = [key["hex"] for key in question.keys]
    assert "T14" in cities and list(t.scene.halos.hexes) == sorted(cities)
    assert all(button.toolTip() for button in question.buttons)
    t.click_at("L8")  # Pyongyang: in the North, gone with the war
    assert t.refusals and t.state.pending[-1]["kind"] == "new_home"
    t.click_at("T14")
    assert t.state.homes["PY"] == "T14"


def test_oa05_the_port_is_built_from_the_card_panel_on_a_glowing_hex_and_drawn_with_its_value(qtbot):
    """OA05: the card's row on the desk makes the port's hexes glow (not the lays'); a click on
    an inland hex gets the engine's sentence; a click on a glowing coastal hex builds the port,
    drawn on its hex with its value, and its tooltip says what it is."""
    state = card_state(
        {"SW": (0, 100)}, Board.of(COAST, {"Q13": ["SW"]}), trains={"SW": ["4"]}, cards={"SW": ["OA05"]}
    )
    t = Table(qtbot, state)
    scene, cards = t.scene, t.desk.cards
    assert scene.handles(Action("use_card", card="OA05", hex="S11"))
    key = (0, Action("use_card", card="OA05"))
    assert cards.isVisible() and "New Port Development" in cards.buttons[key].text()
    lays = list(scene.halos.hexes)
    t.click(cards.buttons[key])
    sites = sorted(a["hex"] for a in t.match.legal_actions() if a.get("card") == "OA05")
    assert list(scene.halos.hexes) == sites != lays
    t.click_at("S13")
    assert (
        t.refusals[-1]
        == "The port goes on an empty coastal hex of the South: no tile, no city, beside the sea."
    )
    assert t.state.board.port == ()
    t.click_at("S11")
    assert t.state.board.port == ("S11", "SW")
    assert scene.marks.pieces.items["S11"].key == ("port", "SW", 30)
    assert "port" in scene.hex_tooltip("S11") and "₩" not in scene.hex_tooltip("S11").split("port")[0][-1:]
    assert list(scene.halos.hexes) == (scene.lay_hexes() or scene.station_hexes()), "the board glows again"


def test_oc07_the_ferry_station_is_built_on_a_glowing_sea_area_and_drawn_there(qtbot):
    """OC07: in the station step the card's row makes the South sea areas glow; a click on a
    North sea area is refused with the engine's sentence; a click on a glowing one builds the
    ferry station, drawn on its sea area, and the area's tooltip names it."""
    board = Board.of(COAST, {"Q13": ["SW"], "T14": ["DJ"]})
    state = card_state({"SW": (0, 80), "DJ": (1, 100)}, board, trains={"DJ": ["2"]}, cards={"DJ": ["OC07"]})
    to_step(state, "station")
    t = Table(qtbot, state)
    t.scene.seatActionChosen.connect(t.apply_for)
    key = (1, Action("use_card", card="OC07"))
    t.click(t.desk.cards.buttons[key])
    assert set(t.scene.halos.hexes) == {"Q9", "W9", "Y15", "X22", "U23", "P22"}
    t.click_at("M5")
    assert t.refusals[-1] == "The ferry station goes on a sea area of the South."
    t.click_at("Q9")
    assert t.state.board.ferry == ("Q9", "DJ")
    assert t.scene.marks.pieces.items["Q9"].key[:2] == ("ferry", "DJ")
    assert "ferry station" in t.scene.hex_tooltip("Q9")


def test_oa06_the_free_tile_is_built_on_the_map_after_the_cards_row_is_clicked(qtbot):
    """OA06 (a free yellow tile on an empty hex, without a connection): its row on the desk
    makes the card's hexes glow instead of the lays'; a hex is then built as any lay (tile,
    rotation, confirm) and the card's action is taken; the action bar shows none of its
    many lays."""
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OA06"]})
    t = Table(qtbot, state)
    scene = t.scene
    uses = [a for a in t.match.legal_actions() if a.get("card") == "OA06"]
    assert uses and all(scene.handles(a) for a in uses)
    t.click(t.desk.cards.buttons[(0, Action("use_card", card="OA06"))])
    assert list(scene.halos.hexes) == sorted({a["hex"] for a in uses})
    assert "free tile" in scene.tray.note
    target = uses[-1]["hex"]
    t.click_at(target)
    assert scene.lay_hex == target and scene.tray.tiles
    t.click_point(scene.tray.tile_centre(0))
    tile, rotation = scene.lay_tile, scene.lay_rotation
    t.click_point(scene.tray.button_centre(0))
    assert t.chosen[-1] == {
        "type": "use_card",
        "card": "OA06",
        "hex": target,
        "tile": tile,
        "rotation": rotation,
    }
    assert t.state.board.tile(target) == (tile, rotation)
    assert scene.lay_card is None


def test_the_war_panel_is_shown_for_a_game_opened_after_the_war(qtbot):
    """The war panel follows the position, not the events seen live: a game saved after the
    war and opened again shows what the war changed (and a game before it shows no panel)."""
    state = war_state(
        {"PY": (0, 100), "SW": (1, 80)}, Board.of(SOUTH_AND_NORTH, {"L8": ["PY"], "Q13": ["SW"]})
    )
    play_or(state)
    assert state.war == "done" and "PY" in state.closed
    opened = KoreaState.from_json(state.to_json())
    t = Table(qtbot, opened)
    desk = t.desk
    assert desk.war.isVisible()
    text = desk.war_text.text()
    assert "The North leaves the map" in text and "Pyongyang Railway" in text
    t.click(desk.war_close)
    t.show()
    assert not desk.war.isVisible()
    before = Table(qtbot, war_state({"SW": (1, 80)}, Board.of(SOUTH_AND_NORTH, {"Q13": ["SW"]})))
    assert not before.desk.war.isVisible()


def test_the_track_points_left_are_counted_in_the_plural_form_of_the_number():
    """The step prompt says "1 track point", "2 track points" (tr_n)."""
    state = card_state({"SW": (0, 100)}, Board.of(COAST, {"Q13": ["SW"]}))
    state.track_points = 1
    assert "(1 track point left)" in or_texts.operating_prompt(state)
    state.track_points = 2
    assert "(2 track points left)" in or_texts.operating_prompt(state)


def test_the_tile_tray_is_shown_only_while_it_has_something_to_say(qtbot):
    """The tray names the track step's choices; in a step without a lay or a station (the
    dividend) an empty "Track" box would read as something missing, so it is not shown."""
    from tests.gui.test_korea18_desk import operating_at

    t = DeskTable(qtbot)
    t.play_draft()
    operating_at(t, "track")
    assert t.scene.tray.isVisible() and "track points left" in t.scene.tray.note
    operating_at(t, "dividend")
    t.state.last_run = {"routes": [], "revenue": 0}
    t.show()
    assert not t.scene.tray.isVisible()
