"""What trains may run on: the frozen interface between the board (track.py) and the optimiser.

The optimiser never reads tiles. The board turns the laid track and the stations into a
`RouteMap` for one era: stops with their revenue already resolved, and connections between
stops labelled with the track segments they use, so that "two trains share no track" is a
plain set intersection.
"""

from __future__ import annotations

from dataclasses import dataclass

STOP_KINDS = ("city", "town", "offboard", "sea")


@dataclass(frozen=True)
class Stop:
    """A place a route may visit.

    id: unique, "C:H12:0" (city 0 of hex H12), "T:..." (town), "O:..." (off-board), "S:..." (sea).
    kind: "city" | "town" | "offboard" | "sea"; towns are the rules' small cities.
    revenue: the revenue now, the era already applied.
    group: stops of one group count as one place for "never twice" (the seats of a
        metropolis, the areas of one continent or sea).
    stations: the companies with a station here.
    slots: the station seats; a city whose seats are all other companies' stations blocks.
    owner: "" for a stop every company may visit; a company's id for a stop only that
        company's trains may visit (the port of OA05 New Port Development).
    """

    id: str
    kind: str
    revenue: int
    group: str
    stations: tuple[str, ...]
    slots: int
    owner: str = ""  # the only company whose trains may visit it (OA05's port); "" for all


@dataclass(frozen=True)
class RouteMap:
    """The stops and the connections between them.

    edges: (stop a, stop b, the ids of the track segments the connection uses). Two train
    routes conflict when they share a segment id; they may share stops.
    """

    stops: dict[str, Stop]
    edges: tuple[tuple[str, str, frozenset[int]], ...]


@dataclass(frozen=True)
class Train:
    """A train as the optimiser sees it: express trains (the rules' E-trains) count only
    cities and may skip small ones.

    local_admin: the company holds OA07 Local Administrator (K30): a non-express train may
        pass small cities without counting them; an express train collects every small city
        it passes without counting it.
    extra_cities: big cities the train may visit beyond its distance (OA08 Express Timetable
        gives the company's lowest-numbered express train one).
    """

    name: str
    distance: int
    express: bool
    local_admin: bool = False
    extra_cities: int = 0
