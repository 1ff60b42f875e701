"""Millionaire's refusal sentences, one per reason (the steps' checks pick the reason).

`refuse(code, **params)` makes the IllegalAction; money parameters are formatted here.
The sentences stay word for word once written (their tests quote them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import noop, tr
from .currency import francs

CTX = "millionaire"

#: parameters that are amounts of money, written as francs
MONEY_PARAMS = ("price", "amount", "cash", "most", "least", "high")

REFUSALS = {
    "malformed": noop(CTX, "That move is not written the way this game reads it."),
    "no_such_cell": noop(CTX, "There is no such cell on the board."),
    "not_a_plot": noop(CTX, "That cell is not a plot."),
    "not_your_plot": noop(CTX, "{plot} is not your plot."),
    "no_building_here": noop(CTX, "Nothing can be built on {plot}: the central industry takes no buildings."),
    "not_monopolist": noop(CTX, "Only the owner of the whole industry of {plot} may build there."),
    "industry_mortgaged": noop(
        CTX, "Redeem the mortgaged plots of the industry of {plot} before you build there."
    ),
    "full": noop(CTX, "{plot} already has an enterprise, the most a plot can hold."),
    "build_evenly": (
        noop(
            CTX,
            "Build evenly: first bring the other plots of the industry of {plot} up to its number of pieces.",
        )
    ),
    "no_branch_left": noop(CTX, "The bank has no branches left to build."),
    "no_enterprise_left": noop(CTX, "The bank has no enterprises left to build."),
    "cannot_afford": noop(CTX, "That costs {price}, more than you have."),
    "nothing_to_sell": noop(CTX, "There is no building on {plot} to sell."),
    "sell_evenly": noop(
        CTX, "Sell evenly: first sell from the plots of the industry of {plot} that have more pieces."
    ),
    "already_mortgaged": noop(CTX, "{plot} is mortgaged already."),
    "sell_buildings_first": (
        noop(
            CTX,
            "Sell every building of the industry of {plot} first: a plot is mortgaged only when its "
            "industry has no buildings.",
        )
    ),
    "not_mortgaged": noop(CTX, "{plot} is not mortgaged."),
    "redeem_before_roll": noop(CTX, "A mortgaged plot is redeemed only on your own turn, before you roll."),
    "roll_first": noop(CTX, "Roll the dice first."),
    "rolled_already": noop(CTX, "You have rolled already: end your turn."),
    "roll_again": noop(CTX, "You rolled doubles: roll again."),
    "not_free": noop(CTX, "{plot} is not for sale."),
    "buy_what_you_landed_on": noop(CTX, "You may buy only {plot}, the plot you stopped on."),
    "debt_not_covered": noop(CTX, "You owe {amount} and have {cash}: raise the rest first."),
    "may_still_pay": noop(CTX, "You can still raise enough to pay {amount}: sell or mortgage first."),
    "not_in_debt": noop(CTX, "You owe nothing now."),
    "no_building_in_debt": noop(CTX, "Pay your debt before you build."),
    "start_price": noop(CTX, "The starting price is a multiple of 10 F from 10 F to {most}."),
    "bid_too_low": noop(CTX, "Bid at least {least}."),
    "bid_too_high": noop(CTX, "You cannot bid more than your cash, {cash}."),
    "bid_step": noop(CTX, "Bids go in steps of 10 F."),
    "not_your_bid": noop(CTX, "It is not your turn to bid."),
    "trade_once": noop(CTX, "You have offered a trade this turn already."),
    "trade_partner": noop(CTX, "Offer a trade to another player still in the game."),
    "trade_empty": noop(CTX, "A trade must give or take something."),
    "trade_item": noop(
        CTX,
        "{item} cannot be traded: only your own plots with no buildings in their "
        "industry, unmortgaged, and kept cards.",
    ),
    "trade_their_item": noop(
        CTX,
        "{item} cannot be asked for: only the partner's plots with no buildings in "
        "their industry, unmortgaged, and kept cards.",
    ),
    "trade_money": noop(CTX, "Money in a trade is a whole number from 0 to what the giver has ({cash})."),
    "not_your_answer": noop(CTX, "Only the player offered the trade answers it."),
    "other_edition": noop(CTX, "That move belongs to the other edition of the game."),
}


def refuse(code: str, **params: Any) -> IllegalAction:
    """The refusal for `code`, its money parameters written as francs."""
    return IllegalAction(code, tr(CTX, REFUSALS[code], **_written(params)))


def _written(params: Mapping[str, Any]) -> dict[str, Any]:
    return {key: francs(value) if key in MONEY_PARAMS else value for key, value in params.items()}


def fields_problem(action: Mapping[str, Any], fields: set[str]) -> IllegalAction | None:
    """A malformed action: not exactly the fields its type takes."""
    if set(action) - {"type"} != fields:
        return refuse("malformed")
    return None
