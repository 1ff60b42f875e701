"""What a strong computer player can afford: clone-plus-playout rate from a mid-game position.

Usage: python bench/playouts.py [SECONDS] [MIDGAME] [GAME ...]
For each game (default: every game in the registry), at its largest player count:
play MIDGAME random actions (default 40) from a few seeds to reach a mid-game
position, then for SECONDS of CPU time per position (default 1.0) clone that position
and play it out to the end of the game (or the action cap) with a random player, as a
Monte Carlo search does thousands of times per move. Prints playouts per second and
actions per second. It measures and prints; it never fails.

The random player picks the action *type* first, uniformly among the types the seat
may take, then an action of that type, then a value for each template. Picking among
all listed actions at once lets a type with many actions (fifty places to build, every
bid) starve one with a single action (end the turn); a search whose playouts do that
judges positions by games nobody plays. Choosing the type first is the usual remedy in
Monte Carlo search for Monopoly-like and Catan-like games.

Playouts use `apply_unchecked`, the fast path the protocol offers bots for actions
taken from the listing; the engine's protocol is all it uses, so it runs on any game.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from cores import interpreter

from boardgames_gui.engine.api import Action, Rules, concretise
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games import registry

POSITIONS = 3  # mid-game positions per game (seeds 1..3)


def type_first(rules: Rules, state: Any, seat: int, rng: Rng) -> Action:
    """A random action for `seat`: its type uniformly first, then one of that type."""
    by_type: dict[str, list[Action]] = {}
    for listed in rules.legal_actions(state, seat):
        by_type.setdefault(listed["type"], []).append(listed)
    kinds = list(by_type)
    return concretise(rng.choice(by_type[rng.choice(kinds)]), rng)


def advance(rules: Rules, state: Any, actions: int, rng: Rng) -> int:
    """Play up to `actions` type-first random actions (fewer if the game ends); how many were played."""
    played = 0
    while played < actions and (decision := rules.decision(state)) is not None:
        seat = decision.player
        rules.apply_unchecked(state, type_first(rules, state, seat, rng), seat)
        played += 1
    return played


def playouts_for(rules: Rules, start: Any, seconds: float, budget: int, rng: Rng) -> tuple[int, int, int]:
    """Clone `start` and play it to the end (at most `budget` actions) again and again
    for `seconds` of CPU time; returns (playouts, actions, playouts cut off by the budget)."""
    playouts = actions = capped = 0
    began = time.process_time()
    while time.process_time() - began < seconds:
        state = rules.clone(start)
        actions += advance(rules, state, budget, rng)
        playouts += 1
        capped += rules.decision(state) is not None
    return playouts, actions, capped


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    midgame = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    wanted = sys.argv[3:] or [info.game_id for info in registry.available()]
    print(interpreter())
    print(f"type-first random playouts from mid-game (after {midgame} random actions), unchecked apply")
    for game_id in wanted:
        rules = registry.get(game_id).rules
        players = rules.max_players
        playouts = actions = capped = 0
        cpu = 0.0
        for seed in range(1, POSITIONS + 1):
            rng = Rng.from_seed(seed)
            start = rules.new_game({"players": players}, seed)
            done = advance(rules, start, midgame, rng)
            began = time.process_time()
            more, played, cut = playouts_for(rules, start, seconds, rules.action_cap - done, rng)
            cpu += time.process_time() - began
            playouts += more
            actions += played
            capped += cut
        print(
            f"{game_id} ({players} players): {playouts / cpu:9.1f} playouts/s, "
            f"{actions / cpu:9.0f} actions/s, {actions / max(playouts, 1):6.0f} actions per playout "
            f"({playouts} playouts from {POSITIONS} positions in {cpu:.1f} s CPU, "
            f"{capped} cut off at the action cap)",
            flush=True,
        )


if __name__ == "__main__":
    main()
