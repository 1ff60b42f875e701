"""The Classic edition's own rules, reached by core through the hooks below.

Classic cells: the Movement and Chance decks (classic_cards.py), the Charity Fund and White
Business (M2), Black Business (M24), Tax Inspection (M4), Tax Police (M22), the Jackpot (2.9, M6).

Owner: the "classic" helper. Core shipped this module as stubs with the plain defaults (no
special cell does anything); the owner replaces the bodies, never the names or signatures.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction
from ...engine.i18n import tr
from ...engine.steps import Step
from . import plots
from .state import MillionaireState

#: what a cell of this edition does when a token stops on it: {cell kind: fn(state, player,
#: how) -> events}, how in {"dice", "card", "flight"}. Plots are core's (plots.LANDING).
LANDING: dict[str, Callable[[MillionaireState, int, str], list[Event]]] = {}

#: the step of each kind of frame this edition pushes on state.pending
STEPS: list[Step] = []

#: action types this edition adds to the turn (and to raising cash in a debt); core's turn
#: and debt steps pass them to turn_check / turn_apply
TURN_TAKES: frozenset[str] = frozenset()


def setup(state: MillionaireState) -> None:
    """The edition's part of a new game (decks, shares...), after core's set-up."""


def turn_start(state: MillionaireState, player: int) -> list[Event]:
    """A turn begins for `player` (before anything is listed): a held player's frame, say."""
    return []


def income(state: MillionaireState, player: int) -> int:
    """The circular income `player` receives on passing or reaching START."""
    return 200


def on_pass(state: MillionaireState, player: int, space: int) -> list[Event]:
    """A forward move that pays income (moves.advance) passed `space`: called for every cell
    it passes, not the one it stops on, and for START also when it stops there."""
    return []


def rent_due(state: MillionaireState, space: int) -> int:
    """The rent a visitor owes for the plot on `space` (its owner is another player)."""
    return plots.plain_rent(state, space)


def cover_rent(state: MillionaireState, payer: int, owner: int, amount: int) -> tuple[int, list[Event]]:
    """The rent `payer` still pays after their cards or policies (default: all of it)."""
    return amount, []


def build_price(state: MillionaireState, space: int) -> int:
    """What one branch or enterprise on `space` costs now (a branch and an enterprise cost the same)."""
    return plots.plot_at(state, space).branch_price


def build_problem(state: MillionaireState, seat: int, space: int) -> IllegalAction | None:
    """This edition's reason why `seat` may not build on `space` now (core checked the rest)."""
    return None


def mortgage_value(state: MillionaireState, space: int) -> int:
    """What the bank pays for mortgaging the plot on `space` (M12: half the price)."""
    return plots.plot_at(state, space).mortgage_value


def redeem_cost(state: MillionaireState, space: int) -> int:
    """What redeeming the plot on `space` costs (M12: half the price + 10 % of the price)."""
    return plots.plot_at(state, space).redeem_cost


def tradable_cards(state: MillionaireState, player: int) -> list[str]:
    """The kept cards `player` may trade (M20: cards marked "keep"); default: every kept card."""
    return list(state.held[player])


def worth_extra(state: MillionaireState, player: int) -> int:
    """What the timed game (M18) counts beyond cash, plots and buildings."""
    return 0


def raise_options(state: MillionaireState, player: int) -> list[tuple[Action, int]]:
    """Extra ways to raise cash in a debt: (listed action, F it yields)."""
    return []


def turn_extras(state: MillionaireState, seat: int, phase: str) -> list[Action]:
    """This edition's actions in the current player's turn, in "before_roll" or "after_roll"."""
    return []


def turn_check(state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    """Why `seat` may not take this edition's turn (or raise-cash) action now, or None."""
    return IllegalAction("not_allowed", tr("millionaire", "That move is not allowed now."))


def turn_apply(state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
    """Carry out this edition's turn (or raise-cash) action."""
    return []


def invariants(state: MillionaireState) -> list[str]:
    """Broken invariants of this edition's fields, as sentences."""
    return []
