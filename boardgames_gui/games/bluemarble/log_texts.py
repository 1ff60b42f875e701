"""Blue Marble's log: one sentence per event, chosen by the event's type (`EVENT_TEXTS`).

Every sentence goes through `tr` so that the GUI can translate it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.i18n import tr, tr_n
from . import data as D
from .currency import won
from .data import space_name as _name
from .texts import creditor

CTX = "bluemarble"


def _dice_rolled(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    d1, d2 = event["dice"]
    text = tr(CTX, "{who} rolled {d1} and {d2} ({total}).", who=who, d1=d1, d2=d2, total=d1 + d2)
    return text + (" " + tr(CTX, "Doubles!") if event.get("doubles") else "")


def _moved(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    path = event["path"]
    if event["how"] == "fly":
        return tr(CTX, "{who} flew to {space}.", who=who, space=_name(event["to"]))
    if event["how"] == "back":
        return tr(CTX, "{who} moved back to {space}.", who=who, space=_name(event["to"]))
    if event["how"] == "roll" and 1 < len(path) <= 12:
        via = " → ".join(_name(x) for x in path)
        return tr_n(
            CTX,
            "{who} moved {n} space: {via}.",
            "{who} moved {n} spaces: {via}.",
            len(path),
            who=who,
            via=via,
        )
    if event["how"] == "card" and len(path) == 40:
        return tr(CTX, "{who} went once round the board.", who=who)
    if len(path) > 1:
        return tr_n(
            CTX,
            "{who} moved {n} space to {space}.",
            "{who} moved {n} spaces to {space}.",
            len(path),
            who=who,
            space=_name(event["to"]),
        )
    return tr(CTX, "{who} moved to {space}.", who=who, space=_name(event["to"]))


def _salary(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} passed START and received a salary of {amount}.",
        who=who,
        amount=won(event["amount"]),
    )


def _bought(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    how = event.get("how")
    if how == "auction":
        return tr(
            CTX,
            "{who} won the auction for {city} at {price}.",
            who=who,
            city=_name(event["space"]),
            price=won(event["price"]),
        )
    if how == "allocation":
        return tr(
            CTX,
            "{who} takes {city} for {price}.",
            who=who,
            city=_name(event["space"]),
            price=won(event["price"]),
        )
    return tr(
        CTX,
        "{who} bought {city} for {price}.",
        who=who,
        city=_name(event["space"]),
        price=won(event["price"]),
    )


def _declined(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} passed on {city}.", who=who, city=_name(event["space"]))


def _paid(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    reason = event["reason"]
    if reason == "toll":
        return tr(
            CTX,
            "{who} paid {amount} toll to {to} for {city}.",
            who=who,
            amount=won(event["amount"]),
            to=creditor(names, event["to"]),
            city=_name(event["space"]),
        )
    if reason == "fare":
        return tr(
            CTX,
            "{who} paid the {carrier} fare of {amount} to {to}.",
            who=who,
            carrier=_name(event["space"]),
            amount=won(event["amount"]),
            to=creditor(names, event["to"]),
        )
    if reason == "fund":
        return ""  # told by fund_paid
    return tr(
        CTX,
        "{who} paid {amount} to {to}.",
        who=who,
        amount=won(event["amount"]),
        to=creditor(names, event["to"]),
    )


def _fund_paid(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} donated {amount} to the Social Welfare Fund (now {fund}).",
        who=who,
        amount=won(event["amount"]),
        fund=won(event["fund"]),
    )


def _fund_received(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} received the Social Welfare Fund: {amount}.", who=who, amount=won(event["amount"]))


def _fund_empty(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} reached the Welfare Fund reception, but the fund is empty.", who=who)


def _ticket_used(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} showed a Preferential Ticket and passed {to}'s deed free.",
        who=who,
        to=creditor(names, event["to"]),
    )


def _built(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} built up {city} to {what} for {cost}.",
        who=who,
        city=_name(event["space"]),
        what=D.level_name(event["level"]),
        cost=won(event["cost"]),
    )


def _sold(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} sold buildings on {city} to the bank for {amount} (now {what}).",
        who=who,
        city=_name(event["space"]),
        amount=won(event["amount"]),
        what=D.level_name(event["level"]),
    )


def _deed_handed(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} handed the {city} deed to {to} to settle a debt of {amount}.",
        who=who,
        city=_name(event["space"]),
        to=creditor(names, event["to"]),
        amount=won(event["amount"]),
    )


def _golden_key(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    title = D.key_title(event["card"])
    if title == event["title_ko"]:  # a Korean table reads the box's own title once
        return tr(
            CTX,
            "{who} drew a Golden Key: {title}. {text}",
            who=who,
            title=title,
            text=D.key_text(event["card"]),
        )
    return tr(
        CTX,
        "{who} drew a Golden Key: {title} ({ko}). {text}",
        who=who,
        title=D.key_title(event["card"]),
        ko=event["title_ko"],
        text=D.key_text(event["card"]),
    )


def _received(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} received {amount} from the bank.", who=who, amount=won(event["amount"]))


def _card_void(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "The card has no effect for {who} now.", who=who)


def _card_kept(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} keeps the card for later.", who=who)


def _half_price_sale(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} sold {city} to the bank at half price: {amount}.",
        who=who,
        city=_name(event["space"]),
        amount=won(event["amount"]),
    )


def _party_prize(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} gave {host} a party prize of {amount} (paid by the bank).",
        who=who,
        host=names[event["host"]],
        amount=won(event["amount"]),
    )


def _island(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr_n(
        CTX,
        "{who} is stranded on the Deserted Island for {n} turn.",
        "{who} is stranded on the Deserted Island for {n} turns.",
        event["turns"],
        who=who,
    )


def _island_stay(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    if event["left"] == 0:
        return tr(CTX, "{who} stays on the Deserted Island and leaves on the next turn.", who=who)
    return tr_n(
        CTX,
        "{who} stays on the Deserted Island ({n} turn left).",
        "{who} stays on the Deserted Island ({n} turns left).",
        event["left"],
        who=who,
    )


def _island_escaped(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    if event["how"] == "card":
        return tr(CTX, "{who} used the Island Escape card and left the Deserted Island.", who=who)
    if event["how"] == "bail":
        return tr(
            CTX,
            "{who} paid {amount} bail and left the Deserted Island.",
            who=who,
            amount=won(event["amount"]),
        )
    return tr(CTX, "{who} rolled doubles and left the Deserted Island.", who=who)


def _three_doubles(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} rolled doubles three times and goes to the Deserted Island.", who=who)


def _space_travel(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    if event["fare"]:
        return tr(CTX, "{who} boarded the Columbia; next turn they fly anywhere.", who=who)
    return tr(CTX, "{who} boarded the Columbia free; next turn they fly anywhere.", who=who)


def _bought_out(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} took over {city} from {owner} for {price}.",
        who=who,
        city=_name(event["space"]),
        owner=names[event["owner"]],
        price=won(event["price"]),
    )


def _escape_offered(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} offers the Island Escape card to {to} for {price}.",
        who=who,
        to=names[event["to"]],
        price=won(event["price"]),
    )


def _escape_sold(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} sold the Island Escape card to {to} for {price}.",
        who=who,
        to=names[event["to"]],
        price=won(event["price"]),
    )


def _escape_refused(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} did not buy the Island Escape card.", who=who)


def _allocation_started(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    cities = ", ".join(_name(x) for x in event["spaces"])
    return tr_n(
        CTX,
        "Only {n} deed is left: it is now offered to all players ({cities}).",
        "Only {n} deeds are left: each is now offered to all players ({cities}).",
        len(event["spaces"]),
        cities=cities,
    )


def _applied(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} applies for {city}.", who=who, city=_name(event["space"]))


def _allocation_roll(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    parts = ", ".join(f"{names[q]} {d[0]}+{d[1]}" for q, d in event["rolls"])
    return tr(CTX, "Roll-off for {city}: {parts}.", city=_name(event["space"]), parts=parts)


def _allocation_unsold(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "Nobody took {city}; it stays with the bank.", city=_name(event["space"]))


def _auction_unsold(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "Nobody bid for {city}; it stays with the bank.", city=_name(event["space"]))


def _second_half(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "The second half begins: build, and tolls are paid from now on.")


def _draft_pass(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} passed a draft pick.", who=who)


def _draft_over(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "The draft is over; Seoul goes to auction.")


def _auction_bid(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} bids {amount} for {city}.",
        who=who,
        amount=won(event["amount"]),
        city=_name(event["space"]),
    )


def _auction_pass(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} drops out of the auction.", who=who)


def _bankrupt(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} cannot pay {amount} and is bankrupt.", who=who, amount=won(event["amount"]))


def _game_over(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    winners = ", ".join(names[w] for w in event["winners"])
    if event["reason"] == "round_limit":
        return tr(CTX, "The round limit is reached. {winners} is the richest and wins!", winners=winners)
    if event["reason"] == "time_limit":
        return tr(CTX, "Time is up. {winners} is the richest and wins!", winners=winners)
    return tr(CTX, "Game over: {winners} wins!", winners=winners)


#: event type -> its log sentence (who: the name of the event's player)
EVENT_TEXTS: dict[str, Callable[[Mapping[str, Any], str, list[str]], str]] = {
    "dice_rolled": _dice_rolled,
    "moved": _moved,
    "salary": _salary,
    "bought": _bought,
    "declined": _declined,
    "paid": _paid,
    "fund_paid": _fund_paid,
    "fund_received": _fund_received,
    "fund_empty": _fund_empty,
    "ticket_used": _ticket_used,
    "built": _built,
    "sold": _sold,
    "deed_handed": _deed_handed,
    "golden_key": _golden_key,
    "received": _received,
    "card_void": _card_void,
    "card_kept": _card_kept,
    "half_price_sale": _half_price_sale,
    "party_prize": _party_prize,
    "island": _island,
    "island_stay": _island_stay,
    "island_escaped": _island_escaped,
    "three_doubles": _three_doubles,
    "space_travel": _space_travel,
    "bought_out": _bought_out,
    "escape_offered": _escape_offered,
    "escape_sold": _escape_sold,
    "escape_refused": _escape_refused,
    "allocation_started": _allocation_started,
    "applied": _applied,
    "allocation_roll": _allocation_roll,
    "allocation_unsold": _allocation_unsold,
    "auction_unsold": _auction_unsold,
    "second_half": _second_half,
    "draft_pass": _draft_pass,
    "draft_over": _draft_over,
    "auction_bid": _auction_bid,
    "auction_pass": _auction_pass,
    "bankrupt": _bankrupt,
    "game_over": _game_over,
}


def event_text(event: Mapping[str, Any], names: list[str]) -> str:
    """The log sentence of an event ('' for those the log leaves out)."""
    text = EVENT_TEXTS.get(event["type"])
    if text is None:
        return ""
    who = names[event["player"]] if isinstance(event.get("player"), int) else ""
    return text(event, who, names)
