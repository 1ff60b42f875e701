"""Running trains: the exact route optimiser and the route checker (rulebook 9.5, K16).

`best_routes` proposes the set of routes with the highest company revenue; `search_routes` is
the same search for a caller on another thread: it reports each better set as it is found and
stops when asked, returning the best so far. `route_problem` checks routes a player chose and
says in one sentence what is wrong. The rules themselves live in routes_rules; the graph and
the per-train route lists in routes_graph; the search over train sets in routes_search.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.i18n import tr
from .or_texts import company_name, place_name
from .route_map import RouteMap, Train
from .routes_graph import Candidate, CompanyGraph, SearchCancelled
from .routes_rules import (
    END_ONLY_KINDS,
    all_express_must_run,
    company_revenue,
    is_blocked,
    may_visit,
    multiplied_trains,
    run_revenue,
)
from .routes_search import ADDED, MULTIPLIED, MUST_RUN, Slot, TrainSetSearch

CONTEXT = "18korea"


@dataclass(frozen=True)
class Route:
    """A train's route: the stops in order and the RouteMap edges (by index) between them."""

    stops: tuple[str, ...]
    edges: tuple[int, ...]


@dataclass(frozen=True)
class RunPlan:
    """A route (or None) for each train, in the order of the trains; what each train's run
    earns; the company's revenue (K16 applied); and whether the search finished (False when
    it was stopped and this is the best found so far)."""

    routes: tuple[Route | None, ...]
    runs: tuple[int, ...]
    total: int
    complete: bool = True


def best_routes(
    route_map: RouteMap, company: str, trains: Sequence[Train], variants: Mapping[str, Any] | None = None
) -> RunPlan:
    """The routes that earn `company` the most with `trains` (9.5 a-g, K16)."""
    return search_routes(route_map, company, trains, variants)


def search_routes(
    route_map: RouteMap,
    company: str,
    trains: Sequence[Train],
    variants: Mapping[str, Any] | None = None,
    *,
    on_better: Callable[[RunPlan], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> RunPlan:
    """`best_routes` for a caller off the GUI thread: `on_better` receives every better plan
    as it is found, and the search stops soon after `cancelled()` turns true (it is asked
    every few thousand steps), returning the best plan found so far with complete=False."""
    trains = list(trains)
    graph = CompanyGraph(route_map, company)
    best: list[RunPlan] = [RunPlan(tuple(None for _ in trains), tuple(0 for _ in trains), 0, False)]

    def report(candidates: list[Candidate | None], slots: list[Slot]) -> None:
        chosen: list[Candidate | None] = [None] * len(trains)
        for slot, candidate in zip(slots, candidates, strict=False):
            chosen[slot.train] = candidate
        plan = _plan(trains, chosen, variants, complete=False)
        best[0] = plan
        if on_better is not None:
            on_better(plan)

    try:
        slots = _slots(graph, trains, variants, cancelled)
        search = TrainSetSearch(
            slots,
            sum(1 for train in trains if train.express),
            on_better=lambda candidates, _total: report(candidates, slots),
            cancelled=cancelled,
        )
        search.search()
    except SearchCancelled:
        return best[0]
    chosen: list[Candidate | None] = [None] * len(trains)
    for slot, candidate in zip(slots, search.picked(search.best_picks), strict=True):
        chosen[slot.train] = candidate
    return _plan(trains, chosen, variants, complete=True)


def _slots(
    graph: CompanyGraph,
    trains: list[Train],
    variants: Mapping[str, Any] | None,
    cancelled: Callable[[], bool] | None,
) -> list[Slot]:
    """The trains in search order with their candidate routes (one list per kind of train)."""
    multiplied = set(multiplied_trains(trains, variants))
    must_run = all_express_must_run(trains)

    def role(index: int) -> str:
        if index in multiplied:
            return MULTIPLIED
        return MUST_RUN if trains[index].express and must_run else ADDED

    def order(index: int) -> tuple[int, int, bool, int]:
        rank = {MULTIPLIED: 0, ADDED: 1, MUST_RUN: 2}[role(index)]
        return rank, -trains[index].distance, trains[index].express, -trains[index].extra_cities

    # trains that run alike (OA07 and OA08 included) share one candidate list and are twins
    lists: dict[tuple[str, int, bool, bool, int], list[Candidate]] = {}
    slots: list[Slot] = []
    previous: tuple[str, int, bool, bool, int] | None = None
    for index in sorted(range(len(trains)), key=order):
        train = trains[index]
        key = (role(index), train.distance, train.express, train.local_admin, train.extra_cities)
        if key not in lists:
            if key[0] == MUST_RUN:
                lists[key] = graph.shortest_routes(train)
            else:
                lists[key] = graph.routes(train, cancelled)
        slots.append(Slot(index, key[0], lists[key], train.express, key == previous))
        previous = key
    return slots


def _plan(
    trains: list[Train], chosen: list[Candidate | None], variants: Mapping[str, Any] | None, complete: bool
) -> RunPlan:
    routes = tuple(None if c is None else Route(c.stops, c.edges) for c in chosen)
    runs = tuple(0 if c is None else c.revenue for c in chosen)
    return RunPlan(routes, runs, company_revenue(trains, runs, variants), complete)


# --------------------------------------------------------------------------- the checker


def route_problem(
    route_map: RouteMap,
    company: str,
    trains: Sequence[Train],
    routes: Sequence[Route | None],
    variants: Mapping[str, Any] | None = None,
) -> str | None:
    """What is wrong with running `trains` on `routes` (one route or None per train), as a
    sentence for the player; None when every rule of 9.5 and K16 holds."""
    if len(routes) != len(trains):
        return tr(CONTEXT, "Give each train one route (or none).")
    used: dict[int, str] = {}
    for train, route in zip(trains, routes, strict=True):
        if route is None:
            continue
        problem = _single_route_problem(route_map, company, train, route)
        if problem is not None:
            return problem
        for index in route.edges:
            for segment in route_map.edges[index][2]:
                if segment in used:
                    return tr(
                        CONTEXT,
                        "The {train}-train and the {other}-train share track.",
                        train=train.name,
                        other=used[segment],
                    )
        for index in route.edges:
            for segment in route_map.edges[index][2]:
                used[segment] = train.name
    if all_express_must_run(trains):
        graph = CompanyGraph(route_map, company)
        used_segments = set(used)
        for train, route in zip(trains, routes, strict=True):
            if train.express and route is None and _could_run(graph, route_map, train, used_segments):
                return tr(
                    CONTEXT,
                    "With two or more express trains every one runs: the {train}-train has a route.",
                    train=train.name,
                )
    return None


def _could_run(graph: CompanyGraph, route_map: RouteMap, train: Train, used_segments: set[int]) -> bool:
    """Whether `train` has a legal route on track no other train uses (every legal route
    holds a one-connection route from a station, so those are enough to look at)."""
    return any(
        not (route_map.edges[candidate.edges[0]][2] & used_segments)
        for candidate in graph.shortest_routes(train)
    )


def plainly_earns(
    route_map: RouteMap, company: str, trains: Sequence[Train], variants: Mapping[str, Any] | None = None
) -> bool:
    """Whether a plan that earns something is found without the search (False: not found
    this way, not "earns nothing").

    Every legal route holds a legal one-connection route from a station
    (CompanyGraph.shortest_routes), so only those are looked at. The company earns something
    (K16: the non-express runs added up, plus k times the least run of the multiplied express
    trains) when a non-express train has such a route that earns, or when each multiplied
    express train has one that earns on track none of the others uses. Either is a legal plan:
    the express trains that must run (K16) take any one-connection route on track still free,
    or none when no track is free."""
    graph = CompanyGraph(route_map, company)
    earning = [[c for c in graph.shortest_routes(train) if c.revenue > 0] for train in trains]
    if any(earning[index] for index, train in enumerate(trains) if not train.express):
        return True
    multiplied = multiplied_trains(trains, variants)
    used = 0
    for index in multiplied:
        free = next((c for c in earning[index] if not c.bits & used), None)
        if free is None:
            return False
        used |= free.bits
    return bool(multiplied)


def _single_route_problem(route_map: RouteMap, company: str, train: Train, route: Route) -> str | None:
    """9.5 a-f for one train's route."""
    name = train.name
    if len(route.stops) < 2 or len(route.edges) != len(route.stops) - 1:
        return tr(CONTEXT, "The {train}-train's route must join at least two stops.", train=name)
    for stop_id in route.stops:
        if stop_id not in route_map.stops:
            return tr(CONTEXT, "The {train}-train's route names a stop that is not on the map.", train=name)
    for position, index in enumerate(route.edges):
        if not 0 <= index < len(route_map.edges):
            return tr(CONTEXT, "The {train}-train's route follows track that is not on the map.", train=name)
        a, b, _segments = route_map.edges[index]
        if {a, b} != {route.stops[position], route.stops[position + 1]} or a == b:
            return tr(CONTEXT, "The {train}-train's route leaves the track.", train=name)
    stops = [route_map.stops[stop_id] for stop_id in route.stops]
    for stop in stops:
        if not may_visit(stop, company):
            return tr(
                CONTEXT,
                "The {train}-train runs to the port at {place}, which serves only {company}.",
                train=name,
                place=place_name(stop.group),
                company=company_name(stop.owner),
            )
    seen: set[str] = set()
    for stop in stops:
        if stop.group in seen:
            return tr(
                CONTEXT, "The {train}-train visits {place} twice.", train=name, place=place_name(stop.group)
            )
        seen.add(stop.group)
    for stop in stops[1:-1]:
        if stop.kind in END_ONLY_KINDS:
            return tr(
                CONTEXT,
                "The {train}-train runs through {place}: a continent or a sea can only start or end a route.",
                train=name,
                place=place_name(stop.group),
            )
        if is_blocked(stop, company):
            return tr(
                CONTEXT,
                "The {train}-train runs through {place}, which other companies' stations block: a blocked city can only start or end a route.",
                train=name,
                place=place_name(stop.group),
            )
    segments: set[int] = set()
    for index in route.edges:
        edge_segments = route_map.edges[index][2]
        if edge_segments & segments:
            return tr(CONTEXT, "The {train}-train uses the same track twice.", train=name)
        segments |= edge_segments
    if not any(company in stop.stations for stop in stops):
        return tr(
            CONTEXT,
            "The {train}-train's route has none of {company}'s stations.",
            train=name,
            company=company_name(company),
        )
    if run_revenue(train, stops) is None and train.extra_cities:
        return tr(
            CONTEXT,
            "The {train}-train counts only {distance} stops and one more big city; this route has more.",
            train=name,
            distance=train.distance,
        )
    if run_revenue(train, stops) is None:
        return tr(
            CONTEXT,
            "The {train}-train counts only {distance} stops; this route has more.",
            train=name,
            distance=train.distance,
        )
    return None


def route_revenue(route_map: RouteMap, train: Train, route: Route) -> int:
    """What `train` earns on a legal `route` (express trains skip small cities as pays best)."""
    revenue = run_revenue(train, [route_map.stops[stop_id] for stop_id in route.stops])
    return revenue or 0
