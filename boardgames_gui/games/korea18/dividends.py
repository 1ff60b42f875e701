"""Dividend or hold, and the price moves of the operating round (rulebook 9.6; readings K3, K7).

A payout gives each 10% share a tenth of the revenue: players' shares pay the players (the
director's certificate counts as 2 shares), shares still in the company's treasury pay the
company, bank-pool shares pay nobody (K3). The token then moves as K7 says; a hold puts the
revenue in the treasury and moves the token one square left. A price arriving on 460 or 500
ends the game after this OR (rulebook 11).
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Event
from . import data_market, market


def move_price(state: Any, company: str, squares: int) -> list[Event]:
    """Move the company's token `squares` squares (left when negative), onto the right of the
    tokens already on the new square (K6, K7)."""
    old = state.price[company]
    new = data_market.moved(old, squares)
    if new == old:
        return []
    market.set_price(state, company, new)
    events = [Event("price", company=company, old=old, new=new)]
    if new in data_market.END_PRICES and state.end_trigger != "price":
        state.end_trigger = "price"
        events.append(Event("end_triggered", reason="price", company=company))
    return events


def per_share(revenue: int) -> int:
    """K3: each 10% share receives a tenth of the revenue (revenues are multiples of ₩10)."""
    return revenue // 10


def pay_dividend(state: Any, company: str, revenue: int) -> list[Event]:
    """K3 and K7: pay every share its tenth, then move the token by the revenue."""
    share = per_share(revenue)
    paid = []
    for seat, count in enumerate(state.held.get(company, [])):
        if count:
            state.cash[seat] += share * count
            paid.append([seat, share * count])
    to_company = share * state.treasury_shares.get(company, 0)
    state.treasury[company] += to_company
    events = [
        Event(
            "dividend", company=company, revenue=revenue, per_share=share, paid=paid, company_gets=to_company
        )
    ]
    return events + move_price(state, company, data_market.dividend_squares(revenue, state.price[company]))


def hold(state: Any, company: str, revenue: int) -> list[Event]:
    """K7: the revenue goes into the treasury and the token moves one square left."""
    state.treasury[company] += revenue
    return [
        Event("held", company=company, revenue=revenue),
        *move_price(state, company, data_market.HOLD_SQUARES),
    ]
