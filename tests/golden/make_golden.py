"""Write golden saved games for a game:
`python tests/golden/make_golden.py GAME [SEEDS...] [--own-bots] [--variant KEY=VALUE ...]`.

Random players by default; `--own-bots` plays the game's own computer players (a game whose
random games run to the action cap, like Millionaire, gets short, finished golden games);
`--variant` sets a variant (the file's name then says which).

Run it only when a rules change is intended, and say so in the commit. The three
real games' saves are format 1 (bare actions), kept as they were made: they also test
the migration.
"""

from __future__ import annotations

import argparse
import json
import pathlib

from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.match import Match
from boardgames_gui.engine.savefile import dumps
from boardgames_gui.games import registry


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("seeds", nargs="*", type=int)
    parser.add_argument("--own-bots", action="store_true")
    parser.add_argument("--variant", action="append", default=[])
    args = parser.parse_args()
    game_id = args.game
    seeds = args.seeds or [1, 2]
    info = registry.get(game_id)
    rules = info.rules
    variants = dict(item.split("=", 1) for item in args.variant)
    known = {v.key: v for v in rules.variants}
    variants = {key: known[key].parse(value) for key, value in variants.items()}
    suffix = "".join(f"_{key}-{value}" for key, value in sorted(variants.items()))
    folder = pathlib.Path(__file__).parent / game_id
    folder.mkdir(exist_ok=True)
    for seed in seeds:
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        match = Match(rules, {"players": players, "variants": variants}, seed)
        bots = [
            info.make_bot(seed * 13 + p) if args.own_bots else RandomBot(seed * 13 + p)
            for p in range(players)
        ]
        while (d := match.decision()) is not None and len(match.actions) < rules.action_cap:
            match.apply(bots[d.player].choose(rules, match.state, d.player))
        path = folder / f"{game_id}{suffix}_seed{seed}.json"
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
