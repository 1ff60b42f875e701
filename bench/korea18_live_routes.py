"""How long the 18Korea route optimiser takes on the boards of real games (issue 13: median
<= 50 ms, worst <= 1 s per company), and how long the computer player takes per decision
without it (median <= 50 ms).

Usage: PYTHONPATH=. python bench/korea18_live_routes.py [GAMES] [PLAYERS]
Plays GAMES games of computer players (KoreaBot) and, at every run step, times the
optimiser's plan for the operating company (CPU time), grouped by era and by the company's
trains; separately the bot's decisions that do not list a run. Measures and prints; never fails.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import defaultdict

from boardgames_gui.games.korea18 import running
from boardgames_gui.games.korea18.bot import KoreaBot
from boardgames_gui.games.korea18.routes import best_routes
from boardgames_gui.games.korea18.rules import KoreaRules


def play(rules: KoreaRules, players: int, seed: int, runs: dict, decisions: list) -> None:
    state = rules.new_game({"players": players}, seed)
    bots = [KoreaBot(seed * 10 + seat) for seat in range(players)]
    while not state.over:
        decision = rules.decision(state)
        if decision is None:
            break
        if state.round_kind == "operating" and state.or_step == "run" and not state.pending:
            company = state.operating
            route_map = running.current_map(state)
            trains, variants = running.company_trains(state, company), running.variants(state)
            # the search itself, not running.proposal: the step's listing has already cached that
            started = time.process_time()
            best_routes(route_map, company, trains, variants)
            express = sum(1 for name in state.trains[company] if name.endswith("E"))
            runs[(state.era, len(state.trains[company]), express)].append(time.process_time() - started)
            action = bots[decision.player].choose(rules, state, decision.player)
        else:
            started = time.process_time()
            action = bots[decision.player].choose(rules, state, decision.player)
            decisions.append(time.process_time() - started)
        rules.apply(state, action, decision.player)


def main(games: int, players: int) -> None:
    rules = KoreaRules()
    runs: dict = defaultdict(list)
    decisions: list[float] = []
    for seed in range(games):
        play(rules, players, seed, runs, decisions)
    print(f"{games} games of {players} computer players; optimiser time per company (CPU):")
    print(f"{'era':7} {'trains':>6} {'express':>7} {'runs':>5} {'median ms':>10} {'worst ms':>9}")
    everything = []
    for (era, count, express), times in sorted(runs.items()):
        everything += times
        print(
            f"{era:7} {count:6} {express:7} {len(times):5} "
            f"{statistics.median(times) * 1000:10.1f} {max(times) * 1000:9.1f}"
        )
    print(
        f"all: {len(everything)} runs, median {statistics.median(everything) * 1000:.1f} ms, "
        f"worst {max(everything) * 1000:.1f} ms (target: median <= 50 ms, worst <= 1000 ms)"
    )
    print(
        f"bot decisions without a run: {len(decisions)}, median {statistics.median(decisions) * 1000:.2f} ms, "
        f"worst {max(decisions) * 1000:.1f} ms (target: median <= 50 ms)"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10, int(sys.argv[2]) if len(sys.argv) > 2 else 4)
