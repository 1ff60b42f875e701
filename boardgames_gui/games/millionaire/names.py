"""Names a player reads for the game's things: cells, plots, industries, creditors.

Events carry a cell's key (`cell_key`: a plot id or a special cell's kind), not its
space, so that a log sentence needs no state to name it.
"""

from __future__ import annotations

from ...engine.i18n import tr
from . import data as D
from .state import BANK, FUND, JACKPOT_BOX, MillionaireState

CTX = "millionaire"


def cell_key(state: MillionaireState, space: int) -> str:
    """The plot id of the cell at `space`, or its kind for a special cell."""
    cell = D.BOARDS[state.edition][space]
    return cell.plot or cell.kind


def cell_label(key: str) -> str:
    """A cell's name from its key (plot id or special kind)."""
    if key in D.PLOTS:
        return tr(CTX, D.PLOTS[key].name)
    return tr(CTX, D.CELL_KINDS.get(key, key))


def space_label(state: MillionaireState, space: int) -> str:
    return cell_label(cell_key(state, space))


def industry_label(industry: str) -> str:
    return tr(CTX, D.INDUSTRIES[industry].name)


def creditor_label(creditor: object, names: list[str]) -> str:
    """Who a debt is owed to: a player's name, the bank, the Charity Fund or the Jackpot box."""
    if isinstance(creditor, int):
        return names[creditor]
    return {
        BANK: tr(CTX, "the bank"),
        FUND: tr(CTX, "the Charity Fund"),
        JACKPOT_BOX: tr(CTX, "the Jackpot box"),
    }.get(str(creditor), str(creditor))
