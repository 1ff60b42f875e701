"""The Golden Key cards: drawing one and doing what it says [Golden Key 1-7, reference 1.5]."""

from __future__ import annotations

from ...engine.api import Event
from . import data as D
from . import money, moves, queries
from .state import BANK, FUND, SECOND_HALF, BlueMarbleState


def draw(state: BlueMarbleState, player: int) -> list[Event]:
    """Take the top card [Golden Key 1]: kept cards stay with the player until used [Golden Key
    2, 6], the others go back under the deck; then the card acts."""
    card_id = state.deck.pop(0)
    card = D.KEYS_BY_ID[card_id]
    state.drawn = card_id
    events = [
        Event("golden_key", player=player, card=card_id, title=card.en, title_ko=card.ko, text=card.text)
    ]
    if card.keep:
        state.held[player].append(card_id)
    else:
        state.deck.append(card_id)
    return events + CARD_ACTIONS[card.kind](state, player, card)


def _receive(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    money.transfer(state, BANK, player, card.amount)
    return [Event("received", player=player, amount=card.amount, card=card.id)]


def _pay(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    money.owe(state, player, BANK, card.amount, "card", card=card.id)
    return []


def _birthday(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    """Every other player gives a present; the stack asks the next seat first."""
    for other in reversed(queries.seat_order(state)):
        if other != player:
            money.owe(state, other, player, card.amount, "birthday")
    return []


def _party(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    """Every other player chooses the prize the bank pays the host (Golden Key 7)."""
    for other in reversed(queries.seat_order(state)):
        if other != player:
            state.pending.append({"kind": "party", "player": other, "host": player})
    return []


def _building_tax(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    """A tax per hotel, building and villa, from the second half only [Golden Key 3]."""
    if state.phase != SECOND_HALF:
        return [Event("card_void", player=player, card=card.id)]
    hotels, buildings, villas = queries.pieces_of(state, player)
    per_hotel, per_building, per_villa = card.rates
    amount = hotels * per_hotel + buildings * per_building + villas * per_villa
    if not amount:
        return [Event("card_void", player=player, card=card.id)]
    money.owe(state, player, BANK, amount, "tax", card=card.id)
    return []


def _half_price(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    return money.half_price_sale(state, player, card.id)


def _kept(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    return [Event("card_kept", player=player, card=card.id)]


def _storm(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    """Straight to the Deserted Island, no salary; the turn ends there."""
    state.again = False
    events = moves.jump(state, player, D.ISLAND, how="card")
    state.pending.append({"kind": "land", "player": player, "space": D.ISLAND})
    return events


def _steps_to(state: BlueMarbleState, player: int, target: int) -> int:
    return (target - state.positions[player]) % D.NUM_SPACES


def _move_to(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    return moves.advance(state, player, _steps_to(state, player, card.target), how="card")


def _carrier(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    """Air travel and cruise: go to the space and pay the carrier's owner its fare, before the
    destination is resolved (the debt sits above the landing on the stack)."""
    events = moves.advance(state, player, _steps_to(state, player, card.target), how="card")
    carrier = D.CARD_FARE_DEED[card.kind]
    owner = state.owner[carrier]
    if owner is not None and owner != player and queries.tolls_active(state):
        money.owe(state, player, owner, D.DEEDS[carrier].toll(), "fare", carrier)
    return events


def _space_invite(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    """To Space Travel, where the Columbia takes you free."""
    events = moves.advance(state, player, _steps_to(state, player, card.target), how="card", land=False)
    state.pending.append({"kind": "land", "player": player, "space": D.SPACE_TRAVEL, "free_fare": True})
    return events


def _world_tour(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    """Once round the board (a salary), and the Welfare Fund's pot on the way."""
    events = moves.advance(state, player, D.NUM_SPACES, how="card", land=False)
    if state.fund > 0:
        amount = state.fund
        money.transfer(state, FUND, player, amount)
        events.append(Event("fund_received", player=player, amount=amount))
    return events


def _back(state: BlueMarbleState, player: int, card: D.GoldenKey) -> list[Event]:
    return moves.back(state, player, card.steps)


#: card kind -> what the card does to the player who drew it
CARD_ACTIONS = {
    "receive": _receive,
    "pay": _pay,
    "birthday": _birthday,
    "party": _party,
    "building_tax": _building_tax,
    "half_price": _half_price,
    "ticket": _kept,
    "escape": _kept,
    "storm": _storm,
    "move_to": _move_to,
    "air_travel": _carrier,
    "cruise": _carrier,
    "space_invite": _space_invite,
    "world_tour": _world_tour,
    "back": _back,
}
