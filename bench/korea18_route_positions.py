"""How long the 18Korea route optimiser takes on the slowest saved positions (issue 13: worst
<= 1 s per company): the late-game positions in tests/games/korea18/positions, each timed a
few times (CPU time, the best and the worst of the runs), with the size of its route lists.

Usage: PYTHONPATH=. python bench/korea18_route_positions.py [RUNS]
Measures and prints; never fails.
"""

from __future__ import annotations

import json
import pathlib
import sys
import time

from boardgames_gui.games.korea18.board import Board
from boardgames_gui.games.korea18.route_builder import route_map
from boardgames_gui.games.korea18.route_map import Train
from boardgames_gui.games.korea18.routes import best_routes
from boardgames_gui.games.korea18.routes_graph import CompanyGraph

POSITIONS = pathlib.Path(__file__).resolve().parent.parent / "tests/games/korea18/positions"


def main(runs: int) -> None:
    print(f"{'position':16} {'trains':9} {'routes':>7} {'total':>5} {'best ms':>8} {'worst ms':>9}")
    for path in sorted(POSITIONS.glob("*.json")):
        data = json.loads(path.read_text())
        found = route_map(Board.from_json(data["board"]), data["era"])
        trains = [Train(**train) for train in data["trains"]]
        routes = len(CompanyGraph(found, data["company"]).routes(trains[0]))
        times = []
        for _ in range(runs):
            started = time.process_time()
            plan = best_routes(found, data["company"], trains, data["variants"])
            times.append(time.process_time() - started)
        names = "+".join(train.name for train in trains)
        print(
            f"{path.stem:16} {names:9} {routes:7} {plan.total:5} "
            f"{min(times) * 1000:8.1f} {max(times) * 1000:9.1f}"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
