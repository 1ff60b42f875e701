"""How the Millionaire computer player values things (the measures behind bot.py).

Everything here reads only what the table shows: ownership, buildings, mortgages, cash,
positions, shares and the printed tables (never a deck's order).

- `LANDING_ODDS`: how often a token stops on each cell relative to the average (1.0),
  derived once from two dice and the cells that send a token elsewhere.
- `position(state, player, owner)`: what a player's holdings are worth to that player in F:
  cash, plots at their price (half when mortgaged), buildings at cost, shares at the
  price, plus the prospect of each industry (a monopoly is worth its rent potential,
  a started industry part of it, holding the last plot an opponent needs a share of
  theirs, a shared industry a part growing with the square of the share held). A plot's worth to a player is the difference it makes to this position, so
  buying, bidding and trading all ask the same question.
- `reserve(state, player)`: the cash kept back against the rents and taxes ahead.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import data as D
from . import plots
from .state import MillionaireState

#: the chance of each total of two dice, in 36ths
TWO_DICE = {total: 6 - abs(7 - total) for total in range(2, 13)}

#: a monopoly's prospect, in landings of its plots' base rent
MONOPOLY_LANDINGS = 15
#: a started industry nobody else has entered: this share of the monopoly's prospect per plot held
STARTED_SHARE = 0.5
#: an industry shared with opponents: this share of the prospect, times the square of the
#: part held (gathering an industry is worth more than the plots apart, so trades that
#: gather one profit both sides)
SHARED_SHARE = 0.3
#: holding the last plot an opponent needs: this share of the prospect it keeps from them
BLOCK_SHARE = 0.4
#: the central industry's prospect: this many landings at the rent its count earns
CENTRAL_LANDINGS = 1


def _landing_odds(edition: str) -> tuple[float, ...]:
    """Relative landing odds of the 40 cells: a token walking by two dice, Classic's Black
    Business sending it to the Charity Fund and its Tax Police holding it a while, Elite's Tax
    Police sending it to Tax Inspection. (Cards move tokens too; they are left out.)"""
    board = D.BOARDS[edition]
    odds = [1.0 / D.NUM_CELLS] * D.NUM_CELLS
    for _ in range(80):
        after = [0.0] * D.NUM_CELLS
        for cell, share in enumerate(odds):
            if edition == D.CLASSIC and board[cell].kind == "tax_police":
                after[cell] += share * 0.5  # held: about every other turn spent there
                share *= 0.5
            for total, ways in TWO_DICE.items():
                to = (cell + total) % D.NUM_CELLS
                kind = board[to].kind
                if kind == "black_business":
                    to = next(s for s, c in enumerate(board) if c.kind == "fund")
                elif edition == D.ELITE and kind == "tax_police":
                    to = D.TAX_INSPECTION
                after[to] += share * ways / 36
        odds = after
    return tuple(share * D.NUM_CELLS for share in odds)


LANDING_ODDS = {edition: _landing_odds(edition) for edition in D.EDITIONS}


def odds(state: MillionaireState, space: int) -> float:
    return LANDING_ODDS[state.edition][space]


def prospect(state: MillionaireState, industry: str) -> float:
    """What owning the whole industry is worth beyond the plots' prices: a number of landings
    at the plots' base rent (one landing at two branches), weighted by the landing odds."""
    spaces = plots.industry_spaces(state, industry)
    if industry == D.CENTRAL:
        return CENTRAL_LANDINGS * len(spaces) * D.CENTRAL_RENT[len(spaces)]
    return sum(odds(state, space) * plots.plot_at(state, space).rent * MONOPOLY_LANDINGS for space in spaces)


def industry_value(state: MillionaireState, player: int, industry: str, owner: Sequence[int | None]) -> float:
    """The prospect of one industry for `player` under the ownership `owner`."""
    spaces = plots.industry_spaces(state, industry)
    counts: dict[int, int] = {}
    for space in spaces:
        if owner[space] is not None:
            counts[owner[space]] = counts.get(owner[space], 0) + 1
    mine = counts.get(player, 0)
    if not mine:
        return 0.0
    whole = prospect(state, industry)
    size = len(spaces)
    if industry == D.CENTRAL:
        return CENTRAL_LANDINGS * mine * D.CENTRAL_RENT[mine]
    if mine == size:
        return whole
    others = [count for seat, count in counts.items() if seat != player]
    if not others:
        return whole * STARTED_SHARE * mine / size
    if max(others) == size - 1:
        return whole * BLOCK_SHARE
    return whole * SHARED_SHARE * (mine / size) ** 2


def plot_asset(state: MillionaireState, space: int) -> float:
    """A plot and its buildings as assets: the price (half when mortgaged) and the pieces at cost."""
    plot = plots.plot_at(state, space)
    level = state.buildings[space]
    pieces = D.MAX_BRANCHES + 1 if level == D.ENTERPRISE else level
    return plot.price * (0.5 if state.mortgaged[space] else 1.0) + pieces * plot.branch_price


def position(
    state: MillionaireState,
    player: int,
    owner: Sequence[int | None] | None = None,
    cash: int | None = None,
) -> float:
    """What `player`'s holdings are worth to them under ownership `owner` (the state's by
    default) with `cash` (theirs by default)."""
    owner = state.owner if owner is None else owner
    total = float(state.money[player] if cash is None else cash)
    total += sum(plot_asset(state, space) for space in range(D.NUM_CELLS) if owner[space] == player)
    total += sum(
        industry_value(state, player, industry, owner) for industry in D.INDUSTRY_SPACES[state.edition]
    )
    if state.shares:
        total += state.shares[player] * state.share_price
    return total


def plot_worth(state: MillionaireState, player: int, space: int) -> float:
    """What gaining the plot on `space` (unbuilt) is worth to `player`, in F."""
    with_it = list(state.owner)
    with_it[space] = player
    without = list(state.owner)
    without[space] = None if state.owner[space] == player else state.owner[space]
    return position(state, player, with_it) - position(state, player, without)


def monopolies(state: MillionaireState, player: int, owner: Sequence[int | None] | None = None) -> set[str]:
    """The industries `player` owns whole under `owner` (mortgaged or not)."""
    owner = state.owner if owner is None else owner
    return {
        industry
        for industry, spaces in D.INDUSTRY_SPACES[state.edition].items()
        if industry != D.CENTRAL and all(owner[space] == player for space in spaces)
    }


# ----- the dangers ahead


def rent_at(state: MillionaireState, player: int, space: int) -> int:
    """The rent `player` would owe stopping on `space` now (0 on their own or a free plot)."""
    owner = state.owner[space]
    if owner is None or owner == player or plots.plot_at(state, space) is None:
        return 0
    return plots.plain_rent(state, space)


def danger_ahead(state: MillionaireState, player: int) -> tuple[float, int]:
    """The rent `player` may owe after the next roll: (expected, worst)."""
    here = state.positions[player]
    expected, worst = 0.0, 0
    for total, ways in TWO_DICE.items():
        due = rent_at(state, player, (here + total) % D.NUM_CELLS)
        expected += due * ways / 36
        worst = max(worst, due)
    return expected, worst


def highest_rent(state: MillionaireState, player: int) -> int:
    """The highest rent any opponent's plot charges now."""
    return max((rent_at(state, player, space) for space in range(D.NUM_CELLS)), default=0)


#: cash always kept back, by edition (Elite's circular tax comes every lap)
RESERVE_FLOOR = {D.CLASSIC: 120, D.ELITE: 180}


def reserve(state: MillionaireState, player: int) -> int:
    """Cash to keep back: a floor, the worst rent one roll can reach, and a part of the
    highest rent on the board (it will be passed again)."""
    expected, worst = danger_ahead(state, player)
    return int(max(RESERVE_FLOOR[state.edition], 0.6 * worst + expected, 0.3 * highest_rent(state, player)))
