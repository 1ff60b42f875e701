"""The route optimiser and checker on the rulebook's three worked examples (9.5) and K16."""

from boardgames_gui.games.korea18.route_map import RouteMap, Stop, Train
from boardgames_gui.games.korea18.routes import Route, best_routes, route_problem, route_revenue
from boardgames_gui.games.korea18.routes_rules import EXPRESS_SCORING, LOWEST_EARNING
from tests.games.korea18.test_routes_oracle import best_total

GWANGJU = "GJ"


def line_map(stops, pairs):
    """A RouteMap from (id, kind, revenue, stations) stops and the connections between them,
    each connection its own track segment."""
    made = {i: Stop(i, kind, revenue, i, stations, 1) for i, kind, revenue, stations in stops}
    edges = tuple((a, b, frozenset({number})) for number, (a, b) in enumerate(pairs))
    return RouteMap(made, edges)


def route(route_map, *stops):
    """The route through `stops` along the connections joining them, in order."""
    edges = []
    for a, b in zip(stops, stops[1:], strict=False):
        edges.append(next(n for n, (x, y, _s) in enumerate(route_map.edges) if {x, y} == {a, b}))
    return Route(tuple(stops), tuple(edges))


def train(name):
    return Train(name, int(name.rstrip("E")), name.endswith("E"))


def city(i, revenue, stations=()):
    return (i, "city", revenue, stations)


EXAMPLE_1 = line_map(
    [city("G", 30, (GWANGJU,)), city("M", 30), city("N", 30), city("L", 30), city("K", 20)]
    + [city("H", 30, (GWANGJU,)), ("t", "town", 10, ()), city("J", 20)],
    [("G", "M"), ("M", "N"), ("G", "L"), ("G", "K"), ("H", "t"), ("H", "J")],
)


def test_example_1_green_era_four_trains_meet_at_a_city():
    """9.5 Example 1: a 2-train and three 3-trains earn 50 + 40 + 80 + 90 = 260; a 3-train may
    run two stops, and two trains may meet at a city (9.5 g) but not share track."""
    trains = [train("2"), train("3"), train("3"), train("3")]
    example = [route(EXAMPLE_1, "J", "H"), route(EXAMPLE_1, "H", "t")]
    example += [route(EXAMPLE_1, "L", "G", "K"), route(EXAMPLE_1, "N", "M", "G")]
    assert route_problem(EXAMPLE_1, GWANGJU, trains, example) is None
    assert [route_revenue(EXAMPLE_1, t, r) for t, r in zip(trains, example, strict=True)] == [50, 40, 80, 90]
    plan = best_routes(EXAMPLE_1, GWANGJU, trains)
    assert plan.total == 260 == best_total(EXAMPLE_1, GWANGJU, trains, False)


EXAMPLE_2 = line_map(
    [city("A", 50), city("B", 30), city("C", 30), city("G", 40, (GWANGJU,)), ("t2", "town", 10, ())]
    + [city("K", 20), city("F", 30), ("t1", "town", 10, ()), city("E", 30), city("D", 50)],
    [("A", "B"), ("B", "C"), ("C", "G"), ("G", "t2"), ("t2", "K"), ("K", "F"), ("F", "t1"), ("t1", "E")]
    + [("E", "D")],
)


def test_example_2_brown_era_express_train_skips_small_cities():
    """9.5 Example 2: a 4-train earns 50 + 30 + 30 + 40 = 150; the 5E skips the small cities
    and earns 50 + 30 + 30 + 20 + 40 = 170; one express train is simply added (K16): 320."""
    trains = [train("4"), train("5E")]
    example = [route(EXAMPLE_2, "A", "B", "C", "G"), route(EXAMPLE_2, "G", "t2", "K", "F", "t1", "E", "D")]
    assert route_problem(EXAMPLE_2, GWANGJU, trains, example) is None
    assert [route_revenue(EXAMPLE_2, t, r) for t, r in zip(trains, example, strict=True)] == [150, 170]
    plan = best_routes(EXAMPLE_2, GWANGJU, trains)
    assert plan.total == 320 == best_total(EXAMPLE_2, GWANGJU, trains, False)
    too_long = [None, route(EXAMPLE_2, "A", "B", "C", "G", "t2", "K", "F")]
    assert route_problem(EXAMPLE_2, GWANGJU, trains, too_long) == (
        "The 5E-train counts only 5 stops; this route has more."
    )


EXAMPLE_3 = line_map(
    [city("X", 60), city("Y", 30), ("t", "town", 10, ()), city("Z", 30), city("W", 20)]
    + [city("G", 40, (GWANGJU,)), city("P", 20), city("Q", 20)],
    [("X", "Y"), ("Y", "t"), ("t", "Z"), ("Z", "W"), ("W", "G"), ("G", "P"), ("P", "Q")],
)


def test_example_3_gray_era_two_express_trains_double_the_lower_numbered_run():
    """9.5 Example 3 and K16: a 5E and an 8E earn twice the 5E's 60 + 30 + 30 + 20 + 40 = 180,
    whatever the 8E earns; the 8E must still run."""
    trains = [train("5E"), train("8E")]
    plan = best_routes(EXAMPLE_3, GWANGJU, trains)
    assert plan.total == 360 == best_total(EXAMPLE_3, GWANGJU, trains, False)
    assert plan.runs[0] == 180 and plan.routes[1] is not None
    idle = [route(EXAMPLE_3, "X", "Y", "t", "Z", "W", "G"), None]
    assert route_problem(EXAMPLE_3, GWANGJU, trains, idle) == (
        "With two or more express trains every one runs: the 8E-train has a route."
    )


def test_lowest_earning_variant_takes_the_smallest_express_run():
    """K16 variant "lowest-earning": on Example 3's map the company earns twice the smaller
    of the two express runs (180 and 80): 160."""
    trains = [train("5E"), train("8E")]
    plan = best_routes(EXAMPLE_3, GWANGJU, trains, {EXPRESS_SCORING: LOWEST_EARNING})
    assert plan.total == 160 == best_total(EXAMPLE_3, GWANGJU, trains, True)


def test_checker_names_a_city_visited_twice_and_a_blocked_city_passed():
    """9.5 b and d: the sentences say which train and which place."""
    stops = {
        "S1": Stop("S1", "city", 40, "Seoul", (GWANGJU,), 2),
        "S2": Stop("S2", "city", 40, "Seoul", (), 2),
        "B": Stop("B", "city", 30, "Busan", ("Y",), 1),
        "D": Stop("D", "city", 30, "Daegu", (), 1),
    }
    edges = (("S1", "S2", frozenset({1})), ("S1", "B", frozenset({2})), ("B", "D", frozenset({3})))
    route_map = RouteMap(stops, edges)
    three = [Train("3", 3, False)]
    assert route_problem(route_map, GWANGJU, three, [Route(("S2", "S1", "B"), (0, 1))]) == (
        "The 3-train visits Seoul twice."
    )
    assert route_problem(route_map, GWANGJU, three, [Route(("S1", "B", "D"), (1, 2))]) == (
        "The 3-train runs through Busan, which other companies' stations block: "
        "a blocked city can only start or end a route."
    )
    assert route_problem(route_map, GWANGJU, three, [Route(("S1", "B"), (1,))]) is None


def test_search_can_be_stopped_and_reports_the_best_so_far():
    """The GUI runs the search off its thread: every better plan is reported, and a stopped
    search returns the best plan found so far, marked incomplete."""
    trains = [train("2"), train("3"), train("3"), train("3")]
    seen = []
    from boardgames_gui.games.korea18.routes import search_routes

    plan = search_routes(EXAMPLE_1, GWANGJU, trains, on_better=seen.append)
    assert plan.complete and seen and seen[-1].total == plan.total
    stopped = search_routes(EXAMPLE_1, GWANGJU, trains, cancelled=lambda: True)
    assert stopped.total <= plan.total
