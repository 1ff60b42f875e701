"""Building and selling evenly (M25, M28, 2.5), mortgage and redemption (M12).

- Only a monopolist builds (whole industry owned, none mortgaged); one piece at a time on a
  plot with the fewest pieces of its industry; a fourth piece is an enterprise, allowed once
  every plot has three branches, and it sends the three branches back to the supply (M25).
- Selling goes the other way, from a plot with the most pieces, at half the face value.
  An enterprise sold leaves three branches in its place, taken from the supply; a supply
  short of them (limited pieces) pays half for each missing branch too, as if sold with it.
- With "limited pieces" on (2.5, M28) a piece the supply lacks cannot be built.
- A plot is mortgaged only when no plot of its industry has a building; the bank pays the
  edition's mortgage value (half the price). Redemption (half the price + 10 %) happens only
  before the owner rolls on their own turn; the turn step allows it only then.
"""

from __future__ import annotations

from ...engine.api import Event, IllegalAction
from . import data as D
from . import plots, scoring
from .editions import area
from .names import cell_key, cell_label
from .refusals import refuse
from .state import MillionaireState


def _levels(state: MillionaireState, space: int) -> list[int]:
    return [state.buildings[s] for s in plots.siblings(state, space)]


def _own_plot(state: MillionaireState, seat: int, space: object) -> IllegalAction | None:
    if not isinstance(space, int) or isinstance(space, bool) or not 0 <= space < D.NUM_CELLS:
        return refuse("no_such_cell")
    if plots.plot_at(state, space) is None:
        return refuse("not_a_plot")
    if state.owner[space] != seat:
        return refuse("not_your_plot", plot=cell_label(plots.plot_at(state, space).id))
    return None


def build_problem(state: MillionaireState, seat: int, space: object) -> IllegalAction | None:
    """Why `seat` may not put one more piece on `space`, or None."""
    problem = _own_plot(state, seat, space)
    if problem is not None:
        return problem
    plot = plots.plot_at(state, space)
    if not plot.buildable:
        return refuse("no_building_here", plot=cell_label(plot.id))
    if not plots.owns_industry(state, seat, plot.industry):
        return refuse("not_monopolist", plot=cell_label(plot.id))
    if not plots.is_monopolist(state, seat, plot.industry):
        return refuse("industry_mortgaged", plot=cell_label(plot.id))
    level = state.buildings[space]
    if level == D.ENTERPRISE:
        return refuse("full", plot=cell_label(plot.id))
    levels = _levels(state, space)
    if level > min(levels):
        return refuse("build_evenly", plot=cell_label(plot.id))
    piece = "enterprise" if level == D.MAX_BRANCHES else "branch"
    if state.variants["limited_pieces"] and state.supply[piece] < 1:
        return refuse("no_" + piece + "_left")
    price = area(state).build_price(state, space)
    if state.money[seat] < price:
        return refuse("cannot_afford", price=price)
    return area(state).build_problem(state, seat, space)


def build(state: MillionaireState, seat: int, space: int) -> list[Event]:
    price = area(state).build_price(state, space)
    state.money[seat] -= price
    if state.buildings[space] == D.MAX_BRANCHES:
        state.supply["enterprise"] -= 1
        state.supply["branch"] += D.MAX_BRANCHES  # M25: the enterprise replaces them
    else:
        state.supply["branch"] -= 1
    state.buildings[space] += 1
    return [
        Event(
            "built",
            player=seat,
            space=space,
            cell=cell_key(state, space),
            level=state.buildings[space],
            price=price,
        )
    ] + scoring.check_short_game(state)


def sell_problem(state: MillionaireState, seat: int, space: object) -> IllegalAction | None:
    problem = _own_plot(state, seat, space)
    if problem is not None:
        return problem
    plot = plots.plot_at(state, space)
    if state.buildings[space] == 0:
        return refuse("nothing_to_sell", plot=cell_label(plot.id))
    if state.buildings[space] < max(_levels(state, space)):
        return refuse("sell_evenly", plot=cell_label(plot.id))
    return None


def sale_yield(state: MillionaireState, space: int) -> int:
    """What selling one piece from `space` brings: half the face value (and, for an
    enterprise whose three branches the limited supply cannot put back, half for each)."""
    half = plots.plot_at(state, space).branch_price // 2
    if state.buildings[space] == D.ENTERPRISE:
        return half * (1 + _missing_branches(state))
    return half


def _missing_branches(state: MillionaireState) -> int:
    if not state.variants["limited_pieces"]:
        return 0
    return max(0, D.MAX_BRANCHES - state.supply["branch"])


def sell(state: MillionaireState, seat: int, space: int) -> list[Event]:
    amount = sale_yield(state, space)
    state.money[seat] += amount
    if state.buildings[space] == D.ENTERPRISE:
        back = D.MAX_BRANCHES - _missing_branches(state)
        state.supply["enterprise"] += 1
        state.supply["branch"] -= back
        state.buildings[space] = back
    else:
        state.supply["branch"] += 1
        state.buildings[space] -= 1
    return [
        Event(
            "sold_building",
            player=seat,
            space=space,
            cell=cell_key(state, space),
            level=state.buildings[space],
            amount=amount,
        )
    ]


def mortgage_problem(state: MillionaireState, seat: int, space: object) -> IllegalAction | None:
    problem = _own_plot(state, seat, space)
    if problem is not None:
        return problem
    plot = plots.plot_at(state, space)
    if state.mortgaged[space]:
        return refuse("already_mortgaged", plot=cell_label(plot.id))
    if any(_levels(state, space)):
        return refuse("sell_buildings_first", plot=cell_label(plot.id))
    return None


def mortgage(state: MillionaireState, seat: int, space: int) -> list[Event]:
    amount = area(state).mortgage_value(state, space)
    state.money[seat] += amount
    state.mortgaged[space] = True
    return [Event("mortgaged", player=seat, space=space, cell=cell_key(state, space), amount=amount)]


def redeem_problem(state: MillionaireState, seat: int, space: object) -> IllegalAction | None:
    problem = _own_plot(state, seat, space)
    if problem is not None:
        return problem
    plot = plots.plot_at(state, space)
    if not state.mortgaged[space]:
        return refuse("not_mortgaged", plot=cell_label(plot.id))
    cost = area(state).redeem_cost(state, space)
    if state.money[seat] < cost:
        return refuse("cannot_afford", price=cost)
    return None


def redeem(state: MillionaireState, seat: int, space: int) -> list[Event]:
    cost = area(state).redeem_cost(state, space)
    state.money[seat] -= cost
    state.mortgaged[space] = False
    return [Event("redeemed", player=seat, space=space, cell=cell_key(state, space), amount=cost)]


def buildable(state: MillionaireState, seat: int) -> list[int]:
    return [s for s in state.plots_of(seat) if build_problem(state, seat, s) is None]


def sellable(state: MillionaireState, seat: int) -> list[int]:
    return [s for s in state.plots_of(seat) if sell_problem(state, seat, s) is None]


def mortgageable(state: MillionaireState, seat: int) -> list[int]:
    return [s for s in state.plots_of(seat) if mortgage_problem(state, seat, s) is None]


def redeemable(state: MillionaireState, seat: int) -> list[int]:
    return [s for s in state.plots_of(seat) if redeem_problem(state, seat, s) is None]
