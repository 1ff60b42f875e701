"""Fast building blocks of `BlueMoonCityRules.legal_actions`.

Random playouts list legal actions tens of thousands of times per game, so the
lists are assembled from frozen Action objects made once at import. Listed
actions are frozen, so one object may appear in any number of lists; each
call still returns a fresh list that its caller may change.

Every function here lists exactly what the plain reading of the rules would
(same actions, same order); `queries` keeps the readable versions that the
view, the bot and the refusals use, and the tests compare the two.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from ...engine.api import Action
from . import city
from .data import CARD_COUNT, DRAGON_WALK_STEPS, DRAGONS, SIZE
from .queries import MOVEMENT_POWERS


def frozen_action(**fields: Any) -> Action:
    """An Action built without keyword parsing (for the tables below)."""
    action = Action.__new__(Action)
    dict.update(action, fields)
    return action


KEEP_ALL = frozen_action(type="discard", cards=[])
DISCARD_ONE = [frozen_action(type="discard", cards=[a]) for a in range(CARD_COUNT)]
#: DISCARD_TWO[a][b]: discard a, then b
DISCARD_TWO = [
    [frozen_action(type="discard", cards=[a, b]) for b in range(CARD_COUNT)] for a in range(CARD_COUNT)
]
END_PHASE = frozen_action(type="end_phase")
CANCEL = frozen_action(type="cancel")
POWER = [frozen_action(type="power", card=c) for c in range(CARD_COUNT)]
MOVE_TO = {(r, c): frozen_action(type="move", to=[r, c]) for r in range(SIZE) for c in range(SIZE)}
DRAGON_TO = {(r, c): frozen_action(type="dragon", to=[r, c]) for r in range(SIZE) for c in range(SIZE)}


# --------------------------------------------------------------------------- movement powers


def _powers_for(in_city: Sequence[bool]) -> tuple[Action | None, ...]:
    """card id -> its "power" action when it may be played with these dragons in the
    city, else None. Value-1 cards and Flit always may; a value-2 dragon card only
    when its dragon is already in the city [reference §1.2] (as `queries.power_usable`)."""
    out: list[Action | None] = []
    for card in range(CARD_COUNT):
        usable = False
        if card in MOVEMENT_POWERS:
            dragon, value = MOVEMENT_POWERS[card]
            usable = dragon is None or value == 1 or in_city[DRAGONS.index(dragon)]
        out.append(POWER[card] if usable else None)
    return tuple(out)


#: one table per combination of dragons in the city (bit i set: dragon i is in the city)
_POWERS_BY_DRAGONS = [
    _powers_for([bool(mask >> i & 1) for i in range(len(DRAGONS))]) for mask in range(1 << len(DRAGONS))
]


def _power_table(dragons: Sequence[Any]) -> tuple[Action | None, ...]:
    """card id -> "power" action or None, for this placement of the dragons."""
    red, green, blue = dragons
    return _POWERS_BY_DRAGONS[(red is not None) | (green is not None) << 1 | (blue is not None) << 2]


def has_power(hand: Sequence[int], dragons: Sequence[Any]) -> bool:
    """Is a movement power playable from this hand (`queries.power_usable` for some card)?"""
    return any(map(_power_table(dragons).__getitem__, hand))


# --------------------------------------------------------------------------- cells

# Which cells exist depends only on whether the corners are filled (the other cells
# always hold a tile), so the lists below are cached on the corners, as `city` does.
_FIGURE_STEPS: dict[tuple[Any, ...], tuple[Action, ...]] = {}
_DRAGON_STEPS: dict[tuple[Any, ...], tuple[Action, ...]] = {}
_ALL_BUT: dict[tuple[Any, ...], tuple[Action, ...]] = {}


def _steps_to(
    cache: dict[tuple[Any, ...], tuple[Action, ...]],
    table: dict[tuple[int, int], Action],
    tiles: list[list[Any]],
    start: Sequence[int],
    steps: int,
) -> tuple[Action, ...]:
    """table[cell] for the cells 1..steps orthogonal steps from `start`, row by row
    (`city.within`, whose cache key this shares)."""
    key = (start[0], start[1], steps, tiles[0][0] is not None)
    acts = cache.get(key)
    if acts is None:
        acts = cache[key] = tuple(table[r, c] for r, c in city.within(tiles, (key[0], key[1]), 1, steps))
    return acts


def movement_actions(
    tiles: list[list[Any]], here: Sequence[int], steps: int, hand: Sequence[int], dragons: Sequence[Any]
) -> list[Action]:
    """The movement phase without a pending power: steps of the figure (`reachable_tiles`),
    the playable powers in hand order, then "go on"."""
    if steps > 0:
        moves = _FIGURE_STEPS.get((here[0], here[1], steps, tiles[0][0] is not None))
        acts = list(moves if moves is not None else _steps_to(_FIGURE_STEPS, MOVE_TO, tiles, here, steps))
    else:
        acts = []
    # filter(None, ...) drops the cards without a usable power (an Action is a non-empty dict)
    acts.extend(filter(None, map(_power_table(dragons).__getitem__, hand)))
    acts.append(END_PHASE)
    return acts


def all_but(table: dict[tuple[int, int], Action], tiles: list[list[Any]], skip: Any) -> list[Action]:
    """table[cell] for every tile of the city except `skip` (a cell or None), row by row."""
    key = (id(table), city.corner_key(tiles), None if skip is None else (skip[0], skip[1]))
    acts = _ALL_BUT.get(key)
    if acts is None:
        acts = _ALL_BUT[key] = tuple(table[c] for c in city.all_cells(tiles) if c != key[2])
    return list(acts)


def dragon_walk(tiles: list[list[Any]], where: Sequence[int]) -> list[Action]:
    return list(_steps_to(_DRAGON_STEPS, DRAGON_TO, tiles, where, DRAGON_WALK_STEPS))


# --------------------------------------------------------------------------- the reset


def reset_actions(hand: list[int]) -> list[Action]:
    """Keep everything, discard one card, or discard two (every pair in hand order)."""
    acts = [KEEP_ALL]
    acts += [DISCARD_ONE[a] for a in hand]
    acts += [DISCARD_TWO[a][b] for a, b in combinations(hand, 2)]  # the fastest of the forms tried
    return acts
