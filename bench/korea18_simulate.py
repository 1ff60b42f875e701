"""18Korea: what `boardgames-cli simulate 18korea` plays (random players, invariants checked
after every action), with how far each game got: how many reached the Korean War and the gray
era, and how they ended (issue 13 asks for many games reaching the war and the gray era).

Usage: PYTHONPATH=. python bench/korea18_simulate.py [GAMES] [SEED] [PLAYERS...]
GAMES games (default 50) from SEED (default 100) for each player count (default 2 3 4 5).
Measures and prints; an error is printed with its seed and action, never raised.
"""

from __future__ import annotations

import sys
from collections import Counter

from boardgames_gui.engine.playout import PlayoutFailure, play
from boardgames_gui.games.korea18.rules import KoreaRules


def simulate(rules: KoreaRules, players: int, games: int, seed: int) -> None:
    ends: Counter = Counter()
    war = gray = errors = capped = 0
    for k in range(games):
        try:
            played = play(rules, {"players": players}, seed + k, check=True)
        except PlayoutFailure as exc:
            errors += 1
            print(f"  error at seed {exc.seed}, action {exc.action_number}: {exc.message}")
            continue
        state = played.state
        ends[state.end_reason or "cut off"] += 1
        war += state.war == "done"
        gray += state.era == "gray"
        capped += played.capped
    print(
        f"{players} players, {games} games from seed {seed}: errors {errors}, cut off {capped}, "
        f"war {war}, gray era {gray}, ends {dict(ends)}"
    )


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    counts = [int(a) for a in sys.argv[3:]] or [2, 3, 4, 5]
    game_rules = KoreaRules()
    for seats in counts:
        simulate(game_rules, seats, count, first)
