"""Win rate of the Blue Moon City computer player against random players.

    python bench/bluemooncity_bot.py [--games 100] [--players 4] [--seed 1]

One seat (rotating through the seats) is the computer player, the others are
random; a shared win counts as 1/k of a win. A random player's fair share is
1/players. Prints figures, never fails.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_gui.engine.bots import RandomBot  # noqa: E402
from boardgames_gui.engine.playout import play  # noqa: E402
from boardgames_gui.games.bluemooncity.bot import BlueMoonCityBot  # noqa: E402
from boardgames_gui.games.bluemooncity.rules import BlueMoonCityRules  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = BlueMoonCityRules()
    n = args.players
    wins = 0.0
    capped = 0
    kinds: dict[str, int] = {}
    actions = 0
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        seat = g % n
        bots = [RandomBot(seed * 10 + i) for i in range(n)]
        bots[seat] = BlueMoonCityBot(seed)
        played = play(rules, {"players": n}, seed, bots=bots)
        actions += played.actions
        result = played.result
        if result.capped:
            capped += 1
            kind = "capped"
        else:
            kind = played.state.outcome["kind"]
        kinds[kind] = kinds.get(kind, 0) + 1
        if seat in result.winners:
            wins += 1 / len(result.winners)
    elapsed = time.perf_counter() - start
    others = "1 random player" if n == 2 else f"{n - 1} random players"
    print(f"Blue Moon City, {n} players, {args.games} games: computer player vs {others}")
    print(f"  computer player's win rate: {wins / args.games:.1%} (a random seat's fair share: {1 / n:.1%})")
    print(f"  endings: {kinds}; capped at {rules.action_cap} actions: {capped}")
    print(f"  mean actions per game: {actions / args.games:.0f}; {args.games / elapsed:.2f} games/s")


if __name__ == "__main__":
    main()
