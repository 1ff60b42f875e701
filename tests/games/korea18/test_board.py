"""The Board value: what a state holds of the map (issue 13 "the graph is derived, not stored")."""

import json

import pytest

from boardgames_gui.games.korea18 import data_map
from boardgames_gui.games.korea18.board import Board, blocked_for, in_play, leads_on, usable_seats
from boardgames_gui.games.korea18.track import track_graph


def test_board_round_trips_through_json_and_equal_boards_share_one_graph():
    board = Board.of({"Q13": ("57", 2), "R14": ("23", 5)}, {"Q13": ["SU"]}, {"P12": ["KR"]})
    again = Board.from_json(json.loads(json.dumps(board.to_json())))
    assert again == board and hash(again) == hash(board)
    assert track_graph(again) is track_graph(board)  # derived and cached, never serialised
    assert "graph" not in json.dumps(board.to_json())


def test_rule_9_2_a_hex_takes_only_its_kind_of_tile():
    with pytest.raises(ValueError):
        Board.of({"L6": ("4", 0)})  # a town tile on a plain hex
    with pytest.raises(ValueError):
        Board.of({"Q15": ("5", 0)})  # a city tile on a town
    Board.of({"P12": ("5", 0), "Q15": ("3", 0), "L6": ("7", 0)})


def test_k19_k21_usable_seats_of_untiled_cities_and_of_seoul():
    before = Board.of({})
    assert usable_seats(before, "Q13") == 1  # the printed seat of an untiled big city
    assert usable_seats(before, "P12") == 0  # Seoul's own seat is its closed capital seat
    assert usable_seats(before.with_tile("P12", "5", 0), "P12") == 1
    after = Board.of({"P12": ("5", 0)}, war=True)
    assert usable_seats(after, "P12") == 2  # K21: 1 + the capital seat after the war
    assert usable_seats(Board.of({}, war=True), "Q13") == 0  # a cleared hex (K22 W5)


def test_k20_k21_blocking():
    board = Board.of({"Q13": ("57", 0), "P12": ("5", 0)}, {"Q13": ["A"], "P12": ["B"]}, {"Q13": ["C"]})
    assert blocked_for(board, "Q13", "D")
    assert not blocked_for(board, "Q13", "A") and not blocked_for(board, "Q13", "C")  # outer stations count
    assert not blocked_for(board, "P12", "D")  # Seoul's empty capital seat before the war
    assert blocked_for(Board.of({"P12": ("5", 0)}, {"P12": ["B", "E"]}, war=True), "P12", "D")


def test_k22_w6_the_north_leaves_play_at_the_war_except_the_ob02_city():
    board = Board.of({}, war=True, spy_hex="O11")
    assert not in_play(board, "L8") and not in_play(board, "I1") and in_play(board, "O11")
    assert in_play(Board.of({}), "L8")
    assert not leads_on(board, "P14", data_map.edge_between("P14", "O13"))  # the DMZ is map edge
    assert leads_on(Board.of({}), "P14", data_map.edge_between("P14", "O13"))
