"""How long the 18Korea route optimiser takes on late-game maps (issue 13: median <= 50 ms,
worst <= 1 s per company).

Usage: PYTHONPATH=. python bench/korea18_routes.py [MAPS] [SEED]
Builds MAPS generated maps (default 20) of the size of the South after the war (a 7 x 8 hex
board: about 20 big cities, 8 small cities, 3 off-board areas and a sea; tiles with one or two
track paths, some junctions) in two eras:

* gray: nearly full track, gray revenues, each company with 2 express trains (5E/6E/8E);
* green: thinner track, green revenues, each company with 3-4 trains of 2, 3 and 4.

Each map has four companies with 2-4 stations each (some cities blocked). The map is turned
into a RouteMap the way the board does it: stops joined by every track walk between them,
each labelled with the track paths it uses. Prints, per era, the median and the worst time
of `best_routes` per company (CPU time), with the number of candidate routes for scale.
It measures and prints; it never fails.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from boardgames_gui.games.korea18.route_map import RouteMap, Stop, Train
from boardgames_gui.games.korea18.routes import best_routes
from boardgames_gui.games.korea18.routes_rules import EXPRESS_SCORING, LOWEST_EARNING, LOWEST_NUMBERED

COLUMNS, ROWS = 8, 7
COMPANIES = ("A", "B", "C", "D")
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))  # axial hex directions


def generate(rng: random.Random, era: str) -> RouteMap:
    track_chance = 0.85 if era == "gray" else 0.6
    city_revenue = (50, 50, 50, 60, 70, 100) if era == "gray" else (30, 30, 30, 40, 50)
    off_revenue = (60, 80) if era == "gray" else (30, 40)
    hexes = [(q, r) for r in range(ROWS) for q in range(-(r // 2), COLUMNS - (r // 2))]
    kinds = {}
    for cell in hexes:
        roll = rng.random()
        kinds[cell] = "city" if roll < 0.36 else "town" if roll < 0.5 else "plain"
    border = [cell for cell in hexes if cell[1] in (0, ROWS - 1)]
    for cell in rng.sample(border, 3):
        kinds[cell] = "offboard"
    kinds[rng.choice([c for c in hexes if kinds[c] == "plain"])] = "sea"
    stops: dict[tuple[int, int], Stop] = {}
    for cell, kind in kinds.items():
        if kind == "plain":
            continue
        stop_id = f"{kind[0].upper()}:{cell[0]},{cell[1]}"
        revenue = {
            "town": 10,
            "city": rng.choice(city_revenue),
            "offboard": rng.choice(off_revenue),
            "sea": 30,
        }
        stops[cell] = Stop(stop_id, kind, revenue[kind], stop_id, (), 1 if rng.random() < 0.5 else 2)
    cities = [cell for cell in stops if stops[cell].kind == "city"]
    rng.shuffle(cities)
    for number, company in enumerate(COMPANIES):
        for cell in cities[number * 4 : number * 4 + rng.randint(2, 4)]:
            old = stops[cell]
            stops[cell] = Stop(old.id, old.kind, old.revenue, old.group, (*old.stations, company), old.slots)
    # track across each hex side, then the paths inside each hex (segment ids)
    sides = {}
    for cell in hexes:
        for dq, dr in NEIGHBOURS:
            other = (cell[0] + dq, cell[1] + dr)
            if other in kinds and cell < other and rng.random() < track_chance:
                sides[(cell, other)] = sides[(other, cell)] = len(sides) // 2
    graph: dict[object, list[tuple[object, int]]] = {}
    segment = 0

    def join(a, b):
        nonlocal segment
        graph.setdefault(a, []).append((b, segment))
        graph.setdefault(b, []).append((a, segment))
        segment += 1

    for cell in hexes:
        used = [("side", sides[(cell, other)]) for other in _around(cell) if (cell, other) in sides]
        if cell in stops:
            if stops[cell].kind in ("offboard", "sea"):
                used = used[:2]
            for point in used:
                join(("stop", cell), point)
        elif len(used) >= 2:
            rng.shuffle(used)
            for first, second in zip(used[::2], used[1::2], strict=False):
                join(first, second)
            if len(used) % 2:
                join(used[-1], rng.choice(used[:-1]))
    edges = []

    def walk(start, here, segments, seen):
        for there, seg in graph.get(here, []):
            if seg in segments or there in seen:
                continue
            if there[0] == "stop":
                if there[1] != start:
                    edges.append((stops[start].id, stops[there[1]].id, frozenset(segments | {seg})))
                continue
            walk(start, there, segments | {seg}, seen | {there})

    for cell in stops:
        walk(cell, ("stop", cell), frozenset(), {("stop", cell)})
    unique = {}
    for a, b, segs in edges:
        unique.setdefault((min(a, b), max(a, b), segs), None)
    return RouteMap({stop.id: stop for stop in stops.values()}, tuple(unique))


def _around(cell):
    return [(cell[0] + dq, cell[1] + dr) for dq, dr in NEIGHBOURS]


GRAY_TRAINS = (("5E", "8E"), ("6E", "8E"), ("8E", "8E"), ("5E", "6E"))
GREEN_TRAINS = (("4", "3", "3"), ("3", "3", "3", "2"), ("4", "4", "3"), ("4", "3", "2", "2"))


def train(name: str) -> Train:
    return Train(name, int(name.rstrip("E")), name.endswith("E"))


def bench(maps: int, seed: int) -> None:
    rng = random.Random(seed)
    for era, sets in (("gray", GRAY_TRAINS), ("gray/lowest-earning", GRAY_TRAINS), ("green", GREEN_TRAINS)):
        variants = {EXPRESS_SCORING: LOWEST_EARNING if "lowest" in era else LOWEST_NUMBERED}
        times = []
        worst_case = ""
        for number in range(maps):
            route_map = generate(rng, era.split("/")[0])
            for company in COMPANIES:
                trains = [train(name) for name in rng.choice(sets)]
                began = time.process_time()
                plan = best_routes(route_map, company, trains, variants)
                spent = time.process_time() - began
                if not times or spent > max(times):
                    worst_case = (
                        f"map {number} company {company} {'+'.join(t.name for t in trains)}: {plan.total}"
                    )
                times.append(spent)
        edges = len(route_map.edges)
        print(
            f"{era:20s} {len(times)} companies on {maps} maps (last map: {len(route_map.stops)} stops, {edges} "
            f"connections): median {statistics.median(times) * 1000:.1f} ms, worst {max(times) * 1000:.1f} ms "
            f"({worst_case})"
        )


if __name__ == "__main__":
    bench(int(sys.argv[1]) if len(sys.argv) > 1 else 20, int(sys.argv[2]) if len(sys.argv) > 2 else 1)
