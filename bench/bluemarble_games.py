"""Random full games of Blue Marble per second, for 2, 3 and 4 players (a figure, no target: the
rules are written plainly, without a faster copy for playouts).

Each step is the hot path a simulation uses: `legal_actions`, a uniform random
pick (a listed Range is concretised to a random value), `apply_unchecked`. A game
that reaches the action cap counts as played (it is scored by the time limit).
Prints the rate of one core (per CPU second: the machine may be shared) and of
every core playing its own games at once (per wall second), then games per
second with computer players. Prints figures; never fails.

The random players pick with Python's `random` (the target's line), and again with
the engine's `Rng`, whose draws cost about an eighth of a random game: the second
line shows how much of the first line's speed is the players' and not the rules'.

The first line names the interpreter: the same games run 1.15-1.3 times as fast on
an optimised build (python.org's, a Linux distribution's) as on a shared-library
build without PGO such as pyenv's default (measured on a 2-core VM). The model needs no Qt, so any Python
3.11+ can run it from the repository root: `PYTHONPATH=. python3 bench/bluemarble_games.py`.

    python bench/bluemarble_games.py [--players 4] [--seconds 10] [--mode formal|optional] [--cores N]
"""

from __future__ import annotations

import argparse
import functools
import random

from cores import cores, interpreter, play_for, play_on_cores, report

from boardgames_gui.engine.api import concretise
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemarble.bot import BlueMarbleBot
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules

RULES = BlueMarbleRules()


def play_random(players: int, mode: str, seed: int, picker: str = "python") -> tuple[int, bool]:
    """One random game; the random players pick from Python's `random.Random` (C), or with
    picker="engine" from the engine's `Rng`, whose 64-bit arithmetic in Python costs about
    5,500 instructions a draw: an eighth of a random game's work, none of it the rules'.
    A game's own chance (dice, Golden Keys) always comes from the `Rng` in its state."""
    rules = RULES
    state = rules.new_game({"players": players, "variants": {"mode": mode}}, seed)
    pick = Rng.from_seed(seed ^ 0x5EED)  # also concretises a listed Range (bids, escape offers)
    legal_actions, apply, cap = rules.legal_actions, rules.apply_unchecked, rules.action_cap
    steps = 0
    if picker == "engine":
        below = pick.below
        while steps < cap and not state.over:
            legal = legal_actions(state)
            action = legal[below(len(legal))]
            apply(state, concretise(action, pick))
            steps += 1
        return steps, not state.over
    uniform = random.Random(seed ^ 0x5EED).random  # [0, 1) in 53 bits: floor(u * n) is uniform to 2**-40
    while steps < cap and not state.over:
        legal = legal_actions(state)
        action = legal[int(uniform() * len(legal))]
        apply(state, concretise(action, pick))
        steps += 1
    return steps, not state.over


def play_bots(players: int, mode: str, seed: int) -> tuple[int, bool]:
    rules = RULES
    state = rules.new_game({"players": players, "variants": {"mode": mode}}, seed)
    bots = [BlueMarbleBot(seed * 10 + p) for p in range(players)]
    steps = 0
    while steps < rules.action_cap and (d := rules.decision(state)) is not None:
        rules.apply_unchecked(state, bots[d.player].choose(rules, state, d.player))
        steps += 1
    return steps, not state.over


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=0, help="0 = 2, 3 and 4")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--mode", default="formal", choices=("formal", "optional"))
    parser.add_argument("--cores", type=int, default=0, help="0 = every core this process may use")
    args = parser.parse_args()
    n_cores = args.cores or cores()
    print(interpreter())
    for players in [args.players] if args.players else [2, 3, 4]:
        for picker, name in (
            ("python", "random"),
            ("engine", "random, players drawing from the engine's Rng"),
        ):
            game = functools.partial(play_random, players, args.mode, picker=picker)
            single = play_for(game, args.seconds, 1)
            machine = play_on_cores(game, args.seconds, n_cores)
            print(report(f"bluemarble {players}p {args.mode} {name}", single, machine, n_cores))
        bots = play_for(functools.partial(play_bots, players, args.mode), args.seconds, 1)
        print(
            f"bluemarble {players}p {args.mode} computer players: {bots.games / bots.cpu:6.2f} games per CPU "
            f"second on one core, {bots.actions / max(bots.games, 1):5.0f} actions/game"
        )
    print(f"(action cap {RULES.action_cap}: a capped game is scored by the time limit)")


if __name__ == "__main__":
    main()
