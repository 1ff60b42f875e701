"""The 18Korea map geometry (issue 13 "Geometry with shapely"; research 3.1)."""

import math

from boardgames_gui.games.korea18 import data_map, geometry


def test_neighbouring_hexes_share_their_edge_exactly():
    for hex_id in data_map.LAND:
        for edge in data_map.EDGES:
            other = data_map.neighbour(hex_id, edge)
            mine = list(geometry.edge_line(hex_id, edge).coords)
            theirs = list(geometry.edge_line(other, data_map.opposite(edge)).coords)
            assert mine == theirs[::-1], (hex_id, edge)


def test_every_hex_is_a_regular_pointy_top_hex_of_radius_1():
    polygon = geometry.hex_polygon("P12")
    assert math.isclose(polygon.area, 3 * math.sqrt(3) / 2)
    ys = [y for _, y in geometry.corners("P12")]
    assert max(ys) - min(ys) == 2.0  # pointy top: corner to corner vertically


def test_the_land_is_one_piece_without_holes_and_its_coast_closes():
    land = geometry.land()
    assert land.geom_type == "Polygon" and not land.interiors
    assert math.isclose(land.area, 131 * geometry.hex_polygon("A1").area)
    assert geometry.coastline().is_ring


def test_north_and_south_meet_only_along_the_dmz():
    north, south = geometry.region("N"), geometry.region("S")
    assert north.intersection(south).area == 0
    assert math.isclose(north.intersection(south).length, 11)
    assert geometry.dmz_line().geom_type == "LineString" and math.isclose(geometry.dmz_line().length, 11)
    assert north.boundary.intersection(south.boundary).equals(geometry.dmz_line())


def test_rule_9_2_red_line_is_the_edge_between_incheon_and_p10():
    line = geometry.red_line()
    assert math.isclose(line.length, 1)
    assert geometry.hex_polygon("Q11").intersection(geometry.hex_polygon("P10")).equals(line)


def test_offboard_areas_lie_off_the_land():
    for area in data_map.OFFBOARDS:
        assert geometry.hex_polygon(area).intersection(geometry.land()).area == 0
