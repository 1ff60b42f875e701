"""The Elite AUCTION cell (reading M10), also run by Chance 5 and Fortune 24.

Rule text S:143: three rolls of one die pick the plot. The first picks a side (1-4, counted
clockwise from START; 5-6 cancel the auction); the second picks the industry clockwise ("even")
or anticlockwise ("odd") of the side's central cell; the third the plot, sections counted
outward from the central cell (two plots: 1-3 / 4-6; three plots: 1-2 / 3-4 / 5-6). S:145:
mortgaged plots, insured plots and plots with a building are not auctioned.

M10: an unowned plot is auctioned for the bank as in M9 (Elite starting price: half the
price), the roller bidding first; an owned plot is sold by force, starting at its printed
price, every player but the owner bidding, the winner paying the owner; Green and Blue cover
the owner, Orange and Red cover him if he chooses (used up).
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Event
from . import auction, elite_insurance, plots
from . import data as D
from .state import BANK, MillionaireState

SIDE_CELLS = 10


def central_cell(side: int) -> int:
    """The middle cell of side 1-4 (5, 15, 25, 35)."""
    return (side - 1) * SIDE_CELLS + SIDE_CELLS // 2


def industry_sections(state: MillionaireState, side: int, clockwise: bool) -> list[int]:
    """The plots of the industry beside the side's central cell, nearest the centre first."""
    middle = central_cell(side)
    step = 1 if clockwise else -1
    cells = [(middle + step * distance) % D.NUM_CELLS for distance in range(1, SIDE_CELLS // 2)]
    industry = next(
        plots.industry_of(state, space) for space in cells if plots.plot_at(state, space) is not None
    )
    return [
        space
        for space in cells
        if plots.plot_at(state, space) and plots.industry_of(state, space) == industry
    ]


def section(count: int, roll: int) -> int:
    """Which section (0-based) the third roll picks in an industry of `count` plots."""
    return (roll - 1) * count // 6


def pick(state: MillionaireState, player: int) -> tuple[int | None, list[Event]]:
    """Roll for the plot; None when the first roll cancels the auction."""
    side = state.rng.die()
    if side > 4:
        return None, [Event("auction_rolled", player=player, dice=[side], space=None)]
    parity = state.rng.die()
    which = state.rng.die()
    sections = industry_sections(state, side, parity % 2 == 0)
    space = sections[section(len(sections), which)]
    return space, [Event("auction_rolled", player=player, dice=[side, parity, which], space=space)]


def bidders_from(state: MillionaireState, first: int, without: int | None = None) -> list[int]:
    count = state.players
    order = [(first + step) % count for step in range(count)]
    return [seat for seat in order if not state.bankrupt[seat] and seat != without]


def run(state: MillionaireState, player: int) -> list[Event]:
    """The auction procedure, rolled by `player`."""
    space, events = pick(state, player)
    if space is None:
        return events + [Event("auction_cancelled", player=player)]
    owner = state.owner[space]
    if owner is None:
        price = plots.plot_at(state, space).price
        return events + open_auction(state, space, None, price // 2, bidders_from(state, player), BANK)
    if state.mortgaged[space] or state.buildings[space]:
        return events + [Event("auction_barred", player=player, space=space, owner=owner)]
    cover = elite_insurance.auction_cover(state, owner)
    if cover == "short":
        return events + [Event("auction_insured", player=owner, space=space, colour="short")]
    if cover == "ask":
        state.pending.append({"kind": "auction_cover", "player": owner, "space": space, "roller": player})
        return events
    return events + forced_sale(state, space, player)


def forced_sale(state: MillionaireState, space: int, roller: int) -> list[Event]:
    """M10.4: every player but the owner bids from the printed price; the owner is paid."""
    owner = state.owner[space]
    first = roller if roller != owner else (roller + 1) % state.players
    price = plots.plot_at(state, space).price
    return open_auction(state, space, owner, price, bidders_from(state, first, without=owner), owner)


def open_auction(
    state: MillionaireState, space: int, seller: int | None, start: int, bidders: list[int], pay_to: Any
) -> list[Event]:
    """Core's bidding round (M9) on the auction frame."""
    return auction.open_auction(state, space, start, bidders, seller=seller, pay_to=pay_to)
