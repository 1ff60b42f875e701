"""The four asset cards that change routes: OA05 New Port Development, OA07 Local Administrator
(reading K30), OA08 Express Timetable and OC07 Ferry Terminal (the research's card table, 3.6),
what the Korean War does with the port and the ferry station (reading K22), and that the
optimiser and the route checker both honour them. The brute-force proof over generated maps
with these cards is in test_routes_oracle."""

from boardgames_gui.games.korea18 import running, stations, tiles, war
from boardgames_gui.games.korea18.board import Board
from boardgames_gui.games.korea18.route_builder import route_map
from boardgames_gui.games.korea18.route_map import RouteMap, Stop, Train
from boardgames_gui.games.korea18.routes import Route, best_routes, route_problem, route_revenue
from boardgames_gui.games.korea18.state import KoreaState

from .or_setups import RULES, act, refusal
from .test_assets import card_state, to_step

# Suwon Q13 (5: to the town Cheonan R12 and to Incheon), Cheonan R12 (4: straight from Suwon to
# the coastal plain hex S11), Incheon Q11 (57: to the Yellow Sea Q9 and to Suwon).
COAST = {"Q13": ("5", 0), "R12": ("4", 0), "Q11": ("57", 1)}


def uses(state, card):
    return [a for a in RULES.legal_actions(state) if a["type"] == "use_card" and a["card"] == card]


def path(graph: RouteMap, *stops: str) -> Route:
    """The route through `stops` along the first connection between each pair."""
    edges = []
    for a, b in zip(stops, stops[1:], strict=False):
        edges.append(next(i for i, (x, y, _) in enumerate(graph.edges) if {x, y} == {a, b}))
    return Route(tuple(stops), tuple(edges))


def line(*stops: Stop) -> RouteMap:
    """Stops joined one after another, each connection on its own track."""
    edges = tuple(
        (a.id, b.id, frozenset({n})) for n, (a, b) in enumerate(zip(stops, stops[1:], strict=False))
    )
    return RouteMap({stop.id: stop for stop in stops}, edges)


def city(name, revenue, stations=()):
    return Stop(name, "city", revenue, name, tuple(stations), 1)


def town(name):
    return Stop(name, "town", 10, name, (), 0)


# --------------------------------------------------------------------------- OA05


def test_oa05_new_port_development_a_port_on_an_empty_south_coastal_hex_is_a_sea_for_its_company_only():
    """OA05 New Port Development (card table 3.6): once per game, in its track step, the company
    builds its port on an empty South coastal hex; it is a sea area worth Y30/G40/B60/Gray 80 for
    this company only, a route end that the optimiser and the checker honour; no tile goes there;
    the port is in the state's JSON and its clone."""
    board = Board.of(COAST, {"Q13": ["SW"]})
    state = card_state({"SW": (0, 100)}, board, trains={"SW": ["4"]}, cards={"SW": ["OA05"]})
    assert state.or_step == "track"
    sites = {a["hex"] for a in uses(state, "OA05")}
    assert "S11" in sites and "S13" not in sites and "R12" not in sites  # S13 is inland, R12 a town
    assert refusal(state, "use_card", card="OA05", hex="S13") == (
        "The port goes on an empty coastal hex of the South: no tile, no city, beside the sea."
    )
    act(state, "use_card", card="OA05", hex="S11")
    assert state.board.port == ("S11", "SW") and state.track_points == 3
    assert not uses(state, "OA05")  # once per game
    assert KoreaState.from_json(state.to_json()).board.port == ("S11", "SW")
    assert state.clone().board.port == ("S11", "SW")
    assert tiles.fitting_tiles(state.board, "yellow", "S11") == ()
    graph = route_map(state.board, "yellow")
    assert graph.stops["P:S11"].revenue == 30 and graph.stops["P:S11"].owner == "SW"
    assert [route_map(state.board, era).stops["P:S11"].revenue for era in ("green", "brown", "gray")] == [
        40,
        60,
        80,
    ]
    plan = running.proposal(state, "SW")
    assert plan.total == 20 + 20 + 10 + 30 and "P:S11" in plan.routes[0].stops
    # another company's train may not go there
    three = Train("3", 3, False)
    other = route_problem(graph, "DJ", [three], [path(graph, "C:Q13:0", "T:R12:0", "P:S11")])
    assert other == "The 3-train runs to the port at S11, which serves only Suwon Railway."


# --------------------------------------------------------------------------- OA07 (K30)


def test_k30_oa07_local_administrator_non_express_trains_pass_small_cities_without_counting_them():
    """OA07 Local Administrator, reading K30 1: the company's non-express trains may pass a small
    city without counting it (no link, no revenue), chosen per small city; the checker agrees."""
    home, far = city("A", 20, ["X"]), city("B", 40)
    graph = line(home, town("T1"), town("T2"), far)
    route = path(graph, "A", "T1", "T2", "B")
    plain, local = Train("2", 2, False), Train("2", 2, False, local_admin=True)
    assert (
        route_problem(graph, "X", [plain], [route]) == "The 2-train counts only 2 stops; this route has more."
    )
    assert route_problem(graph, "X", [local], [route]) is None
    assert route_revenue(graph, local, route) == 60  # both small cities passed
    assert route_revenue(graph, Train("3", 3, False, local_admin=True), route) == 70  # one counted
    assert best_routes(graph, "X", [plain]).total == 30
    assert best_routes(graph, "X", [local]).total == 60


def test_k30_oa07_express_trains_collect_small_cities_without_counting_them_as_links():
    """OA07 Local Administrator, reading K30 2: the company's express trains earn the ₩10 of
    every small city they pass, and those small cities use no link."""
    graph = line(city("A", 20, ["X"]), town("T1"), town("T2"), city("B", 40))
    express, local = Train("2E", 2, True), Train("2E", 2, True, local_admin=True)
    assert best_routes(graph, "X", [express]).total == 60
    assert best_routes(graph, "X", [local]).total == 80
    assert route_revenue(graph, local, path(graph, "A", "T1", "T2", "B")) == 80


def test_k30_oa07_marks_every_train_of_the_company_in_the_game():
    """OA07 (K30) reaches the optimiser from the game: every train of the company carries it,
    and the run pays what the card allows (Suwon, Cheonan passed, Incheon is not reachable this
    way; Suwon and the port with a 2-train)."""
    state = card_state(
        {"SW": (0, 100)},
        Board.of(COAST, {"Q13": ["SW"]}, port=("S11", "SW")),
        trains={"SW": ["2"]},
        cards={"SW": ["OA05", "OA07"]},
    )
    state.card_used["OA05"] = 0
    assert all(train.local_admin for train in running.company_trains(state, "SW"))
    plan = running.proposal(state, "SW")
    assert plan.total == 20 + 30  # Suwon and the port, Cheonan passed
    assert {"P:S11", "T:R12:0"} <= set(plan.routes[0].stops)


# --------------------------------------------------------------------------- OA08


def test_oa08_express_timetable_the_lowest_numbered_express_train_visits_one_more_big_city():
    """OA08 Express Timetable (card table 3.6): the company's lowest-numbered express train (the
    first of them) may visit one more big city; the extra link holds a big city only; the
    optimiser and the checker agree."""
    state = card_state({"SW": (0, 100)}, Board.of(COAST, {"Q13": ["SW"]}), cards={"SW": ["OA08"]})
    state.trains["SW"] = ["6E", "5E", "5E", "3"]
    assert [t.extra_cities for t in running.company_trains(state, "SW")] == [0, 1, 0, 0]
    graph = line(city("A", 20, ["X"]), city("B", 30), city("C", 40))
    timetable = Train("2E", 2, True, extra_cities=1)
    assert best_routes(graph, "X", [Train("2E", 2, True)]).total == 50
    assert best_routes(graph, "X", [timetable]).total == 90
    assert route_problem(graph, "X", [timetable], [path(graph, "A", "B", "C")]) is None
    ends = line(Stop("S", "sea", 50, "S", ("X",), 0), Stop("O", "offboard", 60, "O", (), 0))
    one = Train("1E", 1, True, extra_cities=1)
    assert route_problem(ends, "X", [one], [path(ends, "S", "O")]) == (
        "The 1E-train counts only 1 stops and one more big city; this route has more."
    )
    assert best_routes(ends, "X", [one]).total == 0


# --------------------------------------------------------------------------- OC07


def test_oc07_ferry_terminal_a_station_on_a_south_sea_counts_for_the_route_rule():
    """OC07 Ferry Terminal (card table 3.6): once per game, in its station step, the company
    builds a station on a South sea area with its next token at its price; it counts as the
    company's station for the route rule (a route from it needs no other station), and the
    optimiser and the checker honour it."""
    board = Board.of(COAST, {"Q13": ["SW"], "T14": ["DJ"]})
    state = card_state({"SW": (0, 80), "DJ": (1, 100)}, board, trains={"DJ": ["2"]}, cards={"DJ": ["OC07"]})
    assert state.operating == "DJ"
    to_step(state, "station")
    assert {a["sea"] for a in uses(state, "OC07")} == {"Q9", "W9", "Y15", "X22", "U23", "P22"}
    assert (
        refusal(state, "use_card", card="OC07", sea="M5")
        == "The ferry station goes on a sea area of the South."
    )
    treasury = state.treasury["DJ"]
    act(state, "use_card", card="OC07", sea="Q9")
    assert state.board.ferry == ("Q9", "DJ") and state.treasury["DJ"] == treasury - 40
    assert state.tokens_used["DJ"] == 2 and state.or_step == "run"
    assert KoreaState.from_json(state.to_json()).board.ferry == ("Q9", "DJ")
    graph = route_map(state.board, state.era)
    assert "DJ" in graph.stops["S:Q9"].stations
    plan = running.proposal(state, "DJ")
    assert plan.total == 20 + 20 and plan.routes[0].stops in (("S:Q9", "C:Q11:0"), ("C:Q11:0", "S:Q9"))
    two = Train("2", 2, False)
    assert route_problem(graph, "DJ", [two], [path(graph, "S:Q9", "C:Q11:0")]) is None
    without = route_map(Board.of(COAST, {"Q13": ["SW"], "T14": ["DJ"]}), state.era)
    assert route_problem(without, "DJ", [two], [path(without, "S:Q9", "C:Q11:0")]) == (
        "The 2-train's route has none of Daejeon Railway's stations."
    )


# --------------------------------------------------------------------------- the war (K22)


def test_k22_the_war_keeps_the_port_and_the_ferry_station_but_a_ferry_station_saves_no_north_company():
    """Reading K22 (South items are kept unless stated): the port (a plain South hex) and the
    ferry station (a South sea) stay through W4-W6; the ferry station is no station in a South
    hex, so a North company with only it leaves the game at W3 and takes its port and ferry
    station with it."""
    board = Board.of(COAST, {"Q13": ["SW"], "T14": ["DJ"]}, port=("S11", "SW"), ferry=("Q9", "DJ"))
    cleared = stations.after_war(board)
    assert cleared.port == ("S11", "SW") and cleared.ferry == ("Q9", "DJ")
    assert "P:S11" in route_map(cleared, "brown").stops
    state = card_state(
        {"SW": (0, 100), "KS": (1, 90)},
        Board.of(COAST, {"Q13": ["SW"], "O11": ["KS"]}, port=("S11", "KS"), ferry=("Q9", "KS")),
    )
    state.cards["KS"] = ["OA05", "OC07"]
    war.remove_north_companies(state)
    assert "KS" in state.closed
    assert state.board.port == () and state.board.ferry == ()


def test_a_board_saved_before_the_route_cards_loads_without_port_or_ferry():
    """Saves written before OA05 and OC07 acted have no port or ferry key; they load as none."""
    data = Board.of(COAST, {"Q13": ["SW"]}).to_json()
    assert "port" not in data and "ferry" not in data
    loaded = Board.from_json(data)
    assert loaded.port == () and loaded.ferry == ()
    built = Board.of(COAST, {"Q13": ["SW"]}, port=("S11", "SW"), ferry=("Q9", "DJ"))
    assert Board.from_json(built.to_json()) == built
