"""The game log's sentences: one per event type, the draft's and stock round's here, merged
with the operating round's (or_texts.py) and, when present, the war's and the cards'."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.i18n import tr
from . import asset_texts, or_texts, war_texts
from .or_texts import CTX
from .or_texts import _say as say
from .texts import card_name

EVENT_TEXTS = {
    "card_picked": lambda event, names: tr(
        CTX, "{player} takes {card}.", player=names[event["player"]], card=card_name(event["card"])
    ),
    "cards_removed": say("The asset cards left over leave the game."),
    "draft_over": say("The draft is over."),
    "stock_round": say("A stock round begins."),
    "stock_round_over": say("Every player has passed: the stock round ends."),
    "sold": say("{player} sells {count} of {company} for {amount}; the price is {price}."),
    "bought_share": say("{player} buys a share of {company} for {price}."),
    "director_changed": say("{player} becomes the director of {company}."),
    "auction_opened": say("{player} auctions {company} with a bid of {amount}."),
    "bid": say("{player} bids {amount} for {company}."),
    "auction_pass": say("{player} passes in the auction of {company}."),
    "auction_won": say("{player} wins {company} for {amount}."),
    "auction_void": say("{company} cannot be founded after all and stays unfounded."),
    "bid_paid": say("{player} pays {amount} to the bank."),
    "founded": say("{player} founds {company} at par {par}, paying {amount} into its treasury."),
    "turn_ended": say("{player} ends the turn."),
    "passed": say("{player} passes."),
    **or_texts.EVENT_TEXTS,
    **war_texts.EVENT_TEXTS,
    **asset_texts.EVENT_TEXTS,
}


def event_text(event: Mapping[str, Any], names: list[str]) -> str:
    text = EVENT_TEXTS.get(event["type"])
    return text(event, names) if text is not None else ""
