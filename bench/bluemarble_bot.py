"""Blue Marble: the computer player's win rate against random players.

Usage: python bench/bluemarble_bot.py [GAMES] [PLAYERS] [mode]
One BlueMarbleBot and PLAYERS-1 random players; the bot's seat rotates with
the seed. Prints wins (a shared time-limit win counts as a fraction).
"""

from __future__ import annotations

import sys
import time

from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.playout import play
from boardgames_gui.games.bluemarble.bot import BlueMarbleBot
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    mode = sys.argv[3] if len(sys.argv) > 3 else "formal"
    rules = BlueMarbleRules()
    options = {"players": players, "variants": {"mode": mode}}
    wins = 0.0
    capped = 0
    start = time.perf_counter()
    for seed in range(games):
        seat = seed % players
        bots = [RandomBot(seed * 31 + i) for i in range(players)]
        bots[seat] = BlueMarbleBot(seed)
        played = play(rules, options, seed, bots=bots, checked_apply=False)
        capped += played.capped
        if seat in played.result.winners:
            wins += 1.0 / len(played.result.winners)
    elapsed = time.perf_counter() - start
    print(
        f"bluemarble bot vs {players - 1} random ({mode}): {games} games, "
        f"bot won {wins:.1f} = {100 * wins / games:.1f}% (fair share {100 / players:.0f}%), "
        f"{capped} cut off at the action cap, {elapsed:.1f}s"
    )


if __name__ == "__main__":
    main()
