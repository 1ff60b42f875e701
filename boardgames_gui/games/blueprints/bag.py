"""The cloth bag of dice [SEED 라운드 준비]: draws are uniform over the dice inside it,
made with the state's generator at the moment of drawing (a bag has no order)."""

from __future__ import annotations

from .data import DIE_SIDES, MATERIALS
from .state import BlueprintsState, Die


def bag_size(state: BlueprintsState) -> int:
    """How many dice are in the bag."""
    return sum(state.bag.values())


def _take(state: BlueprintsState, k: int) -> str:
    """Take the k-th die out of the bag (counting the materials in `MATERIALS` order)."""
    for material in MATERIALS:
        if k < state.bag[material]:
            state.bag[material] -= 1
            return material
        k -= state.bag[material]
    raise AssertionError("bag count out of step")


def draw(state: BlueprintsState) -> str:
    """Draw one die (its material) from the bag."""
    return _take(state, state.rng.below(bag_size(state)))


def draw_in_demand(state: BlueprintsState) -> list[str]:
    """Draw the two in-demand dice from the bag [SEED 라운드 준비]: a second die of the first
    one's colour goes back into the bag and another is drawn, until the colours differ."""
    first = draw(state)
    while True:
        second = draw(state)
        if second != first:
            return [first, second]
        state.bag[second] += 1


def draw_and_roll(state: BlueprintsState) -> Die:
    """Draw one die from the bag and roll it: one uniform pick among the (die, face) pairs,
    which has the odds of drawing then rolling and is how games have always drawn (their
    replays depend on it)."""
    k = state.rng.below(bag_size(state) * DIE_SIDES)
    value = k % DIE_SIDES + 1
    return (_take(state, k // DIE_SIDES), value)
