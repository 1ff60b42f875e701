"""The run step: the optimiser proposes, the player may choose other legal routes, the checker
refuses with its sentence (rulebook 9.5 a-g; readings K7, K16).

A `run` action carries `routes`: one list of stop ids per train of the company, in the order
of `state.trains[company]`; an empty list is a train that does not run. Between two stops
there may be more than one way along the track, so the stop lists are matched to the
RouteMap's connections: the first choice of connections under which every route is legal is
the one run (the optimiser's own plan always matches, as its connections are among them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import product
from typing import Any

from .data_assets import ASSET_CARDS
from .data_trains import TRAIN_TYPES
from .route_builder import route_map
from .route_map import RouteMap, Train
from .routes import Route, RunPlan, best_routes, plainly_earns, route_problem, route_revenue
from .routes_rules import company_revenue

#: at most this many ways of joining a player's stops to the track are tried
MOST_WAYS = 512


def company_trains(state: Any, company: str) -> list[Train]:
    """The company's trains as the optimiser sees them, with the route cards of the company:
    OA07 Local Administrator on every train (K30), OA08 Express Timetable's extra big city on
    the lowest-numbered express train (the first of them when there are several)."""
    trains = [TRAIN_TYPES[name].for_routes() for name in state.trains.get(company, [])]
    cards = state.cards.get(company, [])
    if "OA07" in cards:
        trains = [replace(train, local_admin=True) for train in trains]
    express = [index for index, train in enumerate(trains) if train.express]
    if "OA08" in cards and express:
        lowest = min(express, key=lambda index: (trains[index].distance, index))
        extra = ASSET_CARDS["OA08"].param("extra_cities")
        trains[lowest] = replace(trains[lowest], extra_cities=extra)
    return trains


def variants(state: Any) -> dict[str, Any]:
    """The switches the optimiser reads (K16's express scoring)."""
    scoring = state.options.get("variants", {}).get("express_scoring", "numbered")
    return {"express_scoring": "lowest_earning" if scoring == "earning" else "lowest_numbered"}


def current_map(state: Any) -> RouteMap:
    return route_map(state.board, state.era)


def proposal(state: Any, company: str) -> RunPlan:
    """The optimiser's plan for the company now (the step's own move on, its listing and the
    view all ask for it: the search runs once per position)."""
    scoring = variants(state)["express_scoring"]
    return _proposal(state.board, state.era, company, tuple(company_trains(state, company)), scoring)


@lru_cache(maxsize=32)
def _proposal(board: Any, era: str, company: str, trains: tuple[Train, ...], scoring: str) -> RunPlan:
    return best_routes(route_map(board, era), company, list(trains), {"express_scoring": scoring})


def earns(state: Any, company: str) -> bool:
    """Whether the optimiser's plan for the company earns anything (the run step moves on by
    itself when it does not). The search is skipped when a plain look shows a plan that earns
    (routes.plainly_earns), so that replaying a save does not search the routes of every run
    step."""
    trains = company_trains(state, company)
    if plainly_earns(current_map(state), company, trains, variants(state)):
        return True
    return proposal(state, company).total > 0


def plan_routes(plan: RunPlan) -> list[list[str]]:
    """The plan as the `run` action writes it."""
    return [[] if route is None else list(route.stops) for route in plan.routes]


def _ways(graph: RouteMap, stops: Sequence[str]) -> list[tuple[int, ...]]:
    """Every sequence of connections that joins the stops in order."""
    options = []
    for a, b in zip(stops, stops[1:], strict=False):
        options.append([i for i, (x, y, _) in enumerate(graph.edges) if {x, y} == {a, b} and a != b])
    return [tuple(way) for way in product(*options)] if options else [()]


def matched_routes(
    state: Any, company: str, written: Sequence[Sequence[str]]
) -> tuple[list[Route | None], str | None]:
    """The routes the stop lists name and the checker's sentence for them (None when legal)."""
    graph = current_map(state)
    trains = company_trains(state, company)
    choices = [
        [None]
        if not stops
        else [Route(tuple(stops), way) for way in _ways(graph, stops)] or [Route(tuple(stops), ())]
        for stops in written
    ]
    first_problem = None
    for tried, routes in enumerate(product(*choices)):
        if tried >= MOST_WAYS:
            break
        problem = route_problem(graph, company, trains, list(routes), variants(state))
        if problem is None:
            return list(routes), None
        first_problem = first_problem or problem
    if not choices:
        return [], route_problem(graph, company, trains, [], variants(state))
    return [], first_problem


def revenue(state: Any, company: str, routes: Sequence[Route | None]) -> int:
    """K16: what the company earns with legal routes."""
    graph = current_map(state)
    trains = company_trains(state, company)
    runs = [
        0 if route is None else route_revenue(graph, train, route)
        for train, route in zip(trains, routes, strict=True)
    ]
    return company_revenue(trains, runs, variants(state))
