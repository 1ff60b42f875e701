"""The compact graph one company's trains may run on, and every legal route of one train on it.

Only the stops a route of the company can reach are kept: a route holds one of its stations
and passes only through stops that may be passed (9.5 c, d), so everything else is cut off
before the search. Track segments are renumbered 0..n-1 and a connection's segments become
one Python int (a bitset): "no track twice" (9.5 f, g) is then `bits & used == 0`.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass

from .route_map import RouteMap, Stop, Train
from .routes_rules import counts_as_link, may_pass_through, may_visit, run_revenue


@dataclass(frozen=True)
class Candidate:
    """One legal route of one train: its revenue, its track as a bitset, and its path
    (stop ids and the indices of the RouteMap edges it takes, in order); `track` holds the
    bitset of each connection it takes (their union is `bits`)."""

    revenue: int
    bits: int
    stops: tuple[str, ...]
    edges: tuple[int, ...]
    track: tuple[int, ...] = ()


class CompanyGraph:
    """The stops and connections reachable by one company's routes."""

    def __init__(self, route_map: RouteMap, company: str) -> None:
        self.route_map = route_map
        self.company = company
        segment_bit: dict[int, int] = {}
        adjacency: dict[str, list[tuple[str, int, int]]] = {
            stop_id: [] for stop_id, stop in route_map.stops.items() if may_visit(stop, company)
        }
        for index, (a, b, segments) in enumerate(route_map.edges):
            bits = 0
            for segment in segments:
                bits |= 1 << segment_bit.setdefault(segment, len(segment_bit))
            if a == b or a not in adjacency or b not in adjacency:
                continue  # a loop joins no two stops; no train runs to no stop or to another's port
            adjacency[a].append((b, index, bits))
            adjacency[b].append((a, index, bits))
        self.own = [s for s, stop in route_map.stops.items() if company in stop.stations and s in adjacency]
        self.stops = self._reachable(adjacency)
        self.adjacency = {
            stop_id: [n for n in adjacency[stop_id] if n[0] in self.stops] for stop_id in self.stops
        }

    def stop(self, stop_id: str) -> Stop:
        return self.route_map.stops[stop_id]

    def passable(self, stop_id: str) -> bool:
        return may_pass_through(self.stop(stop_id), self.company)

    def _reachable(self, adjacency: dict[str, list[tuple[str, int, int]]]) -> dict[str, int]:
        """Stops on some path from a station whose inner stops may be passed, numbered in
        map order (a route's canonical direction runs from the lower number to the higher)."""
        seen = set(self.own)
        frontier = list(self.own)
        while frontier:
            stop_id = frontier.pop()
            if stop_id not in self.own and not self.passable(stop_id):
                continue
            for neighbour, _index, _bits in adjacency[stop_id]:
                if neighbour not in seen:
                    seen.add(neighbour)
                    frontier.append(neighbour)
        return {
            stop_id: number for number, stop_id in enumerate(s for s in self.route_map.stops if s in seen)
        }

    def links_to_station(self, train: Train) -> dict[str, int]:
        """For each stop, the fewest further links a route from it needs to take in one of
        the company's stations (a lower bound used to cut routes that can never hold one)."""
        need = {stop_id: 0 for stop_id in self.own if stop_id in self.stops}
        queue = [(0, stop_id) for stop_id in need]
        while queue:
            links, stop_id = heapq.heappop(queue)
            if links > need.get(stop_id, links):
                continue
            if links and not self.passable(stop_id):
                continue
            step = links + (1 if counts_as_link(self.stop(stop_id), train) else 0)
            for neighbour, _index, _bits in self.adjacency[stop_id]:
                if step < need.get(neighbour, step + 1):
                    need[neighbour] = step
                    heapq.heappush(queue, (step, neighbour))
        return need

    def routes(self, train: Train, cancelled: Callable[[], bool] | None = None) -> list[Candidate]:
        """Every legal route of `train` (9.5 a-f), richest first, each once (in its
        canonical direction). Walks every path from every stop; a path stops growing when it
        would count more links than the train could ever have (its distance and its extra
        big cities, OA08), or can no longer reach a station."""
        found: list[Candidate] = []
        need = self.links_to_station(train)
        stops = {stop_id: self.stop(stop_id) for stop_id in self.stops}
        own = set(self.own)
        passable = {stop_id: self.passable(stop_id) for stop_id in self.stops}
        counted = {stop_id: counts_as_link(stop, train) for stop_id, stop in stops.items()}
        most = train.distance + train.extra_cities  # a path past this never becomes legal again
        walked = 0
        number, adjacency = self.stops, self.adjacency

        def walk(path: list[str], edges: list[int], groups: set[str], bits: int, links: int, has_own: bool):
            # on_path and track: the Stops of `path` and the bits of `edges`, kept alongside
            nonlocal walked
            walked += 1
            if cancelled is not None and walked % 4096 == 0 and cancelled():
                raise SearchCancelled
            here = path[-1]
            if len(path) >= 2 and has_own and number[path[0]] < number[here]:
                revenue = run_revenue(train, on_path)
                if revenue is not None:  # None: OA08's extra link is used by no big city
                    found.append(Candidate(revenue, bits, tuple(path), tuple(edges), tuple(track)))
            if len(path) >= 2 and not passable[here]:
                return
            for neighbour, index, edge_bits in adjacency[here]:
                stop = stops[neighbour]
                if edge_bits & bits or stop.group in groups:
                    continue
                more = links + counted[neighbour]
                if more > most:
                    continue
                reaches_own = has_own or neighbour in own
                if not reaches_own and more + need.get(neighbour, most + 1) > most:
                    continue
                path.append(neighbour)
                on_path.append(stop)
                edges.append(index)
                track.append(edge_bits)
                groups.add(stop.group)
                walk(path, edges, groups, bits | edge_bits, more, reaches_own)
                groups.discard(stop.group)
                track.pop()
                edges.pop()
                on_path.pop()
                path.pop()

        on_path: list[Stop] = []
        track: list[int] = []
        for start in self.stops:
            on_path[:] = [stops[start]]
            walk([start], [], {stops[start].group}, 0, counted[start], start in own)
        found.sort(key=lambda candidate: -candidate.revenue)
        return found

    def shortest_routes(self, train: Train) -> list[Candidate]:
        """The one-connection routes from a station: every legal route holds one of them
        (its station and the next stop), so a train that only has to run needs no other."""
        found = []
        for stop_id in self.own:
            if stop_id not in self.stops:
                continue
            for neighbour, index, bits in self.adjacency[stop_id]:
                if self.stop(neighbour).group == self.stop(stop_id).group:
                    continue
                revenue = run_revenue(train, [self.stop(stop_id), self.stop(neighbour)])
                if revenue is None:
                    continue  # too long for the train: then so is every route from here
                found.append(Candidate(revenue, bits, (stop_id, neighbour), (index,), (bits,)))
        found.sort(key=lambda candidate: -candidate.revenue)
        return found


class SearchCancelled(Exception):
    """Raised inside the search when its caller asked it to stop."""
