"""Random full games of Blue Marble per second, for 2, 3 and 4 players.

Each step is the hot path a simulation uses: `legal_actions`, a uniform random
pick (a listed Range is concretised to a random value), `apply_unchecked`. A game
that reaches the action cap counts as played (it is scored by the time limit).
Also prints games per second with computer players. Rates are per second of CPU
time (the machine is shared). Prints figures; never fails.

    python bench/bluemarble_games.py [--players 4] [--seconds 10] [--mode formal|optional]
"""

from __future__ import annotations

import argparse
import time

from boardgames_gui.engine.api import Range, concretise
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemarble.bot import BlueMarbleBot
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules


def play_random(rules: BlueMarbleRules, options: dict, seed: int) -> tuple[int, bool]:
    state = rules.new_game(options, seed)
    pick = Rng.from_seed(seed ^ 0x5EED)
    legal_actions, apply, cap = rules.legal_actions, rules.apply_unchecked, rules.action_cap
    below = pick.below
    steps = 0
    while steps < cap and not state.over:
        legal = legal_actions(state)
        action = legal[below(len(legal))]
        if _has_range(action):  # listed actions are frozen and shared: only a Range needs a copy
            action = concretise(action, pick)
        apply(state, action)
        steps += 1
    return steps, not state.over


def _has_range(action: dict) -> bool:
    for value in action.values():
        if value.__class__ is Range:
            return True
    return False


def play_bots(rules: BlueMarbleRules, options: dict, seed: int) -> tuple[int, bool]:
    state = rules.new_game(options, seed)
    bots = [BlueMarbleBot(seed * 10 + p) for p in range(options["players"])]
    steps = 0
    while steps < rules.action_cap and (d := rules.decision(state)) is not None:
        rules.apply_unchecked(state, bots[d.player].choose(rules, state, d.player))
        steps += 1
    return steps, not state.over


def measure(fn, rules: BlueMarbleRules, options: dict, seconds: float) -> tuple[int, float, int, int]:
    games = steps = capped = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        n, cap = fn(rules, options, games + 1)
        games += 1
        steps += n
        capped += cap
    return games, time.process_time() - start, steps, capped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=0, help="0 = 2, 3 and 4")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--mode", default="formal", choices=("formal", "optional"))
    args = parser.parse_args()
    rules = BlueMarbleRules()
    for players in [args.players] if args.players else [2, 3, 4]:
        options = {"players": players, "variants": {"mode": args.mode}}
        for label, fn in (("random", play_random), ("computer", play_bots)):
            games, elapsed, steps, capped = measure(fn, rules, options, args.seconds)
            print(
                f"bluemarble {players}p {args.mode} {label:8s}: {games / elapsed:6.2f} games/s, "
                f"{steps / elapsed:8.0f} actions/s, {steps / max(games, 1):6.0f} actions/game, "
                f"{capped}/{games} cut off at {rules.action_cap} actions"
            )


if __name__ == "__main__":
    main()
