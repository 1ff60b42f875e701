"""Blue Marble landings: what the space a plane stops on does (a deed to buy, a toll, a
Golden Key, the Deserted Island, the Welfare Fund, Space Travel)."""

from __future__ import annotations

from ...engine.api import Event
from . import data as D
from . import golden_keys, money, queries
from .state import FUND, SECOND_HALF, BlueMarbleState


def land(state: BlueMarbleState, player: int, space: int, free_fare: bool = False) -> list[Event]:
    """What the space a plane stops on does."""
    if D.SPACES[space].is_deed:
        land_on_deed(state, player, space)
        return []
    kind = D.SPACES[space].kind
    if kind == "key":
        return golden_keys.draw(state, player)
    if kind == "island":
        state.island[player] = D.ISLAND_TURNS
        state.again = False
        return [Event("island", player=player, turns=D.ISLAND_TURNS)]
    if kind == "fund_receive":
        return receive_fund(state, player)
    if kind == "fund_pay":
        money.owe(state, player, FUND, D.FUND_PAYMENT, "fund", space)
        return []
    if kind == "space_travel":
        return board_columbia(state, player, free_fare)
    return []


def land_on_deed(state: BlueMarbleState, player: int, space: int) -> None:
    """An unowned deed may be bought [First Half 4]; your own city may be built on (variant
    build_on_landing); another player's deed costs its toll from the second half [Second Half 2]."""
    owner = state.owner[space]
    deed = D.DEEDS[space]
    if owner is None:
        if state.money[player] >= deed.price:
            state.pending.append({"kind": "buy", "player": player, "space": space})
    elif owner == player:
        if state.phase == SECOND_HALF and state.variants["build_on_landing"] and deed.buildable:
            state.pending.append({"kind": "build_here", "player": player, "space": space})
    elif queries.tolls_active(state):
        if state.variants["buyout"] and deed.buildable:
            # offered once the toll is settled (the debt sits above it on the stack)
            state.pending.append({"kind": "buyout", "player": player, "space": space, "owner": owner})
        money.owe(state, player, owner, queries.toll_due(state, space), "toll", space)


def receive_fund(state: BlueMarbleState, player: int) -> list[Event]:
    """The Social Welfare Fund reception pays out the whole pot."""
    if state.fund <= 0:
        return [Event("fund_empty", player=player)]
    amount = state.fund
    money.transfer(state, FUND, player, amount)
    return [Event("fund_received", player=player, amount=amount)]


def board_columbia(state: BlueMarbleState, player: int, free_fare: bool) -> list[Event]:
    """Space Travel: pay the Columbia's owner the fare and fly anywhere next turn."""
    state.travel[player] = True
    state.again = False
    owner = state.owner[D.COLUMBIA]
    fare = 0
    if not free_fare and owner is not None and owner != player and queries.tolls_active(state):
        fare = D.SPACE_FARE
        money.owe(state, player, owner, fare, "fare", D.COLUMBIA)
    return [Event("space_travel", player=player, fare=fare, owner=owner)]
