"""Blue Marble payments: cash between players, bank and fund, deeds and buildings changing
hands, debts put on the stack, bankruptcy and the end of the game."""

from __future__ import annotations

from typing import Any

from ...engine.api import Event
from . import queries, scoring, tables
from .state import BANK, FUND, BlueMarbleState


def add_cash(state: BlueMarbleState, who: Any, amount: int) -> None:
    """Change the cash of a player (an int), the bank or the fund."""
    if who == BANK:
        state.bank += amount
    elif who == FUND:
        state.fund += amount
    else:
        state.money[who] += amount


def transfer(state: BlueMarbleState, source: Any, target: Any, amount: int) -> None:
    """Move `amount` from `source` to `target` (a player, the bank or the fund)."""
    if amount:
        add_cash(state, source, -amount)
        add_cash(state, target, amount)


def owe(
    state: BlueMarbleState, player: int, to: Any, amount: int, reason: str, space: int = -1, **extra: Any
) -> None:
    """Put a debt on the stack: the debtor pays, raises the cash or goes bankrupt."""
    if amount <= 0:
        return
    frame = {"kind": "debt", "player": player, "to": to, "amount": amount, "reason": reason, "space": space}
    frame.update(extra)
    state.pending.append(frame)


def buy(state: BlueMarbleState, player: int, space: int, price: int, how: str = "land") -> list[Event]:
    transfer(state, player, BANK, price)
    state.owner[space] = player
    return [Event("bought", player=player, space=space, price=price, how=how)]


def set_level(state: BlueMarbleState, space: int, level: int) -> None:
    """City `space` goes to `level`; the pieces go from or back to the bank [Components 5]."""
    for kind, change in tables.SUPPLY_CHANGE[state.level[space]][level]:
        state.supply[kind] += change
    state.level[space] = level


def change_level(state: BlueMarbleState, player: int, space: int, level: int) -> tuple[int, int]:
    """City `space` goes to `level`: the player pays the bank the difference in price (a sale,
    below 0, is paid back at the buildings' price [Second Half 5]). Returns (old level, cost)."""
    old = state.level[space]
    cost = tables.LEVEL_COST[space][level] - tables.LEVEL_COST[space][old]
    transfer(state, player, BANK, cost)
    set_level(state, space, level)
    return old, cost


def build(state: BlueMarbleState, player: int, space: int, level: int) -> list[Event]:
    old, cost = change_level(state, player, space, level)
    return [Event("built", player=player, space=space, level=level, old=old, cost=cost)]


def sell(state: BlueMarbleState, player: int, space: int, level: int) -> list[Event]:
    """Buildings go back to the bank at their price [Second Half 5]."""
    old, cost = change_level(state, player, space, level)
    return [Event("sold", player=player, space=space, level=level, old=old, amount=-cost)]


def return_to_bank(state: BlueMarbleState, space: int) -> None:
    set_level(state, space, 0)
    state.owner[space] = None


def half_price_sale(state: BlueMarbleState, player: int, card: int) -> list[Event]:
    """Golden Key 4: the most expensive property goes to the bank at half price
    (with its buildings in the second half)."""
    deeds = state.deeds_of(player)
    if not deeds:
        return [Event("card_void", player=player, card=card)]
    best = max(deeds, key=lambda space: (queries.property_value(state, space), space))
    value = queries.property_value(state, best)
    amount = value // 2
    return_to_bank(state, best)
    transfer(state, BANK, player, amount)
    return [Event("half_price_sale", player=player, space=best, value=value, amount=amount)]


def go_bankrupt(state: BlueMarbleState, player: int, to: Any, amount: int) -> list[Event]:
    """A debt nothing can pay: the cash goes to the creditor, the deeds and buildings back to
    the bank, the kept cards under the deck, and the player is out."""
    cash = state.money[player]
    if cash > 0:
        transfer(state, player, to, cash)
    for space in state.deeds_of(player):
        return_to_bank(state, space)
    state.deck.extend(state.held[player])
    state.held[player] = []
    state.bankrupt[player] = True
    state.out_order.append(player)
    state.island[player] = 0
    state.travel[player] = False
    if player == state.current:
        state.again = False
    events = [Event("bankrupt", player=player, to=to, amount=amount, paid=max(cash, 0))]
    _leave_group_decisions(state, player)
    if len(state.active_players()) <= 1:
        events += end_game(state, "bankruptcy")
    return events


def _leave_group_decisions(state: BlueMarbleState, player: int) -> None:
    """A bankrupt player is no longer asked, bid or offered anything."""
    for frame in state.pending:
        kind = frame["kind"]
        if kind == "allocation":
            if player in frame["ask"]:
                frame["ask"].remove(player)
            if player in frame["applicants"]:
                frame["applicants"].remove(player)
        elif kind == "auction" and player in frame["bidders"]:
            index = frame["bidders"].index(player)
            frame["bidders"].pop(index)
            if frame["leader"] == player:
                frame["leader"] = None
            if index < frame["turn"]:
                frame["turn"] -= 1
            if frame["bidders"]:
                frame["turn"] %= len(frame["bidders"])
        elif kind == "opening_build" and player in frame["queue"]:
            frame["queue"].remove(player)
    state.pending = [
        frame
        for frame in state.pending
        if not (frame["kind"] == "escape_offer" and frame["seller"] == player)
    ]


def end_game(state: BlueMarbleState, reason: str) -> list[Event]:
    state.over = True
    state.end_reason = reason
    state.pending = []
    result = scoring.result(state)
    return [Event("game_over", reason=reason, winners=list(result.winners) if result else [])]
