"""The 18Korea tile manifest (research 3.2, readings K9, K42; rulebook 9.2)."""

from boardgames_gui.games.korea18 import data_tiles as t

CHART = {
    "7": "18 26 27 28 29",
    "8": "16 17 19 23 24 25 28 29",
    "9": "18 19 20 23 24 26 27",
    "3": "87 88",
    "4": "87 88",
    "58": "87 88",
    "5": "14 15 619",
    "6": "14 15 619",
    "57": "14 15 619",
    "16": "43 70",
    "17": "47",
    "18": "43",
    "19": "45 46",
    "20": "44 47",
    "23": "41 43 45 47",
    "24": "42 43 46 47",
    "25": "40 45 46",
    "26": "42 44 45",
    "27": "41 44 46",
    "28": "39 43 46 70",
    "29": "39 43 45 70",
    "87": "146",
    "88": "145",
    "14": "63 611",
    "619": "63 611",
    "15": "63 611 448",
    "145": "912",
    "146": "912",
    "63": "455",
    "611": "455 915 51",
    "448": "455 915 51",
    "S2": "S3",
    "S3": "S4",
    "B2": "B3",
    "B3": "B4",
    "I2": "I3",
    "I3": "I4",
    "D2": "D3",
    "D3": "D4",
    "G2": "G3",
    "G3": "G4",
    "N5": "N14 N15 N619",
    "N6": "N14 N15 N619",
    "N57": "N14 N15 N619",
}


def test_3_2_upgrade_chart_follows_from_the_shapes():
    """The chart of research 3.2 is what "next colour, same node and label, old track kept" gives."""
    for tile_id in t.TILES:
        assert set(t.shape_upgrades(tile_id)) == set(CHART.get(tile_id, "").split()), tile_id


def test_3_2_manifest_has_131_tiles():
    assert sum(t.box_count(tile_id) for tile_id, tile in t.TILES.items() if tile.label != "N") == 131


def test_k42_city_tile_supply():
    def count(colour, kind):
        return sum(
            tile.count
            for tile in t.TILES.values()
            if tile.colour == colour and tile.kind == kind and tile.label in ("",) and tile.count
        )

    assert (count("yellow", "city"), count("yellow", "town"), count("green", "city")) == (24, 19, 20)
    assert (count("green", "town"), count("brown", "city")) == (6, 8)


def test_rule_9_2_plain_yellow_tiles_are_unlimited():
    assert all(t.TILES[tile_id].count is None for tile_id in ("7", "8", "9"))


def test_k9_n_faces_share_their_fronts_pay_30_and_40_and_never_go_brown():
    for face in ("N5", "N6", "N57", "N14", "N15", "N619"):
        tile = t.TILES[face]
        assert tile.stock == face[1:] and tile.paths == t.TILES[face[1:]].paths
        assert (tile.revenue, tile.slots) == ((30, 1) if tile.colour == "yellow" else (40, 2))
    assert all(not t.shape_upgrades(face) for face in ("N14", "N15", "N619"))


def test_k9_small_city_tiles_always_pay_10():
    assert {tile.revenue for tile in t.TILES.values() if tile.kind == "town"} == {10}


def test_3_2_metropolitan_chains_revenues_and_seats():
    assert [(t.TILES[f"S{n}"].revenue, t.TILES[f"S{n}"].slots) for n in (2, 3, 4)] == [
        (40, 2),
        (60, 3),
        (80, 4),
    ]
    assert [t.TILES[f"B{n}"].revenue for n in (2, 3, 4)] == [40, 50, 70]
    for letter in "IDG":
        assert [t.TILES[f"{letter}{n}"].revenue for n in (2, 3, 4)] == [30, 50, 60]


def test_tile_shapes_rotate_with_the_tile():
    assert t.placed_exits("9", 1) == {1, 4}
    assert t.placed_paths("5", 2) == {frozenset({2, t.NODE}), frozenset({3, t.NODE})}
    assert len(t.distinct_rotations("9")) == 3 and len(t.distinct_rotations("455")) == 1
