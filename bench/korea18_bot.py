"""18Korea: the computer player's win rate against random players (issue 13: at least 80 % of
4-player games) and how the games of computer players end.

Usage: PYTHONPATH=. python bench/korea18_bot.py [GAMES] [PLAYERS] [random|bots|both]
1. (random) GAMES games (default 20) of one KoreaBot and PLAYERS-1 (default 3) random
   players, the bot's seat rotating with the seed: its wins (a shared first place counts as a
   fraction).
2. (bots) GAMES games of PLAYERS KoreaBots, one line each: how it ended (bankruptcy, a price
   of 460/500, the 8E train, or cut off at the action cap), whether it reached the Korean War
   and the gray era, and its length in actions; then the totals.
The time per decision is in bench/korea18_live_routes.py. Measures and prints; never fails.
"""

from __future__ import annotations

import statistics
import sys
from collections import Counter

from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.playout import play
from boardgames_gui.games.korea18.bot import KoreaBot
from boardgames_gui.games.korea18.rules import KoreaRules


def against_random(rules: KoreaRules, games: int, players: int) -> None:
    wins = 0.0
    for seed in range(games):
        seat = seed % players
        bots = [KoreaBot(seed) if s == seat else RandomBot(seed * 31 + s) for s in range(players)]
        result = play(rules, {"players": players}, seed, bots=bots).result
        if seat in result.winners:
            wins += 1 / len(result.winners)
    print(
        f"one KoreaBot against {players - 1} random players: won {wins:.1f} of {games} ({100 * wins / games:.0f} %; target 80 %)"
    )


def among_bots(rules: KoreaRules, games: int, players: int) -> None:
    ends, war, gray, lengths = Counter(), 0, 0, []
    for seed in range(games):
        bots = [KoreaBot(seed * 10 + s) for s in range(players)]
        played = play(rules, {"players": players}, seed, bots=bots)
        state = played.state
        end = "cut off" if played.capped else state.end_reason or "cut off"
        ends[end] += 1
        war += state.war == "done"
        gray += state.era == "gray"
        lengths.append(played.actions)
        print(
            f"  {players} bots, seed {seed}: {end}, war {state.war == 'done'}, "
            f"era {state.era}, {played.actions} actions"
        )
    print(
        f"{games} games of {players} KoreaBots: ends {dict(ends)}; the war happened in {war}, "
        f"the gray era came in {gray}; actions median {statistics.median(lengths):.0f}, most {max(lengths)}"
    )


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seats = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    which = sys.argv[3] if len(sys.argv) > 3 else "both"
    game_rules = KoreaRules()
    if which in ("random", "both"):
        against_random(game_rules, count, seats)
    if which in ("bots", "both"):
        among_bots(game_rules, count, seats)
