"""The revenue rules of 18Korea (rulebook 9.5 a-g, reading K16), each stated once.

The optimiser (routes_graph, routes_search) and the checker (routes.route_problem) both
read the rules from here, so a route the optimiser proposes is one the checker accepts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .route_map import Stop, Train

#: the variant switch of K16 and its two values
EXPRESS_SCORING = "express_scoring"
LOWEST_NUMBERED = "lowest_numbered"
LOWEST_EARNING = "lowest_earning"

#: kinds a route may only start or end at (9.5 c: continents and seas)
END_ONLY_KINDS = ("offboard", "sea")


def is_blocked(stop: Stop, company: str) -> bool:
    """9.5 d: a city whose every seat holds another company's station, and none of ours."""
    if stop.kind != "city" or company in stop.stations:
        return False
    return stop.slots > 0 and len(stop.stations) >= stop.slots


def may_pass_through(stop: Stop, company: str) -> bool:
    """9.5 c and d: continents, seas and blocked cities may only start or end a route."""
    return stop.kind not in END_ONLY_KINDS and not is_blocked(stop, company)


def counts_as_link(stop: Stop, train: Train) -> bool:
    """9.5 e: every stop uses one of the train's links, except that an express train may
    pass a small city without counting it (it then earns nothing there)."""
    return not (train.express and stop.kind == "town")


def run_revenue(train: Train, stops: Sequence[Stop]) -> int | None:
    """What `train` earns on a route through `stops`, or None when the route is too long.

    A train counts every stop it must count; an express train counts the small cities it
    passes only while it has links to spare, the richest first (skipping is its choice)."""
    counted = [stop.revenue for stop in stops if counts_as_link(stop, train)]
    if len(counted) > train.distance:
        return None
    optional = sorted((stop.revenue for stop in stops if not counts_as_link(stop, train)), reverse=True)
    return sum(counted) + sum(optional[: train.distance - len(counted)])


def express_scoring(variants: Mapping[str, Any] | None) -> str:
    return (variants or {}).get(EXPRESS_SCORING, LOWEST_NUMBERED)


def multiplied_trains(trains: Sequence[Train], variants: Mapping[str, Any] | None) -> list[int]:
    """K16: the express trains whose run, times the number of express trains, is the express
    revenue: the lowest-numbered ones (default) or all of them (the lowest-earning variant)."""
    express = [index for index, train in enumerate(trains) if train.express]
    if not express or express_scoring(variants) == LOWEST_EARNING:
        return express
    lowest = min(trains[index].distance for index in express)
    return [index for index in express if trains[index].distance == lowest]


def company_revenue(trains: Sequence[Train], runs: Sequence[int], variants: Mapping[str, Any] | None) -> int:
    """9.5 and K16: the non-express runs added up, plus k times R for k express trains, R the
    smallest run among the multiplied ones (an express train without a route runs for 0)."""
    total = sum(run for train, run in zip(trains, runs, strict=True) if not train.express)
    multiplied = multiplied_trains(trains, variants)
    if multiplied:
        express_count = sum(1 for train in trains if train.express)
        total += express_count * min(runs[index] for index in multiplied)
    return total


def all_express_must_run(trains: Sequence[Train]) -> bool:
    """K16: with two or more express trains, every one of them runs (if it has a route)."""
    return sum(1 for train in trains if train.express) >= 2
