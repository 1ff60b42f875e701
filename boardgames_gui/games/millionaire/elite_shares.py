"""Elite shares: their price, buying and selling them, the Exchange roll, the broker's
commission (M27), the share interest of the circular income and their worth.

Rule text S:135-S:139 (reference 2.1): shares start at 100 F; they are bought before the game,
on passing START and on an Exchange cell, and sold to the bank before one's own move; the
Exchange roll moves the price by 1-6 points of 10 F, never below 0; at 0 the bank stops
selling and holders may hand their shares back (a sale at 0).
"""

from __future__ import annotations

from ...engine.api import Event
from . import elite_cards as C
from . import elite_fortune, money
from .state import BANK, MillionaireState


def value(state: MillionaireState, player: int) -> int:
    """The player's shares at the current price (M18 worth, the 20 % interest)."""
    return state.shares[player] * state.share_price


def trading_open(state: MillionaireState, player: int) -> bool:
    """Fortune 15 (Exchange closed) stops share trading, except for an insured holder."""
    return not elite_fortune.in_force(state, "exchange_closed", player)


def most_to_buy(state: MillionaireState, player: int, price: int, commission: bool = False) -> int:
    """How many shares the player's cash buys at `price` each (with the broker's cut); none at
    price 0, where the bank stops selling [RULE]."""
    if price <= 0 or not trading_open(state, player):
        return 0
    count = state.money[player] // price
    while count and cost_of(count, price, commission) > state.money[player]:
        count -= 1
    return count


def most_to_sell(state: MillionaireState, player: int) -> int:
    if not trading_open(state, player):
        return 0
    return state.shares[player]


def commission_on(amount: int) -> int:
    """M27: 5 % of the trade's value, rounded down to 1 F, paid to the player on the Exchange."""
    return amount * C.BROKER_PERCENT // 100


def cost_of(count: int, price: int, commission: bool = False) -> int:
    amount = count * price
    return amount + (commission_on(amount) if commission else 0)


def buy(
    state: MillionaireState, player: int, count: int, price: int, how: str, broker: int | None = None
) -> list[Event]:
    """The player buys `count` shares from the bank at `price` each (the broker, if any, is paid
    the commission on top)."""
    amount = count * price
    money.transfer(state, player, BANK, amount)
    state.shares[player] += count
    events = [Event("shares_bought", player=player, count=count, price=price, amount=amount, how=how)]
    if broker is not None:
        events += pay_commission(state, player, broker, amount)
    return events


def sell(
    state: MillionaireState, player: int, count: int, price: int, how: str, broker: int | None = None
) -> list[Event]:
    """The player sells `count` shares to the bank at `price` each (at 0: hands them back)."""
    amount = count * price
    state.shares[player] -= count
    money.receive(state, player, amount)
    events = [Event("shares_sold", player=player, count=count, price=price, amount=amount, how=how)]
    if broker is not None:
        events += pay_commission(state, player, broker, amount)
    return events


def pay_commission(state: MillionaireState, player: int, broker: int, amount: int) -> list[Event]:
    fee = commission_on(amount)
    if not fee:
        return []
    money.transfer(state, player, broker, fee)
    return [Event("commission_paid", player=player, broker=broker, amount=fee)]


# ----- the price


def set_price(state: MillionaireState, new_price: int, cause: str) -> list[Event]:
    """The price becomes `new_price`, never below 0 [RULE]. On a fall, an insured holder of a
    "compensated" Fortune point is paid the fall on his shares by the bank (reading M13)."""
    old = state.share_price
    state.share_price = max(0, new_price)
    events = [Event("share_price", old=old, new=state.share_price, cause=cause)]
    return events


def compensate(state: MillionaireState, fall: int, exempt: list[int], cause: str) -> list[Event]:
    """M13 "compensated": the bank pays each exempt holder the fall × his shares."""
    events = []
    for seat in exempt:
        amount = fall * state.shares[seat]
        if amount > 0 and not state.bankrupt[seat]:
            events += money.gain(state, seat, amount, "compensation")
    return events


def exchange_roll(state: MillionaireState, player: int) -> list[Event]:
    """The Exchange roll [RULE, S:135]: one die, even up and odd down; a second die, 1-6 points
    of 10 F. Fortune 2 (Recession, point B) doubles a fall; its insured holders are paid the
    extra fall."""
    direction = state.rng.die()
    points = state.rng.die()
    up = direction % 2 == 0
    move = points * C.EXCHANGE_POINT
    events = [Event("exchange_rolled", player=player, dice=[direction, points], up=up, points=points)]
    if up:
        return events + set_price(state, state.share_price + move, "exchange")
    doubled = elite_fortune.active_point(state, "exchange_down_double")
    fall = move * 2 if doubled else move
    old = state.share_price
    events += set_price(state, old - fall, "exchange")
    if doubled:
        # the card's harm is the second half of the fall; exempt holders get it back
        extra = max(0, (old - state.share_price) - min(move, old))
        events += compensate(state, extra, elite_fortune.exempt_seats(state, doubled), "exchange")
    return events


def split(state: MillionaireState) -> list[Event]:
    """Fortune 18: every holder's shares double; the price halves, rounded down to 10 F."""
    for seat in range(len(state.shares)):
        state.shares[seat] *= 2
    new = state.share_price // 2 // C.EXCHANGE_POINT * C.EXCHANGE_POINT
    return [Event("shares_split")] + set_price(state, new, "split")


# ----- the circular income and the worth


def interest(state: MillionaireState, player: int) -> int:
    """The share part of the circular income: 20 % of the shares' value [RULE], 40 % under
    Fortune 3, none under Fortune 4 unless insured."""
    rate = elite_fortune.interest_percent(state, player)
    return value(state, player) * rate // 100


def income(state: MillionaireState, player: int) -> int:
    """Circular income: 200 F (300 / 100 under Fortune 1 / 2) + the share interest [RULE]."""
    return elite_fortune.income_base(state, player) + interest(state, player)


def worth_extra(state: MillionaireState, player: int) -> int:
    """M18: shares count at the current price."""
    return value(state, player)
