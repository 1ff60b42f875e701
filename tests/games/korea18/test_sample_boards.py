"""Saved late-game boards (green and gray era, built by random legal lays and station builds):
they load, stay legal under rule 9.2, and give a RouteMap (for the optimiser's tests and bench)."""

import json
import pathlib

import pytest

from boardgames_gui.games.korea18.board import Board, usable_seats
from boardgames_gui.games.korea18.data_tiles import TILES
from boardgames_gui.games.korea18.route_builder import route_map
from boardgames_gui.games.korea18.tiles import era_allows

BOARDS = sorted((pathlib.Path(__file__).parent / "boards").glob("*.json"))


@pytest.mark.parametrize("path", BOARDS, ids=[path.stem for path in BOARDS])
def test_saved_board_loads_and_gives_a_route_map(path):
    data = json.loads(path.read_text())
    board = Board.from_json(data["board"])
    assert board.to_json() == data["board"]
    for _, tile_id, _ in board.tiles:
        assert era_allows(data["era"], TILES[tile_id].colour)
    for hex_id, seated in board.stations:
        assert len(seated) <= usable_seats(board, hex_id)
    found = route_map(board, data["era"])
    assert len(found.edges) > 20 and all(a in found.stops and b in found.stops for a, b, _ in found.edges)
