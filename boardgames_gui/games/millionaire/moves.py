"""Rolling and moving: two dice, doubles roll again, three doubles (M3), passing START (M8).

A forward move that passes START or ends on it pays the circular income of the edition's
`income` hook, unless the move says it pays none (three doubles, Tax Police, a Classic
Movement card ending on START); backward moves never pay (M8). Every space passed on a
paying forward move goes to the edition's `on_pass` hook. The token then lands (landing.py).
The editions' cards move tokens with `move_to` and `move_by`.
"""

from __future__ import annotations

from ...engine.api import Event
from . import data as D
from . import landing
from .editions import area
from .names import cell_key
from .state import AFTER_ROLL, MillionaireState


def roll_dice(state: MillionaireState) -> list[int]:
    return [state.rng.die(6), state.rng.die(6)]


def roll(state: MillionaireState, player: int) -> list[Event]:
    """The turn's roll: doubles count up; the third doubles in a row send the token to the
    edition's jail (Classic Tax Police, Elite Tax Inspection) with no income and end the
    turn (M3); otherwise the token moves by the dice and lands."""
    dice = roll_dice(state)
    state.last_dice = dice
    doubles = dice[0] == dice[1]
    state.doubles = state.doubles + 1 if doubles else 0
    state.phase = AFTER_ROLL
    events = [Event("dice", player=player, dice=dice, doubles=doubles)]
    if state.doubles == 3:
        state.doubles = 0
        events.append(Event("three_doubles", player=player))
        return events + send_to(state, player, D.JAIL[state.edition])
    return events + move_by(state, player, sum(dice), "dice")


def path_forward(start: int, steps: int) -> list[int]:
    """The spaces a token enters moving `steps` forward from `start` (the last is the stop)."""
    return [(start + i) % D.NUM_CELLS for i in range(1, steps + 1)]


def move_by(state: MillionaireState, player: int, steps: int, how: str, income: bool = True) -> list[Event]:
    """Move `steps` spaces (negative: back, which never pays income) and land."""
    start = state.positions[player]
    if steps < 0:
        path = [(start - i) % D.NUM_CELLS for i in range(1, -steps + 1)]
        state.positions[player] = path[-1]
        events = [
            Event(
                "moved",
                player=player,
                path=path,
                to=path[-1],
                cell=cell_key(state, path[-1]),
                how=how,
                back=True,
            )
        ]
        return events + landing.land(state, player, how)
    return advance(state, player, path_forward(start, steps), how, income)


def move_to(state: MillionaireState, player: int, space: int, how: str, income: bool = True) -> list[Event]:
    """Move forward to `space` (round the board when it is behind) and land."""
    start = state.positions[player]
    steps = (space - start) % D.NUM_CELLS or D.NUM_CELLS
    return advance(state, player, path_forward(start, steps), how, income)


def advance(state: MillionaireState, player: int, path: list[int], how: str, income: bool) -> list[Event]:
    """Move forward along `path`; passing or reaching START pays income when `income` (M8)."""
    state.positions[player] = path[-1]
    events = [
        Event(
            "moved",
            player=player,
            path=path,
            to=path[-1],
            cell=cell_key(state, path[-1]),
            how=how,
            back=False,
        )
    ]
    if income:
        for space in path[:-1]:
            events += passing(state, player, space)
        if path[-1] == D.START:
            events += passing(state, player, D.START)
    return events + landing.land(state, player, how)


def passing(state: MillionaireState, player: int, space: int) -> list[Event]:
    """A paying forward move passes `space`: START pays the circular income; the edition
    hears of every space (its on_pass hook)."""
    events = []
    if space == D.START:
        amount = area(state).income(state, player)
        if amount > 0:
            state.money[player] += amount
            events.append(Event("income", player=player, amount=amount))
    return events + area(state).on_pass(state, player, space)


def send_to(state: MillionaireState, player: int, space: int) -> list[Event]:
    """A flight straight to `space`: no income, nothing passed (M3, M24, Tax Police), then land."""
    state.positions[player] = space
    events = [
        Event(
            "moved",
            player=player,
            path=[space],
            to=space,
            cell=cell_key(state, space),
            how="flight",
            back=False,
        )
    ]
    return events + landing.land(state, player, "flight")
