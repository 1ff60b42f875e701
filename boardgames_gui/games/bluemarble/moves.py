"""Blue Marble movement: rolling the dice and moving the planes round the board.

Each function changes the state, returns its events and leaves what is still to do
as frames on `state.pending`: the landing ("land", landing.py) above the end of the
move ("end_move", turns.py)."""

from __future__ import annotations

from ...engine.api import Event
from . import data as D
from . import money, tables
from .state import BANK, BlueMarbleState


def roll_dice(state: BlueMarbleState, player: int) -> tuple[int, int, Event]:
    first, second = state.rng.die(6), state.rng.die(6)
    state.last_dice = [first, second]
    return first, second, Event("dice_rolled", player=player, dice=[first, second], doubles=first == second)


def roll(state: BlueMarbleState, player: int) -> list[Event]:
    """The usual turn: roll two dice and move by their sum; doubles roll again [First Half 2]."""
    first, second, rolled = roll_dice(state, player)
    events = [rolled]
    doubles = first == second
    state.doubles = state.doubles + 1 if doubles else 0
    state.again = doubles
    state.pending.append({"kind": "end_move"})
    if doubles and state.doubles >= 3 and state.variants["three_doubles_island"]:
        state.again = False
        events.append(Event("three_doubles", player=player))
        events += jump(state, player, D.ISLAND, how="three_doubles")
        state.pending.append({"kind": "land", "player": player, "space": D.ISLAND})
        return events
    return events + advance(state, player, first + second, how="roll")


def island_roll(state: BlueMarbleState, player: int) -> list[Event]:
    """Deserted Island 2: doubles free you and you move by that roll; else one turn less."""
    first, second, rolled = roll_dice(state, player)
    events = [rolled]
    state.again = False
    state.pending.append({"kind": "end_move"})
    if first != second:
        state.island[player] -= 1
        return events + [Event("island_stay", player=player, left=state.island[player])]
    state.island[player] = 0
    events.append(Event("island_escaped", player=player, how="doubles"))
    if state.variants["island_throw_again"]:
        # the word-for-word reading: "throw the dice once more, and move as much"
        first, second, rolled = roll_dice(state, player)
        events.append(rolled)
    return events + advance(state, player, first + second, how="roll")


def fly(state: BlueMarbleState, player: int, target: int) -> list[Event]:
    """The turn after Space Travel: the Columbia flies forward to any space [Space Travel]."""
    state.travel[player] = False
    state.again = False
    state.pending.append({"kind": "end_move"})
    steps = (target - state.positions[player]) % D.NUM_SPACES
    return advance(state, player, steps, how="fly")  # one "moved" event: the log says it flew


def advance(state: BlueMarbleState, player: int, steps: int, how: str, land: bool = True) -> list[Event]:
    """Move clockwise, paying the salary when START is passed [First Half 3], then land."""
    start = state.positions[player]
    path = list(tables.PATHS[start][steps])
    end = path[-1] if path else start
    state.positions[player] = end
    events = [Event("moved", player=player, path=path, to=end, how=how)]
    if start + steps >= D.NUM_SPACES:
        money.transfer(state, BANK, player, D.SALARY)
        events.append(Event("salary", player=player, amount=D.SALARY))
    if land:
        state.pending.append({"kind": "land", "player": player, "space": end})
    return events


def jump(state: BlueMarbleState, player: int, target: int, how: str) -> list[Event]:
    """Go straight to a space: no path, no salary (Storm card, three doubles)."""
    state.positions[player] = target
    return [Event("moved", player=player, path=[target], to=target, how=how)]


def back(state: BlueMarbleState, player: int, steps: int) -> list[Event]:
    """Move counter-clockwise (Golden Key "Move house"): no salary, then land."""
    start = state.positions[player]
    path = [(start - i) % D.NUM_SPACES for i in range(1, steps + 1)]
    state.positions[player] = path[-1]
    state.pending.append({"kind": "land", "player": player, "space": path[-1]})
    return [Event("moved", player=player, path=path, to=path[-1], how="back")]
