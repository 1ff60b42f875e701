"""Share arithmetic both kinds of round use (rulebook 7; readings K3-K6, K15).

Holdings are counted in 10% shares, the director's certificate as 2 (K5). A company has 10
shares: the director's certificate and eight 10% certificates. Certificates a player holds,
for the limit of rulebook 7.4, count the director's certificate as one.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Event
from . import data_market, market

SHARES = 10  # the director's certificate (2) and eight 10% certificates
POOL_CAP = 5  # the bank pool holds at most 50% of a company (rulebook 7.1)


def holding_cap(state: Any) -> int:
    """K4: 60% of a company from its treasury, 70% with two players."""
    return 7 if state.players == 2 else 6


def certificates(state: Any, seat: int) -> int:
    """Certificates `seat` holds: every 10% share, the director's certificate as one."""
    count = 0
    for company, held in state.held.items():
        count += held[seat] - (1 if state.director.get(company) == seat else 0)
    return count


def worth(state: Any, seat: int) -> int:
    """K38: cash + every share at the market price (the director's certificate as 2)."""
    return state.cash[seat] + sum(held[seat] * state.price[c] for c, held in state.held.items())


# --------------------------------------------------------------------------- directors


def director_after(state: Any, company: str) -> int:
    """K5: the director stays unless another player holds strictly more; then the player with
    the most takes it, a tie going to the first such player clockwise from the old director."""
    held = state.held[company]
    old = state.director[company]
    best = max(held)
    if held[old] >= best:
        return old
    for step in range(1, state.players):
        seat = (old + step) % state.players
        if held[seat] == best:
            return seat
    return old


def _settle_director(state: Any, company: str) -> list[Event]:
    new = director_after(state, company)
    if new == state.director[company]:
        return []
    old = state.director[company]
    state.director[company] = new  # the certificate is exchanged for 2 of the new director's shares
    return [Event("director_changed", company=company, player=new, previous=old)]


# --------------------------------------------------------------------------- selling


def sale_problem(state: Any, seat: int, company: str, count: int, emergency: bool = False) -> str:
    """Why `seat` may not sell `count` shares of `company` to the pool now ("" when it may):
    "none" (not held), "pool" (K5/7.1: the pool would pass half), "director" (K5.3: the
    certificate may go only to another player holding 20%), "changes" (K5.4: an emergency sale
    may not change a director)."""
    if company not in state.held or count < 1 or state.held[company][seat] < count:
        return "none"
    if state.pool[company] + count > POOL_CAP:
        return "pool"
    left = state.held[company][seat] - count
    if state.director.get(company) == seat and left < 2:
        others = [state.held[company][p] for p in range(state.players) if p != seat]
        if max(others, default=0) < 2:
            return "director"
    if emergency:
        trial = list(state.held[company])
        trial[seat] = left
        saved = state.held[company]
        state.held[company] = trial
        try:
            if director_after(state, company) != state.director[company]:
                return "changes"
        finally:
            state.held[company] = saved
    return ""


def may_sell(state: Any, seat: int, company: str, count: int, emergency: bool = False) -> bool:
    return not sale_problem(state, seat, company, count, emergency)


def sell_certificates(
    state: Any, seat: int, company: str, count: int, emergency: bool = False
) -> list[Event]:
    """Sell `count` shares to the pool one at a time: each is paid at the price the token
    shows, and if the seller directed the company when the sale began, the token then drops a
    square (K6). Then the director's certificate moves if it must (K5.2)."""
    directs = state.director.get(company) == seat
    paid = 0
    for _ in range(count):
        paid += state.price[company]
        if directs:
            market.set_price(state, company, data_market.moved(state.price[company], -1))
    state.held[company][seat] -= count
    state.pool[company] += count
    state.cash[seat] += paid
    if company not in state.sold_this_sr[seat]:
        state.sold_this_sr[seat].append(company)
    events = [
        Event("sold", player=seat, company=company, count=count, amount=paid, price=state.price[company])
    ]
    return events + _settle_director(state, company)


def sale_proceeds(state: Any, seat: int, company: str, count: int) -> int:
    """What selling `count` shares would bring (the price dropping for the director)."""
    price, total = state.price[company], 0
    for _ in range(count):
        total += price
        if state.director.get(company) == seat:
            price = data_market.moved(price, -1)
    return total


def most_to_sell(state: Any, seat: int, company: str) -> int:
    """The most shares of `company` that `seat` may sell in one sale now (0: none)."""
    for count in range(state.held[company][seat], 0, -1):
        if may_sell(state, seat, company, count):
            return count
    return 0


def raisable(state: Any, seat: int) -> int:
    """K1.4: cash plus what selling every share `seat` may sell now would bring, the director's
    certificates kept, the pool cap respected, prices dropping in companies they direct."""
    total = state.cash[seat]
    for company, held in state.held.items():
        keep = 2 if state.director.get(company) == seat else 0
        count = min(held[seat] - keep, POOL_CAP - state.pool[company])
        if count > 0:
            total += sale_proceeds(state, seat, company, count)
    return total


# --------------------------------------------------------------------------- buying


def buy_problem(state: Any, seat: int, company: str, source: str) -> str:
    """Why `seat` may not buy one share of `company` from `source` ("treasury" or "pool"):
    "unfounded", "sold" (K4), "empty", "cap" (K4: 60/70% from the treasury), "limit" (the
    certificate limit), "cash"; "" when it may."""
    if company not in state.par or company in state.closed:
        return "unfounded"
    if company in state.sold_this_sr[seat]:
        return "sold"
    left = state.treasury_shares[company] if source == "treasury" else state.pool[company]
    if left < 1:
        return "empty"
    if source == "treasury" and state.held[company][seat] + 1 > holding_cap(state):
        return "cap"
    if certificates(state, seat) + 1 > state.cert_limit:
        return "limit"
    if state.cash[seat] < state.price[company]:
        return "cash"
    return ""


def buy_share(state: Any, seat: int, company: str, source: str) -> list[Event]:
    """K3: a treasury share's price goes to the company, a pool share's to the bank; then the
    director's certificate moves if the buyer now holds strictly more (K5.1)."""
    price = state.price[company]
    state.cash[seat] -= price
    state.held[company][seat] += 1
    if source == "treasury":
        state.treasury_shares[company] -= 1
        state.treasury[company] += price
    else:
        state.pool[company] -= 1
    events = [Event("bought_share", player=seat, company=company, source=source, price=price)]
    return events + _settle_director(state, company)


def found(state: Any, seat: int, company: str, par: int) -> list[Event]:
    """K1.5: the winner holds the director's certificate, pays 2 x par into the treasury, and
    the token goes on the par square to the right of any there."""
    state.par[company] = par
    market.set_price(state, company, par)
    state.held[company] = [0] * state.players
    state.held[company][seat] = 2
    state.director[company] = seat
    state.treasury_shares[company] = SHARES - 2
    state.pool[company] = 0
    state.cash[seat] -= 2 * par
    state.treasury[company] = 2 * par
    state.trains[company] = []
    state.tokens_used[company] = 0
    state.cards[company] = []
    return [Event("founded", player=seat, company=company, par=par, amount=2 * par)]
