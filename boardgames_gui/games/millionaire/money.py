"""Money: payments, debts, raising cash and bankruptcy (M17, M19).

`charge` pays a debt at once when cash covers it, and otherwise pushes a debt frame:
the debtor raises cash (sells buildings at half, mortgages plots, the edition's own
sales) and pays, or goes bankrupt. The bank is unlimited (M19): it never runs short.
Creditors: a seat, "bank", "fund" (Charity Fund) or "jackpot" (the Jackpot box).
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Event
from . import data as D
from .state import FUND, JACKPOT_BOX, MillionaireState


def receive(state: MillionaireState, creditor: Any, amount: int) -> None:
    """Money reaches a creditor (the bank just takes it)."""
    if isinstance(creditor, int):
        state.money[creditor] += amount
    elif creditor == FUND:
        state.fund += amount
    elif creditor == JACKPOT_BOX:
        state.jackpot += amount


def transfer(state: MillionaireState, payer: int, creditor: Any, amount: int) -> None:
    """Move money the payer has from the payer to a creditor."""
    state.money[payer] -= amount
    receive(state, creditor, amount)


def gain(state: MillionaireState, player: int, amount: int, reason: str) -> list[Event]:
    """The bank pays a player."""
    state.money[player] += amount
    return [Event("received", player=player, amount=amount, reason=reason)]


def charge(
    state: MillionaireState, payer: int, creditor: Any, amount: int, reason: str, **details: Any
) -> list[Event]:
    """`payer` owes `amount` to `creditor` for `reason`: paid at once when cash covers it,
    else a debt frame for raising cash or bankruptcy (M17). `details` (a space, a card)
    go into the event and the frame for the log and the view."""
    if amount <= 0:
        return []
    if state.money[payer] >= amount:
        transfer(state, payer, creditor, amount)
        return [Event("paid", player=payer, to=creditor, amount=amount, reason=reason, **details)]
    state.pending.append(
        {"kind": "debt", "player": payer, "to": creditor, "amount": amount, "reason": reason, **details}
    )
    return [Event("in_debt", player=payer, to=creditor, amount=amount, reason=reason, **details)]


def pay_debt(state: MillionaireState, debt: dict[str, Any]) -> list[Event]:
    """Pay the debt frame on top, which cash now covers, and take it off."""
    state.pending.pop()
    details = {k: v for k, v in debt.items() if k not in ("kind", "player", "to", "amount", "reason")}
    transfer(state, debt["player"], debt["to"], debt["amount"])
    return [
        Event(
            "paid",
            player=debt["player"],
            to=debt["to"],
            amount=debt["amount"],
            reason=debt["reason"],
            **details,
        )
    ]


def raisable(state: MillionaireState, player: int) -> int:
    """Everything `player` could still raise: every building sold at half its face value
    (an enterprise and the three branches that replace it), every unmortgaged plot
    mortgaged, and the edition's own sales."""
    from .editions import area  # here: the editions' modules use this one

    total = 0
    for space in state.plots_of(player):
        plot = D.PLOTS[D.BOARDS[state.edition][space].plot]
        level = state.buildings[space]
        pieces = D.MAX_BRANCHES + 1 if level == D.ENTERPRISE else level
        total += pieces * (plot.branch_price // 2)
        if not state.mortgaged[space]:
            total += area(state).mortgage_value(state, space)
    return total + sum(amount for _, amount in area(state).raise_options(state, player))


def go_bankrupt(state: MillionaireState, player: int, creditor: Any, amount: int) -> list[Event]:
    """M17: the player hands all their cash to the creditor and the bank pays the rest;
    buildings go back to the supply, every plot returns to the board unmortgaged, shares
    and policies go back to the bank, kept cards go under their decks; the player leaves.
    When one player is left, they win."""
    cash = state.money[player]
    state.money[player] = 0
    receive(state, creditor, amount)  # the debtor's cash, and the bank's top-up of the rest
    for space in state.plots_of(player):
        level = state.buildings[space]
        if level == D.ENTERPRISE:
            state.supply["enterprise"] += 1
        else:
            state.supply["branch"] += level
        state.buildings[space] = 0
        state.mortgaged[space] = False
        state.owner[space] = None
    if state.shares:
        state.shares[player] = 0
    if state.policies:
        state.policies[player] = []
    for card in state.held[player]:
        state.decks.setdefault(card.partition(":")[0], []).append(card)
    state.held[player] = []
    state.bankrupt[player] = True
    state.out_order.append(player)
    state.pending = [frame for frame in state.pending if frame.get("player") != player]
    events = [Event("bankrupt", player=player, to=creditor, amount=amount, cash=cash)]
    active = state.active_players()
    if len(active) == 1:
        events += end_game(state, "bankruptcy")
    return events


def end_game(state: MillionaireState, reason: str) -> list[Event]:
    state.over = True
    state.end_reason = reason
    state.pending = []
    return [Event("game_over", reason=reason)]
