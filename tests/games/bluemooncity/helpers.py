"""Scenario builders for the Blue Moon City tests: a real new game, then cards and
pieces moved by hand so that every invariant still holds (each card in one place)."""

from __future__ import annotations

from typing import Any

from boardgames_gui.engine.api import Action
from boardgames_gui.games.bluemooncity.data import BUILDINGS, CARDS, DRAGONS
from boardgames_gui.games.bluemooncity.rules import BlueMoonCityRules
from boardgames_gui.games.bluemooncity.state import CONTRIBUTE, MOVE, BlueMoonCityState

RULES = BlueMoonCityRules()


def new_game(players: int = 2, seed: int = 1, **variants: Any) -> BlueMoonCityState:
    state = RULES.new_game({"players": players, "variants": variants}, seed)
    return state


def cards_of(state: BlueMoonCityState, people: str, value: int, count: int = 1) -> list[int]:
    """Card ids of this people and value, taken from wherever they are not in use by `take`."""
    ids = [c for c in range(len(CARDS)) if CARDS[c] == (people, value)]
    if len(ids) < count:
        raise ValueError(f"only {len(ids)} cards of {people} {value}")
    return ids[:count]


def _remove_everywhere(state: BlueMoonCityState, card: int) -> None:
    for pile in [state.deck, state.discard, *state.hands, *state.incoming]:
        if card in pile:
            pile.remove(card)
            return


def set_hand(state: BlueMoonCityState, player: int, spec: list[tuple[str, int]]) -> list[int]:
    """Give `player` exactly these cards (people, value); the old hand goes to the deck bottom."""
    old = state.hands[player]
    state.hands[player] = []
    state.deck[:0] = old
    wanted: list[int] = []
    used: set[int] = set()
    for people, value in spec:
        card = next(c for c in range(len(CARDS)) if CARDS[c] == (people, value) and c not in used)
        used.add(card)
        wanted.append(card)
    for card in wanted:
        _remove_everywhere(state, card)
        state.hands[player].append(card)
    return wanted


def place(state: BlueMoonCityState, building: str, cell: tuple[int, int]) -> None:
    """Swap tiles so that `building` sits at `cell`."""
    here = state.tiles[cell[0]][cell[1]]
    for r, row in enumerate(state.tiles):
        for c, t in enumerate(row):
            if t is not None and t["building"] == building:
                state.tiles[r][c], state.tiles[cell[0]][cell[1]] = here, t
                return
    raise ValueError(building)


def cell_of(state: BlueMoonCityState, building: str) -> list[int]:
    for r, row in enumerate(state.tiles):
        for c, t in enumerate(row):
            if t is not None and t["building"] == building:
                return [r, c]
    raise ValueError(building)


def stand(state: BlueMoonCityState, player: int, cell: list[int], phase: str = CONTRIBUTE) -> None:
    """Put the player's figure on `cell`, make it their turn, in `phase`."""
    state.figures[player] = list(cell)
    state.current = player
    state.phase = phase
    state.steps_left = 2 if phase == MOVE else 0
    state.pending = None
    state.contributions_this_turn = 0
    state.offerings_this_turn = 0


def fill_markers(state: BlueMoonCityState, building: str, owners: list[int | None]) -> None:
    """Put markers on a building's boxes (taken from the owners' supplies)."""
    r, c = cell_of(state, building)
    tile = state.tiles[r][c]
    assert len(owners) == len(BUILDINGS[building]["boxes"])
    for i, owner in enumerate(owners):
        if tile["markers"][i] is not None:
            state.markers_left[tile["markers"][i]] += 1
        tile["markers"][i] = owner
        if owner is not None:
            state.markers_left[owner] -= 1


def dragon_to(state: BlueMoonCityState, colour: str, cell: list[int] | None) -> None:
    state.dragons[DRAGONS.index(colour)] = None if cell is None else list(cell)


def apply(state: BlueMoonCityState, type_: str, **fields: Any) -> list:
    events = RULES.apply(state, Action(type_, **fields))
    assert not RULES.invariants(state), RULES.invariants(state)
    return events


def types(events: list) -> list[str]:
    return [e["type"] for e in events]
