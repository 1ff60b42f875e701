"""The optimiser's cuts lose nothing on the slowest positions of real games (9.5, K16).

The search cuts each train's candidate routes where the revenue bound (Rails' revenue
prediction) can no longer beat the best set found, and finds the next candidate free of the
used track through an index; neither may change the answer. Here the proposal is compared
with an uncut look at every pair of the same candidate routes (the route lists themselves are
proved against brute force on generated maps in test_routes_oracle). The positions are saved
from the route bench's games (tests/games/korea18/positions, each with a note of its source).
"""

from __future__ import annotations

import json
import pathlib

import pytest

from boardgames_gui.games.korea18.board import Board
from boardgames_gui.games.korea18.route_builder import route_map
from boardgames_gui.games.korea18.route_map import Train
from boardgames_gui.games.korea18.routes import best_routes, route_problem
from boardgames_gui.games.korea18.routes_graph import CompanyGraph
from boardgames_gui.games.korea18.routes_rules import LOWEST_EARNING
from tests.games.korea18.test_routes_oracle import score

POSITIONS = sorted((pathlib.Path(__file__).parent / "positions").glob("*.json"))


def load(path: pathlib.Path):
    data = json.loads(path.read_text())
    board = Board.from_json(data["board"])
    trains = [Train(**train) for train in data["trains"]]
    return data, route_map(board, data["era"]), trains


def beats(found, graph, trains, lowest_earning):
    """The pairs of routes (or none) for two trains that share no track and earn more than
    `found`, every pair looked at but for plain arithmetic: K16's score grows with each run
    and the runs are richest first, so the second train's runs that can beat `found` with a
    given first run are a prefix of its list (found by halving), and once no run of the second
    can, no poorer first run can either."""
    first, second = (graph.routes(train) for train in trains)
    second_runs = [candidate.revenue for candidate in second] + [0]
    second_bits = [candidate.bits for candidate in second] + [0]
    better = []
    for outer in [*first, None]:
        revenue, bits = (0, 0) if outer is None else (outer.revenue, outer.bits)
        low, high = 0, len(second_runs)
        while low < high:
            middle = (low + high) // 2
            if score(trains, [revenue, second_runs[middle]], lowest_earning) > found:
                low = middle + 1
            else:
                high = middle
        if low == 0:
            break
        better += [second_runs[n] for n in range(low) if not bits & second_bits[n]]
    return better


@pytest.mark.parametrize("path", POSITIONS, ids=[path.stem for path in POSITIONS])
def test_cut_search_equals_uncut_pairs_on_slowest_real_positions(path):
    """9.5 a-g and K16 on saved late-game positions with two express trains: no pair of the
    trains' legal routes beats the optimiser's plan, its routes pass the checker, and it
    earns what the search earned on the position before the cuts were added."""
    data, found_map, trains = load(path)
    assert len(trains) == 2
    variants = data["variants"]
    plan = best_routes(found_map, data["company"], trains, variants)
    assert plan.complete
    assert route_problem(found_map, data["company"], trains, plan.routes, variants) is None
    lowest_earning = variants.get("express_scoring") == LOWEST_EARNING
    assert plan.total == score(trains, list(plan.runs), lowest_earning)
    graph = CompanyGraph(found_map, data["company"])
    assert beats(plan.total, graph, trains, lowest_earning) == []
    assert plan.total == data["total"]
