"""What players read about the asset cards: refusals, prompts, action labels, the log's sentences
and the cards' part of the in-app rules text, each through `tr` (rules.py, log_texts and
rules_text merge them).

The refusal sentences stay word for word once written: their tests quote them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import tr
from . import data_map
from .or_texts import CTX, EventText, company_name, won
from .or_texts import _say as say
from .texts import card_name

REFUSALS = {
    "card_malformed": "That move is not written the way this game reads it.",
    "card_not_held": "You do not hold that asset card.",
    "card_one": "Offer one asset card at a time, for an amount of money.",
    "card_company": "Asset cards go only to a company you direct that started in a pre-war row of the IPO.",
    "card_trade_closed": "Asset cards cannot change hands now: during the draft or while another decision is open.",
    "card_buyer": "Offer the card to another player.",
    "card_price": "The price must be a whole amount from ₩0 up to what the buyer has ({cash}).",
    "card_not_usable": "That card cannot be used that way now.",
    "home_choice": "Choose a big city of the South for the new home.",
    "port_site": "The port goes on an empty coastal hex of the South: no tile, no city, beside the sea.",
    "ferry_site": "The ferry station goes on a sea area of the South.",
}


def refuse(code: str, **params: Any) -> IllegalAction:
    shown = {
        key: won(value) if key == "cash" and isinstance(value, int) else value
        for key, value in params.items()
    }
    return IllegalAction(code, tr(CTX, REFUSALS[code], **shown))


PROMPTS = {
    "card_offer": "{seller} offers you {card} for {price}: accept or reject.",
    "new_home": "{company} has no station left: choose a big city of the South for its new home.",
}


def frame_prompt(frame: Mapping[str, Any], names: list[str]) -> str:
    return tr(
        CTX,
        PROMPTS[frame["kind"]],
        seller=names[frame["seller"]] if "seller" in frame else "",
        card=card_name(frame.get("card", "")),
        price=won(frame.get("price", 0)),
        company=company_name(frame.get("company", "")),
    )


def window_prompt() -> str:
    return tr(CTX, "Attach, trade or use an asset card.")


ACTION_LABELS = {
    "attach": "Attach {card} to {company}",
    "offer_card": "Offer {card} to {buyer} for {price}",
    "use_card": "Use {card}",
    "choose_home": "New home in {hex}",
}


#: what each card's use_card action does, by card
USE_LABELS = {
    "OB02": "Anti-North Spy: name {hex}",
    "OB01": "Sell a {train}-train to the bank",
    "OB08": "Buy a second share of the company from the {source}",
    "OB09": "Hand in a {train}-train for the train on sale",
    "OC03": "Build a station on {hex} without a route",
    "OA06": "Survey: lay tile {tile} on {hex} (rotation {rotation})",
    "OC10": "Rebuild: lay tile {tile} on {hex} (rotation {rotation})",
    "OA05": "New Port Development: build the port on {hex}",
    "OC07": "Ferry Terminal: build a station on {sea}",
}


def sea_name(area: Any) -> str:
    """A sea area's name as players read it ("Yellow Sea (Mokpo)")."""
    place = data_map.OFFBOARDS.get(area) if isinstance(area, str) else None
    return tr(CTX, place.name) if place is not None else str(area)


def action_label(action: Mapping[str, Any], names: list[str] | None = None) -> str:
    if action.get("type") == "use_card" and action.get("card") in USE_LABELS:
        fields = {key: value for key, value in action.items() if key not in ("type", "card")}
        if "source" in fields:
            fields["source"] = tr(CTX, "treasury") if fields["source"] == "treasury" else tr(CTX, "bank pool")
        if "sea" in fields:
            fields["sea"] = sea_name(fields["sea"])
        return tr(CTX, USE_LABELS[action["card"]], **fields)
    template = ACTION_LABELS.get(action.get("type", ""))
    if template is None:
        return ""
    params = {key: value for key, value in action.items() if key != "type"}
    if isinstance(params.get("card"), str):
        params["card"] = card_name(params["card"])
    if isinstance(params.get("company"), str):
        params["company"] = company_name(params["company"])
    if isinstance(params.get("price"), int):
        params["price"] = won(params["price"])
    if isinstance(params.get("buyer"), int) and names:
        params["buyer"] = names[params["buyer"]]
    for key in ("card", "company", "buyer", "price", "hex"):
        if key in params and not isinstance(params[key], (str, int)):
            params[key] = "…"
    return tr(CTX, template, **params)


def _card_event(template: str) -> EventText:
    plain = say(template)

    def text(event: Mapping[str, Any], names: list[str]) -> str:
        return plain({**event, "card": card_name(event.get("card", ""))}, names)

    return text


def _trade(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(
        CTX,
        "{player} buys {card} from {seller} for {price}.",
        player=names[event["player"]],
        seller=names[event["seller"]],
        card=card_name(event["card"]),
        price=won(event["price"]),
    )


def _ferry(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(
        CTX,
        "{company} builds a ferry station on {sea} for {price}.",
        company=company_name(event["company"]),
        sea=sea_name(event["sea"]),
        price=won(event["price"]),
    )


#: the card events' sentences that name a card (translated with the card's name filled in)
CARD_EVENTS = {
    "card_attached": "{player} attaches {card} to {company}.",
    "card_cash": "{card} brings {company} {amount}.",
    "card_effect": "{card} acts for {company}.",
    "card_offered": "{card} is offered for {price}.",
    "card_offer_rejected": "The offer of {card} is rejected.",
    "card_offer_lapsed": "The offer of {card} lapses.",
    "card_used": "{company} uses {card}.",
}

EVENT_TEXTS: dict[str, EventText] = {
    **{kind: _card_event(template) for kind, template in CARD_EVENTS.items()},
    "card_traded": _trade,
    "train_sold_to_bank": say("{company} sells a {train}-train to the bank for {price}; it leaves the game."),
    "train_exchanged": say("{company} hands in a {old}-train and takes a {train}-train for {price}."),
    "new_home": say("{company} makes {hex} its new home."),
    "port_built": say("{company} builds its port on {hex}: a sea area for its trains only."),
    "ferry_built": _ferry,
}

#: the cards' part of the in-app rules text (core's rules_text merges it)
RULES_TEXT_CARDS = """Asset cards. A card you hold may be attached at any moment, other players' turns included, to a
  company you direct that started in a pre-war row of the IPO; it stays there for good, also when
  the director changes, and is lost with the company at the war (the app's choice). Cards not yet
  attached may be sold between players for any amount from ₩0 that the buyer accepts, except during
  the draft or while an auction, a forced purchase or another offer is open (the app's own rule).
  Effects:
- Miracle on the Han River: each lay or upgrade on Seoul by another company moves this company's
  token one square right (the app's choice). Ulsan Industrial Complex: ₩80 into the treasury in
  every OR the company runs a train. The Local Rich: a North company survives the war; with no
  station left it takes any South big city as its new home in its next OR (the app's choice).
  Gyeongbu Line Concession: 4 track points. Land Survey Bureau: once, a free yellow lay anywhere
  without a connection, no track points. Defector, Repulsion of the North Army, Evacuation Train:
  see the war. Chaebol Founder: ₩150 when attached.
- Used-Train Dealer: once per OR in its turn, sell a train to the bank for its printed price; it
  leaves the game and sets off nothing (the app's choice). Anti-North Spy: once before the war, name
  Kaesong, Pyonggang or Kosong; it counts as South from the war on (the app's choice). Tunnel
  Engineers: no terrain costs. Train Buyer: market trains 20% off (the app's choice). Telegraph
  Office: +₩10 per run through the home city; Mail Contract: +₩20; Coal Concession: +₩30 before the
  war while the track reaches Anju or Tokchon; each in an OR the company runs a train, after the
  express multiplier (the app's choice). Stock Broker: once per stock round, the director may buy a
  second share of this company in one turn. The Newest Parts: once per OR, hand in a 2, 3 or 4 for
  the 4, 6E or 8E on sale, paying ₩200, ₩420 or ₩500; it counts as a market purchase and is allowed
  at the limit (the app's choice). Government Subsidy: ₩100 with the first market train.
- Outer Station Construction: a station in a reached metropolitan city without a free seat goes
  outside the tile; in Seoul before the war it never takes the last free seat (the app's choice).
  Extra Station: one more station token at the last charter price (the app's choice). Station
  Priority: once, a station in a metropolitan city without a route to it. Nakdong Defense Line: the
  home city tile survives the war. Rolling Stock Reserve: train limit one higher. Track Gang: once
  per OR an upgrade costs 1 track point. Reconstruction Crew: in the first OR after the war, up to 2
  extra yellow lays without track points or terrain cost."""

#: the route cards' part of the in-app rules text
RULES_TEXT_ROUTE_CARDS = """Asset cards that change the routes (the optimiser and the route check apply them):
- New Port Development: once, in its track step, the company builds its port on an empty coastal hex
  of the South (no tile, no city; no track points, no terrain cost and no connection needed; the
  app's own rule). Track pointing at the port reaches it. For this company only it is a sea area
  worth ₩30, ₩40, ₩60 or ₩80 in the yellow, green, brown or gray era: a route may only start or end
  there. No tile is ever laid on it, and no other company's train goes there.
- Local Administrator: the company's trains that are not express trains may pass a small city
  without counting it, using no link and earning nothing there, chosen per small city; its express
  trains collect the ₩10 of every small city they pass without counting it as a link (the app's
  choice).
- Express Timetable: the company's lowest-numbered express train (the first of them if it has
  several) may visit one more big city than its number says.
- Ferry Terminal: once, in its station step and as that round's station, the company builds a
  station on a sea area of the South with its next token, at that token's price (the app's own
  rule). It counts as the company's station for the route rule (a route must hold one) and for
  nothing else: track is not laid from it, and the sea is still only a route end.
- The Korean War keeps the port and the ferry station: they lie in the South and no step of the war
  removes them (the app's choice). A ferry station is no station in a South hex, so it does not keep
  a North company in the game (the app's choice); a company that leaves the game at the war takes
  its port and its ferry station with it."""
