"""Questions about a Blue Marble state, answered from the state alone (no rules object).

The steps, the checks (refusals.py), the texts and the bot read these; none of
them changes the state.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Action
from . import data as D
from . import tables
from .state import FIRST_HALF, SECOND_HALF, BlueMarbleState

#: debts a Preferential Ticket may waive: payments to another player's deed
TICKET_REASONS = ("toll", "fare")


def tolls_active(state: BlueMarbleState) -> bool:
    """Tolls (and fares) are paid from the second half on [Second Half 2, 4]."""
    return state.phase == SECOND_HALF


def toll_due(state: BlueMarbleState, space: int) -> int:
    """The toll of a deed at its city's level [reference 1.3]."""
    return D.DEEDS[space].toll(state.level[space])


def property_value(state: BlueMarbleState, space: int) -> int:
    """A deed's price plus its buildings at price."""
    return D.DEEDS[space].price + D.DEEDS[space].level_cost(state.level[space])


def buyout_price(state: BlueMarbleState, space: int) -> int:
    """Take-over variant: twice the land and buildings at price [reference 1.6, house rule]."""
    return 2 * property_value(state, space)


def build_cost(state: BlueMarbleState, space: int, level: int) -> int:
    """Going up a level costs the difference of the two levels' prices [DESIGNED, ref 1.6]."""
    deed = D.DEEDS[space]
    return deed.level_cost(level) - deed.level_cost(state.level[space])


def net_worth(state: BlueMarbleState, player: int) -> tuple[int, int, int]:
    """(cash, deeds at price, buildings at price) — the limit scoring [Other Game Tips 1]."""
    deeds = state.deeds_of(player)
    return (
        state.money[player],
        sum(D.DEEDS[space].price for space in deeds),
        sum(D.DEEDS[space].level_cost(state.level[space]) for space in deeds),
    )


def pieces_of(state: BlueMarbleState, player: int) -> tuple[int, int, int]:
    """(hotels, buildings, villas) a player has on the board."""
    hotels = buildings = villas = 0
    for space in state.deeds_of(player):
        v, b, h = D.LEVEL_PIECES[state.level[space]]
        hotels, buildings, villas = hotels + h, buildings + b, villas + v
    return hotels, buildings, villas


def owned_cities(state: BlueMarbleState, player: int) -> list[int]:
    """The cities (deeds that take buildings) `player` owns, in space order."""
    return [space for space in D.CITY_SPACES if state.owner[space] == player]


def holds_ticket(state: BlueMarbleState, player: int) -> bool:
    return any(card in state.held[player] for card in D.TICKET_CARDS)


def supply_allows(state: BlueMarbleState, space: int, level: int) -> bool:
    """Variant limited_supply: the bank has the pieces for `space` to go to `level`."""
    if not state.variants["limited_supply"]:
        return True
    old = D.LEVEL_PIECES[state.level[space]]
    new = D.LEVEL_PIECES[level]
    return all(state.supply[kind] + old[i] - new[i] >= 0 for i, kind in enumerate(tables.PIECE_KINDS))


def builds_on(state: BlueMarbleState, player: int, spaces: list[int]) -> list[Action]:
    """The builds `player` may pay for on their cities among `spaces`, in space order, lowest
    level first: the second half only [Second Half 1, 3], a level the cash pays for, pieces
    left in the bank (variant limited_supply)."""
    if state.phase != SECOND_HALF:
        return []
    return [
        action
        for space in spaces
        if state.owner[space] == player and space in D.LEVEL_COSTS
        for action in tables.affordable_builds(space, state.level[space], state.money[player])
        if supply_allows(state, space, action["level"])
    ]


def sells_on(state: BlueMarbleState, spaces: list[int]) -> list[Action]:
    """The sales down to each lower level on `spaces` (their owner's) [Second Half 5]; with
    limited_supply, selling a hotel down to villas needs villa pieces in the bank."""
    return [
        action
        for space in spaces
        for action in tables.SELL[space][state.level[space]]
        if supply_allows(state, space, action["level"])
    ]


def escape_offers(state: BlueMarbleState, player: int) -> list[Action]:
    """Offer the Island Escape card to each other player still in (Golden Key 6), for ₩0K up to
    the cash they have (a player in debt below zero is not asked); once a turn."""
    if D.ESCAPE_CARD not in state.held[player] or state.escape_offered:
        return []
    return [
        tables.offer_escape(buyer, state.money[buyer] // 10 * 10)
        for buyer in range(state.players)
        if buyer != player and not state.bankrupt[buyer] and state.money[buyer] >= 0
    ]


def manage_options(state: BlueMarbleState, player: int) -> list[Action]:
    """During your turn: build, then sell, on your cities not changed yet this turn [Second Half
    3] (building only on landing under build_on_landing), then offer the escape card."""
    cities = [space for space in owned_cities(state, player) if space not in state.touched]
    builds = [] if state.variants["build_on_landing"] else builds_on(state, player, cities)
    sells = sells_on(state, cities) if state.phase == SECOND_HALF else []
    return builds + sells + escape_offers(state, player)


def can_build(state: BlueMarbleState, player: int) -> bool:
    """Could `player` pay for one more level on a city now (ignoring the supply)?"""
    if state.phase != SECOND_HALF:
        return False
    return any(
        state.level[space] < 4 and build_cost(state, space, state.level[space] + 1) <= state.money[player]
        for space in owned_cities(state, player)
    )


def debt_coverable(state: BlueMarbleState, frame: dict[str, Any]) -> bool:
    """A debtor who has the cash, a deed to hand over or a ticket for it is not bankrupt yet."""
    player = frame["player"]
    if state.money[player] >= frame["amount"] or state.deeds_of(player):
        return True
    return frame["reason"] in TICKET_REASONS and holds_ticket(state, player)


def seat_order(state: BlueMarbleState) -> list[int]:
    """The players still in, from the current one round the table."""
    n = state.players
    seats = [(state.current + i) % n for i in range(n)]
    return [seat for seat in seats if not state.bankrupt[seat]]


def allocation_due(state: BlueMarbleState) -> list[int]:
    """The deeds left once they are few enough to be offered to all [First Half 5]."""
    if state.phase != FIRST_HALF or state.over:
        return []
    left = [space for space in D.DEED_SPACES if state.owner[space] is None]
    return left if len(left) <= D.ALLOCATION_THRESHOLD else []


def draft_left(state: BlueMarbleState) -> list[int]:
    """The deeds still to draft: every unowned deed but Seoul [Optional Game Rules 2]."""
    return [space for space in D.DEED_SPACES if space != D.SEOUL and state.owner[space] is None]
