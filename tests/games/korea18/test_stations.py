"""Stations on the board (rules 9.1, 9.3, 9.4, 10; readings K17, K19-K23)."""

import pytest

from boardgames_gui.games.korea18.board import Board, blocked_for
from boardgames_gui.games.korea18.stations import (
    add_outer,
    after_war,
    free_seats,
    home_case,
    reseat,
    seat,
    station_sites,
)

# Suwon Q13 (57: exits NW to Seoul, SE to R14) and Seoul P12 with a yellow 57 facing it.
SEOUL_LINE = {"Q13": ("57", 2), "P12": ("57", 2)}


def test_k17_a_station_only_in_a_reached_metropolitan_hex_with_a_free_seat():
    board = Board.of(SEOUL_LINE, {"Q13": ["SW"]})
    assert station_sites(board, "SW") == ("P12",)
    full = seat(board, "P12", "SE")
    assert station_sites(full, "SW") == ()  # Seoul's one usable seat before the war is taken
    assert station_sites(Board.of(SEOUL_LINE, {"Q13": ["SW"], "P12": []}), "IC") == ()  # not reached


def test_k17_seats_fill_left_to_right_and_never_twice_for_one_company():
    board = seat(Board.of({"Q13": ("15", 0)}), "Q13", "SW")
    board = seat(board, "Q13", "CJ")
    assert board.seated("Q13") == ("SW", "CJ") and free_seats(board, "Q13") == 0
    with pytest.raises(ValueError):
        seat(board, "Q13", "DJ")


def test_k19_home_station_cases():
    assert home_case(Board.of({}), "yellow", "Q13") == "seat"  # the printed seat of an untiled city
    full = Board.of({"Q13": ("57", 2)}, {"Q13": ["IC"]})
    assert home_case(full, "yellow", "Q13") == "outer"
    assert home_case(full, "green", "Q13") == "lay"  # a green city tile would open a seat
    assert home_case(Board.of({}), "yellow", "P12") == "lay"  # K21: untiled Seoul has no usable seat


def test_k23_outer_stations_take_the_seats_an_upgrade_opens_in_the_chosen_order():
    board = add_outer(add_outer(Board.of({"Q13": ("57", 2)}, {"Q13": ["IC"]}), "Q13", "SW"), "Q13", "CJ")
    upgraded = board.with_tile("Q13", "15", 2)
    after = reseat(upgraded, "Q13", ["CJ"])
    assert after.seated("Q13") == ("IC", "CJ") and after.outer_at("Q13") == ("SW",)
    with pytest.raises(ValueError):
        reseat(upgraded, "Q13", ["CJ", "SW"])  # only one seat opened


def test_k22_w4_w5_the_war_clears_the_north_and_the_souths_cities():
    tiles = {"L8": ("N57", 0), "K9": ("9", 0), "Q13": ("57", 2), "R14": ("9", 2), "O11": ("N5", 0)}
    stations = {"L8": ["PY"], "Q13": ["SW"], "W21": ["BS"], "O11": ["KS"]}
    board = Board.of(tiles, stations, spy_hex="O11")
    war = after_war(board)
    assert war.war and war.tile_map() == {"R14": ("9", 2)}  # South plain track stays
    assert war.station_hexes("PY") == ()  # North stations are gone for good
    assert war.outer_at("Q13") == ("SW",) and war.outer_at("W21") == ("BS",)
    assert war.outer_at("O11") == ("KS",)  # K32: the OB02 city is treated as South
    assert not blocked_for(war, "Q13", "DJ")


def test_k22_w5_kept_hexes_keep_their_tile_and_seated_stations():
    board = Board.of({"W21": ("B2", 0)}, {"W21": ["BS", "DG"]})
    war = after_war(board, keep={"W21"})
    assert war.tile("W21") == ("B2", 0) and war.seated("W21") == ("BS", "DG")
