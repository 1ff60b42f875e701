"""What players read in the operating round: prompts, action labels, refusals and the log's
sentences, each through `tr` (core's texts, refusals and log_texts merge these).

The refusal sentences stay word for word once written: their tests quote them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import digits, noop, tr, tr_n
from . import data_map
from .data_companies import COMPANIES

CTX = "18korea"


def won(amount: int) -> str:
    """Money as the game writes it: ₩1,250 (₩1 250 in Russian)."""
    return f"₩{digits(amount)}"


def company_name(company: str) -> str:
    return tr(CTX, COMPANIES[company].name) if company in COMPANIES else company


#: the eras as the log names them ("The green era begins.")
ERA_NAMES = {
    "yellow": noop(CTX, "yellow"),
    "green": noop(CTX, "green"),
    "brown": noop(CTX, "brown"),
    "gray": noop(CTX, "gray"),
}


def era_name(era: str) -> str:
    return tr(CTX, ERA_NAMES[era]) if era in ERA_NAMES else era


def place_name(place: str) -> str:
    """A place a route visits as players read it: a hex's city or town name (the hex id of a
    nameless one), or a continent or sea ("Manchuria", "Yellow Sea"; route_builder's groups)."""
    land = data_map.LAND.get(place)
    if land is not None:
        return tr(CTX, land.name) if land.name else place
    return tr(CTX, place)


#: parameters that are amounts of money
MONEY_PARAMS = ("price", "amount", "cash", "cost", "revenue", "shortfall", "most")

REFUSALS = {
    "or_malformed": "That move is not written the way this game reads it.",
    "not_this_step": "{company} is not at that step now: {prompt}",
    "home_lay_first": "{company} must first lay or upgrade its home city {hex} so that its home station gets a seat.",
    "built_here": "{company} has already built on {hex} in this operating round.",
    "not_enough_points": "That needs {points} track points; {company} has {left} left.",
    "terrain_cost": "Laying there costs {cost} for the terrain; {company} has {cash}.",
    "no_such_lay": "That tile cannot be laid there in that rotation now.",
    "no_track_final": "No track is laid in the last set of operating rounds.",
    "no_station_final": "No stations are built in the last set of operating rounds.",
    "no_token_left": "{company} has no station token left.",
    "station_price": "The next station costs {price}; {company} has {cash}.",
    "no_station_site": "{company} cannot build a station on {hex}: it must be a metropolitan city it reaches, with a free seat and none of its stations.",
    "route_problem": "{problem}",
    "routes_per_train": "Give one list of stops for each of {company}'s {count} trains (an empty list for a train that does not run).",
    "nothing_to_pay": "There is no revenue to pay out or hold.",
    "not_on_sale": "Only the lowest train in the market may be bought: now the {train}-train.",
    "train_limit": "{company} already holds {count} trains, the limit now.",
    "train_price": "The {train}-train costs {price}; {company} has {cash}.",
    "no_trades_final": "Companies do not trade trains in the last set of operating rounds.",
    "not_joined": "{company} and {seller} share no city and no track joins their stations.",
    "seller_lacks_train": "{seller} has no {train}-train.",
    "offer_price": "The price must be a whole amount from {least} up to what {company} has ({most}).",
    "discard_which": "{company} has no {train}-train to discard.",
    "emergency_one": "Sell one certificate at a time until the train is paid for.",
    "emergency_sale": "That sale is not allowed now: the pool takes at most half of a company and no sale may change a director.",
    "reseat_count": "Choose {seats} of the stations waiting outside {hex}.",
}


def refuse(code: str, **params: Any) -> IllegalAction:
    """The IllegalAction of a refusal, its money parameters written as won."""
    shown = {
        key: won(value) if key in MONEY_PARAMS and isinstance(value, int) else value
        for key, value in params.items()
    }
    if "company" in shown:
        shown["company"] = company_name(shown["company"])
    if "seller" in shown:
        shown["seller"] = company_name(shown["seller"])
    return IllegalAction(code, tr(CTX, REFUSALS[code], **shown))


# --------------------------------------------------------------------------- prompts

STEP_PROMPTS = {
    "home": "{company}: lay or upgrade the home city {hex} to seat the home station.",
    "station": "{company}: build a station in a metropolitan city or skip.",
    "run": "{company}: run the trains.",
    "dividend": "{company} earned {revenue}: pay it out or hold it.",
    "trains": "{company}: buy trains or end the turn.",
}

FRAME_PROMPTS = {
    "discard": "{company} is over the train limit: discard a train.",
    "train_offer": "{buyer} offers {price} for {seller}'s {train}-train: accept or reject.",
    "forced": "{company} must buy a train: sell shares to raise the {shortfall} still missing.",
    "reseat": "Choose which stations waiting outside {hex} take the {seats} free seats.",
}


def operating_prompt(state: Any) -> str:
    from .data_companies import COMPANIES as companies

    company = state.operating
    if company is None:
        return ""
    if state.or_step == "track":
        return tr_n(
            CTX,
            "{company}: lay or upgrade track ({n} track point left) or stop building.",
            "{company}: lay or upgrade track ({n} track points left) or stop building.",
            state.track_points,
            company=company_name(company),
        )
    return tr(
        CTX,
        STEP_PROMPTS[state.or_step],
        company=company_name(company),
        hex=state.homes.get(company, companies[company].home),  # OA03's new home (K29)
        points=state.track_points,
        revenue=won(state.last_run.get("revenue", 0)),
    )


def frame_prompt(frame: Mapping[str, Any]) -> str:
    params = dict(frame)
    for key in ("company", "buyer", "seller"):
        if key in params:
            params[key] = company_name(params[key])
    for key in ("price", "shortfall"):
        if key in params:
            params[key] = won(params[key])
    return tr(CTX, FRAME_PROMPTS[frame["kind"]], **params)


# --------------------------------------------------------------------------- action labels

ACTION_LABELS = {
    "lay": "Lay tile {tile} on {hex} (rotation {rotation})",
    "skip_track": "Stop building track",
    "build_station": "Build a station on {hex}",
    "skip_station": "Build no station",
    "run": "Run the trains",
    "pay_dividend": "Pay a dividend",
    "hold": "Hold the revenue",
    "buy_train": "Buy a {train}-train",
    "offer_train": "Offer for {seller}'s {train}-train",
    "done_trains": "End the turn",
    "accept": "Accept",
    "reject": "Reject",
    "discard": "Discard a {train}-train",
    "emergency_sell": "Sell {count} share of {company}",
    "reseat": "Seat the chosen stations",
}


def action_label(action: Mapping[str, Any]) -> str:
    template = ACTION_LABELS.get(action.get("type", ""))
    if template is None:
        return ""
    params = {key: value for key, value in action.items() if not isinstance(value, (list, dict))}
    for key in ("company", "seller"):
        if key in params and isinstance(params[key], str):
            params[key] = company_name(params[key])
    return tr(CTX, template, **params)


# --------------------------------------------------------------------------- the log

EventText = Callable[[Mapping[str, Any], list[str]], str]


def _say(template: str) -> EventText:
    def text(event: Mapping[str, Any], names: list[str]) -> str:
        params = {}
        for key, value in event.items():
            if key in ("company", "buyer", "seller"):
                params[key] = company_name(value)
            elif key == "player":
                params[key] = names[value]
            elif key == "era":
                params[key] = era_name(value)
            elif key in MONEY_PARAMS and isinstance(value, int):
                params[key] = won(value)
            else:
                params[key] = value
        return tr(CTX, template, **params)

    return text


EVENT_TEXTS: dict[str, EventText] = {
    "set_started": _say("Operating rounds of set {set} begin."),
    "or_started": _say("Operating round {set}.{number} begins."),
    "or_ended": _say("Operating round {set}.{number} ends."),
    "operates": _say("{company} operates."),
    "home_needs_lay": _say("{company} must open a seat in {hex} with its first track action."),
    "home_placed": _say("{company} places its home station in {hex}."),
    "laid": _say("{company} lays tile {tile} on {hex}."),
    "reseated": _say("Stations waiting outside {hex} take seats."),
    "station_built": _say("{company} builds a station in {hex} for {price}."),
    "ran": _say("{company} runs for {revenue}."),
    "no_revenue": _say("{company} earns nothing this time."),
    "dividend": _say("{company} pays {revenue} out."),
    "held": _say("{company} holds {revenue}."),
    "price": _say("{company}'s share price moves to {new}."),
    "bought_train": _say("{company} buys a {train}-train for {price}."),
    "train_sold": _say("{buyer} buys {seller}'s {train}-train for {price}."),
    "train_offered": _say("{buyer} offers {price} for {seller}'s {train}-train."),
    "offer_rejected": _say("{seller} rejects the offer."),
    "rust": _say("The {train}-trains rust."),
    "rusted": _say("{company} loses its {train}-trains."),
    "train_limit": _say("The train limit is now {limit}."),
    "discarded": _say("{company} discards a {train}-train."),
    "era": _say("The {era} era begins."),
    "twos_withdrawn": _say("The 2-trains leave the market."),
    "exported": _say("A {train}-train is exported."),
    "war_card": _say("The Korean War card is exposed."),
    "end_triggered": _say("The end of the game is near."),
    "forced_purchase": _say("{company} must buy a train."),
    "director_paid": _say("{player} pays {amount} towards {company}'s train."),
    "emergency_sold": _say("{player} sells {count} share of {company} to pay for a train."),
    "bankrupt": _say("{player} is bankrupt."),
    "turn_done": _say("{company} ends its turn."),
    "game_over": _say("The game is over."),
}


# --------------------------------------------------------------------------- the rules text

#: the operating round's part of the in-app rules text (core's rules_text merges it)
RULES_TEXT_OR = """Operating rounds. Two per set. The next company is always the face-up token with the highest price,
  the leftmost on a shared square (the app's choice). A company's turn: home station in its first OR
  (a free seat; else the lay or upgrade that opens one, as its first track action; else an outer
  station; the app's choice), then 3 track points (yellow lay 1, upgrade 2, one build per hex,
  terrain cost on yellow lays), then one station in a reached metropolitan city at the charter price
  (the app's choice), then the run (the computer proposes the best routes; with two or more express
  trains all of them run and the company earns the lowest-numbered one's run times their number, or
  the lowest-earning one's in the variant; the app's choice), then dividend or hold (the app's
  choice: below the price no move, from the price +1, from twice the price +2; hold -1; zero revenue
  pays nothing and does not move), then trains.
Outer stations waiting in a hex take seats an upgrade opens, chosen by the laying director (the
  app's choice).

Trains. Only the lowest train in the market may be bought; a company at the limit cannot buy (the
  app's choice).
Trains may be bought from a company sharing a city or joined by track for at least 1, if its
  director accepts; not in the last set (the app's choice). A company ending its turn without a
  train must buy the lowest market train: its treasury pays all it has, the director the rest,
  selling shares one certificate at a time if need be, never changing a director; still short is
  bankruptcy (the app's choice).
The first 4 rusts the 2s and the limit falls to 3; the first 6E rusts the 3s, limit 2; the first 8E
  rusts the 4s. Companies over a new limit discard. After the last OR of a set one 3- or 4-train is
  exported (the app's choice). The end of an OR: a pending war, then the export, then the next round
  (the app's choice). The first 8E bought: the set ends, one last stock round and one last set
  without track, stations or trades between companies (the app's choice). A price of 460 or 500 ends
  the game after that OR."""
