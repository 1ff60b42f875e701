"""The current player's turn on the engine's steps (engine/steps.py): before the roll,
roll, build, sell, mortgage, redeem (M12: only then), offer a trade and the edition's
before-roll actions; after the move, the same but redeeming, then end the turn (or roll
again after doubles, M3). Unknown action types go to the edition (turn_check/turn_apply).
The sub-decisions on `state.pending` are in decisions.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Choice, Event, IllegalAction
from ...engine.steps import Step
from . import building, moves, texts, trade, turns
from .editions import area, edition_takes
from .refusals import fields_problem, refuse
from .state import AFTER_ROLL, BEFORE_ROLL, MillionaireState

ROLL = Action("roll")
END_TURN = Action("end_turn")

#: managing one's plots, allowed in one's own turn (and raising cash in a debt)
MANAGE = frozenset({"build", "sell_building", "mortgage"})


def plot_choice(kind: str, spaces: list[int]) -> list[Action]:
    """One listed action for a kind of change on any of `spaces` (none when there is none)."""
    return [Action(kind, space=Choice(tuple(spaces)))] if spaces else []


def manage_actions(state: MillionaireState, seat: int) -> list[Action]:
    """Building, selling and mortgaging that `seat` may do now: one listed action per kind,
    its space a choice among the plots where it is allowed."""
    return (
        plot_choice("build", building.buildable(state, seat))
        + plot_choice("sell_building", building.sellable(state, seat))
        + plot_choice("mortgage", building.mortgageable(state, seat))
    )


def manage_problem(state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    problem = fields_problem(action, {"space"})
    if problem is not None:
        return problem
    check = {
        "build": building.build_problem,
        "sell_building": building.sell_problem,
        "mortgage": building.mortgage_problem,
        "redeem": building.redeem_problem,
    }[action["type"]]
    return check(state, seat, action["space"])


def manage(state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
    change = {
        "build": building.build,
        "sell_building": building.sell,
        "mortgage": building.mortgage,
        "redeem": building.redeem,
    }[action["type"]]
    return change(state, seat, action["space"])


def edition_problem(state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    """An edition's own action: refused when it belongs to the other edition, else its check."""
    if action["type"] not in area(state).TURN_TAKES:
        return refuse("other_edition")
    return area(state).turn_check(state, action, seat)


class Turn(Step):
    """The current player's turn (`state.phase` says before or after the roll)."""

    kind = "turn"
    OWN = frozenset({"roll", "end_turn", "redeem", "offer_trade"}) | MANAGE

    @property
    def takes(self) -> frozenset[str]:  # type: ignore[override]
        """Core's turn actions and the editions' (asked when needed: see editions.py)."""
        return self.OWN | edition_takes()

    def actors(self, state: MillionaireState) -> tuple[int, ...]:
        return (state.current,)

    def prompt(self, state: MillionaireState, seat: int) -> str:
        return texts.turn_prompt(state, seat, self.rolls_again(state, seat))

    def rolls_again(self, state: MillionaireState, seat: int) -> bool:
        """After the move: doubles (not sent to a jail cell) roll again instead of ending (M3)."""
        return state.phase == AFTER_ROLL and state.doubles > 0 and not state.detained[seat]

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        out: list[Action] = []
        if state.phase == BEFORE_ROLL:
            out.append(ROLL)
        out += manage_actions(state, seat)
        if state.phase == BEFORE_ROLL:
            out += plot_choice("redeem", building.redeemable(state, seat))
        out += trade.offers(state, seat)
        out += area(state).turn_extras(state, seat, state.phase)
        if state.phase == AFTER_ROLL:
            out.append(ROLL if self.rolls_again(state, seat) else END_TURN)
        return out

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        kind = action["type"]
        if kind in ("roll", "end_turn"):
            problem = fields_problem(action, set())
            if problem is not None:
                return problem
            if kind == "roll" and state.phase == AFTER_ROLL and not self.rolls_again(state, seat):
                return refuse("rolled_already")
            if kind == "end_turn" and state.phase == BEFORE_ROLL:
                return refuse("roll_first")
            if kind == "end_turn" and self.rolls_again(state, seat):
                return refuse("roll_again")
            return None
        if kind == "redeem" and state.phase != BEFORE_ROLL:
            return fields_problem(action, {"space"}) or refuse("redeem_before_roll")
        if kind in MANAGE or kind == "redeem":
            return manage_problem(state, action, seat)
        if kind == "offer_trade":
            return trade.offer_problem(state, action, seat)
        return edition_problem(state, action, seat)

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        kind = action["type"]
        if kind == "roll":
            return moves.roll(state, seat)
        if kind == "end_turn":
            return turns.next_turn(state)
        if kind in MANAGE or kind == "redeem":
            return manage(state, action, seat)
        if kind == "offer_trade":
            return trade.offer(state, action, seat)
        return area(state).turn_apply(state, action, seat)

    def resolve(self, state: MillionaireState) -> list[Event] | None:
        """A player who went bankrupt in their own turn hands the turn on."""
        if state.bankrupt[state.current]:
            return turns.next_turn(state)
        return None
