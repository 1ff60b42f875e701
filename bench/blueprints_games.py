"""Random full games of Blueprints per second (target: >= 300 with 4 players).

Each step is the hot path a simulation or a search bot uses: the decision, the seat's
`legal_actions`, a random pick, `apply_unchecked` for that seat; `--clone` also clones
the state before every step (what a search bot pays). Prints figures; never fails.

    python bench/blueprints_games.py [--players 4] [--seconds 5] [--clone]
"""

from __future__ import annotations

import argparse
import time

from cores import interpreter

from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.blueprints.rules import BlueprintsRules


def play(rules: BlueprintsRules, players: int, seed: int, clone: bool) -> int:
    state = rules.new_game({"players": players}, seed)
    pick = Rng.from_seed(seed ^ 0x5EED)
    steps = 0
    while (decision := rules.decision(state)) is not None:
        seat = decision.player
        legal = rules.legal_actions(state, seat)
        if clone:
            state = state.clone()
        rules.apply_unchecked(state, legal[pick.below(len(legal))], seat)
        steps += 1
    assert rules.result(state) is not None
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=0, help="0 = 2, 3 and 4")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--clone", action="store_true")
    args = parser.parse_args()
    print(interpreter())
    rules = BlueprintsRules()
    for players in [args.players] if args.players else [2, 3, 4]:
        games = steps = 0
        # CPU time of this process: the machine is shared, wall time would measure the others
        start = time.process_time()
        wall = time.perf_counter()
        while time.process_time() - start < args.seconds:
            steps += play(rules, players, games, args.clone)
            games += 1
        elapsed = time.process_time() - start
        wall = time.perf_counter() - wall
        print(
            f"blueprints {players}p: {games / elapsed:7.1f} random games per CPU second "
            f"({steps / elapsed:8.0f} actions/s; {games} games, {elapsed:.1f}s CPU, {wall:.1f}s wall"
            f"{', clone per step' if args.clone else ''})"
        )


if __name__ == "__main__":
    main()
