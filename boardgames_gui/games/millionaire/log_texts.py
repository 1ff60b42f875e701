"""Millionaire's log: one sentence per event type (`EVENT_TEXTS`), core's merged with the
editions' own (classic_texts.EVENT_TEXTS, elite_texts.EVENT_TEXTS)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.i18n import noop, tr
from . import classic_texts, elite_texts
from . import data as D
from .currency import francs
from .names import CTX, cell_label, creditor_label

EventText = Callable[[Mapping[str, Any], list[str]], str]

#: why money was paid, as the log says it
REASONS = {
    "rent": noop(CTX, "rent"),
    "tax": noop(CTX, "tax"),
    "fine": noop(CTX, "a fine"),
    "card": noop(CTX, "a card"),
    "auction": noop(CTX, "an auction"),
    "trade": noop(CTX, "a trade"),
}


def _who(event: Mapping[str, Any], names: list[str]) -> str:
    return names[event["player"]]


def _cell(event: Mapping[str, Any]) -> str:
    return cell_label(event["cell"]) if "cell" in event else ""


def _dice(event: Mapping[str, Any], names: list[str]) -> str:
    d1, d2 = event["dice"]
    text = tr(CTX, "{who} rolled {d1} and {d2}.", who=_who(event, names), d1=d1, d2=d2)
    return text + (" " + tr(CTX, "Doubles!") if event["doubles"] else "")


def _moved(event: Mapping[str, Any], names: list[str]) -> str:
    if event["how"] == "flight":
        return tr(CTX, "{who} went straight to {cell}.", who=_who(event, names), cell=_cell(event))
    if event["back"]:
        return tr(CTX, "{who} moved back to {cell}.", who=_who(event, names), cell=_cell(event))
    return tr(CTX, "{who} moved to {cell}.", who=_who(event, names), cell=_cell(event))


def _paid(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(
        CTX,
        "{who} paid {amount} to {creditor} ({reason}).",
        who=_who(event, names),
        amount=francs(event["amount"]),
        creditor=creditor_label(event["to"], names),
        reason=tr(CTX, REASONS.get(event["reason"], event["reason"])),
    )


def _in_debt(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(
        CTX,
        "{who} owes {amount} to {creditor} and must raise cash.",
        who=_who(event, names),
        amount=francs(event["amount"]),
        creditor=creditor_label(event["to"], names),
    )


def _bought(event: Mapping[str, Any], names: list[str]) -> str:
    if event["how"] == "auction":
        return tr(
            CTX,
            "{who} won the auction for {cell} at {price}.",
            who=_who(event, names),
            cell=_cell(event),
            price=francs(event["price"]),
        )
    return tr(
        CTX,
        "{who} bought {cell} for {price}.",
        who=_who(event, names),
        cell=_cell(event),
        price=francs(event["price"]),
    )


def _built(event: Mapping[str, Any], names: list[str]) -> str:
    if event["level"] == D.ENTERPRISE:
        return tr(CTX, "{who} built an enterprise on {cell}.", who=_who(event, names), cell=_cell(event))
    return tr(
        CTX,
        "{who} built a branch on {cell} ({level} now).",
        who=_who(event, names),
        cell=_cell(event),
        level=event["level"],
    )


def _simple(template: str, **money_fields: str) -> EventText:
    """A sentence naming the player, the cell and the event's money fields."""

    def text(event: Mapping[str, Any], names: list[str]) -> str:
        params: dict[str, Any] = {"who": _who(event, names) if "player" in event else ""}
        if "cell" in event:
            params["cell"] = _cell(event)
        for field in money_fields:
            params[field] = francs(event[field])
        for key in ("to", "partner"):
            if isinstance(event.get(key), int):
                params[key] = names[event[key]]
        if "round" in event:
            params["round"] = event["round"]
        return tr(CTX, template, **params)

    return text


EVENT_TEXTS: dict[str, EventText] = {
    "dice": _dice,
    "moved": _moved,
    "three_doubles": _simple("{who} rolled doubles three times in a row."),
    "income": _simple("{who} passed START and received {amount}.", amount=""),
    "received": _simple("{who} received {amount}.", amount=""),
    "paid": _paid,
    "in_debt": _in_debt,
    "no_rent": _simple("{who} pays no rent: {cell} is mortgaged."),
    "bought": _bought,
    "declined": _simple("{who} declined {cell}."),
    "built": _built,
    "sold_building": _simple("{who} sold a building on {cell} for {amount}.", amount=""),
    "mortgaged": _simple("{who} mortgaged {cell} for {amount}.", amount=""),
    "redeemed": _simple("{who} redeemed {cell} for {amount}.", amount=""),
    "bankrupt": _simple("{who} went bankrupt."),
    "auction": _simple("{cell} is up for auction, starting at {start}.", start=""),
    "bid": _simple("{who} bid {amount}.", amount=""),
    "passed": _simple("{who} passed."),
    "unsold": _simple("Nobody bid: {cell} stays as it was."),
    "trade_offered": _simple("{who} offered {partner} a trade."),
    "trade_accepted": _simple("{who} accepted the trade with {partner}."),
    "trade_rejected": _simple("{who} rejected the trade with {partner}."),
    "turn": _simple("{who}'s turn."),
    "round": _simple("Round {round} begins."),
    "game_over": lambda event, names: tr(CTX, "The game is over."),
}


def event_text(event: Mapping[str, Any], names: list[str]) -> str:
    """The log sentence of an event: the editions' texts first, then core's ("" if none)."""
    for table in (classic_texts.EVENT_TEXTS, elite_texts.EVENT_TEXTS, EVENT_TEXTS):
        text = table.get(event["type"])
        if text is not None:
            return text(event, names)
    return ""
