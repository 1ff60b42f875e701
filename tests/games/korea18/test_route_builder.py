"""route_map(board, era): what the optimiser runs on (the RouteMap interface; rule 9.5, K9, K20, K21)."""

from boardgames_gui.games.korea18.board import Board
from boardgames_gui.games.korea18.route_builder import route_map

# Incheon Q11 (57: west to the Yellow Sea Q9, east to Suwon), Suwon Q13 (5: west to Incheon,
# south-west to the town Cheonan R12), Cheonan (3: toward Q11, where Incheon has no exit, and Suwon).
LINE = {"Q11": ("57", 1), "Q13": ("5", 0), "R12": ("3", 2)}


def test_route_map_stops_and_connections_follow_the_track():
    found = route_map(Board.of(LINE, {"Q11": ["IN"]}), "green")
    assert set(found.stops) == {"C:Q11:0", "C:Q13:0", "T:R12:0", "S:Q9"}
    pairs = {(a, b): segments for a, b, segments in found.edges}
    assert set(pairs) == {("C:Q11:0", "C:Q13:0"), ("C:Q13:0", "T:R12:0"), ("C:Q11:0", "S:Q9")}
    # the two connections out of Suwon use different tile paths, so trains on them never conflict
    assert not pairs[("C:Q11:0", "C:Q13:0")] & pairs[("C:Q13:0", "T:R12:0")]
    assert len(pairs[("C:Q11:0", "C:Q13:0")]) == 2


def test_k9_stop_revenues_of_the_era():
    board = Board.of(LINE | {"L8": ("N5", 0)})
    yellow, gray = route_map(board, "yellow"), route_map(board, "gray")
    assert yellow.stops["S:Q9"].revenue == 20 and gray.stops["S:Q9"].revenue == 70
    assert yellow.stops["C:Q13:0"].revenue == 20 and yellow.stops["T:R12:0"].revenue == 10
    assert yellow.stops["C:L8:0"].revenue == 30  # an N-yellow tile
    assert route_map(board.with_tile("Q13", "15", 0), "green").stops["C:Q13:0"].revenue == 30


def test_rule_9_5_offboard_areas_of_one_sea_share_a_group_and_kinds_are_told_apart():
    board = Board.of({"Q11": ("57", 1), "X10": ("5", 2), "I3": ("57", 1)})
    stops = route_map(board, "yellow").stops
    assert stops["S:Q9"].group == stops["S:W9"].group == "Yellow Sea"
    assert stops["O:I1"].kind == "offboard" and stops["S:Q9"].kind == "sea"
    assert stops["C:Q11:0"].group != stops["C:X10:0"].group


def test_k20_active_outer_stations_count_and_never_take_a_seat():
    board = Board.of(LINE, {"Q13": ["SU"]}, {"Q13": ["KR"]})
    yellow = route_map(board, "yellow").stops["C:Q13:0"]  # nothing can open a seat: KR's is active
    assert yellow.stations == ("SU", "KR") and yellow.slots == 2
    green = route_map(board, "green").stops["C:Q13:0"]  # a green city would seat it: inactive
    assert green.stations == ("SU",) and green.slots == 1


def test_k21_seoul_cannot_be_blocked_before_the_war():
    board = Board.of({"P12": ("57", 0)}, {"P12": ["A"]})
    seoul = route_map(board, "yellow").stops["C:P12:0"]
    assert len(seoul.stations) < seoul.slots  # the closed capital seat is never filled
    after = route_map(Board.of({"P12": ("57", 0)}, {"P12": ["A", "B"]}, war=True), "yellow")
    assert len(after.stops["C:P12:0"].stations) == after.stops["C:P12:0"].slots == 2


def test_route_map_is_a_function_of_the_board_value():
    board = Board.of(LINE, {"Q11": ["IN"]})
    assert route_map(board, "brown") == route_map(Board.from_json(board.to_json()), "brown")
