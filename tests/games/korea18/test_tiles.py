"""Legal lays and upgrades computed from the shapes (rule 9.2 a-d, K9, K10, K19, K20, K40, K42)."""

from boardgames_gui.games.korea18 import data_map
from boardgames_gui.games.korea18.board import Board
from boardgames_gui.games.korea18.data_tiles import TILES, keeps_track, placed_exits
from boardgames_gui.games.korea18.tiles import (
    fitting_tiles,
    in_supply,
    lay_still_possible,
    lays,
    seat_opening_lays,
)


def lays_on(board, era, company, hex_id):
    return sorted((lay.tile, lay.rotation) for lay in lays(board, era, company) if lay.hex == hex_id)


def test_rule_9_2_track_never_crosses_the_red_line_above_incheon():
    board = Board.of({}, {"Q11": ["IN"]})
    red_edge = data_map.edge_between("Q11", "P10")
    found = lays_on(board, "yellow", "IN", "Q11")
    assert found and all(red_edge not in placed_exits(tile, rotation) for tile, rotation in found)


def test_rule_9_2_c_no_track_off_the_map():
    board = Board.of({}, {"Y11": ["X"]})  # the south-west tip: only X10 and X12 are land
    assert lays_on(board, "yellow", "X", "Y11") == [("7", 2)]


def test_k40_no_track_into_an_offboard_area_except_through_its_stub():
    q9_edge = data_map.edge_between("P10", "Q9")
    found = lays(Board.of({}, {"P10": ["X"]}), "yellow", "X")
    assert found and all(q9_edge not in placed_exits(lay.tile, lay.rotation) for lay in found)


def test_rule_9_2_the_right_tile_for_each_kind_of_hex():
    empty = Board.of({})
    assert set(fitting_tiles(empty, "gray", "R14")) == {"7", "8", "9"}
    assert set(fitting_tiles(empty, "gray", "Q15")) == {"3", "4", "58"}
    assert set(fitting_tiles(empty, "gray", "Q13")) == {"5", "6", "57"}
    assert set(fitting_tiles(empty, "gray", "P12")) == {"5", "6", "57"}  # metropolitan: normal yellow tiles
    assert set(fitting_tiles(empty, "gray", "L8")) == {"N5", "N6", "N57"}  # a North big city: N faces


def test_rule_9_2_d_a_lettered_hex_takes_its_lettered_tile_from_green_on():
    board = Board.of({"P12": ("5", 0), "W21": ("6", 0)})
    assert fitting_tiles(board, "green", "P12") == ("S2",)
    assert fitting_tiles(board, "green", "W21") == ("B2",)
    assert fitting_tiles(board.with_tile("P12", "S2", 0), "gray", "P12") == ("S3",)


def test_rule_9_2_a_upgrades_follow_the_era_colour():
    board = Board.of({"Q13": ("57", 2)}, {"Q13": ["SU"]})
    assert lays_on(board, "yellow", "SU", "Q13") == []
    assert {tile for tile, _ in lays_on(board, "green", "SU", "Q13")} == {"14", "15", "619"}
    board = board.with_tile("Q13", "15", 2)
    assert {tile for tile, _ in lays_on(board, "green", "SU", "Q13")} == set()
    assert {tile for tile, _ in lays_on(board, "brown", "SU", "Q13")} == {"63", "611", "448"}


def test_rule_9_2_b_every_upgrade_keeps_the_old_track():
    board = Board.of({"Q13": ("57", 2), "R14": ("8", 1)}, {"Q13": ["SU"]})
    for lay in lays(board, "green", "SU"):
        placed = board.tile(lay.hex)
        if placed is not None:
            assert keeps_track(placed[0], placed[1], lay.tile, lay.rotation)
    assert {tile for tile, _ in lays_on(board, "green", "SU", "R14")} <= {
        "16",
        "17",
        "19",
        "23",
        "24",
        "25",
        "28",
        "29",
    }


def test_k9_k10_n_tiles_stop_at_green_but_north_plain_track_goes_brown():
    board = Board.of({"L8": ("N57", 0), "K9": ("9", 2)}, {"L8": ["PY"]})
    assert {tile for tile, _ in lays_on(board, "green", "PY", "L8")} <= {"N14", "N15", "N619"}
    assert lays_on(board, "green", "PY", "L8")
    green = board.with_tile("L8", "N15", 0)
    assert lays_on(green, "brown", "PY", "L8") == []
    assert fitting_tiles(Board.of({"K9": ("23", 0)}), "brown", "K9")  # K10: brown in the North


def test_rule_9_2_terrain_cost_is_paid_on_yellow_lays_only():
    board = Board.of({}, {"Q13": ["SU"]})
    costs = {lay.hex: lay.cost for lay in lays(board.with_tile("Q13", "57", 0), "yellow", "SU")}
    assert costs == {"R12": 0, "P14": 20}  # Q13 57 turned 0: exits SW (R12, a town) and NE (P14, river)
    upgraded = board.with_tile("Q13", "57", 0).with_tile("P14", "9", 0)
    assert all(lay.cost == 0 for lay in lays(upgraded, "green", "SU") if lay.hex == "P14")


def test_k42_a_tile_out_of_supply_cannot_be_laid_and_n_faces_share_their_front():
    cities = [h for h, land in data_map.LAND.items() if land.kind == "city" and land.region == "S"]
    board = Board.of({h: ("5", 0) for h in cities[:7]} | {"L8": ("N5", 0)})
    assert in_supply(board, "5") == 0 and in_supply(board, "N5") == 0
    untiled = next(h for h in cities if board.tile(h) is None)
    assert set(fitting_tiles(board, "yellow", untiled)) == {"6", "57"}
    assert "N5" not in fitting_tiles(board, "yellow", "M7")
    assert in_supply(board, "7") is None


def test_lay_needs_the_company_to_reach_the_hex():
    board = Board.of({"Q13": ("57", 2)}, {"Q13": ["SU"], "W21": ["BU"]})
    assert {lay.hex for lay in lays(board, "yellow", "SU")} == {"P12", "R14"}
    assert {lay.hex for lay in lays(board, "yellow", "BU")} == {"W21"}  # its own untiled home


def test_k22_after_the_war_no_lay_in_the_north_or_across_the_dmz():
    board = Board.of({}, {"P14": ["X"]}, war=True)
    found = lays(board, "yellow", "X")
    dmz_edge = data_map.edge_between("P14", "O13")
    assert found and all(dmz_edge not in placed_exits(lay.tile, lay.rotation) for lay in found)
    assert not fitting_tiles(board, "yellow", "L8")


def test_lay_built_in_parts_hex_then_tile_then_rotation():
    board = Board.of({"Q13": ("57", 2)}, {"Q13": ["SU"]})
    assert set(lay_still_possible(board, "yellow", "SU", {})["hex"]) == {"P12", "R14"}
    tiles = lay_still_possible(board, "yellow", "SU", {"hex": "P12"})
    assert set(tiles["tile"]) == {"5", "6", "57"}
    rotations = lay_still_possible(board, "yellow", "SU", {"hex": "P12", "tile": "57"})["rotation"]
    assert rotations and all(data_map.edge_between("P12", "Q13") in placed_exits("57", r) for r in rotations)
    assert (
        lay_still_possible(board, "yellow", "SU", {"hex": "P12", "tile": "57", "rotation": rotations[0]})
        == {}
    )
    assert lay_still_possible(board, "yellow", "SU", {"hex": "W21"}) is None


def test_k19_k20_which_lays_would_open_a_seat():
    full = Board.of({"Q13": ("57", 2)}, {"Q13": ["SU"]}, {"Q13": ["KR"]})
    assert seat_opening_lays(full, "yellow", "Q13") == []  # nothing opens a seat in yellow
    assert {lay.tile for lay in seat_opening_lays(full, "green", "Q13")} == {"14", "15", "619"}
    north = Board.of({"L8": ("N15", 0)}, {"L8": ["PY", "NA"]}, {"L8": ["HA"]})
    assert seat_opening_lays(north, "gray", "L8") == []  # N tiles never go brown
    assert all(TILES[lay.tile].slots > 1 for lay in seat_opening_lays(full, "green", "Q13"))
