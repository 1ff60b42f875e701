"""Write golden saved games for a game: `python tests/golden/make_golden.py GAME [SEEDS...]`.

Run it only when a rules change is intended, and say so in the commit. The three
real games' saves are format 1 (bare actions), kept as they were made: they also test
the migration.
"""

from __future__ import annotations

import json
import pathlib
import sys

from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.match import Match
from boardgames_gui.engine.savefile import dumps
from boardgames_gui.games import registry


def main() -> None:
    game_id = sys.argv[1]
    seeds = [int(s) for s in sys.argv[2:]] or [1, 2]
    rules = registry.get(game_id).rules
    folder = pathlib.Path(__file__).parent / game_id
    folder.mkdir(exist_ok=True)
    for seed in seeds:
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        match = Match(rules, {"players": players}, seed)
        bots = [RandomBot(seed * 13 + p) for p in range(players)]
        while (d := match.decision()) is not None and len(match.actions) < rules.action_cap:
            match.apply(bots[d.player].choose(rules, match.state, d.player))
        path = folder / f"{game_id}_seed{seed}.json"
        path.write_text(dumps(match), encoding="utf-8")
        result = match.result()
        expected = {
            "state_hash": rules.state_hash(match.state),
            "winners": result.to_json()["winners"] if result else None,
        }
        path.with_suffix(".expected").write_text(json.dumps(expected) + "\n", encoding="utf-8")
        print(path, expected)


if __name__ == "__main__":
    main()
