"""Random full games of Blue Moon City per second (target: >= 20 with 4 players).

    python bench/bluemooncity_games.py [--games 20] [--players 2 3 4] [--seed 1] [--seconds 10] [--cores N]

Random players on every seat, played to the end or the action cap through
`apply_unchecked` (the bots' fast path, as in the other games' benches). Prints
wall-clock and CPU rates (the machine is shared), the mean game length and how
games ended. Random players wander for thousands of actions where real players
need a few hundred, so a second line replays games of computer players (their
recorded actions, without the bots' thinking): the engine's rate for games of
a realistic length. Never fails.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cores import cores, interpreter, play_on_cores  # noqa: E402

from boardgames_gui.engine.playout import play  # noqa: E402
from boardgames_gui.games.bluemooncity.bot import BlueMoonCityBot  # noqa: E402
from boardgames_gui.games.bluemooncity.rules import BlueMoonCityRules  # noqa: E402

RULES = BlueMoonCityRules()


def random_game(players: int, seed: int) -> tuple[int, bool]:
    played = play(RULES, {"players": players}, seed, checked_apply=False)
    return played.actions, played.result.capped


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=10.0, help="for the every-core line")
    parser.add_argument("--cores", type=int, default=0, help="0 = every core this process may use")
    args = parser.parse_args()
    print(interpreter())
    rules = RULES
    n_cores = args.cores or cores()
    for n in args.players:
        endings: dict[str, int] = {}
        actions = 0
        rebuilt = 0
        offerings = 0
        wall = time.perf_counter()
        cpu = time.process_time()
        for g in range(args.games):
            # the bots' unchecked fast path, as the other games' benches use (DESIGN.md section 3);
            # the checked path is what the conformance suite and `simulate` exercise
            played = play(rules, {"players": n}, args.seed + g, checked_apply=False)
            actions += played.actions
            state = played.state
            kind = "capped" if played.result.capped else state.outcome["kind"]
            endings[kind] = endings.get(kind, 0) + 1
            rebuilt += sum(1 for c in state.cells() if state.tile(c)["rebuilt"]) - 1
            offerings += sum(1 for o in state.obelisk if o is not None)
        wall = time.perf_counter() - wall
        cpu = time.process_time() - cpu
        print(
            f"{n} players: {args.games / wall:.2f} games/s wall, {args.games / cpu:.2f} games/s CPU, "
            f"{actions / cpu:.0f} actions/s CPU; mean {actions / args.games:.0f} actions, "
            f"{rebuilt / args.games:.1f} buildings rebuilt, {offerings / args.games:.1f} offerings; "
            f"endings {endings}"
        )
        logs = [
            play(
                rules, {"players": n}, args.seed + g, bots=[BlueMoonCityBot(g * 10 + i) for i in range(n)]
            ).log
            for g in range(args.games)
        ]
        cpu = time.process_time()
        replayed = 0
        for g, log in enumerate(logs):
            state = rules.new_game({"players": n}, args.seed + g)
            for action in log:
                rules.apply(state, action)
                replayed += 1
        cpu = time.process_time() - cpu
        print(
            f"{n} players, computer players' games replayed: {len(logs) / cpu:.1f} games/s CPU "
            f"(mean {replayed / len(logs):.0f} actions, checked apply)"
        )
        machine = play_on_cores(functools.partial(random_game, n), args.seconds, n_cores)
        print(
            f"{n} players, random games on {n_cores} cores together: {machine.games / machine.wall:.2f} games/s "
            f"({machine.games} games in {machine.wall:.1f} s wall, {machine.capped} capped; "
            f"{machine.games / machine.cpu:.2f} games per CPU second per core, "
            f"mean {machine.actions / max(machine.games, 1):.0f} actions)"
        )


if __name__ == "__main__":
    main()
