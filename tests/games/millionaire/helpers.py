"""Helpers of the Millionaire tests: new games, rigged dice, small documented state edits."""

from __future__ import annotations

from typing import Any

from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.millionaire import data as D
from boardgames_gui.games.millionaire.rules import MillionaireRules
from boardgames_gui.games.millionaire.state import MillionaireState

RULES = MillionaireRules()


def new(players: int = 3, seed: int = 1, **variants: Any) -> MillionaireState:
    return RULES.new_game({"players": players, "variants": variants}, seed)


def rig_dice(state: MillionaireState, *rolls: tuple[int, int]) -> None:
    """Give the state an RNG whose next dice are `rolls` (found by trying seeds)."""
    for seed in range(200000):
        probe = Rng.from_seed(seed)
        if all([probe.die(6), probe.die(6)] == list(roll) for roll in rolls):
            state.rng = Rng.from_seed(seed)
            return
    raise AssertionError(f"no seed gives {rolls}")


def space_of(plot_id: str, edition: str = D.CLASSIC) -> int:
    return next(s for s, cell in enumerate(D.BOARDS[edition]) if cell.plot == plot_id)


def give(state: MillionaireState, player: int, *plot_ids: str) -> list[int]:
    """Hand plots to a player (as if bought); returns their spaces."""
    spaces = [space_of(p, state.edition) for p in plot_ids]
    for space in spaces:
        state.owner[space] = player
    return spaces


def build_up(state: MillionaireState, spaces: list[int], level: int) -> None:
    """Put `level` pieces on each space, taking them from the supply."""
    for space in spaces:
        state.buildings[space] = level
        if level == D.ENTERPRISE:
            state.supply["enterprise"] -= 1
        else:
            state.supply["branch"] -= level


def play(state: MillionaireState, action: dict, player: int | None = None) -> list:
    return RULES.apply(state, action, player)
