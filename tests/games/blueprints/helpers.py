"""Helpers for Blueprints scenario tests: buildings from short specs, rigged pools."""

from __future__ import annotations

from typing import Any

from boardgames_gui.engine.api import Action
from boardgames_gui.games.blueprints.rules import BlueprintsRules
from boardgames_gui.games.blueprints.state import BlueprintsState, pool_sort_key

RULES = BlueprintsRules()

LETTER = {"W": "wood", "R": "recycled", "S": "stone", "G": "glass"}


def die(code: str) -> tuple[str, int]:
    """'W3' -> ('wood', 3); W wood, R recycled (green), S stone (black), G glass (clear)."""
    return (LETTER[code[0]], int(code[1:]))


def building(spec: dict[tuple[int, int], str] | None = None) -> list:
    """A 3x2 building from {(row, col): "W3 R4"} (dice bottom to top)."""
    b: list = [[[] for _ in range(2)] for _ in range(3)]
    for (r, c), codes in (spec or {}).items():
        b[r][c] = [die(x) for x in codes.split()]
    return b


def new(players: int = 4, seed: int = 1, **variants: Any) -> BlueprintsState:
    return RULES.new_game({"players": players, "variants": variants}, seed)


def _take_from_bag(s: BlueprintsState, dice: list[tuple[str, int]]) -> None:
    for m, _ in dice:
        s.bag[m] -= 1
        assert s.bag[m] >= 0, f"not enough {m} dice in the bag for the scenario"


def set_pool(s: BlueprintsState, codes: str) -> None:
    """Replace the depot by these dice, keeping every die in exactly one place."""
    for m, _ in s.pool:
        s.bag[m] += 1
    dice = [die(x) for x in codes.split()]
    _take_from_bag(s, dice)
    s.pool = sorted(dice, key=pool_sort_key)


def set_building(s: BlueprintsState, player: int, spec: dict[tuple[int, int], str], blueprint: int) -> None:
    """Give `player` this building (dice come out of the bag) and this blueprint card."""
    for row in s.buildings[player]:
        for stack in row:
            for m, _ in stack:
                s.bag[m] += 1
                s.dice_used[player] -= 1
    b = building(spec)
    for row in b:
        for stack in row:
            _take_from_bag(s, stack)
            s.dice_used[player] += len(stack)
    s.buildings[player] = b
    if blueprint != s.blueprints[player]:
        other = s.blueprints.index(blueprint) if blueprint in s.blueprints else None
        if other is not None:
            s.blueprints[other] = s.blueprints[player]
        elif blueprint in s.deck:
            s.deck[s.deck.index(blueprint)] = s.blueprints[player]
        else:
            s.blueprint_discard[s.blueprint_discard.index(blueprint)] = s.blueprints[player]
        s.blueprints[player] = blueprint


def pool_index(s: BlueprintsState, code: str) -> int:
    return s.pool.index(die(code))


def place(s: BlueprintsState, code: str, row: int, col: int) -> list:
    return RULES.apply(s, Action("place", die=pool_index(s, code), row=row, col=col))


def kinds(s: BlueprintsState) -> set[str]:
    return {a["type"] for a in RULES.legal_actions(s)}


def play_out(s: BlueprintsState, bots: list | None = None, until_round_end: bool = False) -> BlueprintsState:
    """Play on with the first listed action (or `bots`) until the game (or round) ends."""
    while (d := RULES.decision(s)) is not None:
        if until_round_end and d.kind == "next_round":
            break
        action = bots[d.player].choose(RULES, s, d.player) if bots else RULES.legal_actions(s)[0]
        RULES.apply(s, action)
        assert RULES.invariants(s) == []
    return s
