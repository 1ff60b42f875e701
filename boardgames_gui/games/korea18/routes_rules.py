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


def may_visit(stop: Stop, company: str) -> bool:
    """OA05: a port is a sea area for the company that built it only; every other stop is
    open to every company."""
    return stop.owner in ("", company)


def counts_as_link(stop: Stop, train: Train) -> bool:
    """9.5 e: every stop uses one of the train's links, except that an express train may
    pass a small city without counting it (it then earns nothing there). With OA07 (K30)
    every train of the company may, and its express trains collect the small city's revenue
    all the same (run_revenue)."""
    return not (stop.kind == "town" and (train.express or train.local_admin))


def links_allowed(train: Train, stops: Sequence[Stop]) -> int:
    """The links the train has on a route through `stops`: its distance, plus one for each
    big city it visits up to its extra cities (OA08: those extra links hold big cities only)."""
    if not train.extra_cities:
        return train.distance
    big_cities = sum(1 for stop in stops if stop.kind == "city")
    return train.distance + min(train.extra_cities, big_cities)


def run_revenue(train: Train, stops: Sequence[Stop]) -> int | None:
    """What `train` earns on a route through `stops`, or None when the route is too long.

    A train counts every stop it must count. The small cities it may pass without counting
    (express trains; every train with OA07) it counts only while it has links to spare, the
    richest first (skipping is its choice). OA07's express trains collect every small city
    they pass and count none (K30)."""
    counted: list[int] = []
    optional: list[int] = []
    for stop in stops:
        (counted if counts_as_link(stop, train) else optional).append(stop.revenue)
    links = links_allowed(train, stops)
    if len(counted) > links:
        return None
    optional.sort(reverse=True)
    if train.express and train.local_admin:
        return sum(counted) + sum(optional)
    return sum(counted) + sum(optional[: links - len(counted)])


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
