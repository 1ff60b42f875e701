"""Plots: who owns what, monopolies, the plain rent and land tax (reference 2.5-2.7), and
what a plot does when a token stops on it (buy it, or pay its rent).

The editions reach the plain figures from here (`plain_rent`, `plot_tax`) and change
them in their hooks (Elite Fortune cards).
"""

from __future__ import annotations

from ...engine.api import Event
from . import data as D
from .state import MillionaireState


def plot_at(state: MillionaireState, space: int) -> D.Plot | None:
    """The plot on `space` in the state's edition, or None for a special cell."""
    cell = D.BOARDS[state.edition][space]
    return D.PLOTS[cell.plot] if cell.plot else None


def industry_of(state: MillionaireState, space: int) -> str:
    return D.PLOTS[D.BOARDS[state.edition][space].plot].industry


def industry_spaces(state: MillionaireState, industry: str) -> tuple[int, ...]:
    return D.INDUSTRY_SPACES[state.edition][industry]


def siblings(state: MillionaireState, space: int) -> tuple[int, ...]:
    """Every plot space of the industry of the plot on `space` (itself included)."""
    return industry_spaces(state, industry_of(state, space))


def owns_industry(state: MillionaireState, player: int, industry: str) -> bool:
    """True when `player` owns every plot of the industry (mortgaged or not)."""
    return all(state.owner[space] == player for space in industry_spaces(state, industry))


def is_monopolist(state: MillionaireState, player: int, industry: str) -> bool:
    """A monopolist owns the whole industry with no plot mortgaged (M12: a mortgage breaks it)."""
    spaces = industry_spaces(state, industry)
    return all(state.owner[space] == player and not state.mortgaged[space] for space in spaces)


def central_count(state: MillionaireState, player: int) -> int:
    """Unmortgaged central plots `player` owns (Elite, 2.7)."""
    return sum(
        1
        for space in D.INDUSTRY_SPACES[state.edition].get(D.CENTRAL, ())
        if state.owner[space] == player and not state.mortgaged[space]
    )


def plain_rent(state: MillionaireState, space: int) -> int:
    """The rent of the owned plot on `space` by tables 2.5 and 2.7: mortgaged earns nothing;
    a central plot by how many unmortgaged central plots its owner holds (a mortgage breaks the
    set as it breaks a monopoly, M12); else the base rent, doubled for a monopolist,
    multiplied by the buildings' level."""
    owner = state.owner[space]
    if owner is None or state.mortgaged[space]:
        return 0
    plot = plot_at(state, space)
    if plot.industry == D.CENTRAL:
        return D.CENTRAL_RENT[central_count(state, owner)]
    level = state.buildings[space]
    if level:
        return plot.rent * D.RENT_BUILT[level]
    if is_monopolist(state, owner, plot.industry):
        return plot.rent * D.RENT_MONOPOLY
    return plot.rent


def plot_tax(state: MillionaireState, space: int) -> int:
    """The land tax of the owned plot on `space` by tables 2.6 and 2.7 (mortgaged: none)."""
    owner = state.owner[space]
    if owner is None or state.mortgaged[space]:
        return 0
    plot = plot_at(state, space)
    if plot.industry == D.CENTRAL:
        return D.CENTRAL_TAX[central_count(state, owner)]
    level = state.buildings[space]
    if level:
        return plot.tax * D.TAX_BUILT[level]
    if is_monopolist(state, owner, plot.industry):
        return plot.tax * D.TAX_MONOPOLY
    return plot.tax


def land_on_plot(state: MillionaireState, player: int, how: str) -> list[Event]:
    """A free plot is offered to the player (buy or decline, M9); another player's plot
    charges its rent; the player's own plot does nothing."""
    # imported here: the editions' modules import this one for the plain figures
    from . import money
    from .editions import area
    from .names import cell_key

    space = state.positions[player]
    owner = state.owner[space]
    if owner is None:
        state.pending.append({"kind": "buy", "player": player, "space": space})
        return []
    if owner == player:
        return []
    if state.mortgaged[space]:
        return [Event("no_rent", player=player, space=space, cell=cell_key(state, space), owner=owner)]
    rent = area(state).rent_due(state, space)
    if rent <= 0:
        return []
    amount, events = area(state).cover_rent(state, player, owner, rent)
    if amount > 0:
        events = events + money.charge(
            state, player, owner, amount, "rent", space=space, cell=cell_key(state, space)
        )
    return events


LANDING = {"plot": land_on_plot}
