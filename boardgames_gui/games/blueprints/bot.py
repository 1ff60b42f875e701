"""BlueprintsBot: a one-ply heuristic computer player.

For every listed action it builds the die into a scratch copy of its own building and
rates the result: material points now, the blueprint bonus weighted by how likely the
exact match still is, progress towards the prizes, the in-demand colours (they break
ties for awards and prizes) and how many values the tops of its stacks still accept (so
it avoids dead placements that leave the next dice nowhere to go).

It reads only what `observation` shows the player: its own blueprint, its own building
and the others' when they are open (behind the screens it knows only which dice they
built), the depot, the in-demand dice and the bag's counts (which are public: every
die outside the bag is on the table). It never looks at other players' blueprints, the
blueprint deck or the generator.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Action
from ...engine.bots.base import Bot
from . import scoring
from .data import BLUEPRINT_BONUS, BLUEPRINTS, CELLS, DICE_PER_PLAYER, MATERIALS, RECYCLED_POINTS
from .state import PHASE_BUILD, PHASE_SET_ASIDE, BlueprintsState
from .steps import building_shown, built_dice

# Chance that one more die of a value at least `top` turns up when a stack needs it,
# by top value; the depot offers 7-9 dice so low tops are almost certain. [DESIGNED]
_STACK_ODDS = (1.0, 1.0, 0.98, 0.95, 0.88, 0.75, 0.55)

# What a die is guessed to add to a building the bot cannot see, by material: glass
# scores its face, recycled grows with the count; wood and stone depend on where it
# goes, so a typical value. [DESIGNED]
_BLIND_WOOD = 3.0
_BLIND_STONE = 3.0

# Weights in building-score points. [DESIGNED, tuned against random players]
_PRIZE_VALUE = 4.0  # a prize card (2 VP) is worth about this many building points
_FIRST_DEMAND = 0.6
_SECOND_DEMAND = 0.3
_FLEXIBILITY = 0.5  # per cell, scaled by the share of values its top still accepts
_FUTURE_DIE = 3.5  # expected points of a die still to come, when it has somewhere to go


class BlueprintsBot(Bot):
    name = "blueprints-heuristic"

    def choose(self, rules: Any, state: BlueprintsState, player: int) -> Action:
        legal = rules.legal_actions(state, player)
        if len(legal) == 1:
            return legal[0]
        if state.phase == PHASE_SET_ASIDE:
            return self._set_aside(state, player, legal)
        if state.phase != PHASE_BUILD:
            return legal[0]
        building = [[list(stack) for stack in row] for row in state.buildings[player]]
        blueprint = state.blueprints[player]
        used = state.dice_used[player] + 1
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            die = state.pool[action["die"]]
            if action["type"] == "place":
                stack = building[action["row"]][action["col"]]
                stack.append(die)
                value = evaluate(building, blueprint, used, state.in_demand)
                stack.pop()
            else:
                value = evaluate(building, blueprint, used, state.in_demand) - 0.01
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[self.rng.below(len(best))]

    def _set_aside(self, state: BlueprintsState, player: int, legal: list[Action]) -> Action:
        """Two-player variant: throw away the die that would help the opponent most
        (judged on their public building only; their blueprint is secret)."""
        opponent = 1 - player
        if not building_shown(state, opponent, player):
            return self._set_aside_blind(state, opponent, legal)
        building = [[list(stack) for stack in row] for row in state.buildings[opponent]]
        base = sum(scoring.material_points(building).values())
        best, best_gain = legal[0], float("-inf")
        for action in legal:
            die = state.pool[action["die"]]
            gain = float("-inf")
            for r, c in CELLS:
                stack = building[r][c]
                if stack and stack[-1][1] > die[1]:
                    continue
                stack.append(die)
                gain = max(gain, sum(scoring.material_points(building).values()) - base)
                stack.pop()
            if gain > best_gain:
                best, best_gain = action, gain
        return best

    def _set_aside_blind(self, state: BlueprintsState, opponent: int, legal: list[Action]) -> Action:
        """The opponent builds behind a screen: guess from the dice they took, not where."""
        greens = sum(1 for m, _ in built_dice(state, opponent) if m == "recycled")
        guess = {
            "wood": lambda v: _BLIND_WOOD,
            "stone": lambda v: _BLIND_STONE,
            "glass": lambda v: float(v),
            "recycled": lambda v: float(
                RECYCLED_POINTS[min(greens + 1, 6)] - RECYCLED_POINTS[min(greens, 6)]
            ),
        }
        best, best_gain = legal[0], float("-inf")
        for action in legal:
            material, value = state.pool[action["die"]]
            gain = guess[material](value)
            if gain > best_gain:
                best, best_gain = action, gain
        return best


def evaluate(
    building: list[list[list[tuple[str, int]]]], blueprint: int, used: int, in_demand: list[str]
) -> float:
    """Estimated worth of a building with `used` of the six dice taken."""
    points = scoring.material_points(building)
    value = float(sum(points.values()))
    remaining = DICE_PER_PLAYER - used
    grid = BLUEPRINTS[blueprint]

    # blueprint bonus: still possible only if no cell is above its height and the dice
    # still to come are exactly what is missing; then each missing die must fit its stack
    deficit = 0
    odds = 1.0
    possible = True
    accepting = 0.0
    for r, c in CELLS:
        want = grid[r][c]
        if want is None:
            continue
        stack = building[r][c]
        top = stack[-1][1] if stack else 1
        accepting += (7 - top) / 6
        missing = want - len(stack)
        if missing < 0:
            possible = False
        elif missing:
            deficit += missing
            odds *= _STACK_ODDS[top] ** missing
    if possible and deficit == remaining:
        value += BLUEPRINT_BONUS * odds
    value += _FLEXIBILITY * accepting
    if remaining and accepting < 0.5:
        value -= _FUTURE_DIE * remaining * (0.5 - accepting)

    # prizes, counting covered dice; partial progress counts for part of the prize
    dice = [d for row in building for stack in row for d in stack]
    by_value = [0] * 7
    by_material = dict.fromkeys(MATERIALS, 0)
    for m, v in dice:
        by_value[v] += 1
        by_material[m] += 1
    value += _prize_progress(max(by_material.values()), 5, remaining)
    value += _prize_progress(max(by_value), 4, remaining)
    value += _prize_progress(sum(1 for v in range(1, 7) if by_value[v]), 6, remaining)
    # recycled grows fast with the count: value the next green die in advance
    green = by_material["recycled"]
    if remaining and green:
        value += 0.25 * (RECYCLED_POINTS[min(green + 1, 6)] - RECYCLED_POINTS[green])
    value += _FIRST_DEMAND * by_material[in_demand[0]] + _SECOND_DEMAND * by_material[in_demand[1]]
    return value


def _prize_progress(have: int, need: int, remaining: int) -> float:
    if have >= need:
        return _PRIZE_VALUE
    if have + remaining < need:
        return 0.0
    return _PRIZE_VALUE * 0.5 * (have / need) ** 2
