"""The frame steps of core: each kind of frame on `state.pending` (a plain dict with "kind"
and "player") has its step here; a frame step is asked only while its frame is on top.

- buy {space}: the player on a free plot buys it at its price or declines it, and then it
  is auctioned (M9, auction.py);
- debt {to, amount, reason}: pay, raise cash (sell buildings, mortgage, the edition's own
  sales), or go bankrupt when even everything raised would not cover it (M17).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction
from ...engine.steps import Step
from . import auction, building, money, plots, texts
from .editions import area, edition_takes
from .frames import FrameStep, frame
from .names import cell_key
from .refusals import fields_problem, refuse
from .state import BANK, MillionaireState
from .steps import MANAGE, edition_problem, manage, manage_actions, manage_problem


class Buy(FrameStep):
    """A free plot: buy it at its price, or decline it (it then goes to auction, M9)."""

    kind = "buy"
    takes = frozenset({"buy", "decline"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        space = frame(state)["space"]
        out = []
        if state.money[seat] >= plots.plot_at(state, space).price:
            out.append(Action("buy", space=space))
        return out + [Action("decline")]

    def info(self, state: MillionaireState) -> Mapping[str, Any]:
        return {**super().info(state), "price": plots.plot_at(state, frame(state)["space"]).price}

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if action["type"] == "decline":
            return fields_problem(action, set())
        problem = fields_problem(action, {"space"})
        if problem is not None:
            return problem
        space = frame(state)["space"]
        plot = plots.plot_at(state, space)
        if action["space"] != space:
            return refuse("buy_what_you_landed_on", plot=texts.space_label(state, space))
        if state.money[seat] < plot.price:
            return refuse("cannot_afford", price=plot.price)
        return None

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        space = state.pending.pop()["space"]
        if action["type"] == "decline":
            return [
                Event("declined", player=seat, space=space, cell=cell_key(state, space))
            ] + auction.declined(state, seat, space)
        price = plots.plot_at(state, space).price
        money.transfer(state, seat, BANK, price)
        state.owner[space] = seat
        return [
            Event("bought", player=seat, space=space, cell=cell_key(state, space), price=price, how="price")
        ]


def raise_options(state: MillionaireState, seat: int) -> list[Action]:
    """Every way `seat` can raise cash now (listed): sell a building, mortgage a plot, the
    edition's own sales."""
    return [action for action in manage_actions(state, seat) if action["type"] != "build"] + [
        action for action, _ in area(state).raise_options(state, seat)
    ]


def cash_options(state: MillionaireState, seat: int) -> list[dict[str, Any]]:
    """The raise-cash list a debtor sees: every sellable thing, one plot at a time, with what
    it yields now."""
    out: list[dict[str, Any]] = [
        {"type": "sell_building", "space": space, "yields": building.sale_yield(state, space)}
        for space in building.sellable(state, seat)
    ]
    out += [
        {"type": "mortgage", "space": space, "yields": area(state).mortgage_value(state, space)}
        for space in building.mortgageable(state, seat)
    ]
    return out + [{**action, "yields": amount} for action, amount in area(state).raise_options(state, seat)]


class Debt(FrameStep):
    """A debt cash does not cover (M17): raise cash and pay, or go bankrupt."""

    kind = "debt"
    OWN = frozenset({"pay", "go_bankrupt"}) | MANAGE

    @property
    def takes(self) -> frozenset[str]:  # type: ignore[override]
        """Paying, going bankrupt, core's ways to raise cash and the editions' (editions.py)."""
        return self.OWN | edition_takes()

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        debt = frame(state)
        out = [Action("pay")] if state.money[seat] >= debt["amount"] else []
        out += raise_options(state, seat)
        if state.money[seat] + money.raisable(state, seat) < debt["amount"]:
            out.append(Action("go_bankrupt"))
        return out

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        debt = frame(state)
        kind = action["type"]
        if kind == "pay":
            problem = fields_problem(action, set())
            if problem is None and state.money[seat] < debt["amount"]:
                return refuse("debt_not_covered", amount=debt["amount"], cash=state.money[seat])
            return problem
        if kind == "go_bankrupt":
            problem = fields_problem(action, set())
            if problem is None and state.money[seat] + money.raisable(state, seat) >= debt["amount"]:
                return refuse("may_still_pay", amount=debt["amount"])
            return problem
        if kind == "build":
            return fields_problem(action, {"space"}) or refuse("no_building_in_debt")
        if kind in MANAGE:
            return manage_problem(state, action, seat)
        return edition_problem(state, action, seat)

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        debt = frame(state)
        kind = action["type"]
        if kind == "pay":
            return money.pay_debt(state, debt)
        if kind == "go_bankrupt":
            state.pending.pop()
            return money.go_bankrupt(state, seat, debt["to"], debt["amount"])
        if kind in MANAGE:
            return manage(state, action, seat)
        return area(state).turn_apply(state, action, seat)

    def info(self, state: MillionaireState) -> Mapping[str, Any]:
        """The debt, the debtor's cash, and every way to raise cash with what it yields."""
        seat = frame(state)["player"]
        return {**super().info(state), "cash": state.money[seat], "options": cash_options(state, seat)}

    def resolve(self, state: MillionaireState) -> list[Event] | None:
        """Nothing left to raise and cash short: bankruptcy is the only way out (M17)."""
        debt = frame(state)
        seat = debt["player"]
        if state.money[seat] < debt["amount"] and not raise_options(state, seat):
            state.pending.pop()
            return money.go_bankrupt(state, seat, debt["to"], debt["amount"])
        return None


#: core's frame steps
STEPS: list[Step] = [Buy(), Debt()]
