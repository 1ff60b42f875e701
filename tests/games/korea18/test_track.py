"""The track graph and company networks (issue 13 "Track with networkx"; rule 9.2, K14, K20)."""

from boardgames_gui.games.korea18.board import Board
from boardgames_gui.games.korea18.track import connections, joined, network, track_graph

# Suwon Q13 (57 turned to exits NW and SE) and tile 23 on R14 entering at its edge 2:
# paths R14 2-5 and 5-3 share edge 5, so a train from Suwon may go on to S15 but not turn back
# at edge 5 toward Q15.
SUWON = {"Q13": ("57", 2), "R14": ("23", 5)}


def test_graph_has_stops_hex_sides_paths_with_segments_and_crossings():
    graph = track_graph(Board.of(SUWON))
    paths = [data for _, _, data in graph.edges(data=True) if data["kind"] == "path"]
    assert sorted(data["segment"] for data in paths) == [0, 1, 2, 3]
    assert graph.has_edge("Q13.5", "R14.2") and graph["Q13.5"]["R14.2"]["kind"] == "cross"
    assert "C:Q13:0" in graph


def test_rule_9_5_no_turning_back_where_two_paths_share_an_edge():
    reach = network(Board.of(SUWON, {"Q13": ["SU"]}), "SU")
    assert reach.edges["R14"] == {2, 5}
    assert reach.edges["S15"] == {2} and "Q15" not in reach.edges
    assert reach.edges["P12"] == {5}


def test_rule_9_2_a_blocked_city_stops_the_network():
    tiles = {"Q13": ("57", 2), "R14": ("9", 2), "S15": ("57", 2)}  # Suwon - R14 - Cheongju in a line
    board = Board.of(tiles, {"Q13": ["SU"], "S15": ["CJ"]})
    reach = network(board, "SU")
    assert "C:S15:0" in reach.stops  # it may end there
    assert "T14" not in reach.edges  # but not go on (S15's SE edge leads to T16; its exits are 2, 5)
    assert "T16" not in reach.edges
    assert "T16" in network(board, "CJ").edges


def test_k20_an_outer_station_is_a_starting_point_and_keeps_its_city_open():
    tiles = {"Q13": ("57", 2), "R14": ("9", 2), "S15": ("57", 2)}
    board = Board.of(tiles, {"Q13": ["SU"], "S15": ["CJ"]}, {"S15": ["SU"]})
    assert "T16" in network(board, "SU").edges


def test_k14_companies_are_joined_by_a_shared_city_or_unblocked_track():
    tiles = {"Q13": ("57", 2), "R14": ("9", 2), "S15": ("57", 2)}
    board = Board.of(tiles, {"Q13": ["SU"], "S15": ["CJ"], "W21": ["BU"]})
    assert joined(board, "SU", "CJ") and joined(board, "CJ", "SU")
    assert not joined(board, "SU", "BU")


def test_connections_join_stops_with_the_segments_they_use():
    tiles = {"Q13": ("57", 2), "R14": ("9", 2), "S15": ("57", 2)}
    found = connections(Board.of(tiles))
    assert [(a, b) for a, b, _ in found] == [("C:Q13:0", "C:S15:0")]
    assert len(found[0][2]) == 3  # Suwon's SE path, R14's straight, Cheongju's NW path


def test_offboard_areas_join_through_their_stubs_only():
    board = Board.of({"Q11": ("5", 0)})  # Incheon, exits SW (R10) and W (the Yellow Sea Q9)
    assert any({a, b} == {"C:Q11:0", "S:Q9"} for a, b, _ in connections(board))
    board = Board.of({"P10": ("7", 0)})  # P10 toward Q9 (SW) and O9: map edge at Q9 (K40)
    assert "S:Q9" not in track_graph(board)
