"""Win rate of BlueprintsBot against random players (target: >= 60% with 1 bot vs 3 random).

The bot's seat rotates from game to game. A shared win counts as a win for the share
(1/k of a win when k players share it), and the outright wins are printed too.

    python bench/blueprints_bot.py [--players 4] [--games 400] [--seed 1]
"""

from __future__ import annotations

import argparse
import time

from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.games.blueprints.bot import BlueprintsBot
from boardgames_gui.games.blueprints.rules import BlueprintsRules


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=0, help="0 = 2, 3 and 4")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = BlueprintsRules()
    for players in [args.players] if args.players else [2, 3, 4]:
        share = 0.0
        outright = 0
        points = 0.0
        others = 0.0
        building = 0.0
        bonus = 0
        start = time.process_time()
        for g in range(args.games):
            seed = args.seed * 100_003 + g
            seat = g % players
            bots = [RandomBot(seed * 7 + p) for p in range(players)]
            bots[seat] = BlueprintsBot(seed)
            state = rules.new_game({"players": players}, seed)
            while (d := rules.decision(state)) is not None:
                rules.apply(state, bots[d.player].choose(rules, state, d.player), d.player)
            res = rules.result(state)
            if seat in res.winners:
                share += 1 / len(res.winners)
                outright += len(res.winners) == 1
            points += res.scores[seat]
            building += sum(sheet["players"][seat]["score"] for sheet in state.sheets) / 3
            bonus += sum(sheet["players"][seat]["bonus"] > 0 for sheet in state.sheets)
            others += (sum(res.scores) - res.scores[seat]) / (players - 1)
        cpu = time.process_time() - start
        print(
            f"blueprints {players}p, 1 bot vs {players - 1} random: win rate {100 * share / args.games:5.1f}% "
            f"(outright {100 * outright / args.games:5.1f}%, chance {100 / players:.0f}%); "
            f"card points {points / args.games:.2f} vs {others / args.games:.2f} per random player; "
            f"bot building score {building / args.games:.1f}, blueprint matched in "
            f"{100 * bonus / (3 * args.games):.0f}% of rounds; "
            f"{args.games} games in {cpu:.1f}s CPU"
        )


if __name__ == "__main__":
    main()
