"""What a player waits for: each game's computer player, time per decision and per game.

Usage: python bench/bots.py [GAMES] [GAME ...]
Plays GAMES full games (default 20) of each game between its own computer players
(`registry.get(game).make_bot(seed)` at every seat), the player count cycling through
the game's range (2, 3, 4, 2, ...). Each decision is timed from the moment the table
waits for a seat to the moment that seat's bot has chosen; the checked `apply` of the
choice is timed apart. Prints the median and the worst decision (the wait a person at
the table feels) and the time of a whole game between computer players (what a
simulation or a tournament of bots costs). It measures and prints; it never fails.

Decisions and applies are timed in CPU time of this process, so that other programs
on a busy machine do not show up as slow thinking; whole games are given both in CPU
time and in wall-clock time.

Only the engine's protocol is used (`decision(state).player`,
`legal_actions`/`apply` with the seat), so it runs on any game in the registry.
"""

from __future__ import annotations

import statistics
import sys
import time
from dataclasses import dataclass, field

from cores import interpreter

from boardgames_gui.games import registry


@dataclass
class Timings:
    """One game's figures over all its seeds."""

    decisions: list[float] = field(default_factory=list)  # seconds per bot decision
    applies: list[float] = field(default_factory=list)  # seconds per checked apply
    games: list[float] = field(default_factory=list)  # CPU seconds per whole game
    walls: list[float] = field(default_factory=list)  # wall-clock seconds per whole game
    actions: int = 0
    capped: int = 0
    worst_where: str = ""


def play_one(game_id: str, players: int, seed: int, timings: Timings) -> None:
    """One full game between the game's bots, timing every decision."""
    info = registry.get(game_id)
    rules = info.rules
    state = rules.new_game({"players": players}, seed)
    bots = [info.make_bot(seed * 10 + seat) for seat in range(players)]
    worst = max(timings.decisions, default=0.0)
    actions = 0
    start, wall = time.process_time(), time.perf_counter()
    while actions < rules.action_cap:
        decision = rules.decision(state)
        if decision is None:
            break
        seat = decision.player
        thought = time.process_time()
        action = bots[seat].choose(rules, state, seat)
        chosen = time.process_time()
        rules.apply(state, action, seat)
        applied = time.process_time()
        timings.decisions.append(chosen - thought)
        timings.applies.append(applied - chosen)
        if chosen - thought > worst:
            worst = chosen - thought
            timings.worst_where = f"seed {seed}, {players} players, action {actions + 1} ({decision.kind})"
        actions += 1
    timings.games.append(time.process_time() - start)
    timings.walls.append(time.perf_counter() - wall)
    timings.actions += actions
    timings.capped += rules.decision(state) is not None


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.3f} ms"


def report(game_id: str, timings: Timings) -> str:
    games = len(timings.games)
    return (
        f"{game_id}: {games} games, {timings.actions / games:.0f} actions per game, "
        f"{timings.capped} cut off at the action cap\n"
        f"  bot decision (CPU): median {ms(statistics.median(timings.decisions))}, "
        f"90th percentile {ms(statistics.quantiles(timings.decisions, n=10)[-1])}, "
        f"worst {ms(max(timings.decisions))} ({timings.worst_where})\n"
        f"  checked apply of the choice (CPU): median {ms(statistics.median(timings.applies))}, "
        f"worst {ms(max(timings.applies))}\n"
        f"  whole game between computer players: median {statistics.median(timings.games):.3f} s CPU, "
        f"worst {max(timings.games):.3f} s CPU; wall clock median {statistics.median(timings.walls):.3f} s, "
        f"worst {max(timings.walls):.3f} s"
    )


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    wanted = sys.argv[2:] or [info.game_id for info in registry.available()]
    print(interpreter())
    for game_id in wanted:
        rules = registry.get(game_id).rules
        counts = list(range(rules.min_players, rules.max_players + 1))
        timings = Timings()
        for seed in range(games):
            play_one(game_id, counts[seed % len(counts)], seed, timings)
        print(report(game_id, timings), flush=True)


if __name__ == "__main__":
    main()
