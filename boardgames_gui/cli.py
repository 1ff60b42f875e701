"""`boardgames-cli`: simulate full games with random bots, replay save files.

The output forms are fixed (other tools parse them):
  simulate: one JSON line per game
    {"game", "seed", "players", "winner", "scores", "actions", "state_hash", "capped"}
    exit 1 with the seed and action number on any exception or broken invariant.
  replay: prints the final state_hash; a bad file exits 2 with one sentence.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from . import __version__
from .engine.api import OptionsError
from .engine.playout import PlayoutFailure, play
from .engine.savefile import SaveFileError, load
from .games import registry


def parse_variants(rules: Any, pairs: Sequence[str]) -> dict[str, Any]:
    """KEY=VALUE strings into a variants dict, typed by the game's declarations."""
    known = {v.key: v for v in rules.variants}
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise OptionsError(f"Write variants as KEY=VALUE, not '{pair}'.")
        if key not in known:
            keys = ", ".join(known) or "none"
            raise OptionsError(f"This game has no variant called '{key}' (it has: {keys}).")
        out[key] = known[key].parse(value)
    return out


def _simulate(args: argparse.Namespace) -> int:
    try:
        info = registry.named(args.game)
    except KeyError:
        names = ", ".join(g.game_id for g in registry.available(include_hidden=False))
        print(f"Unknown game '{args.game}'. Games: {names}.", file=sys.stderr)
        return 2
    rules = info.rules
    try:
        options = rules.validate_options(
            {"players": args.players, "variants": parse_variants(rules, args.variant or [])}
        )
    except OptionsError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    for k in range(args.games):
        seed = args.seed + k
        try:
            played = play(rules, options, seed, check=True)
        except PlayoutFailure as exc:
            print(
                json.dumps(
                    {"game": args.game, "error": exc.message, "seed": exc.seed, "action": exc.action_number}
                ),
                flush=True,
            )
            print(f"FAILED at seed {exc.seed}, action {exc.action_number}: {exc.message}", file=sys.stderr)
            return 1
        result = played.result
        winner: Any
        if not result.winners:
            winner = None
        elif len(result.winners) == 1:
            winner = result.winners[0]
        else:
            winner = list(result.winners)
        line = {
            "game": args.game,
            "seed": seed,
            "players": args.players,
            "winner": winner,
            "scores": result.scores,
            "actions": played.actions,
            "state_hash": rules.state_hash(played.state),
            "capped": played.capped,
        }
        print(json.dumps(line, ensure_ascii=False), flush=True)
    return 0


def _replay(args: argparse.Namespace) -> int:
    try:
        match = load(args.file, registry.rules_of)
    except SaveFileError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(match.rules.state_hash(match.state))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="boardgames-cli", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"boardgames-cli {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play full games with random bots, one JSON line each")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--variant", action="append", metavar="KEY=VALUE")
    sim.set_defaults(func=_simulate)
    rep = sub.add_parser("replay", help="replay a save file and print its final state hash")
    rep.add_argument("file")
    rep.set_defaults(func=_replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
