"""Millionaire: the computer player's time per decision and its win rate against random players.

Usage: python bench/millionaire_bot.py [GAMES] [PLAYERS] [EDITION ...]
For each edition (default both): GAMES games (default 100) of one MillionaireBot and
PLAYERS-1 (default 3) random players, the bot's seat rotating with the seed. Prints the
median and worst time of the bot's decisions (targets: 20 ms and 200 ms), its wins (a
shared time-limit win counts as a fraction; target 70 %) and how many games the action
cap cut off (those are scored by worth, reading M18).
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.playout import play
from boardgames_gui.games.millionaire.bot import MillionaireBot
from boardgames_gui.games.millionaire.rules import MillionaireRules


class TimedBot(MillionaireBot):
    """The real bot, timing each of its decisions."""

    def __init__(self, seed: int, times: list[float]) -> None:
        super().__init__(seed)
        self.times = times

    def choose(self, rules: Any, state: Any, player: int) -> Any:
        start = time.perf_counter()
        action = super().choose(rules, state, player)
        self.times.append(time.perf_counter() - start)
        return action


def bench(edition: str, games: int, players: int) -> None:
    rules = MillionaireRules()
    options = {"players": players, "variants": {"edition": edition}}
    times: list[float] = []
    wins = 0.0
    capped = 0
    reasons: dict[str, int] = {}
    start = time.perf_counter()
    for seed in range(games):
        seat = seed % players
        bots: list[Any] = [RandomBot(seed * 31 + i) for i in range(players)]
        bots[seat] = TimedBot(seed, times)
        played = play(rules, options, seed, bots=bots, checked_apply=False)
        capped += played.capped
        reasons[played.result.reason] = reasons.get(played.result.reason, 0) + 1
        if seat in played.result.winners:
            wins += 1.0 / len(played.result.winners)
    elapsed = time.perf_counter() - start
    median = statistics.median(times) * 1000
    worst = max(times) * 1000
    print(
        f"millionaire {edition}: bot vs {players - 1} random, {games} games: "
        f"bot won {wins:.1f} = {100 * wins / games:.1f}% (fair share {100 / players:.0f}%); "
        f"{capped} cut off at the action cap; endings {reasons}; "
        f"{len(times)} bot decisions, median {median:.2f} ms, worst {worst:.1f} ms; {elapsed:.0f}s"
    )


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    editions = sys.argv[3:] or ["classic", "elite"]
    for edition in editions:
        bench(edition, games, players)


if __name__ == "__main__":
    main()
