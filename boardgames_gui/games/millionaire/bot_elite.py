"""The Millionaire computer player's Elite decisions: shares and the Exchange, insurance,
the covers it is asked about, Tax Inspection and "go to the nearest ...".

- Shares pay 20 % of their value with each circular income and cost 10 F each in the
  circular tax, so a share gains while its price is above 50 F. The bot buys with the cash
  it does not need (beyond twice the reserve, and a budget for plots while any are free),
  up to a ceiling (shares compound: two rich holders would never ruin each other), and sells when the price falls to 50 F or below, or to cover a debt.
  The ceiling holds both ways: holdings a price rise or a share split (Fortune 18) has
  carried past twice the ceiling are sold back down to it (before the roll, at no cost).
  Without that, two survivors' share interest outgrew every rent and six-player games
  between bots ran to the action cap.
- On the Exchange it trades by the same measure before the roll, rolls, then closes.
- Through the broker (M27, when another player is on the Exchange) it buys by the same
  measure (the listing leaves room for the 5 % commission); it never sells there, since
  the bank buys shares back without a commission before its own move.
- Insurance when exposed: Orange (covers auctions and Fortune cards until used) once it
  owns a monopoly or buildings; Red when an opponent's rent could ruin it (high, and a
  good part of its cash).
- Covers: Orange goes on a harmful Fortune card; Red is kept for a rent or tax of 400 F or
  more that is also a good part of its cash; a plot picked for the AUCTION is insured only when it completes or blocks an
  industry.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Action, Range
from . import bot_worth, plots
from . import data as D
from .state import MillionaireState

#: the share price at or below which a share costs more in tax than it earns
SHARE_BREAK_EVEN = 50
#: cash kept for plots while some are still free
PLOT_BUDGET = 600
#: the most the bot holds in shares, at the price (beyond it, cash goes to plots and pieces)
SHARES_MOST = 3000
#: holdings worth more than this many ceilings are sold back down to the ceiling
SHARES_SELL_ABOVE = 2
#: an opponent's rent this high makes the Red policy worth its price, when it is also
#: more than this part of the bot's cash
RED_RENT = 1200
RED_CASH_PART = 0.6
#: a rent or tax this high is worth using the Red policy on, when it is also more than
#: this part of the bot's cash (a rich bot pays small rents and keeps the policy)
RED_USE = 400


def _listed(legal: list[Action], kind: str) -> Action | None:
    return next((action for action in legal if action["type"] == kind), None)


def free_plots(state: MillionaireState) -> int:
    return sum(1 for space in D.PLOT_SPACES[state.edition] if state.owner[space] is None)


def spare_cash(state: MillionaireState, player: int) -> int:
    """Cash the bot does not need: beyond twice the reserve and the plot budget."""
    budget = PLOT_BUDGET if free_plots(state) else 0
    return state.money[player] - 2 * bot_worth.reserve(state, player) - budget


def share_trade(state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """Buy shares with spare cash while they pay; sell them all when they do not."""
    price = state.share_price
    sell = _listed(legal, "sell_shares")
    if sell is not None and price <= SHARE_BREAK_EVEN:
        return Action("sell_shares", count=sell["count"].hi)
    held = state.shares[player] * price
    if sell is not None and held > SHARES_SELL_ABOVE * SHARES_MOST:
        span: Range = sell["count"]
        return Action("sell_shares", count=max(span.lo, min(span.hi, (held - SHARES_MOST) // price)))
    buy = _listed(legal, "buy_shares")
    room = SHARES_MOST - state.shares[player] * price
    if buy is not None and price > SHARE_BREAK_EVEN and room >= price:
        count = min(buy["count"].hi, spare_cash(state, player) // 2 // price, room // price)
        if count >= buy["count"].lo:
            return Action("buy_shares", count=count)
    return None


def exposed(state: MillionaireState, player: int) -> bool:
    """Owning a monopoly or buildings: what auctions and Fortune cards can hurt most."""
    return bool(bot_worth.monopolies(state, player)) or any(
        state.buildings[s] for s in state.plots_of(player)
    )


def insurance(state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    listed = _listed(legal, "buy_policy")
    if listed is None:
        return None
    colours = listed["colour"].values
    keep = 2 * bot_worth.reserve(state, player)
    if (
        "red" in colours
        and bot_worth.highest_rent(state, player) >= max(RED_RENT, RED_CASH_PART * state.money[player])
        and state.money[player] - 500 >= keep
    ):
        return Action("buy_policy", colour="red")
    if "orange" in colours and "red" not in state.policies[player] and exposed(state, player):
        if state.money[player] - 300 >= keep:
            return Action("buy_policy", colour="orange")
    return None


def turn_extra(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """Before the roll: use a kept card, insure, trade shares."""
    card = _listed(legal, "use_card")
    if card is not None:
        return Action("use_card", card=card["card"].values[0])
    return insurance(state, player, legal) or share_trade(state, player, legal)


def sell_for_debt(state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """The fewest shares that cover what the debt still lacks."""
    sell = _listed(legal, "sell_shares")
    if sell is None or state.share_price <= 0:
        return None
    short = state.pending[-1]["amount"] - state.money[player]
    span: Range = sell["count"]
    return Action("sell_shares", count=max(span.lo, min(span.hi, -(-short // state.share_price))))


# ----- the Elite frames


def on_share_offer(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    return share_trade(state, player, legal) or Action("done")


def on_share_sale(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """Chance 11 sells at the price + 20: worth it only when the shares earn little."""
    sell = _listed(legal, "sell_shares")
    if sell is not None and state.pending[-1].get("price", 0) <= SHARE_BREAK_EVEN + 20:
        return Action("sell_shares", count=sell["count"].hi)
    return Action("done")


def on_exchange(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    session = state.pending[-1]
    if not session["traded"]:
        action = share_trade(state, player, legal)
        if action is not None:
            return action
    return _listed(legal, "exchange_roll") or Action("done")


def on_broker(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """M27: buy through the player on the Exchange by the usual measure; never sell there."""
    return share_trade(state, player, [action for action in legal if action["type"] == "buy_shares"])


def on_nearest(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """The cheapest of the nearest cells to stop on: a free plot it wants, else the lowest rent."""
    spaces = _listed(legal, "choose")["space"].values

    def score(space: int) -> float:
        if plots.plot_at(state, space) is None:
            return 0.0
        if state.owner[space] is None:
            return bot_worth.plot_worth(state, player, space) / 10
        return -bot_worth.rent_at(state, player, space)

    return Action("choose", space=max(spaces, key=lambda s: (score(s), -s)))


def on_fortune_cover(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    cover = _listed(legal, "cover_point")
    if cover is not None:
        return Action("cover_point", point=cover["point"].values[0])
    use = _listed(legal, "use_policy")
    if use is not None and "orange" in use["colour"].values:
        return Action("use_policy", colour="orange")
    return Action("decline_policy")


def on_auction_cover(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """Keep a plot from the forced sale only when it completes or blocks an industry."""
    space = state.pending[-1]["space"]
    use = _listed(legal, "use_policy")
    if (
        use is not None
        and bot_worth.plot_worth(state, player, space) >= 1.8 * plots.plot_at(state, space).price
    ):
        colours = use["colour"].values
        return Action("use_policy", colour="orange" if "orange" in colours else colours[0])
    return Action("decline_policy")


def on_red_cover(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    amount = state.pending[-1]["amount"]
    if amount >= max(RED_USE, RED_CASH_PART * state.money[player]) or amount > state.money[player]:
        return Action("use_policy", colour="red")
    return Action("decline_policy")


def on_inspection(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """Held at Tax Inspection: leave early while plots are free to buy, else roll."""
    action = bot.build(state, player, legal)
    if action is not None:
        return action
    if free_plots(state) >= 4:
        card = _listed(legal, "use_card")
        if card is not None:
            return card
        if _listed(legal, "pay_fine") is not None and state.money[player] >= 2 * bot_worth.reserve(
            state, player
        ):
            return Action("pay_fine")
    return Action("roll")
