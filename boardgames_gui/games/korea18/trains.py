"""Trains in play: the market, what a train leaving it sets off, rusting, limits, eras, export
(rulebook 9.7 and 9.8; readings K10, K12, K13, K22 W1, K37).

Every way a train leaves the market (a purchase, OB09's exchange, an export) goes through
`leave_market`, so each trigger is stated once: the first of a type rusts the type below it
and may lower the limit (companies over it then discard, K13), the third 4-train exposes the
War card, the first 8E sets off the end (K37), and the era follows the lowest train on sale.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Event
from . import assets, data_map
from .data_trains import TRAIN_TYPES, TRAINS, WAR_AFTER_FOURS, TrainType

#: the card whose company pays 80% of the printed price in the market (K13)
DISCOUNT_CARD = "OB04"


def on_sale(state: Any) -> TrainType | None:
    """K13: the lowest train left in the market, the only one that may be bought."""
    for train in TRAINS:
        if train.name in state.train_market and state.train_market[train.name] != 0:
            return train
    return None


def market_price(state: Any, company: str, name: str) -> int:
    """The printed price, 20% off for a company holding OB04 (K13)."""
    price = TRAIN_TYPES[name].price
    if DISCOUNT_CARD in state.cards.get(company, []):
        return price * 4 // 5
    return price


def has_room(state: Any, company: str) -> bool:
    """K13: a company holding as many trains as the limit cannot buy from anyone."""
    return len(state.trains.get(company, [])) < assets.train_limit(state, company)


def leave_market(state: Any, name: str, how: str) -> list[Event]:
    """One train of type `name` leaves the market (`how`: "bought", "exported", "exchanged")
    and everything that sets off follows."""
    count = state.train_market[name]
    if count is not None:
        state.train_market[name] = count - 1
    events: list[Event] = []
    train = TRAIN_TYPES[name]
    if name not in state.sold_first:
        state.sold_first.append(name)
        if train.rusts is not None:
            events += rust(state, train.rusts)
        if train.limit is not None and train.limit < state.limit:
            state.limit = train.limit
            events.append(Event("train_limit", limit=train.limit))
            push_discards(state)
        if name == "8E" and state.end_trigger == "":
            # K37: the first 8E bought ends the game after the set, a last SR and a last set
            state.end_trigger = "8e"
            events.append(Event("end_triggered", reason="8e"))
    if name == "4":
        state.fours_gone += 1
        if state.fours_gone == WAR_AFTER_FOURS and state.war == "none":
            state.war = "pending"
            events.append(Event("war_card", how=how))
    return events + follow_era(state)


def rust(state: Any, name: str) -> list[Event]:
    """Rule 9.8: every train of type `name` leaves the game, from every company."""
    events = []
    for company in sorted(state.trains):
        kept = [train for train in state.trains[company] if train != name]
        lost = len(state.trains[company]) - len(kept)
        if lost:
            state.trains[company] = kept
            events.append(Event("rusted", company=company, train=name, count=lost))
    return [Event("rust", train=name), *events]


def follow_era(state: Any) -> list[Event]:
    """Rule 9.8: an era begins when the train that opens it goes on sale; eras never go back."""
    train = on_sale(state)
    if train is None or train.opens is None:
        return []
    if data_map.ERAS.index(train.opens) <= data_map.ERAS.index(state.era):
        return []
    state.era = train.opens
    return [Event("era", era=train.opens)]


def push_discards(state: Any) -> None:
    """K13: every company over the new limit picks the trains it discards, in a frame each."""
    for company in sorted(state.trains):
        if len(state.trains[company]) > assets.train_limit(state, company) and company in state.director:
            state.pending.append({"kind": "discard", "player": state.director[company], "company": company})


def discard(state: Any, company: str, name: str) -> list[Event]:
    """K13: a discarded train leaves the game (there is no open market)."""
    state.trains[company].remove(name)
    return [Event("discarded", company=company, train=name)]


def remove_twos(state: Any) -> list[Event]:
    """Rule 9.7: the unlimited 2-trains of OR1 leave the market after OR1; the 3-trains come on
    sale and the Green era begins."""
    if state.train_market.get("2") == 0:
        return []
    state.train_market["2"] = 0
    return [Event("twos_withdrawn"), *follow_era(state)]


def export(state: Any) -> list[Event]:
    """K12: after the last OR of a set, the lowest train in the market goes if it is a 3 or a
    4; it counts as having left the market for every trigger."""
    train = on_sale(state)
    if train is None or train.name not in ("3", "4"):
        return []
    return [Event("exported", train=train.name), *leave_market(state, train.name, "exported")]


def buy_from_market(state: Any, company: str, name: str, price: int) -> list[Event]:
    """The company takes a market train for `price` (already paid)."""
    state.trains[company] = [*state.trains.get(company, []), name]
    return [
        Event("bought_train", company=company, train=name, price=price),
        *assets.first_train_subsidy(state, company),
        *leave_market(state, name, "bought"),
    ]
