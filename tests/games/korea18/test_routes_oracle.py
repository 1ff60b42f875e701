"""A plain brute-force reading of the revenue rules (9.5 a-g, K16): the test oracle.

It shares no code with the optimiser: it lists every walk along the track, keeps those that
obey 9.5 for a train, tries every combination of them (or none) for the trains, and scores
each with K16. Slow on purpose; used on small maps only. The route cards are part of it: a
port of OA05 (a sea stop only its owner may visit), OC07's ferry station (a company station on
a sea stop), OA07 Local Administrator (K30) and OA08 Express Timetable on the trains.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames_gui.games.korea18.route_map import RouteMap, Stop, Train
from boardgames_gui.games.korea18.routes import Route, best_routes, plainly_earns, route_problem
from boardgames_gui.games.korea18.routes_rules import EXPRESS_SCORING, LOWEST_EARNING, LOWEST_NUMBERED


def all_walks(route_map: RouteMap) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
    """Every walk of two or more stops that repeats no stop and no edge, each once (a walk
    and its reverse are one route)."""
    walks = set()

    def extend(stops, edges):
        if len(stops) >= 2:
            forward = (tuple(stops), tuple(edges))
            backward = (tuple(reversed(stops)), tuple(reversed(edges)))
            walks.add(min(forward, backward))
        for index, (a, b, _segments) in enumerate(route_map.edges):
            if index in edges or a == b:
                continue
            for here, there in ((a, b), (b, a)):
                if here == stops[-1] and there not in stops:
                    extend(stops + [there], edges + [index])

    for stop_id in route_map.stops:
        extend([stop_id], [])
    return sorted(walks)


def blocked(stop, company):
    others = [c for c in stop.stations if c != company]
    return (
        stop.kind == "city" and company not in stop.stations and stop.slots > 0 and len(others) >= stop.slots
    )


def walk_run(route_map: RouteMap, company: str, train: Train, walk) -> int | None:
    """The train's revenue on the walk, or None if 9.5 (or a card) forbids the walk for it."""
    stop_ids, edges = walk
    stops = [route_map.stops[s] for s in stop_ids]
    if any(s.owner not in ("", company) for s in stops):
        return None  # OA05: another company's port
    groups = [s.group for s in stops]
    if len(set(groups)) != len(groups):
        return None
    for stop in stops[1:-1]:
        if stop.kind in ("offboard", "sea") or blocked(stop, company):
            return None
    segments = [seg for index in edges for seg in route_map.edges[index][2]]
    if len(set(segments)) != len(segments):
        return None
    if not any(company in s.stations for s in stops):
        return None
    others = [s for s in stops if s.kind != "town"]
    towns = [s for s in stops if s.kind == "town"]
    bigs = sum(1 for s in others if s.kind == "city")
    best = None
    # every choice of the small cities the train counts: all of them unless it may skip them
    # (express trains; every train with OA07); OA07's express trains count none and earn all
    may_skip = train.express or train.local_admin
    for size in range(len(towns) + 1) if may_skip else [len(towns)]:
        for chosen in combinations(towns, size):
            counted = len(others) + size
            if train.express and train.local_admin:
                if size:
                    continue
                earned = towns
            else:
                earned = list(chosen)
            # OA08: up to extra_cities of the counted big cities ride on extra links
            if not any(counted - k <= train.distance for k in range(min(train.extra_cities, bigs) + 1)):
                continue
            value = sum(s.revenue for s in others) + sum(t.revenue for t in earned)
            best = value if best is None or value > best else best
    return best


def score(trains: list[Train], runs: list[int], lowest_earning: bool) -> int:
    """K16: added non-express runs, plus k x (the lowest-numbered express run, or with the
    variant the lowest express run)."""
    total = sum(r for t, r in zip(trains, runs, strict=True) if not t.express)
    express = [i for i, t in enumerate(trains) if t.express]
    if express:
        if lowest_earning:
            counted = express
        else:
            lowest = min(trains[i].distance for i in express)
            counted = [i for i in express if trains[i].distance == lowest]
        total += len(express) * min(runs[i] for i in counted)
    return total


def best_total(route_map: RouteMap, company: str, trains: list[Train], lowest_earning: bool) -> int:
    """The highest company revenue over every combination of legal routes (or none) for the
    trains that share no track segment."""
    walks = all_walks(route_map)
    options = []
    for train in trains:
        legal = []
        for walk in walks:
            run = walk_run(route_map, company, train, walk)
            if run is not None:
                segs = {seg for index in walk[1] for seg in route_map.edges[index][2]}
                legal.append((run, segs))
        options.append(legal)
    best = 0

    def choose(position, used, runs):
        nonlocal best
        if position == len(trains):
            best = max(best, score(trains, runs, lowest_earning))
            return
        choose(position + 1, used, runs + [0])
        for run, segs in options[position]:
            if not segs & used:
                choose(position + 1, used | segs, runs + [run])

    choose(0, frozenset(), [])
    return best


# --------------------------------------------------------------------------- the proofs

COMPANY = "X"


@st.composite
def small_maps(draw):
    """A small map: 3-7 stops of every kind (some sharing a group, some blocked, some with the
    company's stations, some seas with its ferry station (OC07) or being a port of it or of
    another company (OA05)) and up to 9 connections, some parallel, some sharing track segments."""
    count = draw(st.integers(3, 7))
    stops = {}
    for number in range(count):
        kind = draw(st.sampled_from(["city", "city", "city", "town", "town", "offboard", "sea"]))
        stations = ()
        slots = 0
        if number == 0 and draw(st.integers(0, 5)):
            kind, stations = "city", ("X",)  # most maps give the company a station to run from
        elif kind == "city":
            stations = tuple(draw(st.sampled_from([(), ("X",), ("Y",), ("Y", "Z"), ("X", "Y")])))
        owner = ""
        if kind == "sea":
            owner = draw(st.sampled_from(["", "", "X", "Y"]))  # OA05's port
            if not owner:
                stations = draw(st.sampled_from([(), (), ("X",)]))  # OC07's ferry station
        if kind == "city":
            slots = draw(st.integers(1, 2))
        group = f"g{draw(st.integers(0, count))}" if draw(st.integers(0, 4)) == 0 else f"s{number}"
        revenue = 10 if kind == "town" else draw(st.sampled_from([0, 20, 30, 40, 50, 60]))
        stop_id = f"{kind[0].upper()}:{number}"
        stops[stop_id] = Stop(stop_id, kind, revenue, group, stations, slots, owner)
    ids = list(stops)
    edges = []
    for _ in range(draw(st.integers(3, 9))):
        a = draw(st.sampled_from(ids))
        b = draw(st.sampled_from([i for i in ids if i != a]))
        segments = frozenset(draw(st.sets(st.integers(0, 9), min_size=1, max_size=2)))
        edges.append((a, b, segments))
    return RouteMap(stops, tuple(edges))


@st.composite
def train_sets(draw):
    """1-3 trains; the company may hold OA07 (every train) and OA08 (its lowest-numbered
    express train, the first of them)."""
    trains = []
    local_admin = draw(st.integers(0, 3)) == 0
    for _ in range(draw(st.integers(1, 3))):
        distance = draw(st.integers(1, 4))
        express = draw(st.booleans())
        trains.append(Train(f"{distance}{'E' if express else ''}", distance, express, local_admin))
    express = [i for i, t in enumerate(trains) if t.express]
    if express and draw(st.integers(0, 2)) == 0:
        lowest = min(express, key=lambda i: (trains[i].distance, i))
        trains[lowest] = replace(trains[lowest], extra_cities=1)
    return trains


PROVED = {"maps": 0}


@settings(max_examples=600, deadline=None)
@given(small_maps(), train_sets(), st.booleans())
def test_optimiser_matches_brute_force_on_generated_maps(route_map, trains, lowest_earning):
    """9.5 a-g and K16 (both readings): on every small map the optimiser earns exactly what
    brute force over every combination of routes earns, and its routes pass the checker."""
    variants = {EXPRESS_SCORING: LOWEST_EARNING if lowest_earning else LOWEST_NUMBERED}
    plan = best_routes(route_map, COMPANY, trains, variants)
    assert plan.complete
    assert plan.total == best_total(route_map, COMPANY, trains, lowest_earning)
    assert route_problem(route_map, COMPANY, trains, plan.routes, variants) is None
    for train, route, run in zip(trains, plan.routes, plan.runs, strict=True):
        assert run == (
            0 if route is None else walk_run(route_map, COMPANY, train, (route.stops, route.edges))
        )
    PROVED["maps"] += 1


@settings(max_examples=300, deadline=None)
@given(small_maps(), train_sets(), st.data())
def test_checker_agrees_with_brute_force_on_random_route_choices(route_map, trains, data):
    """9.5 a-g and K16's "all express trains run": the checker refuses exactly the choices the
    plain reading refuses."""
    walks = all_walks(route_map)
    routes = []
    for _train in trains:
        walk = data.draw(st.sampled_from([None] + walks)) if walks else None
        routes.append(None if walk is None else Route(walk[0], walk[1]))
    legal = True
    used: set[int] = set()
    for train, route in zip(trains, routes, strict=True):
        if route is None:
            continue
        if walk_run(route_map, COMPANY, train, (route.stops, route.edges)) is None:
            legal = False
        segs = {seg for index in route.edges for seg in route_map.edges[index][2]}
        if segs & used:
            legal = False
        used |= segs
    if legal and sum(1 for t in trains if t.express) >= 2:
        for train, route in zip(trains, routes, strict=True):
            if train.express and route is None:
                for walk in walks:
                    segs = {seg for index in walk[1] for seg in route_map.edges[index][2]}
                    if not segs & used and walk_run(route_map, COMPANY, train, walk) is not None:
                        legal = False
    problem = route_problem(route_map, COMPANY, trains, routes)
    assert (problem is None) == legal, problem


@settings(max_examples=400, deadline=None)
@given(small_maps(), train_sets(), st.booleans())
def test_k16_a_plan_found_earning_without_the_search_is_one_brute_force_finds(
    route_map, trains, lowest_earning
):
    """9.5 and K16: when `plainly_earns` finds, without the search, that the company earns
    something, the best combination of routes (brute force) earns something; the run step
    moves on by itself only when nothing earns."""
    variants = {EXPRESS_SCORING: LOWEST_EARNING if lowest_earning else LOWEST_NUMBERED}
    if plainly_earns(route_map, COMPANY, trains, variants):
        assert best_total(route_map, COMPANY, trains, lowest_earning) > 0


def test_k16_plainly_earns_needs_every_multiplied_express_train_on_its_own_track():
    """K16: two express trains of one distance both count (2 x the lesser run): one earning
    connection they would have to share is no plan that earns; two on separate track are."""
    stops = {
        "C:0": Stop("C:0", "city", 20, "s0", ("X",), 1),
        "C:1": Stop("C:1", "city", 30, "s1", (), 1),
    }
    shared = RouteMap(stops, (("C:0", "C:1", frozenset({0})),))
    two_express = [Train("4E", 4, True), Train("4E", 4, True)]
    assert not plainly_earns(shared, COMPANY, two_express)
    assert best_total(shared, COMPANY, two_express, lowest_earning=False) == 0
    apart = RouteMap(stops, (("C:0", "C:1", frozenset({0})), ("C:0", "C:1", frozenset({1}))))
    assert plainly_earns(apart, COMPANY, two_express)
    nothing = {stop_id: replace(stop, revenue=0) for stop_id, stop in stops.items()}
    one_train = [Train("2", 2, False)]
    assert not plainly_earns(RouteMap(nothing, apart.edges), COMPANY, one_train)
    assert plainly_earns(RouteMap(stops, apart.edges), COMPANY, one_train)
