"""Read-only questions about a Blue Moon City position, shared by the rules, the view and the bot:
where a figure or dragon may go, what pays a box, what a box earns, what an offering costs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.i18n import tr
from . import city
from .data import (
    BUILDINGS,
    CARD_COUNT,
    CARDS,
    COURTYARD,
    DRAGON_WALK_STEPS,
    DRAGONS,
    FLIT_EXTRA_STEPS,
    MOVEMENT,
    OBELISK_BOXES,
    PEOPLES,
    SHRINE_EXTRA_COST,
)
from .payment import can_pay, cheapest_set
from .state import ASSEMBLY, MOVE, BlueMoonCityState

CTX = "bluemooncity"
REWARD_KEYS = ("crystals", "scales", "cards")

# --------------------------------------------------------------------------- field checks and names


def as_cell(value: Any) -> tuple[int, int] | None:
    """A [r, c] field as a tuple, or None when it is not two whole numbers."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        r, c = value
        if all(isinstance(x, int) and not isinstance(x, bool) for x in (r, c)):
            return (r, c)
    return None


def as_card_list(value: Any) -> list[int] | None:
    if not isinstance(value, (list, tuple)):
        return None
    out = []
    for x in value:
        if not isinstance(x, int) or isinstance(x, bool) or not 0 <= x < CARD_COUNT:
            return None
        out.append(x)
    if len(set(out)) != len(out):
        return None
    return out


def people_name(people: str) -> str:
    return PEOPLES[people]["name"] if people in PEOPLES else tr(CTX, "any people")


def building_name(building: str) -> str:
    if building == COURTYARD:
        return tr(CTX, "the Courtyard")
    return tr(CTX, BUILDINGS[building]["name"])


#: cards whose power works in the movement phase, and the dragon each moves (None for Flit)
MOVEMENT_POWERS: dict[int, tuple[str | None, int]] = {
    card: (PEOPLES[people]["dragon"], value)
    for card, (people, value) in enumerate(CARDS)
    if value in (1, 2) and PEOPLES[people]["phase"] == MOVEMENT
}


def add_reward(total: dict[str, int], reward: Mapping[str, int]) -> None:
    for key in REWARD_KEYS:
        total[key] = total.get(key, 0) + reward.get(key, 0)


# --------------------------------------------------------------------------- public helpers for views and bots


def reachable_tiles(state: BlueMoonCityState, player: int, with_flit: bool = False) -> list[list[int]]:
    """Cells the player's figure may move to now (glow in the view): 1..steps_left
    orthogonal steps, or any other tile with a pending Flit value-1 jump.

    With `with_flit`, also the cells the player's Flit cards would open in this
    movement phase (value 2: two more steps each; value 1: every tile) — reference
    §3.3 "Flit value-2 -> 4; Flit value-1 -> all"."""
    here = tuple(state.figures[player])
    if player != state.current or state.outcome is not None:
        return []
    pending = state.pending
    if state.phase == ASSEMBLY or (state.phase == MOVE and pending and pending["kind"] == "flit_jump"):
        return [list(c) for c in city.all_cells(state.tiles) if c != here]
    if state.phase != MOVE or pending is not None:
        return []
    steps = state.steps_left
    if with_flit:
        flits = [CARDS[c][1] for c in state.hands[player] if CARDS[c][0] == "flit"]
        if 1 in flits:
            return [list(c) for c in city.all_cells(state.tiles) if c != here]
        steps += FLIT_EXTRA_STEPS * flits.count(2)
    if steps <= 0:
        return []
    return city.within(state.tiles, here, 1, steps)  # type: ignore[arg-type]


def dragon_targets(state: BlueMoonCityState) -> list[list[int]]:
    """Cells a pending dragon power may send its dragon to."""
    pending = state.pending
    if not pending or pending["kind"] not in ("dragon_fly", "dragon_walk"):
        return []
    index = DRAGONS.index(pending["dragon"])
    where = state.dragons[index]
    if pending["kind"] == "dragon_fly":
        return [list(c) for c in city.all_cells(state.tiles) if where is None or c != tuple(where)]
    return city.within(state.tiles, tuple(where), 1, DRAGON_WALK_STEPS)  # type: ignore[arg-type]


def suggest_payment(state: BlueMoonCityState, player: int, tile: Any, box: int) -> list[int] | None:
    """The cheapest set of the player's cards that pays this box (least card value
    spent, then fewest cards), or None when the hand cannot pay it."""
    t = state.tile(tile) if as_cell(tile) else None
    if t is None or t["building"] == COURTYARD or not 0 <= box < len(t["markers"]):
        return None
    people, value = BUILDINGS[t["building"]]["boxes"][box]
    return cheapest_set(state.hands[player], people, value)


def box_payable(state: BlueMoonCityState, player: int, tile: Any, box: int) -> bool:
    t = state.tile(tile) if as_cell(tile) else None
    if t is None or t["building"] == COURTYARD or t["rebuilt"] or not 0 <= box < len(t["markers"]):
        return False
    if t["markers"][box] is not None:
        return False
    people, value = BUILDINGS[t["building"]]["boxes"][box]
    return hand_pays(state.hands[player], people, value)


def hand_pays(hand: list[int], people: str, value: int) -> bool:
    """Can this hand pay a box of this people and value (powers included)?"""
    return can_pay(hand, people, value)


def dragons_at(state: BlueMoonCityState, cell: tuple[int, int]) -> int:
    return sum(1 for d in state.dragons if d is not None and tuple(d) == cell)


def box_reward(state: BlueMoonCityState, tile: Any, box: int, player: int | None = None) -> dict[str, Any]:
    """What paying this box now earns `player` (default: whose turn it is):
    {"scales": dragon scales, "completes": bool, "crystals", "scales_total", "cards",
    "majority": player who would get the majority bonus}."""
    p = state.current if player is None else player
    cell = as_cell(tile)
    t = state.tile(cell) if cell else None
    out: dict[str, Any] = {"dragon_scales": 0, "completes": False, "crystals": 0, "scales": 0, "cards": 0}
    if t is None or t["building"] == COURTYARD or not 0 <= box < len(t["markers"]):
        return out
    if state.contributions_this_turn == 0:
        out["dragon_scales"] = dragons_at(state, cell)  # type: ignore[arg-type]
    out["scales"] = out["dragon_scales"]
    markers = list(t["markers"])
    markers[box] = p
    if all(m is not None for m in markers):
        out["completes"] = True
        rewards, majority = completion_rewards(state, cell, markers)  # type: ignore[arg-type]
        out["majority"] = majority
        for key in REWARD_KEYS:
            out[key] += rewards.get(p, {}).get(key, 0)
    return out


def completion_rewards(
    state: BlueMoonCityState, cell: tuple[int, int], markers: list[int | None]
) -> tuple[dict[int, dict[str, int]], int]:
    """Rewards of every contributor when a building with these markers is completed
    [SEED "Earning Points from Buildings"; reference §1.6 item 4], and the majority winner."""
    info = BUILDINGS[state.tiles[cell[0]][cell[1]]["building"]]
    counts: dict[int, int] = {}
    leftmost: dict[int, int] = {}
    for i, p in enumerate(markers):
        if p is None:
            continue
        counts[p] = counts.get(p, 0) + 1
        leftmost.setdefault(p, i)
    top = max(counts.values())
    # ties go to the tied player whose marker sits farther left (FFG rule, reference §0)
    majority = min((p for p, n in counts.items() if n == top), key=lambda p: leftmost[p])
    rewards: dict[int, dict[str, int]] = {p: {k: 0 for k in REWARD_KEYS} for p in counts}
    add_reward(rewards[majority], info["majority"])
    neighbours = [
        state.tiles[r][c]
        for r, c in city.neighbours(state.tiles, cell)
        if state.tiles[r][c]["rebuilt"] and state.tiles[r][c]["building"] != COURTYARD
    ]
    for p in counts:
        add_reward(rewards[p], info["construction"])
        for n in neighbours:  # once per neighbouring building, however many markers
            add_reward(rewards[p], BUILDINGS[n["building"]]["neighbourhood"])
    return rewards, majority


def obelisk_cost(state: BlueMoonCityState, extra: int = 0) -> int | None:
    """Crystals the next offering costs (lowest free box), or None when the obelisk is full."""
    boxes = OBELISK_BOXES[state.players]
    for i, owner in enumerate(state.obelisk):
        if owner is None:
            return boxes[i] + extra
    return None


def city_rebuilt(state: BlueMoonCityState) -> bool:
    """Is every building of the city rebuilt (the courtyard always is)?"""
    return all(tile["rebuilt"] for row in state.tiles for tile in row if tile is not None)


def power_usable(state: BlueMoonCityState, card: int) -> bool:
    """Can this card's movement power be played now? A dragon must already be in the
    city to walk with a value-2 card [reference §1.2]."""
    if card not in MOVEMENT_POWERS:
        return False
    dragon, value = MOVEMENT_POWERS[card]
    return dragon is None or value == 1 or state.dragons[DRAGONS.index(dragon)] is not None


def offer_place(state: BlueMoonCityState) -> int | None:
    """Extra crystals an offering costs where the figure stands, or None if none can be made there."""
    tile = state.tile(state.figures[state.current])
    if tile["building"] == COURTYARD:
        return 0
    if state.options["variants"]["expansion"] and BUILDINGS[tile["building"]]["ability"] == "shrine_offering":
        return SHRINE_EXTRA_COST
    return None
