"""The 18Korea map data (research 3.1, readings K21, K39, K40; rulebook 9.2)."""

from boardgames_gui.games.korea18 import data_map as m


def test_map_3_1_has_131_land_hexes_74_north_57_south_and_14_offboard_areas():
    regions = [land.region for land in m.LAND.values()]
    assert (len(m.LAND), regions.count("N"), regions.count("S"), len(m.OFFBOARDS)) == (131, 74, 57, 14)


def test_map_3_1_city_counts_north_12_south_11_plus_5_metropolitan_and_26_small_cities():
    def count(kind, region):
        return sum(1 for land in m.LAND.values() if land.kind == kind and land.region == region)

    assert (count("city", "N"), count("city", "S"), count("metro", "S"), count("metro", "N")) == (
        12,
        11,
        5,
        0,
    )
    assert (count("town", "N"), count("town", "S")) == (10, 16)
    assert {m.LAND[h].letter for h in m.METROPOLITAN} == set("SIDGB")
    assert m.LAND["P12"].name == "Seoul" and m.CAPITAL == "P12"


def test_map_3_1_rows_use_only_odd_or_only_even_numbers():
    for hex_id in [*m.LAND, *m.OFFBOARDS]:
        row, column = m.parse(hex_id)
        assert (row + column) % 2 == 1, hex_id  # row A (0) odd, row B even


def test_map_3_1_neighbours_are_symmetric_across_opposite_edges():
    for hex_id in m.LAND:
        for edge in m.EDGES:
            assert m.neighbour(m.neighbour(hex_id, edge), m.opposite(edge)) == hex_id


def test_map_3_1_dmz_is_the_eleven_edges_between_north_and_south():
    listed = "O9-P10 O11-P10 O11-P12 O13-P12 O13-P14 O13-O15 N14-O15 N16-O15 N16-O17 N16-N18 M17-N18"
    assert m.dmz_edges() == {frozenset(pair.split("-")) for pair in listed.split()}


def test_rule_9_2_red_line_is_between_incheon_and_p10():
    assert m.edge_between("Q11", "P10") is not None
    assert m.RED_LINE == {"Q11", "P10"}


def test_k40_offboard_areas_touch_only_their_listed_hexes_and_the_rest_is_map_edge():
    unlisted = set()
    for area in m.OFFBOARDS.values():
        for hex_id in area.connects:
            assert m.edge_between(area.id, hex_id) is not None
        for edge in m.EDGES:
            other = m.neighbour(area.id, edge)
            if other in m.LAND and other not in area.connects:
                unlisted.add(frozenset({area.id, other}))
    listed = "E15-E17 B26-B24 J16-I15 J16-I17 F22-E21 Q9-P10"
    assert unlisted == {frozenset(pair.split("-")) for pair in listed.split()}


def test_k9_offboard_pays_the_most_recent_era_value():
    dandong, busan_sea = m.OFFBOARDS["I1"], m.OFFBOARDS["X22"]
    assert [dandong.value(era) for era in m.ERAS] == [70, 80, 80, 80]
    assert [busan_sea.value(era) for era in m.ERAS] == [30, 40, 60, 80]
    assert dandong.group == "Manchuria" and busan_sea.group == "South Sea"


def test_k39_every_land_hex_is_buildable_and_only_plain_hexes_have_terrain_cost():
    for land in m.LAND.values():
        assert land.kind in ("plain", "town", "city", "metro")
        assert land.cost in (0, 20, 40)
        assert land.cost == 0 or land.kind == "plain"
        assert (land.terrain == "mountain") == (land.cost == 40)
